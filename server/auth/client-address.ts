import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request comes from, as the sign-in budgets count it: the socket's peer, or with
 * `trustProxy` the last X-Forwarded-For entry (the one the reverse proxy in front appended; any
 * earlier entry is whatever the client chose to send). Off by default: without a proxy that sets
 * the header, anyone could name any address and get a fresh budget with every request.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && isIP(forwarded) !== 0) return addressKey(forwarded);
  }
  return addressKey(peerAddress(c) ?? 'unknown');
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No socket: `app.request()` in tests, with no bindings passed.
    return undefined;
  }
}

/**
 * The budget key of an address: IPv4 as it is, IPv6 by its /64 (one subscriber's network, which
 * hands out as many addresses as an attacker wants), an IPv4-mapped IPv6 address as the IPv4 one.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
