import { rangeProblems } from './notification-ranges.ts';
import { z } from './zod.ts';

/**
 * The notification settings tree of operation 6. The same schema checks a GET answer and a
 * PATCH body: every field is optional (a PATCH is partial, and real answers may omit fields),
 * types are strict (a wrong type is a 400), and unknown fields are kept because the real
 * service has several the reference does not list.
 */
const int = z.int();

export const CALL_EVENTS = ['initiated', 'ongoing', 'cancelled', 'busy', 'rejected', 'unanswered', 'ended'] as const;
export const GROUP_EVENTS = [
  'messages',
  'replies',
  'reactions',
  'memberLeft',
  'memberAdded',
  'memberJoined',
  'memberKicked',
  'memberBanned',
  'memberUnbanned',
  'memberScopeChanged',
] as const;
export const ONE_ON_ONE_EVENTS = ['messages', 'replies', 'reactions'] as const;
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

function fields<K extends string, T extends z.ZodMiniType>(keys: readonly K[], type: T) {
  return Object.fromEntries(keys.map((k) => [k, z.optional(type)])) as { [P in K]: z.ZodMiniOptional<T> };
}
function settingAndOverride<E extends string>(events: readonly E[]) {
  return {
    ...fields(
      events.map((e) => `${e}Setting` as `${E}Setting`),
      int,
    ),
    ...fields(
      events.map((e) => `${e}Override` as `${E}Override`),
      z.boolean(),
    ),
  };
}

export const pushSchema = z.looseObject({
  includeMessageObjectSetting: z.optional(z.boolean()),
  includeSenderMetadataSetting: z.optional(z.boolean()),
  includeReceiverMetadataSetting: z.optional(z.boolean()),
  trimTextFieldSetting: z.optional(z.boolean()),
  includeMessageMetadataSetting: z.optional(z.boolean()),
  customJson: z.optional(z.record(z.string(), z.unknown())),
});

// The real service also has `<event>Override` on calls (docs/service.md); typed so a PATCH is checked.
export const callSchema = z.looseObject(settingAndOverride(CALL_EVENTS));

export const groupSchema = z.looseObject({
  ...settingAndOverride(GROUP_EVENTS),
  ...settingAndOverride(['quotedReplies'] as const),
  messageEditedSetting: z.optional(int),
  messageDeletedSetting: z.optional(int),
});

export const oneOnOneSchema = z.looseObject({
  ...settingAndOverride(ONE_ON_ONE_EVENTS),
  ...settingAndOverride(['quotedReplies'] as const),
  messageEditedSetting: z.optional(int),
  messageDeletedSetting: z.optional(int),
});

/** 24-hour HHMM as an integer: 2015 is 20:15; 1275 is not a time (minutes above 59). */
export const hhmmSchema = int.check(
  z.minimum(0),
  z.maximum(2359),
  z.refine((value) => value % 100 <= 59, { message: 'Minutes must be 00 to 59 (HHMM)' }),
);

/** A mute-schedule day; `from` and `to` are 24-hour HHMM integers (2015 is 20:15). */
export const scheduleDaySchema = z.looseObject({
  from: z.optional(hhmmSchema),
  to: z.optional(hhmmSchema),
  dnd: z.optional(z.boolean()),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const muteSchema = z.looseObject({
  dndPreferenceOverride: z.optional(z.boolean()),
  mutedGroupsOverride: z.optional(z.boolean()),
  mutedOneOnOnesOverride: z.optional(z.boolean()),
  schedulePreferenceOverride: z.optional(z.boolean()),
  /** Not in the reference: 1 off, 2 on. */
  dndPreferenceSetting: z.optional(int),
  // A day that is absent or null has no schedule ("None" in the service's own dashboard).
  schedulePreferenceSetting: z.optional(z.looseObject(fields(WEEK_DAYS, z.nullable(scheduleDaySchema)))),
});

// Their documented ranges are checked on writes only (notificationSettingsPatchSchema).
export const throttleSchema = z.looseObject({
  notifyForUnreadOnly: z.optional(z.boolean()),
  intervalInSeconds: z.optional(int),
  maxPerDay: z.optional(int),
  maxPerDayPerConversation: z.optional(int),
});

export const preferencesSchema = z.looseObject({
  push: z.optional(pushSchema),
  call: z.optional(callSchema),
  bypassPreferencesForMentions: z.optional(z.boolean()),
  group: z.optional(groupSchema),
  oneOnOne: z.optional(oneOnOneSchema),
  mute: z.optional(muteSchema),
  email: z.optional(throttleSchema),
  sms: z.optional(throttleSchema),
});

export const soundSchema = z.looseObject({
  chat: z.optional(z.string()),
  call: z.optional(z.string()),
});

/** Template groups and the text fields each one holds. */
export const TEMPLATE_GROUPS = {
  textMessageTemplate: ['titleOneOnOne', 'titleGroup', 'body'],
  mediaMessageTemplate: ['titleOneOnOne', 'titleGroup', 'body_image', 'body_audio', 'body_video', 'body_file'],
  customMessageTemplate: ['body_fallback', 'titleOneOnOne', 'titleGroup', 'body'],
  interactiveFormTemplate: ['titleOneOnOne', 'titleGroup', 'body'],
  interactiveCardTemplate: ['titleOneOnOne', 'titleGroup', 'body'],
  interactiveSchedulerTemplate: ['titleOneOnOne', 'titleGroup', 'body'],
  interactiveCustomTemplate: ['titleOneOnOne', 'titleGroup', 'body'],
  emailSubjectTemplate: ['subjectGroup', 'subjectOneOnOne'],
  smsContentTemplate: ['bodyGroup', 'bodyOneOnOne'],
  userMentionTemplate: ['titleOneOnOne', 'titleGroup', 'bodyOneOnOne', 'bodyGroup', 'body_fallback'],
  groupMentionTemplate: ['titleGroup', 'body', 'body_fallback'],
} as const;
export type TemplateGroup = keyof typeof TEMPLATE_GROUPS;
export const TEMPLATE_VARIANTS = ['Default', 'Privacy'] as const;

function templateObject(keys: readonly string[]) {
  return z.looseObject(fields(keys, z.string()));
}

const templateEntries = Object.entries(TEMPLATE_GROUPS).flatMap(([group, keys]) =>
  TEMPLATE_VARIANTS.map((variant) => [`${group}${variant}`, z.optional(templateObject(keys))] as const),
);

export const templatesSchema = z.looseObject({
  usePrivacyTemplate: z.optional(int),
  ...(Object.fromEntries(templateEntries) as Record<string, z.ZodMiniOptional<ReturnType<typeof templateObject>>>),
});

export const notificationSettingsSchema = z.looseObject({
  preferences: z.optional(preferencesSchema),
  sound: z.optional(soundSchema),
  templates: z.optional(templatesSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * A PATCH body as the service accepts it: the types above plus the documented ranges. Only
 * writes are checked against the ranges; a read keeps whatever the service holds.
 */
export const notificationSettingsPatchSchema = notificationSettingsSchema.check(
  z.superRefine((value, ctx) => {
    for (const { path, value: number, range } of rangeProblems(value)) {
      ctx.addIssue({
        code: 'custom',
        path,
        input: number,
        message: `Must be from ${range.min} to ${range.max}, not ${number}`,
      });
    }
  }),
);

/**
 * The GET answer wraps the settings in `data`; accept a bare settings object too, but only
 * one without a `data` key, so `{ "data": "oops" }` is a wrong shape rather than settings.
 */
export const notificationSettingsResponseSchema = z.union([
  z.looseObject({ data: notificationSettingsSchema }),
  z.pipe(
    notificationSettingsSchema.check(
      z.refine((value) => !('data' in value), { message: 'data must be a settings object' }),
    ),
    z.transform((data) => ({ data })),
  ),
]);

/** PATCH answer: `{ data: { success } }` in the example, "array of any" in the prose. */
export const updateSettingsResponseSchema = z.looseObject({
  data: z.optional(z.union([z.looseObject({ success: z.optional(z.boolean()) }), z.array(z.unknown())])),
});
export type UpdateSettingsResponse = z.infer<typeof updateSettingsResponseSchema>;
