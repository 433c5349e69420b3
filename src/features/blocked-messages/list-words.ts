/** What each list's page says of itself: its header, and the rows painted before the app's code ran. */
export const LIST_WORDS = {
  live: { description: 'What automatic moderation stopped, and why.', newest: 'Newest blocked messages' },
  archive: {
    description: 'Everything this dashboard has kept, searched on the server.',
    newest: 'Newest archived blocked messages',
  },
} as const;

export const LIST_TITLE = 'Blocked messages';
