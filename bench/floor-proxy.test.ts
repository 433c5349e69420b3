import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { floorProxy } from './floor-proxy.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function listening(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; header: string | undefined }> {
  return new Promise((done, fail) => {
    request(url, { headers, agent: false }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () =>
        done({ status: answer.statusCode ?? 0, body, header: answer.headers['x-upstream'] as string | undefined }),
      );
    })
      .on('error', fail)
      .end();
  });
}

describe('floorProxy (the bench floor)', () => {
  it('passes path, query, headers, status and body between the browser and the upstream as they are', async () => {
    const upstream = await listening(
      createServer((req, res) => {
        res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ url: req.url, apikey: req.headers.apikey }));
      }),
    );
    const floor = await listening(floorProxy(upstream));

    const answer = await get(`${floor}/emulator/rules?limit=5`, { apikey: 'k' });

    expect(answer).toEqual({
      status: 201,
      header: 'yes',
      body: JSON.stringify({ url: '/emulator/rules?limit=5', apikey: 'k' }),
    });
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const gone = await listening(createServer());
    await new Promise((done) => servers.pop()?.close(done));
    const floor = await listening(floorProxy(gone));

    expect((await get(`${floor}/x`, {})).status).toBe(502);
  });
});
