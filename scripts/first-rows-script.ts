import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** The tag in index.html that names the painter's source; the build points it at the built script. */
const SOURCE = '/src/app/first-rows/first-rows.ts';
const TAG = new RegExp(`<script src="${SOURCE}"([^>]*)></script>`);
const MARK = 'first-rows-script';
const MARKED = new RegExp(`<!--${MARK}([^>]*)-->`);

/**
 * The rows painted before the app's code has run (src/app/first-rows) are built from the app's own
 * modules but as a script of their own: in one build with the app, the modules it shares with the
 * app would go into the app's shared chunks, and the painter would wait for them and run their
 * code (Mantine's among them) before painting. Built apart, it is one small classic script, run as
 * soon as it arrives. Painting needs the list's early request, which only a build sends
 * (public/early-data.js), so `npm run dev` leaves the tag out.
 */
export function firstRowsScript(): Plugin[] {
  let root = process.cwd();
  let file: { name: string; code: string } | undefined;
  const painter: Plugin = {
    name: 'first-rows-script',
    configResolved: (config) => {
      root = config.root;
    },
    async buildStart() {
      if (this.environment.config.command !== 'build') return;
      const output = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          minify: true,
          rolldownOptions: { input: resolve(root, `.${SOURCE}`), output: { format: 'iife' } },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) =>
        'output' in result ? result.output : [],
      )[0];
      if (chunk?.type !== 'chunk') throw new Error(`building ${SOURCE} gave no script`);
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      file = { name: `assets/first-rows-${hash}.js`, code: chunk.code };
      this.emitFile({ type: 'asset', fileName: file.name, source: file.code });
    },
    // Vite's own pass over the page would warn about a classic script it cannot bundle, so the
    // tag is set aside before it and put back, pointing at the built script, after it.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!TAG.test(html)) throw new Error(`index.html has no <script src="${SOURCE}"> for the painter`);
        return html.replace(TAG, (_, attributes: string) => (file ? `<!--${MARK}${attributes}-->` : ''));
      },
    },
  };
  const tag: Plugin = {
    name: 'first-rows-script-tag',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(MARKED, (_, attributes: string) => `<script src="/${file?.name}"${attributes}></script>`),
    },
  };
  return [painter, tag];
}
