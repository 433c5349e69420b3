import { RETRY_DELAYS_MS, webhookSender, type WebhookTarget } from './webhooks.ts';

const target: WebhookTarget = {
  baseUrl: 'http://dashboard.test/webhooks/cometchat/',
  username: 'hook',
  password: 'pass',
};

/** A sender whose fetch answers from `statuses` in turn and whose timers are run by the test. */
function senderAnswering(statuses: (number | 'unreachable')[]) {
  const requests: Request[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const sender = webhookSender({
    target: () => target,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      const status = statuses[requests.length - 1] ?? 200;
      if (status === 'unreachable') throw new TypeError('fetch failed');
      return new Response('{}', { status });
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
  });
  return { sender, requests, timers };
}

async function runTimers(timers: { run: () => void; ms: number }[], requests: Request[]) {
  const delays: number[] = [];
  while (timers.length > 0) {
    const next = timers.shift()!;
    delays.push(next.ms);
    const before = requests.length;
    next.run();
    await vi.waitFor(() => expect(requests.length).toBe(before + 1));
    // Let the attempt finish scheduling its own retry.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return delays;
}

describe('the emulator sends webhooks as the service does', () => {
  it("posts the documented envelope to the app's URL with Basic Auth", async () => {
    const { sender, requests } = senderAnswering([200]);
    await sender.send('demo-app', 'moderation_engine_blocked', { message: { id: '9' } });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe('http://dashboard.test/webhooks/cometchat/demo-app');
    expect(request!.headers.get('authorization')).toBe(`Basic ${Buffer.from('hook:pass').toString('base64')}`);
    expect(await request!.json()).toEqual({
      trigger: 'moderation_engine_blocked',
      appId: 'demo-app',
      region: 'us',
      webhook: 'emulator-moderation',
      data: { message: { id: '9' } },
    });
  });

  it.each([
    ['answered 2xx at once', [200], []],
    ['answered 500 once', [500, 200], [10_000]],
    ['was unreachable, then answered 401', ['unreachable', 401, 200], [10_000, 30_000]],
    ['kept failing: two retries, then it gives up', [503, 503, 503, 503], [10_000, 30_000]],
  ] as const)('%s: retried after %j ms', async (_, statuses, wanted) => {
    const { sender, requests, timers } = senderAnswering([...statuses]);
    await sender.send('demo-app', 'moderation_engine_failed', { resource: { id: '9' } });
    const delays = await runTimers(timers, requests);
    expect(delays).toEqual(wanted);
    expect(requests).toHaveLength(wanted.length + 1);
    expect(new Set(await Promise.all(requests.map((request) => request.clone().text()))).size).toBe(1);
  });

  it('retries at the documented 10 s and 30 s', () => {
    expect(RETRY_DELAYS_MS).toEqual([10_000, 30_000]);
  });
});
