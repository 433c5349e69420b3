import { useCallback, useMemo, useState } from 'react';
import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import type { useBlockedDecisions } from '../../../hooks/use-blocked-decisions.tsx';
import { EMPTY_SELECTION, keepShown, selectAll, toggleAt, type Selection } from '../../../lib/selection.ts';
import { BulkBar } from './bulk-bar.tsx';
import { useBulkRun, type BulkTarget } from '../../../hooks/use-bulk-run.ts';

interface BulkDeps {
  appId: string;
  filtered: readonly BlockedMessageEntry[];
  decisions: ReturnType<typeof useBlockedDecisions>;
  canDecide: boolean;
  role: string;
  /** Who else is reviewing a message: a ticked one they hold is left out of the decision. */
  claimedBy: (key: string) => string | undefined;
  /**
   * A row ticked or unticked by hand: the keyboard cursor goes there, so that after a bulk
   * decision it is kept on the row after the decided ones (use-kept-place.ts), not lost.
   */
  onTicked?: (key: string) => void;
}

function targetOf(entry: BlockedMessageEntry): BulkTarget {
  const record = entry.item.ok ? entry.item.value : undefined;
  return { messageId: entry.key, ruleId: record?.ruleId, revisionId: record?.revisionId };
}

/** Ticked rows (only those still shown count) and the bar that decides on them. */
export function useBulkSelection({ appId, filtered, decisions, canDecide, role, claimedBy, onTicked }: BulkDeps) {
  const [raw, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const keys = useMemo(() => filtered.map((entry) => entry.key), [filtered]);
  const selection = useMemo(() => keepShown(raw, keys), [raw, keys]);
  const { markApplied } = decisions;
  const bulk = useBulkRun(appId, (target, decision) => markApplied({ ...target, decision }));

  const isChecked = useCallback((key: string) => selection.keys.has(key), [selection]);
  const onCheck = useCallback(
    (index: number, shift: boolean) => {
      const key = keys[index];
      if (key !== undefined) onTicked?.(key);
      setSelection((current) => toggleAt(keepShown(current, keys), keys, index, shift));
    },
    [keys, onTicked],
  );
  const toggle = (index: number) => onCheck(index, false);
  const ticked = filtered.filter((entry) => selection.keys.has(entry.key));
  const selected = ticked.filter((entry) => claimedBy(entry.key) === undefined).map(targetOf);

  // Someone who may not decide (a viewer) gets no tick boxes and no bar: the drawer says why.
  if (!canDecide) return { isChecked, onCheck: undefined, toggle: () => undefined, bar: null };
  const bar = (
    <BulkBar
      selected={selected}
      leftOut={ticked.length - selected.length}
      shownCount={filtered.length}
      canDecide={canDecide}
      role={role}
      bulk={bulk}
      onSelectAll={() => setSelection(selectAll(keys))}
      onClear={() => setSelection(EMPTY_SELECTION)}
      onSelect={(ids) => setSelection({ keys: new Set(ids), anchor: undefined })}
    />
  );
  return { isChecked, onCheck, toggle, bar };
}
