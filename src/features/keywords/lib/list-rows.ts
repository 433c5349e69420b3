import type { Checked } from '../../../../contract/schemas/common.ts';
import type { KeywordList } from '../../../../contract/schemas/keyword-list.ts';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { rulesReferencingList } from '../../../lib/conditions/keyword-references.ts';
import { termsOfList } from '../../../lib/keyword-list-terms.ts';

export interface KeywordListRow {
  /** Undefined for a record that did not fit the schema (shown raw). */
  id: string | undefined;
  name: string;
  category: string | undefined;
  terms: number;
  isDefault: boolean;
  /** Rules referring to the list; undefined while the rules are unknown. */
  usedBy: Rule[] | undefined;
  raw?: unknown;
}

/** One row per list the service returned, by name; lists that no rule uses are rows too. */
export function keywordListRows(
  lists: readonly Checked<KeywordList>[],
  rules: readonly Rule[] | undefined,
): KeywordListRow[] {
  const rows = lists.map((item): KeywordListRow => {
    if (!item.ok)
      return {
        id: undefined,
        name: 'unexpected data',
        category: undefined,
        terms: 0,
        isDefault: false,
        usedBy: undefined,
        raw: item.raw,
      };
    const list = item.value;
    return {
      id: list.id,
      name: list.name || list.id,
      category: list.category,
      terms: termsOfList(list).length,
      isDefault: list.default === true,
      usedBy: rules === undefined ? undefined : rulesReferencingList(rules, list.id),
    };
  });
  return rows.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
