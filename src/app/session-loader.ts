import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { returnPathOf } from '../lib/safe-return-path.ts';
import { sessionQuery } from '../queries/session.ts';
import { paths } from '../config/paths.ts';

/**
 * Runs before any page of the dashboard: with users on the server and nobody signed in, go to
 * the sign-in page, which comes back here afterwards. Without users nobody is ever sent there.
 */
export async function requireSignedIn(queryClient: QueryClient, request: Request): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQuery());
  if (session.authRequired && !session.user) {
    const url = new URL(request.url);
    throw redirect(paths.signIn(returnPathOf(url)));
  }
}
