import {
  answerMessage,
  blockedDecisionBodySchema,
  decisionAnswerSchema,
  documentedBlockedBodySchema,
} from './decisions.ts';

describe('a decision answer, in every shape the service documents', () => {
  it.each([
    [
      'the blocked decision: data around it',
      { data: { success: true, message: 'Message with ID 268 has been approved.' } },
      'Message with ID 268 has been approved.',
    ],
    [
      'the flagged decision in chat-apis.json: no data',
      { success: true, message: 'Message with ID 9 has been unflagged successfully.' },
      'Message with ID 9 has been unflagged successfully.',
    ],
    ['data without words', { data: { success: true } }, undefined],
    ['no words at all', {}, undefined],
  ])('%s reads as done', (_name, body, message) => {
    const parsed = decisionAnswerSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(answerMessage(parsed.data)).toBe(message);
  });

  it('refuses an answer that is not an object', () => {
    expect(decisionAnswerSchema.safeParse(['done']).success).toBe(false);
  });
});

describe('blocked decision bodies', () => {
  it.each([
    ['Approve', { status: 'approved' }, true, true],
    ['Mark reviewed (stays blocked)', { status: 'rejected', reviewed: true }, true, true],
    // Documented, but it delivers the message: the dashboard never sends it.
    ['review with approved', { status: 'approved', reviewed: true }, false, true],
    ['rejected without reviewed', { status: 'rejected' }, false, false],
    ['an extra field', { status: 'approved', note: 'x' }, false, false],
  ])('%s: sent by the dashboard %s, documented %s', (_name, body, sent, documented) => {
    expect(blockedDecisionBodySchema.safeParse(body).success).toBe(sent);
    expect(documentedBlockedBodySchema.safeParse(body).success).toBe(documented);
  });
});
