import { archiveListLink } from './archive-link.ts';

describe('archiveListLink', () => {
  it.each([
    [
      'a day of one rule',
      86_400,
      'day',
      'spam',
      '/apps/my%20app/blocked-messages?source=archive&from=86400&to=172799&ruleId=spam',
    ],
    [
      'an hour of every rule',
      3600,
      'hour',
      undefined,
      '/apps/my%20app/blocked-messages?source=archive&from=3600&to=7199',
    ],
    [
      'records without a rule: every rule',
      0,
      'hour',
      null,
      '/apps/my%20app/blocked-messages?source=archive&from=0&to=3599',
    ],
  ] as const)('%s', (_name, time, bucket, ruleId, link) => {
    expect(archiveListLink('my app', time, bucket, ruleId)).toBe(link);
  });
});
