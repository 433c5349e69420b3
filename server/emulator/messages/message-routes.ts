import { Hono, type Context } from 'hono';
import { messageDeleteBodySchema } from '../../../contract/schemas/message-delete.ts';
import { errorJson } from '../errors.ts';
import type { EmulatorStore } from '../store.ts';

/**
 * The documented delete of a delivered message (cometchat/docs `chat-apis.json`, tag "Messages",
 * "Delete Message": `DELETE /messages/{id}`, optional JSON body `{ permanent }`). The answer is
 * `{ data: message }`, the message with `deletedAt` and `deletedBy` as the SDK pages describe a
 * deleted one (the description's own example repeats the edit's). A message the emulator never
 * delivered, or deleted already, is `ERR_MESSAGE_ID_NOT_FOUND` (`articles/error-guide.mdx`,
 * "Message Errors"; the status is the emulator's). A body with anything but `permanent` is
 * refused, so what the dashboard sends is held to the description.
 */
export function messageRoutes(store: EmulatorStore, appIdOf: (c: Context) => string): Hono {
  const app = new Hono();
  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const text = (await c.req.text()).trim();
    let raw: unknown = {};
    if (text !== '') {
      try {
        raw = JSON.parse(text);
      } catch {
        return errorJson(c, 400, 'ERR_BAD_REQUEST', 'The body must be JSON: { "permanent": true | false }.');
      }
    }
    const body = messageDeleteBodySchema.safeParse(raw);
    if (!body.success)
      return errorJson(
        c,
        400,
        'ERR_BAD_REQUEST',
        'Unexpected body: DELETE /messages/{id} documents only { "permanent": true | false }.',
      );
    const deleted = store
      .moderation(appIdOf(c))
      .deleteMessage(id, body.data.permanent === true, Math.floor(Date.now() / 1000));
    if (!deleted) return errorJson(c, 404, 'ERR_MESSAGE_ID_NOT_FOUND', `The message with id ${id} does not exist.`);
    return c.json({ data: deleted });
  });
  return app;
}
