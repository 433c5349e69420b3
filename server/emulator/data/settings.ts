import { notificationDefaults } from '../../../src/api/schemas/index.ts';
import { deepMerge, type JsonObject } from '../deep-merge.ts';

const SENDER = '{{message.data.entities.sender.entity.name}}';
const GROUP = '{{message.data.entities.receiver.entity.name}}';
const template = (body: string, fallback: string) => ({ titleOneOnOne: SENDER, titleGroup: `${SENDER} @ ${GROUP}`, body, body_fallback: fallback });

/**
 * Template groups the service's OpenAPI file lists (poll and reminder messages) that the
 * settings form has no fields for. They are here so the dashboard proves it keeps, shows and
 * never re-sends what it does not know.
 */
const EXTRA_FIELDS: JsonObject = {
  templates: {
    pollMessageTemplateDefault: template('Has sent a poll: {{message.data.customData.question}}', 'New poll'),
    pollMessageTemplatePrivacy: template('New poll', 'New poll'),
    reminderMessageTemplateDefault: template('Reminder: {{message.data.text}}', 'New reminder'),
  },
};

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

/** What `DELETE .../settings` restores for any app: the service's documented defaults. */
export function serviceDefaultSettings(): JsonObject {
  return deepMerge(notificationDefaults(), EXTRA_FIELDS);
}

export function initialSettings(variant: 'demo' | 'staging'): JsonObject {
  const base = serviceDefaultSettings();
  return variant === 'staging' ? deepMerge(base, STAGING_CHANGES) : base;
}
