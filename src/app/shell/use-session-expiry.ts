import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { SESSION_REQUIRED_CODE } from '../../api/session.ts';
import { isApiError } from '../../lib/api-error.ts';
import { returnPathOf } from '../../lib/safe-return-path.ts';
import { markSignedOut } from '../../queries/session.ts';
import { paths } from '../../config/paths.ts';
import { toasts } from '../../lib/toasts.tsx';

const isSessionEnd = (error: unknown) => isApiError(error) && error.status === 401 && error.code === SESSION_REQUIRED_CODE;

/**
 * When the server says the session has ended: a failed read goes to the sign-in page (which
 * comes back here), a failed save stays put with the form as it was and says how to go on.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || !isSessionEnd(event.action.error)) return;
      markSignedOut(queryClient);
      // Read when it happens: the address bar already holds the page being opened.
      navigate(paths.signIn(returnPathOf(window.location), 'expired'));
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
  }, [queryClient, navigate]);
}
