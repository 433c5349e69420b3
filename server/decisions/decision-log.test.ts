import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecisionLog, type DecisionIntent } from './decision-log.ts';
import { FileDecisions } from './decision-records.ts';

const intent = (messageId: string, appId = 'demo-app'): DecisionIntent => ({
  username: 'dana', appId, messageId, queue: 'blocked', decision: 'approve', ruleId: 'spam-links', revisionId: 'demo-app_spam-links_5',
});

let dir: string;
beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'decisions-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

describe('DecisionLog', () => {
  it('keeps intent and outcome as one decision, newest first, per app and message', async () => {
    const log = new DecisionLog();
    const first = await log.intend(intent('1'));
    await log.settle(first, 'applied', { status: 200 });
    await log.intend(intent('2'));
    await log.intend(intent('3', 'other-app'));
    expect((await log.latest('demo-app', { limit: 10 })).map((e) => [e.messageId, e.outcome])).toEqual([['2', 'intended'], ['1', 'applied']]);
    expect(await log.latest('demo-app', { messageIds: ['1'], limit: 10 })).toMatchObject([{ username: 'dana', outcome: 'applied', answer: { status: 200 } }]);
  });

  it('survives a restart: a new log on the same file reads every decision back', async () => {
    const file = join(dir, 'decisions.jsonl');
    const records = new FileDecisions(file);
    await records.open();
    const log = new DecisionLog(records);
    const entry = await log.intend(intent('1'));
    await log.settle(entry, 'refused', { status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' });
    await writeFile(file, 'not json\n', { flag: 'a' });
    const reopened = new FileDecisions(file);
    await reopened.open();
    const again = new DecisionLog(reopened);
    expect(await again.latest('demo-app', { limit: 10 })).toMatchObject([{ messageId: '1', outcome: 'refused', answer: { code: 'ERR_MESSAGE_ID_NOT_FOUND' } }]);
    expect((await readFile(file, 'utf8')).split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('fails closed: an intent that cannot be written throws and is not remembered', async () => {
    // A path that is a directory cannot be appended to, whoever runs the test (root ignores modes).
    const records = new FileDecisions(dir);
    await expect(records.open()).rejects.toThrow();
    const log = new DecisionLog(records);
    await expect(log.intend(intent('1'))).rejects.toThrow();
    expect(await log.latest('demo-app', { limit: 10 })).toEqual([]);
  });
});
