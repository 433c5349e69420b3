import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { useKeptPlace } from './use-kept-place.ts';

afterEach(cleanup);

const noDecisions = new Set<string>();
const noRows: never[] = [];

/** The list's grid and a search box beside it, and the drawer (a dialog holding a button) while open. */
function Page({ detailOpen, closing = false }: { detailOpen: boolean; closing?: boolean }) {
  const gridRef = useKeptPlace({
    filtered: noRows,
    decidedIds: noDecisions,
    selectedKey: undefined,
    setSelectedKey: () => undefined,
    detailOpen,
  });
  return (
    <>
      <input type="search" aria-label="Search" />
      <div role="grid" aria-label="Blocked messages" tabIndex={0} ref={gridRef} />
      {detailOpen || closing ? (
        <div role="dialog" aria-label="Blocked message 1">
          <button type="button">Next</button>
        </div>
      ) : null}
    </>
  );
}

describe('useKeptPlace: where focus goes when the drawer closes', () => {
  it('back to the list when it was in the drawer', () => {
    const { rerender, getByRole } = render(<Page detailOpen />);
    getByRole('button', { name: 'Next' }).focus();
    rerender(<Page detailOpen={false} />);
    expect(document.activeElement).toBe(getByRole('grid'));
  });

  it('back to the list when it had fallen to the page body', () => {
    const { rerender, getByRole } = render(<Page detailOpen />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Page detailOpen={false} />);
    expect(document.activeElement).toBe(getByRole('grid'));
  });

  it("back to the list when the drawer's focus trap, set going as it opened, pulls focus into it as it closes", async () => {
    const { rerender, getByRole } = render(<Page detailOpen />);
    // Mantine's trap focuses the drawer from a timer: Esc pressed before it ran.
    setTimeout(() => getByRole('button', { name: 'Next' }).focus(), 0);
    rerender(<Page detailOpen={false} closing />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(getByRole('grid'));
  });

  it('left where the user put it meanwhile (the search box, being typed into)', () => {
    const { rerender, getByRole } = render(<Page detailOpen />);
    getByRole('searchbox', { name: 'Search' }).focus();
    rerender(<Page detailOpen={false} />);
    expect(document.activeElement).toBe(getByRole('searchbox', { name: 'Search' }));
  });
});

describe('useKeptPlace: where the highlight goes when its row leaves the list', () => {
  const entry = (key: string) => ({ key }) as unknown as BlockedMessageEntry;
  const list = ['1', '2', '3', '4'].map(entry);

  /** The hook over a list and a highlighted key; returns the key it highlights after the list changes to `after`. */
  function highlightAfter(
    after: readonly BlockedMessageEntry[],
    decided: ReadonlySet<string>,
    selected = '2',
  ): string | undefined {
    let key: string | undefined = selected;
    function Probe({ filtered }: { filtered: readonly BlockedMessageEntry[] }) {
      useKeptPlace({
        filtered,
        decidedIds: decided,
        selectedKey: key,
        setSelectedKey: (next) => (key = next),
        detailOpen: false,
      });
      return null;
    }
    const { rerender } = render(<Probe filtered={list} />);
    rerender(<Probe filtered={after} />);
    return key;
  }

  it.each([
    ['decided here: on the row after it', [list[0], list[2], list[3]], new Set(['2']), '3', '2'],
    ['the last row decided: on the one before it', [list[0], list[1], list[2]], new Set(['4']), '3', '4'],
    [
      'hidden by a search, not decided: stays on its key, for when the search is cleared',
      [list[0], list[2]],
      noDecisions,
      '2',
      '2',
    ],
    ['still on the list: where it was', [list[3], list[1]], noDecisions, '2', '2'],
  ] as const)('%s', (_name, after, decided, expected, selected) => {
    expect(
      highlightAfter(
        after.filter((e) => e !== undefined),
        decided,
        selected,
      ),
    ).toBe(expected);
  });
});
