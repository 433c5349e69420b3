import type { CallSignal } from './call-signal.ts';
import { SecretScrubber } from './secret-scrubber.ts';

export type BodyProblem = 'too large' | 'timeout';

export class UpstreamBodyError extends Error {
  readonly problem: BodyProblem;

  constructor(problem: BodyProblem, service: string, limit: number) {
    super(
      problem === 'too large'
        ? `The ${service} service sent an answer larger than ${Math.round(limit / 1024 / 1024)} MB; it was cut off.`
        : `The ${service} service did not finish its answer within ${limit} ms; it was cut off.`,
    );
    this.problem = problem;
  }
}

export interface BodyGuardOptions {
  secrets: readonly string[];
  maxBytes: number;
  service: string;
  /** The call's signal (it aborts when the deadline passes or the browser goes away), released when the body ends. */
  callSignal: CallSignal;
  timeoutMs: number;
}

/**
 * An upstream body on its way to the browser: the configured secrets replaced, cut off past
 * `maxBytes` (counted after fetch decompressed it: a gzip bomb inflates here) or at the call's
 * deadline, which covers the body too: an upstream cannot hold a request open by trickling it.
 * It holds the fetch Response until the body has ended: undici cancels the body of a Response
 * that was garbage-collected, which cut saved settings to an empty 200.
 */
export class GuardedBody {
  readonly stream: ReadableStream<Uint8Array>;
  #response: Response | undefined;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #options: BodyGuardOptions;
  readonly #scrubber: SecretScrubber;
  #bytes = 0;
  readonly #onAbort = () => {
    if (this.#options.callSignal.timedOut) {
      this.fail('timeout', this.#options.timeoutMs);
      return;
    }
    // The browser left and nobody reads the rest. Ending quietly, not with an error, keeps the
    // HTTP layer from logging the cut as a failure of this server.
    if (!this.open) return;
    this.#end();
    this.#controller?.close();
    this.#reader.cancel().catch(() => undefined);
  };

  constructor(response: Response & { body: ReadableStream<Uint8Array> }, options: BodyGuardOptions) {
    this.#response = response;
    this.#reader = response.body.getReader();
    this.#options = options;
    this.#scrubber = new SecretScrubber(options.secrets);
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller;
      },
      pull: (controller) => this.#pull(controller),
      cancel: (reason) => {
        this.#end();
        return this.#reader.cancel(reason);
      },
    });
    const { signal } = options.callSignal;
    if (signal.aborted) this.#onAbort();
    else signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  /** Whether the body is still flowing (and the Response still held). */
  get open(): boolean {
    return this.#response !== undefined;
  }

  /** Cuts the body off with an error (the browser's download fails; a PATCH answers 502). */
  fail(problem: BodyProblem, limit: number): void {
    if (!this.open) return;
    this.#end();
    this.#controller?.error(new UpstreamBodyError(problem, this.#options.service, limit));
    this.#reader.cancel().catch(() => undefined);
  }

  /** Reads until it has something to pass on: a pull that enqueues nothing is not called again. */
  async #pull(controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await this.#reader.read();
      } catch (error) {
        if (this.open) {
          this.#end();
          controller.error(error);
        }
        return;
      }
      if (!this.open) return;
      if (chunk.done) {
        const rest = this.#scrubber.flush();
        if (rest.length > 0) controller.enqueue(rest);
        this.#end();
        controller.close();
        return;
      }
      this.#bytes += chunk.value.byteLength;
      if (this.#bytes > this.#options.maxBytes) {
        this.fail('too large', this.#options.maxBytes);
        return;
      }
      const scrubbed = this.#scrubber.push(chunk.value);
      if (scrubbed.length > 0) {
        controller.enqueue(scrubbed);
        return;
      }
    }
  }

  #end(): void {
    if (!this.#response) return;
    this.#response = undefined;
    this.#options.callSignal.signal.removeEventListener('abort', this.#onAbort);
    this.#options.callSignal.release();
  }
}
