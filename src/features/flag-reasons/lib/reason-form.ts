import type { Checked } from '../../../../contract/schemas/common.ts';
import type { FlagReason } from '../../../../contract/schemas/decisions.ts';
import {
  flagReasonBodySchema,
  MAX_CUSTOM_REASONS,
  resourceIdSchema,
} from '../../../../contract/schemas/moderation-writes.ts';
import { z } from '../../../../contract/schemas/zod.ts';

/**
 * The add and rename forms' values; their resolver is this schema (zodResolver), the service's
 * limits. A new reason's `id` is the admin's to see and change (the service requires one), and
 * may not be one the app already has: `taken` holds the ids listed.
 */
export function reasonFormSchema(taken: ReadonlySet<string> = new Set()) {
  return z.object({
    id: resourceIdSchema.check(
      z.refine(
        (id) => !taken.has(id),
        'The app already has a reason with this id: change the id (or the name it is made from).',
      ),
    ),
    name: flagReasonBodySchema.shape.name,
    description: z.string().check(z.maxLength(255, 'At most 255 characters.')),
  });
}
export type ReasonForm = z.infer<ReturnType<typeof reasonFormSchema>>;

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

/** The ids of the reasons listed, for the new reason's clash check. */
export function reasonIds(reasons: readonly Checked<FlagReason>[]): Set<string> {
  return new Set(reasons.flatMap((reason) => (reason.ok ? [reason.value.id] : [])));
}

/** `POST /moderation/reasons`: `id` and `name` required, `description` documented beside them. */
export function newReasonBody(values: ReasonForm) {
  return { id: values.id, name: values.name.trim(), description: values.description };
}

/** `PUT /moderation/reasons/{id}` documents `name` alone: nothing else is sent. */
export function renamedReasonBody(values: Pick<ReasonForm, 'name'>) {
  return { name: values.name.trim() };
}
