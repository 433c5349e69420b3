import { z } from 'zod';
import { parsePasswordHash } from './auth/password.ts';
import { SAFE_ID_PATTERN } from './safe-id.ts';

/**
 * The access part of the connections file: who may sign in, with which role and apps, and how
 * sessions and the audit log work. Messages are fixed text: a password hash is never repeated.
 */
export const ROLES = ['viewer', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const wholeNumber = (min: number, max: number, unit: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number({ error: `must be a whole number of ${unit} from ${min} to ${max}` })
      .int(`must be a whole number of ${unit} from ${min} to ${max}`)
      .min(min, `must be a whole number of ${unit} from ${min} to ${max}`)
      .max(max, `must be a whole number of ${unit} from ${min} to ${max}`),
  );

export const userSchema = z.strictObject({
  username: z
    .string({ error: 'must be a string' })
    .regex(/^[A-Za-z0-9._@-]{1,64}$/, 'must be 1 to 64 letters, digits, ".", "_", "@" or "-"'),
  passwordHash: z
    .string({ error: 'must be a string' })
    .refine((value) => parsePasswordHash(value) !== undefined, 'must be a hash printed by "npm run hash-password"'),
  role: z.enum(ROLES, { error: 'must be "viewer", "moderator" or "admin"' }),
  appIds: z
    .array(z.string({ error: 'must be a string' }).regex(SAFE_ID_PATTERN, 'must be an appId'), {
      error: 'must be a list of appIds',
    })
    .min(1, 'must list at least one appId (leave it out for every app)')
    .optional(),
});

export type UserConfig = z.infer<typeof userSchema>;

export const accessFields = {
  users: z.array(userSchema, { error: 'must be a list of users' }).optional(),
  sessionSecret: z
    .string({ error: 'must be a string' })
    .min(32, 'must be at least 32 characters (for example: openssl rand -base64 48)')
    .optional(),
  auditLogFile: z.string({ error: 'must be a file path' }).min(1, 'must be a file path').optional(),
  decisionLogFile: z.string({ error: 'must be a file path' }).min(1, 'must be a file path').optional(),
  trustProxy: z.boolean({ error: 'must be true or false' }).optional(),
  sessionIdleMinutes: wholeNumber(1, 1440, 'minutes').optional(),
  sessionMaxHours: wholeNumber(1, 720, 'hours').optional(),
};

interface AccessPart {
  apps: readonly { appId: string }[];
  users?: readonly UserConfig[] | undefined;
  sessionSecret?: string | undefined;
  sessionIdleMinutes?: number | undefined;
  sessionMaxHours?: number | undefined;
}

export function checkAccess(config: AccessPart, ctx: z.RefinementCtx): void {
  const users = config.users ?? [];
  if (users.length > 0 && config.sessionSecret === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['sessionSecret'],
      message: 'is required when users are configured (it signs the session cookies)',
    });
  }
  const appIds = new Set(config.apps.map((app) => app.appId));
  const names = new Set<string>();
  users.forEach((user, index) => {
    if (names.has(user.username))
      ctx.addIssue({
        code: 'custom',
        path: ['users', index, 'username'],
        message: 'duplicates the username of an earlier user',
      });
    names.add(user.username);
    user.appIds?.forEach((appId, position) => {
      if (!appIds.has(appId))
        ctx.addIssue({
          code: 'custom',
          path: ['users', index, 'appIds', position],
          message: 'is not the appId of any configured app',
        });
    });
  });
  if (
    config.sessionIdleMinutes !== undefined &&
    config.sessionMaxHours !== undefined &&
    config.sessionIdleMinutes > config.sessionMaxHours * 60
  ) {
    ctx.addIssue({ code: 'custom', path: ['sessionIdleMinutes'], message: 'must not be longer than sessionMaxHours' });
  }
}
