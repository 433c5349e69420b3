import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';

export const sessionUserSchema = z.looseObject({
  username: z.string(),
  role: z.enum(['viewer', 'moderator', 'admin']),
  /** Absent: every configured app. */
  appIds: z.optional(z.array(z.string())),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Without users on the server, `authRequired` is false and the user is the local admin. */
export const sessionSchema = z.looseObject({
  authRequired: z.boolean(),
  user: z.optional(sessionUserSchema),
});
export type Session = z.infer<typeof sessionSchema>;

const sessionResponseSchema = z.looseObject({ data: sessionSchema });

/** The dashboard server's own codes for "sign in first" (the upstream's 401s have other codes). */
export const SESSION_REQUIRED_CODE = 'ERR_SESSION_REQUIRED';

export async function getSession(signal?: AbortSignal): Promise<Session> {
  return (await apiRequest(apiPaths.session(), sessionResponseSchema, { signal })).data;
}

export async function signIn(credentials: { username: string; password: string }): Promise<Session> {
  return (await apiRequest(apiPaths.session(), sessionResponseSchema, { method: 'POST', body: credentials })).data;
}

export async function signOut(): Promise<Session> {
  return (await apiRequest(apiPaths.session(), sessionResponseSchema, { method: 'DELETE' })).data;
}
