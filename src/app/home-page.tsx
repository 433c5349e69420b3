import { ErrorState } from '../components/error-state.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { Navigate } from 'react-router';
import { useApps } from '../queries/apps.ts';
import { paths } from '../../contract/paths.ts';

/** The start page: the first app's rules, or why there is nothing to open. */
export function HomePage() {
  const apps = useApps();
  if (apps.isError)
    return <ErrorState error={apps.error} what="the list of apps" onRetry={() => void apps.refetch()} />;
  if (!apps.data) return null;
  const first = apps.data[0];
  if (first) return <Navigate replace to={paths.rules(first.appId)} />;
  return (
    <NotFoundPage title="No apps configured" message="The server's connections file lists no apps you may open." />
  );
}
