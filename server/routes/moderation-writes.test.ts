import { recordingFetch } from '../testing/fake-upstream.ts';
import { signedInApp } from '../testing/signed-in-app.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

const RULE = {
  id: 'spam',
  name: 'Spam',
  description: '',
  enabled: true,
  action: ['blockMessage'],
  conditions: [{ operand: 'text', category: 'word', operator: 'contains', value: ['x'] }],
  revisionId: 'app_spam_4',
};

/** An upstream holding one rule, one keyword list that the rule names and one flag reason; it keeps the forms it is sent. */
function upstream(current: { rule: Record<string, unknown> }, forms: { type: string; fields: [string, string][] }[]) {
  return recordingFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.endsWith('/rules/spam')) return Response.json({ data: current.rule });
    if (request.method === 'GET' && path.endsWith('/reasons/scam'))
      return Response.json({ data: { id: 'scam', name: 'Scam', description: '', updatedAt: '7' } });
    if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      const type = request.headers.get('content-type') ?? '';
      const form = await request.formData();
      forms.push({ type, fields: [...form].map(([name, value]) => [name, String(value)]) });
      return Response.json({ data: { id: 'words', revisionId: 'app_words_2' } });
    }
    if (request.method === 'GET' && path.endsWith('/keywords/words'))
      return Response.json({
        data: { id: 'words', name: 'Words', category: 'word', searchTerms: ['x'], updatedAt: 5 },
      });
    if (request.method === 'GET' && path.endsWith('/rules'))
      return Response.json({
        data: [{ id: 'spam', name: 'Spam', conditions: [{ isKeywordsReferencePresent: true, value: ['words'] }] }],
      });
    if (request.method === 'PUT')
      return Response.json({ data: { ...((await request.json()) as object), revisionId: 'app_spam_5' } });
    return Response.json({ data: { success: true } });
  });
}

async function setup() {
  const current = { rule: RULE as Record<string, unknown> };
  const forms: { type: string; fields: [string, string][] }[] = [];
  const { app, audit, calls, as, send } = await signedInApp(store(), upstream(current, forms));
  const request = (
    cookie: string,
    method: string,
    path: string,
    body?: unknown,
    ifMatch?: string,
    extra: Record<string, string> = {},
  ) =>
    send(cookie, method, `/api/apps/prod-1/moderation/${path}`, body || undefined, {
      ...(ifMatch ? { 'if-match': ifMatch } : {}),
      ...extra,
    });
  return { app, audit, current, forms, calls, as, request };
}

describe('rule, keyword-list and flag-reason writes', () => {
  it.each(['vic', 'mo'] as const)('refuses %s (not an admin) and sends nothing', async (user) => {
    const { as, request, calls } = await setup();
    const cookie = await as(user);
    for (const [method, path] of [
      ['PUT', 'rules/spam'],
      ['POST', 'rules'],
      ['DELETE', 'keywords/words'],
      ['POST', 'reasons'],
    ] as const) {
      const response = await request(cookie, method, path, method === 'DELETE' ? undefined : RULE, '"rev:app_spam_4"');
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ERR_ROLE_FORBIDDEN');
    }
    expect(calls).toHaveLength(0);
  });

  it('reads the rule again, forwards the change and audits intent and outcome with both revisions', async () => {
    const { as, request, calls, audit } = await setup();
    const response = await request(
      await as('ada'),
      'PUT',
      'rules/spam',
      { ...RULE, enabled: false },
      '"rev:app_spam_4"',
    );
    expect(response.status).toBe(200);
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /base/apps/prod-1/moderation/rules/spam',
      'PUT /base/apps/prod-1/moderation/rules/spam',
    ]);
    const [entry] = await audit.latest('prod-1', 5);
    expect(entry).toMatchObject({
      action: 'moderation-change',
      resource: 'rule',
      operation: 'update',
      resourceId: 'spam',
      resourceName: 'Spam',
      username: 'ada',
      revisionReplaced: 'app_spam_4',
      revisionMade: 'app_spam_5',
      outcome: 'applied',
      changes: [{ path: 'enabled', old: true, new: false }],
    });
  });

  it('answers 412 with the current version and sends nothing when someone changed the rule since it was loaded', async () => {
    const { as, request, calls, current } = await setup();
    current.rule = { ...RULE, name: 'Renamed by someone', revisionId: 'app_spam_5' };
    const response = await request(
      await as('ada'),
      'PUT',
      'rules/spam',
      { ...RULE, enabled: false },
      '"rev:app_spam_4"',
    );
    expect(response.status).toBe(412);
    expect(response.headers.get('etag')).toBe('"rev:app_spam_5"');
    expect(await response.json()).toMatchObject({
      error: { code: 'ERR_PRECONDITION_FAILED', message: expect.stringContaining('Nothing was sent') },
      version: 'rev:app_spam_5',
      current: { name: 'Renamed by someone' },
    });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('sends a keyword-list change to the service as multipart/form-data, the terms one comma-separated field', async () => {
    const { as, request, calls, forms } = await setup();
    const list = { id: 'words', name: 'Words', description: '', category: 'word', searchTerms: ['x', 'free crypto'] };
    const response = await request(await as('ada'), 'PUT', 'keywords/words', { ...list, isCSV: false }, '"at:5"');
    expect(response.status).toBe(200);
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /base/apps/prod-1/moderation/keywords/words',
      'PUT /base/apps/prod-1/moderation/keywords/words',
    ]);
    expect(forms).toEqual([
      {
        type: expect.stringMatching(/^multipart\/form-data; boundary=/),
        fields: [
          ['id', 'words'],
          ['name', 'Words'],
          ['description', ''],
          ['category', 'word'],
          ['searchTerms', 'x,free crypto'],
        ],
      },
    ]);
  });

  it('refuses a term holding a comma in words and sends nothing to the service', async () => {
    const { as, request, calls } = await setup();
    const list = { id: 'words', name: 'Words', description: '', category: 'pattern', searchTerms: ['\\d{1,3}'] };
    const response = await request(await as('ada'), 'PUT', 'keywords/words', list, '"at:5"');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /holds a comma.*Nothing was sent/,
    );
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it("reads a flag reason again with the service's single read, then sends the documented rename", async () => {
    const { as, request, calls } = await setup();
    const response = await request(await as('ada'), 'PUT', 'reasons/scam', { name: 'Scams' }, '"at:7"');
    expect(response.status).toBe(200);
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /v3/moderation/reasons/scam',
      'PUT /v3/moderation/reasons/scam',
    ]);
  });

  it('asks for the loaded version (If-Match) before a change or delete', async () => {
    const { as, request, calls } = await setup();
    const response = await request(await as('ada'), 'DELETE', 'rules/spam');
    expect(response.status).toBe(428);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/If-Match/);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['names no rule', {}],
    ['named other rules', { 'x-affected-rules': 'other-rule' }],
  ])(
    'refuses to delete a keyword list a rule uses when the confirmation %s, naming the rule',
    async (_name, header) => {
      const { as, request, calls } = await setup();
      calls.length = 0;
      const response = await request(await as('ada'), 'DELETE', 'keywords/words', undefined, '"at:5"', header);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: {
          code: 'ERR_KEYWORD_IN_USE',
          message:
            'The keyword list words is used by a rule the confirmation did not name: Spam (spam). Deleting it affects that rule; reload the list, read the rules it names, and delete again if you still mean to. Nothing was deleted.',
        },
        rules: [{ id: 'spam', name: 'Spam' }],
      });
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    },
  );

  it('deletes a keyword list rules use once the confirmation named them, as the service allows', async () => {
    const { as, request, calls } = await setup();
    calls.length = 0;
    const response = await request(await as('ada'), 'DELETE', 'keywords/words', undefined, '"at:5"', {
      'x-affected-rules': 'spam',
    });
    expect(response.status).toBe(200);
    const deleted = calls.find((call) => call.method === 'DELETE');
    expect(deleted?.url).toMatch(/\/keywords\/words$/);
    expect(deleted?.headers.get('x-affected-rules')).toBeNull();
  });

  it('names a deleted resource in the audit log by the name it had, so the log can say which list went', async () => {
    const { as, request, audit } = await setup();
    await request(await as('ada'), 'DELETE', 'keywords/words', undefined, '"at:5"', { 'x-affected-rules': 'spam' });
    const [entry] = await audit.latest('prod-1', 5);
    expect(entry).toMatchObject({ resource: 'keyword-list', operation: 'delete', resourceName: 'Words' });
  });
});
