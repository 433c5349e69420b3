import { Fieldset, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useEditor } from '../editor-context.ts';
import { SettingField } from '../fields/setting-field.tsx';
import { Section } from './section.tsx';

/** Fields the server returned that the form does not know, grouped by where they sit. */
export function OtherPanel() {
  const { specs, known } = useEditor();
  const groups = useMemo(() => {
    const byParent = new Map<string, string[]>();
    for (const spec of specs) {
      if (spec.tab !== 'other') continue;
      const parent = spec.path.slice(0, -1).join('.') || '(top level)';
      byParent.set(parent, [...(byParent.get(parent) ?? []), spec.key]);
    }
    return [...byParent.entries()];
  }, [specs]);
  return (
    <Section
      title="Other settings"
      intro="Settings the service returned that this form has no special control for. They are kept as they are and sent only if you change them."
    >
      {groups.length === 0 ? (
        <Text size="sm">
          {known
            ? 'The service returned no other settings.'
            : 'Not known: the service did not answer the settings read.'}
        </Text>
      ) : (
        <Stack gap="md">
          {groups.map(([parent, keys]) => (
            <Fieldset
              key={parent}
              legend={
                <Text ff="monospace" size="sm" component="span">
                  {parent}
                </Text>
              }
            >
              <Stack gap="sm">
                {keys.map((key) => (
                  <SettingField key={key} fieldKey={key} />
                ))}
              </Stack>
            </Fieldset>
          ))}
        </Stack>
      )}
    </Section>
  );
}
