/**
 * Signed-out session ids, each until the moment its session would have expired anyway. Kept in
 * the store (store/revocation-store.ts), where every server on it sees them; an interface so a
 * test can put a failing one in its place. `isRevoked` is asked on every signed-in request.
 */
export interface RevocationStore {
  isRevoked(sid: string, now: number): Promise<boolean>;
  /** Rejects when the revocation could not be kept; it still holds in this process. */
  revoke(sid: string, until: number, now: number): Promise<void>;
}
