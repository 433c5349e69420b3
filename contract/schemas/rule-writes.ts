import { descriptionSchema, nameSchema, resourceIdSchema } from './moderation-writes.ts';
import { z } from './zod.ts';

/** A rule's body as the service takes it (api-facts.md: 1 to 10 conditions), for the rule editors and the emulator. */
export const MAX_CONDITIONS = 10;

/** Categories whose conditions carry no `value`: the malware scanner, and a custom API (its `listId` and `threshold`). */
const VALUELESS_CATEGORIES = new Set(['malware', 'custom-api']);

export const conditionBodySchema = z
  .looseObject({
    id: z.optional(z.number()),
    entity: z.optional(z.string()),
    operand: z.string().check(z.minLength(1, 'Choose what the condition looks at.')),
    category: z.string().check(z.minLength(1, 'Choose a category.')),
    operator: z.string().check(z.minLength(1, 'Choose an operator.')),
    value: z.array(z.string().check(z.minLength(1, 'A value may not be empty.'))),
    isKeywordsReferencePresent: z.optional(z.boolean()),
    isListReferencePresent: z.optional(z.boolean()),
    isKeywordReferencePresent: z.optional(z.boolean()),
    isMediaPresent: z.optional(z.boolean()),
  })
  .check(
    // The malware scanner and a custom API take no value (their documented shapes); every other condition needs one.
    z.refine((condition) => condition.value.length > 0 || VALUELESS_CATEGORIES.has(condition.category), {
      message: 'Give at least one value.',
      path: ['value'],
    }),
  );

/** A filter as documented (chat-apis.json, `UserFilter`, `GroupFilter`): `operand` names the field, `value` is a string. */
export const filterBodySchema = z.looseObject({
  type: z.enum(['sender', 'receiver']),
  entity: z.enum(['user', 'group']),
  operand: z.string().check(z.minLength(1, 'Choose a field.')),
  operator: z.string().check(z.minLength(1, 'Choose an operator.')),
  value: z.string().check(z.minLength(1, 'Give a value.')),
});

export const ruleBodySchema = z.looseObject({
  id: resourceIdSchema,
  name: nameSchema,
  description: descriptionSchema,
  enabled: z.boolean(),
  conditions: z
    .array(conditionBodySchema)
    .check(
      z.minLength(1, 'A rule needs at least one condition.'),
      z.maxLength(MAX_CONDITIONS, `At most ${MAX_CONDITIONS} conditions.`),
    ),
  action: z.array(z.string().check(z.minLength(1))).check(z.minLength(1, 'Choose what the rule does.')),
  filters: z.optional(z.array(filterBodySchema)),
});
export type RuleBody = z.infer<typeof ruleBodySchema>;
