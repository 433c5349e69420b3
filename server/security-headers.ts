import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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

/** The policy in secureHeaders' form: `{ defaultSrc: ["'self'"], ... }`. */
function cspOption(dev: boolean): Record<string, string[]> {
  return Object.fromEntries(
    contentSecurityPolicy(dev)
      .split('; ')
      .map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), sources];
      }),
  );
}

/** The headers every response gets beside the policy (decision 028 says which and why). */
const SECURE_HEADERS = {
  xFrameOptions: 'DENY',
  // Strict-Transport-Security is the TLS proxy's to send: this server speaks plain HTTP, often on loopback.
  strictTransportSecurity: false,
  // The emulator's media stand in for the service's media host, which pages of other origins load
  // (a dashboard on another port using this one's emulator): same-origin would block them.
  crossOriginResourcePolicy: false,
  // A policy a handler set itself is kept: it is stricter (the emulator's SVG media forbid everything),
  // or it names the page's own inline scripts (routes/static.ts). Proxied answers carry no such headers.
  overwrite: false,
} as const;

/** For the Vite dev server's own pages (dev-server.ts), which Hono does not answer. */
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
 * Hono's secureHeaders sets its headers in place on the response a handler returned; one with
 * immutable headers (Response.redirect, or straight from fetch) would throw there. Such a
 * response is copied first, which is all this adds. It runs inside secureHeaders (after it in `use`).
 */
function mutableHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    try {
      c.res.headers.delete('x-powered-by');
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      c.res = new Response(c.res.body, c.res);
    }
  };
}

/** The security headers on every response (API, static files, 404s, errors): Hono's, and the copy it needs. */
export function securityHeaders({ dev = false }: { dev?: boolean } = {}): MiddlewareHandler[] {
  return [secureHeaders({ ...SECURE_HEADERS, contentSecurityPolicy: cspOption(dev) }), mutableHeaders()];
}
