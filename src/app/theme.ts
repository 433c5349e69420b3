import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps text on light-variant and filled controls above WCAG AA contrast.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // Drawers and dialogs open without sliding for people who ask for less motion.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });
