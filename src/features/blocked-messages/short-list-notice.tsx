import { useLocation } from 'react-router';
import { ShortListNotice } from '../../components/short-list-notice.tsx';
import type { ShortList } from '../../lib/short-list.ts';
import { switchSource } from './source.ts';

/** The live list is only the service's newest page: said in words, with the way to the same view in the archive. */
export function BlockedShortListNotice({ short }: { short: ShortList }) {
  const { pathname, search } = useLocation();
  const query = switchSource(new URLSearchParams(search), 'archive').toString();
  return (
    <ShortListNotice short={short} link={{ to: `${pathname}${query ? `?${query}` : ''}`, label: 'Open the archive' }} />
  );
}
