import { Anchor, Text } from '@mantine/core';
import { Hint } from './hint.tsx';
import { useState } from 'react';

interface ExpandableTextProps {
  text: string | undefined;
  /** Characters shown before the text is cut. */
  max?: number;
  empty?: string;
}

/** Long text shortened, with the full text on hover and a "more" toggle for keyboard and touch. */
export function ExpandableText({ text, max = 90, empty = 'No description' }: ExpandableTextProps) {
  const [open, setOpen] = useState(false);
  if (!text) {
    return (
      <Text size="sm" c="dimmed" fs="italic" span>
        {empty}
      </Text>
    );
  }
  if (text.length <= max)
    return (
      <Text size="sm" span>
        {text}
      </Text>
    );
  const short = `${text.slice(0, max).trimEnd()}…`;
  return (
    <Text size="sm" span style={{ wordBreak: 'break-word' }}>
      {open ? (
        text
      ) : (
        <Hint label={text} width={360} openDelay={300}>
          <span>{short}</span>
        </Hint>
      )}{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        underline="always"
        td="underline"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        {open ? 'less' : 'more'}
      </Anchor>
    </Text>
  );
}
