/** Words for the action strings the service is known to send; others are shown as they are. */
const ACTION_LABELS: Record<string, string> = {
  blockMessage: 'block message',
  dropMessage: 'drop message',
  flagMessage: 'flag message',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}
