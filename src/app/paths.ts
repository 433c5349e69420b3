/** Every SPA route path, defined once. */
export const paths = {
  home: () => '/',
  rules: (appId: string) => `/apps/${encodeURIComponent(appId)}/rules`,
  rule: (appId: string, ruleId: string, revisionId?: string) =>
    `/apps/${encodeURIComponent(appId)}/rules/${encodeURIComponent(ruleId)}` +
    (revisionId ? `?revision=${encodeURIComponent(revisionId)}` : ''),
  blockedMessages: (appId: string) => `/apps/${encodeURIComponent(appId)}/blocked-messages`,
  keywordList: (appId: string, keywordId: string) =>
    `/apps/${encodeURIComponent(appId)}/keywords/${encodeURIComponent(keywordId)}`,
  notifications: (appId: string, tab?: string) =>
    `/apps/${encodeURIComponent(appId)}/notifications${tab ? `/${encodeURIComponent(tab)}` : ''}`,
};

/** Route patterns for the router, matching `paths`. */
export const routePatterns = {
  app: '/apps/:appId',
  rules: 'rules',
  rule: 'rules/:ruleId',
  blockedMessages: 'blocked-messages',
  keywordList: 'keywords/:keywordId',
  notifications: 'notifications',
  notificationsTab: 'notifications/:tab',
};
