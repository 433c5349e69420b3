import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes as `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so the cost can be
 * raised later without breaking hashes already in a connections file.
 * Defaults: one of OWASP's equivalent scrypt settings (N=2^15, r=8, p=3: 32 MiB, ~0.1-0.3 s).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const B64URL = '[A-Za-z0-9_-]+';
export const PASSWORD_HASH_PATTERN = new RegExp(
  `^scrypt\\$(\\d{1,8})\\$(\\d{1,3})\\$(\\d{1,3})\\$(${B64URL})\\$(${B64URL})$`,
);

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  hash: Buffer;
}

/** Bounds keep a mistyped hash in the config from asking for gigabytes of memory per sign-in. */
export function parsePasswordHash(encoded: string): ParsedHash | undefined {
  const match = PASSWORD_HASH_PATTERN.exec(encoded);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(match[4] ?? '', 'base64url');
  const hash = Buffer.from(match[5] ?? '', 'base64url');
  if (salt.length < 8 || hash.length < 16) return undefined;
  return { N, r, p, salt, hash };
}

/** Derives a key from a password; the sign-in path passes one that runs off Node's thread pool. */
export type DeriveKey = (password: string, salt: Buffer, length: number, options: ScryptOptions) => Promise<Buffer>;

function scryptOptions({ N, r, p }: ScryptParams): ScryptOptions {
  return { N, r, p, maxmem: 256 * N * r + 2 * 1024 * 1024 };
}

const deriveInThreadPool: DeriveKey = (password, salt, length, options) =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

function derive(
  password: string,
  salt: Buffer,
  length: number,
  params: ScryptParams,
  deriveKey = deriveInThreadPool,
): Promise<Buffer> {
  return deriveKey(password.normalize('NFC'), salt, length, scryptOptions(params));
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, KEY_LENGTH, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, encoded: string, deriveKey?: DeriveKey): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.hash.length, parsed, deriveKey);
  return timingSafeEqual(candidate, parsed.hash);
}

/**
 * A hash of a password nobody knows, with the same cost as the configured users' hashes: checked
 * when the user name is unknown, so that the answer takes as long as for a real user.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(like?: string): Promise<string> {
  const parsed = like === undefined ? undefined : parsePasswordHash(like);
  const params: ScryptParams = parsed ? { N: parsed.N, r: parsed.r, p: parsed.p } : DEFAULT_SCRYPT_PARAMS;
  const key = `${params.N}/${params.r}/${params.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(32).toString('base64url'), params);
    decoys.set(key, decoy);
  }
  return decoy;
}
