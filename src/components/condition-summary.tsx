import { Anchor, Badge, Code, Text } from '@mantine/core';
import { Hint } from './hint.tsx';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../contract/paths.ts';
import type { Condition } from '../../contract/schemas/condition.ts';
import { describeCondition, type ConditionPart } from '../lib/conditions/describe-condition.ts';
import { matchedWord, termsOfList } from '../lib/keyword-list-terms.ts';
import { MatchedPattern, MatchedTermLink, MatchedThen } from './matched-term.tsx';
import { useKeywordLists } from '../queries/keyword-lists.ts';
import { PatternWithTester } from './pattern-test-popover.tsx';

interface ConditionSummaryProps {
  appId: string;
  condition: Condition;
  /** Also show the condition's own explanation strings. */
  withMessages?: boolean;
  /** Text the pattern tester starts with (e.g. the blocked message's text). */
  sampleText?: string;
  /** Unix seconds: when the message was blocked; keyword lists then link to the list as it stood. */
  asOf?: number | undefined;
}

/** A condition in words, with keyword lists named and linked. Untrusted text stays text. */
export function ConditionSummary({ appId, condition, withMessages = false, sampleText, asOf }: ConditionSummaryProps) {
  const description = describeCondition(condition);
  const listIds = description.parts.flatMap((part) => (part.kind === 'keyword-list' ? [part.listId] : []));
  const lists = useKeywordLists(appId, listIds);
  const listState = (id: string) => lists[listIds.indexOf(id)];

  const renderPart = (part: ConditionPart) => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'word':
        return <Code>{part.word}</Code>;
      case 'pattern':
        return <PatternWithTester pattern={part.pattern} sampleText={sampleText} />;
      case 'threshold':
        return (
          <>
            <strong>{part.label}</strong> with confidence above {part.percent}%
          </>
        );
      case 'keyword-list': {
        const state = listState(part.listId);
        const name = state?.data?.ok ? state.data.value.name : undefined;
        const missing = state?.missing ?? false;
        // The word of the list the message contains: named here, highlighted on the list's page.
        const list = state?.data?.ok ? state.data.value : undefined;
        const matched = list && sampleText ? matchedWord(sampleText, list) : undefined;
        // A pattern list's matching term is found off the page, as the pattern tester runs one.
        const pattern =
          list?.category === 'pattern' && sampleText ? { terms: termsOfList(list), text: sampleText } : undefined;
        const to = `${paths.keywordList(appId, part.listId)}${asOf === undefined ? '' : `?at=${asOf}`}`;
        // Today's list does not hold the word any more (or is gone): the list as it stood may.
        const then =
          !matched &&
          !pattern &&
          asOf !== undefined &&
          sampleText &&
          (missing || list?.category === 'word' || !list?.category)
            ? { at: asOf, text: sampleText }
            : undefined;
        return (
          <>
            <Anchor component={Link} to={to} underline="always" td="underline">
              {name ?? part.listId}
            </Anchor>
            {matched ? <MatchedTermLink to={to} term={matched.term} position={matched.position} /> : null}
            {pattern ? <MatchedPattern to={to} terms={pattern.terms} text={pattern.text} /> : null}
            {then && (list || missing) ? (
              <MatchedThen appId={appId} listId={part.listId} to={to} at={then.at} text={then.text} />
            ) : null}
            {missing ? (
              <Badge color="orange" variant="dot" size="xs" ml={4}>
                not found
              </Badge>
            ) : null}
          </>
        );
      }
    }
  };

  return (
    <div>
      <Text size="sm" component="span">
        {description.parts.map((part, i) => (
          <Fragment key={i}>
            {i > 0 ? ' ' : null}
            {renderPart(part)}
          </Fragment>
        ))}
        {description.recognised ? null : (
          <Hint label="The dashboard does not know this kind of condition; its raw values are shown.">
            <Badge color="gray" variant="dot" size="xs" ml={4} tabIndex={0}>
              unrecognised
            </Badge>
          </Hint>
        )}
      </Text>
      {withMessages && description.messages.length > 0 ? (
        <Text size="xs" c="dimmed">
          {description.messages.join(' · ')}
        </Text>
      ) : null}
    </div>
  );
}
