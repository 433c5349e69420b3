import { basicAuthMatches, readWebhookEvent } from './webhook-event.ts';

const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;
const expected = { username: 'cometchat', password: 'hook-pass' };

describe('basicAuthMatches', () => {
  it.each([
    ['the configured user and password', basic('cometchat:hook-pass'), true],
    ['the scheme in lower case', basic('cometchat:hook-pass').replace('Basic', 'basic'), true],
    ['a wrong password', basic('cometchat:hook-pas'), false],
    ['a wrong user', basic('comet:hook-pass'), false],
    ['the password with more after it', basic('cometchat:hook-pass2'), false],
    ['no header', undefined, false],
    ['an empty header', '', false],
    ['another scheme', `Bearer ${Buffer.from('cometchat:hook-pass').toString('base64')}`, false],
    ['Basic with nothing after it', 'Basic ', false],
    ['the credentials unencoded', 'Basic cometchat:hook-pass', false],
  ])('%s: %s', (_, header, matches) => {
    expect(basicAuthMatches(header, expected)).toBe(matches);
  });

  it('accepts a password holding a colon (only the first colon ends the user)', () => {
    expect(basicAuthMatches(basic('cometchat:a:b'), { username: 'cometchat', password: 'a:b' })).toBe(true);
  });
});

const blocked = { trigger: 'moderation_engine_blocked', appId: 'prod-1', data: { message: { id: '42' } } };
const failed = (contentType?: string) => ({
  trigger: 'moderation_engine_failed',
  appId: 'prod-1',
  data: { resource: { id: 128 }, ...(contentType ? { contentType } : {}), failures: [] },
});

describe('readWebhookEvent', () => {
  it.each([
    ['a blocked message', blocked, { key: 'moderation_engine_blocked:42', messageId: '42' }],
    [
      'an engine approval',
      { ...blocked, trigger: 'moderation_engine_approved' },
      { key: 'moderation_engine_approved:42', messageId: '42' },
    ],
    [
      'a manual approval with a numeric id',
      { ...blocked, trigger: 'moderation_manual_approved', data: { message: { id: 42 } } },
      { key: 'moderation_manual_approved:42', messageId: '42' },
    ],
    [
      'an engine failure, one key per moderation pass',
      failed('image'),
      { key: 'moderation_engine_failed:128:image', messageId: '128' },
    ],
    ['an engine failure without a pass named', failed(), { key: 'moderation_engine_failed:128', messageId: '128' }],
  ])('%s is stored by its message', (_, body, wanted) => {
    const read = readWebhookEvent(body, 'prod-1');
    expect(read.kind).toBe('event');
    if (read.kind === 'event') expect(read.event).toMatchObject(wanted);
  });

  it.each([
    ['another app', { ...blocked, appId: 'prod-2' }, 403, 'ERR_WRONG_APP'],
    ['no app named', { trigger: 'moderation_engine_blocked', data: { message: { id: '1' } } }, 403, 'ERR_WRONG_APP'],
    ['not an object', [blocked], 400, 'ERR_BAD_WEBHOOK'],
    ['no trigger', { appId: 'prod-1', data: {} }, 400, 'ERR_BAD_WEBHOOK'],
    ['a block without its message', { ...blocked, data: {} }, 400, 'ERR_BAD_WEBHOOK'],
    ['a block whose message has no id', { ...blocked, data: { message: { id: '' } } }, 400, 'ERR_BAD_WEBHOOK'],
    [
      'a failure naming data.message instead of data.resource',
      { ...failed(), data: blocked.data },
      400,
      'ERR_BAD_WEBHOOK',
    ],
    ['an id too long to be one', { ...blocked, data: { message: { id: 'x'.repeat(101) } } }, 400, 'ERR_BAD_WEBHOOK'],
  ])('%s is refused', (_, body, status, code) => {
    expect(readWebhookEvent(body, 'prod-1')).toMatchObject({ kind: 'refused', status, code });
  });

  it('acknowledges the triggers it does not act on without keeping them', () => {
    expect(readWebhookEvent({ trigger: 'message_sent', appId: 'prod-1', data: {} }, 'prod-1')).toEqual({
      kind: 'ignored',
      trigger: 'message_sent',
    });
  });
});
