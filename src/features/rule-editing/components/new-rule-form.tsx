import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import { paths } from '../../../../contract/paths.ts';
import { useCreateThenOpen } from '../hooks/use-create-then-open.ts';
import { newRuleBody, newRuleSchema, newRuleValues } from '../lib/new-rule.ts';
import type { RuleForm } from '../lib/rule-form.ts';
import { RuleFields } from './rule-fields.tsx';

/** A rule made from scratch: its id, then the fields the editor has; it opens on its own page, with its first revision. */
export function NewRuleForm({ appId }: { appId: string }) {
  const form = useForm<RuleForm>({ resolver: zodResolver(newRuleSchema), defaultValues: newRuleValues() });
  const { errors, isDirty } = form.formState;
  const create = useCreateThenOpen({
    appId,
    collection: 'rules',
    form,
    bodyOf: newRuleBody,
    pathOf: (id) => paths.rule(appId, id),
    idOf: (values) => values.id,
  });
  return (
    <Stack
      gap="md"
      component="form"
      aria-label="New rule"
      onSubmit={(event) => {
        event.preventDefault();
        void create.create();
      }}
    >
      <EditLeaveGuard dirty={isDirty && !create.created} what="the new rule" />
      <TextInput
        label="Id"
        description="Letters, digits, - or _. It cannot be changed later."
        maw={480}
        {...form.register('id')}
        error={errors.id?.message}
      />
      <RuleFields form={form} appId={appId} loadedActions={[]} />
      <Text size="sm" c="dimmed">
        A new rule has no blocks on record, so there is nothing to replay: it starts off, and once on, the service
        applies it to new messages.
      </Text>
      {create.failure ? <SaveError error={create.failure} what="rules" /> : null}
      <Group>
        <Button type="submit" loading={create.pending}>
          Create rule
        </Button>
      </Group>
    </Stack>
  );
}
