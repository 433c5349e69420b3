import { Transform, type TransformCallback } from 'node:stream';
import type { CallSignal } from './call-signal.ts';
import { SecretScrubber } from './secret-scrubber.ts';

export type BodyProblem = 'too large' | 'timeout';

export class UpstreamBodyError extends Error {
  readonly problem: BodyProblem;

  constructor(problem: BodyProblem, service: string, limit: number) {
    super(problem === 'too large'
      ? `The ${service} service sent an answer larger than ${Math.round(limit / 1024 / 1024)} MB; it was cut off.`
      : `The ${service} service did not finish its answer within ${limit} ms; it was cut off.`);
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
 * `maxBytes` (counted after decompression: a gzip bomb inflates here) or at the call's deadline,
 * which covers the body too: an upstream cannot hold a request open by trickling it. A Node
 * transform, so that an answer over the network goes from socket to socket without web streams
 * (node-body.ts). It holds the upstream's Response until the body has ended: undici cancels the
 * body of a Response that was garbage-collected, which cut saved settings to an empty 200.
 */
export class BodyGuard extends Transform {
  #upstream: Response | undefined;
  readonly #options: BodyGuardOptions;
  readonly #scrubber: SecretScrubber;
  #bytes = 0;
  readonly #onAbort = () => {
    if (this.#options.callSignal.timedOut) this.destroy(new UpstreamBodyError('timeout', this.#options.service, this.#options.timeoutMs));
    // The browser left and nobody reads the rest: ended without an error, which would read as a
    // failure of this server.
    else this.destroy();
  };

  constructor(upstream: Response, options: BodyGuardOptions) {
    super();
    this.#upstream = upstream;
    this.#options = options;
    this.#scrubber = new SecretScrubber(options.secrets);
    const { signal } = options.callSignal;
    if (signal.aborted) this.#onAbort();
    else signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  // An error cuts the body off: the browser's download fails, a PATCH answers 502.
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#bytes += chunk.byteLength;
    if (this.#bytes > this.#options.maxBytes) {
      done(new UpstreamBodyError('too large', this.#options.service, this.#options.maxBytes));
      return;
    }
    const scrubbed = this.#scrubber.push(chunk);
    done(null, scrubbed.length > 0 ? scrubbed : undefined);
  }

  override _flush(done: TransformCallback): void {
    this.#end();
    const rest = this.#scrubber.flush();
    done(null, rest.length > 0 ? rest : undefined);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#end();
    done(error);
  }

  #end(): void {
    if (!this.#upstream) return;
    this.#upstream = undefined;
    this.#options.callSignal.signal.removeEventListener('abort', this.#onAbort);
    this.#options.callSignal.release();
  }
}
