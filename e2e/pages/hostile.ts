import { expect, type Page } from '@playwright/test';

export type Json = { [key: string]: unknown };

/** Every string in a JSON value, with its path, for finding the hostile records in the demo data. */
export function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}[${i}]`);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
}

/** The id of the first blocked message with a string matching `test`. */
export function messageIdWhere(messages: Json[], test: (text: string) => boolean): string {
  const found = messages.find((record) => [...strings(record)].some(([, text]) => test(text)));
  const id = (found?.message as Json | undefined)?.id;
  expect(id, 'a demo record with this hostile value').toBeDefined();
  return String(id);
}

/**
 * Watches a page for what hostile text could make it do: open a dialog (alert), request a URL
 * it should never request (an injected `<img src=x>`), or put a script URL into the DOM.
 */
export function watchForInjection(page: Page) {
  const dialogs: string[] = [];
  const requests: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => requests.push(request.url()));
  return {
    dialogs,
    /** Requests for a path the payloads would load (`x`) or with a scheme that must never load. */
    strayRequests: () =>
      requests.filter((url) => /^(javascript|data):/i.test(url) || new URL(url).pathname.endsWith('/x')),
    /** Elements whose src, href or poster carries a javascript: or data: URL. */
    scriptUrlsInDom: () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[src], [href], [poster]')]
          .flatMap((el) =>
            ['src', 'href', 'poster'].map((name) => `${el.tagName} ${name}=${el.getAttribute(name) ?? ''}`),
          )
          .filter((text) => /=\s*(javascript|data):/i.test(text)),
      ),
  };
}
