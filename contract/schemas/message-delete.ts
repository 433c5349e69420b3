import { z } from './zod.ts';

/**
 * Deleting a delivered message, as the service documents it (cometchat/docs `chat-apis.json`,
 * tag "Messages", "Delete Message", operationId `deletes-message`; page
 * `rest-api/messages/delete-message.mdx`): `DELETE /messages/{id}` with an optional JSON body
 * whose one property, `permanent` ("Deletes the message permanently."), is a boolean. The
 * `onBehalfOf` header is optional (`#/components/parameters/onBehalfOf`): the dashboard sends
 * none, so the app's own apikey acts.
 *
 * The dashboard sends `{ "permanent": false }`, named rather than left to a default the
 * description does not state: the message is deleted for everyone in its conversation but kept
 * by the service, marked with `deletedAt` and `deletedBy` (its lists show it unless asked to
 * `hideDeleted`), so the report and the audit log still point at something.
 */
export const messageDeleteBodySchema = z.strictObject({ permanent: z.optional(z.boolean()) });
export type MessageDeleteBody = z.infer<typeof messageDeleteBodySchema>;

export const MESSAGE_DELETE_BODY = { permanent: false } as const satisfies MessageDeleteBody;

export interface MessageDeleteCall {
  method: 'DELETE';
  /** The path under the app's REST host, as segments: `messages`, id. */
  segments: ['messages', string];
  body: MessageDeleteBody;
  /** The operation's path template in chat-apis.json. */
  documented: 'DELETE /messages/{id}';
}

/** The documented call that deletes one delivered message for everyone in its conversation. */
export function messageDeleteCallOf(messageId: string): MessageDeleteCall {
  return {
    method: 'DELETE',
    segments: ['messages', messageId],
    body: { ...MESSAGE_DELETE_BODY },
    documented: 'DELETE /messages/{id}',
  };
}
