import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { clearFaults, ErrorPanel, queueFault, type Fault } from './pages/faults.ts';
import { NotificationSettingsPage } from './pages/notifications.ts';
import { withFaults as test, type OwnServer } from './pages/own-server.ts';

// The emulator of this spec's own server misbehaves on purpose (pages/own-server.ts), on
// staging-app only; the proxy there gives up after 3000 ms.
const APP = 'staging-app';
const RULE = 'staging-smoke-test';
const rulePath = `/apps/${APP}/rules/${RULE}`;
const isRuleRead = (url: string) => new URL(url).pathname === `/api/apps/${APP}/moderation/rules/${RULE}`;

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ own }) => clearFaults(own));

// One test per kind of recovery, each with its own budget: chained into one, their automatic
// retries (a slow service alone is about 15 s of them) and the own server's start came to more
// than the 60 s a test has on a loaded machine, and the test stopped wherever it happened to be.
const ruleHeading = async (page: Page) => {
  const rule = await (await page.request.get(`/api/apps/${APP}/moderation/rules/${RULE}`)).json();
  return page.getByRole('heading', { level: 1, name: rule.data.name });
};

/** Enough failures for the first read and all its automatic retries (however many there are); the rest are cleared once the page has given up, so that Retry meets a working service. */
async function failThenRetry(
  page: Page,
  own: OwnServer,
  fault: Fault,
  words: [string, string | RegExp, string | RegExp],
) {
  const heading = await ruleHeading(page);
  const panel = new ErrorPanel(page);
  await queueFault(own, { times: 10, ...fault });
  await page.goto(rulePath);
  await panel.expectWords(...words);
  await expect(heading).toHaveCount(0);
  await clearFaults(own);
  await panel.retry.click();
  await expect(heading).toBeVisible();
  await expect(panel.alert).toHaveCount(0);
}

test('a failing or slow service is explained with a next step, and Retry recovers', async ({
  page,
  own,
  checkA11y,
}) => {
  await test.step('500: the service had a problem; Retry', async () => {
    await failThenRetry(page, own, { operation: 'rule', kind: '500' }, [
      'The service had a problem',
      'HTTP 500, ERR_OPERATION_FAILED',
      'Retry in a moment.',
    ]);
    await checkA11y();
  });

  await test.step('a slow service (5 s against the 3 s proxy timeout): 504 in words; Retry', async () => {
    await failThenRetry(page, own, { operation: 'rule', kind: 'delay', delayMs: 5000 }, [
      'The service took too long to answer',
      'HTTP 504, ERR_UPSTREAM_TIMEOUT',
      'Retry in a moment.',
    ]);
  });
});

test('data the dashboard cannot read is explained with a next step, and Retry recovers', async ({ page, own }) => {
  await test.step('a malformed body: data the dashboard cannot read; Retry', async () => {
    await failThenRetry(page, own, { operation: 'rule', kind: 'malformed' }, [
      'The service sent data the dashboard cannot read',
      'not valid JSON',
      'Retry in a moment',
    ]);
  });

  await test.step('a truncated body: the same words; Retry', async () => {
    await failThenRetry(page, own, { operation: 'rule', kind: 'truncated' }, [
      'The service sent data the dashboard cannot read',
      'not valid JSON',
      'Retry in a moment',
    ]);
  });

  await test.step('a body of the wrong shape: data the dashboard cannot read; Retry', async () => {
    await failThenRetry(page, own, { operation: 'rule', kind: 'wrong-shape' }, [
      'The service sent data the dashboard cannot read',
      'unexpected shape',
      'Retry in a moment',
    ]);
  });
});

test('a 429 is explained with the wait it asked for, and one 429 is waited out as Retry-After asked', async ({
  page,
  own,
}) => {
  const heading = await ruleHeading(page);
  const panel = new ErrorPanel(page);

  await test.step('429 each time: the wait it asked for, in words; Retry', async () => {
    await queueFault(own, { times: 10, operation: 'rule', kind: '429', retryAfter: 1 });
    await page.goto(rulePath);
    await panel.expectWords('Too many requests', 'HTTP 429, ERR_TOO_MANY_REQUESTS', 'The service asked to wait 1 s');
    await expect(heading).toHaveCount(0);
    await clearFaults(own);
    await panel.retry.click();
    await expect(heading).toBeVisible();
    await expect(panel.alert).toHaveCount(0);
  });

  await test.step('429 once: waited out as Retry-After asked, then the page shows the rule', async () => {
    const reads: number[] = [];
    page.on('request', (request) => {
      if (isRuleRead(request.url())) reads.push(Date.now());
    });
    await queueFault(own, { operation: 'rule', kind: '429', retryAfter: 2 });
    await page.goto(rulePath);
    await expect(heading).toBeVisible();
    await expect(panel.alert).toHaveCount(0);
    expect(reads).toHaveLength(2);
    // Retry-After asked for 2 s; the plain backoff would have retried after 1 s at most. The
    // margin absorbs when the test process hears of each request, not when the page sent it.
    expect((reads[1] ?? 0) - (reads[0] ?? 0)).toBeGreaterThanOrEqual(1500);
  });
});

test('a rejected credential is named in words with no Retry, and a reload recovers', async ({ page, own }) => {
  const heading = await ruleHeading(page);
  const panel = new ErrorPanel(page);

  await test.step('401: the credentials were rejected; no Retry, the operator is named; a reload recovers', async () => {
    await queueFault(own, { operation: 'rule', kind: '401' });
    await page.goto(rulePath);
    await panel.expectWords(
      'The service does not know this API key',
      'HTTP 401, AUTH_ERR_APIKEY_NOT_FOUND',
      "Ask the dashboard's operator to check this app's key",
    );
    await expect(panel.retry).toHaveCount(0);
    await page.reload();
    await expect(heading).toBeVisible();
  });

  const credentialFaults: [Fault['kind'], [string, string, string]][] = [
    [
      'no-access',
      ['The API key lacks the access this needs', 'HTTP 403, AUTH_ERR_NO_ACCESS', 'REST API key with full access'],
    ],
    // The service answers an unknown key with 404: the code, not the status, says what it means.
    [
      'apikey-not-found',
      ['The service does not know this API key', 'HTTP 404, AUTH_ERR_APIKEY_NOT_FOUND', "check this app's key"],
    ],
  ];
  for (const [kind, words] of credentialFaults) {
    await test.step(`${kind}: the service's credential code in words, never "not found"`, async () => {
      await queueFault(own, { operation: 'rule', kind });
      await page.goto(rulePath);
      await panel.expectWords(...words);
      await expect(panel.alert).not.toContainText('Not found in this app');
      await expect(panel.retry).toHaveCount(0);
      await page.reload();
      await expect(heading).toBeVisible();
    });
  }
});

test('a failed save keeps every edit, sends one PATCH per attempt, and the next save lands', async ({ page, own }) => {
  const form = new NotificationSettingsPage(page, APP);
  const field = (name: string) => page.getByRole('combobox', { name }).or(page.getByRole('textbox', { name }));
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
  });
  const stored = async () =>
    (
      await (
        await fetch(`${own.emulatorUrl}/notifications/${APP}/v3/notifications/v1/settings`, {
          headers: { apikey: 'demo-apikey' },
        })
      ).json()
    ).data.sound;
  const before = await stored();

  await form.goto('sounds');
  await field('Message sound').fill('fault-chime');
  await field('Message sound').press('Escape');
  await field('Call sound').fill('fault-ring');
  await field('Call sound').press('Escape');
  await expect(form.status).toHaveText('2 unsaved changes.');

  const failures: [string, Fault, RegExp][] = [
    ['429', { operation: 'settings-patch', kind: '429', retryAfter: 1 }, /HTTP 429, ERR_TOO_MANY_REQUESTS/],
    ['401', { operation: 'settings-patch', kind: '401' }, /HTTP 401, AUTH_ERR_APIKEY_NOT_FOUND/],
    ['malformed', { operation: 'settings-patch', kind: 'malformed' }, /not valid JSON/],
    ['wrong shape', { operation: 'settings-patch', kind: 'wrong-shape' }, /unexpected shape/],
    [
      'beyond the timeout',
      { operation: 'settings-patch', kind: 'delay', delayMs: 5000 },
      /HTTP 504, ERR_UPSTREAM_TIMEOUT/,
    ],
  ];
  for (const [name, fault, words] of failures) {
    await test.step(`a save answered with ${name}`, async () => {
      await queueFault(own, fault);
      const sent = patches.length;
      await form.openReview();
      await form.save();
      await expect(form.dialog.getByRole('alert')).toContainText(words);
      await expect(form.dialog.getByText('Nothing was retried. Your changes are still in the form.')).toBeVisible();
      await form.dialog.getByRole('button', { name: 'Back to editing' }).click();
      await expect(form.status).toHaveText('2 unsaved changes.');
      await expect(field('Message sound')).toHaveValue('fault-chime');
      await expect(field('Call sound')).toHaveValue('fault-ring');
      expect(patches.length - sent, 'PATCHes sent for one click on Save').toBe(1);
    });
  }

  await test.step('nothing reached the service until the save that works', async () => {
    expect(await stored()).toEqual(before);
    await form.openReview();
    expect(await form.save()).toEqual({ sound: { chat: 'fault-chime', call: 'fault-ring' } });
    await expect(page.getByText('Saved 2 changes')).toBeVisible();
    expect(await stored()).toEqual({ ...before, chat: 'fault-chime', call: 'fault-ring' });
  });
});
