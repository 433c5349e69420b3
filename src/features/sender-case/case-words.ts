/** What a sender's case page says of itself: read by the page and by its rows painted before the app ran. */
export const caseTitle = (name: string) => `Sender ${name}`;

export const caseDescription = (uid: string) =>
  `Everything on the uid ${uid}: the user as the service knows them, their blocked messages live and archived, what they sent that was reported and what they reported, and the decisions on them.`;

export const ARCHIVED_BLOCKS_HEADING = 'Archived blocks';
