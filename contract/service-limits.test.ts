import { describe, expect, it } from 'vitest';
import {
  customListCount,
  customRuleCount,
  filterLimitReason,
  listLimitReason,
  MAX_CUSTOM_LISTS,
  MAX_CUSTOM_RULES,
  MAX_FILTERS,
  ruleLimitReason,
} from './service-limits.ts';

const many = <T>(n: number, item: T) => Array.from({ length: n }, () => item);

describe('the documented limits (moderation/constraints-and-limits.mdx)', () => {
  it('counts only the app’s own rules and lists, never the defaults', () => {
    expect(customRuleCount([...many(3, {}), { default: true }, { default: false }])).toBe(4);
    expect(customListCount([{}, { default: true }, { appId: 'default' }, { appId: 'demo-app' }])).toBe(2);
  });

  it.each([
    [
      'rules',
      ruleLimitReason,
      MAX_CUSTOM_RULES,
      /25 rules of its own; the service allows 25, not counting its default rules\. Delete a rule/,
    ],
    [
      'lists',
      listLimitReason,
      MAX_CUSTOM_LISTS,
      /25 keyword lists of its own; the service allows 25, not counting its default lists\. Delete a list/,
    ],
    ['filters', filterLimitReason, MAX_FILTERS, /at most 10 filters; remove one to add another/],
  ] as const)('says why no more %s fit, only at the limit', (_name, reason, limit, words) => {
    expect(reason(limit - 1)).toBeUndefined();
    expect(reason(limit)).toMatch(words);
    expect(reason(limit + 1)).toBeDefined();
  });
});
