import { Alert, Button, Group, Text, Title } from '@mantine/core';
import type { TransparencyAnswer } from '../../../../contract/schemas/transparency.ts';
import classes from '../../../components/plain-table.module.css';
import { QueryState } from '../../../components/query-state.tsx';
import { csvText, safeFileName } from '../../../lib/csv.ts';
import { downloadText } from '../../../lib/download.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { formatWait } from '../../../lib/queue-movement.ts';
import { useTransparency } from '../../../queries/archive-stats.ts';
import { actionWords, byWords, groundWords, monthWords, transparencyCsvRows } from '../lib/transparency-words.ts';
import { Scroll } from './queue-movement-tables.tsx';

interface ReportProps {
  appId: string;
  report: TransparencyAnswer;
  nameOf: (ruleId: string) => string;
}

function ReportView({ appId, report, nameOf }: ReportProps) {
  const download = () => {
    const name = safeFileName(`${appId}-transparency-${report.from}-${report.to}`, 'csv');
    downloadText(name, csvText(transparencyCsvRows(report.rows, nameOf)), 'csv');
  };
  if (report.rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing was blocked, decided or done to a user in this range, as far as the archive and the dashboard&apos;s
        logs know.
      </Text>
    );
  return (
    <>
      {report.complete ? null : (
        <Alert color="yellow" variant="light" title="Only the newest decisions and actions are counted" mb="sm">
          This range holds more decisions or user actions than the dashboard reads at once; the figures leave the oldest
          out. Choose a shorter range for complete figures.
        </Alert>
      )}
      <Scroll label="Transparency report, as a table" tall>
        <table className={classes.table}>
          <caption>Blocks, decisions and user actions per month (UTC), by who acted and on what ground</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">By</th>
              <th scope="col">What</th>
              <th scope="col">Ground</th>
              <th scope="col" className={classes.number}>
                Count
              </th>
              <th scope="col">Median time from block</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.month} ${row.by} ${row.action} ${row.reason ?? ''} ${row.ruleId ?? ''}`}>
                <td>{monthWords(row.month)}</td>
                <td>{byWords(row.by)}</td>
                <td>{actionWords(row.action)}</td>
                <td>
                  {groundWords(row, nameOf)}
                  {row.reason && row.ruleId ? (
                    <Text span size="xs" c="dimmed" display="block">
                      rule {nameOf(row.ruleId)}
                    </Text>
                  ) : null}
                </td>
                <td className={classes.number}>{formatCount(row.count)}</td>
                <td>{row.medianSeconds === null ? '—' : formatWait(row.medianSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <Group mt="sm">
        <Button variant="default" size="xs" onClick={download}>
          Download as CSV
        </Button>
      </Group>
    </>
  );
}

/**
 * The figures a transparency report asks for, over the page's range: how many messages the engine
 * blocked, by rule; how many decisions and user actions people took through the dashboard, on
 * what ground (the reason chosen) and how long after the block; per month, on screen and as CSV.
 */
export function TransparencySection({
  appId,
  range,
  nameOf,
}: {
  appId: string;
  range: { from: number; to: number };
  nameOf: (ruleId: string) => string;
}) {
  const report = useTransparency(appId, { from: range.from, to: range.to });
  return (
    <section aria-labelledby="transparency-heading">
      <Title order={2} size="h4" id="transparency-heading" mb={4}>
        Transparency report
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        What a transparency report counts: messages blocked automatically, by rule (from the archive), and decisions and
        user actions taken by a person through this dashboard, by the reason chosen, with how long after the block each
        decision came (from its decision and audit logs). Months are in UTC.
      </Text>
      <QueryState query={report} what="the transparency report" skeletonRows={3}>
        {(data) => <ReportView appId={appId} report={data} nameOf={nameOf} />}
      </QueryState>
    </section>
  );
}
