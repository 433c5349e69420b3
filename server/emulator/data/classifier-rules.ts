import { classifier, customApi, malwareScan, patternList, similarTo } from './conditions.ts';
import { CIRCUMVENTION_LIST_ID, CONTACT_PATTERNS_LIST_ID } from './keyword-lists.ts';
import type { RuleSpec } from './rule-catalog.ts';
import { daysAgo } from './time.ts';

/**
 * Rules of the kinds the service's own docs and tests show beyond words and patterns:
 * classifiers, sentence similarity, a custom API, the malware scanner, sender and receiver
 * filters, and every action string seen (kick, block, ban, deactivate besides the message ones).
 */
export function classifierRuleSpecs(): RuleSpec[] {
  return [
    {
      id: 'platform-circumvention', name: 'Platform circumvention',
      description: 'Blocks attempts to take a public group conversation off the app, and removes the sender from the group.',
      enabled: true, action: ['blockMessage', 'kick'],
      conditions: [
        similarTo(CIRCUMVENTION_LIST_ID, 'Message is like a known circumvention sentence'),
        patternList(CONTACT_PATTERNS_LIST_ID, 'Message matches a contact details pattern'),
      ],
      filters: [
        { type: 'receiver', entity: 'group', operand: 'type', operator: 'equals', value: 'public' },
        { type: 'sender', entity: 'user', operand: 'role', operator: 'not equals', value: 'moderator' },
      ],
      revisions: 3, newestDaysAgo: 20, weight: 5,
    },
    {
      id: 'negative-sentiment', name: 'Negative sentiment watch',
      description: 'Flags very negative messages in long-standing groups for a moderator to look at.',
      enabled: true, action: ['flagMessage'],
      conditions: [classifier('sentiment', 'negative', 85, 'Message is strongly negative')],
      filters: [
        { type: 'sender', entity: 'user', operand: 'role', operator: 'in', value: 'default,premium' },
        { type: 'receiver', entity: 'group', operand: 'createdAt', operator: 'lessThan', value: String(daysAgo(100)) },
      ],
      revisions: 2, newestDaysAgo: 27, weight: 3,
    },
    {
      id: 'fraud-score-check', name: 'Fraud score (own API)',
      description: "Asks the app's fraud service to score each message; a high score blocks it and deactivates the account.",
      enabled: true, action: ['blockMessage', 'block', 'deactivate'],
      conditions: [customApi('fraud-score-api', 75, 'Fraud score above 75')],
      filters: [{ type: 'sender', entity: 'user', operand: 'uid', operator: 'startsWith', value: 'guest-' }],
      revisions: 2, newestDaysAgo: 16, weight: 2,
    },
    {
      id: 'attachment-malware-scan', name: 'Malware scan of voice notes and files',
      description: 'Drops audio messages and files that the malware scanner flags, and bans the sender from the group.',
      enabled: true, action: ['dropMessage', 'ban'],
      conditions: [malwareScan('audio', 'Audio file contains malware'), malwareScan('file', 'File contains malware')],
      filters: [{ type: 'receiver', entity: 'group', operand: 'guid', operator: 'in', value: 'general,marketplace-sellers,gaming-night' }],
      revisions: 2, newestDaysAgo: 35, weight: 4,
    },
  ];
}
