import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSession, signIn, signOut, type Session, type SessionUser } from '../api/session.ts';
import { sessionKeys } from './query-keys.ts';

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => getSession(signal),
    // Changes only by signing in or out (or a 401, see the shell), which update it directly.
    staleTime: Infinity,
  });

export interface SessionState {
  user?: SessionUser;
  /** Whether the server has users (and so sign-in, roles and sign-out). */
  authRequired: boolean;
  /** The session is still being read: show neither the form nor a refusal yet. */
  isPending: boolean;
}

/** Who is using the page. The router loads it before any page renders, so it is rarely pending. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQuery());
  return { user: data?.user, authRequired: data?.authRequired ?? true, isPending };
}

/** A new user must never see data cached for the previous one: everything else is dropped. */
function startOver(queryClient: QueryClient, session: Session) {
  queryClient.clear();
  queryClient.setQueryData(sessionQuery().queryKey, session);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => startOver(queryClient, session),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: (session) => startOver(queryClient, session),
  });
}

/** After a 401 with the session-required code: the page now knows nobody is signed in, and why (the sign-in page says so). */
export function markSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQuery().queryKey, (current: Session | undefined) => ({
    ...current,
    authRequired: true,
    user: undefined,
    ended: 'expired',
  }));
}
