import { ConfigError } from '../config.ts';

/**
 * The store cannot be used at start: unreachable, refused, or migrated by newer code. A
 * ConfigError, so `npm start` prints the words and stops without a stack trace. Messages name
 * the database by host, port and name only: DATABASE_URL may carry a password.
 */
export class StoreError extends ConfigError {
  constructor(problem: string, next: string) {
    super([problem, next], 'The dashboard could not open its store');
    this.name = 'StoreError';
  }
}

/**
 * A code like ECONNREFUSED or a SQLSTATE like 28P01, never the error's message (it may quote the
 * URL). Unlike error-code.ts's, it takes SQLSTATEs, which may start with a digit, and looks into
 * an AggregateError (pg tries ::1 and 127.0.0.1 for localhost and reports both).
 */
export function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
    if (current instanceof AggregateError) return errorCode(current.errors[0]);
  }
  return undefined;
}

const WORDS: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there',
  ENOTFOUND: 'the host name is unknown',
  ETIMEDOUT: 'the connection timed out',
  '28P01': 'the password was rejected',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
  ESTORESTALLED: 'the embedded store stopped answering; restart the server once its folder is writable',
};

/** "ECONNREFUSED: nothing is listening there", or just the code. */
export function describeCode(code: string | undefined): string {
  if (!code) return 'no reason given';
  return WORDS[code] ? `${code}: ${WORDS[code]}` : code;
}

/** `host:port/database` of a postgres:// URL, without user or password. */
export function describeDatabaseUrl(url: string): string {
  if (!URL.canParse(url)) return 'DATABASE_URL (not a valid URL)';
  const parsed = new URL(url);
  return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname || '/'}`;
}
