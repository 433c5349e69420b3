export interface MarkerLabel {
  /** Where the label starts: the first marker of its run. */
  x: number;
  /** "3", or "3–7" for markers too close together to number one by one. */
  text: string;
}

/**
 * Numbers for the revision markers along the chart's top. Markers closer than `minGap` to the
 * first of a run share one label ("3–7"), so close revisions never print over each other
 * ("34567"); the list under the chart names each one. `xs` are in marker order, left to right.
 */
export function markerLabels(xs: readonly number[], minGap: number): MarkerLabel[] {
  const labels: MarkerLabel[] = [];
  let start = 0;
  xs.forEach((x, i) => {
    const next = xs[i + 1];
    if (next !== undefined && next - (xs[start] ?? x) < minGap) return;
    labels.push({ x: xs[start] ?? x, text: start === i ? String(i + 1) : `${start + 1}–${i + 1}` });
    start = i + 1;
  });
  return labels;
}
