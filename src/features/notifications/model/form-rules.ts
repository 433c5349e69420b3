import { readable } from '../../../api/schemas/zod.ts';
import type { FormRules } from '../../../lib/form-store.ts';
import { fieldMessages, schemaResolver } from '../../../lib/schema-resolver.ts';
import type { FieldSpec } from './field-spec.ts';
import { isLeafChanged, type FormLeaf, type FormValues } from './form-model.ts';
import { formSchema } from './form-schema.ts';

/**
 * How the form store checks and compares the fields for one baseline: the form schema's words
 * for each invalid field, and "changed" as a different value, not different text.
 */
export function formRules(specs: readonly FieldSpec[], baseline: FormValues): FormRules<FormLeaf> {
  const schema = formSchema(specs, baseline);
  const resolve = schemaResolver((values) => schema.safeParse(values, readable));
  const specByKey = new Map(specs.map((spec) => [spec.key, spec]));
  return {
    check: (fields) => fieldMessages(resolve({ fields }).errors.fields),
    isChanged: (key, before, after) => {
      const spec = specByKey.get(key);
      return spec ? isLeafChanged(spec, before ?? null, after ?? null) : before !== after;
    },
  };
}
