import { Button, Group } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { useEditor } from '../editor-context.ts';
import { changedKeys } from '../model/form-model.ts';
import type { JsonObject } from '../../../../contract/json.ts';

// The dialog (and the diff behind it) loads only when someone asks for a reset.
const Dialog = lazyPart(() => import('./reset-dialog.tsx').then((m) => m.ResetDialog));

/** "Reset to the service's defaults" (admins: the whole page is theirs), asking first with what changes. */
export function ResetToDefaults({ tree, onReset }: { tree: JsonObject; onReset: (settings: JsonObject) => void }) {
  const { appId, known, specs, baseline, getValues } = useEditor();
  const [unsaved, setUnsaved] = useState<number | null>(null);
  return (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={() => setUnsaved(changedKeys(specs, baseline, getValues()).length)}
      >
        Reset to the service&apos;s defaults
      </Button>
      {unsaved === null ? null : (
        <Suspense fallback={null}>
          <Dialog.Component
            appId={appId}
            tree={tree}
            known={known}
            unsaved={unsaved}
            onClose={() => setUnsaved(null)}
            onReset={onReset}
          />
        </Suspense>
      )}
    </Group>
  );
}
