import type { Rule } from '../../../../contract/schemas/rule.ts';
import { DEFAULT_RULE_LIMIT, ruleListLimit } from './rule-limit.ts';

export { DEFAULT_RULE_LIMIT, RULE_LIMITS } from './rule-limit.ts';

export const RULE_SORTS = {
  service: 'Service order',
  name: 'Name A–Z',
  'name-desc': 'Name Z–A',
  'updated-desc': 'Recently updated first',
  updated: 'Least recently updated first',
} as const;
export type RuleSort = keyof typeof RULE_SORTS;

export interface RuleFilters {
  q: string;
  status: 'enabled' | 'disabled' | undefined;
  kind: 'default' | 'custom' | undefined;
  action: string | undefined;
  operand: string | undefined;
  sort: RuleSort;
  limit: number;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/** Filters from the URL; anything a pasted link holds that makes no sense is ignored. */
export function readRuleFilters(params: URLSearchParams): RuleFilters {
  return {
    q: params.get('q') ?? '',
    status: oneOf(params.get('status'), ['enabled', 'disabled']),
    kind: oneOf(params.get('kind'), ['default', 'custom']),
    action: params.get('action') || undefined,
    operand: params.get('operand') || undefined,
    sort: oneOf(params.get('sort'), Object.keys(RULE_SORTS) as RuleSort[]) ?? 'service',
    limit: ruleListLimit(params),
  };
}

const DEFAULTS: Partial<Record<keyof RuleFilters, string>> = { sort: 'service', limit: String(DEFAULT_RULE_LIMIT) };

/** A copy of the params with one filter set; empty and default values leave the URL. */
export function withRuleFilter(
  params: URLSearchParams,
  key: keyof RuleFilters,
  value: string | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!value || DEFAULTS[key] === value) next.delete(key);
  else next.set(key, value);
  return next;
}

export function hasActiveFilters(filters: RuleFilters): boolean {
  return Boolean(filters.q.trim() || filters.status || filters.kind || filters.action || filters.operand);
}

function matchesSearch(rule: Rule, q: string): boolean {
  const haystack = [rule.name, rule.id, rule.description].filter(Boolean).join('\n').toLocaleLowerCase();
  return q
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function matches(rule: Rule, f: RuleFilters): boolean {
  if (f.status && (rule.enabled === true) !== (f.status === 'enabled')) return false;
  if (f.kind && (rule.default === true) !== (f.kind === 'default')) return false;
  if (f.action && !(rule.action ?? []).includes(f.action)) return false;
  if (f.operand && !(rule.conditions ?? []).some((c) => c.operand === f.operand)) return false;
  return matchesSearch(rule, f.q);
}

const byName = (a: Rule, b: Rule) => (a.name ?? a.id).localeCompare(b.name ?? b.id, undefined, { sensitivity: 'base' });
/** Rules without a time go last in both directions. */
const byUpdated = (dir: 1 | -1) => (a: Rule, b: Rule) =>
  a.updatedAt === undefined || b.updatedAt === undefined
    ? Number(a.updatedAt === undefined) - Number(b.updatedAt === undefined)
    : dir * (a.updatedAt - b.updatedAt);

const SORTERS: Record<RuleSort, ((a: Rule, b: Rule) => number) | undefined> = {
  service: undefined,
  name: byName,
  'name-desc': (a, b) => byName(b, a),
  updated: byUpdated(1),
  'updated-desc': byUpdated(-1),
};

/** The rules the table shows, filtered and sorted. */
export function applyRuleFilters(rules: readonly Rule[], filters: RuleFilters): Rule[] {
  const kept = rules.filter((rule) => matches(rule, filters));
  const sorter = SORTERS[filters.sort];
  return sorter ? kept.sort(sorter) : kept;
}

/** Choices for the action and operand filters: what the rules actually use. */
export function ruleFacets(rules: readonly Rule[]): { actions: string[]; operands: string[] } {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  return {
    actions: sorted(rules.flatMap((r) => r.action ?? [])),
    operands: sorted(rules.flatMap((r) => (r.conditions ?? []).flatMap((c) => (c.operand ? [c.operand] : [])))),
  };
}
