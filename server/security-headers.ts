import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from './response-headers.ts';

/**
 * Production policy. Styles allow inline because Mantine injects style tags; images and video
 * come from upstream media hosts over http(s), never from data: URLs.
 */
const PRODUCTION_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' http: https: blob:",
  "media-src 'self' http: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
];

// Vite's dev server needs an inline script (React Refresh preamble) and a WebSocket for HMR.
const DEV_OVERRIDES: Record<string, string> = {
  'script-src': "script-src 'self' 'unsafe-inline'",
  'connect-src': "connect-src 'self' ws: wss:",
};

/** The policy; `scriptSources` adds what one page may run inline (hashes, server/inline-scripts.ts). */
export function contentSecurityPolicy(dev: boolean, scriptSources: readonly string[] = []): string {
  return PRODUCTION_CSP.map((directive) => {
    if (dev) return DEV_OVERRIDES[directive.split(' ')[0] ?? ''] ?? directive;
    return directive.startsWith('script-src ') ? [directive, ...scriptSources].join(' ') : directive;
  }).join('; ');
}

export function securityHeaderValues(dev: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(dev),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Adds the headers to every response (API, static files, 404s, errors). A policy a handler set
 * itself is kept: it is stricter (the emulator's SVG media forbid everything).
 */
export function securityHeaders({ dev = false }: { dev?: boolean } = {}): MiddlewareHandler {
  const values = Object.entries(securityHeaderValues(dev));
  const withoutCsp = values.filter(([name]) => name !== 'Content-Security-Policy');
  return async (c, next) => {
    await next();
    setResponseHeaders(c, c.res.headers.has('Content-Security-Policy') ? withoutCsp : values);
  };
}
