import {
  EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN, keywordReference, literal, media, pattern, toxicity,
  type ConditionSpec,
} from './conditions.ts';
import { classifierRuleSpecs } from './classifier-rules.ts';
import { MISSING_KEYWORD_LIST_ID } from './keyword-lists.ts';
import type { EmuRuleFilter } from './types.ts';

/** How an older revision differs from the next one; see rule-history.ts. */
export type EditKind = 'conditionAdded' | 'conditionRemoved' | 'valueChanged' | 'renamed' | 'toggled' | 'actionChanged';

/** The newest state of a rule plus what its history should look like. */
export interface RuleSpec {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  conditions: ConditionSpec[];
  action: string[];
  /** Who the rule applies to; the same in every revision. */
  filters?: EmuRuleFilter[];
  isDefault?: boolean;
  revisions: number;
  /**
   * What comes before `_<n>` in the revision ids when it is not `<appId>_<ruleId>`: the service's
   * own examples have `default_toxicity_1`, so the dashboard must order by the number alone.
   */
  revisionStem?: string;
  /** Age of the newest revision; a recent one means older revisions show up in blocked messages. */
  newestDaysAgo: number;
  /** Forces the edit between the newest revision and the one before it. */
  latestEdit?: EditKind;
  /** Relative share of blocked messages. */
  weight: number;
}

export const HOSTILE_DESCRIPTION_RULE_ID = 'markup-terms-filter';
export const LONG_DESCRIPTION_RULE_ID = 'payment-scam-watch';
export const LONG_RULE_ID = 'legacy-keyword-filter-for-enterprise-accounts-in-the-emea-region-retired-2025';

const LONG_DESCRIPTION =
  'Drops messages that push people towards paying outside the app: wire transfers, gift cards and ' +
  'money-transfer services are the usual signs of an advance-fee scam. Turned off while the trust ' +
  'and safety team reviews false positives reported by sellers.';

export const profanityRule = (): RuleSpec => ({
  id: 'text-profanity-filter', name: 'Profanity Filter',
  description: 'Blocks text messages that contain words from the Profane Words list.',
  enabled: true, isDefault: true, action: ['blockMessage'],
  conditions: [keywordReference('text', ['profanity-list'], 'keywords', ['Message contains profanity'])],
  revisions: 4, newestDaysAgo: 52, weight: 30,
});

export const emailFilterRule = (): RuleSpec => ({
  id: 'email_filter', name: 'Email Filter',
  description: 'Blocks messages that share an email address.',
  enabled: true, isDefault: true, action: ['blockMessage'],
  conditions: [pattern(EMAIL_PATTERN, 'Message contains an email address')],
  revisions: 2, newestDaysAgo: 70, weight: 6,
});

export function demoRuleSpecs(): RuleSpec[] {
  return [
    profanityRule(),
    {
      id: 'image-moderation', name: 'AI Image Moderation',
      description: 'AI-powered image moderation to detect unsafe content.',
      enabled: true, isDefault: true, action: ['blockMessage'],
      conditions: [
        media('image', ['Explicit Nudity_greaterThan_70']),
        media('image', ['Violence_greaterThan_60', 'Hate symbols_greaterThan_60']),
        media('image', ['AnyOf_greaterThan_50']),
      ],
      revisions: 3, revisionStem: 'default_image-moderation', newestDaysAgo: 41, weight: 18,
    },
    {
      id: 'video-moderation', name: 'AI Video Moderation',
      description: 'AI-powered video moderation to detect unsafe content.',
      enabled: true, isDefault: true, action: ['blockMessage'],
      conditions: [media('video', ['Violence_greaterThan_50']), media('video', ['Visually Disturbing_greaterThan_60'])],
      revisions: 2, newestDaysAgo: 95, weight: 8,
    },
    {
      id: 'custom-profanity-filter', name: 'Custom Message Profanity Filter',
      description: 'Checks the text inside custom messages against the Profane Words list.',
      enabled: false, isDefault: true, action: ['blockMessage'],
      conditions: [keywordReference('custom', ['profanity-list'], 'list', 'Custom message contains profanity')],
      revisions: 2, newestDaysAgo: 9, latestEdit: 'toggled', weight: 4,
    },
    {
      id: 'contact_details_filter', name: 'Contact Details Filter',
      description: 'Blocks phone numbers so that users keep conversations inside the app.',
      enabled: true, isDefault: true, action: ['blockMessage'],
      conditions: [pattern(PHONE_PATTERN, ['Message contains a phone number'])],
      revisions: 3, newestDaysAgo: 33, weight: 8,
    },
    emailFilterRule(),
    {
      id: 'toxicity-guard', name: 'Toxicity guard',
      description: 'Blocks insults and harassment scored by the toxicity classifier.',
      enabled: true, action: ['blockMessage'],
      conditions: [toxicity(80, 'Toxic language detected')],
      // More than the revisions list's default page of 10: the dashboard must ask for all.
      revisions: 14, revisionStem: 'default_toxicity', newestDaysAgo: 12, weight: 8,
    },
    {
      id: 'spam-links', name: 'Spam links and phrases',
      description: 'Drops links and known spam phrases, including the retired legacy block list.',
      enabled: true, action: ['dropMessage'],
      conditions: [
        pattern(URL_PATTERN, 'Message contains a link'),
        keywordReference('text', ['spam-phrases'], 'keywords', ['Message contains a spam phrase']),
        keywordReference('text', [MISSING_KEYWORD_LIST_ID], 'list', 'Message matches the legacy block list'),
      ],
      revisions: 6, newestDaysAgo: 6, weight: 10,
    },
    {
      id: 'competitor-mentions', name: 'Competitor mentions',
      description: 'Blocks messages that name competing chat apps.',
      enabled: true, action: ['blockMessage'],
      conditions: [keywordReference('text', ['competitor-names'], 'list')],
      revisions: 2, newestDaysAgo: 58, weight: 5,
    },
    {
      id: HOSTILE_DESCRIPTION_RULE_ID, name: 'Markup terms filter',
      description: 'Catches pasted markup such as <b>bold</b><script>alert(1)</script> before it reaches other users.',
      enabled: true, action: ['blockMessage'],
      conditions: [keywordReference('text', ['markup-terms'], 'keywords', ['Message contains markup'])],
      revisions: 2, newestDaysAgo: 47, weight: 3,
    },
    {
      id: 'exact-word-block', name: 'Exact word match',
      description: 'Blocks messages that consist of nothing but a single mild expletive.',
      enabled: true, action: ['blockMessage'],
      conditions: [literal('equals', ['heck'], ['Message is exactly "heck"']), literal('equals', ['darn'], 'Message is exactly "darn"')],
      revisions: 3, newestDaysAgo: 38, weight: 5,
    },
    {
      id: 'unsafe-media-review', name: 'Unsafe media review',
      description: 'Flags images and videos that look unsafe so that a moderator can review them.',
      enabled: true, action: ['flagMessage'],
      conditions: [
        media('image', ['Any unsafe content_greaterThan_70']),
        media('image', ['Drugs & Tobacco_greaterThan_40'], false),
        media('video', ['Any unsafe content_greaterThan_70']),
      ],
      revisions: 4, newestDaysAgo: 44, weight: 8,
    },
    {
      id: LONG_DESCRIPTION_RULE_ID, name: 'Payment scam watch', description: LONG_DESCRIPTION,
      enabled: false, action: ['dropMessage'],
      conditions: [literal('contains', ['wire transfer', 'gift card', 'western union'], ['Message asks for an off-app payment'])],
      revisions: 3, newestDaysAgo: 18, latestEdit: 'toggled', weight: 4,
    },
    {
      id: LONG_RULE_ID, name: 'Legacy keyword filter (retired)',
      description: 'Kept for audit history; replaced by the Profanity Filter.',
      enabled: false, action: ['dropMessage'],
      conditions: [literal('contains', ['crud', 'frick'], ['Message contains a legacy keyword'])],
      revisions: 2, newestDaysAgo: 120, weight: 2,
    },
    ...classifierRuleSpecs(),
  ];
}
