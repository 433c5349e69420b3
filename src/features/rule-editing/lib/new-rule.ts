import { z } from '../../../../contract/schemas/zod.ts';
import { copyFormSchema } from './rule-copy.ts';
import { newConditionEntry } from './rule-conditions.ts';
import { ruleBody, ruleFormSchema, type RuleForm } from './rule-form.ts';

/** A new rule's form: the rule form, with an id the service will take (and not the page's own "new"). */
export const newRuleSchema = z.extend(ruleFormSchema, { id: copyFormSchema.shape.id });

/** A new rule starts off (it would act at once otherwise), blocking, with one keyword-list condition to fill in. */
export function newRuleValues(): RuleForm {
  return {
    id: '',
    name: '',
    description: '',
    enabled: false,
    action: ['blockMessage'],
    conditions: [newConditionEntry()],
    filters: [],
  };
}

/** The POST body: the rule under the id typed, filters only when some were added. */
export function newRuleBody(values: RuleForm) {
  return ruleBody({}, values);
}
