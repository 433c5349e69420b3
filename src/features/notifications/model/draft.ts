import { z } from '../../../../contract/schemas/zod.ts';
import type { FieldSpec } from './field-spec.ts';
import { isLeafChanged, type FormLeaf, type FormValues } from './form-model.ts';

/**
 * Unsaved edits kept in sessionStorage (per tab, per app) so that a reload loses nothing. Each
 * edit remembers the value it was made against, so a restore can say which fields changed on
 * the server in the meantime.
 */
const leaf = z.union([z.boolean(), z.number(), z.string(), z.null()]);
const draftSchema = z.object({
  v: z.literal(1),
  savedAt: z.number(),
  fields: z.record(z.string(), z.object({ base: leaf, value: leaf })),
});
export type Draft = z.infer<typeof draftSchema>;

export function draftStorageKey(appId: string): string {
  return `notification-settings-draft:${appId}`;
}

export function makeDraft(
  specs: readonly FieldSpec[],
  baseline: FormValues,
  current: FormValues,
  now: number,
): Draft | null {
  const fields: Draft['fields'] = {};
  for (const spec of specs) {
    const base = baseline.fields[spec.key] ?? null;
    const value = current.fields[spec.key] ?? null;
    if (isLeafChanged(spec, base, value)) fields[spec.key] = { base, value };
  }
  return Object.keys(fields).length > 0 ? { v: 1, savedAt: now, fields } : null;
}

export function readDraft(storage: Storage, appId: string): Draft | null {
  try {
    const raw = storage.getItem(draftStorageKey(appId));
    const parsed = raw === null ? null : draftSchema.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, appId: string, draft: Draft | null): void {
  try {
    if (draft) storage.setItem(draftStorageKey(appId), JSON.stringify(draft));
    else storage.removeItem(draftStorageKey(appId));
  } catch {
    // Storage full or disabled: the in-memory form still holds every edit.
  }
}

export interface RestoredDraft {
  values: FormValues;
  restored: number;
  /** Keys whose server value differs from the one the edit was made against. */
  changedOnServer: string[];
}

/** The baseline with the draft's edits on top. */
export function applyDraft(draft: Draft, specs: readonly FieldSpec[], baseline: FormValues): RestoredDraft {
  const values: FormValues = { fields: { ...baseline.fields } };
  const known = new Map(specs.map((s) => [s.key, s]));
  let restored = 0;
  const changedOnServer: string[] = [];
  for (const [key, edit] of Object.entries(draft.fields)) {
    const spec = known.get(key);
    // A field that no longer exists, or already holds the drafted value (it was saved), is no edit.
    if (!spec || !isLeafChanged(spec, baseline.fields[key] ?? null, edit.value)) continue;
    values.fields[key] = edit.value;
    restored += 1;
    if (isLeafChanged(spec, edit.base, baseline.fields[key] ?? null)) changedOnServer.push(key);
  }
  return { values, restored, changedOnServer };
}

/**
 * The form moved onto a newer baseline: fields the user changed keep the user's value (unless
 * listed in `takeServer`), every other field takes the new baseline's value.
 */
export function rebaseValues(
  specs: readonly FieldSpec[],
  oldBaseline: FormValues,
  newBaseline: FormValues,
  current: FormValues,
  takeServer: ReadonlySet<string> = new Set(),
): FormValues {
  const fields: Record<string, FormLeaf> = {};
  for (const spec of specs) {
    const mine = current.fields[spec.key] ?? null;
    const edited = isLeafChanged(spec, oldBaseline.fields[spec.key] ?? null, mine);
    fields[spec.key] = edited && !takeServer.has(spec.key) ? mine : (newBaseline.fields[spec.key] ?? null);
  }
  return { fields };
}
