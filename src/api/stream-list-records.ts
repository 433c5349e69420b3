import { ApiError } from '../lib/api-error.ts';
import { errorFromResponse } from './client.ts';
import { DataArrayScanner } from './json-data-scanner.ts';
import { listEnvelopeSchema, type ListMeta } from './schemas/common.ts';
import { readable } from './schemas/zod.ts';

export type ListPiece = { kind: 'records'; raw: unknown[] } | { kind: 'end'; meta: ListMeta | undefined; total: number };

function malformed(status: number, detail: string): ApiError {
  return new ApiError({ status, code: 'ERR_MALFORMED_RESPONSE', kind: 'malformed', message: `The service answered with a body that is not valid JSON (${detail}).` });
}

/**
 * A list answer read while it downloads: records come out in batches as soon as each is
 * complete, then the envelope's meta. `apiRequest` reads the whole body first, which for
 * 10000 records means nothing shows until the last byte; errors map to the same ApiError.
 */
export async function* streamListRecords(path: string, signal?: AbortSignal, firstBatch = 100, batch = 500): AsyncGenerator<ListPiece> {
  let response: Response;
  try {
    response = await fetch(path, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'ERR_NETWORK', kind: 'network', message: 'The dashboard server could not be reached.' });
  }
  if (!response.ok) throw errorFromResponse(response, await response.text());
  if (!response.body) throw malformed(response.status, 'no body');

  const scanner = new DataArrayScanner();
  let records: unknown[] = [];
  let total = 0;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const text of scanner.push(value)) {
      try {
        records.push(JSON.parse(text));
      } catch {
        throw malformed(response.status, `record ${total + records.length + 1}`);
      }
    }
    if (records.length >= (total === 0 ? firstBatch : batch)) {
      total += records.length;
      yield { kind: 'records', raw: records };
      records = [];
    }
  }
  if (records.length > 0) {
    total += records.length;
    yield { kind: 'records', raw: records };
  }

  let envelope: unknown;
  try {
    envelope = JSON.parse(scanner.envelope());
  } catch {
    throw malformed(response.status, 'the envelope around the records');
  }
  const parsed = listEnvelopeSchema.safeParse(envelope, readable);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message ?? 'unknown problem';
    throw new ApiError({ status: response.status, code: 'ERR_UNEXPECTED_SHAPE', kind: 'unexpected-shape', message: `The service answered with data of an unexpected shape: ${problem}.` });
  }
  yield { kind: 'end', meta: parsed.data.meta, total };
}
