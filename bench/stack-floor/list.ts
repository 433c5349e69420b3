/** What both floor pages read and show: the newest senders of the live list, as the peer's list shows them. */
export interface ListRecord {
  message?: { data?: { entities?: { sender?: { entity?: { name?: string } } } } };
}

/** The list's address, with the limit the bench opened the page with. */
export const listPath = () =>
  `/api/apps/demo-app/moderation/blocked-messages?limit=${new URLSearchParams(window.location.search).get('limit') ?? '500'}`;

/** As many rows as the peer's first screen shows. */
export const ROWS = 25;

export const senderOf = (record: ListRecord) => record.message?.data?.entities?.sender?.entity?.name ?? '';
