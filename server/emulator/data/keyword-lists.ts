import { daysAgo } from './time.ts';
import type { EmuKeywordList } from './types.ts';

/** Referenced by a rule condition but deliberately absent, so the UI can show "not found". */
export const MISSING_KEYWORD_LIST_ID = 'legacy-blocklist';
export const HOSTILE_TERM = '<img src=x onerror=alert(1)>';

// Mild placeholder words: the demo must stay presentable on a projector.
const PROFANE_WORDS = [
  'darn', 'heck', 'dang', 'crud', 'frick', 'drat', 'shoot', 'blast', 'gosh', 'jeez',
  'rats', 'fudge', 'bummer', 'nuts', 'phooey', 'heck', 'darn', 'crikey', 'blimey', 'dagnabbit',
];

const COMPETITORS = [
  'ChatterBox', 'TalkTrail', 'PingPal', 'MsgMonkey', 'ChatterBox', 'Yammr', 'BuzzLine',
  'TalkTrail', 'HuddleHub', 'Convo.ly', 'PingPal',
];

const MARKUP_TERMS = [
  HOSTILE_TERM, '<b>bold</b>', '"quoted"', "it's", 'a & b', '{{message.data.text}}', '../../etc/passwd', 'heck',
];

const SPAM_LEADS = [
  'free', 'cheap', 'instant', 'guaranteed', 'exclusive', 'limited', 'bonus', 'secret', 'easy', 'fast',
  'unlimited', 'risk-free', 'discount', 'lucky', 'premium', 'hot', 'mega', 'super', 'best', 'winning',
  'daily', 'viral', 'verified', 'official', 'crypto', 'vip', 'golden', 'turbo', 'ultimate', 'pro',
  'quick', 'massive', 'hidden', 'insider', 'flash', 'double', 'real', 'legit', 'top', 'new',
  'private', 'special', 'urgent', 'last-chance', 'bulk', 'smart', 'magic', 'cash', 'big', 'total',
];
const SPAM_TAILS = [
  'followers', 'likes', 'payout', 'giveaway', 'prize', 'loan', 'deal', 'coupon', 'offer', 'credits',
  'tokens', 'views', 'reward', 'jackpot', 'profit', 'income', 'trial', 'voucher', 'airdrop', 'signals',
  'pills', 'diet', 'casino', 'betting', 'lottery', 'winner', 'refund', 'gift card', 'investment', 'returns',
  'subscribers', 'upgrade', 'unlock', 'cashback', 'mining', 'bonus code', 'promo', 'clicks', 'leads', 'traffic',
  'downloads', 'streams', 'members', 'wallet', 'forex', 'bitcoin', 'stake',
];

/** 2350 plausible spam phrases: big enough to test a long list without bundling data. */
function spamPhrases(): string[] {
  return SPAM_LEADS.flatMap((lead) => SPAM_TAILS.map((tail) => `${lead} ${tail}`));
}

function list(
  appId: string, id: string, name: string, searchTerms: string[],
  extra: { isCSV?: boolean; isDefault?: boolean; revision: number; createdDaysAgo: number; updatedDaysAgo: number },
): EmuKeywordList {
  return {
    id,
    name,
    category: 'word',
    isCSV: extra.isCSV ?? false,
    searchTerms,
    createdAt: daysAgo(extra.createdDaysAgo),
    updatedAt: daysAgo(extra.updatedDaysAgo),
    revisionId: `${appId}_${id}_${extra.revision}`,
    active: true,
    default: extra.isDefault ?? false,
  };
}

export function buildKeywordLists(appId: string, small: boolean): EmuKeywordList[] {
  const profanity = list(appId, 'profanity-list', 'Profane Words', PROFANE_WORDS,
    { isDefault: true, revision: 3, createdDaysAgo: 400, updatedDaysAgo: 90 });
  if (small) return [profanity];
  return [
    profanity,
    list(appId, 'competitor-names', 'Competitor names', COMPETITORS,
      { isCSV: true, revision: 2, createdDaysAgo: 150, updatedDaysAgo: 60 }),
    list(appId, 'spam-phrases', 'Spam phrases (imported)', spamPhrases(),
      { isCSV: true, revision: 5, createdDaysAgo: 120, updatedDaysAgo: 35 }),
    list(appId, 'markup-terms', 'Markup & escaping test terms', MARKUP_TERMS,
      { revision: 1, createdDaysAgo: 80, updatedDaysAgo: 80 }),
  ];
}
