import { isUndoPress } from './undo-key.ts';

const body = { tagName: 'BODY', closest: () => null };
const input = { tagName: 'INPUT', closest: () => ({}) };
const press = (
  key: string,
  extra: Partial<{
    ctrlKey: boolean;
    metaKey: boolean;
    altKey: boolean;
    shiftKey: boolean;
    defaultPrevented: boolean;
    target: unknown;
  }> = {},
) =>
  ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: body as unknown as EventTarget,
    ...extra,
  }) as Parameters<typeof isUndoPress>[0];

describe('isUndoPress', () => {
  it.each([
    ['u on the page', press('u'), true],
    ['U with caps lock', press('U'), true],
    ['Ctrl+Z on the page', press('z', { ctrlKey: true }), true],
    ['Cmd+Z on the page', press('z', { metaKey: true }), true],
    ['u while typing', press('u', { target: input }), false],
    ['Ctrl+Z while typing (undoes text)', press('z', { ctrlKey: true, target: input }), false],
    ['Ctrl+Shift+Z (redo)', press('z', { ctrlKey: true, shiftKey: true }), false],
    ['Ctrl+U (view source)', press('u', { ctrlKey: true }), false],
    ['Alt+U', press('u', { altKey: true }), false],
    ['z alone', press('z'), false],
    ['u already handled', press('u', { defaultPrevented: true }), false],
    ['another key', press('a'), false],
  ])('%s', (_, event, expected) => {
    expect(isUndoPress(event)).toBe(expected);
  });
});
