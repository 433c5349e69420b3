import type { EngineFailure } from '../../contract/schemas/engine-failures.ts';

/** "The moderation engine failed on 12 messages in the last 5 minutes: they may have been delivered unchecked." */
export function engineFailureHeadline(count: number, windowMinutes: number): string {
  const messages = count === 1 ? '1 message' : `${count.toLocaleString('en')} messages`;
  const they = count === 1 ? 'it may have been' : 'they may have been';
  return `The moderation engine failed on ${messages} in the last ${windowMinutes} minutes: ${they} delivered unchecked.`;
}

/** One failed message as the banner lists it: "Message 128 (image, http_5xx)". */
export function engineFailureLine(failure: EngineFailure): string {
  const details = [failure.contentType, failure.category].filter((part): part is string => Boolean(part));
  return `Message ${failure.messageId}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/** Each message once (a message moderated in two passes may fail twice), newest first. */
export function failedMessages(failures: readonly EngineFailure[]): EngineFailure[] {
  const seen = new Set<string>();
  return failures.filter((failure) => {
    if (seen.has(failure.messageId)) return false;
    seen.add(failure.messageId);
    return true;
  });
}
