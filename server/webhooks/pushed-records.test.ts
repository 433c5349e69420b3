import { approvedAtOf, blockedRecordOf } from './pushed-records.ts';

const NOW = 1_800_000_000;
const message = { id: '7', sentAt: 1_799_999_990, updatedAt: 1_799_999_995, data: { text: 'hi' } };

describe('blockedRecordOf', () => {
  it.each([
    [
      'the rule from data.moderation',
      { message, moderation: [{ rule: { id: 'spam', revisionId: 'a_spam_2', action: ['block'] } }] },
      { message, ruleId: 'spam', revisionId: 'a_spam_2', action: ['block'], createdAt: message.sentAt },
    ],
    [
      "the rule from the message's own moderation",
      { message: { ...message, data: { moderation: { rule: { id: 'abuse', action: 'block' } } } } },
      { ruleId: 'abuse', action: ['block'], createdAt: message.sentAt },
    ],
    ['no rule named', { message }, { message, createdAt: message.sentAt }],
    ['no time sent: blocked when it arrived', { message: { id: '7' } }, { createdAt: NOW }],
  ])('%s', (_, data, wanted) => {
    expect(blockedRecordOf(data, NOW)).toMatchObject(wanted);
  });

  it('has no record without a message', () => {
    expect(blockedRecordOf({ moderation: [] }, NOW)).toBeUndefined();
  });
});

describe('approvedAtOf', () => {
  it.each([
    ["the message's updatedAt", { message }, message.updatedAt],
    ['no updatedAt: when it arrived', { message: { id: '7' } }, NOW],
    ['an updatedAt that is no time', { message: { id: '7', updatedAt: 'soon' } }, NOW],
  ])('%s', (_, data, wanted) => {
    expect(approvedAtOf(data, NOW)).toBe(wanted);
  });
});
