import { toEntries, type BlockedMessageEntry } from '../api/blocked-message-entries.ts';

interface RecordSpec {
  id?: string;
  sender?: string;
  senderName?: string;
  receiver?: string;
  receiverName?: string;
  ruleId?: string;
  ruleName?: string;
  revision?: number;
  action?: string[];
  type?: string;
  status?: string;
  /** Unix seconds; null leaves the record without any time. */
  at?: number | null;
  text?: string;
  url?: string;
}

/** A wire-shaped blocked-message record for tests, with only the named fields varied. */
export function rawRecord(spec: RecordSpec = {}): Record<string, unknown> {
  const {
    id = '1',
    sender = 'alice',
    receiver = 'bob',
    ruleId = 'rule-a',
    revision = 1,
    type = 'text',
    at = 1_700_000_000,
  } = spec;
  const conversationId = `${sender}_user_${receiver}`;
  return {
    ruleId,
    ruleName: spec.ruleName ?? `Rule ${ruleId}`,
    revisionId: `app_${ruleId}_${revision}`,
    condition: { id: 1, operand: 'text', category: 'word', operator: 'contains', value: ['bad'], weight: 2 },
    action: spec.action ?? ['blockMessage'],
    ...(at === null ? {} : { createdAt: at, updatedAt: at }),
    message: {
      id,
      muid: `muid-${id}`,
      conversationId,
      sender,
      receiver,
      receiverType: 'user',
      type,
      ...(at === null ? {} : { sentAt: at }),
      data: {
        ...(spec.text === undefined ? {} : { text: spec.text }),
        ...(spec.url === undefined ? {} : { url: spec.url }),
        entities: {
          sender: { entityType: 'user', entity: { uid: sender, name: spec.senderName ?? sender } },
          receiver: {
            entityType: 'user',
            entity: { uid: receiver, name: spec.receiverName ?? receiver, conversationId },
          },
        },
        moderation: { status: spec.status ?? 'pending' },
      },
    },
  };
}

export function entriesOf(...specs: (RecordSpec | unknown)[]): BlockedMessageEntry[] {
  return toEntries(
    specs.map((spec) =>
      spec !== null && typeof spec === 'object' && !('message' in spec) ? rawRecord(spec as RecordSpec) : spec,
    ),
    0,
  );
}
