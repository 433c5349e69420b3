import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources ('sha256-…') that allow exactly the inline scripts of an
 * HTML page (`<script>` without attributes): the build inlines the few that must run before
 * anything else has loaded, and any other inline script stays forbidden.
 */
export function inlineScriptSources(html: string): string[] {
  return Array.from(
    html.matchAll(/<script>([\s\S]*?)<\/script>/g),
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}
