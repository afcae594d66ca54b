/**
 * The stream a page's HTML goes through on its way out. React writes a page as many small chunks (a few
 * hundred bytes to 2 KB each) in one synchronous burst; everything after it pays per chunk: the web stream
 * Remix answers with, the Express adapter's writes, gzip (one deflate job on the thread pool per write) and the
 * socket. This stream hands on each burst as one chunk, at the end of the tick it was written in, so a page
 * still streams: what React writes later (deferred data, the loader data's script) goes out when React writes
 * it. Measured in docs/performance.md.
 */
import { Transform, type TransformCallback } from 'node:stream';

export class CoalescingStream extends Transform {
  #chunks: Buffer[] = [];
  #scheduled = false;

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback) {
    this.#chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#pushBurst());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#pushBurst();
    callback();
  }

  #pushBurst() {
    this.#scheduled = false;
    if (this.#chunks.length === 0) return;
    const burst = this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks);
    this.#chunks = [];
    this.push(burst);
  }
}
