import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks these browser APIs that Mantine uses.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
}

// findBy… and waitFor wait for what a user would wait for; their default 1 s is a timing check
// that a loaded 2-core CI machine fails (a lazy part, a fake answer and a render in turn). The
// test's own limit (vite.config.ts) still ends a wait that would never succeed.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
