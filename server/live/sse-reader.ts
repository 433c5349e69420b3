/** One Server-Sent Event as a browser's EventSource would see it. */
export interface SseMessage {
  id?: string;
  data: string;
}

/** Splits a stream's text into messages, as EventSource does (`id:` and `data:` fields; comments and `retry:` ignored). */
export function parseSse(text: string): { messages: SseMessage[]; rest: string } {
  const blocks = text.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (id !== undefined || data.length > 0)
      messages.push({ ...(id === undefined ? {} : { id }), data: data.join('\n') });
  }
  return { messages, rest };
}

/** Reads an event stream's response: `next` waits for the next message with data that matches; `lastId` is what a reconnection would send. */
export function sseReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const queue: SseMessage[] = [];
  let buffer = '';
  let lastId: string | undefined;
  let ended = false;
  const pull = async (): Promise<boolean> => {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    const parsed = parseSse(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    queue.push(...parsed.messages);
    return true;
  };
  return {
    get lastId() {
      return lastId;
    },
    get ended() {
      return ended;
    },
    /** The next message carrying data (a JSON object), skipping id-only ones; undefined when the stream ended. */
    async next(timeoutMs = 5000): Promise<Record<string, unknown> | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = queue.shift();
        if (message) {
          if (message.id !== undefined) lastId = message.id;
          if (message.data !== '') return JSON.parse(message.data) as Record<string, unknown>;
          continue;
        }
        if (ended) return undefined;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event arrived in time');
        let timer: NodeJS.Timeout | undefined;
        const more = await Promise.race([
          pull(),
          new Promise<'late'>((resolve) => {
            timer = setTimeout(() => resolve('late'), left);
          }),
        ]);
        clearTimeout(timer);
        if (more === 'late') throw new Error('no event arrived in time');
        if (!more && queue.length === 0) return undefined;
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}
