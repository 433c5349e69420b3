import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The one writer of the logs' JSON-lines copies (auditLogFile, decisionLogFile), which the store's
 * audit log and decision log append to beside their rows: one line per
 * append, written one at a time (a line is never interleaved with another) and synced before the
 * append counts, so a record reported written is on disk when the change it guards goes out.
 * Errors are thrown as the file system gave them; each log puts them in its own words.
 */
export class JsonLinesFile {
  readonly path: string;
  #writes: Promise<unknown> = Promise.resolve();

  constructor(path: string) {
    this.path = path;
  }

  append(value: object): Promise<void> {
    return this.#queue(`${JSON.stringify(value)}\n`);
  }

  /** Proves the file (and its folder) can be written, creating them; writes nothing. */
  check(): Promise<void> {
    return this.#queue('');
  }

  /** Every line, oldest first; none when the file does not exist yet. */
  async lines(): Promise<string[]> {
    try {
      return (await readFile(this.path, 'utf8')).split('\n').filter((line) => line.trim() !== '');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
      throw error;
    }
  }

  #queue(text: string): Promise<void> {
    const write = this.#writes.then(() => appendSynced(this.path, text));
    this.#writes = write.catch(() => undefined);
    return write;
  }
}

async function appendSynced(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'a', 0o600);
  try {
    if (text !== '') await handle.appendFile(text, 'utf8');
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
