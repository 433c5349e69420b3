import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { jsonError } from './json-error.ts';

export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/** The host name of a Host header value (`name:port`, `[v6]:port`). */
function hostName(header: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(header);
  return bracketed ? (bracketed[1] ?? '') : header.replace(/:\d+$/, '');
}

/**
 * For a server that listens on loopback only: refuse requests addressed to any other name.
 * A web page can rebind its own DNS name to 127.0.0.1 and then read this origin; the Host header
 * still carries its name, so this check keeps other sites away from the proxied credentials.
 */
export function loopbackHostGuard(): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host');
    if (host !== undefined && !isLoopbackHost(hostName(host))) {
      return jsonError(
        403,
        'ERR_FORBIDDEN',
        'This dashboard server listens on a loopback address and answers only requests addressed to localhost or 127.0.0.1. Open it by that address, or set HOST to listen on another interface.',
      );
    }
    await next();
  };
}
