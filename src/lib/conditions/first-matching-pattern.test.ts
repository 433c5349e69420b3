import { describe, expect, it } from 'vitest';
import { findMatches } from '../../../contract/conditions/pattern-syntax.ts';
import { firstMatchingPattern, MAX_PATTERNS_TRIED } from './first-matching-pattern.ts';
import type { PatternJob, WorkerLike, WorkerReply } from './run-pattern.ts';

/** A worker that runs the pattern at once, as the real one does off the page; "(hang)" never answers. */
function instantWorker(): WorkerLike {
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(job: PatternJob) {
      if (job.source.includes('(hang)')) return;
      const found = findMatches(new RegExp(job.source, job.flags), job.text, job.max);
      const reply = { type: 'result', ...found, elapsedMs: 0 } as const;
      queueMicrotask(() => worker.onmessage?.({ data: reply } as MessageEvent<WorkerReply>));
    },
    terminate: () => undefined,
  };
  queueMicrotask(() => worker.onmessage?.({ data: { type: 'ready' } } as MessageEvent<WorkerReply>));
  return worker;
}

const PHONE = String.raw`\b\d{3}[ .-]?\d{3}[ .-]?\d{4}\b`;
const EMAIL = String.raw`[A-Za-z0-9._%+-]+\s?(@|\(at\))\s?[A-Za-z0-9.-]+\.[a-z]{2,}`;
const options = { createWorker: instantWorker, timeoutMs: 50, answerGraceMs: 0 };

describe('firstMatchingPattern', () => {
  it.each([
    [
      'the first pattern that matches, in list order',
      [PHONE, EMAIL],
      'mail me at ann@example.com or 555 123 4567',
      { status: 'matched', term: PHONE, position: 1, matchedText: '555 123 4567' },
    ],
    [
      'a later pattern when the earlier ones do not match',
      [PHONE, EMAIL],
      'write to ann (at) example.org',
      { status: 'matched', term: EMAIL, position: 2, matchedText: 'ann (at) example.org' },
    ],
    ['none when no pattern matches', [PHONE, EMAIL], 'see you tomorrow', { status: 'none', untried: 0 }],
    [
      'a pattern JavaScript cannot run counts as untried',
      [String.raw`\Aabc`, EMAIL],
      'abc',
      { status: 'none', untried: 1 },
    ],
    [
      'a pattern that runs past its limit counts as untried',
      ['(hang)', PHONE],
      '555 123 4567',
      { status: 'matched', term: PHONE, position: 2, matchedText: '555 123 4567' },
    ],
    [
      'patterns past the cap count as untried',
      [...Array.from({ length: MAX_PATTERNS_TRIED }, () => 'zzz'), PHONE, EMAIL],
      '555 123 4567',
      { status: 'none', untried: 2 },
    ],
  ] as const)('%s', async (_name, terms, text, expected) => {
    await expect(firstMatchingPattern(terms, text, options).result).resolves.toEqual(expected);
  });
});
