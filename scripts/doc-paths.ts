import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The folders at the project's root a document's path may start with. */
const ROOTS = ['src', 'server', 'docs', 'e2e', 'bench', 'scripts', 'public'];
const IN_BACKTICKS = /`([^`\s]+)`/g;
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** Paths a document names: `root/...` in backticks (not patterns), and relative Markdown links. */
export function namedPaths(text: string, document: string, root: string): string[] {
  const paths = new Set<string>();
  for (const [, token = ''] of text.matchAll(IN_BACKTICKS)) {
    const path = token.replace(/[.,:;)]+$/, '').replace(/:\d+(-\d+)?$/, '');
    if (!ROOTS.some((folder) => path.startsWith(`${folder}/`)) || /[*{}<>$]|NNN/.test(path)) continue;
    paths.add(path);
  }
  for (const [, target = ''] of text.matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target)) continue;
    paths.add(relative(root, join(dirname(document), target)));
  }
  return [...paths];
}

/** `Status: accepted`, or `Status: superseded by [NNN](NNN-name.md)` naming the record in force. */
const STATUS_LINE = /^Status: (?:accepted|superseded by \[\d{3}\]\((\d{3}-[\w-]+\.md)\))$/;
/** The day the decision was first taken. */
const DATE_LINE = /^Date: \d{4}-\d{2}-\d{2}$/;

export interface RecordHeader {
  /** The record that replaces this one; undefined while this one is in force. */
  supersededBy: string | undefined;
  date: string;
}

/** A decision record's Status and Date lines, from its opening; undefined when either is missing. */
export function recordHeader(text: string): RecordHeader | undefined {
  const opening = text.split('\n').slice(0, 6);
  const status = opening.map((line) => STATUS_LINE.exec(line)).find((match) => match !== null);
  const date = opening.find((line) => DATE_LINE.test(line));
  if (!status || date === undefined) return undefined;
  return { supersededBy: status[1], date: date.slice('Date: '.length) };
}

function recordHeaders(folder: string): Map<string, RecordHeader | undefined> {
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort();
  return new Map(names.map((name) => [name, recordHeader(readFileSync(join(folder, name), 'utf8'))]));
}

/** Decision records whose Status says another record supersedes them. */
export function supersededRecords(folder: string): Set<string> {
  const headers = recordHeaders(folder);
  return new Set([...headers].filter(([, header]) => header?.supersededBy !== undefined).map(([name]) => name));
}

/**
 * Records that do not say whether they stand: no Status or Date line, or superseded by a record that
 * does not exist or is itself superseded (a reader should reach the record in force in one step).
 */
export function headerProblems(folder: string): string[] {
  const headers = recordHeaders(folder);
  return [...headers].flatMap(([name, header]) => {
    if (!header) return [`${name}: opens without a "Status: ..." and a "Date: YYYY-MM-DD" line`];
    const by = header.supersededBy;
    if (by === undefined) return [];
    if (!headers.has(by)) return [`${name}: superseded by ${by}, which does not exist`];
    const next = headers.get(by)?.supersededBy;
    return next === undefined ? [] : [`${name}: superseded by ${by}, itself superseded by ${next}`];
  });
}

/** Every document whose paths must exist: the README, docs/*.md, and decision records still in force. */
export function documents(root: string): string[] {
  const decisions = join(root, 'docs', 'decisions');
  const superseded = supersededRecords(decisions);
  return [
    join(root, 'README.md'),
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => join(root, 'docs', name)),
    ...readdirSync(decisions)
      .filter((name) => name.endsWith('.md') && !superseded.has(name))
      .map((name) => join(decisions, name)),
  ];
}

/** Files .gitignore names one by one: written by a tool (the bench's results), so named before they exist. */
function generatedFiles(root: string): Set<string> {
  return new Set(
    readFileSync(join(root, '.gitignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[\w./-]+\.\w+$/.test(line)),
  );
}

/** `document: path` for each path a document names that does not exist. */
export function missingPaths(root: string, files: readonly string[] = documents(root)): string[] {
  const generated = generatedFiles(root);
  return files.flatMap((file) =>
    namedPaths(readFileSync(file, 'utf8'), file, root)
      .filter((path) => !generated.has(path) && !existsSync(join(root, path)))
      .map((path) => `${relative(root, file)}: ${path}`),
  );
}
