import type { ReadStream } from 'node:tty';
import { hashPassword } from '../auth/password.ts';
import { passwordFromPipe, passwordProblem, readAll, readHidden } from './password-input.ts';

/**
 * `npm run hash-password`: prints a hash for the `passwordHash` of a user in the connections file.
 * At a terminal the password is typed twice at a hidden prompt; otherwise it is read from
 * standard input (`printf '%s' "$PW" | npm run --silent hash-password`), so it can be scripted.
 * Prompts and messages go to standard error: standard output holds only the hash.
 */
async function main(): Promise<number> {
  const stdin = process.stdin;
  let password: string;
  if (stdin.isTTY) {
    const tty = stdin as ReadStream;
    password = await readHidden(tty, process.stderr, 'Password (not shown): ');
    const again = await readHidden(tty, process.stderr, 'Same password again: ');
    if (again !== password) {
      process.stderr.write('The two passwords differ; nothing was printed. Run it again.\n');
      return 1;
    }
  } else {
    password = passwordFromPipe(await readAll(stdin));
  }
  const problem = passwordProblem(password);
  if (problem) {
    process.stderr.write(`Not hashed: ${problem}.\n`);
    return 1;
  }
  if (password.length < 12) process.stderr.write('Warning: a password shorter than 12 characters is easy to guess.\n');
  process.stdout.write(`${await hashPassword(password)}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error && error.message === 'cancelled' ? 'Cancelled.' : 'Hashing failed.'}\n`,
    );
    process.exit(1);
  },
);
