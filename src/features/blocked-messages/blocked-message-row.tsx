import { memo, type MouseEvent } from 'react';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { revisionNumber } from '../../../contract/schemas/rule.ts';
import { conditionToText } from '../../lib/conditions/describe-condition.ts';
import { formatExact, formatRelative, isoFromSeconds } from '../../lib/format-time.ts';
import type { DecidedStatus } from './archive/archive-decision.ts';
import { MessagePreview } from './message-preview.tsx';
import { conversationOf, receiverOf, senderOf, statusOf } from './record-fields.ts';
import { ActionChips, Chip, Person, StatusChip } from './row-parts.tsx';
import classes from './blocked-grid.module.css';

export interface RowProps {
  entry: BlockedMessageEntry;
  /** Position in the filtered list; aria-rowindex is this + 2 (the header is row 1). */
  index: number;
  start: number;
  selected: boolean;
  revealed: boolean;
  /** Decided since it was archived: this, not the status it was kept with. */
  decided?: DecidedStatus | undefined;
  listName: (id: string) => string | undefined;
  onOpen: (index: number) => void;
  onReveal: (key: string) => void;
  /** Ticked for a bulk decision; a shift-click ticks the range from the last click. */
  checked: boolean;
  /** Absent for someone who may not decide: no tick box. */
  onCheck: ((index: number, shift: boolean) => void) | undefined;
  height: number;
  /** Someone else is reviewing it (a live claim). */
  claimedBy?: string | undefined;
}

export const rowId = (entry: BlockedMessageEntry) => `blocked-row-${entry.position}`;

/** Clicks on the row open it, except clicks on its own buttons and links. */
function onRowClick(event: MouseEvent<HTMLDivElement>, open: () => void) {
  if ((event.target as HTMLElement).closest('button, a, input, label')) return;
  open();
}

const cell = (area: string | undefined) => `${classes.cell} ${area ?? ''}`;

export const BlockedMessageRow = memo(function BlockedMessageRow(props: RowProps) {
  const {
    entry,
    index,
    start,
    selected,
    revealed,
    decided,
    listName,
    onOpen,
    onReveal,
    checked,
    onCheck,
    height,
    claimedBy,
  } = props;
  const record = entry.item.ok ? entry.item.value : undefined;
  const open = () => onOpen(index);
  const revision = revisionNumber(record?.revisionId);
  const conversation = record ? conversationOf(record) : undefined;
  const condition = record?.condition ? conditionToText(record.condition, listName) : undefined;
  return (
    <div
      id={rowId(entry)}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-index={index}
      className={`${classes.row} ${classes.item} ${selected ? classes.selected : ''}`}
      style={{ height, transform: `translateY(${start}px)` }}
      onClick={(event) => onRowClick(event, open)}
    >
      <div role="gridcell" className={cell(classes.message)}>
        <div className={classes.idLine}>
          {onCheck ? (
            <input
              type="checkbox"
              className={classes.check}
              checked={checked}
              aria-label={`Select message ${entry.key}`}
              // onClick, not onChange: only the click carries the shift key for ranges.
              onClick={(event) => onCheck(index, event.shiftKey)}
              onChange={() => undefined}
            />
          ) : null}
          <button type="button" className={classes.openLink} onClick={open} aria-label={`Open message ${entry.key}`}>
            {entry.key}
          </button>
        </div>
        {/* Two lines a row: someone else's review takes the time's place (the time is in the drawer). */}
        {claimedBy ? (
          <span
            className={classes.claimed}
            title={`${claimedBy} is reviewing this message`}
          >{`${claimedBy} is reviewing`}</span>
        ) : entry.at === undefined ? (
          <span className={`${classes.dim} ${classes.block}`}>unknown time</span>
        ) : (
          <time
            className={`${classes.dim} ${classes.block}`}
            dateTime={isoFromSeconds(entry.at)}
            title={formatExact(entry.at)}
          >
            {formatRelative(entry.at)}
          </time>
        )}
      </div>
      {record ? (
        <>
          <div role="gridcell" className={cell(classes.sender)}>
            <Person entity={senderOf(record)} withAvatar />
          </div>
          <div role="gridcell" className={cell(classes.receiver)}>
            <Person entity={receiverOf(record)} withAvatar={false} idClassName={classes.receiverId} />
            <div className={`${classes.dim} ${classes.truncate} ${classes.conversation}`} title={conversation}>
              {conversation}
            </div>
          </div>
          <div role="gridcell" className={cell(classes.content)}>
            <MessagePreview record={record} revealed={revealed} onReveal={() => onReveal(entry.key)} />
          </div>
          <div role="gridcell" className={cell(classes.rule)}>
            <div className={classes.line}>
              <span className={`${classes.strong} ${classes.truncate}`} title={record.ruleName ?? record.ruleId}>
                {record.ruleName ?? record.ruleId ?? 'unknown rule'}
              </span>
              {revision === undefined ? null : <Chip tone={classes.chipGray}>{`rev ${revision}`}</Chip>}
            </div>
            {condition ? (
              <div className={`${classes.dim} ${classes.clamp} ${classes.condition}`} title={condition}>
                {condition}
              </div>
            ) : null}
          </div>
          <div role="gridcell" className={cell(classes.outcome)}>
            <div className={classes.chips}>
              {decided ? (
                <Chip tone={decided.effect === 'approved' ? classes.chipGreen : classes.chipRed} title={decided.words}>
                  {decided.chip}
                </Chip>
              ) : (
                <StatusChip status={statusOf(record)} />
              )}
              <ActionChips actions={record.action} shown={1} />
            </div>
          </div>
        </>
      ) : (
        <div role="gridcell" className={cell(classes.sender)} style={{ gridColumn: '2 / -1' }}>
          <Chip tone={classes.chipYellow}>unexpected data</Chip>{' '}
          <span className={classes.dim}>
            This record does not have the expected shape; open it to see its raw JSON.
          </span>
        </div>
      )}
    </div>
  );
});
