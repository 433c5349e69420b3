/**
 * The pages that load lazily, each by its module's path as Vite's build manifest names its chunk.
 * Plain data, so the build's config (vite.config.ts: one shared chunk per page count) and the bench
 * read the same list the router loads (src/app/lazy-pages.ts) without importing any page.
 */
export const pageModules = {
  signIn: 'src/features/auth/sign-in-page.tsx',
  rules: 'src/features/rules/rules-page.tsx',
  rule: 'src/features/rules/rule-detail-page.tsx',
  blockedMessages: 'src/features/blocked-messages/blocked-messages-page.tsx',
  keywordLists: 'src/features/keywords/keyword-lists-page.tsx',
  flaggedMessages: 'src/features/flagged-messages/flagged-messages-page.tsx',
  reviewedMessages: 'src/features/reviewed-messages/reviewed-messages-page.tsx',
  trends: 'src/features/trends/trends-page.tsx',
  flagReasons: 'src/features/flag-reasons/flag-reasons-page.tsx',
  keywordList: 'src/features/keywords/keyword-list-page.tsx',
  keywordListEdit: 'src/features/rule-editing/keyword-list-edit-page.tsx',
  ruleEdit: 'src/features/rule-editing/rule-edit-page.tsx',
  ruleCopy: 'src/features/rule-editing/rule-copy-page.tsx',
  ruleNew: 'src/features/rule-editing/new-rule-page.tsx',
  keywordListNew: 'src/features/rule-editing/new-keyword-list-page.tsx',
  notifications: 'src/features/notifications/notification-settings-page.tsx',
  sender: 'src/features/sender-case/sender-case-page.tsx',
} as const;

export type PageName = keyof typeof pageModules;
