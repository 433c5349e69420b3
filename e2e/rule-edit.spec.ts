import { expect } from './fixtures.ts';
import { sameOrigin, SignIn } from './pages/auth.ts';
import { USERS, withArchive as test } from './pages/own-server.ts';
import { KeywordListEditor } from './pages/rule-editing.ts';
import { archivedStatus } from './pages/trends.ts';

// A server of its own with the archive on: the replay needs archived blocks, and the changes reach its emulator only.
// The rule here names no list rule-editing.spec changes, so the two specs may share a worker's server.
const RULE = 'competitor-mentions';

interface ReplayAnswer {
  data: { rules: { ruleId: string; noLongerBlocked: { approved: number; rejected: number; undecided: number } }[] };
}

test('an admin turns a rule off seeing what it would release, saves, finds the revision, then deletes the rule after being told what it blocked', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  await page.goto(`/apps/demo-app/rules/${RULE}`);
  await new SignIn(page).signIn(USERS.admin.username, USERS.admin.password);
  await archivedStatus(page);
  const rule = (await (await page.request.get(`/api/apps/demo-app/moderation/rules/${RULE}`)).json()).data as Record<
    string,
    unknown
  >;
  const replayOf = async (change: Record<string, unknown>) => {
    const response = await page.request.post('/api/apps/demo-app/archive/replay', {
      headers: sameOrigin(baseURL ?? ''),
      data: { days: 30, ...change },
    });
    const figures = ((await response.json()) as ReplayAnswer).data.rules.find((entry) => entry.ruleId === RULE);
    return figures?.noLongerBlocked ?? { approved: 0, rejected: 0, undecided: 0 };
  };
  const released = await replayOf({
    rule: {
      id: RULE,
      name: rule.name,
      description: rule.description ?? '',
      enabled: false,
      conditions: rule.conditions,
      action: rule.action,
    },
  });
  const editor = new KeywordListEditor(page);

  await test.step('turned off, the replay says which blocks it would give up', async () => {
    await page.getByRole('link', { name: 'Edit rule' }).click();
    await page.getByRole('switch', { name: 'On: the service applies this rule' }).click();
    await expect(page.getByRole('switch', { name: 'Off: the service skips this rule' })).not.toBeChecked();
    await expect(page.getByText('Changed: on or off')).toBeVisible();
    await expect(editor.wrongBlocksFixed).toBeVisible();
    expect(await editor.count(editor.wrongBlocksFixed)).toBe(released.approved);
    expect(await editor.count(editor.rightBlocksGivenUp)).toBe(released.rejected);
    await checkA11y();
  });

  await test.step("save: the new revision opens in the rule's history", async () => {
    await page.getByRole('button', { name: 'Save rule' }).click();
    await expect(editor.saved).toContainText(/Saved as revision \d+\./);
    await editor.saved.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/apps/demo-app/rules/${RULE}\\?revision=`));
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(
      (
        (await (await page.request.get(`/api/apps/demo-app/moderation/rules/${RULE}`)).json()).data as {
          enabled: boolean;
        }
      ).enabled,
    ).toBe(false);
  });

  await test.step('copy: a new rule with the same conditions, off until turned on, opens in its editor', async () => {
    await page.goto(`/apps/demo-app/rules/${RULE}`);
    await page.getByRole('link', { name: 'Copy rule' }).click();
    const form = page.getByRole('form', { name: 'Copy of a rule' });
    await expect(form.getByRole('textbox', { name: 'Id' })).toHaveValue(`${RULE}-copy`);
    await expect(form.getByRole('switch', { name: 'Off until you turn it on' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Create the copy' }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/demo-app/rules/${RULE}-copy/edit$`));
    const copy = (await (await page.request.get(`/api/apps/demo-app/moderation/rules/${RULE}-copy`)).json())
      .data as Record<string, unknown>;
    expect({ enabled: copy.enabled, conditions: copy.conditions, action: copy.action }).toEqual({
      enabled: false,
      conditions: rule.conditions,
      action: rule.action,
    });
  });

  await test.step('delete: the question names what it blocked in the last 30 days', async () => {
    const gone = await replayOf({ deletedRuleId: RULE });
    const total = gone.approved + gone.rejected + gone.undecided;
    await page.goto(`/apps/demo-app/rules/${RULE}/edit`);
    await page.getByRole('button', { name: 'Delete rule…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete / });
    await expect(dialog).toContainText(
      total === 0 ? 'It blocked no message in the last 30 days' : `it blocked ${total} message`,
    );
    // The toast shows for four seconds: watched from before the click, so that on a loaded machine
    // the wait for the new address cannot outlast it.
    const told = page.getByText(/^Deleted the rule /).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Delete rule' }).click();
    await told;
    await expect(page).toHaveURL(/\/apps\/demo-app\/rules$/);
    expect((await page.request.get(`/api/apps/demo-app/moderation/rules/${RULE}`)).status()).toBe(404);
  });
});

test('a moderator sees no edit control on a rule and the editor says why', async ({ page }) => {
  await page.goto(`/apps/demo-app/rules/${RULE}`);
  await new SignIn(page).signIn(USERS.moderator.username, USERS.moderator.password);
  await expect(page.getByRole('button', { name: 'Revision history' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit rule' })).toHaveCount(0);
  await page.goto(`/apps/demo-app/rules/${RULE}/edit`);
  await expect(page.getByText("Your role (moderator) can't change rules; ask an admin.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save rule' })).toHaveCount(0);
});
