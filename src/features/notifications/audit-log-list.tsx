import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Hint } from '../../components/hint.tsx';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AuditEntry } from '../../api/audit.ts';
import { formatExact } from '../../lib/format-time.ts';
import { timeSince } from '../../lib/time-since.ts';
import { useAuditLog } from '../../queries/audit.ts';
import { QueryState } from '../../components/query-state.tsx';
import { auditSettingName, auditSettingValue } from './model/setting-words.ts';
import { entryWords, type EntryWords } from './change-log/entry-words.ts';

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

/** "changed by ada 5 minutes ago" */
export function whoAndWhen(entry: AuditEntry, nowMs = Date.now()): string {
  const seconds = Date.parse(entry.time) / 1000;
  const when = Number.isFinite(seconds) ? timeSince(seconds, nowMs) : 'at an unknown time';
  return `${whoAndOutcome(entry)} ${when}`;
}

/** "changed by ada 5 minutes ago: Sounds › Message sound, Sounds › Call sound" */
export function auditSummary(entry: AuditEntry, nowMs = Date.now()): string {
  const paths = entry.changes.map((change) => auditSettingName(change.path)).join(', ') || 'no setting changed';
  const what = entry.action === 'settings-reset' ? ` (reset to the service's defaults)` : '';
  return `${whoAndWhen(entry, nowMs)}${what}: ${paths}`;
}

function When({ entry, children }: { entry: AuditEntry; children: string }) {
  const seconds = Date.parse(entry.time) / 1000;
  return (
    <Hint label={Number.isFinite(seconds) ? formatExact(seconds) : entry.time} openDelay={200}>
      <Text size="sm" tabIndex={0} component="span">
        {children}
      </Text>
    </Hint>
  );
}

/** "Rule Spam links: filter added — …", the title a link to its page, who and when below. */
function ResourceItem({ entry, words }: { entry: AuditEntry; words: EntryWords }) {
  return (
    <List.Item>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {words.href ? (
          <Anchor component={Link} to={words.href} inherit fw={600} underline="always">
            {words.title}
          </Anchor>
        ) : (
          <Text span inherit fw={600}>
            {words.title}
          </Text>
        )}
        {`: ${words.lines.join('; ') || 'nothing changed'}`}
      </Text>
      <When entry={entry}>{whoAndWhen(entry)}</When>
    </List.Item>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const words = entryWords(entry);
  if (words) return <ResourceItem entry={entry} words={words} />;
  return (
    <List.Item>
      <When entry={entry}>{auditSummary(entry)}</When>
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
 * The latest changes of an app (who, when, what), for admins: settings in the form's words, and
 * rules, keyword lists, flag reasons, notes and user actions each under its own name (change-log/). Meant for the bottom of
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
