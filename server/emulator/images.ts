import { createRandom, hash32 } from './random.ts';
import { createRaster, encodePng, hsl, setPixel, type Raster } from './png.ts';

type Rgb = [number, number, number];

function fillCircle(r: Raster, cx: number, cy: number, radius: number, rgb: Rgb): void {
  for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
    for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) setPixel(r, x, y, rgb);
    }
  }
}

function fillRect(r: Raster, x0: number, y0: number, w: number, h: number, rgb: Rgb): void {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) setPixel(r, x, y, rgb);
}

/**
 * Demo photo number n: a diagonal gradient with a few shapes. The hue steps by the golden
 * angle so neighbouring images look clearly different in a grid of thumbnails.
 */
export function renderImagePng(n: number): Buffer {
  const width = 320,
    height = 240;
  const hue = (n * 137.508) % 360;
  const r = createRaster(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      setPixel(r, x, y, hsl((hue + ((x + y) / (width + height)) * 60) % 360, 0.65, 0.35 + (0.3 * y) / height));
    }
  }
  const rng = createRandom(`image:${n}`);
  for (let i = 0; i < 4; i++) {
    const colour = hsl((hue + 90 + i * 70) % 360, 0.8, 0.6);
    if (rng.chance(0.5)) fillCircle(r, rng.int(30, width - 30), rng.int(30, height - 30), rng.int(12, 45), colour);
    else fillRect(r, rng.int(0, width - 60), rng.int(0, height - 50), rng.int(25, 90), rng.int(20, 70), colour);
  }
  return encodePng(r);
}

/** A 5x5 mirrored identicon on a tinted background, chosen by the uid. */
function identiconCells(uid: string): { colour: Rgb; background: Rgb; cells: boolean[][] } {
  const h = hash32(uid);
  const hue = h % 360;
  const rng = createRandom(`avatar:${uid}`);
  const cells = Array.from({ length: 5 }, () => {
    const left = [rng.chance(0.5), rng.chance(0.5), rng.chance(0.5)];
    return [...left, left[1] as boolean, left[0] as boolean];
  });
  return { colour: hsl(hue, 0.6, 0.45), background: hsl(hue, 0.3, 0.92), cells };
}

export function renderAvatarPng(uid: string): Buffer {
  const size = 80,
    cell = 12,
    margin = 10;
  const { colour, background, cells } = identiconCells(uid);
  const r = createRaster(size, size);
  fillRect(r, 0, 0, size, size, background);
  cells.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) fillRect(r, margin + x * cell, margin + y * cell, cell, cell, colour);
    }),
  );
  return encodePng(r);
}

export function renderAvatarSvg(uid: string): string {
  const { colour, background, cells } = identiconCells(uid);
  const rgb = (c: Rgb) => `rgb(${c.join(',')})`;
  const rects = cells.flatMap((row, y) =>
    row.flatMap((on, x) => (on ? [`<rect x="${x + 1}" y="${y + 1}" width="1" height="1"/>`] : [])),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" width="80" height="80">` +
    `<rect width="7" height="7" fill="${rgb(background)}"/><g fill="${rgb(colour)}">${rects.join('')}</g></svg>`
  );
}

/** A tiny PNG as a data: URL, for the record that tests the UI's refusal of non-http URLs. */
export function tinyPngDataUrl(): string {
  const r = createRaster(8, 8);
  fillRect(r, 0, 0, 8, 8, [220, 40, 40]);
  return `data:image/png;base64,${encodePng(r).toString('base64')}`;
}
