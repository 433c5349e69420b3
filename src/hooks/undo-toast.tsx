import { Button, Group, Text } from '@mantine/core';
import { isUndoPress, UNDO_KEY } from '../lib/undo-key.ts';
import { toasts } from './toasts.tsx';

export interface UndoToast {
  /** Unique per decision: the queue's kind and ticket, so no two toasts share one. */
  id: string;
  title: string;
  /** What the toast says once the decision is taken back. */
  undoneTitle: string;
  /** Seconds the window lasts, for the words. */
  seconds: number;
  undo: () => boolean;
  hold: () => void;
  release: () => void;
}

// The toasts whose decision can still be undone, oldest first: the undo key takes back the newest.
const open = new Map<string, UndoToast>();
let listening = false;

function listenForUndoKey() {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', (event) => {
    if (!isUndoPress(event)) return;
    const newest = [...open.values()].at(-1);
    if (!newest) return;
    event.preventDefault();
    void takeBack(newest);
  });
}

async function takeBack(toast: UndoToast) {
  const notifications = await toasts();
  open.delete(toast.id);
  const undone = toast.undo();
  notifications.update({
    id: toast.id,
    title: undone ? toast.undoneTitle : 'Too late to undo: it was already sent',
    message: '',
    color: undone ? 'gray' : 'yellow',
    autoClose: 4000,
  });
}

/**
 * A decision's Undo toast. It stays while the decision waits (the window pauses while the
 * pointer or focus rests on it), offers Undo by click or by key, and changes to "Sent" the
 * moment the decision leaves, so it never offers an undo that can no longer happen.
 */
export async function showUndoToast(toast: UndoToast) {
  listenForUndoKey();
  open.set(toast.id, toast);
  const notifications = await toasts();
  notifications.show({
    id: toast.id,
    title: toast.title,
    color: 'teal',
    autoClose: false,
    closeButtonProps: { 'aria-label': 'Dismiss' },
    onMouseEnter: toast.hold,
    onMouseLeave: toast.release,
    onFocusCapture: toast.hold,
    onBlurCapture: toast.release,
    // Dismissed while the pointer rested on it: no mouseleave follows, so the clock restarts here.
    onClose: () => {
      open.delete(toast.id);
      toast.release();
    },
    message: (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">{`Sent in ${toast.seconds} seconds unless you undo. Pointing here pauses it.`}</Text>
        <Button
          size="xs"
          variant="light"
          aria-keyshortcuts={UNDO_KEY}
          style={{ flexShrink: 0 }}
          onClick={() => void takeBack(toast)}
        >
          Undo<span data-key-hint>{`\u00a0(${UNDO_KEY})`}</span>
        </Button>
      </Group>
    ),
  });
}

/** The decision left: its toast says so, without an Undo, and closes by itself. */
export async function showSent(id: string, title: string) {
  open.delete(id);
  const notifications = await toasts();
  notifications.update({ id, title, message: 'It can no longer be undone here.', color: 'teal', autoClose: 3000 });
}
