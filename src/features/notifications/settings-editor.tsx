import { Stack } from '@mantine/core';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { readable } from '../../../contract/schemas/zod.ts';
import { notificationDefaults } from '../../../contract/schemas/notification-defaults.ts';
import { preloadToasts } from '../../hooks/toasts.tsx';
import { lazyPart, usePreloadWhenIdle } from '../../hooks/lazy-part.ts';
import { EditorContext, type EditorModel } from './editor-context.ts';
import { applyDraft, readDraft, rebaseValues, writeDraft } from './model/draft.ts';
import { formSchema } from './model/form-schema.ts';
import { toFormValues, type FormValues } from './model/form-model.ts';
import type { JsonObject } from '../../../contract/json.ts';
import { KNOWN_FIELDS } from './model/known-fields.ts';
import { specsFor } from './model/other-fields.ts';
import type { TabId } from './model/tabs.ts';
import { ResetToDefaults } from './reset/reset-button.tsx';
import { SaveBar } from './save-bar.tsx';
import { SettingsTabs } from './settings-tabs.tsx';
import { useSaveFlow, type Base } from './use-save-flow.ts';

const DEFAULTS = notificationDefaults() as JsonObject;
const Review = lazyPart(() => import('./review/review-modal.tsx').then((m) => m.ReviewModal));
// "Saved", with Undo: its code (and the toasts') is fetched while the browser is idle.
const savedToast = () => Promise.all([import('./saved-notification.tsx'), preloadToasts()]).then(([m]) => m);
export const hideSavedToast = () => savedToast().then((m) => m.hideSavedNotification());
// Shown only when the read failed or a draft came back, so not part of the first load.
const UnknownValuesNotice = lazyPart(() => import('./notices.tsx').then((m) => m.UnknownValuesNotice));
const RestoredDraftNotice = lazyPart(() => import('./notices.tsx').then((m) => m.RestoredDraftNotice));

/** Everything the form derives from one server answer. */
function derive(tree: JsonObject) {
  const specs = specsFor(tree, KNOWN_FIELDS);
  return {
    specs,
    specByKey: new Map(specs.map((s) => [s.key, s])),
    baseline: toFormValues(specs, tree),
    placeholders: toFormValues(specs, DEFAULTS),
  };
}

interface Props {
  appId: string;
  tab: TabId;
  /** The settings the service returned; undefined when it did not answer the read. */
  initial: JsonObject | undefined;
  loadError: unknown;
  onRetryLoad: () => void;
  retrying: boolean;
}

/**
 * The form child (TkDodo's "React Query and forms"): it starts from one server answer with
 * complete default values and keeps its own baseline from then on; background refetches do
 * not overwrite what the user is typing.
 */
export function SettingsEditor({ appId, tab, initial, loadError, onRetryLoad, retrying }: Props) {
  const [base, setBase] = useState<Base>(() => ({ tree: initial ?? {}, known: initial !== undefined }));
  const derived = useMemo(() => derive(base.tree), [base.tree]);
  const [restored, setRestored] = useState(() => {
    const draft = readDraft(sessionStorage, appId);
    // Whether the user left the page or reloaded it, the edits that come back are said (and can be discarded).
    return draft ? applyDraft(draft, derived.specs, derived.baseline) : null;
  });
  const resolver = useMemo(() => zodResolver(formSchema(derived.specs, derived.baseline), readable), [derived]);
  // The defaults are always what the server holds, so react-hook-form's dirty fields are the edits.
  const { control, getValues, setValue, reset, trigger } = useForm<FormValues>({
    defaultValues: derived.baseline,
    resolver,
    mode: 'onChange',
  });
  const [draftValues] = useState(() => restored?.values);
  // A restored draft goes in before the first paint, over the server's values (which stay the defaults).
  useLayoutEffect(() => {
    if (draftValues) reset(draftValues, { keepDefaultValues: true });
  }, [draftValues, reset]);
  // Stored values and restored drafts may already be invalid: show those errors at once.
  useEffect(() => void trigger(), [trigger, derived]);

  const baseRef = useRef(base);
  const moveBaseline = useCallback(
    (tree: JsonObject, takeServer?: ReadonlySet<string>) => {
      const before = derive(baseRef.current.tree);
      const next = derive(tree);
      const values = rebaseValues(next.specs, before.baseline, next.baseline, getValues(), takeServer);
      baseRef.current = { tree, known: baseRef.current.known };
      setBase(baseRef.current);
      // The new server values become the defaults; the edits kept over them stay dirty.
      reset(next.baseline);
      reset(values, { keepDefaultValues: true });
      return values;
    },
    [getValues, reset],
  );

  const flow = useSaveFlow({
    appId,
    baseRef,
    getValues,
    moveBaseline,
    onSaved: ({ count, undo, known }) => {
      // What was restored is saved now: the notice about it would be news of nothing.
      setRestored(null);
      void savedToast().then((m) => m.showSavedNotification(count, undo, flow.undo, known));
    },
  });

  // The "Saved" toast and its Undo do not outlive a reset (the page takes it away when left).
  const resetTo = useCallback(
    (tree: JsonObject) => {
      void hideSavedToast();
      return moveBaseline(tree);
    },
    [moveBaseline],
  );

  const discard = useCallback(() => {
    reset(derive(baseRef.current.tree).baseline);
    writeDraft(sessionStorage, appId, null);
    setRestored(null);
  }, [appId, reset]);

  // The review dialog's code loads while the browser is idle; it mounts on first use.
  Review.usePreload();
  usePreloadWhenIdle(savedToast);
  const [reviewUsed, setReviewUsed] = useState(false);
  if (flow.state.step !== 'closed' && !reviewUsed) setReviewUsed(true);

  const model = useMemo<EditorModel>(
    () => ({ appId, control, setValue, getValues, known: base.known, ...derived }),
    [appId, control, setValue, getValues, base.known, derived],
  );

  return (
    <EditorContext value={model}>
      <Stack gap="md">
        {base.known ? null : (
          <Suspense fallback={null}>
            <UnknownValuesNotice.Component error={loadError} onRetry={onRetryLoad} retrying={retrying} />
          </Suspense>
        )}
        {restored && restored.restored > 0 ? (
          <Suspense fallback={null}>
            <RestoredDraftNotice.Component
              restored={restored.restored}
              changedOnServer={restored.changedOnServer}
              onDiscard={discard}
              onDismiss={() => setRestored(null)}
            />
          </Suspense>
        ) : null}
        <ResetToDefaults tree={base.tree} onReset={resetTo} />
        <form onSubmit={(event) => event.preventDefault()} aria-label="Notification settings" noValidate>
          <SettingsTabs tab={tab} />
        </form>
      </Stack>
      <SaveBar onReview={flow.open} onDiscard={discard} />
      {reviewUsed ? (
        <Suspense fallback={null}>
          <Review.Component flow={flow} />
        </Suspense>
      ) : null}
    </EditorContext>
  );
}
