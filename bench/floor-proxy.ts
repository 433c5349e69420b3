// The floor of the proxy bench: a minimal node:http pipe with a keep-alive Agent, passing every
// request on to one upstream as it is. What any Node proxy in front of a Node upstream adds on
// this machine; reported beside the dashboard's proxy, not a budget (decision 012). As a script it
// runs in its own process (FLOOR_UPSTREAM_URL), prints `{"url": ...}` and stops when stdin closes.
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function floorProxy(upstreamUrl: string): Server {
  const upstream = new URL(upstreamUrl);
  const agent = new Agent({ keepAlive: true });
  return createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host };
    const call = request(
      { hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    call.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(call);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = floorProxy(process.env.FLOOR_UPSTREAM_URL ?? '');
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
  });
  process.stdin.on('close', () => process.exit(0));
  process.stdin.resume();
}
