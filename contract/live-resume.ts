/**
 * Answer header of the blocked and flagged lists: the sequence of the newest live event stored
 * before the service was asked. The page's first event stream starts after it
 * (`GET /api/apps/:appId/events?after=`), so a message announced while the list was loading,
 * before the stream was open, still reaches the page.
 */
export const LIST_READ_EVENT_HEADER = 'live-last-event-id';
