import type { ArchiveUpstream, ListAnswer } from './archive-upstream.ts';
import type { Clock } from './clock.ts';

export const DAY_SECONDS = 86_400;

/** A blocked-message record as the service lists it. */
export function blocked(
  id: number,
  createdAt: number,
  ruleId = 'spam-links',
  revision = 1,
  extra: { text?: string; sender?: string } = {},
) {
  return {
    ruleId,
    revisionId: `demo_${ruleId}_${revision}`,
    action: ['blockMessage'],
    createdAt,
    message: {
      id,
      sender: extra.sender ?? `u-${id % 7}`,
      receiver: 'u-bob',
      conversationId: `conv-${id % 3}`,
      type: 'text',
      data: {
        text: extra.text ?? `message ${id}`,
        moderation: { status: 'pending' },
        entities: { sender: { entity: { uid: extra.sender ?? `u-${id % 7}`, name: `Sender ${id % 7}` } } },
      },
    },
  };
}

/** A record of the reviewed list: the service's decision on a message and when it was made. */
export function reviewed(id: number, status: 'approved' | 'disapproved', updatedAt: number) {
  return { message: { id, updatedAt, data: { moderation: { status } } }, reviewed: true, updatedAt };
}

export function rule(id: string, revision: number, updatedAt: number) {
  return { id, name: id, revisionId: `demo_${id}_${revision}`, updatedAt, enabled: true };
}

/**
 * The service as the archive sees it: lists the test sets, newest first, cut at `limit`; every
 * call recorded with the (virtual) time it was made. `answer` overrides one path's answer.
 */
export function fakeService(clock: Clock) {
  const state = {
    blocked: [] as unknown[],
    rules: [] as unknown[],
    reviewed: [] as unknown[],
    revisions: new Map<string, unknown[]>(),
    keywords: [] as unknown[],
    answer: new Map<string, ListAnswer>(),
    calls: [] as { path: string; limit: number; at: number }[],
  };
  const upstream: ArchiveUpstream = async (_app, rest, limit) => {
    const path = rest.join('/');
    state.calls.push({ path, limit, at: clock.now() });
    const fixed = state.answer.get(path);
    if (fixed) return fixed;
    const list =
      path === 'blocked-messages'
        ? state.blocked
        : path === 'rules'
          ? state.rules
          : path === 'reviewed-messages'
            ? state.reviewed
            : path === 'keywords'
              ? state.keywords
              : state.revisions.get(rest[1] ?? '');
    if (!list) return { ok: false, status: 404, problem: 'the service answered 404 ERR_RULE_NOT_FOUND' };
    return { ok: true, records: list.slice(0, limit) };
  };
  return { state, upstream };
}
