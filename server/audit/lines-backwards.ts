import type { FileHandle } from 'node:fs/promises';

const NEWLINE = 0x0a;

/**
 * The lines of a file from the last to the first, read in blocks from its end: the newest
 * entries of an append-only log without reading the rest, whatever the size of any one line.
 */
export async function* linesBackwards(handle: FileHandle, blockBytes = 64 * 1024): AsyncGenerator<string> {
  let position = (await handle.stat()).size;
  // The start of the line being assembled, as blocks later in the file come first.
  let partial: Buffer[] = [];
  while (position > 0) {
    const start = Math.max(0, position - blockBytes);
    const block = Buffer.alloc(position - start);
    const { bytesRead } = await handle.read(block, 0, block.length, start);
    const data = block.subarray(0, bytesRead);
    position = start;
    let end = data.length;
    for (let i = data.lastIndexOf(NEWLINE, end - 1); i >= 0; i = end > 0 ? data.lastIndexOf(NEWLINE, end - 1) : -1) {
      const line = Buffer.concat([data.subarray(i + 1, end), ...partial]);
      partial = [];
      if (line.length > 0) yield line.toString('utf8');
      end = i;
    }
    if (end > 0) partial = [data.subarray(0, end), ...partial];
  }
  const first = Buffer.concat(partial);
  if (first.length > 0) yield first.toString('utf8');
}
