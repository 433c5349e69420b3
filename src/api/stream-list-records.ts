import { ApiError } from '../lib/api-error.ts';
import { DataArrayScanner } from './json-data-scanner.ts';
import { malformed, openList, type OpenList } from './open-list.ts';
import { listEnvelopeSchema, type ListMeta } from '../../contract/schemas/common.ts';
import { readable } from '../../contract/schemas/zod.ts';

export type ListPiece =
  { kind: 'records'; raw: unknown[] } | { kind: 'end'; meta: ListMeta | undefined; total: number };

/**
 * The first rows the page shows: few, so the first batch is parsed, checked and handed over as
 * soon as a screenful has arrived (about 12 rows fit; the service answers newest first).
 */
export const FIRST_BATCH = 25;
const BATCH = 500;

/**
 * A list answer read while it downloads: records come out in batches as soon as each is
 * complete, then the envelope's meta. `apiRequest` reads the whole body first, which for
 * 10000 records means nothing shows until the last byte.
 */
export async function* listPieces(
  { body, status }: OpenList,
  firstBatch = FIRST_BATCH,
  batch = BATCH,
): AsyncGenerator<ListPiece> {
  const scanner = new DataArrayScanner();
  let records: unknown[] = [];
  let total = 0;
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const text of scanner.push(value)) {
      try {
        records.push(JSON.parse(text));
      } catch {
        throw malformed(status, `record ${total + records.length + 1}`);
      }
      // Handed over the moment the batch is full, not at the end of this network read: the first
      // rows show sooner, and a large read (a worker behind the download) makes no large batch,
      // whose copy to the page would be one long task there.
      if (records.length === (total === 0 ? firstBatch : batch)) {
        total += records.length;
        yield { kind: 'records', raw: records };
        records = [];
      }
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
    throw malformed(status, 'the envelope around the records');
  }
  const parsed = listEnvelopeSchema.safeParse(envelope, readable);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message ?? 'unknown problem';
    throw new ApiError({
      status,
      code: 'ERR_UNEXPECTED_SHAPE',
      kind: 'unexpected-shape',
      message: `The service answered with data of an unexpected shape: ${problem}.`,
    });
  }
  yield { kind: 'end', meta: parsed.data.meta, total };
}

/** Request and read in one: where nothing else needs the response first. */
export async function* streamListRecords(
  path: string,
  signal?: AbortSignal,
  firstBatch = FIRST_BATCH,
  batch = BATCH,
): AsyncGenerator<ListPiece> {
  yield* listPieces(await openList(path, signal), firstBatch, batch);
}
