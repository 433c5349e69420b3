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

/** One entry of a `{ data: [...] }` list, by id (flag reasons have no single read). */
export async function currentFromList(response: Response, id: string): Promise<CurrentResource> {
  const list = await listData(response);
  if (!list.ok) return { kind: 'unreadable', status: list.status };
  const value = list.items.find((item) => item.id === id);
  if (value) return { kind: 'found', value };
  const body = new TextEncoder().encode(
    JSON.stringify({
      error: {
        code: 'ERR_NOT_FOUND',
        message: `No flag reason with id ${id} in this app: someone may have deleted it. Reload the reasons.`,
      },
    }),
  );
  return { kind: 'gone', status: 404, body: body.buffer };
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
