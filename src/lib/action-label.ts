/**
 * Short words (they are chips in narrow columns) for the action strings the service is known to send (its console's block, flag, kick
 * user, block user and ban user, and the strings its own tests use); others are shown as they are.
 */
const ACTION_LABELS = new Map(
  Object.entries({
    blockMessage: 'block message',
    dropMessage: 'drop message',
    flagMessage: 'flag for review',
    kick: 'kick sender',
    block: 'block sender',
    ban: 'ban sender',
    deactivate: 'deactivate sender',
  }),
);

export function actionLabel(action: string): string {
  // A Map, so that strings such as `constructor` are not read off Object.prototype.
  return ACTION_LABELS.get(action) ?? action;
}
