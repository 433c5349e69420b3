import { vi } from 'vitest';

/** Where the settings page is mounted in page tests. */
export const SETTINGS_ROUTE = '/apps/:appId/notifications/:tab';

/**
 * A fake dashboard API for page tests: GET answers `get()`, PATCH records its body, DELETE (the
 * reset) records itself and answers `reset()` (success unless told otherwise).
 */
export function fakeSettingsApi(
  get: () => Response,
  reset: () => Response = () => Response.json({ data: { success: true } }),
) {
  const patches: unknown[] = [];
  const resets: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      patches.push(JSON.parse(String(init.body)));
      return Response.json({ data: { success: true } });
    }
    if (init?.method === 'DELETE') {
      resets.push(url);
      return reset();
    }
    return get();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { patches, resets, fetchMock };
}

/** jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it. */
export function stubDocumentFonts() {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      configurable: true,
    });
  }
}
