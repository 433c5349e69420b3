import type { FormLeaf } from '../model/form-model.ts';

/**
 * Numbers are typed as text: a number once the text is one, the text itself while it is not
 * (the schema then says what is wrong, and the text stays as typed), nothing when empty.
 */
export function numericLeaf(text: string, allowDecimal: boolean): FormLeaf {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const pattern = allowDecimal ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/;
  return pattern.test(trimmed) ? Number(trimmed) : text;
}

export function numericText(leaf: FormLeaf): string {
  return leaf === null ? '' : String(leaf);
}
