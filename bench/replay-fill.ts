import { sql, type Kysely } from 'kysely';
import { createRandom } from '../server/emulator/random.ts';
import type { Database } from '../server/store/schema.ts';
import { ingestInPolls } from './archive-fill.ts';

/**
 * The replay bench's archive: blocked messages spread over the 90 days before `end`,
 * most of them blocked by five rules whose conditions reference one word list, the rest by a
 * rule of its own words and by an AI classifier; about a third decided by moderators.
 */
export const DAY = 86_400;
export const REPLAY_DAYS = 90;
export const LIST_ID = 'bench-words';
/** The term the bench removes: the only list term in about a fifth of the list rules' messages. */
export const REMOVED_TERM = 'darn';
export const LIST_TERMS = [REMOVED_TERM, 'heck', 'dang', 'crud', 'frick', 'drat', 'gosh', 'jeez', 'phooey', 'blimey'];
export const LIST_RULE_IDS = ['words-chat', 'words-groups', 'words-custom', 'words-new-users', 'words-strict'];
const OTHER_RULE = 'spam-words';
const AI_RULE = 'toxicity-guard';
const FILLER = 'hello there see you tomorrow at the park with the dog and a coffee maybe later'.split(' ');
const SPAM = ['cheap pills', 'free money', 'click link'];

const keywordCondition = (id: number) => ({
  id,
  isKeywordsReferencePresent: true,
  operand: 'text',
  category: 'word',
  operator: 'contains',
  value: [LIST_ID],
});

/** The keyword list and the rules as the service lists them (the five list rules first). */
export const REPLAY_LISTS = [
  { id: LIST_ID, name: 'Bench words', description: '', category: 'word', searchTerms: LIST_TERMS },
];
export const REPLAY_RULES = [
  ...LIST_RULE_IDS.map((id, index) => ({
    id,
    name: `Words ${index + 1}`,
    description: '',
    enabled: true,
    action: ['blockMessage'],
    conditions:
      // One list rule also blocks spam of its own words, so some of its blocks stand without the list.
      index === 0
        ? [keywordCondition(1), { id: 2, operand: 'text', category: 'word', operator: 'contains', value: SPAM }]
        : [keywordCondition(1)],
  })),
  {
    id: OTHER_RULE,
    name: 'Spam words',
    description: '',
    enabled: true,
    action: ['blockMessage'],
    conditions: [{ id: 1, operand: 'text', category: 'word', operator: 'contains', value: SPAM }],
  },
  {
    id: AI_RULE,
    name: 'Toxicity',
    description: '',
    enabled: true,
    action: ['blockMessage'],
    conditions: [
      { id: 1, operand: 'text', category: 'toxicity', operator: 'contains', value: ['toxic_greaterThan_80'] },
    ],
  },
];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Record n of `total`, oldest first: 80% by the list rules, then the spam and AI rules. */
function replayRecord(n: number, total: number, end: number, random: () => number) {
  const createdAt = end - REPLAY_DAYS * DAY + 60 + Math.floor((n / total) * (REPLAY_DAYS * DAY - 120));
  const roll = random();
  const ruleId = roll < 0.8 ? pick(LIST_RULE_IDS, random) : roll < 0.9 ? OTHER_RULE : AI_RULE;
  const words = Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(FILLER, random));
  if (ruleId === OTHER_RULE || (ruleId === LIST_RULE_IDS[0] && random() < 0.2)) words.push(pick(SPAM, random));
  if (LIST_RULE_IDS.includes(ruleId))
    words.push(
      random() < 0.2 ? REMOVED_TERM : pick(LIST_TERMS.slice(1), random),
      ...(random() < 0.3 ? [REMOVED_TERM] : []),
    );
  words.sort(() => random() - 0.5);
  const sender = `user-${Math.floor(random() * 3000)}`;
  return {
    ruleId,
    ruleName: ruleId,
    revisionId: `bench_${ruleId}_1`,
    action: ['blockMessage'],
    createdAt,
    message: {
      id: 20_000_000 + n,
      sender,
      receiver: `user-${Math.floor(random() * 3000)}`,
      conversationId: `conv-${Math.floor(random() * 10_000)}`,
      type: 'text',
      category: 'message',
      sentAt: createdAt,
      data: {
        text: words.join(' '),
        moderation: { status: 'pending' },
        entities: { sender: { entity: { uid: sender, name: `Name ${sender}` } } },
      },
    },
  };
}

/**
 * Ingests `total` records for `appId` the way the poller does (polls of 10000), ending at `end`
 * (unix seconds); then decides a share of them as moderators would (15% approved, 20% rejected)
 * and analyzes. Returns the ingest rate in records a second.
 */
export async function fillReplayArchive(
  db: Kysely<Database>,
  appId: string,
  total: number,
  end: number,
  progress: (done: number) => void = () => undefined,
): Promise<number> {
  const rng = createRandom('replay-bench');
  const random = () => rng.next();
  const seconds = await ingestInPolls(db, appId, total, end, (n) => replayRecord(n, total, end, random), progress);
  // A message id's last two digits pick the decision: 00-14 approved, 15-34 rejected, the rest undecided.
  await sql`insert into archive_decisions (app_id, message_id, status, decided_by, decided_at, source)
    select app_id, message_id, case when right(message_id, 2)::int < 15 then 'approved' else 'rejected' end,
      'bench', created_at + 600, 'dashboard'
    from archive_messages where app_id = ${appId} and right(message_id, 2)::int < 35`.execute(db);
  await sql`analyze archive_messages`.execute(db);
  await sql`analyze archive_decisions`.execute(db);
  return Math.round(total / seconds);
}
