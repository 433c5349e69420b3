import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../api/audit.ts';
import { entryWords } from './entry-words.ts';

const base: AuditEntry = {
  time: '2025-03-01T11:55:00.000Z',
  username: 'ada',
  appId: 'demo-app',
  oldValues: 'known',
  outcome: 'applied',
  changes: [],
};
const moderation = (fields: Partial<AuditEntry>): AuditEntry => ({ ...base, action: 'moderation-change', ...fields });

describe('entryWords', () => {
  it.each([
    [
      'a rule, linked to the revision the change made',
      moderation({
        resource: 'rule',
        operation: 'update',
        resourceId: 'spam-links',
        resourceName: 'Spam links',
        revisionMade: 'demo-app_spam-links_7',
        changes: [{ path: 'enabled', old: true, new: false }],
      }),
      {
        kind: 'rule',
        title: 'Rule Spam links',
        href: '/apps/demo-app/rules/spam-links?revision=demo-app_spam-links_7',
        lines: ['turned off'],
      },
    ],
    [
      'a keyword list, by its id when the entry kept no name',
      moderation({
        resource: 'keyword-list',
        operation: 'update',
        resourceId: 'profane',
        changes: [{ path: 'searchTerms', old: ['darn'], new: ['pin'] }],
      }),
      {
        kind: 'keyword-list',
        title: 'List profane',
        href: '/apps/demo-app/keywords/profane',
        lines: [`added 'pin', removed 'darn'`],
      },
    ],
    [
      'a renamed flag reason, by the name it had',
      moderation({
        resource: 'flag-reason',
        operation: 'update',
        resourceId: 'scam',
        resourceName: 'Fraud',
        changes: [{ path: 'name', old: 'Scam', new: 'Fraud' }],
      }),
      {
        kind: 'flag-reason',
        title: 'Flag reason Scam',
        href: '/apps/demo-app/flag-reasons',
        lines: [`renamed to 'Fraud'`],
      },
    ],
    [
      'a deleted list, with no link to a page that is gone',
      moderation({ resource: 'keyword-list', operation: 'delete', resourceId: 'old', resourceName: 'Old words' }),
      { kind: 'keyword-list', title: 'List Old words', lines: ['deleted'] },
    ],
    [
      'a new rule the service refused, with no link to a rule that does not exist',
      moderation({ resource: 'rule', operation: 'create', resourceId: 'x', resourceName: 'X', outcome: 'refused' }),
      { kind: 'rule', title: 'Rule X', lines: ['created'] },
    ],
    [
      'a note on a message',
      {
        ...base,
        action: 'message-note',
        messageId: '42',
        changes: [{ path: 'message 42: note', old: null, new: 'Escalated.' }],
      },
      {
        kind: 'note',
        title: 'Note on message 42',
        lines: [`added 'Escalated.' (internal, never sent to the service)`],
      },
    ],
    [
      'a user deactivated, linked to their case',
      { ...base, action: 'user-action', operation: 'deactivate', uid: 'u-7', changes: [] },
      { kind: 'user', title: 'User u-7', href: '/apps/demo-app/users/u-7', lines: ['deactivated'] },
    ],
    [
      'a user reactivated, with the reason given',
      { ...base, action: 'user-action', operation: 'reactivate', uid: 'u-7', reason: 'Appeal upheld', changes: [] },
      {
        kind: 'user',
        title: 'User u-7',
        href: '/apps/demo-app/users/u-7',
        lines: [`reactivated, reason: 'Appeal upheld'`],
      },
    ],
    [
      "a user's kick names the group and the reason",
      { ...base, action: 'user-action', operation: 'kick', uid: 'u-7', guid: 'general', reason: 'Spam', changes: [] },
      {
        kind: 'user',
        title: 'User u-7',
        href: '/apps/demo-app/users/u-7',
        lines: [`removed from group general, reason: 'Spam'`],
      },
    ],
    [
      "a user's ban names the group and the reason",
      { ...base, action: 'user-action', operation: 'ban', uid: 'u-7', guid: 'general', reason: 'Spam', changes: [] },
      {
        kind: 'user',
        title: 'User u-7',
        href: '/apps/demo-app/users/u-7',
        lines: [`banned from group general, reason: 'Spam'`],
      },
    ],
    [
      "a user's unban names the group and the reason",
      { ...base, action: 'user-action', operation: 'unban', uid: 'u-7', guid: 'general', reason: 'Spam', changes: [] },
      {
        kind: 'user',
        title: 'User u-7',
        href: '/apps/demo-app/users/u-7',
        lines: [`ban lifted in group general, reason: 'Spam'`],
      },
    ],
    [
      "a user's message deleted names the message and the reason",
      {
        ...base,
        action: 'user-action',
        operation: 'delete-message',
        uid: 'u-7',
        messageId: '402',
        reason: 'Harassment',
        changes: [],
      },
      {
        kind: 'user',
        title: 'User u-7',
        href: '/apps/demo-app/users/u-7',
        lines: [`their message 402 deleted for everyone in the conversation, reason: 'Harassment'`],
      },
    ],
  ])('%s', (_, entry, words) => {
    expect(entryWords(entry)).toEqual(words);
  });

  it.each([
    ['a settings change', { ...base, action: 'settings-change' }],
    ['a reset', { ...base, action: 'settings-reset' }],
    ['an entry from before actions were recorded', base],
    ['a moderation change of a kind it does not know', moderation({ resource: 'webhook' })],
  ])('leaves %s to the settings wording', (_, entry) => {
    expect(entryWords(entry)).toBeUndefined();
  });
});
