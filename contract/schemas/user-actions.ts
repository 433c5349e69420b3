import { z } from './zod.ts';

/**
 * The user actions the service documents (cometchat/docs `chat-apis.json`, `/users`):
 * `DELETE /users` deactivates (`rest-api/users/deactivate.mdx`), `PUT /users` reactivates
 * (`rest-api/users/reactivate.mdx`). Both take a list of uids; the dashboard sends one.
 */
export const deactivateUsersBodySchema = z.strictObject({
  uidsToDeactivate: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export const reactivateUsersBodySchema = z.strictObject({
  uidsToActivate: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});

/** A user as `GET /users/{uid}` answers (`data`); only what the dashboard reads is required. */
export const serviceUserSchema = z.looseObject({
  uid: z.string(),
  name: z.optional(z.string()),
  avatar: z.optional(z.string()),
  role: z.optional(z.string()),
  status: z.optional(z.string()),
  createdAt: z.optional(z.number()),
  lastActiveAt: z.optional(z.number()),
  deactivatedAt: z.optional(z.number()),
});
export type ServiceUser = z.infer<typeof serviceUserSchema>;

export type UserAction = 'deactivate' | 'reactivate';
