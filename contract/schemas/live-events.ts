import { z } from './zod.ts';

/**
 * What `GET /api/apps/:appId/events` streams (Server-Sent Events, one JSON object per message).
 * Stored events carry the SSE id (their sequence, for Last-Event-ID); the stream's own notices
 * (`claims` on connect, `reload`, `signed-out`) carry none. The server writes these shapes, the
 * page reads them: one schema for both (decision 003).
 */
export const claimSchema = z.object({
  messageId: z.string(),
  username: z.string(),
  /** Milliseconds since the epoch; renewed while the message stays open. */
  expiresAt: z.number(),
});
export type Claim = z.infer<typeof claimSchema>;

/** The actions on a user that other pages hear of: Deactivate, Reactivate, Kick, Ban, Unban in a group, and a delivered message of theirs deleted. */
export const USER_EVENT_ACTIONS = ['deactivate', 'reactivate', 'kick', 'ban', 'unban', 'delete-message'] as const;
export type UserEventAction = (typeof USER_EVENT_ACTIONS)[number];

export const storedLiveEventSchema = z.union([
  /** The archive's poll found blocked messages, or its flagged watch reports, not seen before (newest first; `count` may exceed the ids sent). */
  z.object({
    type: z.literal('messages-added'),
    queue: z.enum(['blocked', 'flagged']),
    count: z.number(),
    messageIds: z.array(z.string()),
  }),
  /** A decision this dashboard sent and the service applied (after the undo window), by anyone, on any server. */
  z.object({
    type: z.literal('decided'),
    queue: z.enum(['blocked', 'flagged']),
    messageId: z.string(),
    decision: z.enum(['approve', 'reject', 'review', 'disapprove']),
    username: z.string(),
    at: z.number(),
  }),
  z.object({ type: z.literal('claimed'), messageId: z.string(), username: z.string(), expiresAt: z.number() }),
  z.object({ type: z.literal('released'), messageId: z.string(), username: z.string() }),
  /** The service's moderation engine failed on a message (its webhook): pages read the recent failures again. */
  z.object({ type: z.literal('engine-failed'), messageId: z.string(), at: z.number() }),
  /**
   * A user action this dashboard sent and the service applied, by anyone, on any server: the
   * user's case pages read the user and their bans again. `guid` names the group of a group action.
   */
  z.object({
    type: z.literal('user-acted'),
    uid: z.string(),
    action: z.enum(USER_EVENT_ACTIONS),
    guid: z.optional(z.string()),
    /** The message of a `delete-message`. */
    messageId: z.optional(z.string()),
    username: z.string(),
    at: z.number(),
  }),
]);
export type StoredLiveEvent = z.infer<typeof storedLiveEventSchema>;

export const liveNoticeSchema = z.union([
  /** Every claim in force when the stream (re)connects. */
  z.object({ type: z.literal('claims'), claims: z.array(claimSchema) }),
  /** Events were missed beyond the replay window: the page reads its list again. */
  z.object({ type: z.literal('reload') }),
  /** The session ended (signed out, expired): the stream closes and should not reconnect. */
  z.object({ type: z.literal('signed-out') }),
]);

export const liveMessageSchema = z.union([storedLiveEventSchema, liveNoticeSchema]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
