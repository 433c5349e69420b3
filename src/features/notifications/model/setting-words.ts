import { templateFieldLabel, templateGroupLabel } from '../fields/template-labels.ts';
import { fieldKey, type FieldSpec } from './field-spec.ts';
import { formatSettingValue } from './format-value.ts';
import { KNOWN_FIELDS } from './known-fields.ts';
import { tabLabel } from './tabs.ts';

const byKey = new Map(KNOWN_FIELDS.map((spec) => [spec.key, spec]));

/** The form's field at a path, if the form has one. */
export function specAt(path: readonly string[]): FieldSpec | undefined {
  return byKey.get(fieldKey(path));
}

/** The field's label as the form shows it; a template's says which template and which text. */
function fieldLabel(spec: FieldSpec): string {
  const template = spec.template;
  if (!template) return spec.label;
  const variant = template.variant === 'Privacy' ? ' (privacy)' : '';
  return `${templateGroupLabel(template.group)}${variant}: ${templateFieldLabel(template.field, template.group)}`;
}

/**
 * A setting named as the form names it, tab first: "Mute and schedule › Friday from". A path the
 * form does not know keeps its path, under "Other settings", where the form shows it.
 */
export function settingName(path: readonly string[], spec: FieldSpec | undefined = specAt(path)): string {
  if (!spec) return `${tabLabel('other')} › ${path.join('.')}`;
  return `${tabLabel(spec.tab)} › ${fieldLabel(spec)}`;
}

/** The audit log keeps paths joined by dots. */
export function auditSettingName(dotted: string): string {
  return settingName(dotted.split('.'));
}

/** A value the audit log kept, in the form's words ("22:00", "Don't notify"). */
export function auditSettingValue(dotted: string, value: unknown): string {
  return formatSettingValue(specAt(dotted.split('.')), value);
}
