import { Badge, Code, DataList, Group, Text } from '@mantine/core';
import type { KeywordList } from '../../../../contract/schemas/keyword-list.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import { DataItem } from '../../../components/data-item.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { listCategoryWords } from '../../../lib/keyword-list-terms.ts';
import classes from './keyword-list-fields.module.css';

const yesNo = (value: boolean | undefined) =>
  value === undefined ? (
    <Text size="sm" c="dimmed">
      not stated
    </Text>
  ) : (
    <Text size="sm">{value ? 'yes' : 'no'}</Text>
  );

/** The list's own fields. */
export function KeywordListFields({ list }: { list: KeywordList }) {
  const revision = revisionNumber(list.revisionId);
  return (
    <DataList size="sm" labelWidth="8rem" withDivider className={classes.fields} classNames={{ item: classes.item }}>
      <DataItem label="Id">
        <Code>{list.id}</Code>
      </DataItem>
      <DataItem label="Category">
        {list.category ? (
          <Text size="sm">
            {list.category} ({listCategoryWords(list.category)})
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            not stated
          </Text>
        )}
      </DataItem>
      {list.description ? (
        <DataItem label="Description">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {list.description}
          </Text>
        </DataItem>
      ) : null}
      <DataItem label="Imported as CSV">{yesNo(list.isCSV)}</DataItem>
      <DataItem label="Active">{yesNo(list.active)}</DataItem>
      <DataItem label="Default">{yesNo(list.default)}</DataItem>
      <DataItem label="Revision">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {list.revisionId ? `${revision === undefined ? '' : `${revision} `}(${list.revisionId})` : 'not stated'}
        </Text>
      </DataItem>
      <DataItem label="Created">
        <UnixTime seconds={list.createdAt} />
      </DataItem>
      <DataItem label="Last updated">
        <UnixTime seconds={list.updatedAt} />
      </DataItem>
    </DataList>
  );
}

export function KeywordListBadges({ list }: { list: KeywordList }) {
  return (
    <Group gap="xs">
      {list.default ? (
        <Badge variant="dot" color="violet" size="sm">
          default
        </Badge>
      ) : null}
      {list.active === false ? (
        <Badge variant="dot" color="gray" size="sm">
          inactive
        </Badge>
      ) : (
        <Badge variant="dot" color="teal" size="sm">
          active
        </Badge>
      )}
      {list.isCSV ? (
        <Badge variant="default" size="sm">
          CSV
        </Badge>
      ) : null}
    </Group>
  );
}
