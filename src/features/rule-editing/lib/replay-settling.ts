import { jsonEqual } from '../../../../contract/json.ts';

/**
 * Whether the body a replay would be asked for (`asked`, the edit at its last pause) is behind the
 * form's (`current`): then the replay waits, rather than count a change the form no longer holds.
 * Compared by content: the form hands out a new object for an unchanged edit.
 */
export function replaySettling(asked: unknown, current: unknown): boolean {
  return !jsonEqual(asked, current);
}
