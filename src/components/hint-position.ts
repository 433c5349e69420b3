export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const GAP = 6;
const MARGIN = 8;

/**
 * Where a hint goes: centred above its target when it fits, else below; always inside the
 * viewport horizontally. Pure, so every edge is tested in a table.
 */
export function hintPosition(
  target: Box,
  hint: { width: number; height: number },
  viewport: { width: number; height: number },
) {
  const above = target.top - GAP - hint.height;
  const below = target.top + target.height + GAP;
  const fitsAbove = above >= MARGIN;
  const fitsBelow = below + hint.height <= viewport.height - MARGIN;
  const top = fitsAbove || !fitsBelow ? Math.max(MARGIN, above) : below;
  const centred = target.left + target.width / 2 - hint.width / 2;
  const left = Math.min(Math.max(MARGIN, centred), Math.max(MARGIN, viewport.width - MARGIN - hint.width));
  return {
    top: Math.round(top),
    left: Math.round(left),
    placement: top === below ? ('below' as const) : ('above' as const),
  };
}
