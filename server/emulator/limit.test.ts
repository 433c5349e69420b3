import { listEnvelopeSchema, errorBodySchema } from '../../contract/schemas/index.ts';
import { createEmulator } from './index.ts';
import { DEFAULT_LIMITS, parseLimit } from './limit.ts';
import { MODERATION, getJson } from './test-support.ts';

describe('parseLimit', () => {
  it.each([
    [undefined, 50],
    ['1', 1],
    ['50', 50],
    ['10000', 10000],
    ['10001', 10000],
    ['99999999999999999999', 10000],
  ])('reads %s as %s', (raw, limit) => {
    expect(parseLimit(raw, DEFAULT_LIMITS.rules)).toEqual({ ok: true, limit });
  });

  it.each(['', '0', '-1', '1.5', 'abc', '10 ', '1e3'])('refuses %j', (raw) => {
    expect(parseLimit(raw, DEFAULT_LIMITS.rules).ok).toBe(false);
  });
});

describe('limit on the list operations', () => {
  const emulator = createEmulator();

  it.each([
    ['/blocked-messages', undefined, 50, 50],
    ['/blocked-messages', '7', 7, 7],
    ['/blocked-messages', '10000', 10000, 300],
    ['/blocked-messages', '20000', 10000, 300],
    ['/rules', '3', 3, 3],
    ['/rules', undefined, 50, 18],
    ['/rules/toxicity-guard/revisions', undefined, 10, 10],
    ['/rules/toxicity-guard/revisions', '100', 100, 14],
    ['/keywords', undefined, 10, 7],
    ['/keywords', '2', 2, 2],
    ['/rules/spam-links/revisions', '2', 2, 2],
  ])('%s?limit=%s reports limit %s and count %s', async (path, limit, reportedLimit, count) => {
    const query = limit === undefined ? '' : `?limit=${limit}`;
    const { status, body } = await getJson(emulator, `${MODERATION}${path}${query}`);
    expect(status).toBe(200);
    const envelope = listEnvelopeSchema.parse(body);
    expect(envelope.meta?.current).toEqual({ limit: reportedLimit, count });
    expect(envelope.data).toHaveLength(count);
  });

  it.each(['/rules', '/blocked-messages', '/rules/spam-links/revisions', '/keywords'])(
    'answers 400 for a bad limit on %s',
    async (path) => {
      const { status, body } = await getJson(emulator, `${MODERATION}${path}?limit=lots`);
      expect(status).toBe(400);
      expect(errorBodySchema.parse(body).error?.code).toBe('ERR_BAD_REQUEST');
    },
  );
});

describe('with EMULATOR_IGNORE_LIMIT, the lists whose docs give no limit ignore it', () => {
  const ignoring = createEmulator({ ignoreUndocumentedLimit: true });
  it.each([
    // Only the rules list documents `limit`: it is honoured either way.
    ['/rules', '3', 3, 3],
    ['/blocked-messages', '500', 50, 50],
    ['/blocked-messages', '7', 50, 50],
    ['/reviewed-messages', '1000', 50, 50],
    ['/flagged-messages', '1000', 50, expect.any(Number)],
    ['/reasons', '100', 50, expect.any(Number)],
    ['/rules/toxicity-guard/revisions', '100', 10, 10],
    ['/keywords', '2', 10, 7],
  ])('%s?limit=%s answers its default page (limit %s)', async (path, limit, reportedLimit, count) => {
    const { status, body } = await getJson(ignoring, `${MODERATION}${path}?limit=${limit}`);
    expect(status).toBe(200);
    expect(listEnvelopeSchema.parse(body).meta?.current).toEqual({ limit: reportedLimit, count });
  });
});
