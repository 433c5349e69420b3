import { describe, expect, it } from 'vitest';
import type { AuditIntent } from './audit-store.ts';
import { MemoryAuditStore } from './memory-audit-store.ts';

const intent = (id: string, appId = 'app-a'): AuditIntent => ({
  id, time: '2026-11-25T10:00:00.000Z', username: 'ada', appId, action: 'settings-change', oldValues: 'known', changes: [],
});

describe('MemoryAuditStore', () => {
  it('says its entries do not outlive a restart', () => {
    expect(new MemoryAuditStore().persisted).toBe(false);
  });

  it('shows one app its own latest changes, newest first, at most the limit', async () => {
    const store = new MemoryAuditStore();
    for (const id of ['1', '2', '3']) await store.appendIntent(intent(id));
    await store.appendIntent(intent('other', 'app-b'));
    expect((await store.latest('app-a', 2)).map((r) => r.id)).toEqual(['3', '2']);
    expect((await store.latest('app-b', 10)).map((r) => r.id)).toEqual(['other']);
    expect(await store.latest('app-c', 10)).toEqual([]);
  });

  it('adds the outcome to the change it belongs to, with a reason only when there is one', async () => {
    const store = new MemoryAuditStore();
    await store.appendIntent(intent('1'));
    await store.appendIntent(intent('2'));
    await store.appendOutcome({ id: '1', time: 't', outcome: 'applied', status: 200 });
    await store.appendOutcome({ id: '2', time: 't', outcome: 'unknown', status: 504, reason: 'timeout' });
    await store.appendOutcome({ id: 'gone', time: 't', outcome: 'refused', status: 400 });
    const [second, first] = await store.latest('app-a', 10);
    expect(first).toEqual({ ...intent('1'), outcome: 'applied', status: 200 });
    expect(second).toEqual({ ...intent('2'), outcome: 'unknown', status: 504, reason: 'timeout' });
  });

  it('keeps the latest thousand changes and forgets older ones', async () => {
    const store = new MemoryAuditStore();
    for (let i = 1; i <= 1001; i++) await store.appendIntent(intent(String(i)));
    const kept = await store.latest('app-a', 2000);
    expect(kept).toHaveLength(1000);
    expect(kept.at(0)?.id).toBe('1001');
    expect(kept.at(-1)?.id).toBe('2');
  });

  it('hands out copies: changing one does not change the log', async () => {
    const store = new MemoryAuditStore();
    await store.appendIntent(intent('1'));
    const [copy] = await store.latest('app-a', 1);
    copy!.username = 'mallory';
    expect((await store.latest('app-a', 1))[0]?.username).toBe('ada');
  });
});
