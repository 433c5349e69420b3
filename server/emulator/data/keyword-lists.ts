import { daysAgo } from './time.ts';
import type { EmuKeywordList } from './types.ts';

/** Referenced by a rule condition but deliberately absent, so the UI can show "not found". */
export const MISSING_KEYWORD_LIST_ID = 'legacy-blocklist';
export const HOSTILE_TERM = '<img src=x onerror=alert(1)>';
export const CONTACT_PATTERNS_LIST_ID = 'contact-patterns';
export const CIRCUMVENTION_LIST_ID = 'platform-circumvention';
export const UNUSED_LIST_ID = 'unused-slang';

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

/** Regular expressions: a `pattern` list's terms are patterns, not words. */
const CONTACT_PATTERNS = [
  String.raw`\b\d{3}[ .-]?\d{3}[ .-]?\d{4}\b`,
  String.raw`[A-Za-z0-9._%+-]+\s?(@|\(at\))\s?[A-Za-z0-9.-]+\.[a-z]{2,}`,
  String.raw`(wa\.me|t\.me)/\S+`,
];

/** Sentences a `sentence-similarity` list compares messages with. */
export const CIRCUMVENTION_SENTENCES = [
  "Let's continue this conversation on WhatsApp.",
  'Send me your number and I will text you.',
  'Pay me directly and skip the app fees.',
  'Add me on Telegram, same name as here.',
];

const UNUSED_SLANG = ['yeet', 'sus', 'no cap', 'bussin', 'rizz', 'mid'];

type ListExtra = {
  isCSV?: boolean; isDefault?: boolean; revision: number; createdDaysAgo: number; updatedDaysAgo: number;
  category?: EmuKeywordList['category']; description?: string;
};

function list(appId: string, id: string, name: string, terms: string[], extra: ListExtra): EmuKeywordList {
  const category = extra.category ?? 'word';
  return {
    id,
    name,
    description: extra.description ?? '',
    category,
    isCSV: extra.isCSV ?? false,
    ...(category === 'sentence-similarity' ? { disallowedSentences: terms } : { searchTerms: terms }),
    appId: extra.isDefault ? 'default' : appId,
    createdAt: daysAgo(extra.createdDaysAgo),
    updatedAt: daysAgo(extra.updatedDaysAgo),
    revisionId: `${appId}_${id}_${extra.revision}`,
    active: true,
    default: extra.isDefault ?? false,
  };
}

export function buildKeywordLists(appId: string, small: boolean): EmuKeywordList[] {
  const profanity = list(appId, 'profanity-list', 'Profane Words', PROFANE_WORDS,
    { isDefault: true, revision: 3, createdDaysAgo: 400, updatedDaysAgo: 90, description: 'Default list of profane words.' });
  if (small) return [profanity];
  return [
    profanity,
    list(appId, 'competitor-names', 'Competitor names', COMPETITORS,
      { isCSV: true, revision: 2, createdDaysAgo: 150, updatedDaysAgo: 60 }),
    list(appId, 'spam-phrases', 'Spam phrases (imported)', spamPhrases(),
      { isCSV: true, revision: 5, createdDaysAgo: 120, updatedDaysAgo: 35 }),
    list(appId, 'markup-terms', 'Markup & escaping test terms', MARKUP_TERMS,
      { revision: 1, createdDaysAgo: 80, updatedDaysAgo: 80 }),
    list(appId, CONTACT_PATTERNS_LIST_ID, 'Contact details patterns', CONTACT_PATTERNS,
      { category: 'pattern', revision: 2, createdDaysAgo: 70, updatedDaysAgo: 25, description: 'Phone numbers, emails and messenger links.' }),
    list(appId, CIRCUMVENTION_LIST_ID, 'Platform circumvention', CIRCUMVENTION_SENTENCES,
      { category: 'sentence-similarity', revision: 1, createdDaysAgo: 40, updatedDaysAgo: 40, description: 'Attempts to move the conversation off the app.' }),
    // No rule refers to this one: only the list of every keyword list shows it.
    list(appId, UNUSED_LIST_ID, 'Slang (not used yet)', UNUSED_SLANG,
      { revision: 1, createdDaysAgo: 15, updatedDaysAgo: 15 }),
  ];
}
