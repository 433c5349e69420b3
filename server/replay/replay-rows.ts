import { decisionKind } from '../archive/revision-performance.ts';
import type { ReplayFields } from './replay-fields.ts';
import type { ReplayMessage } from './replay-types.ts';

/**
 * One affected rule's archived blocks as the store gives them: one JSON array of arrays (the
 * cells replayMessages reads), and how many there are. It crosses to the replay's worker as it
 * is: parsing 100,000 messages is work the server's own thread is spared.
 */
export interface ReplayRows {
  ruleId: string;
  count: number;
  messages: string;
}

type Cell = string | boolean | null;
const text = (cell: Cell | undefined) => (typeof cell === 'string' ? cell : null);

/** The messages of one rule's rows, reading the cells `fields` says the query read. */
export function parseReplayRows({ ruleId, messages }: ReplayRows, fields: ReplayFields): ReplayMessage[] {
  return (JSON.parse(messages) as Cell[][]).map((row): ReplayMessage => {
    const [id, status, type, body, ...rest] = row;
    const [category, customText, hasMedia] = fields.message ? rest.splice(0, 3) : [];
    const [senderUid, senderName, senderRole, receiver, receiverType, receiverName, receiverRole, groupType] =
      fields.parties ? rest : [];
    return {
      id: String(id),
      ruleId,
      type: text(type),
      category: text(category),
      text: text(body),
      customText: text(customText),
      hasMedia: hasMedia === true,
      sender: { uid: text(senderUid), name: text(senderName), role: text(senderRole) },
      receiver: {
        id: text(receiver),
        kind: receiverType === 'group' ? 'group' : receiverType === 'user' ? 'user' : null,
        name: text(receiverName),
        role: text(receiverRole),
        type: text(groupType),
      },
      decision: decisionKind(text(status)),
    };
  });
}
