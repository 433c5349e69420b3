import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BlockedMessage, Entity } from '../../../../contract/schemas/blocked-message.ts';
import { SenderLink } from '../../../components/sender-link.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { conversationOf, displayName, entityId, isGroupMessage, receiverOf, senderOf } from '../record-fields.ts';
import { CopyableId } from './copyable-id.tsx';
import { DetailSection } from './detail-section.tsx';
import { formatCount } from '../../../lib/format-count.ts';

/** A user's role and status, or a group's type, size and owner. */
function EntityBadges({ entity }: { entity: Entity }) {
  return (
    <Group gap={4}>
      {entity.role ? (
        <Badge size="xs" variant="light" tt="none">
          role: {entity.role}
        </Badge>
      ) : null}
      {entity.status ? (
        <Badge
          size="xs"
          variant="dot"
          color={entity.status === 'available' || entity.status === 'online' ? 'green' : 'gray'}
          tt="none"
        >
          {entity.status}
        </Badge>
      ) : null}
      {entity.type ? (
        <Badge size="xs" variant="light" tt="none">
          {entity.type} group
        </Badge>
      ) : null}
      {entity.membersCount === undefined ? null : (
        <Badge size="xs" variant="default" tt="none">
          {formatCount(entity.membersCount)} members
        </Badge>
      )}
      {entity.owner ? (
        <Badge size="xs" variant="default" tt="none">
          owner: {entity.owner}
        </Badge>
      ) : null}
    </Group>
  );
}

function PersonCard({ title, entity }: { title: string; entity: Entity }) {
  const name = displayName(entity);
  const id = entityId(entity);
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${title}: ${name}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
        {title}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={safeHttpUrl(entity.avatar ?? entity.icon) ?? null}
          alt=""
          size="md"
          name={name}
          color="initials"
          imageProps={{ referrerPolicy: 'no-referrer' }}
        />
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <SenderLink uid={entity.uid} aria-label={`${name}: everything on this user`}>
              {name}
            </SenderLink>
          </Text>
          {id ? (
            <CopyableId value={id} what={`${title.toLowerCase()} ${entity.guid && !entity.uid ? 'guid' : 'uid'}`} />
          ) : null}
          <EntityBadges entity={entity} />
          {entity.lastActiveAt === undefined ? null : (
            <Text size="xs" c="dimmed">
              last active <UnixTime seconds={entity.lastActiveAt} />
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

export function PeopleSection({ record }: { record: BlockedMessage }) {
  const conversation = conversationOf(record);
  return (
    <DetailSection title="People">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <PersonCard title="Sender" entity={senderOf(record)} />
        <PersonCard title={isGroupMessage(record) ? 'Group' : 'Receiver'} entity={receiverOf(record)} />
      </SimpleGrid>
      {conversation ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Conversation
          </Text>
          <CopyableId value={conversation} what="conversation id" />
        </Group>
      ) : null}
    </DetailSection>
  );
}
