import type { EmuAttachment, EmuGroup, EmuMessage, EmuUser } from './types.ts';

/** What a blocked message carries, before it is wrapped in the wire shape. */
export type MessageContent =
  | { type: 'text'; text: string }
  | { type: 'custom'; customType: string; customData: Record<string, unknown> }
  | {
      type: 'image' | 'video' | 'audio' | 'file';
      caption: string | undefined;
      url: string;
      name: string;
      mimeType: string;
      size: number;
    };

export type Receiver = { kind: 'user'; user: EmuUser } | { kind: 'group'; group: EmuGroup };

export interface MessageParams {
  id: string;
  muid: string;
  sender: EmuUser;
  receiver: Receiver;
  content: MessageContent;
  sentAt: number;
  updatedAt: number;
  rule: { id: string; name: string };
  resource: string;
}

/** One-on-one conversation ids put the two uids in sorted order, as the real service does. */
export function conversationIdFor(a: string, b: string): string {
  return a < b ? `${a}_user_${b}` : `${b}_user_${a}`;
}

function mediaFields(content: Extract<MessageContent, { url: string }>) {
  const attachment: EmuAttachment = {
    name: content.name,
    extension: content.name.slice(content.name.lastIndexOf('.') + 1),
    size: content.size,
    mimeType: content.mimeType,
    url: content.url,
  };
  return {
    ...(content.caption === undefined ? {} : { text: content.caption }),
    url: content.url,
    attachments: [attachment],
    metadata: { file: [] },
  };
}

function bodyOf(content: MessageContent) {
  if (content.type === 'text') return { text: content.text };
  if (content.type === 'custom') return { customData: content.customData };
  return mediaFields(content);
}

function receiverFields(sender: EmuUser, receiver: Receiver) {
  if (receiver.kind === 'group') {
    const conversationId = `group_${receiver.group.guid}`;
    return {
      conversationId, receiverType: 'group' as const, receiver: receiver.group.guid,
      entity: { entity: { ...receiver.group, conversationId }, entityType: 'group' as const },
    };
  }
  const conversationId = conversationIdFor(sender.uid, receiver.user.uid);
  return {
    conversationId, receiverType: 'user' as const, receiver: receiver.user.uid,
    entity: { entity: { ...receiver.user, conversationId }, entityType: 'user' as const },
  };
}

export function buildMessage(p: MessageParams): EmuMessage {
  const to = receiverFields(p.sender, p.receiver);
  return {
    id: p.id,
    muid: p.muid,
    conversationId: to.conversationId,
    sender: p.sender.uid,
    receiverType: to.receiverType,
    receiver: to.receiver,
    category: p.content.type === 'custom' ? 'custom' : 'message',
    type: p.content.type === 'custom' ? p.content.customType : p.content.type,
    data: {
      ...bodyOf(p.content),
      resource: p.resource,
      entities: { sender: { entity: p.sender, entityType: 'user' }, receiver: to.entity },
      moderation: { status: 'pending', rule: p.rule },
    },
    sentAt: p.sentAt,
    updatedAt: p.updatedAt,
  };
}
