import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';
import { AuditLogList, auditSummary, shortValue } from './audit-log-list.tsx';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const entry = {
  time: '2025-03-01T11:55:00.000Z',
  username: 'ada',
  appId: 'a1',
  oldValues: 'known' as const,
  outcome: 'applied',
  changes: [{ path: 'templates.textMessageTemplateDefault.body', old: 'Old', new: '<img src=x onerror=alert(1)>' }],
};

describe('auditSummary', () => {
  it('says who changed which paths how long ago', () => {
    expect(auditSummary(entry, NOW)).toBe('changed by ada 5 minutes ago: Templates › Text message: Body');
    expect(auditSummary({ ...entry, changes: [] }, NOW)).toBe('changed by ada 5 minutes ago: no setting changed');
  });

  it('says when a change was a reset to the defaults', () => {
    expect(auditSummary({ ...entry, action: 'settings-reset' }, NOW)).toBe(
      "changed by ada 5 minutes ago (reset to the service's defaults): Templates › Text message: Body",
    );
  });

  it.each([
    [{ outcome: 'refused' }, 'change by ada refused by the service 5 minutes ago'],
    [
      { outcome: 'unknown', reason: 'timeout' },
      'change by ada, outcome unknown (the service did not answer in time) 5 minutes ago',
    ],
    [
      { outcome: 'unknown', reason: 'abandoned' },
      'change by ada, outcome unknown (the page was closed before the answer) 5 minutes ago',
    ],
    [{ outcome: 'unknown' }, 'change by ada, outcome unknown (the service failed) 5 minutes ago'],
    [{ outcome: undefined }, 'change by ada, outcome not recorded 5 minutes ago'],
  ])('says what became of a change: %j', (outcome, words) => {
    expect(auditSummary({ ...entry, ...outcome }, NOW)).toBe(`${words}: Templates › Text message: Body`);
  });

  it.each([
    ['sound.chat', undefined, 'not known'],
    ['other.thing', null, 'null'],
    ['sound.chat', 'x'.repeat(200), `“${'x'.repeat(118)}…`],
    ['other.thing', { a: 1 }, '{"a":1}'],
    ['preferences.mute.schedulePreferenceSetting.friday.from', 2200, '22:00'],
  ])('shortValue(%s, %j)', (path, value, expected) => {
    expect(shortValue(path, value)).toBe(expected);
  });
});

describe('AuditLogList', () => {
  it('shows the entries as text, markup included', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: [entry], meta: { persisted: false } }));
    render(<AuditLogList appId="a1" />);
    expect(await screen.findByText(/^changed by ada .*: Templates › Text message: Body$/)).toBeInTheDocument();
    expect(screen.getByText(/“<img src=x onerror=alert\(1\)>”/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/in memory only/)).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/apps/a1/audit?limit=20');
  });

  it('names a rule change in words under its own name, linked to the rule', async () => {
    const rule = {
      ...entry,
      action: 'moderation-change',
      resource: 'rule',
      operation: 'update',
      resourceId: 'spam-links',
      resourceName: 'Spam links',
      changes: [
        { path: 'filters', old: null, new: [{ type: 'sender', field: 'role', operator: 'equals', value: 'bot' }] },
      ],
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: [rule], meta: { persisted: true } }));
    render(<AuditLogList appId="a1" />);
    const link = await screen.findByRole('link', { name: 'Rule Spam links' });
    expect(link).toHaveAttribute('href', '/apps/a1/rules/spam-links');
    expect(link.parentElement).toHaveTextContent(`Rule Spam links: filter added — the sender's role is "bot"`);
    expect(screen.getByText(/^changed by ada /)).toBeInTheDocument();
    expect(screen.queryByText(/Other settings/)).toBeNull();
  });

  it('says when nothing was changed yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: [], meta: { persisted: true } }));
    render(<AuditLogList appId="a1" />);
    expect(await screen.findByText('No settings changes recorded for this app yet.')).toBeInTheDocument();
  });
});
