import { expect } from './fixtures.ts';
import { sameOrigin, SignIn } from './pages/auth.ts';
import { USERS, withArchive as test } from './pages/own-server.ts';
import { archivedStatus } from './pages/trends.ts';

// A server of its own with the archive on: the replay needs archived blocks, and the saves reach its emulator only.
const RULE = 'payment-scam-watch';
const api = (path: string) => `/api/apps/demo-app/moderation/${path}`;

interface Rule {
  name: string;
  description?: string;
  enabled: boolean;
  action: string[];
  conditions: { value: string[] }[];
  filters?: Record<string, unknown>[];
}
interface ReplayAnswer {
  data: { rules: { ruleId: string; stillBlocked: number }[] };
}

test("an admin drops a typed phrase from a rule's condition and adds a sender filter, seeing the replay, then saves", async ({
  page,
  baseURL,
  checkA11y,
}) => {
  await page.goto(`/apps/demo-app/rules/${RULE}/edit`);
  await new SignIn(page).signIn(USERS.admin.username, USERS.admin.password);
  await archivedStatus(page);
  const rule = (await (await page.request.get(api(`rules/${RULE}`))).json()).data as Rule;
  const [first, ...others] = rule.conditions;
  if (!first || first.value.length < 2) throw new Error('the rule has a condition of typed phrases');
  const [dropped, ...kept] = first.value;
  // What the server's replay says of the same change, as the page should say it.
  const replay = await page.request.post('/api/apps/demo-app/archive/replay', {
    headers: sameOrigin(baseURL ?? ''),
    data: { days: 30, rule: { ...rule, id: RULE, conditions: [{ ...first, value: kept }, ...others] } },
  });
  const still = ((await replay.json()) as ReplayAnswer).data.rules.find((entry) => entry.ruleId === RULE)?.stillBlocked;

  await test.step('the phrase removed: the replay counts what the rule would still block', async () => {
    const condition = page.getByRole('group', { name: 'Condition 1' });
    await expect(condition.getByRole('combobox', { name: 'Checks' })).toHaveValue('words');
    await condition.getByRole('textbox', { name: 'Words or phrases, one per line' }).fill(kept.join('\n'));
    await expect(page.getByText('Changed: conditions')).toBeVisible();
    await expect(page.getByRole('button', { name: `Still blocked: ${still}. Show these messages` })).toBeVisible();
  });

  await test.step('a sender filter: a blank value is said, a value is taken', async () => {
    await page.getByRole('button', { name: 'Add a filter' }).click();
    const filter = page.getByRole('group', { name: 'Filter 1' });
    await filter.getByRole('combobox', { name: 'Whose' }).selectOption('role');
    await filter.getByRole('combobox', { name: 'Operator' }).selectOption('not equals');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await expect(filter.getByText('Give a value.')).toBeVisible();
    await filter.getByRole('textbox', { name: 'Value' }).fill('moderator');
    await expect(page.getByText('Changed: conditions, sender and receiver filters')).toBeVisible();
    await checkA11y();
  });

  await test.step('saved: the service has the change, and a new revision', async () => {
    await page.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(/Saved as revision \d+/);
    const saved = (await (await page.request.get(api(`rules/${RULE}`))).json()).data as Rule;
    expect(saved.conditions[0]?.value).toEqual(kept);
    expect(saved.conditions[0]?.value).not.toContain(dropped);
    expect(saved.filters).toEqual([
      { type: 'sender', entity: 'user', operand: 'role', operator: 'not equals', value: 'moderator' },
    ]);
  });
});

test('an admin makes a rule from scratch: typed words, a receiver filter, off until turned on', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(USERS.admin.username, USERS.admin.password);
  await page.getByRole('link', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New rule' });

  await test.step('empty, it says what is missing and sends nothing', async () => {
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(form.getByText('Give it a name.')).toBeVisible();
    await expect(form.getByText('Choose at least one list.')).toBeVisible();
  });

  await test.step('filled in, it is made, and opens on its own page', async () => {
    await form.getByRole('textbox', { name: 'Id' }).fill('crypto-pitch');
    await form.getByRole('textbox', { name: 'Name' }).fill('Crypto pitches');
    const condition = form.getByRole('group', { name: 'Condition 1' });
    await condition.getByRole('combobox', { name: 'Checks' }).selectOption('words');
    await condition
      .getByRole('textbox', { name: 'Words or phrases, one per line' })
      .fill('guaranteed returns\n\nairdrop');
    await form.getByRole('button', { name: 'Add a filter' }).click();
    const filter = form.getByRole('group', { name: 'Filter 1' });
    await filter.getByRole('combobox', { name: 'Applies to' }).selectOption('receiver');
    await filter.getByRole('combobox', { name: 'Receiver is' }).selectOption('group');
    await filter.getByRole('combobox', { name: 'Whose' }).selectOption('guid');
    await filter.getByRole('combobox', { name: 'Operator' }).selectOption('in');
    await filter.getByRole('textbox', { name: 'Value' }).fill('general, marketplace-sellers');
    await checkA11y();
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(page).toHaveURL(/\/apps\/demo-app\/rules\/crypto-pitch$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto pitches' })).toBeVisible();
    const made = (await (await page.request.get(api('rules/crypto-pitch'))).json()).data as Rule;
    expect(made).toMatchObject({
      enabled: false,
      action: ['blockMessage'],
      conditions: [{ operand: 'text', category: 'word', value: ['guaranteed returns', 'airdrop'] }],
      filters: [
        // As documented: the field under `operand`, a list as one comma-separated string (docs/service.md).
        { type: 'receiver', entity: 'group', operand: 'guid', operator: 'in', value: 'general,marketplace-sellers' },
      ],
    });
  });
});

test('a viewer is offered no new rule, and the page says why', async ({ page }) => {
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(USERS.viewer.username, USERS.viewer.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New rule' })).toHaveCount(0);
  await page.goto('/apps/demo-app/rules/new');
  await expect(page.getByText("Your role (viewer) can't change rules; ask an admin.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create rule' })).toHaveCount(0);
});
