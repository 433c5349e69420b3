import { expect } from './fixtures.ts';
import { sameOrigin, SignIn } from './pages/auth.ts';
import { apiKeywordList, KeywordListPage } from './pages/keywords.ts';
import { USERS, withArchive as test } from './pages/own-server.ts';
import { KeywordListEditor } from './pages/rule-editing.ts';
import { apiRevisions, apiRules, revisionNumberOf, RulesPage } from './pages/rules.ts';
import { archivedStatus } from './pages/trends.ts';
import { archivedBlocks, decide, decisionOf, onlyTerm, type ArchivedBlock } from './pages/wrong-blocks.ts';

// A server of its own with users and the archive on: the replay needs archived blocks, and the save changes the emulator.
const { admin, viewer, moderator } = USERS;
const LIST = 'profanity-list';

const DAYS = 90;

test('an admin opens the revision marked most often wrong, removes the term behind its approved-later blocks from its list, sees the replay, saves, and finds the new revision', async ({
  page,
  checkA11y,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(admin.username, admin.password);
  await archivedStatus(page);
  const list = await apiKeywordList(page, LIST);
  const terms = [...new Set(list.searchTerms ?? [])];
  // The rule that blocks with the list (on, on the message's text), as the service lists it.
  const rule = (await apiRules(page)).data.find(
    (candidate) =>
      candidate.enabled &&
      candidate.conditions?.some((condition) => condition.operand === 'text' && condition.value?.includes(LIST)),
  );
  if (!rule?.name) throw new Error(`an enabled rule blocks text with ${LIST}`);
  const ruleName = rule.name;

  const { term, approved } =
    await test.step('arrange: moderators approve the blocks of one term and keep others blocked', async () => {
      // Undecided blocks of the replay's range, each behind exactly one term: removing it releases the block.
      const undecided = (await archivedBlocks(page, rule.id, DAYS)).filter(
        (block) => decisionOf(block) === undefined && onlyTerm(block, terms) !== undefined,
      );
      const byTerm = new Map<string, ArchivedBlock[]>();
      for (const block of undecided) {
        const only = onlyTerm(block, terms) ?? '';
        byTerm.set(only, [...(byTerm.get(only) ?? []), block]);
      }
      // The term behind the most blocks: moderators approve most of them.
      const [term, ofTerm] = [...byTerm].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
      expect(ofTerm.length, `blocks of "${term}" to decide`).toBeGreaterThanOrEqual(4);
      const others = undecided.filter((block) => onlyTerm(block, terms) !== term);
      expect(others.length, 'blocks of other terms to keep blocked').toBeGreaterThanOrEqual(2);
      // Most blocks of the term were wrong; one stood (a right block its removal gives up), as did two of other terms.
      const approved = ofTerm.slice(0, -1);
      const kept = [...ofTerm.slice(-1), ...others.slice(0, 2)];
      for (const block of approved) await decide(page, baseURL ?? '', block, 'approve');
      for (const block of kept) await decide(page, baseURL ?? '', block, 'markReviewed');
      const expected = [...approved.map(() => 'approved'), ...kept.map(() => 'rejected')];
      await expect
        .poll(
          async () => {
            const decided = new Map(
              (await archivedBlocks(page, rule.id, DAYS)).map((block) => [block.message.id, decisionOf(block)]),
            );
            return [...approved, ...kept].map((block) => decided.get(block.message.id));
          },
          { message: 'the archive records every decision', timeout: 30_000 },
        )
        .toEqual(expected);
      return { term, approved };
    });
  // What the replay must say once the term is gone: the decided blocks of the range behind it alone
  // (with those of the arrangement, any other spec on this server decided).
  const behindTerm = (await archivedBlocks(page, rule.id, DAYS)).filter((block) => onlyTerm(block, terms) === term);
  const fixes = behindTerm.filter((block) => decisionOf(block) === 'approved').length;
  const givesUp = behindTerm.filter((block) => decisionOf(block) === 'rejected').length;
  expect(fixes).toBeGreaterThanOrEqual(approved.length);
  expect(givesUp).toBeGreaterThanOrEqual(1);
  const wrongRevision = approved[0]?.revisionId ?? '';

  await test.step("the rule's page marks the revision the moderators found wrong", async () => {
    await new RulesPage(page).table.getByRole('link', { name: ruleName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: ruleName })).toBeVisible();
    const table = page.getByRole('table', { name: 'How each revision performs' });
    const marked = table.getByRole('row').filter({ hasText: 'most often wrong' });
    await expect(marked).toHaveCount(1);
    const mark = marked.getByText('most often wrong');
    expect(await mark.evaluate((label) => label.scrollWidth <= label.clientWidth), 'the mark is not cut short').toBe(
      true,
    );
    await expect(marked.getByRole('rowheader')).toHaveText(`Revision ${revisionNumberOf(wrongRevision)}`);
    await checkA11y();
    await marked.getByRole('link').click();
  });

  const editor = new KeywordListEditor(page);
  await test.step("from the revision to its keyword list, and into the list's editor", async () => {
    const history = page.getByRole('dialog', { name: `History of ${ruleName}` });
    await expect(history.getByRole('heading', { level: 3 })).toHaveText(`Revision ${revisionNumberOf(wrongRevision)}`);
    await history
      .getByRole('region', { name: 'Full content' })
      .getByRole('link', { name: list.name ?? LIST, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: list.name ?? LIST })).toBeVisible();
    await page.getByRole('link', { name: 'Edit list' }).click();
    await expect(editor.form).toBeVisible();
  });

  await test.step('removing the term, the replay counts the wrong blocks it fixes and the right ones it gives up', async () => {
    await page.getByText(`${DAYS} days`, { exact: true }).click();
    await editor.removeTerm(term);
    await expect(page.getByText('Changed: terms')).toBeVisible();
    const replayed = editor.replay.getByRole('region', { name: `Replay of ${ruleName}` });
    await expect(replayed.getByRole('button', { name: /^Wrong blocks it fixes/ })).toHaveAccessibleName(
      `Wrong blocks it fixes (approved later): ${fixes}. Show these messages`,
    );
    await expect(replayed.getByRole('button', { name: /^Right blocks it gives up/ })).toHaveAccessibleName(
      `Right blocks it gives up (rejected): ${givesUp}. Show these messages`,
    );
    await checkA11y();
  });

  await test.step("save: the new revision is in the rule's history, with what changed", async () => {
    await editor.save.click();
    await expect(editor.saved).toContainText(/Saved as revision \d+\./);
    expect((await apiKeywordList(page, LIST)).searchTerms).not.toContain(term);
    await editor.saved.getByRole('link', { name: ruleName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/demo-app/rules/${rule.id}\\?revision=`));
    const [newest] = (await apiRevisions(page, rule.id)).sort(
      (a, b) => revisionNumberOf(b.revisionId) - revisionNumberOf(a.revisionId),
    );
    expect(revisionNumberOf(newest?.revisionId)).toBeGreaterThan(revisionNumberOf(wrongRevision));
    const history = page.getByRole('dialog', { name: `History of ${ruleName}` });
    await expect(history.getByRole('heading', { level: 3 })).toHaveText(
      `Revision ${revisionNumberOf(newest?.revisionId)}`,
    );
    const changes = history.getByRole('region', { name: 'Changes' });
    await expect(changes).toContainText(`Changes since Revision ${revisionNumberOf(newest?.revisionId) - 1}`);
    // The rule's own fields did not change: the drawer says where the change is, and links the list.
    await expect(changes).toContainText('No differences');
    await expect(changes).toContainText('so the change may be in the list');
    await checkA11y();
    await changes.getByRole('link', { name: list.name ?? LIST, exact: true }).click();
    const listPage = new KeywordListPage(page);
    await expect(listPage.heading).toHaveText(list.name ?? LIST);
    await expect(listPage.stats).toContainText(`· ${terms.length - 1} unique ·`);
    await listPage.filter.fill(term);
    await expect(listPage.shownCount).toBeVisible();
    expect(await listPage.renderedTerms()).not.toContain(term);
  });
});

test('a keyword list someone else saved meanwhile: the save sends nothing, shows both field by field, and keeps mine on request', async ({
  page,
  baseURL,
}) => {
  const id = 'unused-slang';
  await page.goto(`/apps/demo-app/keywords/${id}/edit`);
  await new SignIn(page).signIn(admin.username, admin.password);
  const editor = new KeywordListEditor(page);
  await expect(editor.form).toBeVisible();
  const loaded = await apiKeywordList(page, id);
  const [term] = loaded.searchTerms ?? [];
  if (!term) throw new Error(`${id} has terms`);

  await test.step('meanwhile another admin renames the list, naming the version they read (its ETag) in If-Match', async () => {
    const read = await page.request.get(`/api/apps/demo-app/moderation/keywords/${id}`);
    const etag = read.headers()['etag'] ?? '';
    expect(etag).toMatch(/^"rev:[^"]+"$/);
    const theirs = await page.request.put(`/api/apps/demo-app/moderation/keywords/${id}`, {
      headers: { ...sameOrigin(baseURL ?? ''), 'if-match': etag },
      data: { ...(await read.json()).data, name: 'Slang (theirs)' },
    });
    expect(theirs.status()).toBe(200);
  });

  await test.step('my save over the version I loaded is refused (412): nothing sent, both shown', async () => {
    await editor.removeTerm(term);
    const refused = page.waitForResponse((response) => response.request().method() === 'PUT');
    await editor.save.click();
    expect((await refused).status()).toBe(412);
    const conflict = page
      .getByRole('alert')
      .filter({ hasText: 'Someone else changed this keyword list while you edited it' });
    await expect(conflict).toBeVisible();
    const rows = conflict.getByRole('table', { name: 'Your change and theirs, field by field' });
    await expect(rows.getByRole('row').filter({ hasText: 'Slang (theirs)' })).toHaveCount(1);
    expect((await apiKeywordList(page, id)).searchTerms).toContain(term);
  });

  await test.step('"save mine over theirs" sends mine, as shown, naming their version', async () => {
    await page.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect(editor.saved).toBeVisible();
    const saved = await apiKeywordList(page, id);
    expect(saved.searchTerms).not.toContain(term);
    expect(saved.name).toBe(loaded.name);
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
      headers: { ...sameOrigin(baseURL ?? ''), 'if-match': '*' },
      data: { ...list, searchTerms: [] },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toContain(`Your role (${user.role})`);
  });
}
