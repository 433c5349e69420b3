import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { decideBlockedMessage } from '../api/decisions.ts';
import type { BlockedDecision } from '../../contract/schemas/decisions.ts';
import { isApiError } from '../lib/api-error.ts';
import type { BulkFailure, BulkProgress } from '../lib/bulk-run.ts';
import { decisionKeys } from '../queries/query-keys.ts';

export interface BulkTarget {
  messageId: string;
  ruleId?: string | undefined;
  revisionId?: string | undefined;
  /** Kept with the decision in the decision log. */
  reason?: string | undefined;
}

export type BulkState =
  | { phase: 'idle' }
  | { phase: 'running'; decision: BlockedDecision; progress: BulkProgress }
  | { phase: 'done'; decision: BlockedDecision; succeeded: number; failed: BulkFailure<unknown>[]; skipped: number };

/**
 * Runs one decision over many messages under the caps, and keeps what a moderator needs after:
 * how many went through, and each failure with its reason, to retry only those.
 */
export function useBulkRun(appId: string, onApplied: (target: BulkTarget, decision: BlockedDecision) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulkState>({ phase: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  const run = async (targets: readonly BulkTarget[], decision: BlockedDecision) => {
    const { runBulk, POLITE_BULK } = await import('../lib/bulk-run.ts');
    const byId = new Map(targets.map((target) => [target.messageId, target]));
    controller.current = new AbortController();
    setState({ phase: 'running', decision, progress: { total: byId.size, succeeded: 0, failed: 0 } });
    const result = await runBulk<unknown>(
      [...byId.keys()],
      async (id) => {
        const target = byId.get(id) ?? { messageId: id };
        await decideBlockedMessage(appId, id, decision, target);
        onApplied(target, decision);
      },
      (error) => (isApiError(error) && error.status === 429 ? (error.retryAfterSeconds ?? 1) : undefined),
      {
        ...POLITE_BULK,
        signal: controller.current.signal,
        onProgress: (progress) => setState({ phase: 'running', decision, progress }),
      },
    );
    void queryClient.invalidateQueries({ queryKey: decisionKeys.all(appId) });
    setState({
      phase: 'done',
      decision,
      succeeded: result.succeeded.length,
      failed: result.failed,
      skipped: result.skipped.length,
    });
  };

  return {
    state,
    run: (targets: readonly BulkTarget[], decision: BlockedDecision) => void run(targets, decision),
    cancel: () => controller.current?.abort(),
    dismiss: () => setState({ phase: 'idle' }),
  };
}
