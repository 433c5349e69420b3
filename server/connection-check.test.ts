import { flavourNote } from './connection-check.ts';

describe("flavourNote: what start says about a connection's flavour", () => {
  it.each([
    [
      'management',
      /^Connection prod: management flavour; flagged and reviewed messages, flag reasons and "Mark reviewed" are not in its documentation \(management-apis\.json\), so they go to the app's REST host with its apiKey, which needs full access$/,
    ],
    ['rest', undefined],
  ] as const)('%s', (moderationApi, words) => {
    const note = flavourNote({ appId: 'prod', moderationApi });
    if (words) expect(note).toMatch(words);
    else expect(note).toBeUndefined();
  });
});
