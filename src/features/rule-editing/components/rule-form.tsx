import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { RuleDetail } from '../../../api/schemas/rule.ts';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { actionLabel } from '../../../lib/action-label.ts';
import { useKeywordListIndex } from '../../../queries/keyword-lists.ts';
import { conflictRows } from '../lib/conflict-fields.ts';
import {
  changedRuleWords,
  conditionsOf,
  emptyListConditions,
  KNOWN_ACTIONS,
  namesLists,
  ruleBody,
  ruleFormSchema,
  ruleFormValues,
  type RuleForm as Values,
} from '../lib/rule-form.ts';
import { useVersionedSave } from '../hooks/use-versioned-save.ts';
import { ChangeCheck } from './change-check.tsx';
import { NameAndDescription } from './name-and-description.tsx';
import { Saved } from './save-outcome.tsx';

/** What this form leaves as it is, said so the admin knows where else to look. */
function keptWords(others: number): string {
  const filters = "the sender and receiver filters are kept as they are; change them in the service's console.";
  return others === 0
    ? `The rule's ${filters}`
    : `${others} other condition${others === 1 ? '' : 's'} (classifiers, media, thresholds) and ${filters}`;
}

const RULE_FIELDS = [
  { field: 'name', label: 'Name' },
  { field: 'description', label: 'Description' },
  { field: 'enabled', label: 'On or off' },
  { field: 'action', label: 'Actions' },
  { field: 'conditions', label: 'Conditions' },
];

/** The edit of one rule: on or off, name, actions and the keyword lists its conditions name, with the replay before saving. */
export function RuleForm({ appId, rule }: { appId: string; rule: RuleDetail }) {
  const form = useForm<Values>({ resolver: zodResolver(ruleFormSchema), defaultValues: ruleFormValues(rule) });
  const values = useWatch({ control: form.control }) as Values;
  const { dirtyFields, isDirty, errors } = form.formState;
  const lists = useKeywordListIndex(appId);
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
  const empty = emptyListConditions(base, values);
  const actions = [
    ...KNOWN_ACTIONS,
    ...ruleFormValues(base).action.filter((a) => !(KNOWN_ACTIONS as readonly string[]).includes(a)),
  ];
  const listOptions = (lists.data?.items ?? []).flatMap((item) =>
    item.ok ? [{ value: item.value.id, label: item.value.name ?? item.value.id }] : [],
  );

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
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label={field.value ? 'On: the service applies this rule' : 'Off: the service skips this rule'}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <NameAndDescription name={form.register('name')} description={form.register('description')} errors={errors} />
      <Controller
        control={form.control}
        name="action"
        render={({ field }) => (
          <Checkbox.Group
            label="What the rule does to a message it matches"
            value={field.value}
            onChange={field.onChange}
            error={errors.action?.message}
          >
            <Group gap="md" mt={4}>
              {actions.map((action) => (
                <Checkbox key={action} value={action} label={actionLabel(action)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Stack gap="xs" component="section" aria-labelledby="rule-conditions-title">
        <Title order={3} size="h4" id="rule-conditions-title">
          Keyword lists its conditions name
        </Title>
        {conditionsOf(base).map((condition, i) =>
          namesLists(condition) ? (
            <Controller
              key={i}
              control={form.control}
              name={`lists.${i}`}
              render={({ field }) => (
                <Checkbox.Group
                  label={`Condition ${i + 1}: ${String(condition.operand ?? 'message')} ${String(condition.operator ?? 'contains')} a term from`}
                  value={field.value}
                  onChange={field.onChange}
                  error={empty.includes(i) ? 'Choose at least one list.' : undefined}
                >
                  <Group gap="md" mt={4}>
                    {[
                      ...listOptions,
                      ...field.value
                        .filter((id) => !listOptions.some((o) => o.value === id))
                        .map((id) => ({ value: id, label: `${id} (not on the service)` })),
                    ].map((option) => (
                      <Checkbox key={option.value} value={option.value} label={option.label} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
          ) : null,
        )}
        <Text size="sm" c="dimmed">
          {keptWords(conditionsOf(base).filter((condition) => !namesLists(condition)).length)}
        </Text>
      </Stack>
      <ChangeCheck
        appId={appId}
        what="rule"
        change={isDirty && empty.length === 0 ? { rule: debounced } : undefined}
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
        <Button type="submit" loading={edit.pending} disabled={!isDirty || empty.length > 0}>
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
