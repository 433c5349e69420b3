import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <ActionIcon variant="default" size="lg" onClick={() => setColorScheme(next)} aria-label={label} title={label}>
      <span aria-hidden="true">{computed === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
