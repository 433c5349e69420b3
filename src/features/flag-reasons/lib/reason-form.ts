import type { Checked } from '../../../../contract/schemas/common.ts';
import type { FlagReason } from '../../../../contract/schemas/decisions.ts';
import { flagReasonBodySchema, MAX_CUSTOM_REASONS } from '../../../../contract/schemas/moderation-writes.ts';
import { z } from '../../../../contract/schemas/zod.ts';

/** The add and rename forms' values; their resolver is this schema (zodResolver), the service's limits. */
export const reasonFormSchema = z.object({
  name: flagReasonBodySchema.shape.name,
  description: flagReasonBodySchema.shape.description,
});
export type ReasonForm = z.infer<typeof reasonFormSchema>;

/** The service's own reasons (`default: true`) are fixed and do not count toward the limit of custom ones. */
export function isCustom(reason: FlagReason): boolean {
  return reason.default !== true;
}

export interface ReasonRoom {
  custom: number;
  canAdd: boolean;
  words: string;
}

/** How many custom reasons the app has, whether one more fits, and that in words (before the service refuses). */
export function reasonRoom(reasons: readonly Checked<FlagReason>[], limit = MAX_CUSTOM_REASONS): ReasonRoom {
  const custom = reasons.filter((reason) => reason.ok && isCustom(reason.value)).length;
  const left = Math.max(0, limit - custom);
  const words =
    left === 0
      ? `${custom} of ${limit} custom reasons, the most the service allows: delete one to add another.`
      : custom === 0
        ? `No custom reasons yet: you can add ${limit}.`
        : `${custom} of ${limit} custom reasons: you can add ${left} more.`;
  return { custom, canAdd: left > 0, words };
}

/** The body of a POST or PUT: the documented fields, the name trimmed. */
export function reasonBody(values: ReasonForm, id?: string) {
  return { ...(id ? { id } : {}), name: values.name.trim(), description: values.description };
}
