import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../contract/paths.ts';

interface SenderLinkProps extends AnchorProps {
  /** The app of the page it is on, unless given. */
  appId?: string | undefined;
  /** The user's uid; without one, the name is shown as plain text. */
  uid: string | undefined;
  children: ReactNode;
}

/** A sender or receiver, linked to their case page (everything the dashboard holds on them). */
export function SenderLink({ appId, uid, children, ...anchor }: SenderLinkProps) {
  const params = useParams();
  const app = appId ?? params.appId;
  if (!uid || !app) return <>{children}</>;
  return (
    <Anchor
      component={Link}
      to={paths.sender(app, uid)}
      inherit
      // The row's own colour (a highlighted row's too): a link's blue on a selected row's blue is unreadable.
      c="inherit"
      {...anchor}
      // A row or card may open on click: following the person must not open it too.
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Anchor>
  );
}
