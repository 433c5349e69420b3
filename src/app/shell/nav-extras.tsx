import { Divider } from '@mantine/core';
import { LocalUseNote } from './local-use-note.tsx';
import { OpenKeywordList } from './open-keyword-list.tsx';
import { ReferencedKeywordLists } from './referenced-keyword-lists.tsx';

/**
 * The navigation below the page links: the keyword lists the rules use, opening a list by id,
 * and, without users, why there is no sign-in (who is signed in is in the header). Loaded once the page is idle (main-nav.tsx): none of it may delay a
 * page's own request or first rows. Until the app list says this app exists, its rules and
 * lists are not asked for.
 */
export function NavExtras({ appId, appKnown }: { appId: string; appKnown: boolean }) {
  return (
    <>
      {appKnown ? (
        <>
          <Divider />
          <ReferencedKeywordLists appId={appId} />
          <OpenKeywordList appId={appId} />
        </>
      ) : null}
      <LocalUseNote />
    </>
  );
}
