import { createRandom } from '../random.ts';
import { buildAppDataset, findApp } from './apps.ts';
import { specialPositions } from './blocked-messages.ts';
import { HOSTILE_TERM, MISSING_KEYWORD_LIST_ID, buildKeywordLists } from './keyword-lists.ts';
import { demoRuleSpecs } from './rule-catalog.ts';
import { stagingRuleSpecs } from './staging-rules.ts';
import { buildRuleHistory } from './rule-history.ts';
import { HOSTILE_USER_ID, HOSTILE_USER_NAME, LONG_NAME_USER_ID, buildUsers } from './users.ts';

const MEDIA = 'http://m.test/emulator/media';
const demo = (blockedMessages: number, seed = 'test') =>
  buildAppDataset(findApp('demo-app') ?? expect.fail('demo-app missing'), { seed, mediaBaseUrl: MEDIA, blockedMessages });

describe('rule histories', () => {
  const listIds = buildKeywordLists('demo-app', false).map((l) => l.id);

  it.each([...demoRuleSpecs(), ...stagingRuleSpecs()].map((spec) => [spec.id, spec] as const))(
    '%s changes something real from each revision to the next', (_id, spec) => {
      for (const seed of Array.from({ length: 25 }, (_v, i) => `seed-${i}`)) {
        const history = buildRuleHistory('demo-app', spec, createRandom(seed), listIds);
        expect(history.length).toBe(spec.revisions);
        expect(history.length).toBeGreaterThanOrEqual(1);
        expect(history.length).toBeLessThanOrEqual(14);
        history.forEach((revision, i) => {
          expect(revision.conditions.map((c) => c.id)).toEqual(revision.conditions.map((_c, j) => j + 1));
          expect(revision.conditions.length).toBeLessThanOrEqual(10);
          expect(revision.description.length).toBeLessThanOrEqual(255);
          const older = history[i - 1];
          if (!older) return;
          const strip = ({ name, description, enabled, conditions, action }: typeof revision) => ({ name, description, enabled, conditions, action });
          expect(strip(revision)).not.toEqual(strip(older));
          expect(revision.updatedAt).toBeGreaterThan(older.updatedAt);
        });
        expect(history.at(-1)).toMatchObject({ name: spec.name, enabled: spec.enabled, action: spec.action });
      }
    },
  );
});

describe('users and keyword lists', () => {
  it('has about forty users, including the hostile and the very long name', () => {
    const users = buildUsers(MEDIA);
    expect(users.length).toBeGreaterThanOrEqual(38);
    expect(new Set(users.map((u) => u.uid)).size).toBe(users.length);
    expect(users.find((u) => u.uid === HOSTILE_USER_ID)?.name).toBe(HOSTILE_USER_NAME);
    expect(users.find((u) => u.uid === LONG_NAME_USER_ID)?.name.length).toBeGreaterThanOrEqual(115);
    for (const user of users) expect(user.avatar).toMatch(new RegExp(`^${MEDIA}/avatars/${user.uid}\\.(png|svg)$`));
  });

  it('has a default profanity list, a 2000+ term list, repeats and a markup term', () => {
    const lists = buildKeywordLists('demo-app', false);
    expect(lists.length).toBeGreaterThanOrEqual(4);
    expect(lists[0]).toMatchObject({ id: 'profanity-list', name: 'Profane Words', default: true });
    expect(Math.max(...lists.map((l) => l.searchTerms?.length ?? 0))).toBeGreaterThan(2000);
    expect(lists.filter((l) => new Set(l.searchTerms).size < (l.searchTerms?.length ?? 0)).length).toBeGreaterThanOrEqual(2);
    expect(lists.flatMap((l) => l.searchTerms)).toContain(HOSTILE_TERM);
    expect(lists.map((l) => l.id)).not.toContain(MISSING_KEYWORD_LIST_ID);
  });
});

describe('blocked messages', () => {
  it.each([1, 2, 5, 300])('always includes the hostile records (%s messages)', (count) => {
    const { blockedMessages } = demo(count);
    const special = specialPositions(count);
    expect(blockedMessages).toHaveLength(count);
    expect(blockedMessages[special.javascriptUrl]?.message).toMatchObject({ type: 'image', data: { url: 'javascript:alert(1)' } });
    if (count > special.dataUrl) {
      expect(blockedMessages[special.dataUrl]?.message.type).toBe('image');
      expect(blockedMessages[special.dataUrl]?.message.data.url).toMatch(/^data:image\/png;base64,/);
    }
    if (count > special.hostileSender) expect(blockedMessages[special.hostileSender]?.message.sender).toBe(HOSTILE_USER_ID);
    if (count > special.longNameSender) expect(blockedMessages[special.longNameSender]?.message.sender).toBe(LONG_NAME_USER_ID);
  });

  it('builds media messages with emulator URLs and attachments', () => {
    const media = demo(300).blockedMessages.map((b) => b.message).filter((m) => m.category === 'message' && m.type !== 'text');
    const normal = media.filter((m) => m.data.url?.startsWith('http'));
    expect(normal.length).toBe(media.length - 2);
    for (const m of normal) {
      expect(m.data.url).toMatch(new RegExp(`^${MEDIA}/(images/\\d+\\.png|video/clip\\.webm|audio/voice-note\\.wav|files/[a-z0-9-]+\\.(pdf|txt))$`));
      expect(m.data.attachments?.[0]?.url).toBe(m.data.url);
      expect(m.data.metadata).toEqual({ file: [] });
    }
  });

  it('gives text matches a text containing the matched term or pattern', () => {
    const { blockedMessages, keywordLists } = demo(300);
    for (const { condition, message } of blockedMessages) {
      const text = message.data.text;
      const classified = ['toxicity', 'sentiment', 'custom-api', 'sentence-similarity'].includes(condition.category);
      if (condition.isMediaPresent || classified || text === undefined) continue;
      const terms = condition.isKeywordsReferencePresent || condition.isListReferencePresent
        ? condition.value.flatMap((id) => keywordLists.get(id)?.searchTerms ?? [])
        : condition.value;
      if (condition.category === 'pattern') {
        expect(terms.some((source) => new RegExp(source).test(text))).toBe(true);
        continue;
      }
      if (condition.value.includes(MISSING_KEYWORD_LIST_ID)) continue;
      expect(terms.some((term) => text.includes(term))).toBe(true);
      if (condition.operator === 'equals') expect(terms).toContain(text);
    }
  });
});
