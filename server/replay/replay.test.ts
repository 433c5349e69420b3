import type { Rule } from '../../contract/schemas/rule.ts';
import { addFigures, emptyFigures, judgedCount, replayChange, replayInBatches } from './replay.ts';
import { causesOf } from './replay-answer.ts';
import { notEvaluable, type NotEvaluableCause, type ReplayFigures } from './replay-types.ts';
import type { ReplayList, ReplayMessage } from './replay-types.ts';

const SERVICE_ONLY = notEvaluable({ cause: 'service-only' }).key;
const UNKEPT_FIELD = notEvaluable({ cause: 'unkept-field' }).key;

function message(id: string, fields: Partial<ReplayMessage> = {}): ReplayMessage {
  return {
    id,
    ruleId: 'r',
    type: 'text',
    category: 'message',
    text: null,
    customText: null,
    hasMedia: false,
    sender: { uid: 'u1', name: 'Ann', role: 'default' },
    receiver: { id: 'u2', kind: 'user', name: 'Bob', role: 'default', type: null },
    decision: 'undecided',
    ...fields,
  };
}

const lists = (...entries: ReplayList[]) => new Map(entries.map((list) => [list.id, list]));
const wordList = (terms: string[]): ReplayList => ({ id: 'words', category: 'word', terms });
const keywordCondition = {
  id: 1,
  isKeywordsReferencePresent: true,
  operand: 'text',
  category: 'word',
  operator: 'contains',
  value: ['words'],
};
const rule = (fields: Partial<Rule>): Rule => ({ id: 'r', enabled: true, conditions: [keywordCondition], ...fields });

function run(changed: Rule | undefined, listEntries: Map<string, ReplayList>, messages: ReplayMessage[]) {
  const [figures] = replayChange({ rules: new Map([['r', changed]]), lists: listEntries, messages });
  return figures;
}

describe('replayChange', () => {
  // Hand-worked: "darn" is removed. m1 and m2 only say "darn" (approved later, rejected), m3 says
  // "heck" (still blocked), m4 says "Darned" (never matched "darn" as a word: still released, undecided),
  // m5 says "HECK!" in capitals (still blocked).
  it('counts a removed word by what moderators decided on the blocks it gives up', () => {
    const messages = [
      message('m1', { text: 'oh darn it', decision: 'approved' }),
      message('m2', { text: 'darn you', decision: 'rejected' }),
      message('m3', { text: 'what the heck', decision: 'approved' }),
      message('m4', { text: 'Darned socks', decision: 'undecided' }),
      message('m5', { text: 'HECK!', decision: 'rejected' }),
    ];
    expect(run(rule({}), lists(wordList(['heck'])), messages)).toEqual({
      ruleId: 'r',
      stillBlocked: ['m3', 'm5'],
      noLongerBlocked: { approved: ['m1'], rejected: ['m2'], undecided: ['m4'] },
      notEvaluable: [],
      notEvaluableBy: {},
    });
  });

  // Hand-worked pattern list: phone numbers stay, e-mail addresses go. m1 has a phone number,
  // m2 an e-mail address only, m3 both.
  it('runs a pattern list with JavaScript regular expressions', () => {
    const patterns: ReplayList = {
      id: 'words',
      category: 'pattern',
      terms: [String.raw`\b\d{3}[ .-]?\d{3}[ .-]?\d{4}\b`],
    };
    const messages = [
      message('m1', { text: 'call 555-123-4567', decision: 'rejected' }),
      message('m2', { text: 'mail me at a@b.io', decision: 'approved' }),
      message('m3', { text: 'a@b.io or 555 123 4567', decision: 'undecided' }),
    ];
    expect(run(rule({}), lists(patterns), messages)).toMatchObject({
      stillBlocked: ['m1', 'm3'],
      noLongerBlocked: { approved: ['m2'], rejected: [], undecided: [] },
    });
  });

  // Hand-worked: a rule with a word condition and an image classifier. m1 (text, word gone) is
  // released; m2 (an image the classifier blocked) is taken as the service decided; m3 (a text
  // message) is never seen by the image classifier, so it is released too.
  it('takes an AI condition as the service decided and counts the messages that rest on it', () => {
    const image = {
      id: 2,
      isMediaPresent: true,
      operand: 'image',
      category: 'word',
      operator: 'contains',
      value: ['Violence_greaterThan_40'],
    };
    const messages = [
      message('m1', { text: 'darn', decision: 'approved' }),
      message('m2', { type: 'image', hasMedia: true, decision: 'rejected' }),
      message('m3', { text: 'hello', decision: 'undecided' }),
    ];
    expect(run(rule({ conditions: [keywordCondition, image] }), lists(wordList(['heck'])), messages)).toEqual({
      ruleId: 'r',
      stillBlocked: [],
      noLongerBlocked: { approved: ['m1'], rejected: [], undecided: ['m3'] },
      notEvaluable: ['m2'],
      notEvaluableBy: { [SERVICE_ONLY]: 1 },
    });
  });

  // Hand-worked sender filter: the changed rule applies only to senders whose role is not
  // "trusted". m1 (trusted) is released, m2 (default) still blocked, m3's role is unknown.
  it('applies a sender filter and says when the archive cannot tell', () => {
    const filtered = rule({
      filters: [{ type: 'sender', entity: 'user', field: 'role', operator: 'not equals', value: 'trusted' }],
    });
    const messages = [
      message('m1', { text: 'heck', sender: { uid: 'u9', name: 'T', role: 'trusted' }, decision: 'approved' }),
      message('m2', { text: 'heck', decision: 'rejected' }),
      message('m3', { text: 'heck', sender: { uid: 'u8', name: 'X', role: null } }),
    ];
    expect(run(filtered, lists(wordList(['heck'])), messages)).toEqual({
      ruleId: 'r',
      stillBlocked: ['m2'],
      noLongerBlocked: { approved: ['m1'], rejected: [], undecided: [] },
      notEvaluable: ['m3'],
      notEvaluableBy: { [UNKEPT_FIELD]: 1 },
    });
  });

  it('fails a receiver filter on groups for a one-on-one message', () => {
    const groups = rule({
      filters: [{ type: 'receiver', entity: 'group', field: 'type', operator: 'equals', value: 'public' }],
    });
    const messages = [
      message('m1', { text: 'heck' }),
      message('m2', { text: 'heck', receiver: { id: 'g1', kind: 'group', name: 'G', role: null, type: 'public' } }),
    ];
    expect(run(groups, lists(wordList(['heck'])), messages)).toMatchObject({
      stillBlocked: ['m2'],
      noLongerBlocked: { undecided: ['m1'] },
    });
  });

  it.each([
    ['turned off', rule({ enabled: false })],
    ['deleted', undefined],
  ])('releases every block of a rule %s', (_, changed) => {
    const messages = [
      message('m1', { text: 'heck', decision: 'rejected' }),
      message('m2', { type: 'image', hasMedia: true, decision: 'approved' }),
    ];
    expect(run(changed, lists(wordList(['heck'])), messages)).toMatchObject({
      stillBlocked: [],
      noLongerBlocked: { approved: ['m2'], rejected: ['m1'] },
      notEvaluable: [],
    });
  });

  it('matches literal values with equals as the whole text, and custom messages by their data', () => {
    const exact = rule({
      conditions: [
        { id: 1, operand: 'text', category: 'word', operator: 'equals', value: ['spam'] },
        { id: 2, operand: 'custom', category: 'word', operator: 'contains', value: ['promo'] },
      ],
    });
    const messages = [
      message('m1', { text: ' Spam ' }),
      message('m2', { text: 'no spam here' }),
      message('m3', { category: 'custom', type: 'poll', customText: '{"q":"promo code?"}' }),
    ];
    expect(run(exact, new Map(), messages)).toMatchObject({
      stillBlocked: ['m1', 'm3'],
      noLongerBlocked: { undecided: ['m2'] },
    });
  });

  it('leaves messages of rules the change does not touch out of the figures', () => {
    const figures = replayChange({
      rules: new Map([['r', rule({})]]),
      lists: lists(wordList(['heck'])),
      messages: [message('m1', { ruleId: 'other', text: 'heck' })],
    });
    expect(figures).toEqual([
      {
        ruleId: 'r',
        stillBlocked: [],
        noLongerBlocked: { approved: [], rejected: [], undecided: [] },
        notEvaluable: [],
        notEvaluableBy: {},
      },
    ]);
  });
});

describe('why a block cannot be judged', () => {
  const listCondition = (...ids: string[]) => ({ ...keywordCondition, value: ids });
  const classifier = { operand: 'text', category: 'word', operator: 'contains', value: ['Toxic_greaterThan_50'] };
  const similarity: ReplayList = { id: 'sentences', category: 'sentence-similarity', terms: ['buy now'] };
  const tagFilter = { type: 'sender', entity: 'user', field: 'tags', operator: 'equals', value: 'vip' };

  // m1 says "heck" (a word of the list the replay has), m2 "hello": a condition the dashboard
  // cannot judge leaves both to the service; a filter it cannot check matters only for m1's match.
  it.each<[string, Partial<Rule>, NotEvaluableCause, string[]]>([
    [
      'a keyword list the service does not have',
      { conditions: [listCondition('words', 'legacy-blocklist')] },
      { cause: 'missing-list', listIds: ['legacy-blocklist'] },
      ['m1', 'm2'],
    ],
    ['an AI classifier on the text', { conditions: [classifier] }, { cause: 'service-only' }, ['m1', 'm2']],
    [
      'a sentence-similarity list',
      { conditions: [listCondition('sentences')] },
      { cause: 'service-only' },
      ['m1', 'm2'],
    ],
    [
      'a match behind a filter on a field the archive does not keep',
      { conditions: [listCondition('words')], filters: [tagFilter] },
      { cause: 'unkept-field' },
      ['m1'],
    ],
    [
      'a missing list beside a classifier: the one the admin can fix',
      { conditions: [classifier, listCondition('legacy-blocklist', 'old-words')] },
      { cause: 'missing-list', listIds: ['legacy-blocklist', 'old-words'] },
      ['m1', 'm2'],
    ],
  ])('%s', (_, fields, cause, blocks) => {
    const figures = run(rule(fields), lists(wordList(['heck']), similarity), [
      message('m1', { text: 'heck' }),
      message('m2', { text: 'hello' }),
    ]);
    expect(figures?.notEvaluable).toEqual(blocks);
    expect(figures && causesOf(figures)).toEqual([{ ...cause, count: blocks.length }]);
  });
});

describe('replayInBatches', () => {
  const input = {
    rules: new Map([['r', rule({})]]),
    lists: lists(wordList(['heck'])),
    messages: ['heck', 'fine', 'heck no', 'ok', 'heck'].map((text, at) => message(`m${at}`, { text })),
  };

  it('hands over every message once, in the batches `due` asks for, adding up to the whole replay', () => {
    const batches: ReplayFigures[][] = [];
    replayInBatches(
      input,
      (batch) => batches.push(batch),
      (pending) => pending === 2,
    );
    expect(batches.map((batch) => judgedCount(batch))).toEqual([2, 2, 1]);
    const total = emptyFigures(['r']);
    for (const batch of batches) addFigures(total, batch);
    expect([...total.values()]).toEqual(replayChange(input));
  });

  it('holds every batch before a message that never finishes judging', () => {
    const batches: ReplayFigures[][] = [];
    const stuck = message('stuck', { text: 'heck' });
    function* messages() {
      yield* input.messages.slice(0, 3);
      yield stuck;
    }
    const judging = () =>
      replayInBatches(
        { ...input, messages: messages() },
        (batch) => {
          batches.push(batch);
        },
        () => true,
      );
    // Stands in for a pattern that backtracks for ever: judging the fourth message never returns.
    Object.defineProperty(stuck, 'text', {
      get() {
        throw new Error('stuck');
      },
    });
    expect(judging).toThrow('stuck');
    expect(batches.map((batch) => judgedCount(batch))).toEqual([1, 1, 1]);
  });
});
