import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

/**
 * The names the archive last saw for these rules: from the rule's snapshot, else from its newest
 * revision's (a rule the service no longer lists keeps its name on a chart). Rules never
 * snapshotted are left out; the page shows their id.
 */
export async function archivedRuleNames(
  db: Kysely<Database>,
  appId: string,
  ruleIds: readonly string[],
): Promise<{ ruleId: string; name: string }[]> {
  if (ruleIds.length === 0) return [];
  const rules = await db
    .selectFrom('archive_rules')
    .where('app_id', '=', appId)
    .where('rule_id', 'in', ruleIds)
    .select(['rule_id', sql<string | null>`record->>'name'`.as('name')])
    .execute();
  const revisions = await db
    .selectFrom('archive_revisions')
    .where('app_id', '=', appId)
    .where('rule_id', 'in', ruleIds)
    .select(['rule_id', sql<string | null>`record->>'name'`.as('name')])
    .orderBy('rule_id')
    .orderBy(sql`revision_time desc nulls last`)
    .execute();
  const names = new Map<string, string>();
  for (const row of [...rules, ...revisions]) {
    if (row.name && !names.has(row.rule_id)) names.set(row.rule_id, row.name);
  }
  return [...names].map(([ruleId, name]) => ({ ruleId, name })).sort((a, b) => a.ruleId.localeCompare(b.ruleId));
}
