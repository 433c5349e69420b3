import { jsonEqual } from '../../../../contract/json.ts';

export interface ConflictRow {
  field: string;
  label: string;
  loaded: unknown;
  mine: unknown;
  theirs: unknown;
  /** Both changed it, to different values: the user must choose. */
  clash: boolean;
}

/**
 * Field by field, what the user changed and what someone else changed since the form was loaded.
 * Only fields that either side changed are listed; `clash` where both did, differently.
 */
export function conflictRows(
  fields: readonly { field: string; label: string }[],
  loaded: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): ConflictRow[] {
  return fields.flatMap(({ field, label }) => {
    const changedByMe = !jsonEqual(loaded[field], mine[field]);
    const changedByThem = !jsonEqual(loaded[field], theirs[field]);
    if (!changedByMe && !changedByThem) return [];
    return [
      {
        field,
        label,
        loaded: loaded[field],
        mine: mine[field],
        theirs: theirs[field],
        clash: changedByMe && changedByThem && !jsonEqual(mine[field], theirs[field]),
      },
    ];
  });
}
