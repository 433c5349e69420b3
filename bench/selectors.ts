import type { Locator, Page } from '@playwright/test';

/**
 * Every element the bench waits for or drives, in one place: the pages are still being built,
 * so these use roles and labels (which the accessibility rules keep stable) and are easy to adjust.
 */
export const selectors = {
  /** A data row of the rules table (not its header row). */
  ruleRow: (page: Page): Locator =>
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first(),
  /** A reported message on the flagged page. */
  flaggedReport: (page: Page): Locator => page.getByRole('article').first(),
  /** The rule page's conditions, shown once the rule has loaded. */
  ruleConditions: (page: Page): Locator => page.getByRole('heading', { name: /^Conditions/ }),
  /** The keyword list's terms, shown once the list has loaded. */
  keywordTerms: (page: Page): Locator => page.getByRole('heading', { name: /^Terms$/ }),
  keywordListEditor: (page: Page): Locator => page.getByRole('list', { name: 'Terms of the list' }),
  /** The rule editor's form, shown once the rule has loaded. */
  ruleEditor: (page: Page): Locator => page.getByRole('form', { name: /^Edit rule / }),
  ruleCopyForm: (page: Page): Locator => page.getByRole('form', { name: 'Copy of a rule' }),
  newRuleForm: (page: Page): Locator => page.getByRole('form', { name: 'New rule' }),
  newKeywordListForm: (page: Page): Locator => page.getByRole('form', { name: 'New keyword list' }),
  /** The sender's card on their case page, shown once the service has said who they are. */
  senderCard: (page: Page): Locator => page.getByText(/^uid \S+ · role /),
  /** The first data row of the blocked-messages grid once it shows `sender` (the newest record's, newest first). */
  newestBlockedRow: (page: Page, sender: string): Locator =>
    page.locator('[role=row][aria-rowindex="2"]').filter({ hasText: sender }),
  /** The same row in the app's own grid, not the one painted before the app ran: a click and `j` act on it. */
  newestGridRow: (page: Page, sender: string): Locator =>
    page.locator('[role=row][aria-rowindex="2"]:has([role=gridcell])').filter({ hasText: sender }),
  /** The peer's (react-admin Datagrid) first body row once it shows `sender`. */
  peerNewestRow: (page: Page, sender: string): Locator => page.locator('tbody tr').first().filter({ hasText: sender }),
  /** A row of the blocked-messages grid that holds data (the header row has column headers only). */
  blockedRowCss: '[role=row]:has([role=gridcell])',
  blockedRow: (page: Page): Locator => page.locator(selectors.blockedRowCss).first(),
  /** The first blocked message the user sees: the grid's row, or the one painted before the app ran (src/app/first-rows). */
  blockedRowShown: (page: Page): Locator =>
    page.locator(`${selectors.blockedRowCss}, [role=table] [role=row]:has([role=cell])`).first(),
  /** The grid announces how many rows it holds (records + header): how the bench knows all have loaded. */
  listWithRowCountCss: '[role=grid][aria-rowcount]',
  /** Every row element of the page, whether or not it holds data: what the DOM budget counts. */
  anyRowCss: '[role=row]',
  filterBox: (page: Page): Locator =>
    page
      .getByRole('searchbox', { name: /search|filter/i })
      .or(page.getByRole('textbox', { name: /search|filter/i }))
      .first(),
  /** The archive's search box (searched on the server as it is typed, from 3 characters). */
  archiveSearchBox: (page: Page): Locator => page.getByRole('searchbox', { name: 'Search the archive' }),
  /** The spinner the archive's search box shows while the rows are an earlier search's. */
  searchingCss: '[aria-label="Searching"]',
  /** A row's open button, named after the message's id (its text is the id). */
  openMessageCss: 'button[aria-label^="Open message "]',
  /** The trends chart, drawn once the archive's counts are in. */
  trendsChart: (page: Page): Locator => page.getByRole('group', { name: /Chart of blocked messages/ }),
  /** The settings form is usable once its save action is shown (disabled until something changes). */
  settingsReady: (page: Page): Locator => page.getByRole('button', { name: /^(review changes|save)/i }).first(),
  settingsReviewButton: (page: Page): Locator => page.getByRole('button', { name: /^review changes/i }),
  settingsSaveButton: (page: Page): Locator => page.getByRole('dialog').getByRole('button', { name: /^save$/i }),
  savedConfirmation: (page: Page): Locator => page.getByRole('alert').filter({ hasText: /saved/i }).first(),
  /** On the Sounds tab: a free-text field, so changing it has no side effects on other fields. */
  settingsField: (page: Page): Locator =>
    page
      .getByRole('combobox', { name: /message sound/i })
      .or(page.getByRole('textbox', { name: /message sound/i }))
      .first(),
  openRevisionHistory: (page: Page): Locator => page.getByRole('button', { name: /revision history/i }).first(),
  /** The newest blocked message's open button, in the grid (not the rows painted before the app). */
  openNewestMessage: (page: Page): Locator =>
    page
      .getByRole('grid')
      .getByRole('button', { name: /^Open message / })
      .first(),
  /** The message drawer counts as open once it shows the message's identifiers and times. */
  messageDrawerContent: (page: Page): Locator =>
    page.getByRole('dialog').getByRole('heading', { name: /^Identifiers and times$/ }),
  /** The drawer counts as open once it lists the revisions (the list is fetched when it opens). */
  revisionDrawerContent: (page: Page): Locator =>
    page
      .getByRole('dialog')
      .getByRole('navigation')
      .or(page.getByRole('dialog').getByRole('button', { name: /revision \d+/i }))
      .first(),
};

/** The settings field the Save measurement edits, as the PATCH body and the settings GET name it. */
export const SETTINGS_FIELD_PATH = ['sound', 'chat'] as const;
/** Text typed into the blocked-messages filter: a sender name that matches a part of the list. */
export const FILTER_TEXT = 'bjorn';
