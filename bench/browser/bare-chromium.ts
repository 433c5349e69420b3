/**
 * Chromium driven over the DevTools protocol with nothing but pages and script evaluation: no
 * Network domain. Playwright always enables that domain, and Chromium then keeps a copy of every
 * response body and, for text, decodes the whole of it on the page's main thread when it ends:
 * a 35-60 ms task for the 16 MB list of 10000 records that no user's browser runs. Main-thread
 * figures that span the list's download are taken here instead (docs/performance.md).
 *
 * The protocol goes over the pipe Chromium opens on file descriptors 3 and 4 (messages are JSON,
 * each ended by a NUL byte), as Playwright's own connection does: no port, no WebSocket.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

export interface BarePage {
  /**
   * Runs `fn(arg)` in the page, as Playwright's `page.evaluate` does: `fn` goes as its source, so it
   * may use nothing from its scope, and `arg` and the result as JSON.
   */
  evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  close(): Promise<void>;
}

export interface BareBrowser {
  /** A page in a fresh context (its own empty cache) with `initScript` run before the page's own scripts. */
  open(url: string, viewport: { width: number; height: number }, initScript: string): Promise<BarePage>;
  close(): Promise<void>;
}

/** The whole messages in what the pipe has delivered so far, and the start of the next one. */
export function pipeMessages(received: string): { messages: string[]; rest: string } {
  const parts = received.split('\0');
  return { messages: parts.slice(0, -1), rest: parts.at(-1) ?? '' };
}

export async function launchBare(): Promise<BareBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-bare-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let buffered = '';
  let ended: Error | undefined;

  const failAll = (error: Error) => {
    ended = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (text: string) => {
    const { messages, rest } = pipeMessages(buffered + text);
    buffered = rest;
    for (const message of messages) {
      const reply = JSON.parse(message) as Reply;
      const waiting = reply.id === undefined ? undefined : pending.get(reply.id);
      if (!waiting || reply.id === undefined) continue;
      pending.delete(reply.id);
      if (reply.error) waiting.reject(new Error(`Chromium: ${reply.error.message}`));
      else waiting.resolve(reply.result);
    }
  });
  child.on('exit', (code) => failAll(new Error(`Chromium exited (code ${code})`)));
  child.on('error', (error) => failAll(error));

  const send = <T>(method: string, params: object = {}, sessionId?: string): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  };

  return {
    async open(url, viewport, initScript) {
      const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext');
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false }, sessionId);
      await send('Page.enable', {}, sessionId);
      await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
      await send('Page.navigate', { url }, sessionId);
      return {
        async evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A) {
          const expression = `(${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'})`;
          const { result, exceptionDetails } = await send<{
            result: { value?: unknown };
            exceptionDetails?: { text: string; exception?: { description?: string } };
          }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
          if (exceptionDetails)
            throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
          return result.value as T;
        },
        async close() {
          await send('Target.closeTarget', { targetId });
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      if (!ended) await send('Browser.close').catch(() => undefined);
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
