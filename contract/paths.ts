/** Every SPA route path, defined once. */
export const paths = {
  home: () => '/',
  /** The sign-in page, returning to `next` (a path on this dashboard) afterwards. */
  signIn: (next?: string, reason?: 'expired') => {
    const query = new URLSearchParams();
    if (next && next !== '/') query.set('next', next);
    if (reason) query.set('reason', reason);
    const search = query.toString();
    return `/sign-in${search ? `?${search}` : ''}`;
  },
  rules: (appId: string) => `/apps/${encodeURIComponent(appId)}/rules`,
  rule: (appId: string, ruleId: string, revisionId?: string) =>
    `/apps/${encodeURIComponent(appId)}/rules/${encodeURIComponent(ruleId)}` +
    (revisionId ? `?revision=${encodeURIComponent(revisionId)}` : ''),
  ruleEdit: (appId: string, ruleId: string) =>
    `/apps/${encodeURIComponent(appId)}/rules/${encodeURIComponent(ruleId)}/edit`,
  ruleNew: (appId: string) => `/apps/${encodeURIComponent(appId)}/rules/new`,
  ruleCopy: (appId: string, ruleId: string) =>
    `/apps/${encodeURIComponent(appId)}/rules/${encodeURIComponent(ruleId)}/copy`,
  blockedMessages: (appId: string) => `/apps/${encodeURIComponent(appId)}/blocked-messages`,
  keywordLists: (appId: string) => `/apps/${encodeURIComponent(appId)}/keywords`,
  flaggedMessages: (appId: string) => `/apps/${encodeURIComponent(appId)}/flagged-messages`,
  reviewedMessages: (appId: string) => `/apps/${encodeURIComponent(appId)}/reviewed-messages`,
  trends: (appId: string) => `/apps/${encodeURIComponent(appId)}/trends`,
  flagReasons: (appId: string) => `/apps/${encodeURIComponent(appId)}/flag-reasons`,
  keywordList: (appId: string, keywordId: string) =>
    `/apps/${encodeURIComponent(appId)}/keywords/${encodeURIComponent(keywordId)}`,
  keywordListNew: (appId: string) => `/apps/${encodeURIComponent(appId)}/keywords/new`,
  keywordListEdit: (appId: string, keywordId: string) =>
    `/apps/${encodeURIComponent(appId)}/keywords/${encodeURIComponent(keywordId)}/edit`,
  /** A sender's case: the uid as support staff quote it. */
  sender: (appId: string, uid: string) => `/apps/${encodeURIComponent(appId)}/users/${encodeURIComponent(uid)}`,
  notifications: (appId: string, tab?: string) =>
    `/apps/${encodeURIComponent(appId)}/notifications${tab ? `/${encodeURIComponent(tab)}` : ''}`,
};

/** Route patterns for React Router's route table (src/app/router.tsx), matching `paths`. */
export const routePatterns = {
  signIn: '/sign-in',
  app: '/apps/:appId',
  rules: '/apps/:appId/rules',
  rule: '/apps/:appId/rules/:ruleId',
  ruleEdit: '/apps/:appId/rules/:ruleId/edit',
  ruleCopy: '/apps/:appId/rules/:ruleId/copy',
  /** Ranked before `rule` by React Router (a static segment wins), so no rule may have the id "new". */
  ruleNew: '/apps/:appId/rules/new',
  blockedMessages: '/apps/:appId/blocked-messages',
  keywordLists: '/apps/:appId/keywords',
  flaggedMessages: '/apps/:appId/flagged-messages',
  reviewedMessages: '/apps/:appId/reviewed-messages',
  trends: '/apps/:appId/trends',
  flagReasons: '/apps/:appId/flag-reasons',
  keywordList: '/apps/:appId/keywords/:keywordId',
  /** Ranked before `keywordList` by React Router (a static segment wins), so no list may have the id "new". */
  keywordListNew: '/apps/:appId/keywords/new',
  keywordListEdit: '/apps/:appId/keywords/:keywordId/edit',
  sender: '/apps/:appId/users/:uid',
  /** The settings page without a tab: it opens on its first tab. */
  notificationsIndex: '/apps/:appId/notifications',
  /** The settings page on the tab named. */
  notifications: '/apps/:appId/notifications/:tab',
};
