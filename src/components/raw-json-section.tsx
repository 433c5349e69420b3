import { Accordion, Code, Group } from '@mantine/core';
import { CopyTextButton } from './copy-text-button.tsx';

interface RawJsonSectionProps {
  value: unknown;
  /** "Raw JSON of the rule" */
  title: string;
  defaultOpen?: boolean;
}

/** The whole record as the service sent it, folded away, with a copy button. */
export function RawJsonSection({ value, title, defaultOpen = false }: RawJsonSectionProps) {
  const json = () => JSON.stringify(value, null, 2);
  return (
    <Accordion variant="contained" defaultValue={defaultOpen ? 'raw' : null}>
      <Accordion.Item value="raw">
        <Accordion.Control>{title}</Accordion.Control>
        <Accordion.Panel>
          <Group justify="flex-end" mb="xs">
            <CopyTextButton getText={json} label="Copy JSON" what={title.toLowerCase()} />
          </Group>
          {/* Focusable so that the JSON can be scrolled from the keyboard. */}
          <Code
            block
            tabIndex={0}
            role="region"
            aria-label={`${title}, as text`}
            style={{ maxHeight: 480, overflow: 'auto' }}
          >
            {JSON.stringify(value, null, 2)}
          </Code>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
