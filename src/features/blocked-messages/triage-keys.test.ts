import { describe, expect, it } from 'vitest';
import { moveSelection, moveSkipping, triageActionFor, type KeyPress } from './triage-keys.ts';

/** A stand-in element: `closest` answers for the selectors that name one of its `owns`. */
function element(tagName: string, extra: { role?: string; contentEditable?: boolean } = {}) {
  return {
    tagName,
    isContentEditable: extra.contentEditable ?? false,
    closest: (selector: string) =>
      selector.split(',').some((part) => {
        const s = part.trim();
        return (
          s === tagName.toLowerCase() ||
          s.startsWith(`${tagName.toLowerCase()}[`) ||
          (extra.role !== undefined && s === `[role="${extra.role}"]`)
        );
      }) || null,
  } as unknown as EventTarget;
}

const press = (key: string, target: EventTarget | null = element('BODY'), mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target,
  ...mods,
});

describe('triageActionFor', () => {
  it.each<[string, KeyPress, boolean, string | undefined]>([
    ['j on the page', press('j'), false, 'next'],
    ['k on the page', press('k'), false, 'previous'],
    ['down arrow', press('ArrowDown'), false, 'next'],
    ['up arrow', press('ArrowUp'), false, 'previous'],
    ['Enter on the page', press('Enter'), false, 'open'],
    ['? for help', press('?'), false, 'help'],
    ['other keys', press('z'), false, undefined],
    ['x ticks the selected message', press('x'), false, 'select'],
    ['a approves (the page asks first)', press('a'), false, 'approve'],
    ['m marks reviewed (keeps it blocked)', press('m'), false, 'markReviewed'],
    ['r, the former Reject, marks reviewed too, with the detail open as well', press('r'), true, 'markReviewed'],
    ['a while typing is a letter', press('a', element('INPUT')), false, undefined],
    ["r with Ctrl is the browser's", press('r', undefined, { ctrlKey: true }), false, undefined],
    ['j while typing in an input', press('j', element('INPUT')), false, undefined],
    ['arrow in a textarea', press('ArrowDown', element('TEXTAREA')), false, undefined],
    ['j in a content-editable', press('j', element('DIV', { contentEditable: true })), false, undefined],
    ['arrow in a listbox', press('ArrowDown', element('DIV', { role: 'listbox' })), false, undefined],
    ['arrow in a menu', press('ArrowUp', element('DIV', { role: 'menu' })), false, undefined],
    ['arrow on a video', press('ArrowUp', element('VIDEO')), false, undefined],
    ['Enter on a button clicks it instead', press('Enter', element('BUTTON')), false, undefined],
    ['j on a button still moves', press('j', element('BUTTON')), false, 'next'],
    ['with Ctrl', press('j', undefined, { ctrlKey: true }), false, undefined],
    ['with Meta', press('k', undefined, { metaKey: true }), false, undefined],
    ['already handled', press('j', undefined, { defaultPrevented: true }), false, undefined],
    ['j with the detail open follows', press('j'), true, 'next'],
    ['arrows with the detail open scroll it', press('ArrowDown'), true, undefined],
    ['Enter with the detail open', press('Enter'), true, undefined],
    ['no target', press('j', null), false, 'next'],
  ])('%s', (_name, keyPress, detailOpen, expected) => {
    expect(triageActionFor(keyPress, detailOpen)).toBe(expected);
  });
});

describe('moveSelection', () => {
  it.each<[number, 'next' | 'previous', number, number]>([
    [-1, 'next', 5, 0],
    [-1, 'previous', 5, 4],
    [0, 'next', 5, 1],
    [4, 'next', 5, 4],
    [0, 'previous', 5, 0],
    [3, 'previous', 5, 2],
    [2, 'next', 0, -1],
  ])('from %d, %s, in %d → %d', (current, action, count, expected) => {
    expect(moveSelection(current, action, count)).toBe(expected);
  });
});

describe('moveSkipping', () => {
  // Rows 1 and 2 are claimed by others.
  const claimed = (index: number) => index === 1 || index === 2;
  it.each([
    { current: 0, action: 'next', count: 5, expected: 3 },
    { current: 3, action: 'previous', count: 5, expected: 0 },
    { current: -1, action: 'next', count: 5, expected: 0 },
    { current: -1, action: 'previous', count: 5, expected: 4 },
    { current: 4, action: 'next', count: 5, expected: 4 },
    { current: 0, action: 'next', count: 3, expected: 0 },
    { current: 0, action: 'next', count: 0, expected: -1 },
  ] as const)('from $current, $action, of $count: $expected', ({ current, action, count, expected }) => {
    expect(moveSkipping(current, action, count, claimed)).toBe(expected);
  });
});
