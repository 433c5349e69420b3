import type { Context } from 'hono';
import { actionReasonInputSchema } from '../../contract/schemas/action-reason.ts';
import { jsonError } from '../json-error.ts';

/** The documented body of each action (contract/schemas/user-actions.ts), for one uid. */
export function serviceBodyOf(operation: 'deactivate' | 'reactivate', uid: string) {
  return operation === 'deactivate'
    ? { method: 'DELETE' as const, body: { uidsToDeactivate: [uid] } }
    : { method: 'PUT' as const, body: { uidsToActivate: [uid] } };
}

/**
 * The reason a user or group action was asked with, or the 400 that says what to send: nothing
 * goes to the service without one.
 */
export async function reasonOrRefusal(c: Context): Promise<{ reason: string } | Response> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    raw = undefined;
  }
  const input = actionReasonInputSchema.safeParse(raw);
  if (input.success) return input.data;
  return jsonError(
    400,
    'ERR_BAD_REQUEST',
    `Nothing was sent: ${input.error.issues.map((issue) => issue.message).join(' ')} Send {"reason": "..."}.`,
  );
}
