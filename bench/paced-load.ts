import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedLoad {
  /** Keep-alive connections, each sending one request at a time. */
  connections: number;
  /** Requests a second over all connections together. */
  ratePerSecond: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** Time from sending each answered request to its last byte, in microseconds. */
  micros: number[];
  /** Requests that failed or did not answer 2xx. */
  failed: number;
}

/** The value below which `share` (0 to 1) of the sorted values lie (nearest rank); NaN for none. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] as number;
}

function get(url: string, agent: Agent, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    request(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve(
          (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300
            ? (performance.now() - started) * 1000
            : Number.NaN,
        ),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A steady load at a rate the service itself allows, so the figures are the latency one
 * request sees and not a queue: each connection sends its next request at its next slot, or at
 * once when the last answer came later than that.
 */
export async function pacedLoad(url: string, load: PacedLoad): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections });
  const interval = (1000 * load.connections) / load.ratePerSecond;
  const end = performance.now() + load.seconds * 1000;
  const micros: number[] = [];
  let failed = 0;
  async function connection(offset: number) {
    let next = performance.now() + offset;
    while (next < end) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const took = await get(url, agent, load.headers ?? {}).catch(() => Number.NaN);
      if (Number.isNaN(took)) failed += 1;
      else micros.push(took);
      next += interval;
    }
  }
  // Staggered, so the connections do not all send in the same instant.
  await Promise.all(Array.from({ length: load.connections }, (_, i) => connection((interval * i) / load.connections)));
  agent.destroy();
  return { micros, failed };
}
