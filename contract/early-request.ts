import { routePatterns } from './paths.ts';

/** How many blocked messages the live list may ask for, and asks for unless the address says. */
export const BLOCKED_LIST_LIMITS = [100, 500, 1000, 2500, 5000, 10000] as const;
export const BLOCKED_LIST_DEFAULT_LIMIT = 500;
/** Archived records per page: a screen and a half at the narrowest rows, a few screens on a desktop. */
export const ARCHIVE_PAGE_SIZE = 200;

/**
 * Which address asks for what before the app's code runs: the blocked messages, live or archived,
 * and a sender's archived blocks, the pages whose data, more than their code, decides when their
 * first rows show. One definition, read by
 * the page's head script (the build writes it into public/early-data.js: `earlyDataScript`), by
 * the server, which sends that page its list-first shell (server/routes/static.ts), and by the
 * router, whose route for the page has the same pattern and adopts the request
 * (src/app/route-data.ts, src/api/early-response.ts).
 */
export const earlyRequest = {
  route: routePatterns.blockedMessages,
  /** The archive's list is another request: the live list would be wasted. */
  unless: { param: 'source', value: 'archive' },
  /** The dashboard's own API path, `:appId` from the route. */
  api: '/api/apps/:appId/moderation/blocked-messages',
  limitParam: 'limit',
  limits: BLOCKED_LIST_LIMITS,
  defaultLimit: BLOCKED_LIST_DEFAULT_LIMIT,
  /**
   * The archive (`?source=archive`) asks for its first page instead, as its own code would
   * (`getArchivePage`), when the address holds no filter of the archive's: only these params.
   * A filtered view's query string is the archive code's to build.
   */
  archive: {
    api: '/api/apps/:appId/archive/blocked-messages',
    limit: ARCHIVE_PAGE_SIZE,
    onlyParams: ['source', 'message'],
  },
  /**
   * A sender's case (`/apps/:appId/users/:uid`): the archive's first page of what that uid sent,
   * as the case page's own code asks for it (`archiveListQuery` with `senderUid`, no search): a
   * sender with thousands of archived blocks shows the newest before the app has run.
   */
  senderCase: {
    route: routePatterns.sender,
    api: '/api/apps/:appId/archive/blocked-messages',
    param: 'senderUid',
    limit: ARCHIVE_PAGE_SIZE,
  },
} as const;

/** A route pattern (`/apps/:appId/blocked-messages`) as a regular expression, each parameter a group, a trailing slash allowed. */
export function routeRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}\\/?$`);
}

const PLACEHOLDER = '/* EARLY_REQUEST */ null';

/** public/early-data.js with the table written in, as the built page holds it. */
export function earlyDataScript(source: string): string {
  if (!source.includes(PLACEHOLDER)) throw new Error(`early-data.js has no ${PLACEHOLDER} to fill`);
  const table = {
    path: routeRegExp(earlyRequest.route).source,
    unless: earlyRequest.unless,
    api: earlyRequest.api,
    limitParam: earlyRequest.limitParam,
    limits: earlyRequest.limits,
    defaultLimit: earlyRequest.defaultLimit,
    archive: earlyRequest.archive,
    senderCase: {
      path: routeRegExp(earlyRequest.senderCase.route).source,
      api: earlyRequest.senderCase.api,
      param: earlyRequest.senderCase.param,
      limit: earlyRequest.senderCase.limit,
    },
  };
  return source.replace(PLACEHOLDER, () => JSON.stringify(table));
}
