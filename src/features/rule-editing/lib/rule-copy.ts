import { resourceIdSchema } from '../../../../contract/schemas/moderation-writes.ts';
import { ruleBodySchema } from '../../../../contract/schemas/rule-writes.ts';
import type { RuleDetail } from '../../../../contract/schemas/rule.ts';
import { z } from '../../../../contract/schemas/zod.ts';
import { ruleBody, ruleFormValues } from './rule-form.ts';

/** `/rules/new` is the copy page's own address, so no rule may have that id. */
export const copyFormSchema = z.object({
  id: resourceIdSchema.check(z.refine((id) => id !== 'new', '“new” is the address of this page: choose another id.')),
  name: ruleBodySchema.shape.name,
  enabled: z.boolean(),
});
export type CopyForm = z.infer<typeof copyFormSchema>;

/** A copy starts off (it would act at once otherwise), named and identified after its source. */
export function copyFormValues(source: RuleDetail): CopyForm {
  const id = String(source.id ?? 'rule');
  const name = typeof source.name === 'string' ? source.name : id;
  return { id: `${id.slice(0, 95)}-copy`, name: `Copy of ${name}`.slice(0, 100), enabled: false };
}

/** The POST body: the source's conditions, actions and filters under the copy's id, name and state. */
export function copyBody(source: RuleDetail, values: CopyForm) {
  const body = ruleBody(source, { ...ruleFormValues(source), name: values.name, enabled: values.enabled });
  return { ...body, id: values.id };
}
