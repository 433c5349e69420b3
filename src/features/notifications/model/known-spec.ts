import { fieldKey, type FieldSpec } from './field-spec.ts';
import { KNOWN_FIELDS } from './known-fields.ts';

/** The form's field at a settings path; throws for a path the form has no field for (tests name paths). */
export function knownSpec(path: readonly string[]): FieldSpec {
  const found = KNOWN_FIELDS.find((spec) => spec.key === fieldKey(path));
  if (!found) throw new Error(`No known settings field at ${path.join('.')}`);
  return found;
}
