/** One event of a Chromium trace, as much of it as `mainThreadShares` reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** What the main thread did, in the order the bench prints it; `idle` is the time it did nothing. */
export const SHARES = ['compile', 'script', 'style and layout', 'paint', 'gc', 'other', 'idle'] as const;
export type Share = (typeof SHARES)[number];

/** Which share an event's own time (its time less its children's) counts towards. */
export function shareOf(name: string): Exclude<Share, 'idle'> {
  if (/^V8\.GC|GC(Event)?$|^MinorGC|^MajorGC/.test(name)) return 'gc';
  if (
    /^V8\.(Parse|PreParse|Compile|BytecodeBudgetInterrupt|CollectSourcePositions|Deserialize)|^v8\.compile/.test(name)
  )
    return 'compile';
  if (
    /^(FunctionCall|EvaluateScript|v8\.evaluateModule|v8\.run|v8\.callFunction|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch)$/.test(
      name,
    )
  )
    return 'script';
  if (
    /^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation)$/.test(
      name,
    )
  )
    return 'style and layout';
  if (/^(Paint|PrePaint|Commit|Layerize|UpdateLayer|CompositeLayers|PaintImage)$/.test(name)) return 'paint';
  return 'other';
}

/**
 * The renderer main thread's time from navigation start to `untilMs` after it, in ms per share:
 * each complete event's own time, nested events subtracted from their parent's. The renderer is
 * the one that sent the page's requests; its main thread is named CrRendererMain.
 */
export function mainThreadShares(events: readonly TraceEvent[], untilMs: number): Record<Share, number> {
  const shares = Object.fromEntries(SHARES.map((share) => [share, 0])) as Record<Share, number>;
  const pid = events.find((e) => e.name === 'ResourceSendRequest')?.pid;
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts;
  const tid = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain')?.tid;
  if (pid === undefined || start === undefined || tid === undefined) return shares;
  const end = start + untilMs * 1000;
  const spans = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts < end)
    .map((e) => ({ name: e.name, ts: e.ts, end: Math.min(e.ts + (e.dur ?? 0), end), children: 0 }))
    .sort((a, b) => a.ts - b.ts || b.end - a.end);
  const open: typeof spans = [];
  let busy = 0;
  for (const span of spans) {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= span.ts) open.pop();
    const parent = open.at(-1);
    if (parent) parent.children += span.end - span.ts;
    else busy += span.end - span.ts;
    open.push(span);
  }
  for (const span of spans) shares[shareOf(span.name)] += (span.end - span.ts - span.children) / 1000;
  shares.idle = Math.max(0, untilMs - busy / 1000);
  return shares;
}
