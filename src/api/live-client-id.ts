/**
 * This tab's id on the app's live streams: its claims carry it, and the end of its stream releases
 * them. Its own module so a page's first load takes the id without the stream's code.
 */
// getRandomValues, not randomUUID: the latter exists only on HTTPS or localhost.
export const LIVE_CLIENT_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
