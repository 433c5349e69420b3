import type { Random } from '../random.ts';
import type { MessageContent } from './message.ts';
import type { EmuCondition, EmuKeywordList } from './types.ts';

/** Sentences a matched term is dropped into; several scripts, emoji and a multi-line one. */
const WRAPPERS: readonly ((term: string) => string)[] = [
  (t) => `Honestly, ${t}, this is not what we agreed on.`,
  (t) => `Can you stop saying ${t} in the group chat?`,
  (t) => `${t}! I missed the bus again 🙃`,
  (t) => `My order arrived broken. What the ${t}.`,
  (t) => `Привет! ${t} — увидимся завтра?`,
  (t) => `今日は ${t} な一日でした。`,
  (t) => `Reminder for tomorrow:\n- bring the slides\n- ${t}\n- coffee ☕`,
  (t) => `lol ${t} ${t} ${t}`,
  (t) => `¿Qué ${t} pasó ayer en la reunión?`,
  (t) => `I told him "${t}" and he just left the call.`,
];

const TOXIC = [
  'You are such a clown, nobody here wants you around.',
  "Wow, you're completely useless at this game. Uninstall.",
  'Stop talking, loser. Everyone is tired of you.',
  'What an idiot move, are you even trying?',
  'Nobody asked for your opinion, go away.',
];

const FRAUD = [
  'Send the deposit to this account today and the phone is yours.',
  'I am the bank, confirm your card number to unlock your account.',
  'Your parcel is held at customs: pay the fee with gift cards.',
];

/** Stands in for terms of the keyword list that does not exist. */
const LEGACY_TERMS: string[] = ['sketchy deal', 'bogus offer', 'scammy link'];

type Sample = (rng: Random) => string;
const PATTERN_SAMPLES: readonly Sample[] = [
  (r) => `Call me at +1 555 0${r.int(10, 99)} ${r.int(1000, 9999)} tonight`,
  (r) => `my number is (555) ${r.int(200, 999)}-${r.int(1000, 9999)}, text me`,
  (r) => `Write to ${r.pick(['j.doe', 'sam.lee', 'anna_k', 'deals+vip'])}@example.com for the details`,
  (r) => `check this out https://promo.example.com/${r.hex(6)} before it is gone`,
  (r) => `free stuff at http://deals.example.net/?ref=${r.hex(4)}`,
];

function tryRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

const compiled = new Map<string, RegExp | null>();
function compile(source: string): RegExp | null {
  if (!compiled.has(source)) {
    compiled.set(source, tryRegExp(source));
  }
  return compiled.get(source) ?? null;
}

/** A sample text that one of the condition's patterns really matches, so the UI can highlight it. */
function patternText(regexSources: string[], rng: Random): string {
  const regexes = regexSources.map(compile);
  const offset = rng.int(0, PATTERN_SAMPLES.length - 1);
  for (let i = 0; i < PATTERN_SAMPLES.length; i++) {
    const text = (PATTERN_SAMPLES[(offset + i) % PATTERN_SAMPLES.length] as Sample)(rng);
    if (regexes.some((regex) => !regex || regex.test(text))) return text;
  }
  return `pattern match: ${regexSources.join(' ')}`;
}

// Per lists map: joining a 2000-term list for every one of 10000 messages was the slow part.
const termCache = new WeakMap<ReadonlyMap<string, EmuKeywordList>, Map<string, string[]>>();
function termsOf(listIds: string[], lists: ReadonlyMap<string, EmuKeywordList>): string[] {
  let byKey = termCache.get(lists);
  if (!byKey) termCache.set(lists, (byKey = new Map()));
  const key = listIds.join('\u0000');
  let terms = byKey.get(key);
  if (!terms) {
    terms = listIds.flatMap((id) => lists.get(id)?.searchTerms ?? lists.get(id)?.disallowedSentences ?? []);
    if (terms.length === 0) terms = LEGACY_TERMS;
    byKey.set(key, terms);
  }
  return terms;
}

function isReference(condition: EmuCondition): boolean {
  return (
    condition.isKeywordsReferencePresent ??
    condition.isListReferencePresent ??
    condition.isKeywordReferencePresent ??
    false
  );
}

function termFor(condition: EmuCondition, rng: Random, lists: ReadonlyMap<string, EmuKeywordList>): string {
  return rng.pick(isReference(condition) ? termsOf(condition.value, lists) : condition.value);
}

/** Text of a message that the given text or custom condition would have blocked. */
export function textForCondition(
  condition: EmuCondition, rng: Random, lists: ReadonlyMap<string, EmuKeywordList>,
): string {
  if (condition.category === 'pattern') {
    return patternText(isReference(condition) ? termsOf(condition.value, lists) : condition.value, rng);
  }
  if (condition.category === 'toxicity' || condition.category === 'sentiment') return rng.pick(TOXIC);
  if (condition.category === 'custom-api') return rng.pick(FRAUD);
  // Similar, not equal: the sentence as a user would retype it.
  if (condition.category === 'sentence-similarity') return termFor(condition, rng, lists).toLowerCase().replace(/[.!]$/, ' pls');
  const term = termFor(condition, rng, lists);
  if (condition.operator === 'equals') return term;
  return rng.pick(WRAPPERS)(term);
}

/** Captions for media messages: most have none, as in real chats. */
export function captionFor(rng: Random): string | undefined {
  return rng.chance(0.7) ? undefined : rng.pick(['look at this', 'lol', '😂😂', 'from last night', 'is this ok?']);
}

/**
 * A custom message (category `custom`, a type the app chose, the payload in `data.customData`)
 * that carries the text the condition matched, as custom-message rules check that payload.
 */
export function customContentFor(text: string, rng: Random): MessageContent {
  switch (rng.int(0, 2)) {
    case 0:
      return { type: 'custom', customType: 'poll', customData: { question: text, options: ['Yes', 'No', 'Maybe'] } };
    case 1:
      return { type: 'custom', customType: 'listing', customData: { title: 'For sale', description: text, price: { amount: rng.int(5, 500), currency: 'EUR' } } };
    default:
      return { type: 'custom', customType: 'sticky-note', customData: { text, color: rng.pick(['yellow', 'pink', 'blue']) } };
  }
}
