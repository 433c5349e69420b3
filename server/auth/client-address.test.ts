import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address.ts';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, expected) => {
    expect(addressKey(address)).toBe(expected);
  });
});

describe('clientAddress', () => {
  const app = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it.each<[string, boolean, Record<string, string>, string]>([
    ['the socket peer', false, {}, '198.51.100.1'],
    [
      'the socket peer, whatever X-Forwarded-For says, when the proxy is not trusted',
      false,
      { 'x-forwarded-for': '203.0.113.9' },
      '198.51.100.1',
    ],
    [
      'the last X-Forwarded-For entry behind a trusted proxy',
      true,
      { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' },
      '203.0.113.9',
    ],
    ['the socket peer when the trusted header is not an address', true, { 'x-forwarded-for': 'evil' }, '198.51.100.1'],
    ['the socket peer when the trusted header is missing', true, {}, '198.51.100.1'],
  ])('is %s', async (_, trustProxy, headers, expected) => {
    expect(await (await app(trustProxy).request('/', { headers }, socket('198.51.100.1'))).text()).toBe(expected);
  });

  it('is "unknown" without a socket', async () => {
    expect(await (await app(false).request('/')).text()).toBe('unknown');
  });
});
