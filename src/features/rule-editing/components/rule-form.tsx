import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { RuleDetail } from '../../../../contract/schemas/rule.ts';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { conflictRows } from '../lib/conflict-fields.ts';
import {
  changedRuleWords,
  ruleBody,
  ruleFormSchema,
  ruleFormValues,
  type RuleForm as Values,
} from '../lib/rule-form.ts';
import { useVersionedSave } from '../hooks/use-versioned-save.ts';
import { ChangeCheck } from './change-check.tsx';
import { RuleFields } from './rule-fields.tsx';
import { Saved } from './save-outcome.tsx';
import { replaySettling } from '../lib/replay-settling.ts';

const RULE_FIELDS = [
  { field: 'name', label: 'Name' },
  { field: 'description', label: 'Description' },
  { field: 'enabled', label: 'On or off' },
  { field: 'action', label: 'Actions' },
  { field: 'conditions', label: 'Conditions' },
  { field: 'filters', label: 'Sender and receiver filters' },
];

/** The edit of one rule: on or off, name, actions, conditions and filters, with the replay before saving. */
export function RuleForm({ appId, rule }: { appId: string; rule: RuleDetail }) {
  const form = useForm<Values>({ resolver: zodResolver(ruleFormSchema), defaultValues: ruleFormValues(rule) });
  const values = useWatch({ control: form.control }) as Values;
  const { dirtyFields, isDirty } = form.formState;
  const [saved, setSaved] = useState<string | undefined | null>(null);
  const edit = useVersionedSave({
    appId,
    collection: 'rules',
    id: String(rule.id),
    loaded: rule,
    form,
    valuesOf: ruleFormValues,
    bodyOf: ruleBody,
    onSaved: (answer) => setSaved(typeof answer.revisionId === 'string' ? answer.revisionId : undefined),
  });
  const base = edit.base;
  const body = useMemo(() => ruleBody(base, values), [base, values]);
  const [debounced] = useDebouncedValue(body, 400);
  // The replay runs only on a rule the service would take; the form says what is missing.
  const complete = useMemo(() => ruleFormSchema.safeParse(values).success, [values]);

  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void edit.save();
      }}
      aria-label={`Edit rule ${String(rule.id)}`}
    >
      <EditLeaveGuard dirty={isDirty} what={`the rule ${values.name || String(rule.id)}`} />
      <RuleFields form={form} appId={appId} loadedActions={ruleFormValues(base).action} />
      <ChangeCheck
        appId={appId}
        what="rule"
        change={isDirty && complete ? { rule: debounced } : undefined}
        settling={replaySettling(debounced, body)}
        failure={edit.failure}
        conflict={
          edit.conflict && {
            rows: conflictRows(RULE_FIELDS, ruleBody(base, ruleFormValues(base)), body, edit.conflict),
            onKeepMine: edit.keepMine,
            onTakeTheirs: edit.takeTheirs,
          }
        }
      />
      {saved !== null ? (
        <Saved
          appId={appId}
          revisionId={saved}
          rules={[{ id: String(rule.id), name: values.name, revisionId: saved }]}
        />
      ) : null}
      <Group>
        <Button type="submit" loading={edit.pending} disabled={!isDirty}>
          Save rule
        </Button>
        <Button variant="default" disabled={!isDirty} onClick={() => form.reset(ruleFormValues(base))}>
          Discard changes
        </Button>
        <Text size="sm" c="dimmed">
          {isDirty ? `Changed: ${changedRuleWords(dirtyFields).join(', ')}` : 'No changes'}
        </Text>
      </Group>
    </Stack>
  );
}
