import { blockedMessageSchema } from '../../../contract/schemas/index.ts';
import { buildAppDataset, findApp } from './apps.ts';
import { matchesFilters } from './rule-filters.ts';
import { HOSTILE_USER_ID, LONG_NAME_USER_ID } from './users.ts';

const { blockedMessages, revisions } = buildAppDataset(findApp('demo-app') ?? expect.fail('demo-app missing'), {
  seed: 'moderation-dashboard-demo', mediaBaseUrl: 'http://m.test/emulator/media', blockedMessages: 300,
});

describe('blocked-message records in the shapes the service documents', () => {
  it('lists only pending messages, each naming its rule, app and blocking time, with weight 1', () => {
    for (const record of blockedMessages) {
      expect(blockedMessageSchema.safeParse(record).success).toBe(true);
      expect(record.message.data.moderation).toEqual({ status: 'pending', rule: { id: record.ruleId, name: record.ruleName } });
      expect(record).toMatchObject({ appId: 'demo-app', condition: { weight: 1 } });
      expect(record.blockedAt).toMatch(new RegExp(`^${record.createdAt}\\.\\d{15}$`));
    }
  });

  it('gives people the status, creation and last-activity times the docs show', () => {
    const people = blockedMessages.map((r) => r.message.data.entities.sender.entity);
    expect(new Set(people.map((p) => p.status))).toEqual(new Set(['available', 'offline']));
    for (const person of people) expect(person.lastActiveAt).toBeGreaterThan(person.createdAt);
  });

  it('sends some messages to groups, with the group receiver entity', () => {
    const toGroups = blockedMessages.filter((r) => r.message.receiverType === 'group');
    expect(toGroups.length).toBeGreaterThan(30);
    for (const { message } of toGroups) {
      const { entity, entityType } = message.data.entities.receiver;
      expect(entityType).toBe('group');
      expect(message.conversationId).toBe(`group_${message.receiver}`);
      expect(entity).toMatchObject({ guid: message.receiver, conversationId: message.conversationId });
      expect(Object.keys(entity)).toEqual(expect.arrayContaining(['icon', 'type', 'owner', 'membersCount']));
    }
  });

  it('blocks only messages the rule applies to, by its sender and receiver filters', () => {
    const filtered = blockedMessages.filter((r) => revisions.get(r.ruleId)?.some((rev) => rev.filters));
    expect(new Set(filtered.map((r) => r.ruleId)).size).toBeGreaterThanOrEqual(3);
    for (const { ruleId, revisionId, message } of filtered) {
      // Two records have a fixed sender, to test hostile and long names; they may fall outside a filter.
      if (message.sender === HOSTILE_USER_ID || message.sender === LONG_NAME_USER_ID) continue;
      const revision = revisions.get(ruleId)?.find((r) => r.revisionId === revisionId);
      const { sender, receiver } = message.data.entities;
      const to = receiver.entityType === 'group' ? { kind: 'group' as const, group: receiver.entity } : { kind: 'user' as const, user: receiver.entity };
      expect(matchesFilters(revision?.filters, sender.entity, to)).toBe(true);
    }
  });

  it('has custom messages with their payload, and audio messages', () => {
    const custom = blockedMessages.filter((r) => r.message.category === 'custom');
    expect(custom.length).toBeGreaterThan(0);
    for (const { message } of custom) {
      expect(['poll', 'listing', 'sticky-note']).toContain(message.type);
      expect(message.data.customData).toBeTypeOf('object');
    }
    const audio = blockedMessages.filter((r) => r.message.type === 'audio');
    expect(audio.length).toBeGreaterThan(0);
    for (const { message } of audio) expect(message.data.attachments?.[0]?.mimeType).toBe('audio/wav');
  });
});
