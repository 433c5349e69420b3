import { describe, expect, it } from 'vitest';
import type { KeyPress } from '../../lib/shortcut-target.ts';
import { pickAfter, type PickState } from './painted-pick.ts';

const body = { tagName: 'BODY', isContentEditable: false, closest: () => null } as unknown as EventTarget;
const input = { tagName: 'INPUT', isContentEditable: false, closest: () => ({}) } as unknown as EventTarget;
const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: body,
  ...mods,
});
const none: PickState = { index: -1, open: false };
const at = (index: number, open = false): PickState => ({ index, open });

describe('pickAfter: a key on five painted rows', () => {
  it.each<[string, PickState, KeyPress, PickState | undefined]>([
    ['the first j highlights the newest row', none, press('j'), at(0)],
    ['j then steps to the next', at(0), press('j'), at(1)],
    ['the down arrow steps too', at(1), press('ArrowDown'), at(2)],
    ['k steps back', at(2), press('k'), at(1)],
    ['the up arrow steps back', at(1), press('ArrowUp'), at(0)],
    ['j stays on the last row', at(4), press('j'), at(4)],
    ['k stays on the first row', at(0), press('k'), at(0)],
    ['the first k highlights the last row, as the list does', none, press('k'), at(4)],
    ['Enter asks to open the highlighted row', at(2), press('Enter'), at(2, true)],
    ['Enter with nothing highlighted is not theirs', none, press('Enter'), undefined],
    ['Enter again, already asked, is not theirs', at(2, true), press('Enter'), undefined],
    ['j with a message asked to open steps it, as the open drawer does', at(2, true), press('j'), at(3, true)],
    ['an arrow with a message asked to open is the drawer’s to scroll', at(2, true), press('ArrowDown'), undefined],
    ['Esc takes the open back', at(2, true), press('Escape'), at(2)],
    ['Esc with nothing asked is not theirs', at(2), press('Escape'), undefined],
    ['a key the rows do not answer (a: approve needs the app)', at(2), press('a'), undefined],
    ['j with Ctrl is the browser’s', at(0), press('j', { ctrlKey: true }), undefined],
    ['j typed into a field is a letter', at(0), press('j', { target: input }), undefined],
    ['j already handled', at(0), press('j', { defaultPrevented: true }), undefined],
  ])('%s', (_name, state, keyPress, expected) => {
    expect(pickAfter(state, keyPress, 5)).toEqual(expected);
  });
});
