import { mainThreadShares, shareOf, type TraceEvent } from './trace-shares.ts';

describe('shareOf', () => {
  it.each([
    ['V8.ParseFunction', 'compile'],
    ['V8.CompileCode', 'compile'],
    ['V8.BytecodeBudgetInterrupt', 'compile'],
    ['v8.compileModule', 'compile'],
    ['FunctionCall', 'script'],
    ['v8.evaluateModule', 'script'],
    ['RunMicrotasks', 'script'],
    ['Layout', 'style and layout'],
    ['UpdateLayoutTree', 'style and layout'],
    ['Paint', 'paint'],
    ['V8.GC_SCAVENGER_SCAVENGE', 'gc'],
    ['MinorGC', 'gc'],
    ['RunTask', 'other'],
    ['ParseHTML', 'other'],
  ] as const)('%s counts as %s', (name, share) => {
    expect(shareOf(name)).toBe(share);
  });
});

describe('mainThreadShares', () => {
  const RENDERER = 10;
  const MAIN = 1;
  const at = (ms: number) => 1_000_000 + ms * 1000;
  const span = (name: string, fromMs: number, ms: number, pid = RENDERER, tid = MAIN): TraceEvent => ({
    name,
    ph: 'X',
    pid,
    tid,
    ts: at(fromMs),
    dur: ms * 1000,
  });
  const frame: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'ResourceSendRequest', ph: 'I', pid: RENDERER, tid: MAIN, ts: at(1) },
    { name: 'navigationStart', ph: 'R', pid: RENDERER, tid: MAIN, ts: at(0) },
  ];

  it("counts each event's own time, its children's under their own share", () => {
    const shares = mainThreadShares(
      [...frame, span('RunTask', 10, 50), span('FunctionCall', 12, 40), span('V8.CompileCode', 20, 10)],
      100,
    );
    expect(shares).toMatchObject({ other: 10, script: 30, compile: 10, idle: 50 });
  });

  it('leaves out other threads and processes, and time after the row', () => {
    const shares = mainThreadShares(
      [
        ...frame,
        span('Layout', 0, 20),
        span('FunctionCall', 5, 500, RENDERER, 2),
        span('FunctionCall', 5, 500, 99),
        span('Paint', 90, 30),
      ],
      100,
    );
    expect(shares).toMatchObject({ 'style and layout': 20, script: 0, paint: 10, idle: 70 });
  });

  it('reports nothing when the trace has no page load', () => {
    expect(mainThreadShares([span('FunctionCall', 0, 10)], 100).script).toBe(0);
  });
});
