// Applies the saved colour scheme before React renders, so dark mode does not flash white.
// Mantine's localStorageColorSchemeManager stores it under this key.
(function () {
  var value = 'auto';
  try {
    value = window.localStorage.getItem('mantine-color-scheme-value') || 'auto';
  } catch {
    // Storage can be disabled; fall back to the system preference.
  }
  if (value === 'auto') {
    value = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', value);
})();
