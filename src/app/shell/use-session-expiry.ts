import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { SESSION_REQUIRED_CODE } from '../../api/session.ts';
import { isApiError } from '../../lib/api-error.ts';
import { markSignedOut } from '../../queries/session.ts';
import { toasts } from '../../hooks/toasts.tsx';

const isSessionEnd = (error: unknown) =>
  isApiError(error) && error.status === 401 && error.code === SESSION_REQUIRED_CODE;

/**
 * When the server says the session has ended: a failed read goes to the sign-in page (which
 * comes back here), a failed save stays put with the form as it was and says how to go on.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || !isSessionEnd(event.action.error)) return;
      markSignedOut(queryClient);
      // The router's one signed-in check (session-loader.ts) sends the user to sign in, and back here after.
      void revalidate();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || !isSessionEnd(event.action.error)) return;
      void toasts().then((toast) =>
        toast.show({
          id: 'session-ended',
          color: 'yellow',
          title: 'Your session has ended',
          message: 'Nothing was saved, and your edits are still here. Sign in again in a new tab, then save again.',
          autoClose: false,
        }),
      );
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, revalidate]);
}
