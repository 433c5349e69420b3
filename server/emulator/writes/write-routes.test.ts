import { createEmulator } from '../index.ts';
import { MODERATION, MODERATION_HEADERS, getJson } from '../test-support.ts';

type Json = Record<string, unknown>;

async function send(emulator: ReturnType<typeof createEmulator>, method: string, path: string, body?: unknown) {
  const response = await emulator.request(path, {
    method,
    headers: { ...MODERATION_HEADERS, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A keyword-list write as documented: multipart/form-data fields, a file as a CSV part. */
async function sendForm(
  emulator: ReturnType<typeof createEmulator>,
  method: string,
  path: string,
  fields: Record<string, string | string[] | File>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) form.append(name, part);
  }
  const response = await emulator.request(path, { method, headers: MODERATION_HEADERS, body: form });
  return { status: response.status, body: (await response.json()) as Json };
}

const message = (body: Json) => String((body.error as Json).message);

const data = (body: Json) => body.data as Json;

describe('emulator: rule, keyword-list and flag-reason writes', () => {
  it('makes a new active revision on each rule change, keeping the old one in the history', async () => {
    const emulator = createEmulator();
    const before = data((await getJson(emulator, `${MODERATION}/rules/spam-links`)).body as Json);
    const { status, body } = await send(emulator, 'PUT', `${MODERATION}/rules/spam-links`, {
      ...before,
      enabled: false,
    });
    expect(status).toBe(200);
    const n = (id: unknown) => Number(/(\d+)$/.exec(String(id))?.[1]);
    expect(data(body)).toMatchObject({ id: 'spam-links', enabled: false, active: true });
    expect(n(data(body).revisionId)).toBe(n(before.revisionId) + 1);
    const revisions = ((await getJson(emulator, `${MODERATION}/rules/spam-links/revisions`)).body as { data: Json[] })
      .data;
    expect(revisions.map((r) => [r.revisionId, r.active])).toEqual(
      expect.arrayContaining([
        [data(body).revisionId, true],
        [before.revisionId, false],
      ]),
    );
    expect(revisions.filter((r) => r.active)).toHaveLength(1);
    const listed = ((await getJson(emulator, `${MODERATION}/rules`)).body as { data: Json[] }).data.find(
      (r) => r.id === 'spam-links',
    );
    expect(listed?.enabled).toBe(false);
  });

  describe('the documented limits (moderation/constraints-and-limits.mdx)', () => {
    const rule = (id: string, filters: number) => ({
      id,
      name: id,
      description: '',
      enabled: true,
      action: ['blockMessage'],
      conditions: [{ operand: 'text', category: 'word', operator: 'contains', value: ['boo'] }],
      // Both spellings of the filtered field, so the limit is what is tested whichever the schema reads.
      filters: Array.from({ length: filters }, (_, i) => ({
        type: 'sender',
        entity: 'user',
        field: 'uid',
        operand: 'uid',
        operator: 'equals',
        value: `user-${i}`,
      })),
    });
    const customCount = async (emulator: ReturnType<typeof createEmulator>, what: 'rules' | 'keywords') =>
      ((await getJson(emulator, `${MODERATION}/${what}?limit=1000`)).body as { data: Json[] }).data.filter(
        (item) => item.default !== true && item.appId !== 'default',
      ).length;

    it('takes 25 rules of the app’s own and refuses the 26th, in words', async () => {
      const emulator = createEmulator();
      const have = await customCount(emulator, 'rules');
      for (let i = have; i < 25; i++)
        expect((await send(emulator, 'POST', `${MODERATION}/rules`, rule(`limit-${i}`, 0))).status).toBe(200);
      const refused = await send(emulator, 'POST', `${MODERATION}/rules`, rule('one-too-many', 0));
      expect(refused.status).toBe(400);
      expect((refused.body.error as Json).message).toMatch(/25 rules of its own; the service allows 25/);
      // A change to a rule that exists is no new rule.
      expect((await send(emulator, 'PUT', `${MODERATION}/rules/limit-24`, rule('limit-24', 1))).status).toBe(200);
    });

    it('takes 10 filters on a rule and refuses 11, naming the field', async () => {
      const emulator = createEmulator();
      expect((await send(emulator, 'POST', `${MODERATION}/rules`, rule('ten-filters', 10))).status).toBe(200);
      const refused = await send(emulator, 'POST', `${MODERATION}/rules`, rule('eleven-filters', 11));
      expect(refused.status).toBe(400);
      expect((refused.body.error as Json).message).toMatch(/^filters: A rule can have at most 10 filters/);
    });

    it('takes 25 keyword lists of the app’s own and refuses the 26th, in words', async () => {
      const emulator = createEmulator();
      const have = await customCount(emulator, 'keywords');
      const list = (id: string) => ({ id, name: id, description: '', category: 'word', searchTerms: 'boo' });
      for (let i = have; i < 25; i++)
        expect((await sendForm(emulator, 'POST', `${MODERATION}/keywords`, list(`limit-${i}`))).status).toBe(200);
      const refused = await sendForm(emulator, 'POST', `${MODERATION}/keywords`, list('one-too-many'));
      expect(refused.status).toBe(400);
      expect((refused.body.error as Json).message).toMatch(/25 keyword lists of its own; the service allows 25/);
    });
  });

  it('creates a rule, refuses its id a second time, and deletes it', async () => {
    const emulator = createEmulator();
    const rule = {
      id: 'new-rule',
      name: 'New',
      description: '',
      enabled: true,
      action: ['blockMessage'],
      conditions: [{ operand: 'text', category: 'word', operator: 'contains', value: ['boo'] }],
    };
    expect(data((await send(emulator, 'POST', `${MODERATION}/rules`, rule)).body)).toMatchObject({
      id: 'new-rule',
      revisionId: 'demo-app_new-rule_1',
      active: true,
      conditions: [{ id: 1, entity: 'message' }],
    });
    expect((await send(emulator, 'POST', `${MODERATION}/rules`, rule)).status).toBe(400);
    expect(data((await send(emulator, 'DELETE', `${MODERATION}/rules/new-rule`)).body)).toEqual({
      success: true,
      message: 'Rule with id new-rule has been deleted successfully.',
    });
    expect((await getJson(emulator, `${MODERATION}/rules/new-rule`)).status).toBe(404);
  });

  it.each([
    ['the malware scanner, which takes no value', { operand: 'file', category: 'malware', value: [] }, 200],
    [
      'a custom API score, which takes none either',
      { operand: 'text', category: 'custom-api', value: [], listId: 'api', threshold: { percent: 70 } },
      200,
    ],
    ['a word condition without a word (the description requires no value)', { operand: 'text', category: 'word' }, 200],
  ])('takes a condition with no value: %s', async (_name, condition, status) => {
    const rule = {
      id: 'valueless',
      name: 'Valueless',
      description: '',
      enabled: true,
      action: ['blockMessage'],
      conditions: [{ operator: 'contains', ...condition }],
    };
    expect((await send(createEmulator(), 'POST', `${MODERATION}/rules`, rule)).status).toBe(status);
  });

  it('refuses a rule body that breaks the documented limits, in words', async () => {
    const { status, body } = await send(createEmulator(), 'POST', `${MODERATION}/rules`, {
      id: 'has space',
      name: 'x'.repeat(101),
      description: '',
      enabled: true,
      action: [],
      conditions: [],
    });
    expect(status).toBe(400);
    expect(message(body)).toMatch(/id must be 1 to 100 letters.*name must be at most 100 characters/);
  });

  it.each([
    [
      'a filter with field instead of operand',
      { filters: [{ type: 'sender', entity: 'user', field: 'role', operator: 'equals', value: 'x' }] },
      'filters[0].operand is required',
    ],
    [
      'a group negation spelled the users way',
      { filters: [{ type: 'receiver', entity: 'group', operand: 'guid', operator: 'not in', value: 'a,b' }] },
      'filters[0].operator must be one of',
    ],
    [
      'a filter value that is a list',
      { filters: [{ type: 'sender', entity: 'user', operand: 'role', operator: 'in', value: ['a', 'b'] }] },
      'filters[0].value must be of type string',
    ],
  ])('answers 400 naming the field for %s', async (_name, extra, words) => {
    const rule = { id: 'filtered', name: 'Filtered', action: ['blockMessage'], ...extra };
    const { status, body } = await send(createEmulator(), 'POST', `${MODERATION}/rules`, rule);
    expect([status, message(body)]).toEqual([400, expect.stringContaining(words)]);
  });

  it.each([
    ['users', { type: 'sender', entity: 'user', operand: 'role', operator: 'not equals', value: 'moderator' }],
    ['users, a list', { type: 'sender', entity: 'user', operand: 'uid', operator: 'not in', value: 'a,b' }],
    ['groups', { type: 'receiver', entity: 'group', operand: 'guid', operator: 'notEquals', value: 'general' }],
    ['groups, a list', { type: 'receiver', entity: 'group', operand: 'type', operator: 'notIn', value: 'private' }],
    ['groups, a date', { type: 'receiver', entity: 'group', operand: 'createdAt', operator: 'lessThan', value: '17' }],
  ])('takes the documented negation spelling of %s', async (_name, filter) => {
    const rule = { id: 'filtered', name: 'Filtered', action: ['blockMessage'], filters: [filter] };
    const { status, body } = await send(createEmulator(), 'POST', `${MODERATION}/rules`, rule);
    expect([status, data(body).filters]).toEqual([200, [filter]]);
  });

  it("takes the description's own example rule body, its condition value a string", async () => {
    const example = {
      id: 'moderation-test',
      name: 'Video Moderation',
      enabled: true,
      description: 'AI-powered video moderation to detect unsafe content.',
      action: ['blockMessage'],
      filters: [{ type: 'sender', entity: 'user', operand: 'role', operator: 'equals', value: 'admin' }],
      conditions: [
        {
          id: 1,
          entity: 'message',
          operand: 'image',
          operator: 'contains',
          category: 'word',
          isKeywordReferencePresent: false,
          isMediaPresent: true,
          value: 'violence_greaterThan_30',
        },
      ],
    };
    const { status, body } = await send(createEmulator(), 'POST', `${MODERATION}/rules`, example);
    expect(status).toBe(200);
    expect(data(body).conditions).toEqual([expect.objectContaining({ value: ['violence_greaterThan_30'] })]);
    // Answered as the service spells answers, so a copy of a rule reads back like its original.
    expect(data(body).conditions).toEqual([expect.objectContaining({ isListReferencePresent: false })]);
    expect(data(body).conditions).toEqual([expect.not.objectContaining({ isKeywordReferencePresent: false })]);
  });

  it('shows a keyword-list change to the rules that reference it and deletes a list in use, as the docs say', async () => {
    const emulator = createEmulator();
    const list = data((await getJson(emulator, `${MODERATION}/keywords/competitor-names`)).body as Json);
    const saved = await sendForm(emulator, 'PUT', `${MODERATION}/keywords/competitor-names`, {
      category: String(list.category),
      searchTerms: 'OnlyOne',
    });
    expect(data(saved.body)).toMatchObject({ searchTerms: ['OnlyOne'], revisionId: 'demo-app_competitor-names_3' });
    expect(data((await getJson(emulator, `${MODERATION}/keywords/competitor-names`)).body as Json).searchTerms).toEqual(
      ['OnlyOne'],
    );
    const [newest, older] = (
      (await getJson(emulator, `${MODERATION}/rules/competitor-mentions/revisions`)).body as { data: Json[] }
    ).data;
    expect([newest?.active, older?.active, newest?.conditions]).toEqual([true, false, older?.conditions]);
    expect(newest?.updatedAt).toBeGreaterThan(Number(older?.updatedAt));
    // moderation/lists-management.mdx: "Deleting a list will affect any rules using it."
    const deleted = await send(emulator, 'DELETE', `${MODERATION}/keywords/competitor-names`);
    expect(deleted.status).toBe(200);
    expect((await getJson(emulator, `${MODERATION}/keywords/competitor-names`)).status).toBe(404);
    const rule = data((await getJson(emulator, `${MODERATION}/rules/competitor-mentions`)).body as Json);
    expect(JSON.stringify(rule.conditions)).toContain('competitor-names');
  });

  it('refuses a new greedy pattern but keeps the patterns a list already has', async () => {
    const emulator = createEmulator();
    const list = data((await getJson(emulator, `${MODERATION}/keywords/contact-patterns`)).body as Json);
    const terms = list.searchTerms as string[];
    // The list's own patterns hold commas ({2,}), which a comma-separated searchTerms would split: a CSV file keeps them.
    const csv = (lines: string[]) =>
      new File([lines.map((line) => `"${line.replaceAll('"', '""')}"`).join('\n')], 'patterns.csv', {
        type: 'text/csv',
      });
    expect(
      (
        await sendForm(emulator, 'PUT', `${MODERATION}/keywords/contact-patterns`, {
          category: 'pattern',
          file: csv([...terms, '\\d{3,12}']),
        })
      ).status,
    ).toBe(200);
    const refused = await sendForm(emulator, 'PUT', `${MODERATION}/keywords/contact-patterns`, {
      category: 'pattern',
      file: csv([...terms, '.*']),
    });
    expect(refused.status).toBe(400);
    expect((refused.body.error as Json).message).toMatch(/unbounded quantifiers/);
  });

  it('creates a list from the documented form: comma-separated terms, or a CSV file', async () => {
    const emulator = createEmulator();
    const typed = await sendForm(emulator, 'POST', `${MODERATION}/keywords`, {
      id: 'typed',
      name: 'Typed',
      category: 'word',
      searchTerms: 'free crypto, gift card,,',
    });
    expect(data(typed.body)).toMatchObject({ id: 'typed', searchTerms: ['free crypto', 'gift card'], isCSV: false });
    const csv = new File(['free crypto,"gift, card"\nwire money\n'], 'terms.csv', { type: 'text/csv' });
    const filed = await sendForm(emulator, 'POST', `${MODERATION}/keywords`, {
      id: 'filed',
      name: 'Filed',
      category: 'word',
      file: csv,
    });
    expect(data(filed.body)).toMatchObject({ searchTerms: ['free crypto', 'gift, card', 'wire money'], isCSV: true });
    const sentences = await sendForm(emulator, 'POST', `${MODERATION}/keywords`, {
      id: 'sentences',
      category: 'sentence-similarity',
      disallowedSentences: ['Hello, add me elsewhere.', 'Pay me first.'],
    });
    expect(data(sentences.body).disallowedSentences).toEqual(['Hello, add me elsewhere.', 'Pay me first.']);
  });

  it.each([
    ['no category', { id: 'x', searchTerms: 'a' }, 'category is required'],
    ['no terms and no file', { id: 'x', category: 'word' }, 'searchTerms is required'],
    ['an unknown category', { id: 'x', category: 'emoji', searchTerms: 'a' }, 'category must be one of'],
  ])('answers 400 naming the field to a list with %s', async (_name, fields, words) => {
    const { status, body } = await sendForm(createEmulator(), 'POST', `${MODERATION}/keywords`, fields);
    expect([status, message(body)]).toEqual([400, expect.stringContaining(words)]);
  });

  it('refuses a list sent as JSON with an array of terms, naming searchTerms', async () => {
    const list = { id: 'json', name: 'Json', category: 'word', searchTerms: ['a', 'b'] };
    const { status, body } = await send(createEmulator(), 'POST', `${MODERATION}/keywords`, list);
    expect([status, message(body)]).toEqual([400, expect.stringContaining('searchTerms must be of type string')]);
  });

  it("takes the description's example reason bodies and answers 400 to a reason without an id", async () => {
    const emulator = createEmulator();
    const example = {
      id: 'unfiltered-content',
      name: 'RawContent',
      description: 'Content delivered without moderation or filtering.',
    };
    expect(data((await send(emulator, 'POST', `${MODERATION}/reasons`, example)).body)).toMatchObject(example);
    const renamed = await send(emulator, 'PUT', `${MODERATION}/reasons/unfiltered-content`, {
      name: 'Updated name for unfiltered content.',
    });
    expect(data(renamed.body)).toMatchObject({
      name: 'Updated name for unfiltered content.',
      description: example.description,
    });
    expect(data((await getJson(emulator, `${MODERATION}/reasons/unfiltered-content`)).body as Json)).toMatchObject({
      id: 'unfiltered-content',
      name: 'Updated name for unfiltered content.',
    });
    const noId = await send(emulator, 'POST', `${MODERATION}/reasons`, { name: 'Scam' });
    expect([noId.status, message(noId.body)]).toEqual([400, 'Unexpected body: id is required.']);
  });

  it('counts only custom flag reasons against the limit of five, and keeps the defaults as they are', async () => {
    const emulator = createEmulator();
    for (const name of ['Scam', 'Impersonation', 'Self-harm'])
      expect((await send(emulator, 'POST', `${MODERATION}/reasons`, { id: name.toLowerCase(), name })).status).toBe(
        200,
      );
    const sixth = await send(emulator, 'POST', `${MODERATION}/reasons`, { id: 'one-more', name: 'One more' });
    expect(sixth.status).toBe(400);
    expect((sixth.body.error as Json).message).toBe('An app may have at most 5 custom flag reasons.');
    expect((await send(emulator, 'PUT', `${MODERATION}/reasons/spam`, { name: 'Junk', description: '' })).status).toBe(
      400,
    );
    expect(
      data((await send(emulator, 'PUT', `${MODERATION}/reasons/scam`, { name: 'Scams', description: 'Fraud' })).body),
    ).toMatchObject({ id: 'scam', name: 'Scams', description: 'Fraud', default: false });
    expect((await send(emulator, 'DELETE', `${MODERATION}/reasons/scam`)).status).toBe(200);
    const reasons = ((await getJson(emulator, `${MODERATION}/reasons`)).body as { data: Json[] }).data.map((r) => r.id);
    expect(reasons).not.toContain('scam');
  });
});
