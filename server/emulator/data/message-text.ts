import type { Random } from '../random.ts';
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

/** A sample text that the condition's pattern really matches, so the UI can highlight it. */
function patternText(regexSource: string, rng: Random): string {
  const regex = compile(regexSource);
  const offset = rng.int(0, PATTERN_SAMPLES.length - 1);
  for (let i = 0; i < PATTERN_SAMPLES.length; i++) {
    const text = (PATTERN_SAMPLES[(offset + i) % PATTERN_SAMPLES.length] as Sample)(rng);
    if (!regex || regex.test(text)) return text;
  }
  return `pattern match: ${regexSource}`;
}

// Per lists map: joining a 2000-term list for every one of 10000 messages was the slow part.
const termCache = new WeakMap<ReadonlyMap<string, EmuKeywordList>, Map<string, string[]>>();
function termsOf(listIds: string[], lists: ReadonlyMap<string, EmuKeywordList>): string[] {
  let byKey = termCache.get(lists);
  if (!byKey) termCache.set(lists, (byKey = new Map()));
  const key = listIds.join('\u0000');
  let terms = byKey.get(key);
  if (!terms) {
    terms = listIds.flatMap((id) => lists.get(id)?.searchTerms ?? []);
    if (terms.length === 0) terms = LEGACY_TERMS;
    byKey.set(key, terms);
  }
  return terms;
}

function termFor(condition: EmuCondition, rng: Random, lists: ReadonlyMap<string, EmuKeywordList>): string {
  const isReference = condition.isKeywordsReferencePresent ?? condition.isListReferencePresent ?? false;
  if (!isReference) return rng.pick(condition.value);
  return rng.pick(termsOf(condition.value, lists));
}

/** Text of a message that the given text or custom condition would have blocked. */
export function textForCondition(
  condition: EmuCondition, rng: Random, lists: ReadonlyMap<string, EmuKeywordList>,
): string {
  if (condition.category === 'pattern') return patternText(condition.value[0] ?? '', rng);
  if (condition.category === 'toxicity') return rng.pick(TOXIC);
  const term = termFor(condition, rng, lists);
  if (condition.operator === 'equals') return term;
  return rng.pick(WRAPPERS)(term);
}

/** Captions for media messages: most have none, as in real chats. */
export function captionFor(rng: Random): string | undefined {
  return rng.chance(0.7) ? undefined : rng.pick(['look at this', 'lol', '😂😂', 'from last night', 'is this ok?']);
}
