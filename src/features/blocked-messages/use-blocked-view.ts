import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useLatestCallback } from '../../hooks/use-latest-callback.ts';
import { useSearchParamsUpdater } from '../../hooks/use-search-params-updater.ts';
import { PARAM, parseFilters, parseSort, withParams, type BlockedFilters, type ParamName } from './filters.ts';
import { blockedListLimit } from './list-limit.ts';
import { useShownMessage } from './use-shown-message.ts';

export { DEFAULT_LIMIT, LIMITS } from './list-limit.ts';
const TEXT_COMMIT_DELAY_MS = 300;

/** Whether the address bar holds an open message now (a navigation asked for may not have landed yet). */
function messageInLiveAddress(): boolean {
  return new URLSearchParams(window.location.search).has(PARAM.message);
}

/** The history entry opening a message from the list added, once it is the current entry. */
interface PushedEntry {
  landed: boolean;
  /** Closed before its push was sent (it waits for the typed text to reach the entry under it). */
  closed: boolean;
}

/**
 * Everything that defines the view lives in the query string, so a link or a reload shows the
 * same thing. The free text is the exception while typing: it filters at once (deferred) and
 * reaches the URL once the user pauses.
 */
export function useBlockedView() {
  const [params, changeParams, backFromPush] = useSearchParamsUpdater();
  // Set from a Back until the browser has moved: it moves through its history in its own time
  // (later still on a busy machine), and a change sent before then would land on the entry being
  // left, for the Back to bring the old address over it (a search typed meanwhile undone).
  const goingBack = useRef<Promise<unknown> | undefined>(undefined);
  const updateParams = useCallback(
    function afterBack(...change: Parameters<typeof changeParams>): void | Promise<void> {
      return goingBack.current ? goingBack.current.then(() => afterBack(...change)) : changeParams(...change);
    },
    [changeParams],
  );
  // Live lists pending messages only (the service's blocked list holds nothing else): a status
  // in the URL is the archive's filter, kept for the switch to Archive but not applied here.
  // Keyed by the filters' own params: opening another message (j, k) changes only `message`, and
  // must not hand the list new filters, nor every row new props.
  const filterSearch = useMemo(() => withParams(params, { [PARAM.message]: undefined }).toString(), [params]);
  const urlFilters = useMemo(() => livePending(parseFilters(new URLSearchParams(filterSearch))), [filterSearch]);
  const messageInAddress = params.get(PARAM.message) ?? undefined;
  // The open message follows a key in the key's own render; the address follows after (use-shown-message.ts).
  const [messageId, showMessage] = useShownMessage(messageInAddress);

  const update = useCallback(
    (changes: Partial<Record<ParamName, string | undefined>>) =>
      updateParams((current) => withParams(current, changes)),
    [updateParams],
  );

  const [text, setText] = useState(urlFilters.text);
  const [syncedText, setSyncedText] = useState(urlFilters.text);
  // What this box last wrote to the URL: when the URL catches up with it, that is our own echo,
  // and the user may have typed on since; it must not replace their newer text.
  const [committedText, setCommittedText] = useState<string | null>(null);
  // The URL changed under us (a link, back/forward): the box follows it.
  if (urlFilters.text !== syncedText) {
    setSyncedText(urlFilters.text);
    if (urlFilters.text !== committedText) setText(urlFilters.text);
    setCommittedText(null);
  }
  // While another navigation is on its way (a link such as "Search the archive for this"), the
  // typed text waits: writing it now would replace that navigation with this page's URL. A link
  // that carries the text itself says so at once (`holdText`), before the router's state renders.
  const navigating = useNavigation().state !== 'idle';
  const held = useRef<string | undefined>(undefined);
  const holdText = useCallback(() => {
    held.current = text;
  }, [text]);
  useEffect(() => {
    if (text === urlFilters.text || navigating) return;
    const timer = setTimeout(() => {
      if (held.current === text) return;
      setCommittedText(text);
      update({ [PARAM.text]: text });
    }, TEXT_COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, urlFilters.text, update, navigating]);

  const deferredText = useDeferredValue(text);
  const filters: BlockedFilters = useMemo(() => ({ ...urlFilters, text: deferredText }), [urlFilters, deferredText]);

  // Opening from the list adds a history entry (Back closes the message); closing then goes
  // back to it rather than adding another. A message opened from a link just closes. Both are
  // decided from the tab as it is when the key is pressed, not from the last render: keys can
  // come faster than navigations land (Esc, then Enter, then Esc again), and going back from an
  // entry this page did not push would leave the page. The pushed entry is the current one from
  // when its navigation lands (the router's navigate resolves) until the tab moves through its
  // history: Back and Forward may reach an entry with a message this page did not push.
  const pushed = useRef<PushedEntry | undefined>(undefined);
  useEffect(() => {
    const moved = () => (pushed.current = undefined);
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);

  // Stable for the rows, and reading the text typed as the render on screen has it.
  const openMessage = useLatestCallback((id: string) => {
    const push = !messageInLiveAddress();
    showMessage(id);
    const withMessage = (current: URLSearchParams) => withParams(current, { [PARAM.message]: id });
    if (!push) {
      void updateParams(withMessage);
      return;
    }
    const entry: PushedEntry = { landed: false, closed: false };
    pushed.current = entry;
    const pushMessage = () => (entry.closed ? undefined : updateParams(withMessage, { push: true }));
    // A search typed and not yet in the address goes into the entry being left first: the Back
    // that closes the message returns to the list as it was searched, not as it was before the typing.
    let landed: void | Promise<void>;
    if (text === urlFilters.text) landed = pushMessage();
    else {
      setCommittedText(text);
      landed = Promise.resolve(updateParams((current) => withParams(current, { [PARAM.text]: text }))).then(
        pushMessage,
      );
    }
    void Promise.resolve(landed).then(() => (entry.landed = !entry.closed));
  });

  const closeMessage = useCallback(() => {
    showMessage(undefined);
    const entry = pushed.current;
    pushed.current = undefined;
    if (entry?.landed && messageInLiveAddress()) {
      goingBack.current = new Promise((moved) => addEventListener('popstate', moved, { once: true })).then(
        () => (goingBack.current = undefined),
      );
      backFromPush();
    } else {
      if (entry) entry.closed = true;
      update({ [PARAM.message]: undefined });
    }
  }, [backFromPush, update, showMessage]);

  const clearFilters = useCallback(() => {
    setText('');
    const filterParams = [
      PARAM.text,
      PARAM.ruleId,
      PARAM.revisionId,
      PARAM.action,
      PARAM.type,
      PARAM.status,
      PARAM.from,
      PARAM.to,
    ];
    update(Object.fromEntries(filterParams.map((name) => [name, undefined])));
  }, [update]);

  return {
    params,
    /** The filters as the URL holds them. */
    urlFilters,
    /** What the list applies: the URL's filters with the (deferred) text being typed. */
    filters,
    /** What the search box shows (ahead of `filters.text` while the list catches up). */
    text,
    setText,
    filtering: deferredText !== text,
    sort: parseSort(params),
    limit: blockedListLimit(params),
    messageId,
    update,
    openMessage,
    closeMessage,
    clearFilters,
    holdText,
  };
}

export type BlockedView = ReturnType<typeof useBlockedView>;

function livePending(filters: BlockedFilters): BlockedFilters {
  const live = { ...filters };
  delete live.status;
  return live;
}
