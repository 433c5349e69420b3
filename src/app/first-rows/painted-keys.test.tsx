import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePaintedPick } from '../../features/blocked-messages/painted-pick.ts';
import { answerOnPaintedRows } from './painted-keys.ts';
import { paintedTable } from './painted-page.ts';

const KEYS = ['m5', 'm4', 'm3'];

/** Three painted rows on the page, answering keys. */
function paint() {
  const table = paintedTable(
    ['Message'],
    KEYS.map((key) => [{ main: key }]),
    'Newest blocked messages',
  );
  document.body.append(table);
  answerOnPaintedRows(table, KEYS);
  const rows = Array.from(table.querySelectorAll<HTMLElement>('[role=row]')).slice(1);
  return { table, rows };
}

const press = (key: string) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const current = (rows: HTMLElement[]) =>
  rows.filter((row) => row.getAttribute('aria-current') === 'true').map((row) => row.textContent);
const takeAll = () => takePaintedPick(() => true);

afterEach(() => {
  document.body.replaceChildren();
  delete window.__paintedPick;
});

describe('answerOnPaintedRows', () => {
  it('moves the highlight with j and k at once, and leaves the row for the app', () => {
    const { rows } = paint();
    press('j');
    press('j');
    expect(current(rows)).toEqual(['m4']);
    press('k');
    expect(current(rows)).toEqual(['m5']);
    press('j');
    expect(takeAll()).toEqual({ key: 'm4', open: false });
  });

  it('keeps the key from the app’s own listener, which would act on nothing yet', () => {
    paint();
    const app = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    document.addEventListener('keydown', app);
    press('j');
    expect(app).toHaveReturnedWith(true);
    document.removeEventListener('keydown', app);
  });

  it('leaves Enter’s open, and a click’s, for the app to carry out', () => {
    const { rows } = paint();
    press('j');
    press('Enter');
    expect(rows[0]?.hasAttribute('data-opening')).toBe(true);
    rows[2]?.querySelector('div')?.click();
    expect(current(rows)).toEqual(['m3']);
    expect(rows[0]?.hasAttribute('data-opening')).toBe(false);
    expect(takeAll()).toEqual({ key: 'm3', open: true });
  });

  it('answers nothing once the app has taken over', () => {
    const { rows } = paint();
    press('j');
    takeAll();
    press('j');
    expect(current(rows)).toEqual(['m5']);
    expect(press('j')).toBe(true);
  });

  it('forgets what it was asked when its rows leave the page before the app takes over', async () => {
    const { table } = paint();
    press('j');
    press('Enter');
    table.remove();
    // The observer hears of it after the task that removed them.
    await Promise.resolve();
    expect(takeAll()).toBeUndefined();
  });

  it('answers nothing once the rows have left the page (another page rendered)', () => {
    const { table, rows } = paint();
    table.remove();
    press('j');
    expect(current(rows)).toEqual([]);
    expect(window.__paintedPick?.pick).toBeUndefined();
  });
});
