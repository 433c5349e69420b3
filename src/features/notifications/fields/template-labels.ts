/** Words for template groups and their text fields. */
export const TEMPLATE_GROUP_LABELS: Record<string, string> = {
  textMessageTemplate: 'Text message',
  mediaMessageTemplate: 'Media message',
  customMessageTemplate: 'Custom message',
  interactiveFormTemplate: 'Interactive form',
  interactiveCardTemplate: 'Interactive card',
  interactiveSchedulerTemplate: 'Interactive scheduler',
  interactiveCustomTemplate: 'Interactive custom',
  emailSubjectTemplate: 'Email subject',
  smsContentTemplate: 'SMS text',
  userMentionTemplate: 'Mention of a user',
  groupMentionTemplate: 'Mention of everyone (@all)',
};

export const TEMPLATE_FIELD_LABELS: Record<string, string> = {
  titleOneOnOne: 'Title, one-on-one',
  titleGroup: 'Title, group',
  body: 'Body',
  body_image: 'Body for an image',
  body_audio: 'Body for audio',
  body_video: 'Body for a video',
  body_file: 'Body for a file',
  body_fallback: 'Fallback body',
  subjectGroup: 'Subject, group',
  subjectOneOnOne: 'Subject, one-on-one',
  bodyGroup: 'Body, group',
  bodyOneOnOne: 'Body, one-on-one',
};

/** An SMS template's bodies are the whole message: called "Text" there. */
const SMS_FIELD_LABELS: Record<string, string> = {
  bodyGroup: 'Text, group',
  bodyOneOnOne: 'Text, one-on-one',
};

export function templateGroupLabel(group: string): string {
  return (
    TEMPLATE_GROUP_LABELS[group] ??
    group
      .replace(/Template$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .replace(/^./, (c) => c.toUpperCase())
  );
}

export function templateFieldLabel(field: string, group = ''): string {
  return (
    (group === 'smsContentTemplate' ? SMS_FIELD_LABELS[field] : undefined) ?? TEMPLATE_FIELD_LABELS[field] ?? field
  );
}
