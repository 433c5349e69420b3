import { patternInk, type SeriesStyle } from '../lib/palette.ts';

/** A style as a canvas fill: the colour, with the pattern's marks over it past the 24th rule. */
export function canvasFill(ctx: CanvasRenderingContext2D, style: SeriesStyle, dark: boolean): string | CanvasPattern {
  if (style.pattern === 'solid') return style.color;
  const ratio = window.devicePixelRatio || 1;
  const size = Math.round(6 * ratio);
  const tile = document.createElement('canvas');
  tile.width = tile.height = size;
  const pen = tile.getContext('2d');
  if (!pen) return style.color;
  pen.fillStyle = style.color;
  pen.fillRect(0, 0, size, size);
  pen.fillStyle = pen.strokeStyle = patternInk(dark);
  if (style.pattern === 'dots') {
    pen.beginPath();
    pen.arc(size / 2, size / 2, 1.4 * ratio, 0, 2 * Math.PI);
    pen.fill();
  } else {
    pen.lineWidth = 1.5 * ratio;
    pen.beginPath();
    pen.moveTo(0, size);
    pen.lineTo(size, 0);
    pen.stroke();
  }
  return ctx.createPattern(tile, 'repeat') ?? style.color;
}
