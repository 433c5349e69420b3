import { isJsonObject } from '../../contract/json.ts';
import { keywordListFields } from '../../contract/schemas/moderation-writes.ts';
import { jsonError } from '../json-error.ts';

/**
 * A keyword-list change from the browser (JSON, which the audit log compares field by field) as
 * the service documents the write: `multipart/form-data` (chat-apis.json, `KeywordList`). A term
 * the comma-separated `searchTerms` would split is refused with words; nothing is sent.
 */
export async function keywordListForm(
  json: ArrayBuffer,
): Promise<{ body: ArrayBuffer; contentType: string } | Response> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(json));
  } catch {
    value = undefined;
  }
  if (!isJsonObject(value))
    return jsonError(400, 'ERR_BAD_REQUEST', 'The change is not a JSON object. Nothing was sent.');
  const fields = keywordListFields(value);
  if (!fields.ok) return jsonError(400, 'ERR_BAD_REQUEST', `${fields.message} Nothing was sent.`);
  const form = new FormData();
  for (const [name, field] of Object.entries(fields.fields)) {
    for (const part of Array.isArray(field) ? field : [field]) form.append(name, part);
  }
  // Response serialises a FormData with its boundary: the same bytes fetch would send.
  const encoded = new Response(form);
  return {
    body: await encoded.arrayBuffer(),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}
