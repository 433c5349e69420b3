import {
  blockedMessageSchema,
  errorBodySchema,
  itemEnvelopeSchema,
  keywordListSchema,
  listEnvelopeSchema,
  revisionNumber,
  ruleSchema,
  type BlockedMessage,
  type Rule,
} from '../../contract/schemas/index.ts';
import { createEmulator } from './index.ts';
import { MODERATION, MODERATION_HEADERS, getJson } from './test-support.ts';

const emulator = createEmulator();

async function list(path: string) {
  const { status, body } = await getJson(emulator, path);
  expect(status).toBe(200);
  return listEnvelopeSchema.parse(body);
}

async function allRules(): Promise<Rule[]> {
  return (await list(`${MODERATION}/rules`)).data.map((item) => ruleSchema.parse(item));
}

describe('moderation operations', () => {
  it.each([
    ['rules', `${MODERATION}/rules`, ruleSchema],
    ['blocked messages', `${MODERATION}/blocked-messages`, blockedMessageSchema],
    ['revisions', `${MODERATION}/rules/text-profanity-filter/revisions`, ruleSchema],
  ] as const)('lists %s in the wire shape', async (_name, path, schema) => {
    const envelope = await list(path);
    expect(envelope.data.length).toBeGreaterThan(0);
    for (const item of envelope.data) expect(schema.safeParse(item).success).toBe(true);
    expect(envelope.meta?.current?.count).toBe(envelope.data.length);
  });

  it('returns a keyword list and a full rule (op 4, op 5)', async () => {
    const keyword = await getJson(emulator, `${MODERATION}/keywords/profanity-list`);
    const list = keywordListSchema.parse(itemEnvelopeSchema.parse(keyword.body).data);
    expect(list).toMatchObject({
      id: 'profanity-list',
      name: 'Profane Words',
      category: 'word',
      active: true,
      default: true,
    });

    const rule = await getJson(emulator, `${MODERATION}/rules/image-moderation`);
    const data = ruleSchema.parse(itemEnvelopeSchema.parse(rule.body).data);
    expect(Object.keys(data)).toEqual([
      'id',
      'name',
      'description',
      'enabled',
      'conditions',
      'action',
      'active',
      'createdAt',
      'updatedAt',
      'revisionId',
      'default',
    ]);
    expect(data.conditions?.map((c) => c.value)).toContainEqual(['Explicit Nudity_greaterThan_70']);
  });

  it('has at least ten rules covering the documented and observed variants', async () => {
    const rules = await allRules();
    const conditions = rules.flatMap((r) => r.conditions ?? []);
    expect(rules.length).toBeGreaterThanOrEqual(10);
    expect(rules.filter((r) => r.default).map((r) => r.id)).toEqual([
      'text-profanity-filter',
      'image-moderation',
      'video-moderation',
      'custom-profanity-filter',
      'contact_details_filter',
      'email_filter',
    ]);
    expect(new Set(conditions.map((c) => c.operand))).toEqual(
      new Set(['text', 'image', 'video', 'audio', 'file', 'custom']),
    );
    expect(new Set(conditions.map((c) => c.category))).toEqual(
      new Set(['word', 'pattern', 'toxicity', 'sentiment', 'sentence-similarity', 'custom-api', 'malware']),
    );
    expect(new Set(conditions.map((c) => c.operator))).toEqual(new Set(['contains', 'equals']));
    expect(conditions.some((c) => c.isListReferencePresent)).toBe(true);
    expect(conditions.some((c) => c.isKeywordsReferencePresent)).toBe(true);
    expect(conditions.some((c) => typeof c.message === 'string')).toBe(true);
    expect(conditions.some((c) => Array.isArray(c.message))).toBe(true);
    expect(conditions.flatMap((c) => c.value ?? [])).toEqual(
      expect.arrayContaining([
        'Any unsafe content_greaterThan_70',
        'Drugs & Tobacco_greaterThan_40',
        'AnyOf_greaterThan_50',
        'legacy-blocklist',
      ]),
    );
    expect(new Set(rules.flatMap((r) => r.action ?? []))).toEqual(
      new Set(['blockMessage', 'dropMessage', 'flagMessage', 'kick', 'block', 'ban', 'deactivate']),
    );
    const filters = rules.flatMap(
      (r) => (r as { filters?: { type: string; field: string; operator: string }[] }).filters ?? [],
    );
    expect(new Set(filters.map((f) => f.type))).toEqual(new Set(['sender', 'receiver']));
    expect(new Set(filters.map((f) => f.operator))).toEqual(
      new Set(['equals', 'not equals', 'in', 'startsWith', 'lessThan']),
    );
    expect(rules.some((r) => r.enabled === false)).toBe(true);
    expect(rules.some((r) => r.description?.includes('<script>alert(1)</script>'))).toBe(true);
    expect(Math.max(...rules.map((r) => r.description?.length ?? 0))).toBeGreaterThan(240);
    expect(Math.max(...rules.map((r) => r.description?.length ?? 0))).toBeLessThanOrEqual(255);
  });

  it('lists revisions newest first, numbered numerically, with only the newest active', async () => {
    const prefixes = new Set<string>();
    for (const rule of await allRules()) {
      const revisions = (await list(`${MODERATION}/rules/${rule.id}/revisions?limit=100`)).data.map((r) =>
        ruleSchema.parse(r),
      );
      const numbers = revisions.map((r) => revisionNumber(r.revisionId) ?? -1);
      expect(numbers).toEqual(revisions.map((_r, i) => revisions.length - i));
      expect(revisions.filter((r) => r.active).map((r) => r.revisionId)).toEqual([rule.revisionId]);
      expect(revisions[0]).toEqual(rule);
      for (const r of revisions) prefixes.add((r.revisionId ?? '').replace(/_\d+$/, ''));
    }
    // The service's own examples: the prefix is not always `<appId>_<ruleId>` (`default_toxicity_1`).
    expect(prefixes).toContain('demo-app_spam-links');
    expect(prefixes).toContain('default_toxicity');
  });

  it('has a rule with more revisions than the default page of 10', async () => {
    const all = await list(`${MODERATION}/rules/toxicity-guard/revisions?limit=100`);
    expect(all.data).toHaveLength(14);
    const firstPage = await list(`${MODERATION}/rules/toxicity-guard/revisions`);
    expect(firstPage.meta?.current).toEqual({ limit: 10, count: 10 });
  });

  it('makes every blocked message point at an existing rule revision and one of its conditions', async () => {
    const revisions = new Map<string, Rule>();
    for (const rule of await allRules()) {
      for (const r of (await list(`${MODERATION}/rules/${rule.id}/revisions?limit=100`)).data) {
        const parsed = ruleSchema.parse(r);
        revisions.set(parsed.revisionId ?? '', parsed);
      }
    }
    const messages = (await list(`${MODERATION}/blocked-messages?limit=10000`)).data.map((m) =>
      blockedMessageSchema.parse(m),
    );
    expect(messages).toHaveLength(300);
    for (const record of messages) {
      const revision = revisions.get(record.revisionId ?? '');
      expect(revision?.id).toBe(record.ruleId);
      expect(record.ruleName).toBe(revision?.name);
      const { weight, ...condition } = record.condition ?? {};
      expect(Number.isInteger(weight)).toBe(true);
      expect(revision?.conditions).toContainEqual(condition);
    }
    const olderRevisionsUsed = messages.filter((m) => !revisions.get(m.revisionId ?? '')?.active);
    expect(olderRevisionsUsed.length).toBeGreaterThan(0);
    expect(olderRevisionsUsed.length).toBeLessThan(messages.length / 2);
  });

  it('keeps blocked messages newest first and within the 30 days before the base time', async () => {
    const messages = (await list(`${MODERATION}/blocked-messages?limit=300`)).data as BlockedMessage[];
    const times = messages.map((m) => m.createdAt ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((times[0] ?? 0) - (times.at(-1) ?? 0)).toBeLessThanOrEqual(31 * 86400);
    expect(new Set(messages.filter((m) => m.message.category === 'message').map((m) => m.message.type))).toEqual(
      new Set(['text', 'image', 'video', 'audio', 'file']),
    );
  });

  it.each([
    ['/rules/nope', 'ERR_RULE_NOT_FOUND'],
    ['/rules/nope/revisions', 'ERR_RULE_NOT_FOUND'],
    ['/keywords/legacy-blocklist', 'ERR_KEYWORD_NOT_FOUND'],
  ])('answers 404 for %s', async (path, code) => {
    const { status, body } = await getJson(emulator, `${MODERATION}${path}`);
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body).error?.code).toBe(code);
  });

  it('answers 404 for an unknown app, after checking credentials', async () => {
    expect((await getJson(emulator, '/moderation/apps/nope/moderation/rules')).status).toBe(404);
    expect((await getJson(emulator, '/moderation/apps/nope/moderation/rules', {})).status).toBe(401);
  });

  it.each([
    ['no headers', {}, 'AUTH_ERR_EMPTY_AUTH_HEADER'],
    ['key only', { key: 'demo-key' }, 'AUTH_ERR_EMPTY_AUTH_HEADER'],
    ['wrong secret', { ...MODERATION_HEADERS, secret: 'nope' }, 'AUTH_ERR_APIKEY_NOT_FOUND'],
    ['wrong key', { ...MODERATION_HEADERS, key: 'nope' }, 'AUTH_ERR_APIKEY_NOT_FOUND'],
  ])('rejects %s with 401', async (_name, headers, code) => {
    for (const path of [
      '/rules',
      '/blocked-messages',
      '/rules/email_filter',
      '/rules/email_filter/revisions',
      '/keywords/profanity-list',
    ]) {
      const { status, body, text } = await getJson(emulator, `${MODERATION}${path}`, { headers });
      expect(status).toBe(401);
      expect(errorBodySchema.parse(body).error?.code).toBe(code);
      expect(text).not.toContain('nope');
    }
  });

  it('accepts credentials set by options', async () => {
    const custom = createEmulator({ key: 'k1', secret: 's1' });
    expect((await getJson(custom, `${MODERATION}/rules`, { headers: { key: 'k1', secret: 's1' } })).status).toBe(200);
    expect((await getJson(custom, `${MODERATION}/rules`)).status).toBe(401);
  });

  it('serves a small second app', async () => {
    const rules = await list('/moderation/apps/staging-app/moderation/rules');
    const messages = await list('/moderation/apps/staging-app/moderation/blocked-messages');
    expect(rules.data.length).toBeGreaterThan(0);
    expect(rules.data.length).toBeLessThan(5);
    expect(messages.data.length).toBeGreaterThan(0);
    expect(messages.data.length).toBeLessThanOrEqual(20);
  });
});
