import { archiveRow } from './archive-row.ts';

const full = {
  ruleId: 'spam-links',
  revisionId: 'demo-app_spam-links_3',
  action: ['blockMessage', 'flagMessage'],
  createdAt: 1_767_225_600,
  message: {
    id: 4711,
    sender: 'u-ada',
    receiver: 'u-bob',
    conversationId: 'u-ada_user_u-bob',
    type: 'text',
    sentAt: 1_767_225_599,
    data: {
      text: 'Buy NOW at spam.example',
      moderation: { status: 'pending' },
      entities: {
        sender: { entity: { uid: 'u-ada', name: 'Ada Lovelace' } },
        receiver: { entity: { uid: 'u-bob', name: 'Bob' } },
      },
    },
  },
};

describe('archiveRow', () => {
  it.each([
    [
      'a full record',
      full,
      {
        message_id: '4711',
        created_at: 1_767_225_600,
        rule_id: 'spam-links',
        revision_id: 'demo-app_spam-links_3',
        type: 'text',
        status: 'pending',
        action: 'blockMessage,flagMessage',
        sender_uid: 'u-ada',
        sender_name: 'Ada Lovelace',
        receiver: 'u-bob',
        conversation_id: 'u-ada_user_u-bob',
        text: 'Buy NOW at spam.example',
      },
    ],
    ['no createdAt: the message was sent then', { ...full, createdAt: undefined }, { created_at: 1_767_225_599 }],
    [
      'no time at all: when it was seen',
      { message: { id: 'm-1' } },
      { created_at: 99, rule_id: null, text: null, sender_name: null, action: null },
    ],
    [
      'fields of other types are null, not garbage',
      { ruleId: 7, action: 'block', message: { id: 'm-2', type: ['x'], data: { text: { a: 1 } } } },
      { rule_id: '7', action: null, type: null, text: null },
    ],
  ])('%s', (_name, record, expected) => {
    expect(archiveRow('demo-app', record, 99)).toMatchObject({ app_id: 'demo-app', ...expected });
  });

  it.each([
    ['not an object', 'text'],
    ['no message', { ruleId: 'r' }],
    ['no message id', { message: { text: 'x' } }],
    ['an empty message id', { message: { id: '' } }],
  ])('skips a record with %s', (_name, record) => {
    expect(archiveRow('demo-app', record, 99)).toBeUndefined();
  });

  it('keeps the whole record, and searches text, names, uids and ids in lower case', () => {
    const row = archiveRow('demo-app', full, 99);
    expect(JSON.parse(String(row?.record))).toEqual(full);
    for (const part of ['buy now', 'ada lovelace', 'u-bob', 'bob', '4711', 'u-ada_user_u-bob'])
      expect(row?.search).toContain(part);
  });
});
