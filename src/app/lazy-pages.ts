/**
 * The pages that load lazily, one chunk each. `module` is the page's path as Vite's build
 * manifest names its chunk: the bench measures each page's first load from that name, and a
 * test proves each `module` is the file its `load` imports.
 */
export const lazyPages = {
  signIn: {
    module: 'src/features/auth/sign-in-page.tsx',
    load: () => import('../features/auth/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
  },
  rules: {
    module: 'src/features/rules/rules-page.tsx',
    load: () => import('../features/rules/rules-page.tsx').then((m) => ({ Component: m.RulesPage })),
  },
  rule: {
    module: 'src/features/rules/rule-detail-page.tsx',
    load: () => import('../features/rules/rule-detail-page.tsx').then((m) => ({ Component: m.RuleDetailPage })),
  },
  blockedMessages: {
    module: 'src/features/blocked-messages/blocked-messages-page.tsx',
    load: () =>
      import('../features/blocked-messages/blocked-messages-page.tsx').then((m) => ({
        Component: m.BlockedMessagesPage,
      })),
  },
  keywordLists: {
    module: 'src/features/keywords/keyword-lists-page.tsx',
    load: () => import('../features/keywords/keyword-lists-page.tsx').then((m) => ({ Component: m.KeywordListsPage })),
  },
  flaggedMessages: {
    module: 'src/features/flagged-messages/flagged-messages-page.tsx',
    load: () =>
      import('../features/flagged-messages/flagged-messages-page.tsx').then((m) => ({
        Component: m.FlaggedMessagesPage,
      })),
  },
  reviewedMessages: {
    module: 'src/features/reviewed-messages/reviewed-messages-page.tsx',
    load: () =>
      import('../features/reviewed-messages/reviewed-messages-page.tsx').then((m) => ({
        Component: m.ReviewedMessagesPage,
      })),
  },
  trends: {
    module: 'src/features/trends/trends-page.tsx',
    load: () => import('../features/trends/trends-page.tsx').then((m) => ({ Component: m.TrendsPage })),
  },
  flagReasons: {
    module: 'src/features/flag-reasons/flag-reasons-page.tsx',
    load: () =>
      import('../features/flag-reasons/flag-reasons-page.tsx').then((m) => ({ Component: m.FlagReasonsPage })),
  },
  keywordList: {
    module: 'src/features/keywords/keyword-list-page.tsx',
    load: () => import('../features/keywords/keyword-list-page.tsx').then((m) => ({ Component: m.KeywordListPage })),
  },
  keywordListEdit: {
    module: 'src/features/rule-editing/keyword-list-edit-page.tsx',
    load: () =>
      import('../features/rule-editing/keyword-list-edit-page.tsx').then((m) => ({ Component: m.KeywordListEditPage })),
  },
  ruleEdit: {
    module: 'src/features/rule-editing/rule-edit-page.tsx',
    load: () => import('../features/rule-editing/rule-edit-page.tsx').then((m) => ({ Component: m.RuleEditPage })),
  },
  ruleCopy: {
    module: 'src/features/rule-editing/rule-copy-page.tsx',
    load: () => import('../features/rule-editing/rule-copy-page.tsx').then((m) => ({ Component: m.RuleCopyPage })),
  },
  ruleNew: {
    module: 'src/features/rule-editing/new-rule-page.tsx',
    load: () => import('../features/rule-editing/new-rule-page.tsx').then((m) => ({ Component: m.NewRulePage })),
  },
  keywordListNew: {
    module: 'src/features/rule-editing/new-keyword-list-page.tsx',
    load: () =>
      import('../features/rule-editing/new-keyword-list-page.tsx').then((m) => ({ Component: m.NewKeywordListPage })),
  },
  notifications: {
    module: 'src/features/notifications/notification-settings-page.tsx',
    load: () =>
      import('../features/notifications/notification-settings-page.tsx').then((m) => ({
        Component: m.NotificationSettingsPage,
      })),
  },
} as const;
