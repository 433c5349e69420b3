import { expect, test } from './fixtures.ts';

// The accessibility check every spec leans on (fixtures.ts): it must fail on what it is there to
// catch, whatever the options that keep it fast.
test('the accessibility check fails on a nameless button, faint text and an image without alt', async ({
  page,
  checkA11y,
}) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Broken on purpose</title></head>
    <body><main>
      <h1>Broken on purpose</h1>
      <button id="nameless"></button>
      <p id="faint" style="color: #eee; background: #fff">hard to read</p>
      <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    </main></body></html>`);
  const failure = await checkA11y().then(
    () => undefined,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('#nameless');
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('#faint');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('#no-alt');
});
