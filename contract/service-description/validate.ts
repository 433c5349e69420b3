import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import description from './moderation.json' with { type: 'json' };

/**
 * Request bodies checked against the service's own description of its moderation writes
 * (moderation.json, copied from cometchat/docs `chat-apis.json`; decision 033). Server and tests
 * only: Ajv never reaches the SPA's bundle.
 */
export type DocumentedWrite =
  | 'POST /moderation/rules'
  | 'PUT /moderation/rules/{ruleId}'
  | 'POST /moderation/keywords'
  | 'PUT /moderation/keywords/{keywordId}'
  | 'POST /moderation/reasons'
  | 'PUT /moderation/reasons/{id}'
  | 'DELETE /messages/{id}';

/** One thing the description refuses, by the field it is about (`filters[0].operand`, `searchTerms`). */
export interface FieldProblem {
  field: string;
  message: string;
  /** The value refused (none for a missing field). */
  value?: unknown;
}

interface RequestBody {
  required?: boolean;
  content: Record<string, { schema: object }>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type JsonObject = { [key: string]: Json };
const isObject = (value: Json | undefined): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The property and its values by which a `oneOf`'s branches tell themselves apart: the
 * discriminator where one is given; else a property every branch requires with one value of its
 * own (a filter's `entity`: "user" or "group").
 */
function branchChoice(
  schema: JsonObject,
  schemas: JsonObject,
): { property: string; mapping: Record<string, string> } | undefined {
  const discriminator = schema.discriminator;
  if (isObject(discriminator) && isObject(discriminator.mapping))
    return {
      property: String(discriminator.propertyName),
      mapping: Object.fromEntries(Object.entries(discriminator.mapping).map(([key, ref]) => [key, String(ref)])),
    };
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf : [];
  const refs = branches.map((branch) => (isObject(branch) ? String(branch.$ref) : ''));
  const resolved = refs.map((ref) => schemas[ref.replace('#/components/schemas/', '')]);
  const first = resolved[0];
  if (!isObject(first) || !isObject(first.properties)) return undefined;
  for (const property of Object.keys(first.properties)) {
    const values = resolved.map((branch) => {
      const own = isObject(branch) && isObject(branch.properties) ? branch.properties[property] : undefined;
      const required = isObject(branch) && Array.isArray(branch.required) && branch.required.includes(property);
      return required && isObject(own) && Array.isArray(own.enum) && own.enum.length === 1 ? String(own.enum[0]) : '';
    });
    if (values.every(Boolean) && new Set(values).size === values.length)
      return { property, mapping: Object.fromEntries(values.map((value, i) => [value, refs[i] ?? ''])) };
  }
  return undefined;
}

/**
 * A `oneOf` read by the branch its discriminating property names. Ajv reads no discriminator
 * `mapping`, and without it the word and pattern list schemas (identical but for their
 * descriptions) both match a word list, which `oneOf` refuses; and a filter's errors would mix
 * the user and the group schema's. The same choice, written for Ajv: the property must name a
 * branch, and that branch applies.
 */
function withBranchChoice(schema: Json, schemas: JsonObject): Json {
  if (Array.isArray(schema)) return schema.map((item) => withBranchChoice(item, schemas));
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withBranchChoice(value, schemas);
  const choice = Array.isArray(schema.oneOf) ? branchChoice(schema, schemas) : undefined;
  if (choice) {
    const { property, mapping } = choice;
    delete out.discriminator;
    delete out.oneOf;
    out.required = [property];
    out.properties = { [property]: { enum: Object.keys(mapping) } };
    out.allOf = Object.entries(mapping).map(([value, ref]) => ({
      if: { properties: { [property]: { const: value } }, required: [property] },
      then: { $ref: ref },
    }));
  }
  return out;
}

const components = description.components as unknown as JsonObject;
const schemas = isObject(components.schemas) ? components.schemas : {};

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
ajv.addFormat('binary', true);
ajv.addSchema({ components: withBranchChoice(components, schemas) } as object, 'service-description');

const validators = new Map<DocumentedWrite, ValidateFunction>();

/** The operation's documented request body: its content type and whether a body is required. */
export function documentedRequest(write: DocumentedWrite): { contentType: string; required: boolean } {
  const body = requestBodyOf(write);
  const [contentType = ''] = Object.keys(body.content);
  return { contentType, required: body.required === true };
}

function requestBodyOf(write: DocumentedWrite): RequestBody {
  const [method = '', path = ''] = write.split(' ');
  const paths = description.paths as Record<string, Record<string, { requestBody?: RequestBody }>>;
  const body = paths[path]?.[method.toLowerCase()]?.requestBody;
  if (!body) throw new Error(`${write} has no request body in the service description.`);
  return body;
}

function validatorOf(write: DocumentedWrite): ValidateFunction {
  let validate = validators.get(write);
  if (!validate) {
    const body = requestBodyOf(write);
    const [media] = Object.values(body.content);
    const schema = JSON.stringify(media?.schema ?? {}).replaceAll(
      '"#/components/',
      '"service-description#/components/',
    );
    validate = ajv.compile(withBranchChoice(JSON.parse(schema) as Json, schemas) as object);
    validators.set(write, validate);
  }
  return validate;
}

/** `/filters/0/operand` as a person reads it: `filters[0].operand`. */
function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

function problemOf(error: ErrorObject): FieldProblem {
  const at = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    return { field: at ? `${at}.${missing}` : missing, message: 'is required' };
  }
  if (error.keyword === 'enum') {
    const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ');
    return { field: at || '(body)', message: `must be one of ${allowed}`, value: error.data };
  }
  if (error.keyword === 'type')
    return { field: at || '(body)', message: `must be of type ${String(params.type)}`, value: error.data };
  return { field: at || '(body)', message: error.message ?? error.keyword, value: error.data };
}

/** What the service's description refuses in this body: none when it is a documented one. */
export function documentedProblems(write: DocumentedWrite, body: unknown): FieldProblem[] {
  const validate = validatorOf(write);
  if (validate(body)) return [];
  const seen = new Set<string>();
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map(problemOf)
    .filter((problem) => {
      const key = `${problem.field} ${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The problems in one sentence, each naming its field. */
export function problemWords(problems: readonly FieldProblem[]): string {
  return problems.map((problem) => `${problem.field} ${problem.message}`).join('; ');
}

/** An operation of the description, as a concrete call matched it. */
export interface DocumentedOperation {
  /** `DELETE /groups/{guid}/members/{uid}`. */
  template: string;
  operationId: string;
  /** Whether the description documents a request body for it. */
  takesBody: boolean;
}

/** The operation a concrete call (`DELETE`, `/groups/general/members/ann`) is, if the description documents it. */
export function documentedOperation(method: string, path: string): DocumentedOperation | undefined {
  const paths = description.paths as Record<
    string,
    Record<string, { operationId?: string; requestBody?: RequestBody }>
  >;
  const parts = path.split('/');
  for (const [template, operations] of Object.entries(paths)) {
    const pattern = template.split('/');
    const fits =
      pattern.length === parts.length &&
      pattern.every((part, i) => (/^\{.+\}$/.test(part) ? parts[i] !== '' : part === parts[i]));
    const operation = fits ? operations[method.toLowerCase()] : undefined;
    if (operation)
      return {
        template: `${method.toUpperCase()} ${template}`,
        operationId: operation.operationId ?? '',
        takesBody: operation.requestBody !== undefined,
      };
  }
  return undefined;
}
