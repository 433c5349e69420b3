import {
  CALL_EVENTS, GROUP_EVENTS, ONE_ON_ONE_EVENTS, WEEK_DAYS,
  type NotificationSettings, type ScheduleDay,
} from './notification-settings.ts';

/**
 * The service's documented defaults (docs/service.md). The emulator starts from them and the
 * settings form shows them as placeholders when the current values cannot be read.
 */
const SENDER = '{{message.data.entities.sender.entity.name}}';
const GROUP = '{{message.data.entities.receiver.entity.name}}';

function titles(body: string) {
  return { titleOneOnOne: SENDER, titleGroup: `${SENDER} @ ${GROUP}`, body };
}

function settingsFor(events: readonly string[], setting: number, override: boolean) {
  return Object.fromEntries(
    events.flatMap((e) => [[`${e}Setting`, setting], [`${e}Override`, override]]),
  );
}

export const DEFAULT_SCHEDULE_DAY: Required<ScheduleDay> = { from: 0, to: 2359, dnd: false };

const throttle = { notifyForUnreadOnly: true, intervalInSeconds: 7200, maxPerDay: 20, maxPerDayPerConversation: 2 };

export const NOTIFICATION_DEFAULTS = {
  preferences: {
    push: {
      includeMessageObjectSetting: true,
      includeSenderMetadataSetting: true,
      includeReceiverMetadataSetting: true,
      trimTextFieldSetting: false,
      includeMessageMetadataSetting: true,
      customJson: {},
    },
    call: Object.fromEntries(CALL_EVENTS.map((e) => [`${e}Setting`, 2])),
    bypassPreferencesForMentions: false,
    group: { ...settingsFor(GROUP_EVENTS, 2, true), messageEditedSetting: 1, messageDeletedSetting: 1 },
    oneOnOne: { ...settingsFor(ONE_ON_ONE_EVENTS, 2, true), messageEditedSetting: 1, messageDeletedSetting: 1 },
    mute: {
      dndPreferenceOverride: true,
      mutedGroupsOverride: true,
      mutedOneOnOnesOverride: true,
      schedulePreferenceOverride: true,
      schedulePreferenceSetting: Object.fromEntries(WEEK_DAYS.map((d) => [d, { ...DEFAULT_SCHEDULE_DAY }])),
    },
    email: { ...throttle },
    sms: { ...throttle },
  },
  sound: { chat: 'default', call: 'default' },
  templates: {
    usePrivacyTemplate: 1,
    textMessageTemplateDefault: titles('{{message.data.text}}'),
    textMessageTemplatePrivacy: titles('New message'),
    mediaMessageTemplateDefault: {
      titleOneOnOne: SENDER, titleGroup: `${SENDER} @ ${GROUP}`,
      body_image: 'Has sent an image', body_audio: 'Has sent an audio',
      body_video: 'Has sent a video', body_file: 'Has sent a file',
    },
    mediaMessageTemplatePrivacy: {
      titleOneOnOne: SENDER, titleGroup: `${SENDER} @ ${GROUP}`,
      body_image: 'New image message', body_audio: 'New audio message',
      body_video: 'New video message', body_file: 'New file message',
    },
    customMessageTemplateDefault: { body_fallback: 'New message', ...titles('{{message.data.text}}') },
    customMessageTemplatePrivacy: { body_fallback: 'New message', ...titles('New message') },
    interactiveFormTemplateDefault: titles('Has sent a form'),
    interactiveFormTemplatePrivacy: titles('New message'),
    interactiveCardTemplateDefault: titles('Has sent a card'),
    interactiveCardTemplatePrivacy: titles('New message'),
    interactiveSchedulerTemplateDefault: titles('Has sent a meeting invite'),
    interactiveSchedulerTemplatePrivacy: titles('New message'),
    interactiveCustomTemplateDefault: titles('Has sent a message'),
    interactiveCustomTemplatePrivacy: titles('New message'),
    emailSubjectTemplateDefault: {
      subjectGroup: 'New messages in {{groupDetails.name}}',
      subjectOneOnOne: 'New messages from {{senderDetails.name}}',
    },
    emailSubjectTemplatePrivacy: {
      subjectGroup: 'New messages in a group',
      subjectOneOnOne: 'New messages',
    },
    smsContentTemplateDefault: {
      bodyGroup: "You've received {{messages.length}} message(s) in {{groupDetails.name}}",
      bodyOneOnOne: "You've received {{messages.length}} message(s) from {{senderDetails.name}}",
    },
    smsContentTemplatePrivacy: {
      bodyGroup: "You've received {{messages.length}} new message(s)",
      bodyOneOnOne: "You've received {{messages.length}} new message(s)",
    },
  },
} satisfies NotificationSettings;

/** A fresh deep copy, so callers may change it. */
export function notificationDefaults(): NotificationSettings {
  return structuredClone(NOTIFICATION_DEFAULTS);
}
