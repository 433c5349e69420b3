import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BlockedMessage, Entity } from '../../../api/schemas/blocked-message.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { conversationOf, displayName, receiverOf, senderOf } from '../record-fields.ts';
import { CopyableId } from './copyable-id.tsx';
import { DetailSection } from './detail-section.tsx';

function PersonCard({ title, entity }: { title: string; entity: Entity }) {
  const name = displayName(entity);
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${title}: ${name}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
        {title}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={safeHttpUrl(entity.avatar) ?? null} alt="" size="md" name={name} color="initials" imageProps={{ referrerPolicy: 'no-referrer' }} />
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {entity.uid ? <CopyableId value={entity.uid} what={`${title.toLowerCase()} uid`} /> : null}
          <Group gap={4}>
            {entity.role ? <Badge size="xs" variant="light" tt="none">role: {entity.role}</Badge> : null}
            {entity.status ? (
              <Badge size="xs" variant="dot" color={entity.status === 'online' ? 'green' : 'gray'} tt="none">
                {entity.status}
              </Badge>
            ) : null}
          </Group>
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
        <PersonCard title="Receiver" entity={receiverOf(record)} />
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
