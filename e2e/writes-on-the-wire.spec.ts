import { beyondDeviations } from '../contract/service-description/deviations.ts';
import { documentedProblems } from '../contract/service-description/validate.ts';
import { expect } from './fixtures.ts';
import { RECORDED_WRITES, withRecordedWrites as test } from './pages/own-server.ts';

// A server of its own behind a stand-in that records every write (pages/recorded-writes.ts): the
// assertions read what would reach the service, not what the emulator made of it.
const sent = (method: string, ending: string) =>
  RECORDED_WRITES.filter((write) => write.method === method && write.path.endsWith(ending));

test("an admin's new reason, rule filter and keyword list reach the service as its API description documents them", async ({
  page,
}) => {
  await test.step('a flag reason goes out as JSON with the id the admin saw and its name', async () => {
    await page.goto('/apps/demo-app/flag-reasons');
    const form = page.getByRole('form', { name: 'Add a reason' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Scam link');
    const id = await form.getByRole('textbox', { name: 'Id' }).inputValue();
    expect(id).not.toBe('');
    await form.getByRole('button', { name: 'Add reason' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added the reason Scam link.' })).toBeVisible();
    const writes = sent('POST', '/moderation/reasons');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      contentType: expect.stringMatching(/^application\/json/),
      body: { id, name: 'Scam link' },
    });
    expect(documentedProblems('POST /moderation/reasons', writes[0]?.body)).toEqual([]);
  });

  await test.step("a rule's sender filter goes out with operand, the users' operator and a string value", async () => {
    await page.goto('/apps/demo-app/rules/new');
    const form = page.getByRole('form', { name: 'New rule' });
    await form.getByRole('textbox', { name: 'Id' }).fill('bot-pitches');
    await form.getByRole('textbox', { name: 'Name' }).fill('Pitches from bots');
    const condition = form.getByRole('group', { name: 'Condition 1' });
    await condition.getByRole('combobox', { name: 'Checks' }).selectOption('words');
    await condition.getByRole('textbox', { name: 'Words or phrases, one per line' }).fill('guaranteed returns');
    await form.getByRole('button', { name: 'Add a filter' }).click();
    const filter = form.getByRole('group', { name: 'Filter 1' });
    await filter.getByRole('combobox', { name: 'Whose' }).selectOption('role');
    await filter.getByRole('combobox', { name: 'Operator' }).selectOption('not equals');
    await filter.getByRole('textbox', { name: 'Value' }).fill('moderator');
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(page).toHaveURL(/\/apps\/demo-app\/rules\/bot-pitches$/);
    const writes = sent('POST', '/moderation/rules');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.contentType).toMatch(/^application\/json/);
    expect((writes[0]?.body as { filters?: unknown }).filters).toEqual([
      { type: 'sender', entity: 'user', operand: 'role', operator: 'not equals', value: 'moderator' },
    ]);
    expect(beyondDeviations(documentedProblems('POST /moderation/rules', writes[0]?.body))).toEqual([]);
  });

  await test.step('a keyword list goes out as multipart/form-data, its terms one comma-separated text', async () => {
    await page.goto('/apps/demo-app/keywords/new');
    const form = page.getByRole('form', { name: 'New keyword list' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Scam words');
    await form.getByRole('textbox', { name: /^Add terms/ }).fill('free crypto, cheap followers');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByRole('list', { name: 'Terms of the list' }).getByRole('listitem')).toHaveCount(2);
    await form.getByRole('button', { name: 'Create keyword list' }).click();
    await expect(page).toHaveURL(/\/apps\/demo-app\/keywords\/scam-words$/);
    const writes = sent('POST', '/moderation/keywords');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(writes[0]?.body).toMatchObject({ id: 'scam-words', name: 'Scam words', category: 'word' });
    const terms = (writes[0]?.body as { searchTerms?: string }).searchTerms;
    expect(terms?.split(',').sort()).toEqual(['cheap followers', 'free crypto']);
    expect(documentedProblems('POST /moderation/keywords', writes[0]?.body)).toEqual([]);
  });
});
