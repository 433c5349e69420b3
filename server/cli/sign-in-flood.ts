import { setTimeout as wait } from 'node:timers/promises';

/**
 * The sign-in flood case of the load test: sign-ins under random names from random addresses at
 * `perSecond`, beside real users who sign in with the right password and load pages. Reports
 * how many real sign-ins succeed (all must) and page latency without and during the flood.
 */
export interface FloodOptions {
  url: string;
  seconds: number;
  perSecond: number;
  username: string;
  password: string;
}

function signIn(url: string, username: string, password: string, address: string): Promise<Response> {
  return fetch(new URL('/api/session', url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(url).origin,
      'x-requested-with': 'load-test',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ username, password }),
  });
}

/** Two readers loading the page one after another until `until`; the latency of each load. */
async function loadPages(url: string, until: number): Promise<number[]> {
  const latencies: number[] = [];
  const reader = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      await (await fetch(url)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all([reader(), reader()]);
  return latencies;
}

/** A real user signing in (and out again, by forgetting the cookie) every 500 ms, each from an address of their own. */
async function realSignIns(options: FloodOptions, until: number) {
  const results: { ok: boolean; ms: number }[] = [];
  for (let i = 1; Date.now() < until; i++) {
    const started = performance.now();
    const response = await signIn(options.url, options.username, options.password, `198.51.100.${i % 250}`);
    await response.arrayBuffer();
    results.push({ ok: response.status === 200, ms: performance.now() - started });
    await wait(500);
  }
  return results;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
}

export async function signInFlood(options: FloodOptions): Promise<{ rows: string[]; allSignedIn: boolean }> {
  const quiet = await loadPages(options.url, Date.now() + options.seconds * 1000);
  const until = Date.now() + options.seconds * 1000;
  const flood: Promise<number>[] = [];
  const timer = setInterval(() => {
    const n = flood.length;
    flood.push(
      signIn(
        options.url,
        `random-${n}-${Math.random().toString(36).slice(2)}`,
        `guess-${n}`,
        `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      ).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      ),
    );
  }, 1000 / options.perSecond);
  const [pages, real] = await Promise.all([loadPages(options.url, until), realSignIns(options, until)]);
  clearInterval(timer);
  const statuses = await Promise.all(flood);
  const count = (status: number) => statuses.filter((each) => each === status).length;
  const signedIn = real.filter((each) => each.ok).length;
  return {
    allSignedIn: signedIn === real.length,
    rows: [
      `| page \`/\`, no flood | ${quiet.length} loads | p50 ${percentile(quiet, 50)} ms, p99 ${percentile(quiet, 99)} ms |`,
      `| page \`/\`, during the flood | ${pages.length} loads | p50 ${percentile(pages, 50)} ms, p99 ${percentile(pages, 99)} ms |`,
      `| flood: sign-ins under random names, ${options.perSecond}/s from random addresses | ${statuses.length} sent | ${count(429)} refused (429), ${count(401)} checked (401), ${statuses.length - count(429) - count(401)} other |`,
      `| real sign-ins with the right password, every 500 ms | ${signedIn} of ${real.length} succeeded | p50 ${percentile(
        real.map((each) => each.ms),
        50,
      )} ms, max ${percentile(
        real.map((each) => each.ms),
        100,
      )} ms |`,
    ],
  };
}
