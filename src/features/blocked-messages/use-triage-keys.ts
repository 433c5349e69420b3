import { useEffect, useRef } from 'react';
import { triageActionFor, type TriageAction } from './triage-keys.ts';

/** Listens for the list's shortcuts on the whole page (see `triageActionFor` for when not). */
export function useTriageKeys(detailOpen: boolean, onAction: (action: TriageAction) => void) {
  const latest = useRef({ detailOpen, onAction });
  useEffect(() => {
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
