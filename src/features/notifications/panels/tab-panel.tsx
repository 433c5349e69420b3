import type { TabId } from '../model/tabs.ts';
import { ConversationPanel } from './conversation-panel.tsx';
import { MutePanel } from './mute-panel.tsx';
import { OtherPanel } from './other-panel.tsx';
import { CallsPanel, PushPanel, SoundsPanel, ThrottlePanel } from './simple-panels.tsx';
import { TemplatesPanel } from './templates-panel.tsx';

export function TabPanel({ tab }: { tab: TabId }) {
  switch (tab) {
    case 'push':
      return <PushPanel />;
    case 'calls':
      return <CallsPanel />;
    case 'group':
      return <ConversationPanel section="group" />;
    case 'one-on-one':
      return <ConversationPanel section="oneOnOne" />;
    case 'mute':
      return <MutePanel />;
    case 'email':
      return <ThrottlePanel channel="email" />;
    case 'sms':
      return <ThrottlePanel channel="sms" />;
    case 'sounds':
      return <SoundsPanel />;
    case 'templates':
      return <TemplatesPanel />;
    case 'other':
      return <OtherPanel />;
  }
}
