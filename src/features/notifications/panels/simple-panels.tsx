import { Section } from './section.tsx';
import { FieldList } from './field-list.tsx';

export function PushPanel() {
  return (
    <Section
      title="Push payload"
      intro="What travels in each push notification. Push providers refuse payloads over 4 KB."
    >
      <FieldList tab="push" />
    </Section>
  );
}

export function CallsPanel() {
  return (
    <Section title="Calls" intro="Which call events send a notification.">
      <FieldList tab="calls" />
    </Section>
  );
}

export function ThrottlePanel({ channel }: { channel: 'email' | 'sms' }) {
  const noun = channel === 'email' ? 'Email' : 'SMS';
  return (
    <Section
      title={`${noun} notifications`}
      intro={`${noun}s catch up users on messages they missed. These limits keep them from piling up. The texts are on the Templates tab.`}
    >
      <FieldList tab={channel} />
    </Section>
  );
}

export function SoundsPanel() {
  return (
    <Section
      title="Sounds"
      intro='The sound a device plays. Type the name of a sound file bundled in your app, or "default" for the system sound.'
    >
      <FieldList tab="sounds" />
    </Section>
  );
}
