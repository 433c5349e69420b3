import { z } from '../../../../contract/schemas/zod.ts';
import { customJsonBudget } from './custom-json.ts';
import type { FieldSpec } from './field-spec.ts';
import { parseLeaf, type FormLeaf, type FormValues } from './form-model.ts';
import { rangeMessage } from './range-words.ts';

const leafBase: Record<FieldSpec['kind'], z.ZodMiniType<FormLeaf>> = {
  boolean: z.nullable(z.boolean()),
  choice: z.nullable(z.int()),
  // Typed text that is no number stays text in the form (see numericLeaf): it fails here.
  count: z.nullable(
    z.number({ error: 'Enter a whole number, such as 20' }).check(z.int('Enter a whole number, such as 20')),
  ),
  // Text that comes to no whole number of seconds stays text (see intervalLeaf): it fails here.
  duration: z.nullable(z.number({ error: 'Enter a number of minutes or hours, such as 90 or 1.5' })),
  number: z.nullable(z.number({ error: 'Enter a number, such as 2 or 0.5' })),
  text: z.nullable(z.string()),
  template: z.nullable(z.string()),
  time: z.nullable(z.string()),
  customJson: z.nullable(z.string()),
  json: z.nullable(z.string()),
};

function leafSchema(spec: FieldSpec, required: boolean): z.ZodMiniType<FormLeaf> {
  return leafBase[spec.kind].check(
    z.superRefine((leaf, ctx) => {
      if (spec.emptyMessage && typeof leaf === 'string' && leaf.trim() === '' && (required || leaf !== '')) {
        ctx.addIssue({ code: 'custom', message: spec.emptyMessage });
        return;
      }
      if (leaf === null || leaf === '') {
        const emptyIsValue = leaf === '' && (spec.kind === 'text' || spec.kind === 'template');
        if (required && !emptyIsValue)
          ctx.addIssue({ code: 'custom', message: 'Required: the service holds a value here' });
        if (leaf === null || emptyIsValue) return;
      }
      const parsed = parseLeaf(spec, leaf);
      const outOfRange = typeof leaf === 'number' ? rangeMessage(spec, leaf) : undefined;
      if (outOfRange) {
        ctx.addIssue({ code: 'custom', message: outOfRange });
      } else if (parsed && !parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
      } else if (spec.kind === 'customJson' && parsed?.ok) {
        const budget = customJsonBudget(parsed.value as Record<string, unknown>);
        if (budget.level === 'over')
          ctx.addIssue({ code: 'custom', message: `${budget.bytes} bytes: over the ${budget.limit}-byte push limit` });
      }
    }),
  );
}

/**
 * The form's schema, built for one baseline: a field the service holds a value for must keep
 * one (it cannot be "unset" by a PATCH), a field with no known value may stay empty.
 */
export function formSchema(specs: readonly FieldSpec[], baseline: FormValues): z.ZodMiniType<FormValues, FormValues> {
  const shape = Object.fromEntries(
    specs.map((spec) => [spec.key, leafSchema(spec, (baseline.fields[spec.key] ?? null) !== null)]),
  );
  return z.object({ fields: z.object(shape) }) as unknown as z.ZodMiniType<FormValues, FormValues>;
}
