const REDACTED = Buffer.from('[redacted]');

// A proxy passes the same list on every call (every app's credentials, fixed at start): each list
// is turned into bytes once.
const preparedLists = new WeakMap<readonly string[], Buffer[]>();

/** The secrets as bytes, longest first (so a secret that contains another is replaced whole). */
function prepared(secrets: readonly string[]): Buffer[] {
  let list = preparedLists.get(secrets);
  if (!list) {
    list = [...new Set(secrets)]
      .filter((s) => s.length > 0)
      .map((s) => Buffer.from(s))
      .sort((a, b) => b.length - a.length);
    preparedLists.set(secrets, list);
  }
  return list;
}

/**
 * Replaces secrets in a body that arrives in chunks, with "[redacted]". A secret can straddle two
 * chunks, so the last (longest secret - 1) bytes wait for the next chunk, or for `flush`.
 */
export class SecretScrubber {
  readonly #secrets: Buffer[];
  readonly #hold: number;
  #tail: Buffer = Buffer.alloc(0);

  constructor(secrets: readonly string[]) {
    this.#secrets = prepared(secrets);
    this.#hold = Math.max(0, (this.#secrets[0]?.length ?? 0) - 1);
  }

  push(chunk: Uint8Array): Uint8Array {
    if (this.#secrets.length === 0) return chunk;
    const data =
      this.#tail.length > 0
        ? Buffer.concat([this.#tail, chunk])
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    // Only a secret that starts before `cut` is sure to be visible whole (and the longest of those
    // starting at one byte): later bytes wait for the next chunk, or for the end.
    const { scrubbed, end } = this.#replace(data, data.length - this.#hold);
    this.#tail = Buffer.from(data.subarray(end));
    return scrubbed;
  }

  /** The bytes held back, scrubbed, at the end of the body. */
  flush(): Uint8Array {
    const { scrubbed } = this.#replace(this.#tail, this.#tail.length);
    this.#tail = Buffer.alloc(0);
    return scrubbed;
  }

  #replace(data: Buffer, cut: number): { scrubbed: Uint8Array; end: number } {
    const pieces: Buffer[] = [];
    let from = 0;
    for (let match = this.#next(data, 0, cut); match; match = this.#next(data, from, cut)) {
      pieces.push(data.subarray(from, match.at), REDACTED);
      from = match.at + match.length;
    }
    const end = Math.max(from, cut);
    pieces.push(data.subarray(from, end));
    return { scrubbed: pieces.length === 1 ? (pieces[0] ?? new Uint8Array()) : Buffer.concat(pieces), end };
  }

  /** The leftmost secret starting from `from` to before `before` (the longest where two start at one byte). */
  #next(data: Buffer, from: number, before: number): { at: number; length: number } | undefined {
    let found: { at: number; length: number } | undefined;
    for (const secret of this.#secrets) {
      const at = data.indexOf(secret, from);
      if (at >= 0 && at < before && (!found || at < found.at)) found = { at, length: secret.length };
    }
    return found;
  }
}
