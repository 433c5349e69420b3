import { describe, expect, it } from 'vitest';
import { FIRST_TAB, isTabId, tabLabel, TABS } from './tabs.ts';

describe('the settings tabs', () => {
  it.each<[string | undefined, boolean]>([
    ['push', true],
    ['one-on-one', true],
    ['other', true],
    ['oneOnOne', false],
    ['', false],
    [undefined, false],
  ])('%s names a tab: %s', (id, known) => {
    expect(isTabId(id)).toBe(known);
  });

  it.each<[Parameters<typeof tabLabel>[0], string]>([
    ['push', 'Push payload'],
    ['mute', 'Mute and schedule'],
    ['other', 'Other settings'],
  ])('tab %s reads %s', (id, label) => {
    expect(tabLabel(id)).toBe(label);
  });

  it('opens on the first tab shown', () => {
    expect(FIRST_TAB).toBe(TABS[0].id);
  });
});
