import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../hooks/lazy-part.ts';
import { useSession } from '../../queries/session.ts';

// The menu's popover is code no page needs for its first rows (Floating UI alone is 8 KB gzip):
// it loads once the header has rendered a signed-in name.
const Popover = lazyPart(() => import('./account-popover.tsx').then((m) => m.AccountPopover));

/**
 * Who is signed in, in the header: their name opens their role, their apps and Sign out, where
 * people look for it (not below every keyword list at the foot of the navigation). Until the
 * menu's code is in, the name is a plain button; a press on it then opens the menu when it comes.
 * The press counts from the pointer going down: if the code comes between down and up, the button
 * under the pointer is replaced and the browser sends the click to neither.
 */
export function AccountMenu() {
  const { user, authRequired } = useSession();
  const [pressed, setPressed] = useState(false);
  if (!authRequired || !user) return null;
  const placeholder = (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-label={`Account: ${user.username}`}
      maw={140}
      onPointerDown={() => setPressed(true)}
      onClick={() => setPressed(true)}
    >
      {user.username}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <Popover.Component username={user.username} opened={pressed} />
    </Suspense>
  );
}
