import { reviewedCsv, reviewedFileName } from './reviewed-export.ts';
import type { ReviewedRow } from './reviewed-rows.ts';

const row = (overrides: Partial<ReviewedRow>): ReviewedRow => ({
  key: 'k',
  messageId: '70300',
  status: 'approved',
  ruleId: 'spam',
  ruleName: 'Spam links',
  revisionId: 'spam_3',
  sender: 'Ana',
  senderUid: 'ana',
  text: 'hello',
  decidedAt: 1_793_000_000,
  decidedBy: undefined,
  raw: {},
  ...overrides,
});

describe('reviewedCsv', () => {
  it('writes a header and one line per row, with who decided where the dashboard knows it', () => {
    const lines = reviewedCsv([
      row({
        decidedBy: {
          id: 'x',
          time: 't',
          username: 'dana',
          messageId: '70300',
          queue: 'blocked',
          decision: 'approve',
          outcome: 'applied',
        },
      }),
      row({ messageId: '70301', status: 'disapproved', text: '=HYPERLINK("x")' }),
    ])
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('message id,decision,decided at (UTC),decided by');
    expect(lines[1]).toContain('70300,approved,2026-');
    expect(lines[1]).toContain(',dana,applied,spam,Spam links,spam_3,Ana,hello');
    expect(lines[2]).toContain('70301,disapproved');
    expect(lines[2]).toContain('not through this dashboard');
    // A formula start is defused (csv.ts), never written as is.
    expect(lines[2]).not.toMatch(/,=HYPERLINK/);
  });

  it('names the file after the app', () => {
    expect(reviewedFileName('demo-app')).toMatch(/^reviewed-messages-demo-app.*\.csv$/);
  });
});
