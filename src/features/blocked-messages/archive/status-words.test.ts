import { archivedDecisionWords, gapWords, holdingsWords, pollWords, webhookWords } from './status-words.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const wording = { locale: 'en-GB', timeZone: 'UTC', nowMs: Date.parse('2026-03-05T12:00:00Z') };

describe('gapWords', () => {
  it.each([
    [
      'within one day',
      '2026-03-03T10:02:00Z',
      '2026-03-03T10:05:00Z',
      'Records between 10:02 and 10:05 on 3 March may be missing: more were blocked than one poll can read.',
    ],
    [
      'across midnight',
      '2026-03-03T23:58:00Z',
      '2026-03-04T00:03:00Z',
      'Records between 23:58 on 3 March and 00:03 on 4 March may be missing: more were blocked than one poll can read.',
    ],
    [
      'in another year',
      '2025-12-31T09:00:00Z',
      '2025-12-31T09:30:00Z',
      'Records between 09:00 and 09:30 on 31 December 2025 may be missing: more were blocked than one poll can read.',
    ],
  ])('%s', (_name, from, to, words) => {
    expect(gapWords({ from: at(from), to: at(to) }, wording)).toBe(words);
  });

  it('reads in the given time zone', () => {
    expect(
      gapWords(
        { from: at('2026-03-03T10:02:00Z'), to: at('2026-03-03T10:05:00Z') },
        { ...wording, timeZone: 'Asia/Tokyo' },
      ),
    ).toContain('between 19:02 and 19:05 on 3 March');
  });
});

describe('holdingsWords', () => {
  it.each([
    [{ records: 0, oldest: null }, 'The archive holds no records yet.'],
    [{ records: 1, oldest: at('2026-03-01T08:00:00Z') }, '1 record since 1 March 2026.'],
    [{ records: 1204, oldest: at('2025-11-02T08:00:00Z') }, '1,204 records since 2 November 2025.'],
  ])('%j', (status, words) => {
    expect(holdingsWords(status, wording)).toBe(words);
  });
});

describe('pollWords', () => {
  it.each([
    [{ enabled: false, lastPoll: null, lastError: null }, /^Archiving is off for this app.*"enabled": true/],
    [{ enabled: true, lastPoll: null, lastError: null }, /^Not polled yet/],
    [{ enabled: true, lastPoll: at('2026-03-05T11:57:00Z'), lastError: null }, /^Last poll 3 minutes ago\.$/],
    [
      { enabled: true, lastPoll: at('2026-03-05T11:59:50Z'), lastError: 'the service answered 429' },
      /^Last poll just now failed: the service answered 429\. The dashboard retries by itself; if this stays, check the server log/,
    ],
  ])('%j', (status, words) => {
    expect(pollWords(status, wording)).toMatch(words);
  });
});

describe('webhookWords', () => {
  const ms = (iso: string) => at(iso) * 1000;
  const hooks = { on: true, refused: 0, lastRefusedAt: null, lastEventAt: null };
  it.each([
    [{}, undefined],
    [{ webhooks: { ...hooks, on: false } }, undefined],
    [{ webhooks: hooks }, /^Webhooks are on; none has arrived yet, so new blocks come with the poll\.$/],
    [
      { webhooks: { ...hooks, lastEventAt: ms('2026-03-05T11:58:00Z') } },
      /^Webhooks are on: the last event arrived 2 minutes ago; the poll fills whatever they miss\.$/,
    ],
    [
      { webhooks: { ...hooks, refused: 3, lastRefusedAt: ms('2026-03-05T11:59:50Z') } },
      /3 deliveries were refused for wrong or missing credentials, the last just now: set the webhook's username and password in the service's console/,
    ],
  ])('%j', (status, words) => {
    const said = webhookWords(status, wording);
    if (words === undefined) expect(said).toBeUndefined();
    else expect(said).toMatch(words);
  });
});

describe('archivedDecisionWords', () => {
  const decidedAt = at('2026-03-02T12:00:00Z');
  it.each([
    [
      { status: 'rejected', decidedBy: 'dana', decidedAt, source: 'dashboard' },
      'Marked reviewed (kept blocked) by dana, 3 days ago (in this dashboard)',
    ],
    [
      { status: 'approved', decidedBy: null, decidedAt, source: 'service' },
      "Approved (delivered), 3 days ago (from the service's reviewed list)",
    ],
    // Kept by the former "Mark reviewed", which sent `approved` with `reviewed: true`: the message was delivered.
    [
      { status: 'reviewed', decidedBy: 'sam', decidedAt, source: 'dashboard' },
      'Approved (delivered: sent by the former "Mark reviewed") by sam, 3 days ago (in this dashboard)',
    ],
    [{ status: 'escalated', decidedBy: 'sam', decidedAt, source: 'import' }, 'escalated by sam, 3 days ago (import)'],
    [
      { status: 'approved', decidedBy: null, decidedAt, source: 'engine' },
      'Approved (delivered), 3 days ago (outside the dashboard: by the moderation engine)',
    ],
    [
      { status: 'approved', decidedBy: null, decidedAt, source: 'outside' },
      "Approved (delivered), 3 days ago (outside the dashboard: in the service's console or another tool)",
    ],
  ])('%j', (decision, words) => {
    expect(archivedDecisionWords(decision, wording)).toBe(words);
  });
});
