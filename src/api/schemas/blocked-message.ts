import { z } from 'zod';
import { conditionSchema } from './condition.ts';

export const entitySchema = z.looseObject({
  uid: z.string().optional(),
  name: z.string().optional(),
  avatar: z.string().optional(),
  status: z.string().optional(),
  role: z.string().optional(),
  conversationId: z.string().optional(),
});
export type Entity = z.infer<typeof entitySchema>;

const entityRefSchema = z.looseObject({
  entity: entitySchema.optional(),
  entityType: z.string().optional(),
});

export const attachmentSchema = z.looseObject({
  name: z.string().optional(),
  extension: z.string().optional(),
  size: z.number().optional(),
  mimeType: z.string().optional(),
  url: z.string().optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageDataSchema = z.looseObject({
  text: z.string().optional(),
  metadata: z.looseObject({ file: z.array(z.unknown()).optional() }).optional(),
  resource: z.string().optional(),
  url: z.string().optional(),
  attachments: z.array(attachmentSchema).optional(),
  entities: z
    .looseObject({
      sender: entityRefSchema.optional(),
      receiver: entityRefSchema.optional(),
    })
    .optional(),
  moderation: z.looseObject({ status: z.string().optional() }).optional(),
});
export type MessageData = z.infer<typeof messageDataSchema>;

export const messageSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  muid: z.string().optional(),
  conversationId: z.string().optional(),
  sender: z.string().optional(),
  receiverType: z.string().optional(),
  receiver: z.string().optional(),
  category: z.string().optional(),
  type: z.string().optional(),
  data: messageDataSchema.optional(),
  sentAt: z.number().optional(),
  updatedAt: z.number().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const blockedMessageSchema = z.looseObject({
  ruleId: z.string().optional(),
  ruleName: z.string().optional(),
  revisionId: z.string().optional(),
  condition: conditionSchema.optional(),
  message: messageSchema,
  action: z.array(z.string()).optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});
export type BlockedMessage = z.infer<typeof blockedMessageSchema>;
