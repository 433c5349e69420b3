import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { apiKeywordList, apiKeywordLists, KeywordListPage } from './pages/keywords.ts';
import { apiRules, RulesPage } from './pages/rules.ts';

function counts(terms: string[]) {
  const seen = new Map<string, number>();
  for (const t of terms) seen.set(t, (seen.get(t) ?? 0) + 1);
  return seen;
}

test("follow a condition's keyword link to its list, filter its terms and download the CSV", async ({
  page,
  context,
  checkA11y,
}) => {
  const list = await apiKeywordList(page, 'profanity-list');
  const terms = list.searchTerms ?? [];
  const byTerm = counts(terms);
  const repeated = [...byTerm].filter(([, n]) => n > 1);
  const { data: rules } = await apiRules(page, 1000);
  const users = rules.filter((r) =>
    r.conditions?.some((c) => (c.isKeywordsReferencePresent || c.isListReferencePresent) && c.value?.includes(list.id)),
  );
  const keywords = new KeywordListPage(page);

  await test.step('the condition names the list and links to it', async () => {
    const rulesPage = new RulesPage(page);
    await rulesPage.goto();
    const user = users[0];
    if (!user) throw new Error('a rule refers to the profanity list');
    await rulesPage
      .row(user.name ?? user.id)
      .getByRole('link', { name: list.name })
      .click();
    await expect(page).toHaveURL(`/apps/demo-app/keywords/${list.id}`);
    await expect(keywords.heading).toHaveText(list.name ?? list.id);
  });

  await test.step('counts, duplicates and the rules that use the list', async () => {
    await expect(keywords.stats).toHaveText(
      `${terms.length} terms · ${byTerm.size} unique · ${repeated.length} repeated`,
    );
    for (const rule of users)
      await expect(keywords.usedBy.getByRole('link', { name: rule.name ?? rule.id, exact: true })).toBeVisible();
    const [term, times] = repeated[0] ?? [];
    expect(term, 'the demo list repeats a term').toBeTruthy();
    await expect(
      keywords.terms.getByRole('listitem').filter({ hasText: new RegExp(`^\\d+${term}repeated ${times}×$`) }),
    ).toHaveCount(times ?? 0);
    await checkA11y();
  });

  await test.step('the filter narrows the terms, and the URL keeps it across a reload', async () => {
    const part = (terms[0] ?? '').slice(0, 2);
    const expected = terms.filter((t) => t.toLowerCase().includes(part.toLowerCase()));
    await keywords.filter.fill(part);
    await expect(keywords.shownCount).toHaveText(`Showing ${expected.length} of ${terms.length} terms`);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part)}`));
    await page.reload();
    await expect(keywords.filter).toHaveValue(part);
    expect(await keywords.renderedTerms()).toEqual(expected);
    await keywords.filter.fill('');
    await keywords.repeatedOnly.click();
    await expect(keywords.repeatedOnly).toBeChecked();
    await expect(keywords.shownCount).toHaveText(`Showing ${repeated.length} of ${terms.length} terms`);
  });

  await test.step('Download CSV saves every term, one per row, spreadsheet-safe', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${list.id}-terms.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toBe(`\uFEFFterm\r\n${terms.join('\r\n')}\r\n`);
  });

  await test.step('Copy all puts the terms on the clipboard', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy all terms' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(terms.join('\n'));
  });
});

test('a list of thousands of terms stays virtualized and reachable from the keyboard', async ({ page }) => {
  const list = await apiKeywordList(page, 'spam-phrases');
  const terms = list.searchTerms ?? [];
  expect(terms.length, 'the demo data has a long list').toBeGreaterThan(2000);
  const keywords = new KeywordListPage(page);
  await keywords.goto(list.id);
  await expect(keywords.terms.getByRole('listitem').first()).toHaveText(new RegExp(`^1${terms[0]}`));
  const rendered = await keywords.terms.getByRole('listitem').count();
  expect(rendered, 'only the rows in view are rendered').toBeLessThan(80);
  await keywords.terms.focus();
  await page.keyboard.press('End');
  await expect(
    keywords.terms.getByRole('listitem').filter({ hasText: new RegExp(`^${terms.length}${terms.at(-1)}`) }),
  ).toBeVisible();
});

test('the navigation offers every list a rule refers to, and marks one that does not exist', async ({
  page,
  checkA11y,
}) => {
  const { data: rules } = await apiRules(page, 1000);
  const referenced = [
    ...new Set(
      rules
        .flatMap((r) => r.conditions ?? [])
        .filter((c) => c.isKeywordsReferencePresent || c.isListReferencePresent)
        .flatMap((c) => c.value ?? []),
    ),
  ];
  const missing: string[] = [];
  for (const id of referenced) {
    const response = await page.request.get(`/api/apps/demo-app/moderation/keywords/${encodeURIComponent(id)}`);
    if (response.status() === 404) missing.push(id);
  }
  const gone = missing[0];
  if (!gone) throw new Error('the demo data refers to a list that does not exist');
  const keywords = new KeywordListPage(page);
  await page.goto('/apps/demo-app/rules');
  const nav = page.getByRole('navigation', { name: 'Keyword lists' });
  await expect(nav.getByRole('link')).toHaveCount(referenced.length);
  await expect(keywords.navEntry(gone)).toContainText('not found');

  await keywords.navEntry(gone).click();
  await expect(page.getByRole('alert')).toContainText('Not found in this app');
  const user = rules.find((r) => r.conditions?.some((c) => c.value?.includes(gone)));
  await expect(keywords.usedBy.getByRole('link', { name: user?.name ?? '', exact: true })).toBeVisible();
  await checkA11y();
});

test('the keyword lists page shows every list, with term counts, including lists no rule uses', async ({
  page,
  checkA11y,
}) => {
  const lists = await apiKeywordLists(page);
  const { data: rules } = await apiRules(page, 1000);
  const referenced = new Set(rules.flatMap((r) => r.conditions ?? []).flatMap((c) => c.value ?? []));
  const unused = lists.find((l) => !referenced.has(l.id));
  const sentences = lists.find((l) => l.category === 'sentence-similarity');
  if (!unused || !sentences) throw new Error('the demo data has a list no rule uses and a sentence-similarity list');

  await page.goto('/apps/demo-app/rules');
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: /^Keyword lists/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyword lists');
  const table = page.getByRole('table');
  await expect(table).toHaveAccessibleName(new RegExp(`^${lists.length} keyword lists`));
  // By the list's id: a rule may carry the same name as a list, and its link then stands in another row.
  const row = (id: string) => table.getByRole('row').filter({ has: page.getByText(id, { exact: true }) });
  await expect(row(unused.id)).toContainText('no rule');
  await expect(row(unused.id).getByRole('cell').nth(2)).toHaveText(String(unused.searchTerms?.length ?? 0));
  await expect(row(sentences.id).getByRole('cell').nth(2)).toHaveText(
    String(sentences.disallowedSentences?.length ?? 0),
  );
  await checkA11y();

  await row(unused.name ?? unused.id)
    .getByRole('link', { name: unused.name ?? unused.id, exact: true })
    .click();
  await expect(page).toHaveURL(`/apps/demo-app/keywords/${unused.id}`);
  await expect(page.getByRole('region', { name: 'Used by' })).toContainText('no rule refers to this list.');
});

test('terms with markup are shown as text', async ({ page }) => {
  const list = await apiKeywordList(page, 'markup-terms');
  const hostile = (list.searchTerms ?? []).find((t) => t.includes('<img'));
  if (!hostile) throw new Error('the demo list holds a markup term');
  const keywords = new KeywordListPage(page);
  await keywords.goto(list.id);
  await expect(keywords.terms.getByText(hostile, { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
