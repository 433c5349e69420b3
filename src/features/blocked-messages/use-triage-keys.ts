import { useEffect, useLayoutEffect, useRef } from 'react';
import { triageActionFor, type TriageAction } from './triage-keys.ts';

/** Listens for the list's shortcuts on the whole page (see `triageActionFor` for when not). */
export function useTriageKeys(detailOpen: boolean, onAction: (action: TriageAction) => void) {
  // Taken as the render commits: a key pressed on a painted render acts on that render's state
  // (passive effects can run after the paint on a busy machine).
  const latest = useRef({ detailOpen, onAction });
  useLayoutEffect(() => {
    latest.current = { detailOpen, onAction };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = triageActionFor(event, latest.current.detailOpen);
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
