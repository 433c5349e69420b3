import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents } from './live-events.ts';
import { noteListRead } from './live-resume.ts';

/** Stands in for the browser's EventSource: counts the connections a tab holds. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const open = () => FakeEventSource.opened.filter((source) => !source.closed);
const claims = { type: 'claims', claims: [] };

describe('connectLiveEvents', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives every listener of one app in the tab the same connection, and the last to leave closes it', () => {
    const queue = { message: vi.fn(), status: vi.fn() };
    const banner = { message: vi.fn(), status: vi.fn() };
    const leaveQueue = connectLiveEvents('demo-app', 'tab-1', queue.message, queue.status);
    const leaveBanner = connectLiveEvents('demo-app', 'tab-1', banner.message, banner.status);
    expect(open()).toHaveLength(1);

    open()[0]?.send(claims);
    expect(queue.message).toHaveBeenCalledTimes(1);
    expect(banner.message).toHaveBeenCalledTimes(1);

    leaveQueue();
    leaveQueue();
    expect(open()).toHaveLength(1);
    leaveBanner();
    expect(open()).toHaveLength(0);
  });

  it('tells a listener that joins an open stream that it is live', () => {
    connectLiveEvents('demo-app', 'tab-2', vi.fn(), vi.fn());
    open()[0]?.onopen?.();
    const late = vi.fn();
    connectLiveEvents('demo-app', 'tab-2', vi.fn(), late);
    expect(late).toHaveBeenCalledWith('live');
  });

  it("leaves out a kind of event this page does not know (a newer server's), and what is no JSON, and goes on", () => {
    const listener = vi.fn();
    connectLiveEvents('demo-app', 'tab-5', listener, vi.fn());
    const [source] = open();
    source?.send({ type: 'some-later-kind', uid: 'noah-kim' });
    source?.onmessage?.({ data: 'not json' } as MessageEvent<string>);
    source?.send({ type: 'user-acted', uid: 'noah-kim', action: 'banish', username: 'dana', at: 5 });
    source?.send({ type: 'user-acted', uid: 'noah-kim', action: 'ban', guid: 'general', username: 'dana', at: 5 });
    expect(listener.mock.calls).toEqual([
      [{ type: 'user-acted', uid: 'noah-kim', action: 'ban', guid: 'general', username: 'dana', at: 5 }],
    ]);
  });

  it('opens a stream of its own for another app', () => {
    connectLiveEvents('demo-app', 'tab-3', vi.fn(), vi.fn());
    connectLiveEvents('staging-app', 'tab-3', vi.fn(), vi.fn());
    expect(open().map((source) => source.url)).toEqual([
      '/api/apps/demo-app/events?client=tab-3',
      '/api/apps/staging-app/events?client=tab-3',
    ]);
  });

  it("starts a new stream after the event the app's list was read at, so nothing announced while it loaded is missed", () => {
    noteListRead(
      '/api/apps/list%20app/moderation/blocked-messages?limit=500',
      new Headers({ 'live-last-event-id': '41' }),
    );
    connectLiveEvents('list app', 'tab-4', vi.fn(), vi.fn());
    expect(open().map((source) => source.url)).toEqual(['/api/apps/list%20app/events?client=tab-4&after=41']);
  });
});
