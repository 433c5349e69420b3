import { describe, expect, it } from 'vitest';
import { toEntries } from '../../api/blocked-message-entries.ts';
import { ApiError } from '../../lib/api-error.ts';
import { groupRefusalWords, groupsOf } from './group-facts.ts';

const toGroup = (id: number, guid: string, name?: string) => ({
  ruleId: 'spam',
  message: {
    id: String(id),
    sender: 'ann',
    receiverType: 'group',
    receiver: guid,
    conversationId: `group_${guid}`,
    data: name ? { entities: { receiver: { entity: { guid, name }, entityType: 'group' } } } : {},
  },
});

describe('groupsOf', () => {
  it.each([
    ['no messages', [], []],
    [
      'one-on-one messages only',
      [{ ruleId: 'spam', message: { id: '1', sender: 'ann', receiverType: 'user', receiver: 'bob' } }],
      [],
    ],
    [
      'groups by how many messages went to each, the most first',
      [toGroup(1, 'general', 'General'), toGroup(2, 'sellers', 'Sellers'), toGroup(3, 'sellers', 'Sellers')],
      [
        { guid: 'sellers', name: 'Sellers', messages: 2 },
        { guid: 'general', name: 'General', messages: 1 },
      ],
    ],
    [
      'a tie by name',
      [toGroup(1, 'zeta', 'Zeta'), toGroup(2, 'alpha', 'Alpha')],
      [
        { guid: 'alpha', name: 'Alpha', messages: 1 },
        { guid: 'zeta', name: 'Zeta', messages: 1 },
      ],
    ],
    [
      'the guid when the receiver entity has no name',
      [toGroup(1, 'general')],
      [{ guid: 'general', name: 'general', messages: 1 }],
    ],
    [
      'the guid from the conversation id when the receiver field is missing',
      [{ ruleId: 'spam', message: { id: '1', receiverType: 'group', conversationId: 'group_gaming' } }],
      [{ guid: 'gaming', name: 'gaming', messages: 1 }],
    ],
    ['nothing from a record that failed its check', [{ not: 'a record' }], []],
  ])('reads %s', (_, records, groups) => {
    expect(groupsOf(toEntries(records, 0))).toEqual(groups);
  });
});

describe('groupRefusalWords', () => {
  const refusal = (code: string, status = 404) =>
    new ApiError({ status, code, message: 'The service said no.', kind: 'http' });
  it.each([
    ['ERR_NOT_A_MEMBER', /Noah is not a member of General/],
    ['ERR_ALREADY_BANNED', /Noah is already banned from General/],
    ['ERR_NOT_A_BANNED_USER', /Noah is not banned from General/],
    ['ERR_GUID_NOT_FOUND', /no longer has the group General/],
    ['ERR_UID_NOT_FOUND', /does not know Noah/],
    ['ERR_GROUP_NO_CLEARANCE', /does not allow acting on Noah in General/],
  ])('puts %s in words with a next step and the service’s own code', (code, title) => {
    const words = groupRefusalWords(refusal(code), 'Noah', 'General');
    expect(words?.title).toMatch(title);
    expect(words?.nextStep).not.toBe('');
    expect(words?.detail).toContain(code);
  });

  it.each([
    ['another code', refusal('ERR_TOO_MANY_REQUESTS', 429)],
    ['an error that is not the API’s', new Error('boom')],
  ])('leaves %s to the usual words', (_, error) => {
    expect(groupRefusalWords(error, 'Noah', 'General')).toBeUndefined();
  });
});
