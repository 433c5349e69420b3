import { expect } from './fixtures.ts';
import { sameOrigin, SignIn } from './pages/auth.ts';
import { apiKeywordList } from './pages/keywords.ts';
import { USERS, withArchive as test } from './pages/own-server.ts';
import { KeywordListEditor } from './pages/rule-editing.ts';
import { archivedStatus } from './pages/trends.ts';

// A server of its own with users and the archive on: the replay needs archived blocks, and the save changes the emulator.
const { admin, viewer, moderator } = USERS;
const LIST = 'profanity-list';

interface ReplayAnswer {
  data: { rules: { ruleId: string; noLongerBlocked: { approved: number } }[] };
}

test('an admin removes the term behind most approved-later blocks, sees the replay, saves, and finds the new revision', async ({
  page,
  checkA11y,
  baseURL,
}) => {
  await page.goto(`/apps/demo-app/keywords/${LIST}`);
  await new SignIn(page).signIn(admin.username, admin.password);
  await archivedStatus(page);
  const terms = [...new Set((await apiKeywordList(page, LIST)).searchTerms ?? [])];
  // The term whose removal would release the most blocks that moderators approved later, as the server's replay counts it.
  const fixedBy = await Promise.all(
    terms.map(async (term) => {
      const response = await page.request.post('/api/apps/demo-app/archive/replay', {
        headers: sameOrigin(baseURL ?? ''),
        data: { days: 30, keywordList: { id: LIST, category: 'word', searchTerms: terms.filter((t) => t !== term) } },
      });
      const answer = (await response.json()) as ReplayAnswer;
      return { term, approved: answer.data.rules.reduce((sum, rule) => sum + rule.noLongerBlocked.approved, 0) };
    }),
  );
  const worst = fixedBy.sort((a, b) => b.approved - a.approved)[0];
  if (!worst) throw new Error('the list has terms');

  const editor = new KeywordListEditor(page);
  await test.step('the list page offers the edit; the editor replays the removal before anything is sent', async () => {
    await page.getByRole('link', { name: 'Edit list' }).click();
    await expect(editor.form).toBeVisible();
    await editor.removeTerm(worst.term);
    await expect(page.getByText('Changed: terms')).toBeVisible();
    await expect(editor.wrongBlocksFixed).toBeVisible();
    expect(await editor.count(editor.wrongBlocksFixed)).toBe(worst.approved);
    await expect(editor.rightBlocksGivenUp).toBeVisible();
    await checkA11y();
  });

  await test.step('save: the service makes a new revision of the rule, shown in its history', async () => {
    await editor.save.click();
    await expect(editor.saved).toContainText('The service made revision');
    expect((await apiKeywordList(page, LIST)).searchTerms).not.toContain(worst.term);
    await editor.saved.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/apps\/demo-app\/rules\/[^/]+$/);
    const revisions = await page.request.get(
      `${new URL(page.url()).pathname.replace('/apps/', '/api/apps/').replace('/rules/', '/moderation/rules/')}/revisions?limit=1`,
    );
    const [newest] = (await revisions.json()).data as { revisionId: string }[];
    await expect(page.getByText(newest?.revisionId ?? 'none').first()).toBeVisible();
  });
});

for (const user of [viewer, moderator]) {
  test(`a ${user.role} sees no edit controls and the server refuses the change`, async ({ page, baseURL }) => {
    await page.goto(`/apps/demo-app/keywords/${LIST}`);
    await new SignIn(page).signIn(user.username, user.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Profane Words' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit list' })).toHaveCount(0);
    await page.goto(`/apps/demo-app/keywords/${LIST}/edit`);
    await expect(page.getByRole('button', { name: 'Save keyword list' })).toHaveCount(0);
    const list = await apiKeywordList(page, LIST);
    const refused = await page.request.put(`/api/apps/demo-app/moderation/keywords/${LIST}`, {
      headers: { ...sameOrigin(baseURL ?? ''), 'x-base-version': 'none' },
      data: { ...list, searchTerms: [] },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toContain(`Your role (${user.role})`);
  });
}
