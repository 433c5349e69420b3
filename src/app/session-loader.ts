import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { returnPathOf } from '../lib/safe-return-path.ts';
import { appKeys } from '../queries/query-keys.ts';
import { sessionQuery } from '../queries/session.ts';
import { paths } from '../../contract/paths.ts';

/**
 * The one signed-in check, the loader of every page but sign-in: with users on the server and
 * nobody signed in, go to the sign-in page, which comes back here afterwards. Without users
 * nobody is ever sent there. It delays no page's request: the pages' loaders run beside it
 * (route-data.ts). A session that ends later (a 401) marks the session signed out and asks the
 * router to run this again (use-session-expiry.ts).
 */
export function signedInLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await queryClient.ensureQueryData(sessionQuery());
    if (!session.authRequired || session.user) return null;
    // The page's own loader started its request beside this check: nobody will read its answer.
    void queryClient.cancelQueries({ queryKey: appKeys.all });
    const url = new URL(request.url);
    return redirect(paths.signIn(returnPathOf(url), session.ended === 'expired' ? 'expired' : undefined));
  };
}
