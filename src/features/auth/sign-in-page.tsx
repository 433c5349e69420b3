import { Alert, Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { safeReturnPath } from '../../lib/safe-return-path.ts';
import { useSession } from '../../queries/session.ts';
import { SignInForm } from './sign-in-form.tsx';

/** `/sign-in?next=<path>&reason=expired`: signs in, then returns to the page the user came from. */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const next = safeReturnPath(params.get('next'), paths.home());

  if (!session.isPending && session.user && session.authRequired) return <Navigate replace to={next} />;

  return (
    <Box component="main" px="md" py={48} style={{ minHeight: '100dvh' }}>
      <Paper withBorder shadow="sm" p="xl" radius="md" mx="auto" maw={420}>
        <Stack>
          <div>
            <Title order={1} size="h2">
              Sign in
            </Title>
            <Text c="dimmed" size="sm">
              Moderation dashboard
            </Text>
          </div>
          {!session.isPending && !session.authRequired ? (
            <Alert color="blue" variant="light" title="No sign-in needed">
              This dashboard server has no users configured, so it runs without sign-in (on this machine only).{' '}
              <Anchor component={Link} to={next}>
                Open the dashboard
              </Anchor>
            </Alert>
          ) : (
            <>
              {params.get('reason') === 'expired' ? (
                <Alert color="yellow" variant="light" title="Your session has ended">
                  Sign in again to continue where you were.
                </Alert>
              ) : null}
              <SignInForm onSignedIn={() => navigate(next, { replace: true })} />
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
