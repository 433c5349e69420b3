import type { DashboardConfig } from '../config.ts';

/** Credentials that tests look for in every response and log line: none may ever show up. */
export const TEST_SECRETS = {
  key: 'KEY-k7f3-value',
  secret: 'SECRET-s9q2-value',
  apiKey: 'APIKEY-a4m8-value',
} as const;

export const testConfig: DashboardConfig = {
  upstreamTimeoutMs: 2000,
  apps: [
    {
      appId: 'prod-1',
      moderationApi: 'management',
      name: 'Production',
      moderationBaseUrl: 'https://mod.example.test/base',
      notificationsBaseUrl: 'https://prod-1.notify.example.test',
      restBaseUrl: 'https://prod-1.notify.example.test/v3',
      ...TEST_SECRETS,
    },
  ],
};

/** A fetch that records each outgoing request and answers with `respond`. */
export function recordingFetch(
  respond: (request: Request) => Response | Promise<Response> = () => Response.json({ data: [] }),
) {
  const calls: Request[] = [];
  const fake: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(request);
    return respond(request);
  };
  return { fetch: fake, calls };
}

/** Every header and the body of a response, as one string to search for secrets. */
export async function everythingIn(response: Response): Promise<string> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return `${response.status}\n${headers}\n\n${await response.text()}`;
}

export function containsSecret(text: string): boolean {
  return Object.values(TEST_SECRETS).some((secret) => text.includes(secret));
}

/** What the dashboard's own page sends with a state-changing request to `app.request()` (host localhost). */
export const SAME_ORIGIN = { origin: 'http://localhost', 'x-requested-with': 'dashboard' } as const;
