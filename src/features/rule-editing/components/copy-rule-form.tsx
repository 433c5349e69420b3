import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { RuleDetail } from '../../../../contract/schemas/rule.ts';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import { paths } from '../../../../contract/paths.ts';
import { useCreateThenOpen } from '../hooks/use-create-then-open.ts';
import { copyBody, copyFormSchema, copyFormValues, type CopyForm } from '../lib/rule-copy.ts';

/** A new rule made from a copy of another: its own id and name, off until the admin turns it on. */
export function CopyRuleForm({ appId, source }: { appId: string; source: RuleDetail }) {
  const form = useForm<CopyForm>({ resolver: zodResolver(copyFormSchema), defaultValues: copyFormValues(source) });
  const { errors, isDirty } = form.formState;
  const copy = useCreateThenOpen({
    appId,
    collection: 'rules',
    form,
    bodyOf: (values: CopyForm) => copyBody(source, values),
    pathOf: (id) => paths.ruleEdit(appId, id),
    idOf: (values) => values.id,
  });

  return (
    <Stack
      gap="md"
      maw={640}
      component="form"
      aria-label="Copy of a rule"
      onSubmit={(event) => {
        event.preventDefault();
        void copy.create();
      }}
    >
      <EditLeaveGuard dirty={isDirty && !copy.created} what="the copied rule" />
      <Text size="sm">
        The copy takes the conditions, actions and filters of{' '}
        {typeof source.name === 'string' ? source.name : String(source.id)} as they are now; change them in the copy's
        editor once it is made.
      </Text>
      <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
      <TextInput
        label="Id"
        description="Letters, digits, - or _. It cannot be changed later."
        {...form.register('id')}
        error={errors.id?.message}
      />
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label={field.value ? 'On from the start: the service applies it at once' : 'Off until you turn it on'}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {copy.failure ? <SaveError error={copy.failure} what="rules" /> : null}
      <Group>
        <Button type="submit" loading={copy.pending}>
          Create the copy
        </Button>
      </Group>
    </Stack>
  );
}
