// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { leavesKeyAlone, matches, OWNS_ENTER, type KeyPress } from './shortcut-target.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The element `#target` inside `html`, put in the page the way a user would meet it. */
function target(html: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector('#target');
  if (!found) throw new Error('the fixture has no #target');
  return found;
}

const press = (on: EventTarget | null, mods: Partial<KeyPress> = {}): KeyPress => ({
  key: 'j',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: on,
  ...mods,
});

describe('leavesKeyAlone', () => {
  it.each<[string, string, boolean]>([
    ['a plain paragraph', '<p id="target">text</p>', false],
    ['a button (single keys mean nothing there)', '<button id="target">Go</button>', false],
    ['a text input', '<input id="target">', true],
    ['a textarea', '<textarea id="target"></textarea>', true],
    ['a select', '<select id="target"><option>a</option></select>', true],
    ['a video', '<video id="target"></video>', true],
    ['an audio player', '<audio id="target"></audio>', true],
    ['an editable region', '<div contenteditable="true" id="target"></div>', true],
    ['an editable region with an empty attribute', '<div contenteditable="" id="target"></div>', true],
    ['a span inside an input-like role', '<div role="textbox"><span id="target">x</span></div>', true],
    ['a combobox', '<div role="combobox" id="target"></div>', true],
    ['a listbox option', '<ul role="listbox"><li id="target">a</li></ul>', true],
    ['an open menu', '<div role="menu"><div id="target">a</div></div>', true],
    ['a radio group', '<div role="radiogroup" id="target"></div>', true],
    ['a tab list', '<div role="tablist" id="target"></div>', true],
    ['a slider', '<div role="slider" id="target"></div>', true],
    ['a spin button', '<div role="spinbutton" id="target"></div>', true],
  ])('a key pressed on %s: left alone is %s', (_, html, alone) => {
    expect(leavesKeyAlone(press(target(html)))).toBe(alone);
  });

  it.each<[string, Partial<KeyPress>]>([
    ['already handled by someone', { defaultPrevented: true }],
    ['with Ctrl (a browser shortcut)', { ctrlKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with Alt', { altKey: true }],
  ])('leaves a press %s alone, even on plain text', (_, mods) => {
    expect(leavesKeyAlone(press(target('<p id="target">text</p>'), mods))).toBe(true);
  });

  it('leaves alone a press in a region the browser edits without a contenteditable="true" (plaintext-only)', () => {
    const region = target('<div contenteditable="plaintext-only" id="target"></div>');
    // jsdom does not compute isContentEditable; a browser says true here.
    Object.defineProperty(region, 'isContentEditable', { value: true });
    expect(leavesKeyAlone(press(region))).toBe(true);
  });

  it('takes a press that reached the page itself or the window', () => {
    expect(leavesKeyAlone(press(null))).toBe(false);
    expect(leavesKeyAlone(press(window))).toBe(false);
  });
});

describe('matches OWNS_ENTER: where Enter already does something', () => {
  it.each<[string, string, boolean]>([
    ['a button', '<button id="target">Go</button>', true],
    ['text inside a link', '<a href="/rules"><span id="target">Rules</span></a>', true],
    ['an anchor without a destination', '<a id="target">Rules</a>', false],
    ['a details summary', '<details><summary id="target">More</summary></details>', true],
    ['a role=button div', '<div role="button" id="target"></div>', true],
    ['a role=link div', '<div role="link" id="target"></div>', true],
    ['a switch', '<div role="switch" id="target"></div>', true],
    ['a checkbox', '<div role="checkbox" id="target"></div>', true],
    ['a menu item', '<div role="menuitem" id="target"></div>', true],
    ['a table cell', '<table><tr><td id="target">1</td></tr></table>', false],
  ])('%s: %s', (_, html, owned) => {
    expect(matches(target(html), OWNS_ENTER)).toBe(owned);
  });
});
