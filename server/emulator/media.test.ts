import { crc32, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { createEmulator } from './index.ts';

const emulator = createEmulator();
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function fetchBytes(path: string, headers: Record<string, string> = {}) {
  const response = await emulator.request(`/media${path}`, { headers });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Reads width, height and the inflated size of a PNG, checking every chunk's CRC on the way. */
function readPng(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = Buffer.from(bytes);
  let offset = 8;
  let width = 0,
    height = 0;
  const idat: Buffer[] = [];
  while (offset < view.length) {
    const length = view.readUInt32BE(offset);
    const type = view.toString('latin1', offset + 4, offset + 8);
    const data = view.subarray(offset + 8, offset + 8 + length);
    expect(view.readUInt32BE(offset + 8 + length)).toBe(crc32(view.subarray(offset + 4, offset + 8 + length)));
    // IEND holds no data, so its CRC is the same in every PNG.
    if (type === 'IEND') expect(view.readUInt32BE(offset + 8)).toBe(0xae426082);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  return { width, height, raw: inflateSync(Buffer.concat(idat)).length };
}

describe('media', () => {
  it('serves the voice note as a playable one-second PCM WAV', async () => {
    const { bytes } = await fetchBytes('/audio/voice-note.wav');
    const view = Buffer.from(bytes);
    expect([view.toString('latin1', 0, 4), view.toString('latin1', 8, 12), view.toString('latin1', 36, 40)]).toEqual([
      'RIFF',
      'WAVE',
      'data',
    ]);
    expect(view.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(view.readUInt32LE(40) / view.readUInt32LE(28)).toBe(1);
  });

  it.each([
    ['/images/1.png', 'image/png'],
    ['/images/24.png', 'image/png'],
    ['/avatars/amelie-dubois.png', 'image/png'],
    ['/avatars/wang-wei.svg', 'image/svg+xml; charset=utf-8'],
    ['/video/clip.webm', 'video/webm'],
    ['/audio/voice-note.wav', 'audio/wav'],
    ['/files/invoice-2026-10.pdf', 'application/pdf'],
    ['/files/meeting-notes.txt', 'text/plain; charset=utf-8'],
  ])('serves %s as %s with a long cache lifetime', async (path, type) => {
    const { response, bytes } = await fetchBytes(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(bytes.length).toBeGreaterThan(0);
  });

  it('draws valid, distinct PNGs', async () => {
    const first = readPng((await fetchBytes('/images/1.png')).bytes);
    expect(first).toEqual({ width: 320, height: 240, raw: (320 * 3 + 1) * 240 });
    expect(readPng((await fetchBytes('/avatars/noah-kim.png')).bytes)).toMatchObject({ width: 80, height: 80 });
    const [a, b] = await Promise.all([fetchBytes('/images/1.png'), fetchBytes('/images/2.png')]);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(false);
  });

  it('starts the PDF and the WebM with their magic bytes', async () => {
    expect(Buffer.from((await fetchBytes('/files/price-list.pdf')).bytes).toString('latin1', 0, 8)).toBe('%PDF-1.4');
    expect([...(await fetchBytes('/video/clip.webm')).bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it('keeps the committed clip small', async () => {
    const { bytes } = await fetchBytes('/video/clip.webm');
    expect(bytes.length).toBeLessThan(150 * 1024);
  });

  it.each([
    ['bytes=0-', 0, -1],
    ['bytes=0-99', 0, 99],
    ['bytes=100-199', 100, 199],
    ['bytes=-50', -50, -1],
  ])('answers Range %s with 206 and the right slice', async (range, start, end) => {
    const whole = (await fetchBytes('/video/clip.webm')).bytes;
    const size = whole.length;
    const from = start < 0 ? size + start : start;
    const to = end < 0 ? size - 1 : end;
    const { response, bytes } = await fetchBytes('/video/clip.webm', { Range: range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${from}-${to}/${size}`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(bytes).equals(Buffer.from(whole.subarray(from, to + 1)))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const { response } = await fetchBytes('/video/clip.webm', { Range: 'bytes=99999999-' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
  });

  it('forbids scripts in SVG avatars opened on their own', async () => {
    const { response } = await fetchBytes('/avatars/wang-wei.svg');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it.each([
    '/images/0.png',
    '/images/25.png',
    '/images/1.jpg',
    '/avatars/a%20b.png',
    '/video/other.webm',
    '/files/secret.pdf',
    '/nothing',
  ])('answers 404 JSON for %s', async (path) => {
    const { response, bytes } = await fetchBytes(path);
    expect(response.status).toBe(404);
    expect(JSON.parse(Buffer.from(bytes).toString())).toMatchObject({ error: { code: 'ERR_NOT_FOUND' } });
  });
});

describe('mounted under /emulator', () => {
  const server = new Hono();
  server.route('/emulator', emulator);
  server.notFound((c) => c.text('server not found', 404));

  it('answers unknown emulator paths with its own 404 JSON', async () => {
    const response = await server.request('/emulator/whatever/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_NOT_FOUND' } });
  });

  it('serves media and operations at the documented paths', async () => {
    expect((await server.request('/emulator/media/images/3.png')).status).toBe(200);
    const rules = await server.request('/emulator/moderation/apps/demo-app/moderation/rules', {
      headers: { key: 'demo-key', secret: 'demo-secret' },
    });
    expect(rules.status).toBe(200);
  });
});
