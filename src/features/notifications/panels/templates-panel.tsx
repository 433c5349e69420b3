import { Badge, Group, NativeSelect, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { TEMPLATE_GROUPS, TEMPLATE_VARIANTS } from '../../../../contract/schemas/notification-settings.ts';
import { fieldName, useChangedSpecs, useEditor } from '../editor-context.ts';
import { ChoiceField } from '../fields/choice-field.tsx';
import { TemplateField } from '../fields/template-field.tsx';
import { templateGroupLabel } from '../fields/template-labels.ts';
import { fieldKey } from '../model/field-spec.ts';
import { NotificationPreview } from './notification-preview.tsx';
import { Section } from './section.tsx';

type Group = keyof typeof TEMPLATE_GROUPS;
const GROUPS = Object.keys(TEMPLATE_GROUPS) as Group[];
const PRIVACY_KEY = fieldKey(['templates', 'usePrivacyTemplate']);

function GroupPicker({ value, onChange }: { value: Group; onChange: (group: Group) => void }) {
  const { specs } = useEditor();
  const templateSpecs = useMemo(() => specs.filter((s) => s.kind === 'template' && s.tab === 'templates'), [specs]);
  const changedSpecs = useChangedSpecs(templateSpecs);
  const changed = (group: string) => changedSpecs.filter((s) => s.template?.group === group).length;
  return (
    <NativeSelect
      label="Template"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as Group)}
      data={GROUPS.map((g) => ({
        value: g,
        label: `${templateGroupLabel(g)}${changed(g) ? ` (${changed(g)} changed)` : ''}`,
      }))}
      maw={360}
    />
  );
}

function InUse({ variant }: { variant: string }) {
  const { control } = useEditor();
  const mode = useWatch({ control, name: fieldName(PRIVACY_KEY) });
  const used =
    (mode === 1 || mode === 3) && variant === 'Default'
      ? 'In use'
      : mode === 2 && variant === 'Privacy'
        ? 'In use'
        : mode === 3
          ? 'End users may choose it'
          : null;
  return used ? (
    <Badge variant={used === 'In use' ? 'light' : 'outline'} color={used === 'In use' ? 'blue' : 'gray'}>
      {used}
    </Badge>
  ) : null;
}

function Variant({ group, variant }: { group: Group; variant: string }) {
  const templateId = `${group}${variant}`;
  const fields = TEMPLATE_GROUPS[group];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {variant === 'Default' ? 'Default' : 'Privacy'} template
          </Title>
          <InUse variant={variant} />
        </Group>
        {fields.includes('titleGroup' as never) ? (
          <NotificationPreview templateId={templateId} fields={fields} />
        ) : null}
        {fields.map((field) => (
          <TemplateField key={field} fieldKey={fieldKey(['templates', templateId, field])} />
        ))}
      </Stack>
    </Paper>
  );
}

export function TemplatesPanel() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('template');
  const group = GROUPS.find((g) => g === requested) ?? 'textMessageTemplate';
  return (
    <Stack gap="xl">
      <Section
        title="Which templates are used"
        intro="Privacy templates leave the message text out of the notification."
      >
        <ChoiceField fieldKey={PRIVACY_KEY} label="Templates in use" />
      </Section>
      <Section
        title="Template texts"
        intro="Placeholders in double braces are filled from each message; type {{ for the list of variables. Previews use sample data."
      >
        <GroupPicker value={group} onChange={(g) => setParams({ template: g }, { replace: true })} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {TEMPLATE_VARIANTS.map((variant) => (
            <Variant key={variant} group={group} variant={variant} />
          ))}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
