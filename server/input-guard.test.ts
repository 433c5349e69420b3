import { sql } from 'kysely';
import { inputProblem, MAX_BODY_DEPTH, MAX_BODY_KEYS, type RequestInput } from './input-guard.ts';
import { appOnStore } from './testing/app-on-store.ts';
import { recordingFetch, SAME_ORIGIN } from './testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from './testing/users.ts';
import { startLive, type Live } from './live/live.ts';
import { useMemoryStore } from './store/test-store.ts';

const NUL = '\u0000';
const LONE = '\ud800';
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const manyKeys = (count: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 1])));

describe('inputProblem', () => {
  const input = (parts: Partial<RequestInput>): RequestInput => ({
    path: ['api', 'apps', 'prod-1'],
    query: {},
    ...parts,
  });

  it.each([
    [
      'a clean request',
      input({ query: { limit: ['5'] }, body: { value: { name: 'Spam', terms: ['a', 'b'] } } }),
      undefined,
    ],
    [
      'a NUL in a query parameter',
      input({ query: { ruleId: [`a${NUL}`] } }),
      /^Query parameter ruleId: must not hold a NUL/,
    ],
    [
      'a NUL in the second value of a parameter',
      input({ query: { messageId: ['1', `2${NUL}`] } }),
      /^Query parameter messageId:/,
    ],
    ['a NUL in a parameter name', input({ query: { [`x${NUL}`]: ['1'] } }), /^A query parameter's name:/],
    [
      'a NUL in a path part',
      input({ path: ['api', 'apps', 'prod-1', 'notes', `m${NUL}`] }),
      /^Path part after "notes":/,
    ],
    [
      'a NUL in a body field',
      input({ body: { value: { rule: { id: `r${NUL}` } } } }),
      /^Body field rule\.id: must not hold/,
    ],
    [
      'a lone surrogate in a list item',
      input({ body: { value: { terms: ['ok', `x${LONE}`] } } }),
      /^Body field terms\[1\]:/,
    ],
    [
      'a lone surrogate in a key',
      input({ body: { value: { sound: { [`c${LONE}`]: 1 } } } }),
      /^A key in body field sound:/,
    ],
    ['a NUL in a key of the body itself', input({ body: { value: { [`c${NUL}`]: 1 } } }), /^A key of the body:/],
    ['a NUL as the whole body', input({ body: { value: `a${NUL}` } }), /^The body: must not hold/],
    ['an odd key named in brackets', input({ body: { value: { 'a.b': [`${NUL}`] } } }), /^Body field \["a\.b"\]\[0\]:/],
    [
      'a body nested too deep',
      input({ body: { value: JSON.parse(nested(MAX_BODY_DEPTH + 1)) as unknown } }),
      /nested more than 32 levels deep/,
    ],
    [
      'a body exactly as deep as allowed',
      input({ body: { value: JSON.parse(nested(MAX_BODY_DEPTH)) as unknown } }),
      undefined,
    ],
    [
      'a body with too many keys',
      input({ body: { value: JSON.parse(manyKeys(MAX_BODY_KEYS + 1)) as unknown } }),
      /holds 5,001 keys; at most 5,000/,
    ],
    [
      'a body with as many keys as allowed',
      input({ body: { value: JSON.parse(manyKeys(MAX_BODY_KEYS)) as unknown } }),
      undefined,
    ],
    [
      'a long list of terms (list items are no keys)',
      input({ body: { value: { terms: Array.from({ length: 20_000 }, String) } } }),
      undefined,
    ],
  ])('%s', (_name, request, words) => {
    const problem = inputProblem(request);
    if (words === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(words);
  });

  it('names a field without quoting what it holds, and cuts a long name short', () => {
    const key = 'k'.repeat(500);
    const problem = inputProblem(input({ body: { value: { [key]: `secret${NUL}` } } })) ?? '';
    expect(problem).not.toContain('secret');
    expect(problem.length).toBeLessThan(400);
  });
});

const store = useMemoryStore();
let live: Live | undefined;
afterEach(() => live?.stop());

async function setup() {
  const config = await configWithUsers();
  const upstream = recordingFetch(() => Response.json({ data: { id: 'x', success: true } }));
  live = await startLive(store(), { sweepMs: 60_000 });
  const app = await appOnStore(store(), config, upstream.fetch, Date.now, { live });
  const admin = await signIn(app, 'ada', PASSWORDS.admin);
  const request = (method: string, path: string, body?: string) =>
    app.request(path, {
      method,
      headers: {
        cookie: admin.cookie,
        ...(method === 'GET' ? {} : SAME_ORIGIN),
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'if-match': '"v"' }),
        ...(method === 'PUT' || method === 'PATCH' || method === 'DELETE' ? { 'if-match': '"v"' } : {}),
      },
      ...(body === undefined ? {} : { body }),
    });
  // Sign-in itself sent nothing upstream and wrote nothing these routes write.
  upstream.calls.length = 0;
  return { request, calls: upstream.calls };
}

/** What the store recorded of changes: an audit entry, a decision or a note each mean the request went through. */
async function recorded() {
  const { rows } = await sql<{ count: number }>`select
    (select count(*) from audit_entries) + (select count(*) from decision_entries) + (select count(*) from message_notes) as count`.execute(
    store().db,
  );
  return Number(rows[0]?.count ?? 0);
}

const A = '/api/apps/prod-1';
const body = (value: unknown) => JSON.stringify(value);

describe('every route that takes input refuses a NUL or a lone surrogate with a 400 naming where it is', () => {
  it.each([
    ['GET', `${A}/health?fresh=1%00`, undefined, 'Query parameter fresh'],
    ['GET', `${A}/audit?limit=5%00`, undefined, 'Query parameter limit'],
    ['GET', `${A}/decisions?messageId=m%00`, undefined, 'Query parameter messageId'],
    ['GET', `${A}/events?client=page-0001%00`, undefined, 'Query parameter client'],
    ['GET', `${A}/archive/status?x%00=1`, undefined, "A query parameter's name"],
    ['GET', `${A}/archive/blocked-messages?q=a%00b`, undefined, 'Query parameter q'],
    ['GET', `${A}/archive/trends?bucket=day&from=1&to=2&ruleId=r%00`, undefined, 'Query parameter ruleId'],
    ['GET', `${A}/archive/revision-performance?ruleId=r%00`, undefined, 'Query parameter ruleId'],
    ['GET', `${A}/archive/revisions/r%00/v1`, undefined, 'Path part after "revisions"'],
    ['GET', `${A}/archive/queue-movement?bucket=day&from=1&to=2%00`, undefined, 'Query parameter to'],
    ['GET', `${A}/messages/m%00/notes`, undefined, 'Path part after "messages"'],
    ['POST', `${A}/messages/m-1/notes`, body({ text: `hello${NUL}` }), 'Body field text'],
    ['POST', `${A}/messages/m-1/notes`, body({ text: `hello${LONE}` }), 'Body field text'],
    ['GET', `${A}/moderation/rules?limit=5%00`, undefined, 'Query parameter limit'],
    ['GET', `${A}/moderation/keywords/w%00`, undefined, 'Path part after "keywords"'],
    [
      'PATCH',
      `${A}/moderation/blocked-messages/m-1?ruleId=r%00`,
      body({ status: 'approved' }),
      'Query parameter ruleId',
    ],
    [
      'PATCH',
      `${A}/moderation/flagged-messages/m%00`,
      body({ status: 'approved' }),
      'Path part after "flagged-messages"',
    ],
    ['PUT', `${A}/claims/m-1?client=page-0001%00`, undefined, 'Query parameter client'],
    ['DELETE', `${A}/claims/m%00?client=page-0001`, undefined, 'Path part after "claims"'],
    ['POST', `${A}/moderation/rules`, body({ id: `r${NUL}`, name: 'R' }), 'Body field id'],
    ['PUT', `${A}/moderation/rules/r%00`, body({ name: 'R' }), 'Path part after "rules"'],
    [
      'POST',
      `${A}/moderation/keywords`,
      body({ id: 'w', name: `Words${LONE}`, searchTerms: ['a'] }),
      'Body field name',
    ],
    [
      'PUT',
      `${A}/moderation/keywords/w`,
      body({ name: 'W', searchTerms: ['a', `b${NUL}`] }),
      'Body field searchTerms[1]',
    ],
    ['DELETE', `${A}/moderation/keywords/w%00`, undefined, 'Path part after "keywords"'],
    ['POST', `${A}/moderation/reasons`, body({ id: 'spam', name: `Spam${NUL}` }), 'Body field name'],
    ['PATCH', `${A}/notifications/settings`, body({ sound: { chat: `a${NUL}` } }), 'Body field sound.chat'],
    ['POST', `${A}/archive/replay`, body({ days: 7, deletedRuleId: `r${NUL}` }), 'Body field deletedRuleId'],
    ['POST', `${A}/archive/replay`, body({ days: 7, rule: { id: `r${LONE}` } }), 'Body field rule.id'],
    [
      'POST',
      `${A}/archive/replay`,
      body({ days: 7, keywordList: { id: 'w', searchTerms: [`t${NUL}`] } }),
      'Body field keywordList.searchTerms[0]',
    ],
    ['POST', '/api/session', body({ username: `ada${NUL}`, password: 'x' }), 'Body field username'],
  ])('%s %s', async (method, path, sent, field) => {
    const { request, calls } = await setup();
    const response = await request(method, path, sent);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { code: string; message: string } };
    expect(answer.error.code).toBe('ERR_BAD_REQUEST');
    expect(answer.error.message).toContain(`${field}: must not hold a NUL character or a lone surrogate`);
    expect(calls).toEqual([]);
    expect(await recorded()).toBe(0);
  });
});

describe('every write takes the same limits on depth and size as the settings', () => {
  const writes = [
    ['POST', `${A}/moderation/rules`],
    ['PUT', `${A}/moderation/rules/spam`],
    ['POST', `${A}/moderation/keywords`],
    ['PUT', `${A}/moderation/keywords/words`],
    ['POST', `${A}/moderation/reasons`],
    ['PUT', `${A}/moderation/reasons/spam`],
    ['POST', `${A}/messages/m-1/notes`],
    ['PATCH', `${A}/moderation/blocked-messages/m-1`],
    ['PATCH', `${A}/moderation/flagged-messages/m-1`],
    ['POST', `${A}/archive/replay`],
    ['PATCH', `${A}/notifications/settings`],
  ] as const;

  it.each(
    writes.flatMap(([method, path]) => [
      [method, path, nested(2000), /nested more than 32 levels deep/],
      [method, path, manyKeys(40_000), /holds 40,000 keys; at most 5,000/],
    ]),
  )(
    '%s %s refuses a body too deep or too large, before anything is recorded or sent',
    async (method, path, sent, words) => {
      const { request, calls } = await setup();
      const response = await request(method, path, sent);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(words);
      expect(calls).toEqual([]);
      expect(await recorded()).toBe(0);
    },
  );
});
