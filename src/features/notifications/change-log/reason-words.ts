import { nameOrDescriptionLine, otherFieldLine, type FieldChange } from './words.ts';

/** What a flag-reason write did: "renamed to 'Fraud'", "description cleared", "created", "deleted". */
export function reasonChangeLines(operation: string | undefined, changes: readonly FieldChange[]): string[] {
  if (operation === 'delete') return ['deleted'];
  if (operation === 'create') return ['created'];
  return changes.map((change) => nameOrDescriptionLine(change) ?? otherFieldLine(change));
}
