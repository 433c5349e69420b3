import { literal } from './conditions.ts';
import { emailFilterRule, profanityRule, type RuleSpec } from './rule-catalog.ts';

/** The second app: a handful of rules, only so that the app switcher has somewhere to go. */
export function stagingRuleSpecs(): RuleSpec[] {
  return [
    { ...profanityRule(), revisions: 1, newestDaysAgo: 60 },
    { ...emailFilterRule(), revisions: 2, newestDaysAgo: 14 },
    {
      id: 'staging-smoke-test', name: 'Staging smoke test',
      description: 'Blocks the literal word used by the release smoke test.',
      enabled: true, action: ['blockMessage'],
      conditions: [literal('equals', ['test-block'], 'Message is the smoke-test word')],
      revisions: 1, newestDaysAgo: 40, weight: 3,
    },
  ];
}
