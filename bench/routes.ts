import type { Locator, Page } from '@playwright/test';
import { pageModules } from '../src/app/page-modules.ts';
import { paths } from '../contract/paths.ts';
import { selectors } from './selectors.ts';

/** The app whose pages are measured, and the one whose settings the Save measurement may change. */
export const APP_ID = 'demo-app';
export const SETTINGS_APP_ID = 'staging-app';
export const RULE_ID = 'text-profanity-filter';
export const KEYWORD_LIST_ID = 'profanity-list';
export const SENDER_UID = 'mateo-rossi';

export interface BenchRoute {
  path: string;
  /** The route's lazy module as the Vite manifest names it (`pageModules`; the router loads it from `lazyPages`). */
  module: string;
  /** The page's main request (path and query as sent): what the waterfall check times. */
  mainRequest: string;
  /** What shows once the page has its first rows (the moment "JS before the first row" counts to). */
  ready: (page: Page) => Locator;
  /**
   * Its data is the dashboard's own archive, which the bench server runs without (its polls of
   * 10000 records would run beside what is measured): sized, but not timed here.
   */
  needsArchive?: true;
}

/** The routes whose first rows the bench times (the waterfall part). */
export const timedRoutes = (routes: readonly BenchRoute[]) => routes.filter((route) => !route.needsArchive);

const api = (rest: string) => `/api/apps/${APP_ID}/${rest}`;

// The trends page over a fixed span of the emulator's data (September and October 2026, by day),
// so that its request is the same in every run.
const TRENDS_FROM = Date.UTC(2026, 8, 1) / 1000;
const TRENDS_TO = Date.UTC(2026, 10, 1) / 1000;

export const ROUTES: readonly BenchRoute[] = [
  {
    path: paths.rules(APP_ID),
    module: pageModules.rules,
    mainRequest: api('moderation/rules?limit=100'),
    ready: selectors.ruleRow,
  },
  {
    path: paths.rule(APP_ID, RULE_ID),
    module: pageModules.rule,
    mainRequest: api(`moderation/rules/${RULE_ID}`),
    ready: selectors.ruleConditions,
  },
  {
    path: paths.blockedMessages(APP_ID),
    module: pageModules.blockedMessages,
    mainRequest: api('moderation/blocked-messages?limit=500'),
    ready: selectors.blockedRowShown,
  },
  {
    path: paths.keywordLists(APP_ID),
    module: pageModules.keywordLists,
    mainRequest: api('moderation/keywords?limit=1000'),
    ready: selectors.ruleRow,
  },
  {
    path: paths.flaggedMessages(APP_ID),
    module: pageModules.flaggedMessages,
    mainRequest: api('moderation/flagged-messages?limit=1000'),
    ready: selectors.flaggedReport,
  },
  {
    path: paths.reviewedMessages(APP_ID),
    module: pageModules.reviewedMessages,
    mainRequest: api('moderation/reviewed-messages?limit=1000'),
    ready: selectors.ruleRow,
  },
  {
    path: `${paths.trends(APP_ID)}?range=custom&from=${TRENDS_FROM}&to=${TRENDS_TO}&bucket=day`,
    module: pageModules.trends,
    mainRequest: api(`archive/trends?bucket=day&from=${TRENDS_FROM}&to=${TRENDS_TO}`),
    ready: selectors.trendsChart,
    needsArchive: true,
  },
  {
    path: paths.flagReasons(APP_ID),
    module: pageModules.flagReasons,
    mainRequest: api('moderation/reasons?limit=100'),
    ready: selectors.ruleRow,
  },
  {
    path: paths.keywordList(APP_ID, KEYWORD_LIST_ID),
    module: pageModules.keywordList,
    mainRequest: api(`moderation/keywords/${KEYWORD_LIST_ID}`),
    ready: selectors.keywordTerms,
  },
  {
    path: paths.keywordListEdit(APP_ID, KEYWORD_LIST_ID),
    module: pageModules.keywordListEdit,
    mainRequest: api(`moderation/keywords/${KEYWORD_LIST_ID}`),
    ready: selectors.keywordListEditor,
  },
  {
    path: paths.ruleEdit(APP_ID, RULE_ID),
    module: pageModules.ruleEdit,
    mainRequest: api(`moderation/rules/${RULE_ID}`),
    ready: selectors.ruleEditor,
  },
  {
    path: paths.ruleCopy(APP_ID, RULE_ID),
    module: pageModules.ruleCopy,
    mainRequest: api(`moderation/rules/${RULE_ID}`),
    ready: selectors.ruleCopyForm,
  },
  // A new rule asks for the lists its first condition offers, at navigation; its form shows before them.
  {
    path: paths.ruleNew(APP_ID),
    module: pageModules.ruleNew,
    mainRequest: api('moderation/keywords?limit=1000'),
    ready: selectors.newRuleForm,
  },
  // A new list asks for nothing of its own: the one request before its form is the session check.
  {
    path: paths.keywordListNew(APP_ID),
    module: pageModules.keywordListNew,
    mainRequest: '/api/session',
    ready: selectors.newKeywordListForm,
  },
  {
    path: paths.notifications(APP_ID),
    module: pageModules.notifications,
    mainRequest: api('notifications/settings'),
    ready: selectors.settingsReady,
  },
  // A sender's case: the user as the service knows them, asked for at navigation.
  {
    path: paths.sender(APP_ID, SENDER_UID),
    module: pageModules.sender,
    mainRequest: api(`users/${SENDER_UID}`),
    ready: selectors.senderCard,
  },
];

export const blockedMessagesAt = (limit: number, appId = APP_ID) => `${paths.blockedMessages(appId)}?limit=${limit}`;

/** The proxy route and the emulator route that serves the same data, for the server load test. */
export const PROXY_RULES_PATH = `/api/apps/${APP_ID}/moderation/rules`;
// The embedded apps use the REST flavour, so the proxy's upstream route is this one.
export const EMULATOR_RULES_PATH = `/emulator/rest/${APP_ID}/v3/moderation/rules`;
export const EMULATOR_HEADERS = { apikey: 'demo-apikey' };

/** The sender's name on the newest record (the service answers newest first). */
export async function newestSender(dashboardUrl: string): Promise<string> {
  const response = await fetch(`${dashboardUrl}/api/apps/${APP_ID}/moderation/blocked-messages?limit=1`);
  const body = (await response.json()) as {
    data?: { message?: { data?: { entities?: { sender?: { entity?: { name?: string } } } } } }[];
  };
  const name = body.data?.[0]?.message?.data?.entities?.sender?.entity?.name;
  if (!name) throw new Error('the newest blocked message has no sender name to wait for');
  return name;
}
