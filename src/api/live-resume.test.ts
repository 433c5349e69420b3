import { describe, expect, it } from 'vitest';
import { listReadAt, noteListRead } from './live-resume.ts';

describe('noteListRead and listReadAt', () => {
  it.each([
    ['a blocked list', 'app-a', '/api/apps/app-a/moderation/blocked-messages?limit=500', '12', '12'],
    [
      'a flagged list of an app whose id needs encoding',
      'app b',
      '/api/apps/app%20b/moderation/flagged-messages',
      '7',
      '7',
    ],
    [
      'an answer without the header (no store)',
      'app-c',
      '/api/apps/app-c/moderation/blocked-messages',
      null,
      undefined,
    ],
    ['a header that is not a sequence', 'app-d', '/api/apps/app-d/moderation/blocked-messages', '7; drop', undefined],
    ['a path outside an app', 'app-e', '/api/session', '3', undefined],
  ])('%s', (_name, appId, path, header, expected) => {
    noteListRead(path, new Headers(header === null ? {} : { 'live-last-event-id': header }));
    expect(listReadAt(appId)).toBe(expected);
  });

  it('keeps the latest read of the app', () => {
    noteListRead('/api/apps/app-f/moderation/blocked-messages', new Headers({ 'live-last-event-id': '5' }));
    noteListRead('/api/apps/app-f/moderation/flagged-messages', new Headers({ 'live-last-event-id': '9' }));
    expect(listReadAt('app-f')).toBe('9');
  });
});
