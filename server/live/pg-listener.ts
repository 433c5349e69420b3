import pg from 'pg';

/** A connection of its own that LISTENs on a channel; tells `onWake` of each NOTIFY and of each reconnection (something may have been missed). */
export interface Listening {
  close(): Promise<void>;
}

export type Listen = (channel: string, onWake: () => void) => Promise<Listening>;

const RECONNECT_MS = 1000;

/** LISTEN over a dedicated pg.Client on `url`, reconnecting after a second when the connection breaks. */
export function pgListen(url: string): Listen {
  return async (channel, onWake) => {
    let closed = false;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      next.on('notification', () => onWake());
      next.on('error', () => {
        void next.end().catch(() => undefined);
        if (client === next) client = undefined;
        if (!closed) timer = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        if (!closed) timer = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
        throw error;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      onWake();
    };
    await connect();
    return {
      async close() {
        closed = true;
        clearTimeout(timer);
        await client?.end().catch(() => undefined);
      },
    };
  };
}
