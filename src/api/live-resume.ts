import { LIST_READ_EVENT_HEADER } from '../../contract/live-resume.ts';

// Where a new event stream starts: after the newest event when the page last read a queue's list.
// A reconnection sends Last-Event-ID, which the server prefers.
const afterByApp = new Map<string, string>();
const APP_OF_PATH = /^\/api\/apps\/([^/?]+)\//;

/** Notes the live event a list answer was read at (its header), for the app in the list's path. */
export function noteListRead(path: string, headers: Pick<Headers, 'get'>): void {
  const app = APP_OF_PATH.exec(path)?.[1];
  const after = headers.get(LIST_READ_EVENT_HEADER);
  if (app === undefined || after === null || !/^\d{1,15}$/.test(after)) return;
  afterByApp.set(decodeURIComponent(app), after);
}

/** The event a new stream of the app starts after: the one its latest list read was at. */
export function listReadAt(appId: string): string | undefined {
  return afterByApp.get(appId);
}
