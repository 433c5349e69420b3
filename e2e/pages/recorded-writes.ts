/** A write that reached the emulator: what the service would have been sent. */
export interface RecordedWrite {
  method: string;
  /** The emulator's path, e.g. `/moderation/apps/demo-app/moderation/reasons`. */
  path: string;
  contentType: string;
  /** JSON parsed; a form as its fields (a file as `(file name)`); else the text. */
  body: unknown;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of (await request.formData()).entries()) {
      const text = typeof value === 'string' ? value : `(file ${value.name})`;
      const known = fields[name];
      fields[name] = known === undefined ? text : [...(Array.isArray(known) ? known : [known]), text];
    }
    return fields;
  }
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A stand-in for the service that records every write reaching it, then lets the emulator answer:
 * the wire as the service would see it, whatever the emulator accepts.
 */
export function recordingWrites(writes: RecordedWrite[]) {
  return (fetch: (request: Request) => Response | Promise<Response>) => async (request: Request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      writes.push({
        method: request.method,
        path: new URL(request.url).pathname,
        contentType: request.headers.get('content-type') ?? '',
        body: await bodyOf(request.clone()),
      });
    }
    return fetch(request);
  };
}
