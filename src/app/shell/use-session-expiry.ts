import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useNavigation, type Location } from 'react-router';
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
  // A route's loader asks for its data before the navigation ends: a 401 then belongs to the page
  // being opened, which is where sign-in must come back to.
  const navigation = useNavigation();
  const opening = useRef<Location | undefined>(undefined);
  useEffect(() => {
    opening.current = navigation.location;
  });

  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || !isSessionEnd(event.action.error)) return;
      markSignedOut(queryClient);
      // Read when it happens: the page being opened, or else the one the user is on now.
      navigate(paths.signIn(returnPathOf(opening.current ?? window.location), 'expired'));
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
