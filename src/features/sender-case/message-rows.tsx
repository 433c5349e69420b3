import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { CaseTable, TextCell, TimeCell } from './case-table.tsx';
import { MESSAGE_ROW_COLUMNS, messageRowWords } from './message-row-words.ts';

interface MessageRowsProps {
  appId: string;
  entries: readonly BlockedMessageEntry[];
  label: string;
  /** Where a message opens: the live list or the archive, each with the message open. */
  source: 'live' | 'archive';
  /** A last column (the archive's decision). */
  extra?: { title: string; cell: (entry: BlockedMessageEntry) => ReactNode };
}

function openIn(appId: string, source: 'live' | 'archive', id: string): string {
  const query = new URLSearchParams(source === 'archive' ? { source: 'archive', q: id, message: id } : { message: id });
  return `${paths.blockedMessages(appId)}?${query.toString()}`;
}

/** One sender's blocked messages: when, which rule and revision, and the text, each opening where it lives. */
export function MessageRows({ appId, entries, label, source, extra }: MessageRowsProps) {
  return (
    <CaseTable label={label} columns={extra ? [...MESSAGE_ROW_COLUMNS, extra.title] : MESSAGE_ROW_COLUMNS}>
      {entries.map((entry) => {
        const words = messageRowWords(entry);
        return (
          <Table.Tr key={entry.key}>
            <Table.Td>
              <Anchor component={Link} to={openIn(appId, source, entry.key)} size="sm" fw={600}>
                {words.message}
              </Anchor>
            </Table.Td>
            <TimeCell at={entry.at} words={words.blocked} />
            <Table.Td>
              {words.ruleLink ? (
                <Anchor
                  component={Link}
                  size="sm"
                  to={paths.rule(appId, words.ruleLink.ruleId, words.ruleLink.revisionId)}
                >
                  {words.rule}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {words.rule}
                </Text>
              )}
            </Table.Td>
            <TextCell text={words.text} />
            {extra ? <Table.Td>{extra.cell(entry)}</Table.Td> : null}
          </Table.Tr>
        );
      })}
    </CaseTable>
  );
}
