import { clearFaults, expect, injectFault, test } from './fixtures.ts';
import { apiRevisions, apiRules, revisionNumberOf, RevisionDrawer, RulesPage, type ApiRule } from './pages/rules.ts';

const nameOf = (rule: ApiRule) => rule.name || rule.id;
const matches = (rule: ApiRule, q: string) =>
  [rule.name, rule.id, rule.description].join('\n').toLowerCase().includes(q);

test('search, filter and sort rules; the URL keeps them across a reload', async ({ page, checkA11y }) => {
  const { data: rules, meta } = await apiRules(page, 100);
  const rulesPage = new RulesPage(page);

  await test.step('the table shows every rule with the count and limit the service reported', async () => {
    await rulesPage.goto();
    await expect(rulesPage.table).toHaveAccessibleName(`${meta.current.count} rules (limit ${meta.current.limit})`);
    await expect(rulesPage.nameLinks).toHaveText(rules.map(nameOf));
    await checkA11y();
  });

  const q = 'filter';
  const disabledMatching = rules.filter((r) => matches(r, q) && r.enabled === false);
  await test.step('search and a status filter narrow the table and go into the URL', async () => {
    expect(disabledMatching.length, 'the demo data has disabled rules matching the search').toBeGreaterThan(0);
    await rulesPage.search.fill(q);
    await expect(rulesPage.nameLinks).toHaveText(rules.filter((r) => matches(r, q)).map(nameOf));
    await rulesPage.choose('Status', 'Disabled');
    await expect(rulesPage.nameLinks).toHaveText(disabledMatching.map(nameOf));
    await rulesPage.choose('Sort by', 'Name Z–A');
    const sorted = [...disabledMatching].sort((a, b) =>
      nameOf(b).localeCompare(nameOf(a), undefined, { sensitivity: 'base' }),
    );
    await expect(rulesPage.nameLinks).toHaveText(sorted.map(nameOf));
    await expect(page).toHaveURL(/q=filter/);
    await expect(page).toHaveURL(/status=disabled/);
    await expect(page).toHaveURL(/sort=name-desc/);
    await expect(rulesPage.table).toHaveAccessibleName(
      `Showing ${sorted.length} of ${meta.current.count} rules (limit ${meta.current.limit})`,
    );
  });

  await test.step('a reload keeps search, filters and sort', async () => {
    await page.reload();
    await expect(rulesPage.search).toHaveValue(q);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('disabled');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-desc');
    await expect(rulesPage.nameLinks).toHaveCount(disabledMatching.length);
  });

  await test.step('filters by kind and operand; clearing brings every rule back', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(rulesPage.nameLinks).toHaveCount(rules.length);
    await rulesPage.choose('Kind', 'Default (built-in)');
    await rulesPage.choose('Checks', 'image');
    const expected = rules.filter((r) => r.default === true && r.conditions?.some((c) => c.operand === 'image'));
    await expect(rulesPage.nameLinks).toHaveText(expected.map(nameOf));
  });

  await test.step('the page size sets limit in the URL and the caption reports it', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await rulesPage.choose('Rules to fetch', 'Up to 25');
    const small = await apiRules(page, 25);
    await expect(page).toHaveURL(/limit=25/);
    await expect(rulesPage.table).toHaveAccessibleName(new RegExp(`^${small.meta.current.count} rules \\(limit 25\\)`));
  });
});

test("open a rule's history from the table, step through revisions and see the diff", async ({ page, checkA11y }) => {
  const ruleId = 'spam-links';
  const revisions = (await apiRevisions(page, ruleId)).sort(
    (a, b) => revisionNumberOf(b.revisionId) - revisionNumberOf(a.revisionId),
  );
  const [newest, second] = revisions;
  const oldest = revisions.at(-1);
  if (!newest || !second || !oldest) throw new Error('the demo rule needs at least two revisions');
  const rulesPage = new RulesPage(page);
  await rulesPage.goto();
  const drawer = await rulesPage.openHistory(nameOf(newest));

  await test.step('the drawer opens at the current revision, listed newest first', async () => {
    await expect(page).toHaveURL(new RegExp(`rule=${ruleId}&revision=${newest.revisionId}`));
    await expect(drawer.revisions).toHaveCount(revisions.length);
    await expect(drawer.revisions.first()).toContainText(`Revision ${revisionNumberOf(newest.revisionId)}`);
    await expect(drawer.revisions.first()).toContainText('active');
    await expect(drawer.heading).toHaveText(`Revision ${revisionNumberOf(newest.revisionId)}`);
    await checkA11y();
  });

  await test.step('stepping to an older revision shows what changed since the one before it', async () => {
    await drawer.step('Older');
    const n = revisionNumberOf(second.revisionId);
    await expect(drawer.heading).toHaveText(`Revision ${n}`);
    await expect(drawer.revision(n)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(new RegExp(`revision=${second.revisionId}`));
    await expect(drawer.changes).toContainText(`Changes since Revision ${revisionNumberOf(revisions[2]?.revisionId)}`);
  });

  await test.step('the newest revision diffs against its predecessor, field by field', async () => {
    await drawer.step('Newer');
    // The older revision's diff stays until the newer one's is in, and may name the same fields.
    await expect(drawer.heading).toHaveText(`Revision ${revisionNumberOf(newest.revisionId)}`);
    await expect(drawer.changes).toContainText(`Changes since Revision ${revisionNumberOf(second.revisionId)}`);
    const changed = (['name', 'description', 'enabled', 'action'] as const).filter(
      (f) => JSON.stringify(newest[f]) !== JSON.stringify(second[f]),
    );
    const labels = { name: 'Name', description: 'Description', enabled: 'Enabled', action: 'Actions' };
    for (const field of changed) await expect(drawer.changes).toContainText(labels[field]);
    const oldIds = new Set(second.conditions?.map((c) => c.id));
    for (const added of newest.conditions?.filter((c) => !oldIds.has(c.id)) ?? []) {
      await expect(drawer.changes.getByText(`Condition ${added.id}`)).toBeVisible();
      await expect(drawer.changes).toContainText('added');
    }
  });

  await test.step('the oldest revision has no predecessor; compare with current diffs it against the active one', async () => {
    await drawer.revision(revisionNumberOf(oldest.revisionId)).click();
    await expect(drawer.changes).toContainText('This is the oldest revision: it has no predecessor to compare with.');
    await drawer.compare.click();
    await expect(drawer.compare).toBeChecked();
    await expect(page).toHaveURL(/compare=current/);
    await expect(drawer.changes).toContainText('Changes from this revision to the current one');
    await expect(drawer.changes).toContainText(`current (Revision ${revisionNumberOf(newest.revisionId)})`);
  });

  await test.step('Escape closes the drawer and clears it from the URL', async () => {
    await page.keyboard.press('Escape');
    await expect(drawer.dialog).toBeHidden();
    await expect(page).not.toHaveURL(/revision=/);
  });
});

test('a deep link opens the revision drawer at that revision in a fresh page', async ({ page, checkA11y }) => {
  const ruleId = 'spam-links';
  const revisions = await apiRevisions(page, ruleId);
  const target = revisions.find((r) => !r.active && revisionNumberOf(r.revisionId) > 1);
  if (!target?.revisionId) throw new Error('the demo rule needs an older revision');
  const n = revisionNumberOf(target.revisionId);

  await page.goto(`/apps/demo-app/rules/${ruleId}?revision=${encodeURIComponent(target.revisionId)}`);
  const drawer = new RevisionDrawer(page);
  await expect(drawer.dialog).toBeVisible();
  await expect(drawer.heading).toHaveText(`Revision ${n}`);
  await expect(drawer.revision(n)).toHaveAttribute('aria-current', 'true');
  await checkA11y();

  await test.step('closing shows the rule itself: conditions in words and its raw JSON', async () => {
    await drawer.dialog.getByRole('button', { name: 'Close history' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name ?? ruleId);
    await expect(page.getByRole('heading', { name: /^Conditions \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText('message text contains a word from list').first()).toBeVisible();
    await page.getByRole('button', { name: 'Raw JSON of the rule' }).click();
    await expect(page.getByRole('region', { name: 'Raw JSON of the rule', exact: true })).toContainText(
      `"id": "${ruleId}"`,
    );
    await checkA11y();
  });
});

test('a rule with more revisions than the service pages by default shows all of them', async ({ page }) => {
  const ruleId = 'toxicity-guard';
  const revisions = await apiRevisions(page, ruleId);
  expect(revisions.length, 'the demo rule has more than 10 revisions').toBeGreaterThan(10);
  const oldest = Math.min(...revisions.map((r) => revisionNumberOf(r.revisionId)));
  await page.goto(`/apps/demo-app/rules/${ruleId}?revision=`);
  const drawer = new RevisionDrawer(page);
  await expect(drawer.revisions).toHaveCount(revisions.length);
  await drawer.revision(oldest).click();
  await expect(drawer.heading).toHaveText(`Revision ${oldest}`);
  await expect(drawer.changes).toContainText('This is the oldest revision');
});

test('untrusted rule text stays text, and a pattern can be tested safely', async ({ page }) => {
  const { data: rules } = await apiRules(page, 100);
  const hostile = rules.find((r) => r.description?.includes('<script>'));
  const withPattern = rules.find((r) => r.id === 'contact_details_filter');
  if (!hostile || !withPattern) throw new Error('the demo data has a hostile description and the contact details rule');

  await test.step('a description with markup is shown literally', async () => {
    await page.goto(`/apps/demo-app/rules/${hostile.id}`);
    await expect(page.getByText(hostile.description ?? '', { exact: true })).toBeVisible();
  });

  await test.step('the pattern tester runs the rule pattern on typed text', async () => {
    const rulesPage = new RulesPage(page);
    await rulesPage.goto();
    await rulesPage
      .row(nameOf(withPattern))
      .getByRole('button', { name: /^Test this pattern/ })
      .click();
    const box = page.getByLabel('Text to test');
    await box.fill('Call me at 555-123-4567 or 555 765 4321 tonight');
    await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText(/2 matches/);
    await expect(page.getByText('555-123-4567', { exact: true })).toBeVisible();
    await box.fill('no number here');
    await expect(page.getByText('No match')).toBeVisible();
  });

  await test.step('a catastrophic pattern is stopped in time and the page stays usable', async () => {
    // The demo data has no runaway pattern, so this rule's answer is given one on the way in.
    const path = `/api/apps/demo-app/moderation/rules/${withPattern.id}`;
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.conditions[0].value = ['(a+)+$'];
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/apps/demo-app/rules/${withPattern.id}`);
    await page.getByRole('button', { name: /^Test this pattern/ }).click();
    await page.getByLabel('Text to test').fill(`${'a'.repeat(40)}!`);
    await expect(page.getByText(/took too long: it was stopped after 250 ms/)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Revision history' }).click();
    await expect(new RevisionDrawer(page).dialog).toBeVisible();
  });
});

test('errors are explained, with a retry that works (staging-app)', async ({ page }) => {
  await test.step('an unknown rule is "not found in this app"', async () => {
    await page.goto('/apps/staging-app/rules/no-such-rule');
    await expect(page.getByRole('alert')).toContainText('Not found in this app');
    await expect(page.getByRole('alert')).toContainText('ERR_RULE_NOT_FOUND');
  });

  await test.step('a failing history read says so in the drawer, and Retry loads it', async () => {
    // Four failures outlast a GET's first try and its three automatic retries, so the error reaches the user.
    await injectFault(page, { operation: 'revisions', kind: '500', times: 4 });
    try {
      await page.goto('/apps/staging-app/rules/email_filter?revision=');
      const drawer = new RevisionDrawer(page);
      await expect(drawer.dialog.getByRole('alert')).toContainText('HTTP 500', { timeout: 20_000 });
      await drawer.dialog.getByRole('button', { name: 'Retry' }).click();
      await expect(drawer.heading).toHaveText(/^Revision \d+$/);
    } finally {
      await clearFaults(page, 'revisions');
    }
  });
});
