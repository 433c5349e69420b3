/** The form's sections; each one has its own URL (`/apps/:appId/notifications/:tab`). */
export const TABS = [
  { id: 'push', label: 'Push payload' },
  { id: 'calls', label: 'Calls' },
  { id: 'group', label: 'Group' },
  { id: 'one-on-one', label: 'One-on-one' },
  { id: 'mute', label: 'Mute and schedule' },
  { id: 'email', label: 'Email' },
  { id: 'sms', label: 'SMS' },
  { id: 'sounds', label: 'Sounds' },
  { id: 'templates', label: 'Templates' },
  { id: 'other', label: 'Other settings' },
] as const;

export type TabId = (typeof TABS)[number]['id'];
export const FIRST_TAB: TabId = 'push';

export function isTabId(value: string | undefined): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

export function tabLabel(id: TabId): string {
  return TABS.find((tab) => tab.id === id)?.label ?? id;
}
