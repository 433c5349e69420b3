import { DataList } from '@mantine/core';
import { blockedAtSeconds, type BlockedMessage } from '../../../../contract/schemas/blocked-message.ts';
import { DataItem } from '../../../components/data-item.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { CopyableId } from './copyable-id.tsx';
import { DetailSection } from './detail-section.tsx';

const orDash = (value: string | undefined) => value ?? '—';

/** Identifiers (copyable) and the record's times, exact with relative on hover. */
export function FactsSection({ record }: { record: BlockedMessage }) {
  const { message } = record;
  return (
    <DetailSection title="Identifiers and times">
      <DataList size="sm" labelWidth="8rem">
        <DataItem label="Message id">
          {message.id === undefined ? '—' : <CopyableId value={String(message.id)} what="message id" />}
        </DataItem>
        <DataItem label="Muid">{message.muid ? <CopyableId value={message.muid} what="muid" /> : '—'}</DataItem>
        <DataItem label="Sent">
          <UnixTime seconds={message.sentAt} />
        </DataItem>
        <DataItem label="Updated">
          <UnixTime seconds={message.updatedAt ?? record.updatedAt} />
        </DataItem>
        <DataItem label="Blocked">
          <UnixTime seconds={blockedAtSeconds(record)} />
        </DataItem>
        <DataItem label="Sent from">{orDash(message.data?.resource)}</DataItem>
        <DataItem label="Receiver type">{orDash(message.receiverType)}</DataItem>
        <DataItem label="Category">{orDash(message.category)}</DataItem>
      </DataList>
    </DetailSection>
  );
}
