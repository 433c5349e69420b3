/**
 * The service's documented limits (cometchat/docs moderation/constraints-and-limits.mdx): "An app
 * can have up to 25 rules (exluding default rules)", "up to 25 lists (excluding the default
 * lists)", "Each rule can have a maximum of 10 filters", and a CSV file "up to 1 MB". The editors
 * say them before anything is sent; the emulator refuses past them.
 */
export const MAX_CUSTOM_RULES = 25;
export const MAX_CUSTOM_LISTS = 25;
export const MAX_FILTERS = 10;
/** "Up to 1 MB": read as 1 MiB, the larger reading, so no file the service takes is refused here. */
export const MAX_CSV_BYTES = 1024 * 1024;

export const LIMITS_PAGE = 'moderation/constraints-and-limits.mdx';

/** Rules of the app's own: the service's default rules carry `default: true` and do not count. */
export function customRuleCount(rules: readonly { default?: unknown }[]): number {
  return rules.filter((rule) => rule.default !== true).length;
}

/** Lists of the app's own: built-in lists carry `default: true` or `appId: "default"` and do not count. */
export function customListCount(lists: readonly { default?: unknown; appId?: unknown }[]): number {
  return lists.filter((list) => list.default !== true && list.appId !== 'default').length;
}

/** Why a new rule cannot be made, or undefined while there is room. */
export function ruleLimitReason(customRules: number): string | undefined {
  if (customRules < MAX_CUSTOM_RULES) return undefined;
  return `This app has ${customRules} rules of its own; the service allows ${MAX_CUSTOM_RULES}, not counting its default rules. Delete a rule to make room for a new one.`;
}

/** Why a new keyword list cannot be made, or undefined while there is room. */
export function listLimitReason(customLists: number): string | undefined {
  if (customLists < MAX_CUSTOM_LISTS) return undefined;
  return `This app has ${customLists} keyword lists of its own; the service allows ${MAX_CUSTOM_LISTS}, not counting its default lists. Delete a list to make room for a new one.`;
}

/** Why no further filter can be added to a rule, or undefined while there is room. */
export function filterLimitReason(filters: number): string | undefined {
  if (filters < MAX_FILTERS) return undefined;
  return `A rule can have at most ${MAX_FILTERS} filters; remove one to add another.`;
}
