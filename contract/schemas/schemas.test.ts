import { describe, expect, it } from 'vitest';
import {
  blockedAtSeconds,
  blockedMessageSchema,
  checkItems,
  conditionSchema,
  errorBodySchema,
  isKeywordReference,
  keywordListSchema,
  listEnvelopeSchema,
  notificationDefaults,
  notificationSettingsResponseSchema,
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
  revisionNumber,
  ruleDetailSchema,
  ruleSchema,
  updateSettingsResponseSchema,
} from './index.ts';

const condition = {
  id: 1,
  isKeywordsReferencePresent: true,
  isMediaPresent: false,
  entity: 'message',
  operand: 'text',
  category: 'word',
  operator: 'contains',
  value: ['profanity-list'],
  message: ['Profanity is not allowed'],
};

const rule = {
  id: 'text-profanity-filter',
  name: 'Text profanity filter',
  description: 'Blocks profane words',
  enabled: true,
  conditions: [condition],
  action: ['blockMessage'],
  active: true,
  createdAt: 1700000000,
  updatedAt: 1700000100,
  revisionId: 'app_text-profanity-filter_2',
  default: true,
};

describe('moderation schemas', () => {
  it('parses the reference rule and keeps unknown fields', () => {
    const parsed = ruleSchema.parse({ ...rule, futureField: 42 });
    expect(parsed.conditions?.[0]?.value).toEqual(['profanity-list']);
    expect(parsed).toMatchObject({ futureField: 42 });
  });

  it.each([
    ['isKeywordsReferencePresent', { isKeywordsReferencePresent: true }],
    ['isListReferencePresent', { isListReferencePresent: true }],
    ['isKeywordReferencePresent (request spelling)', { isKeywordReferencePresent: true }],
  ])('treats %s as a keyword reference', (_name, flag) => {
    expect(isKeywordReference(conditionSchema.parse({ value: ['x'], ...flag }))).toBe(true);
  });

  it.each([
    ['message as array', { message: ['a', 'b'] }],
    ['message as single string', { message: 'a' }],
    ['category beyond the reference', { category: 'toxicity' }],
    ['threshold label with spaces', { value: ['Any unsafe content_greaterThan_70'] }],
    ['weight in blocked-message records', { weight: 3 }],
  ])('accepts a condition with %s', (_name, extra) => {
    expect(conditionSchema.safeParse({ ...condition, ...extra }).success).toBe(true);
  });

  it('accepts meta with limit as a number or a numeric string', () => {
    const a = listEnvelopeSchema.parse({ data: [], meta: { current: { limit: 50, count: 8 } } });
    const b = listEnvelopeSchema.parse({ data: [], meta: { current: { limit: '50', count: 8 } } });
    expect(a.meta?.current).toEqual({ limit: 50, count: 8 });
    expect(b.meta?.current).toEqual({ limit: 50, count: 8 });
  });

  it('keeps a record that fails its schema as raw data instead of failing the list', () => {
    const items = checkItems(ruleSchema, [rule, { name: 'no id' }]);
    expect(items[0]?.ok).toBe(true);
    expect(items[1]).toMatchObject({ ok: false, raw: { name: 'no id' } });
  });

  it.each([
    [{ name: 'no id' }, '✖ Invalid input: expected string, received undefined\n  → at id'],
    [
      { id: 1, enabled: 'yes' },
      '✖ Invalid input: expected string, received number\n  → at id\n✖ Invalid input: expected boolean, received string\n  → at enabled',
    ],
    [{ id: 'r', conditions: [{ message: 3 }] }, '✖ Invalid input\n  → at conditions[0].message'],
  ])('says in words why %j is not a rule', (raw, problem) => {
    expect(checkItems(ruleSchema, [raw])[0]).toEqual({ ok: false, raw, problem });
  });

  it('parses a blocked-message record of the reference', () => {
    const record = {
      ruleId: rule.id,
      ruleName: rule.name,
      revisionId: rule.revisionId,
      condition: { ...condition, weight: 1 },
      action: ['blockMessage'],
      createdAt: 1,
      updatedAt: 2,
      message: {
        id: '123',
        muid: 'm-1',
        conversationId: 'a_user_b',
        sender: 'a',
        receiverType: 'user',
        receiver: 'b',
        category: 'message',
        type: 'image',
        sentAt: 1,
        updatedAt: 2,
        data: {
          metadata: { file: [] },
          resource: 'web',
          url: 'https://example.invalid/a.png',
          attachments: [
            {
              name: 'a.png',
              extension: 'png',
              size: 1024,
              mimeType: 'image/png',
              url: 'https://example.invalid/a.png',
            },
          ],
          entities: {
            sender: {
              entity: {
                uid: 'a',
                name: 'A',
                avatar: 'https://example.invalid/a.png',
                status: 'online',
                role: 'default',
              },
              entityType: 'user',
            },
            receiver: {
              entity: {
                uid: 'b',
                name: 'B',
                avatar: '',
                status: 'offline',
                role: 'default',
                conversationId: 'a_user_b',
              },
              entityType: 'user',
            },
          },
          moderation: { status: 'pending' },
        },
      },
    };
    expect(blockedMessageSchema.parse(record).message.data?.moderation?.status).toBe('pending');
  });

  it('parses a keyword list with repeated terms, and the keyword-list shaped "get rule" answer', () => {
    const list = {
      id: 'profanity-list',
      name: 'Profane Words',
      category: 'word',
      isCSV: false,
      searchTerms: ['a', 'a'],
      createdAt: 1,
      updatedAt: 2,
      revisionId: 'x_profanity-list_1',
      active: true,
      default: true,
    };
    expect(keywordListSchema.parse(list).searchTerms).toEqual(['a', 'a']);
    expect(ruleDetailSchema.parse(list)).toMatchObject({ id: 'profanity-list', searchTerms: ['a', 'a'] });
  });

  it.each([
    ['app_rule_1', 1],
    ['app_rule_10', 10],
    ['otherprefix_differentrule_7', 7],
    ['no-number', undefined],
    [undefined, undefined],
  ])('revisionNumber(%j) is %j', (id, expected) => {
    expect(revisionNumber(id)).toBe(expected);
  });

  it.each([
    [{ error: { code: 'ERR_RULE_NOT_FOUND', message: 'No rule' } }],
    [{ error: { code: 'X', message: 'm', devMessage: 'd', details: { a: 1 }, source: 'y' } }],
    [{ error: {} }],
    [{}],
  ])('parses error body %j', (body) => {
    expect(errorBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('notification settings schemas', () => {
  it('accepts the full defaults and a partial PATCH body', () => {
    expect(notificationSettingsSchema.safeParse(notificationDefaults()).success).toBe(true);
    expect(notificationSettingsSchema.safeParse({ preferences: { group: { messagesSetting: 3 } } }).success).toBe(true);
  });

  it.each([
    ['a string where a number belongs', { preferences: { group: { messagesSetting: '3' } } }],
    ['a fractional setting', { preferences: { call: { busySetting: 1.5 } } }],
    [
      'minutes above 59',
      { preferences: { mute: { schedulePreferenceSetting: { monday: { from: 1275, to: 2359, dnd: false } } } } },
    ],
    ['a time past 23:59', { preferences: { mute: { schedulePreferenceSetting: { monday: { from: 2400 } } } } }],
    ['customJson that is an array', { preferences: { push: { customJson: [1] } } }],
    ['a template field that is not a string', { templates: { textMessageTemplateDefault: { body: 1 } } }],
  ])('rejects %s', (_name, body) => {
    expect(notificationSettingsSchema.safeParse(body).success).toBe(false);
  });

  it('reads a throttle outside its documented range, but refuses to write one', () => {
    const body = { preferences: { email: { maxPerDay: -1 } } };
    expect(notificationSettingsSchema.safeParse(body).success).toBe(true);
    expect(notificationSettingsPatchSchema.safeParse(body).success).toBe(false);
  });

  it('keeps fields the reference does not list', () => {
    const parsed = notificationSettingsSchema.parse({ templates: { pollMessageTemplateDefault: { body: 'x' } } });
    expect(parsed.templates).toMatchObject({ pollMessageTemplateDefault: { body: 'x' } });
  });

  it.each([
    ['wrapped in data', { data: { sound: { chat: 'a' } } }, true],
    ['a bare settings object', { sound: { chat: 'a' } }, true],
    ['data of the wrong shape', { data: 'oops' }, false],
  ])('reads a GET answer %s', (_name, body, ok) => {
    expect(notificationSettingsResponseSchema.safeParse(body).success).toBe(ok);
  });

  it.each([[{ data: { success: true } }], [{ data: [] }], [{}]])('reads a PATCH answer %j', (body) => {
    expect(updateSettingsResponseSchema.safeParse(body).success).toBe(true);
  });
});

describe('blockedAtSeconds', () => {
  const record = (extra: Record<string, unknown>) => blockedMessageSchema.parse({ message: { id: '1' }, ...extra });
  it.each([
    ['createdAt wins', { createdAt: 1757955950, blockedAt: '1757955951.000000000390079' }, 1757955950],
    ['blockedAt as the service writes it', { blockedAt: '1757955951.000000000390079' }, 1757955951],
    ['blockedAt as a number', { blockedAt: 1757955951.75 }, 1757955951],
    ['blockedAt that is not a time', { blockedAt: 'yesterday' }, undefined],
    ['neither', {}, undefined],
  ])('%s', (_name, extra, seconds) => {
    expect(blockedAtSeconds(record(extra))).toBe(seconds);
  });
});
