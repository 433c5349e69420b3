import type { ReactNode } from 'react';
import classes from '../../../components/plain-table.module.css';
import { bucketLabel } from '../lib/chart-words.ts';
import { formatWait, type DelayDay, type ModeratorFigures } from '../../../lib/queue-movement.ts';
import type { QueueChartData } from '../lib/queue-chart.ts';
import { formatCount } from '../../../lib/format-count.ts';

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A table that scrolls inside the page (sideways, and down when long), reachable by keyboard. */
export function Scroll({ label, children, tall }: { label: string; children: ReactNode; tall?: boolean }) {
  return (
    <div
      className={classes.scroll}
      style={tall ? { maxHeight: '24rem', overflowY: 'auto' } : undefined}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

/** The queue chart's numbers, bucket by bucket. */
export function WaitingTable({ data }: { data: QueueChartData }) {
  const unit = data.bucket === 'hour' ? 'Hour' : 'Day';
  return (
    <Scroll label="The queue, as a table" tall>
      <table className={classes.table}>
        <caption>The queue per {data.bucket}: blocked, decided, and waiting at its end (times in UTC)</caption>
        <thead>
          <tr>
            <th scope="col">{unit}</th>
            <th scope="col" className={classes.number}>
              Blocked
            </th>
            <th scope="col" className={classes.number}>
              Decided
            </th>
            <th scope="col" className={classes.number}>
              Waiting at its end
            </th>
            <th scope="col">Oldest wait</th>
          </tr>
        </thead>
        <tbody>
          {data.times.map((time, i) => (
            <tr key={time}>
              <th scope="row" style={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                {bucketLabel(time, data.bucket)}
              </th>
              <td className={classes.number}>{formatCount(data.blocked[i] ?? 0)}</td>
              <td className={classes.number}>{formatCount(data.decided[i] ?? 0)}</td>
              <td className={classes.number}>{formatCount(data.waiting[i] ?? 0)}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatWait(data.oldestWait[i])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function DelayTable({ days }: { days: readonly DelayDay[] }) {
  return (
    <Scroll label="Time from block to decision, as a table">
      <table className={classes.table}>
        <caption>Time from block to decision, by day of the decision (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className={classes.number}>
              Decided
            </th>
            <th scope="col">Median</th>
            <th scope="col">90th percentile</th>
            <th scope="col" className={classes.number}>
              Block time unknown
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" style={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                {DAY_FORMAT.format(day.day * 1000)}
              </th>
              <td className={classes.number}>{formatCount(day.decided)}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatWait(day.median)}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatWait(day.p90)}</td>
              <td className={classes.number}>{formatCount(day.withoutBlockTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function ModeratorTable({ rows }: { rows: readonly ModeratorFigures[] }) {
  return (
    <Scroll label="Decisions by moderator, as a table">
      <table className={classes.table}>
        <caption>Decisions on blocked messages by moderator</caption>
        <thead>
          <tr>
            <th scope="col">Moderator</th>
            <th scope="col" className={classes.number}>
              Decisions
            </th>
            <th scope="col" className={classes.number}>
              Approved
            </th>
            <th scope="col" className={classes.number}>
              Marked reviewed
            </th>
            <th scope="col" className={classes.number}>
              Hours with decisions
            </th>
            <th scope="col" className={classes.number}>
              Per hour
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.username}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {row.username}
              </th>
              <td className={classes.number}>{formatCount(row.decisions)}</td>
              <td className={classes.number}>
                {formatCount(row.approved)} ({Math.round((100 * row.approved) / row.decisions)}%)
              </td>
              <td className={classes.number}>
                {formatCount(row.markedReviewed)} ({Math.round((100 * row.markedReviewed) / row.decisions)}%)
              </td>
              <td className={classes.number}>{formatCount(row.activeHours)}</td>
              <td className={classes.number}>{row.perHour.toLocaleString(undefined, { maximumFractionDigits: 1 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
