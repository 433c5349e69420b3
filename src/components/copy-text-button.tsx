import { Button, Modal, Stack, Text, Textarea, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

interface CopyTextButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** Built on click, so a large text is only made when needed. */
  getText: () => string;
  label: string;
  /** What is copied, for the fallback dialog ("the terms", "the rule as JSON"). */
  what: string;
}

/**
 * Copies text to the clipboard. Where the browser refuses (no permission, not a secure
 * context), it shows the text selected in a dialog so the user can copy it by hand.
 */
export function CopyTextButton({ getText, label, what, size = 'xs', variant = 'default' }: CopyTextButtonProps) {
  const [state, setState] = useState<'idle' | 'copied'>('idle');
  const [fallback, setFallback] = useState<string | undefined>();
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const text = getText();
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setFallback(text);
    }
  };

  return (
    <>
      <Button size={size} variant={variant} color={state === 'copied' ? 'teal' : undefined} onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <VisuallyHidden role="status">{state === 'copied' ? `Copied ${what} to the clipboard` : ''}</VisuallyHidden>
      <Modal
        opened={fallback !== undefined}
        onClose={() => setFallback(undefined)}
        title={`Copy ${what}`}
        onEnterTransitionEnd={() => area.current?.select()}
      >
        <Stack gap="xs">
          <Text size="sm">
            The browser did not allow copying to the clipboard. The text is selected below: press Ctrl+C (⌘C on a Mac) to copy it.
          </Text>
          <Textarea ref={area} label={`Text of ${what}`} value={fallback ?? ''} readOnly rows={8} data-autofocus />
        </Stack>
      </Modal>
    </>
  );
}
