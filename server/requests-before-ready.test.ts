import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestGate, type RequestGate } from './requests-before-ready.ts';

let server: Server;
let gate: RequestGate;
let url: string;

beforeEach(async () => {
  gate = requestGate();
  server = createServer(gate.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const heldCount = async (count: number) => {
  while (gate.held < count) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a request that arrives while the server starts', () => {
  it('is answered by the app once it is ready, in the order the requests came', async () => {
    const first = fetch(`${url}/first`);
    await heldCount(1);
    const second = fetch(`${url}/second`);
    await heldCount(2);
    const seen: string[] = [];
    gate.open((request, response) => {
      seen.push(request.url ?? '');
      response.end(`served ${request.url}`);
    });
    expect(await (await first).text()).toBe('served /first');
    expect(await (await second).text()).toBe('served /second');
    expect(seen).toEqual(['/first', '/second']);
    expect(await (await fetch(`${url}/later`)).text()).toBe('served /later');
  });

  it('is answered 503 in words when the start fails, and so is any that comes after', async () => {
    const held = fetch(`${url}/`);
    await heldCount(1);
    gate.refuse();
    for (const response of [await held, await fetch(`${url}/after`)]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.text()).toMatch(/starting or stopping; try again/);
    }
  });
});
