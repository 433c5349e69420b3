import {
  errorBodySchema,
  notificationDefaults,
  notificationSettingsResponseSchema,
  updateSettingsResponseSchema,
} from '../../contract/schemas/index.ts';
import { createEmulator } from './index.ts';
import { NOTIFICATION_HEADERS, SETTINGS, getJson } from './test-support.ts';

const jsonHeaders = { ...NOTIFICATION_HEADERS, 'Content-Type': 'application/json' };
const patch = (body: string) => ({ method: 'PATCH', headers: jsonHeaders, body });

async function settingsOf(emulator: ReturnType<typeof createEmulator>, path = SETTINGS) {
  const { status, body } = await getJson(emulator, path, { headers: NOTIFICATION_HEADERS });
  expect(status).toBe(200);
  return notificationSettingsResponseSchema.parse(body).data;
}

describe('notification settings', () => {
  it('starts from the documented defaults, template groups the form does not know included', async () => {
    const settings = await settingsOf(createEmulator());
    expect(settings).toMatchObject(notificationDefaults());
    expect(settings.preferences?.push?.includeMessageObjectSetting).toBe(false);
    expect(settings.preferences?.group).toMatchObject({
      quotedRepliesSetting: 2,
      messageEditedSetting: 2,
      memberJoinedSetting: 1,
    });
    expect(settings.preferences?.call).toMatchObject({ initiatedSetting: 2, initiatedOverride: false });
    expect(settings.preferences?.mute).toMatchObject({ dndPreferenceSetting: 1 });
    expect(settings.templates).toMatchObject({
      usePrivacyTemplate: 3,
      mediaMessageTemplateDefault: { body_image: '📷 Has sent an image' },
      userMentionTemplateDefault: { body_fallback: 'New mention' },
      groupMentionTemplatePrivacy: { body_fallback: 'New mention' },
    });
    expect(settings.preferences?.push).not.toHaveProperty('customJson');
  });

  const SENDER = '{{message.data.entities.sender.entity.name}}';
  const titles = { titleOneOnOne: SENDER, titleGroup: `${SENDER} @ {{message.data.entities.receiver.entity.name}}` };
  const sms = (to: string) =>
    `You've received {{messages.length}} message(s) ${to}! Read them at https://your-website.com.`;
  // notifications/templates-and-sounds.mdx sections 6 and 7, email-templates.mdx and sms-templates.mdx.
  it.each<[string, Record<string, string>]>([
    ['pollMessageTemplateDefault', { ...titles, body: 'Poll: {{message.data.text}}', body_fallback: 'New message' }],
    ['pollMessageTemplatePrivacy', { ...titles, body: 'New message', body_fallback: 'New message' }],
    ['reminderMessageTemplateDefault', { ...titles, body: '{{message.data.text}}', body_fallback: 'New message' }],
    ['reminderMessageTemplatePrivacy', { ...titles, body: 'New message', body_fallback: 'New message' }],
    [
      'emailSubjectTemplatePrivacy',
      {
        subjectGroup: 'New messages in {{groupDetails.name}}',
        subjectOneOnOne: 'New messages from {{senderDetails.name}}',
      },
    ],
    [
      'smsContentTemplatePrivacy',
      { bodyGroup: sms('in {{groupDetails.name}}'), bodyOneOnOne: sms('from {{senderDetails.name}}') },
    ],
  ])('serves %s as the service documents it', async (group, texts) => {
    expect((await settingsOf(createEmulator())).templates?.[group]).toEqual(texts);
  });

  it("serves a schedule day without a schedule as null (staging-app's Sunday), and accepts one", async () => {
    const staging = await settingsOf(createEmulator(), SETTINGS.replace('demo-app', 'staging-app'));
    expect(staging.preferences?.mute?.schedulePreferenceSetting?.sunday).toBeNull();
    const emulator = createEmulator();
    const { status } = await getJson(
      emulator,
      SETTINGS,
      patch('{"preferences":{"mute":{"schedulePreferenceSetting":{"monday":null}}}}'),
    );
    expect(status).toBe(200);
    expect((await settingsOf(emulator)).preferences?.mute?.schedulePreferenceSetting?.monday).toBeNull();
  });

  it('deep-merges a PATCH and shows the result on the next GET', async () => {
    const emulator = createEmulator();
    const body = {
      preferences: { group: { messagesSetting: 3 }, mute: { schedulePreferenceSetting: { monday: { from: 2015 } } } },
      sound: { chat: 'pop' },
      templates: { textMessageTemplateDefault: { body: 'Hi {{message.data.text}}' } },
    };
    const { status, body: answer } = await getJson(emulator, SETTINGS, patch(JSON.stringify(body)));
    expect(status).toBe(200);
    expect(updateSettingsResponseSchema.parse(answer)).toEqual({ data: { success: true } });

    const settings = await settingsOf(emulator);
    expect(settings.preferences?.group).toMatchObject({
      messagesSetting: 3,
      repliesSetting: 2,
      quotedRepliesSetting: 2,
    });
    expect(settings.preferences?.mute?.schedulePreferenceSetting?.monday).toEqual({ from: 2015, to: 2359, dnd: false });
    expect(settings.sound).toEqual({ chat: 'pop', call: 'default' });
    expect(settings.templates?.textMessageTemplateDefault).toMatchObject({
      body: 'Hi {{message.data.text}}',
      titleGroup: expect.any(String),
    });
  });

  it('keeps settings per app and per emulator', async () => {
    const emulator = createEmulator();
    await getJson(emulator, SETTINGS, patch('{"sound":{"chat":"pop"}}'));
    expect((await settingsOf(emulator)).sound?.chat).toBe('pop');
    expect((await settingsOf(createEmulator())).sound?.chat).toBe('default');
    expect((await settingsOf(emulator, SETTINGS.replace('demo-app', 'staging-app'))).sound?.chat).toBe('chime');
  });

  it("DELETE resets one app to the service's defaults, its own starting values included", async () => {
    const emulator = createEmulator();
    const staging = SETTINGS.replace('demo-app', 'staging-app');
    await getJson(emulator, SETTINGS, patch('{"sound":{"chat":"pop"}}'));
    const { status, body } = await getJson(emulator, staging, { method: 'DELETE', headers: NOTIFICATION_HEADERS });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { success: true } });
    expect(await settingsOf(emulator, staging)).toEqual(await settingsOf(createEmulator()));
    expect((await settingsOf(emulator)).sound?.chat).toBe('pop');
  });

  it('DELETE removes a custom JSON, which has no documented default', async () => {
    const emulator = createEmulator();
    await getJson(emulator, SETTINGS, patch('{"preferences":{"push":{"customJson":{"env":"prod"}}}}'));
    expect((await settingsOf(emulator)).preferences?.push?.customJson).toEqual({ env: 'prod' });
    await getJson(emulator, SETTINGS, { method: 'DELETE', headers: NOTIFICATION_HEADERS });
    expect((await settingsOf(emulator)).preferences?.push).not.toHaveProperty('customJson');
  });

  it('DELETE needs the apikey', async () => {
    const { status } = await getJson(createEmulator(), SETTINGS, { method: 'DELETE', headers: { apikey: 'nope' } });
    expect(status).toBe(401);
  });

  it.each([
    [
      'a string where an integer belongs',
      '{"preferences":{"group":{"messagesSetting":"3"}}}',
      'preferences.group.messagesSetting',
    ],
    ['a fraction', '{"preferences":{"email":{"maxPerDay":1.5}}}', 'preferences.email.maxPerDay'],
    [
      'a schedule time out of range',
      '{"preferences":{"mute":{"schedulePreferenceSetting":{"friday":{"to":2400}}}}}',
      'preferences.mute.schedulePreferenceSetting.friday.to',
    ],
    ['a fourth messages value', '{"preferences":{"group":{"messagesSetting":4}}}', 'preferences.group.messagesSetting'],
    [
      'a third value for a member event',
      '{"preferences":{"group":{"memberJoinedSetting":3}}}',
      'preferences.group.memberJoinedSetting',
    ],
    [
      'an interval under a minute',
      '{"preferences":{"sms":{"intervalInSeconds":59}}}',
      'preferences.sms.intervalInSeconds',
    ],
    [
      'a non-object template',
      '{"templates":{"textMessageTemplateDefault":"x"}}',
      'templates.textMessageTemplateDefault',
    ],
    ['invalid JSON', '{"sound":', 'not valid JSON'],
    ['an array', '[]', 'JSON object'],
    ['null', 'null', 'JSON object'],
  ])('answers 400 for %s and changes nothing', async (_name, body, mention) => {
    const emulator = createEmulator();
    const { status, body: answer } = await getJson(emulator, SETTINGS, patch(body));
    expect(status).toBe(400);
    const error = errorBodySchema.parse(answer).error;
    expect(error?.code).toBe('ERR_BAD_REQUEST');
    expect(error?.message).toContain(mention);
    expect(await settingsOf(emulator)).toEqual(await settingsOf(createEmulator()));
  });

  // The dashboard shows this message as it comes: it names the field and says what was wrong.
  it.each([
    [
      '{"preferences":{"group":{"messagesSetting":"3"}}}',
      'preferences.group.messagesSetting: Invalid input: expected number, received string',
    ],
    [
      '{"preferences":{"email":{"maxPerDay":1.5}}}',
      'preferences.email.maxPerDay: Invalid input: expected int, received number',
    ],
    ['{"preferences":{"email":{"maxPerDay":-1}}}', 'preferences.email.maxPerDay: Must be from 1 to 30, not -1'],
    [
      '{"preferences":{"email":{"maxPerDayPerConversation":31}}}',
      'preferences.email.maxPerDayPerConversation: Must be from 1 to 30, not 31',
    ],
    [
      '{"preferences":{"email":{"intervalInSeconds":86401}}}',
      'preferences.email.intervalInSeconds: Must be from 60 to 86400, not 86401',
    ],
    [
      '{"preferences":{"oneOnOne":{"quotedRepliesSetting":0}}}',
      'preferences.oneOnOne.quotedRepliesSetting: Must be from 1 to 3, not 0',
    ],
    ['{"preferences":{"call":{"endedSetting":3}}}', 'preferences.call.endedSetting: Must be from 1 to 2, not 3'],
    [
      '{"preferences":{"mute":{"dndPreferenceSetting":3}}}',
      'preferences.mute.dndPreferenceSetting: Must be from 1 to 2, not 3',
    ],
    ['{"templates":{"usePrivacyTemplate":4}}', 'templates.usePrivacyTemplate: Must be from 1 to 3, not 4'],
    [
      '{"preferences":{"mute":{"schedulePreferenceSetting":{"friday":{"to":2400}}}}}',
      'preferences.mute.schedulePreferenceSetting.friday.to: Too big: expected number to be <=2359',
    ],
    [
      '{"preferences":{"mute":{"schedulePreferenceSetting":{"friday":{"to":1275}}}}}',
      'preferences.mute.schedulePreferenceSetting.friday.to: Minutes must be 00 to 59 (HHMM)',
    ],
    [
      '{"preferences":{"push":{"customJson":[1]}}}',
      'preferences.push.customJson: Invalid input: expected record, received array',
    ],
    [
      '{"templates":{"textMessageTemplateDefault":"x"}}',
      'templates.textMessageTemplateDefault: Invalid input: expected object, received string',
    ],
  ])('words the 400 for %s', async (body, problem) => {
    const { body: answer } = await getJson(createEmulator(), SETTINGS, patch(body));
    expect(errorBodySchema.parse(answer).error?.message).toBe(`Invalid settings: ${problem}`);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const big = JSON.stringify({ preferences: { push: { customJson: { blob: 'x'.repeat(1024 * 1024) } } } });
    const { status, body } = await getJson(createEmulator(), SETTINGS, patch(big));
    expect(status).toBe(413);
    expect(errorBodySchema.parse(body).error?.code).toBe('ERR_PAYLOAD_TOO_LARGE');
  });

  it('ignores keys that would reach Object.prototype', async () => {
    const emulator = createEmulator();
    const { status } = await getJson(
      emulator,
      SETTINGS,
      patch('{"__proto__":{"polluted":true},"sound":{"constructor":{"x":1}}}'),
    );
    expect(status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys((await settingsOf(emulator)).sound ?? {})).toEqual(['chat', 'call']);
  });

  it.each([
    ['GET', undefined, {}, 'AUTH_ERR_EMPTY_APIKEY'],
    ['GET', undefined, { apikey: 'nope' }, 'AUTH_ERR_APIKEY_NOT_FOUND'],
    ['PATCH', '{}', {}, 'AUTH_ERR_EMPTY_APIKEY'],
    ['PATCH', '{}', { apikey: 'nope' }, 'AUTH_ERR_APIKEY_NOT_FOUND'],
    ['PATCH', '{}', { key: 'demo-key', secret: 'demo-secret' }, 'AUTH_ERR_EMPTY_APIKEY'],
  ])('rejects %s with headers %j and %j', async (method, body, headers, code) => {
    const { status, body: answer } = await getJson(createEmulator(), SETTINGS, { method, headers, body });
    expect(status).toBe(401);
    expect(errorBodySchema.parse(answer).error?.code).toBe(code);
  });

  it('answers 404 for an unknown app', async () => {
    const { status } = await getJson(createEmulator(), SETTINGS.replace('demo-app', 'nope'), {
      headers: NOTIFICATION_HEADERS,
    });
    expect(status).toBe(404);
  });
});
