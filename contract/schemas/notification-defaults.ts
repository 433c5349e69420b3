import {
  CALL_EVENTS,
  GROUP_EVENTS,
  ONE_ON_ONE_EVENTS,
  WEEK_DAYS,
  type NotificationSettings,
  type ScheduleDay,
} from './notification-settings.ts';

/**
 * The service's documented defaults (notifications/preferences-templates-sounds.mdx,
 * templates-and-sounds.mdx for the push templates and their privacy variants, email-templates.mdx,
 * sms-templates.mdx, and the examples of chat-apis.json, summed up in docs/service.md). The emulator starts from them and
 * resets to them, the settings form shows them as placeholders when the current values cannot
 * be read, and "Reset to the service's defaults" lists what would change against them.
 */
const SENDER = '{{message.data.entities.sender.entity.name}}';
const GROUP = '{{message.data.entities.receiver.entity.name}}';
const TITLES = { titleOneOnOne: SENDER, titleGroup: `${SENDER} @ ${GROUP}` };

function titles(body: string) {
  return { ...TITLES, body };
}

function settingsFor(events: readonly string[], setting: number, override: boolean) {
  return Object.fromEntries(
    events.flatMap((e) => [
      [`${e}Setting`, setting],
      [`${e}Override`, override],
    ]),
  );
}

// Email and SMS texts word for word as notifications/email-templates.mdx and sms-templates.mdx
// ("Subject examples", "Template examples") and the GET settings example of chat-apis.json give them.
const EMAIL_SUBJECTS = {
  subjectGroup: 'New messages in {{groupDetails.name}}',
  subjectOneOnOne: 'New messages from {{senderDetails.name}}',
};
const SMS_TEXTS = {
  bodyGroup:
    "You've received {{messages.length}} message(s) in {{groupDetails.name}}! Read them at https://your-website.com.",
  bodyOneOnOne:
    "You've received {{messages.length}} message(s) from {{senderDetails.name}}! Read them at https://your-website.com.",
};

export const DEFAULT_SCHEDULE_DAY: Required<ScheduleDay> = { from: 0, to: 2359, dnd: false };

const throttle = { notifyForUnreadOnly: true, intervalInSeconds: 7200, maxPerDay: 20, maxPerDayPerConversation: 2 };
const MEMBER_EVENTS = GROUP_EVENTS.filter((e) => e.startsWith('member'));
// New messages, replies and quoted replies notify for all; reactions only on the user's own messages (also 2).
const conversation = (events: readonly string[]) => ({
  ...settingsFor(events, 2, true),
  ...settingsFor(['quotedReplies'], 2, true),
  // Edited and deleted events retract the first notification: documented as "Notify", not overridable.
  messageEditedSetting: 2,
  messageDeletedSetting: 2,
});

export const NOTIFICATION_DEFAULTS = {
  preferences: {
    push: {
      includeMessageObjectSetting: false,
      includeSenderMetadataSetting: true,
      includeReceiverMetadataSetting: true,
      trimTextFieldSetting: false,
      includeMessageMetadataSetting: true,
      // No `customJson`: the service documents no default for it (chat-apis.json, components
      // Preferences.push), so the key is absent until an admin sets one, and a reset removes it.
    },
    // Call events notify, and end users may not change that.
    call: settingsFor(CALL_EVENTS, 2, false),
    bypassPreferencesForMentions: false,
    group: { ...conversation(ONE_ON_ONE_EVENTS), ...settingsFor(MEMBER_EVENTS, 1, true) },
    oneOnOne: conversation(ONE_ON_ONE_EVENTS),
    mute: {
      dndPreferenceOverride: true,
      mutedGroupsOverride: true,
      mutedOneOnOnesOverride: true,
      schedulePreferenceOverride: true,
      dndPreferenceSetting: 1,
      schedulePreferenceSetting: Object.fromEntries(WEEK_DAYS.map((d) => [d, { ...DEFAULT_SCHEDULE_DAY }])),
    },
    email: { ...throttle },
    sms: { ...throttle },
  },
  sound: { chat: 'default', call: 'default' },
  // Push templates and their privacy variants word for word as notifications/templates-and-sounds.mdx
  // ("Templates", sections 1 to 11) gives them, as preferences-templates-sounds.mdx does, except the
  // interactive card body: `{{message.data.interactiveData.text}}` on the newer page, the older
  // page's `{{data.interactiveData.title}}` kept here (docs/service.md).
  templates: {
    usePrivacyTemplate: 3,
    textMessageTemplateDefault: titles('{{message.data.text}}'),
    textMessageTemplatePrivacy: titles('New message'),
    mediaMessageTemplateDefault: {
      ...TITLES,
      body_image: '📷 Has sent an image',
      body_audio: '🔈 Has sent an audio',
      body_video: '🎥 Has sent a video',
      body_file: '📄 Has sent a file',
    },
    mediaMessageTemplatePrivacy: {
      ...TITLES,
      body_image: 'New image message',
      body_audio: 'New audio message',
      body_video: 'New video message',
      body_file: 'New file message',
    },
    customMessageTemplateDefault: { body_fallback: 'New message', ...titles('{{message.data.text}}') },
    customMessageTemplatePrivacy: { body_fallback: 'New message', ...titles('{{message.data.text}}') },
    interactiveFormTemplateDefault: titles('{{data.interactiveData.title}}'),
    interactiveFormTemplatePrivacy: titles('New message'),
    interactiveCardTemplateDefault: titles('{{data.interactiveData.title}}'),
    interactiveCardTemplatePrivacy: titles('New message'),
    interactiveSchedulerTemplateDefault: titles('New invite'),
    interactiveSchedulerTemplatePrivacy: titles('New invite'),
    interactiveCustomTemplateDefault: titles('New message'),
    interactiveCustomTemplatePrivacy: titles('New message'),
    emailSubjectTemplateDefault: { ...EMAIL_SUBJECTS },
    // notifications/email-templates.mdx, "Subject examples": the privacy subject is the default one.
    emailSubjectTemplatePrivacy: { ...EMAIL_SUBJECTS },
    // notifications/sms-templates.mdx, "Template examples": the privacy text is the default one.
    smsContentTemplateDefault: { ...SMS_TEXTS },
    smsContentTemplatePrivacy: { ...SMS_TEXTS },
    userMentionTemplateDefault: {
      ...TITLES,
      bodyOneOnOne: `${SENDER} mentioned you: {{message.data.text}}`,
      bodyGroup: `${SENDER} mentioned you in ${GROUP}: {{message.data.text}}`,
      body_fallback: 'New mention',
    },
    userMentionTemplatePrivacy: {
      ...TITLES,
      bodyOneOnOne: 'New mention',
      bodyGroup: 'New mention',
      body_fallback: 'New mention',
    },
    groupMentionTemplateDefault: {
      titleGroup: TITLES.titleGroup,
      body: `${SENDER} mentioned everyone: {{message.data.text}}`,
      body_fallback: 'New mention',
    },
    groupMentionTemplatePrivacy: { titleGroup: TITLES.titleGroup, body: 'New mention', body_fallback: 'New mention' },
    // Sections 6 and 7 (the GET settings example of chat-apis.json shows `{{message.data.text}}`
    // and an empty fallback instead; the page's table of defaults is followed). The form has no
    // fields of its own for these: it shows them as settings it does not know.
    pollMessageTemplateDefault: { ...titles('Poll: {{message.data.text}}'), body_fallback: 'New message' },
    pollMessageTemplatePrivacy: { ...titles('New message'), body_fallback: 'New message' },
    reminderMessageTemplateDefault: { ...titles('{{message.data.text}}'), body_fallback: 'New message' },
    reminderMessageTemplatePrivacy: { ...titles('New message'), body_fallback: 'New message' },
  },
} satisfies NotificationSettings;

/** A fresh deep copy, so callers may change it. */
export function notificationDefaults(): NotificationSettings {
  return structuredClone(NOTIFICATION_DEFAULTS);
}
