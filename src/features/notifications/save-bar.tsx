import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';
import { useChangedSpecs, useEditor } from './editor-context.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { makeDraft, writeDraft } from './model/draft.ts';
import classes from './save-bar.module.css';

interface Props {
  onReview: () => void;
  onDiscard: () => void;
}

/**
 * The form's totals and actions. The one place that watches every field: it keeps the draft in
 * sessionStorage current and guards against leaving with unsaved changes.
 */
export function SaveBar({ onReview, onDiscard }: Props) {
  const { appId, control, specs, baseline } = useEditor();
  const fields = useWatch({ control, name: 'fields' });
  const { errors } = useFormState({ control });
  const changes = useChangedSpecs(specs).length;
  const errorCount = Object.keys(errors.fields ?? {}).length;
  const [confirming, confirm] = useDisclosure(false);

  useEffect(() => {
    writeDraft(sessionStorage, appId, makeDraft(specs, baseline, { fields }, Date.now()));
  }, [appId, specs, baseline, fields]);

  const status =
    changes === 0
      ? 'No unsaved changes.'
      : `${changes} unsaved ${changes === 1 ? 'change' : 'changes'}${errorCount ? `, ${errorCount} ${errorCount === 1 ? 'error' : 'errors'} to fix before saving` : ''}.`;
  return (
    <div className={classes.bar} data-idle={changes === 0 || undefined}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" role="status" fw={changes ? 500 : undefined}>
          {status}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="sm" disabled={changes === 0} onClick={confirm.open}>
            Discard changes
          </Button>
          <Button size="sm" disabled={changes === 0 || errorCount > 0} onClick={onReview}>
            Review changes
          </Button>
        </Group>
      </Group>
      <LeaveGuard appId={appId} changes={changes} />
      <LazyConfirmDialog
        opened={confirming}
        title="Discard changes?"
        message={`The form goes back to the values the service holds. ${changes} unsaved ${changes === 1 ? 'change is' : 'changes are'} lost.`}
        stayLabel="Keep editing"
        goLabel="Discard changes"
        closeLabel="Keep editing"
        onStay={confirm.close}
        onGo={() => {
          confirm.close();
          onDiscard();
        }}
      />
    </div>
  );
}
