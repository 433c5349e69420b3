import type { EmuAttachment, EmuMessage, EmuUser } from './types.ts';

/** What a blocked message carries, before it is wrapped in the wire shape. */
export type MessageContent =
  | { type: 'text'; text: string }
  | {
      type: 'image' | 'video' | 'file';
      caption: string | undefined;
      url: string;
      name: string;
      mimeType: string;
      size: number;
    };

export interface MessageParams {
  id: string;
  muid: string;
  sender: EmuUser;
  receiver: EmuUser;
  content: MessageContent;
  sentAt: number;
  updatedAt: number;
  status: EmuMessage['data']['moderation']['status'];
  resource: string;
}

/** One-on-one conversation ids put the two uids in sorted order, as the real service does. */
export function conversationIdFor(a: string, b: string): string {
  return a < b ? `${a}_user_${b}` : `${b}_user_${a}`;
}

function mediaFields(content: Exclude<MessageContent, { type: 'text' }>) {
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

export function buildMessage(p: MessageParams): EmuMessage {
  const conversationId = conversationIdFor(p.sender.uid, p.receiver.uid);
  const body = p.content.type === 'text' ? { text: p.content.text } : mediaFields(p.content);
  return {
    id: p.id,
    muid: p.muid,
    conversationId,
    sender: p.sender.uid,
    receiverType: 'user',
    receiver: p.receiver.uid,
    category: 'message',
    type: p.content.type,
    data: {
      ...body,
      resource: p.resource,
      entities: {
        sender: { entity: p.sender, entityType: 'user' },
        receiver: { entity: { ...p.receiver, conversationId }, entityType: 'user' },
      },
      moderation: { status: p.status },
    },
    sentAt: p.sentAt,
    updatedAt: p.updatedAt,
  };
}
