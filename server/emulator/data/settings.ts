import { notificationDefaults } from '../../../src/api/schemas/index.ts';
import { deepMerge, type JsonObject } from '../deep-merge.ts';

const SENDER = '{{message.data.entities.sender.entity.name}}';
const GROUP = '{{message.data.entities.receiver.entity.name}}';
const template = (body: string) => ({
  titleOneOnOne: SENDER,
  titleGroup: `${SENDER} @ ${GROUP}`,
  body,
  body_fallback: 'New message',
});

/**
 * Template groups the settings form has no fields for (poll and reminder messages), served so
 * the dashboard proves it keeps, shows and never re-sends what it does not know. Their texts are
 * the documented defaults word for word: notifications/templates-and-sounds.mdx, "Templates",
 * "6. Poll message templates" and "7. Reminder message templates" (the GET settings example of
 * chat-apis.json shows `{{message.data.text}}` and an empty fallback instead; the page's table of
 * defaults is what is followed here).
 */
const EXTRA_FIELDS: JsonObject = {
  templates: {
    pollMessageTemplateDefault: template('Poll: {{message.data.text}}'),
    pollMessageTemplatePrivacy: template('New message'),
    reminderMessageTemplateDefault: template('{{message.data.text}}'),
    reminderMessageTemplatePrivacy: template('New message'),
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
