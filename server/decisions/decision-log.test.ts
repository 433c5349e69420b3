import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecisionLog, type DecisionIntent } from './decision-log.ts';

const intent = (messageId: string, appId = 'demo-app'): DecisionIntent => ({
  username: 'dana', appId, messageId, queue: 'blocked', decision: 'approve', ruleId: 'spam-links', revisionId: 'demo-app_spam-links_5',
});

let dir: string;
beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'decisions-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

describe('DecisionLog', () => {
  it('keeps intent and outcome as one decision, newest first, per app and message', async () => {
    const log = new DecisionLog(undefined);
    const first = await log.intend(intent('1'));
    await log.settle(first, 'applied', { status: 200 });
    await log.intend(intent('2'));
    await log.intend(intent('3', 'other-app'));
    expect(log.latest('demo-app', { limit: 10 }).map((e) => [e.messageId, e.outcome])).toEqual([['2', 'intended'], ['1', 'applied']]);
    expect(log.latest('demo-app', { messageIds: ['1'], limit: 10 })).toMatchObject([{ username: 'dana', outcome: 'applied', answer: { status: 200 } }]);
  });

  it('survives a restart: a new log on the same file reads every decision back', async () => {
    const file = join(dir, 'decisions.jsonl');
    const log = new DecisionLog(file);
    await log.open();
    const entry = await log.intend(intent('1'));
    await log.settle(entry, 'refused', { status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' });
    await writeFile(file, 'not json\n', { flag: 'a' });
    const again = new DecisionLog(file);
    await again.open();
    expect(again.latest('demo-app', { limit: 10 })).toMatchObject([{ messageId: '1', outcome: 'refused', answer: { code: 'ERR_MESSAGE_ID_NOT_FOUND' } }]);
    expect((await readFile(file, 'utf8')).split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('fails closed: an intent that cannot be written throws and is not remembered', async () => {
    // A path that is a directory cannot be appended to, whoever runs the test (root ignores modes).
    const log = new DecisionLog(dir);
    await expect(log.open()).rejects.toThrow();
    await expect(log.intend(intent('1'))).rejects.toThrow();
    expect(log.latest('demo-app', { limit: 10 })).toEqual([]);
  });
});
