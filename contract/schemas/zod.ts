// The SPA's one door to zod: the functional "mini" build, which the bundler trims to the
// schemas in use (classic zod put 27 KB gzip in every page's first load; decision 020).
//
// zod/mini loads no locale, so an issue without a message of its own reads "Invalid input".
// Where a person reads an issue (an unexpected-shape error, a record's problem, a form field),
// parse with `readable`: it words the issues these schemas can raise exactly as zod's English
// locale does ("Invalid input: expected string, received number"), for a tenth of the locale's
// bytes. It is passed per parse rather than set with `z.config`, because the server loads these
// schemas next to classic zod, and a global map would replace the English locale that classic
// zod relies on for the server's own messages.
import * as z from 'zod/mini';

export { z };

/** Units of a size check, as the English locale names them; other origins compare a value. */
const SIZE_UNITS: Record<string, string> = { string: 'characters', array: 'items' };

function bound(origin: string, relation: string, limit: number | bigint): string {
  const unit = SIZE_UNITS[origin];
  return unit
    ? `expected ${origin} to have ${relation}${limit} ${unit}`
    : `expected ${origin} to be ${relation}${limit}`;
}

/** What the English locale calls an input's type: `NaN` and `Infinity` by value, a class by name. */
function received(input: unknown): string {
  return typeof input === 'number' && !Number.isFinite(input) ? String(input) : z.util.parsedType(input);
}

/**
 * The English locale's words for the issues the SPA's schemas raise: wrong types, values not
 * in an enum or literal, number and length bounds, regex formats. Anything else (a union none
 * of whose options fit, a refinement without a message) gets zod's own "Invalid input", as the
 * locale would say. A schema that starts using a kind not covered here (strictObject's unknown
 * keys, an email or URL format) needs its words added here and in zod.test.ts, or a message of
 * its own.
 */
export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${received(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${z.util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${z.util.joinValues(issue.values, '|')}`;
    case 'too_small':
      return `Too small: ${bound(issue.origin, issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>', issue.minimum)}`;
    case 'too_big':
      return `Too big: ${bound(issue.origin, issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<', issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'regex' ? `Invalid string: must match pattern ${issue.pattern}` : undefined;
    default:
      return undefined;
  }
};

/** Parse options for any check whose issues a person may read: `schema.safeParse(data, readable)`. */
export const readable = { error: issueMessage } satisfies z.core.ParseContext<z.core.$ZodIssue>;
