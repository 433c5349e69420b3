import { List, Stack, Text, Title } from '@mantine/core';
import { Hint } from '../../components/hint.tsx';
import { useId } from 'react';
import type { AuditEntry } from '../../api/audit.ts';
import { formatExact } from '../../lib/format-time.ts';
import { timeSince } from '../../lib/time-since.ts';
import { useAuditLog } from '../../queries/audit.ts';
import { QueryState } from '../../components/query-state.tsx';
import { auditSettingName, auditSettingValue } from './model/setting-words.ts';

const MAX_VALUE_CHARS = 120;

/** A value in the form's words, kept short; it is shown as text, never as markup. */
export function shortValue(path: string, value: unknown): string {
  const text = auditSettingValue(path, value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

const UNKNOWN_BECAUSE: Record<string, string> = {
  timeout: 'the service did not answer in time',
  abandoned: 'the page was closed before the answer',
};

/** Who asked for the change and what became of it. */
function whoAndOutcome(entry: AuditEntry): string {
  switch (entry.outcome) {
    case 'applied':
      return `changed by ${entry.username}`;
    case 'refused':
      return `change by ${entry.username} refused by the service`;
    case 'unknown':
      return `change by ${entry.username}, outcome unknown (${UNKNOWN_BECAUSE[entry.reason ?? ''] ?? 'the service failed'})`;
    default:
      return `change by ${entry.username}, outcome not recorded`;
  }
}

/** "changed by ada 5 minutes ago: Sounds › Message sound, Sounds › Call sound" */
export function auditSummary(entry: AuditEntry, nowMs = Date.now()): string {
  const seconds = Date.parse(entry.time) / 1000;
  const when = Number.isFinite(seconds) ? timeSince(seconds, nowMs) : 'at an unknown time';
  const paths =
    entry.changes
      .map((change) => (entry.action === 'message-note' ? change.path : auditSettingName(change.path)))
      .join(', ') || 'no setting changed';
  const what =
    entry.action === 'settings-reset'
      ? ` (reset to the service's defaults)`
      : entry.action === 'message-note'
        ? ' (an internal note, never sent to the service)'
        : '';
  return `${whoAndOutcome(entry)} ${when}${what}: ${paths}`;
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const seconds = Date.parse(entry.time) / 1000;
  return (
    <List.Item>
      <Hint label={Number.isFinite(seconds) ? formatExact(seconds) : entry.time} openDelay={200}>
        <Text size="sm" tabIndex={0} component="span">
          {auditSummary(entry)}
        </Text>
      </Hint>
      <Stack gap={2} mt={4}>
        {entry.changes.map((change) => (
          <Text key={change.path} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} title={change.path}>
            <Text span inherit fw={600}>
              {auditSettingName(change.path)}
            </Text>
            {`: ${entry.oldValues === 'known' ? shortValue(change.path, change.old) : 'not known'} → ${shortValue(change.path, change.new)}`}
          </Text>
        ))}
      </Stack>
    </List.Item>
  );
}

/**
 * The latest settings changes of an app (who, when, what), for admins. Meant for the bottom of
 * the notification settings page: `<AuditLogList appId={appId} />`.
 */
export function AuditLogList({ appId, limit = 20 }: { appId: string; limit?: number }) {
  const query = useAuditLog(appId, limit);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Recent changes
      </Title>
      <QueryState query={query} what="the recent changes" skeletonRows={3}>
        {(page) => (
          <Stack gap="xs">
            {page.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                No settings changes recorded for this app yet.
              </Text>
            ) : (
              <List spacing="sm" listStyleType="none" aria-label="Recent settings changes">
                {page.data.map((entry, index) => (
                  <AuditItem key={`${entry.time}-${index}`} entry={entry} />
                ))}
              </List>
            )}
            {page.meta?.persisted === false ? (
              <Text size="xs" c="dimmed">
                The server keeps this log in memory only: it starts again when the server restarts.
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}
