import type { TrendBucket } from '../../../api/archive-trends.ts';
import classes from '../../../components/plain-table.module.css';
import { bucketLabel } from '../lib/chart-words.ts';
import type { TrendTable } from '../lib/trend-table.ts';

/** The chart's numbers as a table: a row per bucket, a column per rule, and the total. */
export function TrendTableView({ table, bucket }: { table: TrendTable; bucket: TrendBucket }) {
  const failures = table.engineFailures.some(Boolean);
  return (
    // Scrolls sideways with many rules: focusable, so the keyboard can scroll it too.
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Blocked messages per rule, as a table">
      <table className={classes.table} aria-label="Blocked messages per rule">
        <caption>Blocked messages per {bucket} and rule (times in UTC)</caption>
        <thead>
          <tr>
            <th scope="col">{bucket === 'hour' ? 'Hour' : 'Day'}</th>
            {table.series.map((s) => (
              <th key={s.ruleId ?? ''} scope="col">
                {s.label}
              </th>
            ))}
            <th scope="col">Total</th>
            {failures ? <th scope="col">Engine failures</th> : null}
          </tr>
        </thead>
        <tbody>
          {table.times.map((time, i) => (
            <tr key={time}>
              <th scope="row" style={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                {bucketLabel(time, bucket)}
              </th>
              {table.series.map((s) => (
                <td key={s.ruleId ?? ''}>{s.values[i] ?? 0}</td>
              ))}
              <td>{table.totals[i] ?? 0}</td>
              {failures ? <td>{table.engineFailures[i] ?? 0}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
