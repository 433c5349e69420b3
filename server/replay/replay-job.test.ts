import { runReplayJob, type ReplayJob, type ReplayReport } from './replay-job.ts';
import { judgedCount } from './replay.ts';

const job = (messages: string): ReplayJob => ({
  id: 7,
  rules: new Map([['r', { id: 'r', enabled: true, conditions: [{ id: 1, category: 'word', value: ['heck'] }] }]]),
  lists: new Map(),
  rows: [{ ruleId: 'r', count: 2, messages }],
  fields: { message: false, parties: false },
});

describe('runReplayJob', () => {
  it('posts the judged messages of the rows the store gave, then that it is done', () => {
    const reports: ReplayReport[] = [];
    runReplayJob(
      job(
        JSON.stringify([
          ['1', null, 'text', 'heck'],
          ['2', 'approved', 'text', 'fine'],
        ]),
      ),
      (report) => reports.push(report),
    );
    const batches = reports.flatMap((report) => (report.kind === 'batch' ? [report.figures] : []));
    expect(batches.reduce((sum, figures) => sum + judgedCount(figures), 0)).toBe(2);
    expect(batches.flat()).toEqual(expect.arrayContaining([expect.objectContaining({ stillBlocked: ['1'] })]));
    expect(reports.at(-1)).toEqual({ kind: 'done', id: 7 });
  });

  it('says why a job failed instead of ending the worker', () => {
    const reports: ReplayReport[] = [];
    runReplayJob(job('not json'), (report) => reports.push(report));
    expect(reports).toEqual([{ kind: 'failed', id: 7, message: expect.stringContaining('JSON') }]);
  });
});
