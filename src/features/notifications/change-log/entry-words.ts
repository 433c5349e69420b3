import { paths } from '../../../../contract/paths.ts';
import type { AuditEntry } from '../../../api/audit.ts';
import { listChangeLines } from './list-words.ts';
import { reasonChangeLines } from './reason-words.ts';
import { ruleChangeLines } from './rule-words.ts';
import { quote, type FieldChange } from './words.ts';

/** An entry about one rule, list, reason, note or user: what it names, where that lives, what was done. */
export interface EntryWords {
  kind: 'rule' | 'keyword-list' | 'flag-reason' | 'note' | 'user';
  /** "Rule Spam links", "List Profane Words", "Note on message 42". */
  title: string;
  /** The resource's page; none when it is gone (deleted, or a create the service did not apply). */
  href?: string;
  lines: string[];
}

const RESOURCES = {
  rule: { title: 'Rule', lines: ruleChangeLines },
  'keyword-list': { title: 'List', lines: listChangeLines },
  'flag-reason': { title: 'Flag reason', lines: reasonChangeLines },
} as const;

type Resource = keyof typeof RESOURCES;
const isResource = (value: string | undefined): value is Resource =>
  value !== undefined && Object.hasOwn(RESOURCES, value);

/** The name a reader knew it by: before a rename, the old name; else the one recorded, else its id. */
function resourceName(entry: AuditEntry): string {
  const renamed = entry.changes.find((change) => change.path === 'name')?.old;
  if (entry.operation !== 'create' && typeof renamed === 'string' && renamed !== '') return renamed;
  return entry.resourceName ?? entry.resourceId ?? 'unknown';
}

function resourceHref(entry: AuditEntry, resource: Resource, id: string): string | undefined {
  if (entry.operation === 'delete' || (entry.operation === 'create' && entry.outcome !== 'applied')) return undefined;
  if (resource === 'rule') return paths.rule(entry.appId, id, entry.revisionMade);
  if (resource === 'keyword-list') return paths.keywordList(entry.appId, id);
  return paths.flagReasons(entry.appId);
}

/**
 * A rule, keyword-list, flag-reason, note or user entry in words, under its own kind and linked
 * to its page; undefined for a settings entry, which the settings form's words describe.
 */
export function entryWords(entry: AuditEntry): EntryWords | undefined {
  const changes: FieldChange[] = entry.changes;
  if (entry.action === 'moderation-change' && isResource(entry.resource)) {
    const { title, lines } = RESOURCES[entry.resource];
    const href = entry.resourceId ? resourceHref(entry, entry.resource, entry.resourceId) : undefined;
    return {
      kind: entry.resource,
      title: `${title} ${resourceName(entry)}`,
      ...(href ? { href } : {}),
      lines: lines(entry.operation, changes),
    };
  }
  if (entry.action === 'message-note') {
    return {
      kind: 'note',
      title: `Note on message ${entry.messageId ?? 'unknown'}`,
      lines: changes.map((change) => `added ${quote(change.new)} (internal, never sent to the service)`),
    };
  }
  if (entry.action === 'user-action' && entry.uid) {
    return {
      kind: 'user',
      title: `User ${entry.uid}`,
      href: paths.sender(entry.appId, entry.uid),
      lines: [userActionWords(entry)],
    };
  }
  return undefined;
}

const USER_ACTION_WORDS: Record<string, (where: { guid: string; messageId: string }) => string> = {
  deactivate: () => 'deactivated',
  reactivate: () => 'reactivated',
  kick: ({ guid }) => `removed from group ${guid}`,
  ban: ({ guid }) => `banned from group ${guid}`,
  unban: ({ guid }) => `ban lifted in group ${guid}`,
  'delete-message': ({ messageId }) => `their message ${messageId} deleted for everyone in the conversation`,
};

/** What was done to a user, where, and the reason the person gave. */
function userActionWords(entry: AuditEntry): string {
  const done = (USER_ACTION_WORDS[entry.operation ?? ''] ?? (() => entry.operation ?? 'changed'))({
    guid: entry.guid ?? 'unknown',
    messageId: entry.messageId ?? 'unknown',
  });
  return entry.reason ? `${done}, reason: ${quote(entry.reason)}` : done;
}
