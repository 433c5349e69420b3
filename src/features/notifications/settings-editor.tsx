import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notificationDefaults } from '../../api/schemas/notification-defaults.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { EditorContext, type EditorModel } from './editor-context.ts';
import { applyDraft, draftWrittenThisLoad, readDraft, rebaseValues, writeDraft } from './model/draft.ts';
import { formSchema } from './model/form-schema.ts';
import { toFormValues, type FormValues } from './model/form-model.ts';
import type { JsonObject } from './model/json.ts';
import { KNOWN_FIELDS } from './model/known-fields.ts';
import { specsFor } from './model/other-fields.ts';
import type { TabId } from './model/tabs.ts';
import { RestoredDraftNotice, UnknownValuesNotice } from './notices.tsx';
import { SaveBar } from './save-bar.tsx';
import { showSavedNotification } from './saved-notification.tsx';
import { SettingsTabs } from './settings-tabs.tsx';
import { useSaveFlow, type Base } from './use-save-flow.ts';

const DEFAULTS = notificationDefaults() as JsonObject;
const Review = lazyPart(() => import('./review/review-modal.tsx').then((m) => m.ReviewModal));

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
    return draft ? { ...applyDraft(draft, derived.specs, derived.baseline), silent: draftWrittenThisLoad(appId) } : null;
  });
  const resolver = useMemo(() => zodResolver(formSchema(derived.specs, derived.baseline)), [derived]);
  const { control, getValues, setValue, reset, trigger } = useForm<FormValues>({
    defaultValues: restored?.values ?? derived.baseline,
    resolver,
    mode: 'onChange',
  });
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
      reset(values);
      return values;
    },
    [getValues, reset],
  );

  const flow = useSaveFlow({
    appId,
    baseRef,
    getValues,
    moveBaseline,
    onSaved: ({ count, undo }) => void showSavedNotification(count, undo, flow.undo),
  });

  const discard = useCallback(() => {
    reset(derive(baseRef.current.tree).baseline);
    writeDraft(sessionStorage, appId, null);
    setRestored(null);
  }, [appId, reset]);

  // The review dialog's code loads while the browser is idle; it mounts on first use.
  Review.usePreload();
  const [reviewUsed, setReviewUsed] = useState(false);
  if (flow.state.step !== 'closed' && !reviewUsed) setReviewUsed(true);

  const model = useMemo<EditorModel>(
    () => ({ appId, control, setValue, getValues, known: base.known, ...derived }),
    [appId, control, setValue, getValues, base.known, derived],
  );

  return (
    <EditorContext value={model}>
      <Stack gap="md">
        {base.known ? null : <UnknownValuesNotice error={loadError} onRetry={onRetryLoad} retrying={retrying} />}
        {restored && restored.restored > 0 && !restored.silent ? (
          <RestoredDraftNotice
            restored={restored.restored}
            changedOnServer={restored.changedOnServer}
            onDiscard={discard}
            onDismiss={() => setRestored(null)}
          />
        ) : null}
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
