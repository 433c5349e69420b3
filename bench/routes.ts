import { lazyPages } from '../src/app/lazy-pages.ts';
import { paths } from '../src/config/paths.ts';

/** The app whose pages are measured, and the one whose settings the Save measurement may change. */
export const APP_ID = 'demo-app';
export const SETTINGS_APP_ID = 'staging-app';
export const RULE_ID = 'text-profanity-filter';
export const KEYWORD_LIST_ID = 'profanity-list';

export interface BenchRoute {
  path: string;
  /** The route's lazy module as the Vite manifest names it (the router loads it from `lazyPages`). */
  module: string;
}

export const ROUTES: readonly BenchRoute[] = [
  { path: paths.rules(APP_ID), module: lazyPages.rules.module },
  { path: paths.rule(APP_ID, RULE_ID), module: lazyPages.rule.module },
  { path: paths.blockedMessages(APP_ID), module: lazyPages.blockedMessages.module },
  { path: paths.keywordList(APP_ID, KEYWORD_LIST_ID), module: lazyPages.keywordList.module },
  { path: paths.notifications(APP_ID), module: lazyPages.notifications.module },
];

export const blockedMessagesAt = (limit: number, appId = APP_ID) => `${paths.blockedMessages(appId)}?limit=${limit}`;

/** The proxy route and the emulator route that serves the same data, for the server load test. */
export const PROXY_RULES_PATH = `/api/apps/${APP_ID}/moderation/rules`;
// The embedded apps use the REST flavour, so the proxy's upstream route is this one.
export const EMULATOR_RULES_PATH = `/emulator/rest/${APP_ID}/v3/moderation/rules`;
export const EMULATOR_HEADERS = { apikey: 'demo-apikey' };
