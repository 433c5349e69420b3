import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../contract/paths.ts';

interface SenderLinkProps extends AnchorProps {
  appId: string;
  /** The user's uid; without one, the name is shown as plain text. */
  uid: string | undefined;
  children: ReactNode;
}

/** A sender or receiver, linked to their case page (everything the dashboard holds on them). */
export function SenderLink({ appId, uid, children, ...anchor }: SenderLinkProps) {
  if (!uid) return <>{children}</>;
  return (
    <Anchor
      component={Link}
      to={paths.sender(appId, uid)}
      inherit
      {...anchor}
      // A row or card may open on click: following the person must not open it too.
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Anchor>
  );
}
