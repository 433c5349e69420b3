import type { Context } from 'hono';
import { isJsonObject } from '../../../contract/json.ts';
import {
  documentedProblems,
  problemWords,
  type DocumentedWrite,
  type FieldProblem,
} from '../../../contract/service-description/validate.ts';
import { beyondDeviations } from '../../../contract/service-description/deviations.ts';
import { errorJson } from '../errors.ts';

/** A keyword list's CSV file may hold up to 1 MB (moderation/constraints-and-limits.mdx). */
export const MAX_CSV_BYTES = 1024 * 1024;

/** Form fields that are lists: one field per item (`SentenceSimilaritySchema`). */
const LIST_FIELDS = new Set(['disallowedSentences']);

export type DocumentedBody =
  { ok: true; value: Record<string, unknown>; csv?: string } | { ok: false; response: Response };

/** One CSV line's cells, a quoted cell holding commas and "" for a quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** Every non-blank cell of a CSV file: the terms of a list uploaded as a file. */
export function csvTerms(text: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap(csvCells)
    .map((cell) => cell.trim())
    .filter(Boolean);
}

/** A documented `searchTerms`: one comma-separated string; blanks between commas are no terms. */
export function commaSeparated(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value ?? '')
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
}

const refused = (c: Context, problems: readonly FieldProblem[]) =>
  errorJson(c, 400, 'ERR_BAD_REQUEST', `Unexpected body: ${problemWords(problems)}.`);

async function fieldsOf(c: Context): Promise<{ value: Record<string, unknown>; csv?: string } | FieldProblem> {
  if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    const form = await c.req.raw.formData();
    const value: Record<string, unknown> = {};
    let csv: string | undefined;
    for (const [name, part] of form) {
      if (typeof part !== 'string') {
        if (name !== 'file') continue;
        if (part.size > MAX_CSV_BYTES) return { field: 'file', message: 'is over 1 MB, the most a list file may hold' };
        csv = await part.text();
        value.file = part.name;
      } else if (LIST_FIELDS.has(name)) value[name] = [...((value[name] as string[] | undefined) ?? []), part];
      else value[name] = part;
    }
    return csv === undefined ? { value } : { value, csv };
  }
  try {
    const value: unknown = await c.req.json();
    if (isJsonObject(value)) return { value };
  } catch {
    // Said below.
  }
  return { field: '(body)', message: 'must be a JSON object or multipart/form-data fields' };
}

/**
 * A write's body as the service's description reads it (contract/service-description), checked
 * with the same validator and deviations as the contract test: a 400 naming each field the
 * description refuses, and nothing stricter. A keyword list given as a CSV `file` takes its terms from the file, as the
 * description's "if no file is provided" says, so `searchTerms` is not asked for beside it.
 */
export async function documentedBody(c: Context, write: DocumentedWrite): Promise<DocumentedBody> {
  const read = await fieldsOf(c);
  if ('field' in read) return { ok: false, response: refused(c, [read]) };
  const { value, csv } = read;
  const checked = csv !== undefined && value.searchTerms === undefined ? { ...value, searchTerms: '' } : value;
  // What other pages of the documentation show is taken too (deviations.ts).
  const problems = beyondDeviations(documentedProblems(write, checked));
  if (problems.length > 0) return { ok: false, response: refused(c, problems) };
  return csv === undefined ? { ok: true, value } : { ok: true, value, csv };
}
