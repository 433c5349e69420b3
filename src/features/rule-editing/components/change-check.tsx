import { Suspense, type ComponentProps } from 'react';
import { Text } from '@mantine/core';
import { SaveError } from '../../../components/save-error.tsx';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import type { ConflictRow } from '../lib/conflict-fields.ts';

// Kept out of the editors' first load (the page's fields come first): the replay shows once
// something changed, the conflict view only after a refused save. Both load while idle.
const ReplayPanel = lazyPart(() => import('./replay-panel.tsx').then((m) => m.ReplayPanel));
const ConflictView = lazyPart(() => import('./conflict-view.tsx').then((m) => m.ConflictView));

type ReplayProps = ComponentProps<typeof ReplayPanel.Component>;

interface ChangeCheckProps extends ReplayProps {
  /** "rule" or "keyword list", in the words shown. */
  what: string;
  /** Someone else's save, field by field against mine, with the two ways on. */
  conflict: { rows: ConflictRow[]; onKeepMine: () => void; onTakeTheirs: () => void } | undefined;
  failure: ApiError | undefined;
}

/** Under an edit, before and after its save: the replay of the change, a conflict with someone else's save, a refusal. */
export function ChangeCheck({ what, conflict, failure, ...replay }: ChangeCheckProps) {
  ReplayPanel.usePreload();
  ConflictView.usePreload();
  return (
    <>
      <Suspense
        fallback={
          <Text size="sm" role="status">
            Loading the replay…
          </Text>
        }
      >
        <ReplayPanel.Component {...replay} />
      </Suspense>
      {conflict ? (
        <Suspense
          fallback={
            <Text size="sm" role="status">
              The {what} changed on the service meanwhile…
            </Text>
          }
        >
          <ConflictView.Component what={what} {...conflict} />
        </Suspense>
      ) : null}
      {failure ? <SaveError error={failure} what="rules and keyword lists" /> : null}
    </>
  );
}
