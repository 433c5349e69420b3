import type { AppDataset } from '../data/apps.ts';
import { INITIAL_FLAG_REASONS, type EmuFlagReason } from '../data/flagged-messages.ts';
import { isKeywordReference } from '../../../contract/schemas/condition.ts';
import type { EmuKeywordList, EmuRule } from '../data/types.ts';

const revisionNumber = (revisionId: string) => Number(/(\d+)$/.exec(revisionId)?.[1] ?? 0);

/**
 * One app's rules, keyword lists and flag reasons as they stand after the writes of this run.
 * Starts from the generated dataset; the blocked messages already generated keep naming the
 * revisions that blocked them.
 */
export class ModerationConfig {
  /** Every revision of each rule, newest first; catalog order kept, new rules at the end. */
  readonly #revisions: Map<string, EmuRule[]>;
  readonly #lists: Map<string, EmuKeywordList>;
  readonly #reasons: EmuFlagReason[];
  #version = 0;

  constructor(dataset: AppDataset) {
    this.#revisions = new Map([...dataset.revisions].map(([id, list]) => [id, [...list]]));
    this.#lists = new Map(dataset.keywordLists);
    this.#reasons = [...INITIAL_FLAG_REASONS];
  }

  /** Grows with each write: cached answers built before it are stale. */
  get version(): number {
    return this.#version;
  }

  rules(): EmuRule[] {
    return [...this.#revisions.values()].flatMap((list) => (list[0] ? [list[0]] : []));
  }

  revisions(ruleId: string): readonly EmuRule[] | undefined {
    return this.#revisions.get(ruleId);
  }

  lists(): EmuKeywordList[] {
    return [...this.#lists.values()];
  }

  list(id: string): EmuKeywordList | undefined {
    return this.#lists.get(id);
  }

  reasons(): readonly EmuFlagReason[] {
    return this.#reasons;
  }

  /** A new active revision: the one before stays in the history, inactive. */
  saveRule(
    rule: Omit<EmuRule, 'revisionId' | 'active' | 'createdAt' | 'updatedAt'>,
    now: number,
    appId: string,
  ): EmuRule {
    const history = this.#revisions.get(rule.id) ?? [];
    const newest = history[0];
    const stem = newest ? newest.revisionId.replace(/_\d+$/, '') : `${appId}_${rule.id}`;
    const saved: EmuRule = {
      ...rule,
      active: true,
      createdAt: newest?.createdAt ?? now,
      updatedAt: now,
      revisionId: `${stem}_${newest ? revisionNumber(newest.revisionId) + 1 : 1}`,
      ...(newest?.default ? { default: true } : {}),
    };
    this.#revisions.set(rule.id, [saved, ...history.map((old) => ({ ...old, active: false }))]);
    this.#version++;
    return saved;
  }

  deleteRule(id: string): boolean {
    this.#version++;
    return this.#revisions.delete(id);
  }

  /**
   * A list change is seen at once by every rule that names the list (rules refer to lists by
   * id), and each of them gets a new active revision: what it enforces changed.
   */
  saveList(
    list: Omit<EmuKeywordList, 'revisionId' | 'active' | 'createdAt' | 'updatedAt' | 'appId' | 'default'>,
    now: number,
    appId: string,
  ): EmuKeywordList {
    const old = this.#lists.get(list.id);
    const saved: EmuKeywordList = {
      ...list,
      appId: old?.appId ?? appId,
      default: old?.default ?? false,
      active: true,
      createdAt: old?.createdAt ?? now,
      updatedAt: now,
      revisionId: old
        ? old.revisionId.replace(/_(\d+)$/, (_, n: string) => `_${Number(n) + 1}`)
        : `${appId}_${list.id}_1`,
    };
    this.#lists.set(list.id, saved);
    for (const rule of this.rulesUsing(list.id)) {
      this.saveRule(rule, now, appId);
    }
    this.#version++;
    return saved;
  }

  deleteList(id: string): void {
    this.#lists.delete(id);
    this.#version++;
  }

  /** Rules (newest revisions) whose conditions name the list. */
  rulesUsing(listId: string): EmuRule[] {
    return this.rules().filter((rule) =>
      rule.conditions.some((c) => isKeywordReference(c) && c.value.includes(listId)),
    );
  }

  saveReason(reason: EmuFlagReason): void {
    const at = this.#reasons.findIndex((r) => r.id === reason.id);
    if (at === -1) this.#reasons.push(reason);
    else this.#reasons[at] = reason;
  }

  deleteReason(id: string): void {
    const at = this.#reasons.findIndex((r) => r.id === id);
    if (at !== -1) this.#reasons.splice(at, 1);
  }
}
