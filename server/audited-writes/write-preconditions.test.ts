import { describe, expect, it } from 'vitest';
import { entityTag, resourceVersion } from '../../contract/resource-version.ts';
import { createApp } from '../app.ts';
import { onStore } from '../testing/app-on-store.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from '../testing/fake-upstream.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

type State = Record<'rule' | 'list' | 'reason' | 'settings', Record<string, unknown>>;

const START: State = {
  rule: { id: 'spam', name: 'Spam', enabled: true, revisionId: 'app_spam_4' },
  list: { id: 'words', name: 'Words', category: 'word', searchTerms: ['x'], updatedAt: 5 },
  // Its version is its `updatedAt`: the list and the single read show different fields.
  reason: { id: 'r1', name: 'Off topic', description: '', updatedAt: '2026-11-01T09:00:00Z' },
  settings: { sound: { chat: 'default', call: 'default' } },
};

/** A service holding one of each, answering reads with what it holds now and every write with success. */
function service() {
  const state: State = structuredClone(START);
  const upstream = recordingFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') return Response.json({ data: { success: true } });
    if (path.endsWith('/rules/spam')) return Response.json({ data: state.rule });
    if (path.endsWith('/keywords/words')) return Response.json({ data: state.list });
    if (path.endsWith('/reasons')) return Response.json({ data: [state.reason] });
    if (path.endsWith('/reasons/r1')) return Response.json({ data: state.reason });
    if (path.endsWith('/notifications/v1/settings')) return Response.json({ data: state.settings });
    return Response.json({ error: { code: 'ERR_NOT_FOUND' } }, { status: 404 });
  });
  const deps = onStore(store(), testConfig);
  const app = createApp({ ...deps, fetch: upstream.fetch, log: () => undefined });
  return { app, state, calls: upstream.calls, audit: deps.audit };
}

type Service = ReturnType<typeof service>;

interface Write {
  name: string;
  method: 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  body?: unknown;
  /** The ETag the browser holds: from the resource's own read, or (reasons: the page shows the list) from the list. */
  etag: (s: Service) => Promise<string | null>;
  /** Someone else's change, made on the service directly. */
  changeElsewhere: (state: State) => void;
  /** Whether a write without If-Match is refused (428); settings PATCHes may leave it out (decision 032). */
  required: boolean;
}

const etagOfRead = (path: string) => async (s: Service) =>
  (await s.app.request(`/api/apps/prod-1/${path}`)).headers.get('etag');

const WRITES: Write[] = [
  {
    name: 'a rule change',
    method: 'PUT',
    path: 'moderation/rules/spam',
    body: { ...START.rule, enabled: false },
    etag: etagOfRead('moderation/rules/spam'),
    changeElsewhere: (state) => (state.rule = { ...state.rule, name: 'Renamed', revisionId: 'app_spam_5' }),
    required: true,
  },
  {
    name: 'a rule delete',
    method: 'DELETE',
    path: 'moderation/rules/spam',
    etag: etagOfRead('moderation/rules/spam'),
    changeElsewhere: (state) => (state.rule = { ...state.rule, revisionId: 'app_spam_5' }),
    required: true,
  },
  {
    name: 'a keyword-list change',
    method: 'PUT',
    path: 'moderation/keywords/words',
    body: { ...START.list, searchTerms: ['x', 'y'] },
    etag: etagOfRead('moderation/keywords/words'),
    changeElsewhere: (state) => (state.list = { ...state.list, searchTerms: ['z'], updatedAt: 6 }),
    required: true,
  },
  {
    name: 'a flag-reason change',
    method: 'PUT',
    path: 'moderation/reasons/r1',
    body: { name: 'Off-topic' },
    etag: async (s) => {
      const list = (await (await s.app.request('/api/apps/prod-1/moderation/reasons')).json()) as { data: unknown[] };
      return entityTag(resourceVersion(list.data[0]));
    },
    changeElsewhere: (state) => (state.reason = { ...state.reason, name: 'Theirs', updatedAt: '2026-11-02T09:00:00Z' }),
    required: true,
  },
  {
    name: 'a settings change',
    method: 'PATCH',
    path: 'notifications/settings',
    body: { sound: { chat: 'chime' } },
    etag: etagOfRead('notifications/settings'),
    changeElsewhere: (state) => (state.settings = { sound: { chat: 'ping', call: 'default' } }),
    required: false,
  },
  {
    name: 'a settings reset',
    method: 'DELETE',
    path: 'notifications/settings',
    etag: etagOfRead('notifications/settings'),
    changeElsewhere: (state) => (state.settings = { sound: { chat: 'ping', call: 'default' } }),
    required: false,
  },
];

function send(s: Service, write: Write, ifMatch: string | null) {
  return s.app.request(`/api/apps/prod-1/${write.path}`, {
    method: write.method,
    headers: {
      ...SAME_ORIGIN,
      ...(write.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(ifMatch === null ? {} : { 'if-match': ifMatch }),
    },
    ...(write.body === undefined ? {} : { body: JSON.stringify(write.body) }),
  });
}

/** What reached the service besides reads, and what the audit log holds. */
async function effects(s: Service) {
  return {
    writes: s.calls.filter((call) => call.method !== 'GET').map((call) => call.method),
    audited: (await s.audit.latest('prod-1', 10)).length,
  };
}

describe.each(WRITES)('$name with HTTP preconditions', (write) => {
  it('carries a strong ETag on the read, and goes through with it as If-Match', async () => {
    const s = service();
    const etag = await write.etag(s);
    expect(etag).toMatch(/^"[^"]+"$/);
    const response = await send(s, write, etag);
    expect(response.status).toBe(200);
    expect(await effects(s)).toEqual({ writes: [write.method], audited: 1 });
    expect((await s.audit.latest('prod-1', 1))[0]).toMatchObject({ outcome: 'applied' });
  });

  it('answers 412 with the version and resource as they stand, and changes nothing, when someone changed it since', async () => {
    const s = service();
    const stale = await write.etag(s);
    write.changeElsewhere(s.state);
    const response = await send(s, write, stale);
    expect(response.status).toBe(412);
    const body = (await response.json()) as {
      error: { code: string; message: string };
      version: string;
      current: unknown;
    };
    const theirs = Object.values(s.state).find((resource) => resourceVersion(resource) === body.version);
    expect(body).toMatchObject({
      error: { code: 'ERR_PRECONDITION_FAILED', message: expect.stringContaining('Nothing was sent') },
      current: theirs,
    });
    expect(response.headers.get('etag')).toBe(entityTag(body.version));
    expect(response.headers.get('etag')).not.toBe(stale);
    expect(await effects(s)).toEqual({ writes: [], audited: 0 });
  });

  it(
    write.required
      ? 'answers 428 in words, and changes nothing, without If-Match'
      : 'goes through without If-Match, as before preconditions',
    async () => {
      const s = service();
      const response = await send(s, write, null);
      if (write.required) {
        expect(response.status).toBe(428);
        expect(((await response.json()) as { error: { code: string; message: string } }).error).toEqual({
          code: 'ERR_PRECONDITION_REQUIRED',
          message: expect.stringMatching(/send If-Match with the ETag .* Nothing was sent\.$/),
        });
        expect(await effects(s)).toEqual({ writes: [], audited: 0 });
      } else {
        expect(response.status).toBe(200);
        expect(await effects(s)).toEqual({ writes: [write.method], audited: 1 });
      }
    },
  );

  it('goes through on If-Match: * (any current version)', async () => {
    const s = service();
    write.changeElsewhere(s.state);
    expect((await send(s, write, '*')).status).toBe(200);
    expect(await effects(s)).toEqual({ writes: [write.method], audited: 1 });
  });
});
