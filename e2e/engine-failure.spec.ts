import { expect } from './fixtures.ts';
import { SignIn } from './pages/auth.ts';
import { USERS, withWebhooks as test } from './pages/own-server.ts';

// A server of its own whose emulator delivers its moderation webhooks to it: the banner it
// raises stays up for 5 minutes, which must not reach the pages other specs look at.
const { moderator } = USERS;

test('an engine failure raises the banner on an open page of the app, naming the message', async ({ page, own }) => {
  // The banner reads the failures when it mounts and again once its event stream is connected:
  // from then on it hears each failure as it comes.
  let reads = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/engine-failures')) reads += 1;
  });
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => reads, { message: "the banner's stream is connected" }).toBeGreaterThanOrEqual(2);
  const banner = page.getByRole('alert').filter({ hasText: /The moderation engine failed on/ });
  await expect(banner).toHaveCount(0);

  // The engine fails on a message and the app's setting approves it: delivered unchecked.
  const answer = await fetch(own.arrivalsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(own.arrivalsUrl).origin, 'x-requested-with': 'e2e' },
    body: JSON.stringify({ appId: 'demo-app', text: `Unchecked ${Date.now()}`, engineFailure: 'approve-message' }),
  });
  expect(answer.status, 'message sent').toBe(201);
  const { id } = ((await answer.json()) as { data: { message: { id: string } } }).data.message;

  await expect(banner).toContainText(
    'The moderation engine failed on 1 message in the last 5 minutes: it may have been delivered unchecked.',
  );
  await expect(banner.getByText(`Message ${id} (text, http_5xx)`)).toBeVisible();

  await test.step('the trends chart marks the failure in its hour, and keeps the bar the keyboard chose', async () => {
    // The rules' names come after the key is pressed: the chart redraws with them, and the bar
    // the keyboard chose stays chosen (the chart is redrawn with no pointer over it).
    let sendNames = () => {};
    const namesHeld = new Promise<void>((resolve) => (sendNames = resolve));
    await page.route('**/moderation/rules?*', async (route) => {
      await namesHeld;
      await route.continue();
    });
    await page.goto('/apps/demo-app/trends?range=24h&bucket=hour');
    await expect(page.getByTestId('engine-failures-in-range')).toContainText(
      'The moderation engine failed on 1 message in this range',
    );
    const chart = page.getByRole('group', { name: /Chart of blocked messages/ });
    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible();
    const drawnBeforeNames = await canvas.elementHandle();
    await chart.focus();
    await page.keyboard.press('End');
    const readout = page.getByTestId('chart-readout');
    await expect(readout).toContainText('The moderation engine failed on 1 message.');

    const names = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/moderation/rules'));
    sendNames();
    await names;
    await expect
      .poll(() => drawnBeforeNames?.evaluate((node) => node.isConnected), { message: 'redrawn with the names' })
      .toBe(false);
    await expect(readout).toContainText('The moderation engine failed on 1 message.');
  });
});
