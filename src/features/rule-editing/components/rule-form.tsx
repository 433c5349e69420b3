import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Suspense, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ConflictError } from '../../../api/moderation-writes.ts';
import type { RuleDetail } from '../../../api/schemas/rule.ts';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { actionLabel } from '../../../lib/action-label.ts';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { resourceVersion } from '../../../lib/resource-version.ts';
import { useKeywordListIndex } from '../../../queries/keyword-lists.ts';
import { useSendChange } from '../../../queries/rule-editing.ts';
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
import { Saved } from './save-outcome.tsx';

const ReplayPanel = lazyPart(() => import('./replay-panel.tsx').then((m) => m.ReplayPanel));
const ConflictView = lazyPart(() => import('./conflict-view.tsx').then((m) => m.ConflictView));

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
  const [base, setBase] = useState({ rule, version: resourceVersion(rule) });
  const form = useForm<Values>({ resolver: zodResolver(ruleFormSchema), defaultValues: ruleFormValues(rule) });
  const values = useWatch({ control: form.control }) as Values;
  const { dirtyFields, isDirty, errors } = form.formState;
  const send = useSendChange(appId, 'rules');
  const lists = useKeywordListIndex(appId);
  const [failure, setFailure] = useState<ApiError | undefined>();
  const [conflict, setConflict] = useState<Record<string, unknown> | undefined>();
  const [saved, setSaved] = useState<string | undefined | null>(null);
  const body = useMemo(() => ruleBody(base.rule, values), [base.rule, values]);
  const [debounced] = useDebouncedValue(body, 400);
  const empty = emptyListConditions(base.rule, values);
  const actions = [
    ...KNOWN_ACTIONS,
    ...ruleFormValues(base.rule).action.filter((a) => !(KNOWN_ACTIONS as readonly string[]).includes(a)),
  ];
  const listOptions = (lists.data?.items ?? []).flatMap((item) =>
    item.ok ? [{ value: item.value.id, label: item.value.name ?? item.value.id }] : [],
  );
  ReplayPanel.usePreload();
  ConflictView.usePreload();

  const save = (version: string) =>
    form.handleSubmit(async (submitted) => {
      setFailure(undefined);
      setConflict(undefined);
      try {
        const answer = await send.mutateAsync({
          method: 'PUT',
          id: String(rule.id),
          body: ruleBody(base.rule, submitted),
          baseVersion: version,
        });
        const next = { ...base.rule, ...answer } as RuleDetail;
        setBase({ rule: next, version: resourceVersion(next) });
        form.reset(ruleFormValues(next));
        setSaved(typeof answer.revisionId === 'string' ? answer.revisionId : undefined);
      } catch (error) {
        if (error instanceof ConflictError) setConflict(error.current);
        else if (isApiError(error)) setFailure(error);
        else throw error;
      }
    })();

  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save(base.version);
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
      <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
      <Textarea
        label="Description"
        autosize
        minRows={1}
        {...form.register('description')}
        error={errors.description?.message}
      />
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
        {conditionsOf(base.rule).map((condition, i) =>
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
          {keptWords(conditionsOf(base.rule).filter((condition) => !namesLists(condition)).length)}
        </Text>
      </Stack>
      <Suspense
        fallback={
          <Text size="sm" role="status">
            Loading the replay…
          </Text>
        }
      >
        <ReplayPanel.Component appId={appId} change={isDirty && empty.length === 0 ? { rule: debounced } : undefined} />
      </Suspense>
      {conflict ? (
        <Suspense
          fallback={
            <Text size="sm" role="status">
              The rule changed on the service meanwhile…
            </Text>
          }
        >
          <ConflictView.Component
            what="rule"
            rows={conflictRows(RULE_FIELDS, ruleBody(base.rule, ruleFormValues(base.rule)), body, conflict)}
            onKeepMine={() => {
              const theirs = conflict as RuleDetail;
              setBase({ rule: theirs, version: resourceVersion(theirs) });
              void save(resourceVersion(theirs));
            }}
            onTakeTheirs={() => {
              const theirs = conflict as RuleDetail;
              setBase({ rule: theirs, version: resourceVersion(theirs) });
              form.reset(ruleFormValues(theirs));
              setConflict(undefined);
            }}
          />
        </Suspense>
      ) : null}
      {failure ? <SaveError error={failure} what="rules and keyword lists" /> : null}
      {saved !== null ? (
        <Saved
          appId={appId}
          revisionId={saved}
          rules={[{ id: String(rule.id), name: values.name, revisionId: saved }]}
        />
      ) : null}
      <Group>
        <Button type="submit" loading={send.isPending} disabled={!isDirty || empty.length > 0}>
          Save rule
        </Button>
        <Button variant="default" disabled={!isDirty} onClick={() => form.reset(ruleFormValues(base.rule))}>
          Discard changes
        </Button>
        <Text size="sm" c="dimmed">
          {isDirty ? `Changed: ${changedRuleWords(dirtyFields).join(', ')}` : 'No changes'}
        </Text>
      </Group>
    </Stack>
  );
}
