import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findMatches } from '../../contract/conditions/pattern-syntax.ts';
import type { PatternJob, RunOptions, WorkerLike, WorkerReply } from '../lib/conditions/run-pattern.ts';
import { render, screen } from '../test-utils/render.tsx';
import { PatternTester } from './pattern-tester.tsx';

/** Stands in for the worker: answers like the real one, or never (a runaway pattern). */
function fakeWorker(hang: boolean): WorkerLike {
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    terminate: () => undefined,
    postMessage: (job: PatternJob) => {
      if (hang) return;
      const reply: WorkerReply = {
        type: 'result',
        ...findMatches(new RegExp(job.source, job.flags), job.text, job.max),
        elapsedMs: 0,
      };
      queueMicrotask(() => worker.onmessage?.({ data: reply } as MessageEvent<WorkerReply>));
    },
  };
  queueMicrotask(() => worker.onmessage?.({ data: { type: 'ready' } } as MessageEvent<WorkerReply>));
  return worker;
}

const answering: RunOptions = { createWorker: () => fakeWorker(false) };
const hanging: RunOptions = { createWorker: () => fakeWorker(true), timeoutMs: 30, answerGraceMs: 0 };

describe('PatternTester', () => {
  it('counts and highlights the matches in the typed text', async () => {
    render(<PatternTester pattern="\d{3}" runOptions={answering} />);
    await userEvent.type(screen.getByLabelText('Text to test'), 'call 555 or 123');
    expect(await screen.findByText('2 matches')).toBeInTheDocument();
    expect(screen.getByText('555').tagName).toBe('MARK');
  });

  it('says when nothing matches', async () => {
    render(<PatternTester pattern="x+" initialText="abc" runOptions={answering} />);
    expect(await screen.findByText('No match')).toBeInTheDocument();
  });

  it('stops a pattern that takes too long', async () => {
    render(<PatternTester pattern="(a+)+$" initialText="aaaaaaaaaaaaaaaaaaaaaaaaaaaaab" runOptions={hanging} />);
    expect(await screen.findByText(/took too long: it was stopped after 30 ms/)).toBeInTheDocument();
  });

  it.each([
    ['(abc', /Not a valid regular expression/],
    ['(?P<name>x)', /Python-style named groups .* JavaScript does not/],
  ])('explains why %s cannot be tested', (pattern, message) => {
    render(<PatternTester pattern={pattern} runOptions={answering} />);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Text to test')).toBeDisabled();
  });

  it('caps the text length and the matches reported', async () => {
    render(<PatternTester pattern="a" initialText={'a'.repeat(5000)} runOptions={answering} />);
    expect((screen.getByLabelText('Text to test') as HTMLTextAreaElement).value).toHaveLength(2000);
    expect(await screen.findByText('100+ matches')).toBeInTheDocument();
  });
});
