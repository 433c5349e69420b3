#!/usr/bin/env node
/**
 * Re-extracts contract/service-description/moderation.json from local copies of the service's
 * API description (cometchat/docs, chat-apis.json). It never downloads anything: fetch each
 * version yourself (for example `git -C docs show <commit>:chat-apis.json > chat-apis@<commit>.json`
 * in a clone of cometchat/docs) and name it here with the full commit it came from:
 *
 *   node scripts/extract-service-description.mjs \
 *     chat-apis@73495de2.json 73495de282a51da7555432b9c30ac445641ad46e \
 *     chat-apis@0384fbab.json 0384fbab6efa0a1dd9625a27210a2a163b86c4ad
 *
 * Each operation is taken from the first file, in the order given, that documents it; the
 * component schemas from the first file that holds every schema the operations refer to. The
 * parts are copied as they stand: the file is the reference, so nothing in it is corrected here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const OUT = fileURLToPath(new URL('../contract/service-description/moderation.json', import.meta.url));

/**
 * The moderation writes the dashboard makes, the single reads it makes just before them, the
 * group-member actions on a sender (kick, ban, unban), which document no request body, and the
 * two group lists the case page reads to offer them (members, banned users), and the delete of a
 * delivered message (its optional body: `permanent`).
 */
const OPERATIONS = {
  '/moderation/rules': ['post'],
  '/moderation/rules/{ruleId}': ['get', 'put', 'delete'],
  '/moderation/keywords': ['post'],
  '/moderation/keywords/{keywordId}': ['get', 'put', 'delete'],
  '/moderation/reasons': ['post'],
  '/moderation/reasons/{id}': ['get', 'put', 'delete'],
  '/groups/{guid}/members/{uid}': ['delete'],
  '/groups/{guid}/bannedusers/{uid}': ['post', 'delete'],
  '/groups/{guid}/members': ['get'],
  '/groups/{guid}/bannedusers': ['get'],
  '/messages/{id}': ['delete'],
};

function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
  fail('Usage: extract-service-description.mjs <chat-apis.json> <full commit> [<chat-apis.json> <full commit> ...]');
}
const sources = [];
for (let i = 0; i < args.length; i += 2) {
  const [file, commit] = [args[i], args[i + 1]];
  if (!/^[0-9a-f]{40}$/.test(commit)) fail(`${commit} is not a full 40-character commit id.`);
  sources.push({ commit, document: JSON.parse(readFileSync(file, 'utf8')), paths: [] });
}

/** Every `#/components/schemas/<name>` a part names (a `$ref` or a discriminator's mapping), through the schemas it names. */
function schemaRefs(part, schemas, found = new Set()) {
  if (typeof part === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec(part)?.[1];
    if (name && !found.has(name)) {
      found.add(name);
      schemaRefs(schemas?.[name], schemas, found);
    }
  } else if (part && typeof part === 'object') {
    for (const value of Object.values(part)) schemaRefs(value, schemas, found);
  }
  return found;
}

const paths = {};
for (const [path, methods] of Object.entries(OPERATIONS)) {
  for (const method of methods) {
    const source = sources.find((s) => s.document.paths?.[path]?.[method]);
    if (!source) fail(`No file given documents ${method.toUpperCase()} ${path}.`);
    const { summary, operationId, requestBody } = source.document.paths[path][method];
    source.paths.push(`${method.toUpperCase()} ${path}`);
    paths[path] ??= {};
    paths[path][method] = {
      'x-source-commit': source.commit,
      summary,
      operationId,
      ...(requestBody ? { requestBody } : {}),
    };
  }
}

const wanted = [...schemaRefs(paths, undefined)];
const schemaSource = sources.find((s) => wanted.every((name) => s.document.components?.schemas?.[name]));
if (!schemaSource) fail(`No single file given holds every schema named: ${wanted.join(', ')}.`);
const all = schemaSource.document.components.schemas;
const names = [...schemaRefs(paths, all)].sort();

const description = {
  about:
    "The moderation writes, the group-member actions and the group lists read before them, and the message delete, of the service's own API description (OpenAPI 3.0), copied as they stand in the file. Regenerate with scripts/extract-service-description.mjs; do not edit by hand.",
  sources: sources.map((s) => ({
    repository: 'cometchat/docs',
    file: 'chat-apis.json',
    commit: s.commit,
    operations: s.paths,
    schemas: s === schemaSource,
  })),
  paths,
  components: {
    'x-source-commit': schemaSource.commit,
    schemas: Object.fromEntries(names.map((name) => [name, all[name]])),
  },
};
const text = await prettier.format(JSON.stringify(description), { parser: 'json', printWidth: 120 });
writeFileSync(OUT, text);
console.log(`Wrote ${OUT}: ${Object.keys(paths).length} paths, ${names.length} schemas.`);
