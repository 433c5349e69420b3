import { crc32, deflateSync } from 'node:zlib';
// zlib.crc32 arrived in Node 20.15 and 22.2; package.json's engines ask for 20.19, 22.13 or 24.

/** A minimal PNG encoder (8-bit RGB, no interlace): enough to serve generated demo images. */
function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

/** An RGB raster: 3 bytes a pixel, rows top to bottom. */
export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, pixels: new Uint8Array(width * height * 3) };
}

export function setPixel(r: Raster, x: number, y: number, rgb: readonly [number, number, number]): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  r.pixels.set(rgb, (y * r.width + x) * 3);
}

export function encodePng(r: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(r.width, 0);
  header.writeUInt32BE(r.height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const rowBytes = r.width * 3;
  const filtered = new Uint8Array((rowBytes + 1) * r.height);
  for (let y = 0; y < r.height; y++) {
    // Filter type 0 (none) on every row: simpler, and zlib still packs gradients well.
    filtered.set(r.pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** HSL (h in degrees, s and l in 0..1) to 8-bit RGB. */
export function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
