import type { Random } from '../random.ts';
import {
  URL_PATTERN, keywordReference, literal, media, mediaMessage, numbered, parseThreshold, pattern,
  type ConditionSpec,
} from './conditions.ts';
import type { EditKind, RuleSpec } from './rule-catalog.ts';
import { DAY, HOUR, daysAgo } from './time.ts';
import type { EmuRule } from './types.ts';

interface RuleState {
  name: string;
  description: string;
  enabled: boolean;
  conditions: ConditionSpec[];
  action: string[];
}

const MEDIA_LABELS = ['Violence', 'Alcohol', 'Gambling', 'Rude gestures', 'Non-Explicit Nudity', 'Swimwear or underwear', 'Hate symbols'];
const SPARE_WORDS = ['shoot', 'blast', 'rats', 'phooey'];
const BOUNDARY = /^\\b\(\?:(.*)\)\\b$/;

function shiftThreshold(value: string, rng: Random): string {
  const parsed = parseThreshold(value);
  if (!parsed) return value;
  const shifted = Math.min(95, Math.max(10, parsed.threshold + rng.pick([-20, -10, 10, 15])));
  return `${parsed.label}_greaterThan_${shifted === parsed.threshold ? shifted - 5 : shifted}`;
}

/** An older version of one condition, or undefined when nothing sensible can change. */
function olderCondition(c: ConditionSpec, rng: Random, listIds: string[]): ConditionSpec | undefined {
  if (c.category === 'malware') return undefined;
  if (c.threshold) return { ...c, threshold: { ...c.threshold, percent: c.threshold.percent === 75 ? 60 : 75 } };
  if (c.isMediaPresent || (c.value.length > 0 && c.value.every((v) => parseThreshold(v)))) {
    const value = c.value.map((v) => shiftThreshold(v, rng));
    if (!c.isMediaPresent || c.message === undefined) return { ...c, value };
    const messages = value.map((v) => mediaMessage(c.operand, v));
    return { ...c, value, message: Array.isArray(c.message) ? messages : messages.join('; ') };
  }
  if (c.category === 'pattern' && !c.isKeywordsReferencePresent && !c.isKeywordReferencePresent) {
    const regex = c.value[0] ?? '';
    const match = BOUNDARY.exec(regex);
    return { ...c, value: [match ? (match[1] ?? '') : String.raw`\b(?:${regex})\b`] };
  }
  if (c.isKeywordsReferencePresent || c.isListReferencePresent || c.isKeywordReferencePresent) {
    if (c.value.length > 1) return { ...c, value: c.value.slice(0, -1) };
    const others = listIds.filter((id) => !c.value.includes(id));
    return others.length > 0 ? { ...c, value: [...c.value, rng.pick(others)] } : undefined;
  }
  if (c.value.length > 1) return { ...c, value: c.value.slice(0, -1) };
  return { ...c, value: [...c.value, rng.pick(SPARE_WORDS.filter((w) => !c.value.includes(w)))] };
}

/** A condition that an older revision had and a later one removed. */
function spareCondition(operand: ConditionSpec['operand'], rng: Random, listIds: string[]): ConditionSpec {
  if (operand === 'image' || operand === 'video') {
    return media(operand, [`${rng.pick(MEDIA_LABELS)}_greaterThan_${rng.int(3, 9) * 10}`]);
  }
  if (operand === 'custom' && listIds[0]) return keywordReference('custom', [listIds[0]], 'list');
  return rng.pick([
    literal('contains', [rng.pick(SPARE_WORDS)], 'Message contains a banned word'),
    pattern(URL_PATTERN, ['Message contains a link']),
  ]);
}

/** The service allows at most 10 conditions per rule, so an older revision never has more. */
const MAX_CONDITIONS = 10;

function applicableEdits(state: RuleState, rng: Random, listIds: string[]): EditKind[] {
  const kinds: EditKind[] = ['renamed', 'toggled', 'actionChanged'];
  if (state.conditions.length < MAX_CONDITIONS) kinds.push('conditionRemoved');
  if (state.conditions.length > 1) kinds.push('conditionAdded');
  if (state.conditions.some((c) => olderCondition(c, rng, listIds))) kinds.push('valueChanged', 'valueChanged');
  return kinds;
}

function applyEdit(kind: EditKind, s: RuleState, rng: Random, listIds: string[]): RuleState {
  switch (kind) {
    case 'conditionAdded':
      return { ...s, conditions: s.conditions.slice(0, -1) };
    case 'conditionRemoved': {
      const operand = s.conditions[0]?.operand ?? 'text';
      return { ...s, conditions: [...s.conditions, spareCondition(operand, rng, listIds)] };
    }
    case 'valueChanged': {
      const candidates = s.conditions.flatMap((c, i) => {
        const older = olderCondition(c, rng, listIds);
        return older ? [{ i, older }] : [];
      });
      const { i, older } = rng.pick(candidates);
      return { ...s, conditions: s.conditions.map((c, j) => (j === i ? older : c)) };
    }
    case 'renamed':
      return {
        ...s,
        name: s.name.endsWith(' (beta)') ? s.name.slice(0, -7) : `${s.name} (beta)`,
        description: s.description.startsWith('Draft: ') ? s.description.slice(7) : `Draft: ${s.description}`.slice(0, 255),
      };
    case 'toggled':
      return { ...s, enabled: !s.enabled };
    case 'actionChanged': {
      const swap = (a: string) => (a === 'blockMessage' ? 'dropMessage' : 'blockMessage');
      const known = s.action.some((a) => a === 'blockMessage' || a === 'dropMessage');
      return { ...s, action: known ? s.action.map(swap) : ['blockMessage'] };
    }
  }
}

/**
 * All revisions of a rule, oldest first. Built backwards from the newest state: each older
 * revision undoes one or two edits, and conditions are only added or removed at the end so that
 * condition ids (positions) keep matching across revisions.
 */
export function buildRuleHistory(appId: string, spec: RuleSpec, rng: Random, listIds: string[]): EmuRule[] {
  const states: RuleState[] = [{
    name: spec.name, description: spec.description, enabled: spec.enabled,
    conditions: spec.conditions, action: spec.action,
  }];
  const times = [daysAgo(spec.newestDaysAgo) - rng.int(0, 20) * HOUR];
  for (let step = 1; step < spec.revisions; step++) {
    const newer = states[0] as RuleState;
    const kinds = applicableEdits(newer, rng, listIds);
    const first: EditKind = step === 1 && spec.latestEdit ? spec.latestEdit : rng.pick(kinds);
    let older = applyEdit(first, newer, rng, listIds);
    const second = rng.pick(kinds);
    if (rng.chance(0.3) && second !== first) older = applyEdit(second, older, rng, listIds);
    // Two edits can cancel out (drop the last condition, then add back an identical one).
    if (JSON.stringify(older) === JSON.stringify(newer)) older = applyEdit('renamed', older, rng, listIds);
    states.unshift(older);
    times.unshift((times[0] as number) - rng.int(4, 25) * DAY - rng.int(0, 23) * HOUR);
  }
  const createdAt = times[0] as number;
  return states.map((state, index) => ({
    id: spec.id,
    name: state.name,
    description: state.description,
    enabled: state.enabled,
    conditions: numbered(state.conditions),
    action: state.action,
    active: index === states.length - 1,
    createdAt,
    updatedAt: times[index] as number,
    revisionId: `${spec.revisionStem ?? `${appId}_${spec.id}`}_${index + 1}`,
    ...(spec.isDefault ? { default: true } : {}),
    ...(spec.filters ? { filters: spec.filters } : {}),
  }));
}
