import { settingRange } from '../../../../contract/schemas/notification-ranges.ts';
import {
  CALL_EVENTS,
  GROUP_EVENTS,
  ONE_ON_ONE_EVENTS,
  TEMPLATE_GROUPS,
  TEMPLATE_VARIANTS,
  WEEK_DAYS,
} from '../../../../contract/schemas/notification-settings.ts';
import { fieldKey, type ChoiceSetId, type FieldSpec } from './field-spec.ts';
import type { TabId } from './tabs.ts';
import type { TemplateChannel } from './template-text.ts';

type Extra = Omit<FieldSpec, 'key' | 'path' | 'tab' | 'kind' | 'label'>;
function spec(path: string[], tab: TabId, kind: FieldSpec['kind'], label: string, extra: Extra = {}): FieldSpec {
  const range = settingRange(path);
  return { key: fieldKey(path), path, tab, kind, label, ...(range ? { range } : {}), ...extra };
}

const push = (field: string, label: string, description: string) =>
  spec(['preferences', 'push', field], 'push', 'boolean', label, { description });

const PUSH: FieldSpec[] = [
  push(
    'includeMessageObjectSetting',
    'Include the message object',
    'The whole message travels in the payload, so the app can show it without fetching it. Largest part of the payload.',
  ),
  push(
    'includeSenderMetadataSetting',
    "Include the sender's metadata",
    "The sender's custom user metadata travels in the payload.",
  ),
  push(
    'includeReceiverMetadataSetting',
    "Include the receiver's metadata",
    "The receiver's custom user or group metadata travels in the payload.",
  ),
  push(
    'includeMessageMetadataSetting',
    "Include the message's metadata",
    "The message's custom metadata travels in the payload.",
  ),
  push(
    'trimTextFieldSetting',
    'Trim long message text',
    'Long text is shortened so that the payload stays under the 4 KB limit of push providers.',
  ),
  spec(['preferences', 'push', 'customJson'], 'push', 'customJson', 'Custom JSON', {
    description: 'Added to every push payload. One JSON object.',
    absentByDefault: true,
  }),
];

export const EVENT_LABELS: Record<string, string> = {
  messages: 'New messages',
  replies: 'Replies in threads',
  quotedReplies: 'Quoted replies',
  reactions: 'Reactions',
  memberLeft: 'A member left',
  memberAdded: 'A member was added',
  memberJoined: 'A member joined',
  memberKicked: 'A member was kicked',
  memberBanned: 'A member was banned',
  memberUnbanned: 'A member was unbanned',
  memberScopeChanged: "A member's scope changed",
  messageEdited: 'A message was edited',
  messageDeleted: 'A message was deleted',
};
export const CALL_LABELS: Record<string, string> = {
  initiated: 'A call starts',
  ongoing: 'A call is ongoing',
  cancelled: 'A call is cancelled',
  busy: 'The callee is busy',
  rejected: 'A call is rejected',
  unanswered: 'A call goes unanswered',
  ended: 'A call ends',
};

/** Events with their own end-user override; quoted replies are not in the reference but real settings carry them. */
export const CONVERSATION_EVENTS = {
  group: [...GROUP_EVENTS.slice(0, 2), 'quotedReplies', ...GROUP_EVENTS.slice(2)],
  oneOnOne: [...ONE_ON_ONE_EVENTS.slice(0, 2), 'quotedReplies', ...ONE_ON_ONE_EVENTS.slice(2)],
} as const;

function choicesFor(event: string): ChoiceSetId {
  if (event === 'messages' || event === 'replies' || event === 'quotedReplies') return 'messages';
  return event === 'reactions' ? 'reactions' : 'onOff';
}

function conversationFields(section: 'group' | 'oneOnOne', tab: TabId, events: readonly string[]): FieldSpec[] {
  const base = ['preferences', section];
  return [
    ...events.flatMap((event) => [
      spec([...base, `${event}Setting`], tab, 'choice', EVENT_LABELS[event] ?? event, { choices: choicesFor(event) }),
      spec([...base, `${event}Override`], tab, 'boolean', 'Users may change this', {
        description: `End users may choose their own setting for "${(EVENT_LABELS[event] ?? event).toLowerCase()}".`,
      }),
    ]),
    ...['messageEdited', 'messageDeleted'].map((event) =>
      spec([...base, `${event}Setting`], tab, 'choice', EVENT_LABELS[event] ?? event, { choices: 'onOff' }),
    ),
  ];
}

const CALLS = CALL_EVENTS.map((event) =>
  spec(['preferences', 'call', `${event}Setting`], 'calls', 'choice', CALL_LABELS[event] ?? event, {
    choices: 'onOff',
  }),
);

const mute = (field: string, label: string, description: string) =>
  spec(['preferences', 'mute', field], 'mute', 'boolean', label, { description });

export const DAY_LABELS: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const MUTE: FieldSpec[] = [
  spec(['preferences', 'bypassPreferencesForMentions'], 'mute', 'boolean', 'Mentions get through', {
    description: 'A user who is mentioned is notified even when their preferences or mutes would keep quiet.',
  }),
  mute(
    'dndPreferenceOverride',
    'Users may turn on Do not disturb',
    'End users may silence all notifications for a while.',
  ),
  mute('mutedGroupsOverride', 'Users may mute groups', 'End users may mute single groups.'),
  mute('mutedOneOnOnesOverride', 'Users may mute one-on-one conversations', 'End users may mute single people.'),
  mute(
    'schedulePreferenceOverride',
    'Users may change the schedule',
    "End users may replace the app's quiet hours below with their own.",
  ),
  spec(['preferences', 'mute', 'dndPreferenceSetting'], 'mute', 'choice', 'Do not disturb', {
    choices: 'dnd',
    description: 'Whether Do not disturb is on for users who have not chosen for themselves.',
  }),
  ...WEEK_DAYS.flatMap((day) => {
    const base = ['preferences', 'mute', 'schedulePreferenceSetting', day];
    const name = DAY_LABELS[day] ?? day;
    return [
      spec([...base, 'from'], 'mute', 'time', `${name} from`),
      spec([...base, 'to'], 'mute', 'time', `${name} to`),
      spec([...base, 'dnd'], 'mute', 'boolean', `${name}: quiet hours on`),
    ];
  }),
];

function throttle(section: 'email' | 'sms', tab: TabId, noun: string): FieldSpec[] {
  const base = ['preferences', section];
  return [
    spec([...base, 'notifyForUnreadOnly'], tab, 'boolean', 'Only for unread messages', {
      description: `An ${noun} goes out only for messages still unread when it is due.`,
    }),
    spec([...base, 'intervalInSeconds'], tab, 'duration', `Time between two ${noun}s`),
    spec([...base, 'maxPerDay'], tab, 'count', `Most ${noun}s a day`, { unit: 'per-day' }),
    spec([...base, 'maxPerDayPerConversation'], tab, 'count', `Most ${noun}s a day per conversation`, {
      unit: 'per-conversation-day',
    }),
  ];
}

// An empty name is no sound the app can play: the service would store it and devices fall silent.
const sound = (field: string, label: string) =>
  spec(['sound', field], 'sounds', 'text', label, {
    description: 'Name of a sound file bundled in your app, or "default".',
    emptyMessage: 'Enter the name of a sound file, or “default”',
  });
const SOUNDS: FieldSpec[] = [sound('chat', 'Message sound'), sound('call', 'Call sound')];

function channelOf(group: string): TemplateChannel {
  if (group === 'emailSubjectTemplate') return 'email';
  return group === 'smsContentTemplate' ? 'sms' : 'push';
}

const TEMPLATES: FieldSpec[] = [
  spec(['templates', 'usePrivacyTemplate'], 'templates', 'choice', 'Which templates are used', { choices: 'privacy' }),
  ...Object.entries(TEMPLATE_GROUPS).flatMap(([group, fields]) =>
    TEMPLATE_VARIANTS.flatMap((variant) =>
      fields.map((field) =>
        spec(['templates', `${group}${variant}`, field], 'templates', 'template', field, {
          template: { group, variant, field, channel: channelOf(group) },
        }),
      ),
    ),
  ),
];

export const KNOWN_FIELDS: readonly FieldSpec[] = [
  ...PUSH,
  ...CALLS,
  ...conversationFields('group', 'group', CONVERSATION_EVENTS.group),
  ...conversationFields('oneOnOne', 'one-on-one', CONVERSATION_EVENTS.oneOnOne),
  ...MUTE,
  ...throttle('email', 'email', 'email'),
  ...throttle('sms', 'sms', 'SMS'),
  ...SOUNDS,
  ...TEMPLATES,
];

/** Paths of the known settings whose documented default is absence: a reset removes them. */
export const ABSENT_BY_DEFAULT: readonly (readonly string[])[] = KNOWN_FIELDS.filter((s) => s.absentByDefault).map(
  (s) => s.path,
);
