import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { MOST_GROUPS_READ, standingReadOf, standingView, type StandingRead } from './group-standing.ts';

const read = (banned: boolean | null, member: boolean | null): StandingRead => ({ kind: 'read', banned, member });
const failed = (status: number, code: string): StandingRead => ({
  kind: 'failed',
  error: new ApiError({ status, code, message: 'From the service.', kind: status ? 'http' : 'network' }),
});

describe('standingView', () => {
  it.each([
    ['banned: only Unban', read(true, false), ['unban'], 'Banned', undefined],
    ['a member: Kick and Ban', read(false, true), ['kick', 'ban'], 'Member', undefined],
    ['neither: nothing to do', read(false, false), [], 'Not a member', /left or was kicked/],
    ['not banned, membership not known: Kick and Ban', read(false, null), ['kick', 'ban'], undefined, /^Not banned\./],
    ['a member past the banned pages read: Kick and Ban', read(null, true), ['kick', 'ban'], 'Member', undefined],
    ['no member, banned not known: Unban', read(null, false), ['unban'], 'Not a member', /in case they are banned/],
    [
      'neither known: all three',
      read(null, null),
      ['kick', 'ban', 'unban'],
      undefined,
      /longer than the dashboard reads/,
    ],
    ['still reading: nothing yet', { kind: 'reading' } as const, [], undefined, /^Reading whether Noah is banned/],
    [
      'past the groups read: all three, and why',
      { kind: 'not-read' } as const,
      ['kick', 'ban', 'unban'],
      undefined,
      new RegExp(`only the ${MOST_GROUPS_READ} groups with the most messages`),
    ],
  ] as const)('%s', (_, standing, offers, badge, note) => {
    const view = standingView(standing, 'Noah', 'General');
    expect(view.offers).toEqual(offers);
    expect(view.badge).toBe(badge);
    if (note) expect(view.note?.text).toMatch(note);
    else expect(view.note).toBeUndefined();
    expect(view.note?.failed ?? false).toBe(false);
  });

  it.each([
    [
      'a group the service no longer has',
      failed(404, 'ERR_GUID_NOT_FOUND'),
      'The service no longer has the group General',
    ],
    ['the dashboard server not answering', failed(0, 'ERR_NETWORK'), 'The dashboard server did not answer'],
    [
      'the service not answering in time',
      failed(504, 'ERR_UPSTREAM_TIMEOUT'),
      'Could not read whether Noah is banned here',
    ],
  ])('a failed read (%s) is said in words, and all three are offered', (_, standing, words) => {
    const view = standingView(standing, 'Noah', 'General');
    expect(view.offers).toEqual(['kick', 'ban', 'unban']);
    expect(view.badge).toBeUndefined();
    expect(view.note?.failed).toBe(true);
    expect(view.note?.text).toContain(words);
    expect(view.note?.text).toMatch(/all offered: the service refuses what does not apply\.$/);
  });
});

describe('standingReadOf', () => {
  const standing = { guid: 'general', uid: 'noah', banned: true, member: false };
  const error = new Error('no');
  it.each([
    ['no query: past the groups read', undefined, { kind: 'not-read' }],
    ['no answer yet', { isError: false, error: null }, { kind: 'reading' }],
    ['an answer', { data: standing, isError: false, error: null }, { kind: 'read', banned: true, member: false }],
    ['a failure', { isError: true, error }, { kind: 'failed', error }],
    ['a failure reading again after an action', { data: standing, isError: true, error }, { kind: 'failed', error }],
  ] as const)('%s', (_, query, expected) => {
    expect(standingReadOf(query)).toEqual(expected);
  });
});
