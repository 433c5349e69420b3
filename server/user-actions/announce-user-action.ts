import type { UserEventAction } from '../../contract/schemas/live-events.ts';
import type { Live } from '../live/live.ts';

export interface UserActionDone {
  uid: string;
  action: UserEventAction;
  /** The group of a Kick, Ban or Unban. */
  guid?: string;
  /** The message of a delete. */
  messageId?: string;
  username: string;
}

/**
 * Tells the app's open pages (the user's case pages) that the service applied a user action.
 * Best effort: the action stands either way, and a page that missed it reads the user again on reload.
 */
export async function announceUserAction(
  live: Live | undefined,
  appId: string,
  done: UserActionDone,
  now: () => number = Date.now,
): Promise<void> {
  if (!live) return;
  try {
    await live.events.publish(appId, { type: 'user-acted', ...done, at: now() });
  } catch {
    // The store is unreachable: pages learn of it at their next read.
  }
}
