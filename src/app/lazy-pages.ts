import { pageModules, type PageName } from './page-modules.ts';

/**
 * The pages that load lazily, one chunk each. `module` is the page's path as Vite's build
 * manifest names its chunk (src/app/page-modules.ts): the bench measures each page's first load
 * from that name, and a test proves each `module` is the file its `load` imports.
 */
export const lazyPages = {
  signIn: {
    module: pageModules.signIn,
    load: () => import('../features/auth/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
  },
  rules: {
    module: pageModules.rules,
    load: () => import('../features/rules/rules-page.tsx').then((m) => ({ Component: m.RulesPage })),
  },
  rule: {
    module: pageModules.rule,
    load: () => import('../features/rules/rule-detail-page.tsx').then((m) => ({ Component: m.RuleDetailPage })),
  },
  blockedMessages: {
    module: pageModules.blockedMessages,
    load: () =>
      import('../features/blocked-messages/blocked-messages-page.tsx').then((m) => ({
        Component: m.BlockedMessagesPage,
      })),
  },
  keywordLists: {
    module: pageModules.keywordLists,
    load: () => import('../features/keywords/keyword-lists-page.tsx').then((m) => ({ Component: m.KeywordListsPage })),
  },
  flaggedMessages: {
    module: pageModules.flaggedMessages,
    load: () =>
      import('../features/flagged-messages/flagged-messages-page.tsx').then((m) => ({
        Component: m.FlaggedMessagesPage,
      })),
  },
  reviewedMessages: {
    module: pageModules.reviewedMessages,
    load: () =>
      import('../features/reviewed-messages/reviewed-messages-page.tsx').then((m) => ({
        Component: m.ReviewedMessagesPage,
      })),
  },
  trends: {
    module: pageModules.trends,
    load: () => import('../features/trends/trends-page.tsx').then((m) => ({ Component: m.TrendsPage })),
  },
  flagReasons: {
    module: pageModules.flagReasons,
    load: () =>
      import('../features/flag-reasons/flag-reasons-page.tsx').then((m) => ({ Component: m.FlagReasonsPage })),
  },
  keywordList: {
    module: pageModules.keywordList,
    load: () => import('../features/keywords/keyword-list-page.tsx').then((m) => ({ Component: m.KeywordListPage })),
  },
  keywordListEdit: {
    module: pageModules.keywordListEdit,
    load: () =>
      import('../features/rule-editing/keyword-list-edit-page.tsx').then((m) => ({ Component: m.KeywordListEditPage })),
  },
  ruleEdit: {
    module: pageModules.ruleEdit,
    load: () => import('../features/rule-editing/rule-edit-page.tsx').then((m) => ({ Component: m.RuleEditPage })),
  },
  ruleCopy: {
    module: pageModules.ruleCopy,
    load: () => import('../features/rule-editing/rule-copy-page.tsx').then((m) => ({ Component: m.RuleCopyPage })),
  },
  ruleNew: {
    module: pageModules.ruleNew,
    load: () => import('../features/rule-editing/new-rule-page.tsx').then((m) => ({ Component: m.NewRulePage })),
  },
  keywordListNew: {
    module: pageModules.keywordListNew,
    load: () =>
      import('../features/rule-editing/new-keyword-list-page.tsx').then((m) => ({ Component: m.NewKeywordListPage })),
  },
  notifications: {
    module: pageModules.notifications,
    load: () =>
      import('../features/notifications/notification-settings-page.tsx').then((m) => ({
        Component: m.NotificationSettingsPage,
      })),
  },
} as const satisfies Record<PageName, unknown>;
