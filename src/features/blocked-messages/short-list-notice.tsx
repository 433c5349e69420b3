import { Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { shortListWords, type ShortList } from '../../lib/short-list.ts';
import { switchSource } from './source.ts';

/** The live list is only the service's newest page: said in words, with the way to the older records. */
export function ShortListNotice({ short }: { short: ShortList }) {
  const { pathname, search } = useLocation();
  const query = switchSource(new URLSearchParams(search), 'archive').toString();
  return (
    <Text size="sm" fw={500} w="100%">
      {`${shortListWords(short)} `}
      <Link to={`${pathname}${query ? `?${query}` : ''}`}>Open the archive</Link>
    </Text>
  );
}
