import { useMediaQuery } from '@mantine/hooks';

/** The list pages' actions (Refresh, the exports): small on a phone, so they fit one line above the cards. */
export function useActionSize(): 'xs' | 'sm' {
  return useMediaQuery('(max-width: 48em)') ? 'xs' : 'sm';
}
