import { Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import type { TabId } from '../model/tabs.ts';
import { CallsPanel, PushPanel, SoundsPanel, ThrottlePanel } from './simple-panels.tsx';

// The simple tabs come with the page; the others load while the browser is idle (the templates'
// variable autocomplete and the week editor are most of the page's code).
const Conversation = lazyPart(() => import('./conversation-panel.tsx').then((m) => m.ConversationPanel));
const Mute = lazyPart(() => import('./mute-panel.tsx').then((m) => m.MutePanel));
const Templates = lazyPart(() => import('./templates-panel.tsx').then((m) => m.TemplatesPanel));
const Other = lazyPart(() => import('./other-panel.tsx').then((m) => m.OtherPanel));

const loading = (
  <Stack gap="md" role="progressbar" aria-busy="true" aria-label="Loading this part of the settings">
    <Skeleton height={36} />
    <Skeleton height={36} />
    <Skeleton height={36} width="60%" />
  </Stack>
);

function Panel({ tab }: { tab: TabId }) {
  switch (tab) {
    case 'push':
      return <PushPanel />;
    case 'calls':
      return <CallsPanel />;
    case 'group':
      return <Conversation.Component section="group" />;
    case 'one-on-one':
      return <Conversation.Component section="oneOnOne" />;
    case 'mute':
      return <Mute.Component />;
    case 'email':
      return <ThrottlePanel channel="email" />;
    case 'sms':
      return <ThrottlePanel channel="sms" />;
    case 'sounds':
      return <SoundsPanel />;
    case 'templates':
      return <Templates.Component />;
    case 'other':
      return <Other.Component />;
  }
}

export function TabPanel({ tab }: { tab: TabId }) {
  Conversation.usePreload();
  Mute.usePreload();
  Templates.usePreload();
  Other.usePreload();
  return (
    <Suspense fallback={loading}>
      <Panel tab={tab} />
    </Suspense>
  );
}
