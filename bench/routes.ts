import { paths } from '../src/app/paths.ts';

/** The app whose pages are measured, and the one whose settings the Save measurement may change. */
export const APP_ID = 'demo-app';
export const SETTINGS_APP_ID = 'staging-app';
export const RULE_ID = 'text-profanity-filter';
export const KEYWORD_LIST_ID = 'profanity-list';

export interface BenchRoute {
  path: string;
  /** The route's lazy module as the Vite manifest names it (router.tsx imports it). */
  module: string;
}

export const ROUTES: readonly BenchRoute[] = [
  { path: paths.rules(APP_ID), module: 'src/features/rules/rules-page.tsx' },
  { path: paths.rule(APP_ID, RULE_ID), module: 'src/features/rules/rule-detail-page.tsx' },
  { path: paths.blockedMessages(APP_ID), module: 'src/features/blocked-messages/blocked-messages-page.tsx' },
  { path: paths.keywordList(APP_ID, KEYWORD_LIST_ID), module: 'src/features/keywords/keyword-list-page.tsx' },
  { path: paths.notifications(APP_ID), module: 'src/features/notifications/notification-settings-page.tsx' },
];

export const blockedMessagesAt = (limit: number, appId = APP_ID) => `${paths.blockedMessages(appId)}?limit=${limit}`;

/** The proxy route and the emulator route that serves the same data, for the server load test. */
export const PROXY_RULES_PATH = `/api/apps/${APP_ID}/moderation/rules`;
// The embedded apps use the REST flavour, so the proxy's upstream route is this one.
export const EMULATOR_RULES_PATH = `/emulator/rest/${APP_ID}/v3/moderation/rules`;
export const EMULATOR_HEADERS = { apikey: 'demo-apikey' };
