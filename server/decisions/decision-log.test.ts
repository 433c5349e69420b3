import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonLinesFile } from '../audit/json-lines-file.ts';
import { DatabaseDecisions } from '../store/decision-store.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { DecisionLog, type DecisionIntent } from './decision-log.ts';

const store = useMemoryStore();

const intent = (messageId: string, appId = 'demo-app'): DecisionIntent => ({
  username: 'dana',
  appId,
  messageId,
  queue: 'blocked',
  decision: 'approve',
  ruleId: 'spam-links',
  revisionId: 'demo-app_spam-links_5',
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decisions-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const logOn = (copy?: string) =>
  new DecisionLog(new DatabaseDecisions(store().db, copy ? { copy: new JsonLinesFile(copy) } : {}));

describe('DecisionLog', () => {
  it('keeps intent and outcome as one decision, newest first, per app and message', async () => {
    const log = logOn();
    const first = await log.intend(intent('1'));
    await log.settle(first, 'applied', { status: 200 });
    await log.intend(intent('2'));
    await log.intend(intent('3', 'other-app'));
    expect((await log.latest('demo-app', { limit: 10 })).map((e) => [e.messageId, e.outcome])).toEqual([
      ['2', 'intended'],
      ['1', 'applied'],
    ]);
    expect(await log.latest('demo-app', { messageIds: ['1'], limit: 10 })).toMatchObject([
      { username: 'dana', outcome: 'applied', answer: { status: 200 } },
    ]);
  });

  it('survives a restart: a new log on the same store reads every decision back, and the copy has each write', async () => {
    const file = join(dir, 'decisions.jsonl');
    const log = logOn(file);
    const entry = await log.intend(intent('1'));
    await log.settle(entry, 'refused', { status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' });
    const again = logOn();
    expect(await again.latest('demo-app', { limit: 10 })).toMatchObject([
      { messageId: '1', outcome: 'refused', answer: { code: 'ERR_MESSAGE_ID_NOT_FOUND' } },
    ]);
    const lines = (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { outcome: string });
    expect(lines.map((line) => line.outcome)).toEqual(['intended', 'refused']);
  });

  it('fails closed: an intent whose copy cannot be written throws and is not kept', async () => {
    // A path that is a directory cannot be appended to, whoever runs the test (root ignores modes).
    const log = logOn(dir);
    await expect(log.intend(intent('1'))).rejects.toThrow();
    expect(await log.latest('demo-app', { limit: 10 })).toEqual([]);
  });
});
