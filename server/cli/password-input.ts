import type { ReadStream } from 'node:tty';

/** The password in piped input: the text without one trailing line break (what `echo` adds). */
export function passwordFromPipe(text: string): string {
  return text.replace(/\r?\n$/, '');
}

/** Why a password should not be hashed, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return 'the password is empty';
  if (password.length > 1024) return 'the password is longer than 1024 characters';
  if (/[\r\n]/.test(password)) return 'the password contains a line break';
  return undefined;
}

export async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One line typed at a terminal without echoing it: raw mode, so each key arrives as typed and
 * nothing is printed back. Backspace edits, Enter ends, Ctrl-C or Ctrl-D cancels.
 */
export function readHidden(input: ReadStream, output: NodeJS.WritableStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(prompt);
    let value = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}
