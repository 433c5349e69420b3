import type { AuditOutcome } from './audit-store.ts';

/**
 * What the service's answer (or the dashboard's own 499 or 504) says about a change or decision
 * that went out: 2xx applied, 4xx refused. A timeout, a browser gone or a 5xx may have applied
 * it or not (the service documents a 5xx as a failure on its side, not as "nothing changed"):
 * unknown, so the person checks before trying again. Used by the audit log and the decision log.
 */
export function outcomeOf(status: number): Omit<AuditOutcome, 'id' | 'time'> {
  if (status >= 200 && status < 300) return { outcome: 'applied', status };
  if (status >= 400 && status < 500 && status !== 499) return { outcome: 'refused', status };
  const reason = status === 504 ? 'timeout' : status === 499 ? 'abandoned' : undefined;
  return { outcome: 'unknown', status, ...(reason ? { reason } : {}) };
}
