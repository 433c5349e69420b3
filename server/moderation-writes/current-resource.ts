import { isJsonObject } from '../../contract/json.ts';

/** What a read just before a write found: the resource, that it is gone, or that the read failed. */
export type CurrentResource =
  | { kind: 'found'; value: Record<string, unknown> }
  | { kind: 'gone'; status: number; body: ArrayBuffer }
  | { kind: 'unreadable'; status: number };

/** `{ data: object }` of a single read. */
export async function currentFromItem(response: Response): Promise<CurrentResource> {
  if (response.status === 404) return { kind: 'gone', status: 404, body: await response.arrayBuffer() };
  if (!response.ok) {
    void response.body?.cancel();
    return { kind: 'unreadable', status: response.status };
  }
  try {
    const body: unknown = await response.json();
    const data = isJsonObject(body) ? body.data : undefined;
    return isJsonObject(data) ? { kind: 'found', value: data } : { kind: 'unreadable', status: 502 };
  } catch {
    return { kind: 'unreadable', status: 502 };
  }
}

/** The objects of a `{ data: [...] }` answer. */
export async function listData(
  response: Response,
): Promise<{ ok: true; items: Record<string, unknown>[] } | { ok: false; status: number }> {
  if (!response.ok) {
    void response.body?.cancel();
    return { ok: false, status: response.status };
  }
  try {
    const body: unknown = await response.json();
    const data = isJsonObject(body) ? body.data : undefined;
    return Array.isArray(data) ? { ok: true, items: data.filter(isJsonObject) } : { ok: false, status: 502 };
  } catch {
    return { ok: false, status: 502 };
  }
}
