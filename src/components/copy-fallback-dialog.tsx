import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useRef } from 'react';

interface CopyFallbackDialogProps {
  text: string | undefined;
  what: string;
  onClose: () => void;
}

/** The text selected in a dialog, for copying by hand when the browser refuses the clipboard. */
export function CopyFallbackDialog({ text, what, onClose }: CopyFallbackDialogProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      opened={text !== undefined}
      onClose={onClose}
      title={`Copy ${what}`}
      onEnterTransitionEnd={() => area.current?.select()}
    >
      <Stack gap="xs">
        <Text size="sm">
          The browser did not allow copying to the clipboard. The text is selected below: press Ctrl+C (⌘C on a Mac) to
          copy it.
        </Text>
        <Textarea ref={area} label={`Text of ${what}`} value={text ?? ''} readOnly rows={8} data-autofocus />
      </Stack>
    </Modal>
  );
}
