import { apiRequest } from './client.ts';
import type { z } from '../../contract/schemas/zod.ts';
import { checkItems, listEnvelopeSchema, type Checked, type ListMeta } from '../../contract/schemas/common.ts';

/** A list answer with each record checked on its own, and the page size the service reported. */
export interface CheckedList<T> {
  items: Checked<T>[];
  meta: ListMeta | undefined;
}

export async function requestCheckedList<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  signal?: AbortSignal,
): Promise<CheckedList<T>> {
  const body = await apiRequest(path, listEnvelopeSchema, { signal });
  return { items: checkItems(schema, body.data), meta: body.meta };
}
