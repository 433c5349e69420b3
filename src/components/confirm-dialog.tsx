import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The safe choice: it has the focus, and Escape or the close button mean it too. */
  stayLabel: string;
  goLabel: string;
  /** Accessible name of the close button (it means "stay"). */
  closeLabel: string;
  onStay: () => void;
  onGo: () => void;
}

/** A yes/no question before something is lost ("Discard changes?", "Leave without saving?"). */
export function ConfirmDialog({ title, message, stayLabel, goLabel, closeLabel, onStay, onGo }: ConfirmDialogProps) {
  return (
    <Modal opened onClose={onStay} title={title} closeButtonProps={{ 'aria-label': closeLabel }} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {stayLabel}
        </Button>
        <Button color="red" onClick={onGo}>
          {goLabel}
        </Button>
      </Group>
    </Modal>
  );
}
