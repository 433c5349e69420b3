/**
 * Cuts the elements of the top-level `data` array out of a JSON text that arrives in pieces,
 * so each record can be parsed (and shown) while the rest of a 25 MB answer is still loading.
 * Everything else (the envelope: `meta` and any unknown keys) is kept and parsed at the end.
 *
 * It only tracks strings, escapes and nesting depth; whether each piece is valid JSON is left
 * to JSON.parse, which the caller runs on every element and on the envelope.
 */
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

export class DataArrayScanner {
  /** Unscanned text plus, inside the array, the element being read. */
  private buffer = '';
  private pos = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private phase: 'before' | 'data' | 'after' = 'before';
  /** Start of a string at depth 1 (a key, perhaps), the last such string, the key before ':'. */
  private stringStart = -1;
  private lastString = '';
  private key = '';
  private elementStart = 0;
  /** The envelope around the array: up to its `[`, and from its `]` on. */
  private head = '';
  private tail = '';

  /** Adds the next piece of text and returns the complete elements found so far in it. */
  push(text: string): string[] {
    if (this.phase === 'after') {
      this.tail += text;
      return [];
    }
    this.buffer += text;
    const buffer = this.buffer;
    const found: string[] = [];
    for (let i = this.pos; i < buffer.length; i++) {
      const c = buffer.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.stringStart >= 0) this.lastString = buffer.slice(this.stringStart, i);
          this.stringStart = -1;
        }
      } else if (c === QUOTE) {
        this.inString = true;
        if (this.depth === 1) this.stringStart = i + 1;
      } else if (c === COLON) {
        if (this.depth === 1) this.key = this.lastString;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        this.depth += 1;
        if (c === OPEN_BRACKET && this.depth === 2 && this.phase === 'before' && this.key === 'data') {
          this.phase = 'data';
          this.head = buffer.slice(0, i + 1);
          this.elementStart = i + 1;
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (this.phase === 'data' && this.depth === 2) {
          this.take(buffer, i, found);
          this.phase = 'after';
          this.tail = buffer.slice(i);
          this.buffer = '';
          return found;
        }
        this.depth -= 1;
      } else if (c === COMMA && this.phase === 'data' && this.depth === 2) {
        this.take(buffer, i, found);
        this.elementStart = i + 1;
      }
    }
    if (this.phase === 'data') {
      // Keep only the element being read: the ones before it are handed out already.
      this.buffer = buffer.slice(this.elementStart);
      this.elementStart = 0;
    }
    this.pos = this.buffer.length;
    return found;
  }

  private take(buffer: string, end: number, found: string[]) {
    const element = buffer.slice(this.elementStart, end).trim();
    if (element !== '') found.push(element);
  }

  /**
   * Once everything is pushed: the text with the data array emptied (`{"data":[]...}`), or the
   * whole text when no top-level data array was found (JSON.parse then reports what is wrong).
   */
  envelope(): string {
    if (this.phase === 'before') return this.buffer;
    if (this.phase === 'data') return `${this.head}${this.buffer}`;
    return `${this.head}${this.tail}`;
  }
}
