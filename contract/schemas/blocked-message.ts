import { z } from './zod.ts';
import { conditionSchema } from './condition.ts';

/** A user (uid, avatar, status `available`/`offline`, role) or a group (guid, icon, type, owner, membersCount). */
export const entitySchema = z.looseObject({
  uid: z.optional(z.string()),
  guid: z.optional(z.string()),
  name: z.optional(z.string()),
  avatar: z.optional(z.string()),
  icon: z.optional(z.string()),
  status: z.optional(z.string()),
  role: z.optional(z.string()),
  type: z.optional(z.string()),
  owner: z.optional(z.string()),
  membersCount: z.optional(z.number()),
  createdAt: z.optional(z.number()),
  lastActiveAt: z.optional(z.number()),
  conversationId: z.optional(z.string()),
});
export type Entity = z.infer<typeof entitySchema>;

const entityRefSchema = z.looseObject({
  entity: z.optional(entitySchema),
  entityType: z.optional(z.string()),
});

export const attachmentSchema = z.looseObject({
  name: z.optional(z.string()),
  extension: z.optional(z.string()),
  size: z.optional(z.number()),
  mimeType: z.optional(z.string()),
  url: z.optional(z.string()),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageDataSchema = z.looseObject({
  text: z.optional(z.string()),
  /** Custom messages (category `custom`): the app's own payload, any shape. */
  customData: z.optional(z.unknown()),
  metadata: z.optional(z.looseObject({ file: z.optional(z.array(z.unknown())) })),
  resource: z.optional(z.string()),
  url: z.optional(z.string()),
  attachments: z.optional(z.array(attachmentSchema)),
  entities: z.optional(
    z.looseObject({
      sender: z.optional(entityRefSchema),
      receiver: z.optional(entityRefSchema),
    }),
  ),
  moderation: z.optional(
    z.looseObject({
      status: z.optional(z.string()),
      rule: z.optional(z.looseObject({ id: z.optional(z.string()), name: z.optional(z.string()) })),
    }),
  ),
});
export type MessageData = z.infer<typeof messageDataSchema>;

export const messageSchema = z.looseObject({
  id: z.optional(z.union([z.string(), z.number()])),
  muid: z.optional(z.string()),
  conversationId: z.optional(z.string()),
  sender: z.optional(z.string()),
  receiverType: z.optional(z.string()),
  receiver: z.optional(z.string()),
  category: z.optional(z.string()),
  type: z.optional(z.string()),
  data: z.optional(messageDataSchema),
  sentAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
});
export type Message = z.infer<typeof messageSchema>;

export const blockedMessageSchema = z.looseObject({
  ruleId: z.optional(z.string()),
  ruleName: z.optional(z.string()),
  revisionId: z.optional(z.string()),
  condition: z.optional(conditionSchema),
  message: messageSchema,
  action: z.optional(z.array(z.string())),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  /** Seconds with a fraction; a string (`"1757955951.000000000390079"`) in the service's examples. */
  blockedAt: z.optional(z.union([z.string(), z.number()])),
  appId: z.optional(z.string()),
});
export type BlockedMessage = z.infer<typeof blockedMessageSchema>;

/**
 * When moderation blocked the message, in whole Unix seconds: `createdAt`, else the record's
 * `blockedAt` (`"1757955951.000000000390079"`: seconds with a long fraction, as a string).
 */
export function blockedAtSeconds(record: BlockedMessage): number | undefined {
  if (record.createdAt !== undefined) return record.createdAt;
  const { blockedAt } = record;
  if (typeof blockedAt === 'number') return Number.isFinite(blockedAt) ? Math.floor(blockedAt) : undefined;
  // Only the whole seconds: Number() of the full string would round the fraction away anyway.
  const seconds = blockedAt === undefined ? undefined : /^(\d+)(?:\.\d+)?$/.exec(blockedAt)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}
