import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { shortListWords, type ShortList } from '../lib/short-list.ts';

interface ShortListNoticeProps {
  short: ShortList;
  /** Where the rest is, in words ("the archive holds older ones"). */
  olderAt?: string;
  /** The way to the rest, when there is one. */
  link?: { to: string; label: string };
}

/** A list that is only the service's newest page, said in words, with the way to the older records. */
export function ShortListNotice({ short, olderAt, link }: ShortListNoticeProps) {
  return (
    <Text size="sm" fw={500} w="100%">
      {shortListWords(short, olderAt)}
      {link ? (
        <>
          {' '}
          <Link to={link.to}>{link.label}</Link>
        </>
      ) : null}
    </Text>
  );
}
