import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useState } from 'react';

const REVEAL_ALL_KEY = 'moderation-dashboard:reveal-all-media';

/**
 * Which records' media the user has chosen to see. Media in blocked messages is hidden by
 * default; "reveal all" is a setting of this device, single reveals last for the visit.
 */
export function useMediaReveal() {
  const [revealAll, setRevealAll] = useLocalStorage<boolean>({
    key: REVEAL_ALL_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
    deserialize: (value) => value === 'true',
    serialize: String,
  });
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());

  const setRevealedFor = useCallback((key: string, value: boolean) => {
    setRevealed((current) => {
      if (current.has(key) === value) return current;
      const next = new Set(current);
      if (value) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const isRevealed = useCallback((key: string) => revealAll || revealed.has(key), [revealAll, revealed]);

  return { revealAll, setRevealAll, isRevealed, setRevealedFor };
}

export type MediaReveal = ReturnType<typeof useMediaReveal>;
