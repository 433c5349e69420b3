import { z } from 'zod';

/**
 * The notification settings tree of operation 6. The same schema checks a GET answer and a
 * PATCH body: every field is optional (a PATCH is partial, and real answers may omit fields),
 * types are strict (a wrong type is a 400), and unknown fields are kept because the real
 * service has several the reference does not list.
 */
const int = z.number().int();

export const CALL_EVENTS = ['initiated', 'ongoing', 'cancelled', 'busy', 'rejected', 'unanswered', 'ended'] as const;
export const GROUP_EVENTS = [
  'messages', 'replies', 'reactions', 'memberLeft', 'memberAdded', 'memberJoined',
  'memberKicked', 'memberBanned', 'memberUnbanned', 'memberScopeChanged',
] as const;
export const ONE_ON_ONE_EVENTS = ['messages', 'replies', 'reactions'] as const;
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

function fields<K extends string, T extends z.ZodType>(keys: readonly K[], type: T) {
  return Object.fromEntries(keys.map((k) => [k, type.optional()])) as { [P in K]: z.ZodOptional<T> };
}
function settingAndOverride<E extends string>(events: readonly E[]) {
  return {
    ...fields(events.map((e) => `${e}Setting` as `${E}Setting`), int),
    ...fields(events.map((e) => `${e}Override` as `${E}Override`), z.boolean()),
  };
}

export const pushSchema = z.looseObject({
  includeMessageObjectSetting: z.boolean().optional(),
  includeSenderMetadataSetting: z.boolean().optional(),
  includeReceiverMetadataSetting: z.boolean().optional(),
  trimTextFieldSetting: z.boolean().optional(),
  includeMessageMetadataSetting: z.boolean().optional(),
  customJson: z.record(z.string(), z.unknown()).optional(),
});

// The real service also has `<event>Override` on calls (api-facts.md); typed so a PATCH is checked.
export const callSchema = z.looseObject(settingAndOverride(CALL_EVENTS));

export const groupSchema = z.looseObject({
  ...settingAndOverride(GROUP_EVENTS),
  ...settingAndOverride(['quotedReplies'] as const),
  messageEditedSetting: int.optional(),
  messageDeletedSetting: int.optional(),
});

export const oneOnOneSchema = z.looseObject({
  ...settingAndOverride(ONE_ON_ONE_EVENTS),
  ...settingAndOverride(['quotedReplies'] as const),
  messageEditedSetting: int.optional(),
  messageDeletedSetting: int.optional(),
});

/** 24-hour HHMM as an integer: 2015 is 20:15; 1275 is not a time (minutes above 59). */
export const hhmmSchema = int
  .min(0)
  .max(2359)
  .refine((value) => value % 100 <= 59, { message: 'Minutes must be 00 to 59 (HHMM)' });

/** A mute-schedule day; `from` and `to` are 24-hour HHMM integers (2015 is 20:15). */
export const scheduleDaySchema = z.looseObject({
  from: hhmmSchema.optional(),
  to: hhmmSchema.optional(),
  dnd: z.boolean().optional(),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const muteSchema = z.looseObject({
  dndPreferenceOverride: z.boolean().optional(),
  mutedGroupsOverride: z.boolean().optional(),
  mutedOneOnOnesOverride: z.boolean().optional(),
  schedulePreferenceOverride: z.boolean().optional(),
  /** Not in the reference: 1 off, 2 on. */
  dndPreferenceSetting: int.optional(),
  schedulePreferenceSetting: z.looseObject(fields(WEEK_DAYS, scheduleDaySchema)).optional(),
});

export const throttleSchema = z.looseObject({
  notifyForUnreadOnly: z.boolean().optional(),
  intervalInSeconds: int.min(0).optional(),
  maxPerDay: int.min(0).optional(),
  maxPerDayPerConversation: int.min(0).optional(),
});

export const preferencesSchema = z.looseObject({
  push: pushSchema.optional(),
  call: callSchema.optional(),
  bypassPreferencesForMentions: z.boolean().optional(),
  group: groupSchema.optional(),
  oneOnOne: oneOnOneSchema.optional(),
  mute: muteSchema.optional(),
  email: throttleSchema.optional(),
  sms: throttleSchema.optional(),
});

export const soundSchema = z.looseObject({
  chat: z.string().optional(),
  call: z.string().optional(),
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
} as const;
export type TemplateGroup = keyof typeof TEMPLATE_GROUPS;
export const TEMPLATE_VARIANTS = ['Default', 'Privacy'] as const;

function templateObject(keys: readonly string[]) {
  return z.looseObject(fields(keys, z.string()));
}

const templateEntries = Object.entries(TEMPLATE_GROUPS).flatMap(([group, keys]) =>
  TEMPLATE_VARIANTS.map((variant) => [`${group}${variant}`, templateObject(keys).optional()] as const),
);

export const templatesSchema = z.looseObject({
  usePrivacyTemplate: int.optional(),
  ...(Object.fromEntries(templateEntries) as Record<string, z.ZodOptional<ReturnType<typeof templateObject>>>),
});

export const notificationSettingsSchema = z.looseObject({
  preferences: preferencesSchema.optional(),
  sound: soundSchema.optional(),
  templates: templatesSchema.optional(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * The GET answer wraps the settings in `data`; accept a bare settings object too, but only
 * one without a `data` key, so `{ "data": "oops" }` is a wrong shape rather than settings.
 */
export const notificationSettingsResponseSchema = z.union([
  z.looseObject({ data: notificationSettingsSchema }),
  notificationSettingsSchema
    .refine((value) => !('data' in value), { message: 'data must be a settings object' })
    .transform((data) => ({ data })),
]);

/** PATCH answer: `{ data: { success } }` in the example, "array of any" in the prose. */
export const updateSettingsResponseSchema = z.looseObject({
  data: z.union([z.looseObject({ success: z.boolean().optional() }), z.array(z.unknown())]).optional(),
});
export type UpdateSettingsResponse = z.infer<typeof updateSettingsResponseSchema>;
