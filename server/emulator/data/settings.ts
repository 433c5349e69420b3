import { notificationDefaults } from '../../../contract/schemas/index.ts';
import { deepMerge, type JsonObject } from '../deep-merge.ts';

/** The staging app starts from different values so that switching apps visibly changes the form. */
const STAGING_CHANGES: JsonObject = {
  preferences: {
    bypassPreferencesForMentions: true,
    email: { intervalInSeconds: 3600, maxPerDay: 5 },
    mute: { schedulePreferenceSetting: { saturday: { from: 2200, to: 800, dnd: true }, sunday: null } },
  },
  sound: { chat: 'chime', call: 'ring-classic' },
  templates: { usePrivacyTemplate: 2 },
};

/**
 * What `DELETE .../settings` restores for any app: the service's documented defaults. They hold
 * template groups the settings form has no fields for (poll and reminder messages, documented in
 * notifications/templates-and-sounds.mdx), so the dashboard proves it keeps, shows and never
 * re-sends what it does not know.
 */
export function serviceDefaultSettings(): JsonObject {
  return notificationDefaults();
}

export function initialSettings(variant: 'demo' | 'staging'): JsonObject {
  const base = serviceDefaultSettings();
  return variant === 'staging' ? deepMerge(base, STAGING_CHANGES) : base;
}
