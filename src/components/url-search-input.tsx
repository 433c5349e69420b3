import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

interface UrlSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The value as the URL holds it. */
  value: string;
  /** Called a moment after typing stops (or on Enter) with the new text. */
  onCommit: (value: string) => void;
  delayMs?: number;
}

/**
 * A search box whose value lives in the URL. Typing stays local and reaches the URL a moment
 * later, so each keystroke is not a navigation (which would drop characters and history
 * entries); a URL change from outside (back button, "clear filters") replaces the typed text.
 */
export function UrlSearchInput({ value, onCommit, delayMs = 250, ...props }: UrlSearchInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const commit = useDebouncedCallback(onCommit, delayMs);
  return (
    <TextInput
      type="search"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
