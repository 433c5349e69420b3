import { CALL_EVENTS, notificationDefaults } from '../../../src/api/schemas/index.ts';
import { deepMerge, type JsonObject } from '../deep-merge.ts';

const SENDER = '{{message.data.entities.sender.entity.name}}';
const GROUP = '{{message.data.entities.receiver.entity.name}}';
const titles = (body: string) => ({ titleOneOnOne: SENDER, titleGroup: `${SENDER} @ ${GROUP}`, body });

/**
 * Fields the real service returns that the reference does not list (docs/service.md). They are
 * here so the dashboard proves it keeps, shows and never re-sends what it does not know.
 */
const UNDOCUMENTED_FIELDS: JsonObject = {
  preferences: {
    call: Object.fromEntries(CALL_EVENTS.map((event) => [`${event}Override`, true])),
    group: { quotedRepliesSetting: 2, quotedRepliesOverride: true },
    oneOnOne: { quotedRepliesSetting: 2, quotedRepliesOverride: true },
    mute: { dndPreferenceSetting: 1 },
  },
  templates: {
    pollMessageTemplateDefault: titles('Has sent a poll: {{message.data.customData.question}}'),
    pollMessageTemplatePrivacy: titles('New poll'),
    reminderMessageTemplateDefault: titles('Reminder: {{message.data.text}}'),
    mentionMessageTemplateDefault: titles('{{sender.name}} mentioned you'),
  },
};

/** The staging app starts from different values so that switching apps visibly changes the form. */
const STAGING_CHANGES: JsonObject = {
  preferences: {
    bypassPreferencesForMentions: true,
    email: { intervalInSeconds: 3600, maxPerDay: 5 },
    mute: { schedulePreferenceSetting: { saturday: { from: 2200, to: 800, dnd: true } } },
  },
  sound: { chat: 'chime', call: 'ring-classic' },
  templates: { usePrivacyTemplate: 2 },
};

export function initialSettings(variant: 'demo' | 'staging'): JsonObject {
  const base = deepMerge(notificationDefaults(), UNDOCUMENTED_FIELDS);
  return variant === 'staging' ? deepMerge(base, STAGING_CHANGES) : base;
}
