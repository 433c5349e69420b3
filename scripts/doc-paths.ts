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

/** Decision records another record supersedes (a "Supersedes [NNN](...)" line) or that say "Superseded by". */
export function supersededRecords(folder: string): Set<string> {
  const names = readdirSync(folder).filter((name) => name.endsWith('.md'));
  const superseded = new Set<string>();
  for (const name of names) {
    const text = readFileSync(join(folder, name), 'utf8');
    if (/^Superseded by/m.test(text.split('\n').slice(0, 6).join('\n'))) superseded.add(name);
    for (const paragraph of text.split('\n\n').filter((each) => each.startsWith('Supersedes '))) {
      // Links before the first "the ...": "Supersedes [006](...) and the budget ..." supersedes 006 only.
      for (const [, target = ''] of paragraph.replace(/\n/g, ' ').split(/ the /)[0]?.matchAll(LINK) ?? [])
        superseded.add(target);
    }
  }
  return superseded;
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
