import { Anchor, Code, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { firstMatchingPattern, type PatternMatch } from '../lib/conditions/first-matching-pattern.ts';
import { matchedWord } from '../lib/keyword-list-terms.ts';
import { listAsOfQuery } from '../queries/archive.ts';

interface MatchedTermLinkProps {
  /** The keyword list's page. */
  to: string;
  term: string;
  /** 1-based place of the term in its list. */
  position: number;
}

/** ": matched `term`", linked to the list's page with the term highlighted there. */
export function MatchedTermLink({ to, term, position }: MatchedTermLinkProps) {
  return (
    <>
      {': matched '}
      <Anchor
        component={Link}
        to={`${to}${to.includes('?') ? '&' : '?'}${new URLSearchParams({ term }).toString()}`}
        underline="always"
        td="underline"
        aria-label={`“${term}”, term ${position} of the list`}
      >
        <Code>{term}</Code>
      </Anchor>
    </>
  );
}

/**
 * The pattern of a list that matches the message, found off the page (the tester's worker): the
 * term linked as for a word list, with the text it matched; or that it could not be told here.
 */
export function MatchedPattern({ to, terms, text }: { to: string; terms: readonly string[]; text: string }) {
  // Kept with what it was found for, so a new message never shows the last one's match.
  const [found, setFound] = useState<{ terms: readonly string[]; text: string; match: PatternMatch }>();
  useEffect(() => {
    const run = firstMatchingPattern(terms, text);
    void run.result.then((match) => setFound({ terms, text, match }));
    return run.cancel;
  }, [terms, text]);
  const match = found?.terms === terms && found.text === text ? found.match : undefined;
  if (match?.status === 'matched')
    return (
      <>
        <MatchedTermLink to={to} term={match.term} position={match.position} />
        {' on '}
        <Code>{match.matchedText}</Code>
      </>
    );
  if (match?.status === 'none' && match.untried > 0)
    return (
      <Text span size="sm" c="dimmed">
        {` (${match.untried} of its patterns could not be tried here: open the list to test them)`}
      </Text>
    );
  return null;
}

/**
 * The term a word list matched when the message was blocked, when today's list no longer holds
 * it: found in the archive's copy of the list as it stood then (`at`), linked to that copy.
 */
export function MatchedThen({
  appId,
  listId,
  to,
  at,
  text,
}: {
  appId: string;
  listId: string;
  to: string;
  at: number;
  text: string;
}) {
  const asOf = useQuery(listAsOfQuery(appId, listId, at));
  const matched = asOf.data ? matchedWord(text, asOf.data.list) : undefined;
  if (!matched) return null;
  return (
    <>
      <MatchedTermLink to={to} term={matched.term} position={matched.position} />
      <Text span size="sm" c="dimmed">
        {' (in the list then, not today)'}
      </Text>
    </>
  );
}
