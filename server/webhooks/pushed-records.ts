/**
 * What the archive and the decisions keep of a moderation event's `data`: pure, so the shapes the
 * service may send are tested in a table. `data.message` is the message as the service holds it;
 * `data.moderation` lists the rules that acted on it (`rule.id`, `rule.revisionId`, `rule.action`).
 */
type Fields = Record<string, unknown>;
const objectOf = (value: unknown): Fields | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
const secondsOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined;

/** The first rule the event names (`data.moderation[0].rule`, or `data.message.data.moderation.rule`). */
function ruleOf(data: Fields): Fields | undefined {
  const listed = Array.isArray(data.moderation) ? objectOf(objectOf(data.moderation[0])?.rule) : undefined;
  return listed ?? objectOf(objectOf(objectOf(objectOf(data.message)?.data)?.moderation)?.rule);
}

/** A blocked-messages list record (`{ message, ruleId, revisionId, action, createdAt }`) built from a blocked event. */
export function blockedRecordOf(data: Fields, nowSeconds: number): Fields | undefined {
  const message = objectOf(data.message);
  if (!message) return undefined;
  const rule = ruleOf(data);
  const action = Array.isArray(rule?.action) ? rule.action : typeof rule?.action === 'string' ? [rule.action] : [];
  const at = secondsOf(message.sentAt) ?? nowSeconds;
  return {
    message,
    ...(typeof rule?.id === 'string' ? { ruleId: rule.id } : {}),
    ...(typeof rule?.revisionId === 'string' ? { revisionId: rule.revisionId } : {}),
    ...(action.length > 0 ? { action } : {}),
    createdAt: at,
    updatedAt: at,
  };
}

/** When an approval was made: the message's `updatedAt` when it says, else when it arrived. */
export function approvedAtOf(data: Fields, nowSeconds: number): number {
  return secondsOf(objectOf(data.message)?.updatedAt) ?? nowSeconds;
}
