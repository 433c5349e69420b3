import { z } from 'zod';
import { customJsonBudget } from './custom-json.ts';
import type { FieldSpec } from './field-spec.ts';
import { parseLeaf, type FormLeaf, type FormValues } from './form-model.ts';

const leafBase: Record<FieldSpec['kind'], z.ZodType<FormLeaf>> = {
  boolean: z.boolean().nullable(),
  choice: z.number().int().nullable(),
  // Typed text that is no number stays text in the form (see numericLeaf): it fails here.
  count: z.number({ error: 'Enter a whole number, such as 20' }).int('Enter a whole number, such as 20').min(0, 'Cannot be negative').nullable(),
  number: z.number({ error: 'Enter a number, such as 2 or 0.5' }).nullable(),
  text: z.string().nullable(),
  template: z.string().nullable(),
  time: z.string().nullable(),
  customJson: z.string().nullable(),
  json: z.string().nullable(),
};

function leafSchema(spec: FieldSpec, required: boolean): z.ZodType<FormLeaf> {
  return leafBase[spec.kind].superRefine((leaf, ctx) => {
    if (leaf === null || leaf === '') {
      const emptyIsValue = leaf === '' && (spec.kind === 'text' || spec.kind === 'template');
      if (required && !emptyIsValue) ctx.addIssue({ code: 'custom', message: 'Required: the service holds a value here' });
      if (leaf === null || emptyIsValue) return;
    }
    const parsed = parseLeaf(spec, leaf);
    if (parsed && !parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
    } else if (spec.kind === 'customJson' && parsed?.ok) {
      const budget = customJsonBudget(parsed.value as Record<string, unknown>);
      if (budget.level === 'over') ctx.addIssue({ code: 'custom', message: `${budget.bytes} bytes: over the ${budget.limit}-byte push limit` });
    }
  });
}

/**
 * The form's schema, built for one baseline: a field the service holds a value for must keep
 * one (it cannot be "unset" by a PATCH), a field with no known value may stay empty.
 */
export function formSchema(specs: readonly FieldSpec[], baseline: FormValues): z.ZodType<FormValues, FormValues> {
  const shape = Object.fromEntries(
    specs.map((spec) => [spec.key, leafSchema(spec, (baseline.fields[spec.key] ?? null) !== null)]),
  );
  return z.object({ fields: z.object(shape) }) as unknown as z.ZodType<FormValues, FormValues>;
}
