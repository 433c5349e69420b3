import type { PageName } from './page-modules.ts';

/**
 * The pages that load lazily, one chunk each, named as in src/app/page-modules.ts (which holds
 * each page's module path for the build and the bench; a test proves it is the file `load`
 * imports). Only the loaders ship: the paths stay out of the entry chunk.
 */
export const lazyPages = {
  signIn: {
    load: () => import('../features/auth/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
  },
  rules: {
    load: () => import('../features/rules/rules-page.tsx').then((m) => ({ Component: m.RulesPage })),
  },
  rule: {
    load: () => import('../features/rules/rule-detail-page.tsx').then((m) => ({ Component: m.RuleDetailPage })),
  },
  blockedMessages: {
    load: () =>
      import('../features/blocked-messages/blocked-messages-page.tsx').then((m) => ({
        Component: m.BlockedMessagesPage,
      })),
  },
  keywordLists: {
    load: () => import('../features/keywords/keyword-lists-page.tsx').then((m) => ({ Component: m.KeywordListsPage })),
  },
  flaggedMessages: {
    load: () =>
      import('../features/flagged-messages/flagged-messages-page.tsx').then((m) => ({
        Component: m.FlaggedMessagesPage,
      })),
  },
  reviewedMessages: {
    load: () =>
      import('../features/reviewed-messages/reviewed-messages-page.tsx').then((m) => ({
        Component: m.ReviewedMessagesPage,
      })),
  },
  trends: {
    load: () => import('../features/trends/trends-page.tsx').then((m) => ({ Component: m.TrendsPage })),
  },
  flagReasons: {
    load: () =>
      import('../features/flag-reasons/flag-reasons-page.tsx').then((m) => ({ Component: m.FlagReasonsPage })),
  },
  keywordList: {
    load: () => import('../features/keywords/keyword-list-page.tsx').then((m) => ({ Component: m.KeywordListPage })),
  },
  keywordListEdit: {
    load: () =>
      import('../features/rule-editing/keyword-list-edit-page.tsx').then((m) => ({ Component: m.KeywordListEditPage })),
  },
  ruleEdit: {
    load: () => import('../features/rule-editing/rule-edit-page.tsx').then((m) => ({ Component: m.RuleEditPage })),
  },
  ruleCopy: {
    load: () => import('../features/rule-editing/rule-copy-page.tsx').then((m) => ({ Component: m.RuleCopyPage })),
  },
  ruleNew: {
    load: () => import('../features/rule-editing/new-rule-page.tsx').then((m) => ({ Component: m.NewRulePage })),
  },
  keywordListNew: {
    load: () =>
      import('../features/rule-editing/new-keyword-list-page.tsx').then((m) => ({ Component: m.NewKeywordListPage })),
  },
  notifications: {
    load: () =>
      import('../features/notifications/notification-settings-page.tsx').then((m) => ({
        Component: m.NotificationSettingsPage,
      })),
  },
  sender: {
    load: () => import('../features/sender-case/sender-case-page.tsx').then((m) => ({ Component: m.SenderCasePage })),
  },
} as const satisfies Record<PageName, unknown>;
