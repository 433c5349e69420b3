import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

// Needed only when the browser refuses the clipboard, so it is not part of any page's first load.
const CopyFallbackDialog = lazy(() =>
  import('./copy-fallback-dialog.tsx').then((m) => ({ default: m.CopyFallbackDialog })),
);

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
      {fallback !== undefined ? (
        <Suspense fallback={null}>
          <CopyFallbackDialog text={fallback} what={what} onClose={() => setFallback(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}
