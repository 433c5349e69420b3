import { useWindowEvent } from '@mantine/hooks';
import { useCallback } from 'react';
import { useBlocker, type Location } from 'react-router';

/**
 * Holds a navigation away from unsaved work: a link, an app switch, the browser's Back and
 * Forward (React Router's blocker), and a reload or a closed tab (the browser's own prompt).
 * `staysOnPage` names destinations that are not leaving (a form's own tabs). The caller asks
 * the question with the blocker it gets back.
 */
export function useLeaveBlocker(dirty: boolean, staysOnPage?: (next: Location) => boolean) {
  const blocker = useBlocker(
    useCallback(
      ({ nextLocation }: { nextLocation: Location }) => dirty && !(staysOnPage?.(nextLocation) ?? false),
      [dirty, staysOnPage],
    ),
  );
  useWindowEvent('beforeunload', (event) => {
    if (!dirty) return;
    event.preventDefault();
    // Older Chromium needs returnValue set to show the prompt.
    event.returnValue = '';
  });
  return blocker;
}
