import { LIMITS_PAGE, MAX_CSV_BYTES } from '../../../../contract/service-limits.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { formatCount } from '../../../lib/format-count.ts';

/** Why a file cannot be read into a list, or undefined when it can: the service takes CSV files up to 1 MB. */
export function fileSizeProblem(bytes: number): string | undefined {
  if (bytes <= MAX_CSV_BYTES) return undefined;
  return `That file is ${formatBytes(bytes, 'en')} (${formatCount(bytes)} bytes); the service takes a list's file up to 1 MB (${formatCount(MAX_CSV_BYTES)} bytes, ${LIMITS_PAGE}). Split it into smaller files and add them one by one.`;
}

/** What came of adding terms: the ones kept, and the ones dropped and why (said to the user). */
export interface TermIntake {
  added: string[];
  duplicates: string[];
  blanks: number;
}

/**
 * Terms typed, pasted or read from a CSV or text file, split the way the service's console
 * splits them (lists-management.mdx): word lists by commas and new lines, pattern and sentence
 * lists by new lines only (a comma is part of a pattern). Blanks and repeats, within the input
 * or of terms already on the list, are dropped and counted.
 */
export function takeTerms(input: string, category: string, existing: readonly string[]): TermIntake {
  const separator = category === 'word' ? /,|\r?\n/ : /\r?\n/;
  const pieces = input.split(separator).map((piece) => stripQuotes(piece.trim()));
  const seen = new Set(existing);
  const added: string[] = [];
  const duplicates: string[] = [];
  let blanks = 0;
  for (const piece of pieces) {
    if (piece === '') blanks++;
    else if (seen.has(piece)) duplicates.push(piece);
    else {
      seen.add(piece);
      added.push(piece);
    }
  }
  // A trailing new line is the end of the file, not a blank term.
  if (/[\r\n]$/.test(input)) blanks--;
  return { added, duplicates, blanks: Math.max(0, blanks) };
}

/** A CSV cell in double quotes, with "" inside meaning one quote. */
function stripQuotes(piece: string): string {
  return piece.length >= 2 && piece.startsWith('"') && piece.endsWith('"')
    ? piece.slice(1, -1).replaceAll('""', '"')
    : piece;
}

/** The intake in words: "Added 3 terms; dropped 2 already on the list (heck, darn) and 1 blank." */
export function describeIntake({ added, duplicates, blanks }: TermIntake): string {
  const dropped = [
    duplicates.length > 0
      ? `${duplicates.length} already on the list (${duplicates.slice(0, 5).join(', ')}${duplicates.length > 5 ? ', …' : ''})`
      : '',
    blanks > 0 ? `${blanks} blank` : '',
  ].filter(Boolean);
  const kept = `Added ${added.length} term${added.length === 1 ? '' : 's'}`;
  return dropped.length > 0 ? `${kept}; dropped ${dropped.join(' and ')}.` : `${kept}.`;
}
