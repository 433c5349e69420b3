import type { Hono } from 'hono';

/** Shared by the emulator's tests: default credentials and a JSON fetch without a socket. */
export const MODERATION_HEADERS = { key: 'demo-key', secret: 'demo-secret' };
export const NOTIFICATION_HEADERS = { apikey: 'demo-apikey' };
/** The REST flavour's one credential, distinct from the management key. */
export const REST_HEADERS = NOTIFICATION_HEADERS;
export const MODERATION = '/moderation/apps/demo-app/moderation';
export const SETTINGS = '/notifications/demo-app/v3/notifications/v1/settings';
/** What a script must send to queue or clear a fault (`app.request()` is addressed to localhost). */
export const FAULT_HEADERS = {
  'content-type': 'application/json',
  origin: 'http://localhost',
  'x-requested-with': 'test',
};

export async function getJson(app: Hono, path: string, init: RequestInit = { headers: MODERATION_HEADERS }) {
  const response = await app.request(path, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, text, body };
}
