/**
 * Installed in every page before the app's own scripts (Playwright's init scripts are not
 * subject to the server's CSP). Records what the figures are computed from, in the page's
 * clock (milliseconds since navigation start):
 * - when each inserted node first reached a frame (MutationObserver, stamped at the next
 *   animation frame, which is what the user can see); a node moved keeps its first time;
 * - long main-thread tasks (`longtask`), keyboard and pointer Event Timing entries, click times;
 * - when a list's row first showed highlighted (the grid's selected row, or a painted row the
 *   keys moved to: src/app/first-rows), stamped as insertions are: when a key was first answered.
 */
export interface ProbeTask {
  start: number;
  duration: number;
}

export interface ProbeEvent {
  name: string;
  start: number;
  processingStart: number;
  duration: number;
  interactionId: number;
}

export interface Probe {
  longTasks: ProbeTask[];
  events: ProbeEvent[];
  clicks: number[];
  /** The frame a row first showed highlighted. */
  highlightedAt?: number;
  appearedAt(element: Element): number | undefined;
}

declare global {
  interface Window {
    __bench?: Probe;
  }
}

/** Returns what stops its observers (for tests; the bench's pages just end). */
export function installProbe(): (() => void) | undefined {
  if (window.__bench) return undefined;
  const inserted = new WeakMap<Node, number>();
  let pending: Node[] = [];
  let scheduled = false;
  const probe: Probe = {
    longTasks: [],
    events: [],
    clicks: [],
    appearedAt(element) {
      for (let node: Node | null = element; node; node = node.parentNode) {
        const at = inserted.get(node);
        if (at !== undefined) return at;
      }
      return undefined;
    },
  };
  window.__bench = probe;

  const HIGHLIGHTED = '[role=row][aria-selected=true], [role=row][aria-current=true]';
  const stamp = (time: number) => {
    for (const node of pending) if (!inserted.has(node)) inserted.set(node, time);
    pending = [];
    scheduled = false;
    if (probe.highlightedAt === undefined && document.querySelector(HIGHLIGHTED)) probe.highlightedAt = time;
  };
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      // A node moved elsewhere keeps the time it first showed (the rows painted before the app,
      // which its placeholder takes in at the same place): its old parent still says when.
      for (const node of record.removedNodes) {
        const at = inserted.has(node) ? undefined : probe.appearedAt(record.target as Element);
        if (at !== undefined) inserted.set(node, at);
      }
      for (const node of record.addedNodes) pending.push(node);
    }
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(stamp);
    }
  });
  mutations.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'aria-current'],
  });

  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void, extra: object = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {
      // This browser does not support the entry type: the figure that needs it is n/a.
    }
  };
  observe('longtask', (e) => probe.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe(
    'event',
    (e) => {
      const timing = e as PerformanceEventTiming & { interactionId?: number };
      probe.events.push({
        name: e.name,
        start: e.startTime,
        processingStart: timing.processingStart,
        duration: e.duration,
        interactionId: timing.interactionId ?? 0,
      });
    },
    { durationThreshold: 16 },
  );
  window.addEventListener('click', (event) => probe.clicks.push(event.timeStamp), true);
  return () => mutations.disconnect();
}
