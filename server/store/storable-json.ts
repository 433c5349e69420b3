/**
 * What PostgreSQL cannot hold, made storable: a NUL character (text and jsonb refuse it) and a
 * lone UTF-16 surrogate (not Unicode at all; jsonb refuses its escape) become U+FFFD, the
 * replacement character. A sender controls a message's text: one such message must not stop
 * the archive of every other.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const EVERY_UNSTORABLE = new RegExp(UNSTORABLE.source, 'g');
// JSON.stringify writes both as \u escapes (a well-formed pair is written as it is).
const ESCAPED_IN_JSON = /\\u0000|\\ud[89a-f]/i;

/** Whether a string holds a character PostgreSQL cannot store (input holding one is refused with 400). */
export function holdsUnstorable(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** Whether any string in a JSON value, keys included, holds such a character. */
export function jsonHoldsUnstorable(value: unknown): boolean {
  const json = JSON.stringify(value);
  return json !== undefined && ESCAPED_IN_JSON.test(json) && storableJson(value).cleaned;
}

export function storableText(value: string): string {
  return value.replace(EVERY_UNSTORABLE, '\ufffd');
}

/** Bigint columns hold far more, but a time past 2^53 is no time: it reads as missing. */
export function storableSeconds(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const seconds = Math.floor(value);
  return Number.isSafeInteger(seconds) ? seconds : undefined;
}

/** A JSON value with every string, keys included, made storable; `cleaned` says whether anything was replaced. */
export function storableJson(value: unknown): { value: unknown; cleaned: boolean } {
  const json = JSON.stringify(value);
  if (json === undefined || !ESCAPED_IN_JSON.test(json)) return { value, cleaned: false };
  let cleaned = false;
  const clean = (current: unknown): unknown => {
    if (typeof current === 'string') {
      if (!UNSTORABLE.test(current)) return current;
      cleaned = true;
      return storableText(current);
    }
    if (Array.isArray(current)) return current.map(clean);
    if (current === null || typeof current !== 'object') return current;
    return Object.fromEntries(Object.entries(current).map(([key, inner]) => [clean(key) as string, clean(inner)]));
  };
  const result = clean(value);
  return { value: result, cleaned };
}
