import type { AuditLog } from '../audit/audit-log.ts';
import { AuditUnavailableError, type AuditAction } from '../audit/audit-store.ts';
import { jsonError } from '../json-error.ts';

/**
 * Records an audited write's intent: its id, or the 503 to answer (with what to check) when the
 * audit log cannot take it. No intent, no change: the caller forwards nothing on a Response.
 */
export async function intendOrRefuse(
  audit: AuditLog,
  who: { username: string; appId: string },
  action: AuditAction,
): Promise<string | Response> {
  try {
    return await audit.intend(who, action);
  } catch (error) {
    if (error instanceof AuditUnavailableError)
      return jsonError(
        503,
        'ERR_AUDIT_UNAVAILABLE',
        `The audit log cannot be written, so changes are refused; ${error.nextStep}`,
      );
    throw error;
  }
}
