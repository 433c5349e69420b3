import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the list pages lay out for a phone (48em and narrower): filters folded, small page
 * actions. One query for the filter bars and the pages' actions alike.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 48em)');
}
