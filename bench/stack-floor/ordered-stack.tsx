import '@mantine/core/styles.css';
import { AppShell, MantineProvider, Table, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod/mini';
import { listPath, ROWS, senderOf, type ListRecord } from './list.ts';

/**
 * The libraries the dashboard was ordered with, each doing its job and nothing else: a data
 * router whose loader starts the query, React Query, a zod/mini check of the answer, Mantine's
 * provider, shell and table.
 */
const answer = z.object({ data: z.array(z.unknown()) });
const listQuery = queryOptions({
  queryKey: ['list', listPath()],
  queryFn: async () => answer.parse(await (await fetch(listPath())).json()).data.slice(0, ROWS) as ListRecord[],
});
const queryClient = new QueryClient();

function List() {
  const { data = [] } = useQuery(listQuery);
  return (
    <AppShell padding="md">
      <Title order={1}>Blocked messages</Title>
      <Table>
        <Table.Tbody>
          {data.map((record, index) => (
            <Table.Tr key={index}>
              <Table.Td>{senderOf(record)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </AppShell>
  );
}

const router = createBrowserRouter([
  {
    path: '*',
    loader: () => {
      void queryClient.prefetchQuery(listQuery);
      return null;
    },
    Component: List,
  },
]);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
