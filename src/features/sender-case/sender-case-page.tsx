import { Divider, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { BLOCKED_LIST_DEFAULT_LIMIT } from '../../../contract/early-request.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { decidedByWords } from '../../lib/decided-by.ts';
import { mayChangeSettings, mayDecide } from '../../lib/permissions.ts';
import { archiveListQuery } from '../../queries/archive.ts';
import { blockedMessagesQuery } from '../../queries/blocked-messages.ts';
import { decisionHistoryQuery } from '../../queries/decisions.ts';
import { useSession } from '../../queries/session.ts';
import { senderQuery } from '../../queries/users.ts';
import { AllFromSender } from './all-from-sender.tsx';
import { caseDescription, caseTitle } from './case-words.ts';
import { ArchivedBlocks } from './archived-blocks.tsx';
import { MessageRows } from './message-rows.tsx';
import { LazyReasonDialog } from './reason-dialog-part.ts';
import { GroupActions } from './group-actions.tsx';
import { groupsOf } from './group-facts.ts';
import { useKeptEntries } from './kept-entries.ts';
import { blocksByRule, decisionsOn, sentBy } from './sender-facts.ts';
import { SenderReports } from './sender-reports.tsx';
import { UserActions } from './user-actions.tsx';
import { UserCard } from './user-card.tsx';
import { useCaseEvents } from './use-case-events.ts';

// The decision log is asked about the messages on screen, in one request of a bounded length.
const MOST_IDS_ASKED = 200;

/** Everything the dashboard and the service hold on one sender, and what may be done to them. */
export function SenderCasePage() {
  const { appId = '', uid = '' } = useParams();
  const { user: me } = useSession();
  const sender = useQuery(senderQuery(appId, uid));
  const live = useQuery(blockedMessagesQuery(appId, BLOCKED_LIST_DEFAULT_LIMIT));
  const archived = useInfiniteQuery(archiveListQuery(appId, { q: '', senderUid: uid }));
  const [decidedHere, setDecidedHere] = useState<ReadonlySet<string>>(new Set());

  const liveFromSender = useMemo(() => sentBy(live.data?.entries ?? [], uid), [live.data, uid]);
  const pending = useMemo(
    () => liveFromSender.filter((entry) => !decidedHere.has(entry.key)),
    [liveFromSender, decidedHere],
  );
  const archivedEntries = useMemo(() => archived.data?.pages.flatMap((page) => page.entries) ?? [], [archived.data]);
  // Those decided, here or by others live, stay counted: they were blocks all the same, and their decisions show below.
  const seenLive = useKeptEntries(uid, liveFromSender);
  const everyBlock = useMemo(
    () => [...new Map([...archivedEntries, ...seenLive].map((entry) => [entry.key, entry])).values()],
    [archivedEntries, seenLive],
  );
  const groups = useMemo(() => groupsOf(everyBlock), [everyBlock]);
  const ids = useMemo(() => everyBlock.slice(0, MOST_IDS_ASKED).map((entry) => entry.key), [everyBlock]);
  const history = useQuery({ ...decisionHistoryQuery(appId, ids), enabled: ids.length > 0 });
  const decisions = decisionsOn(history.data ?? [], new Set(ids));
  const name = sender.data?.user.name ?? uid;
  // The action dialog is there before the first press on Ban or Deactivate.
  LazyReasonDialog.usePreload(mayDecide(me));
  useCaseEvents(appId, uid);

  return (
    <>
      <PageHeader title={caseTitle(name)} description={caseDescription(uid)} />
      <Stack gap="lg">
        <UserCard uid={uid} query={sender} />
        {sender.data && mayChangeSettings(me) ? <UserActions appId={appId} sender={sender.data} /> : null}
        <GroupActions
          appId={appId}
          uid={uid}
          name={name}
          groups={groups}
          mayAct={mayDecide(me)}
          reading={live.isPending || archived.isPending}
        />
        <Divider />
        <section aria-labelledby="live-blocks">
          <Title order={2} size="h4" id="live-blocks" mb="xs">
            Pending blocked messages
          </Title>
          {live.isError ? (
            <Text c="red">The live list could not be read; reload to try again.</Text>
          ) : (
            <>
              {/* Not before the live list has answered: "none pending" while it is still read would be wrong. */}
              {mayDecide(me) && live.data ? (
                <AllFromSender
                  appId={appId}
                  name={name}
                  pending={pending.flatMap((entry) =>
                    entry.item.ok
                      ? [
                          {
                            messageId: entry.key,
                            ruleId: entry.item.value.ruleId,
                            revisionId: entry.item.value.revisionId,
                          },
                        ]
                      : [],
                  )}
                  onDecided={(id) => setDecidedHere((before) => new Set(before).add(id))}
                />
              ) : null}
              {pending.length ? (
                <MessageRows
                  appId={appId}
                  entries={pending}
                  label="Pending blocked messages of this sender"
                  source="live"
                />
              ) : live.isPending ? (
                <Text c="dimmed">Reading the live list…</Text>
              ) : (
                <Text c="dimmed">None pending.</Text>
              )}
            </>
          )}
        </section>
        <ArchivedBlocks appId={appId} query={archived} entries={archivedEntries} />
        <SenderReports
          appId={appId}
          uid={uid}
          canDelete={mayDecide(me)}
          ready={!sender.isPending && !live.isPending && !archived.isPending}
        />
        <section aria-labelledby="blocks-by-rule">
          <Title order={2} size="h4" id="blocks-by-rule" mb="xs">
            Blocks by rule and revision
          </Title>
          <Text size="sm" c="dimmed" mb="xs">{`Of the ${everyBlock.length} blocks shown above.`}</Text>
          <Table withRowBorders aria-label="Blocks by rule and revision" maw={640}>
            <Table.Tbody>
              {blocksByRule(everyBlock).map((row) => (
                <Table.Tr key={`${row.ruleId} ${row.revisionId ?? ''}`}>
                  <Table.Td>{row.ruleName}</Table.Td>
                  <Table.Td>{row.revisionId ?? 'revision unknown'}</Table.Td>
                  <Table.Td>{row.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
        <section aria-labelledby="sender-decisions">
          <Title order={2} size="h4" id="sender-decisions" mb="xs">
            Decisions on their messages
          </Title>
          {history.isError ? (
            <Text c="red">The decision log could not be read; reload to try again.</Text>
          ) : decisions.length === 0 ? (
            <Text c="dimmed">No decision through this dashboard on the messages shown.</Text>
          ) : (
            <Stack gap={2} component="ul" aria-label="Decisions on this sender's messages">
              {decisions.map((record) => (
                <Text key={record.id} size="sm" component="li">
                  {`Message ${record.messageId}: ${decidedByWords(record)}`}
                </Text>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </>
  );
}
