/**
 * A DICOM file read by HTTP Range in 65,536-byte blocks, the last 100 kept (spec §9, as the TIFF route), over
 * the TIFF route's RangeClient (time-outs, the spec's HTTP messages, retries while opening). Neighbouring
 * missing blocks are fetched in one request.
 */
import { RangeClient, type RangeClientOptions } from '../tiff/range-client';
import { DicomTruncatedError } from '../../../../formats/dicom/errors';
import type { ByteReader } from '../../../../formats/dicom/dataset';

export const BLOCK_SIZE = 65_536;
export const BLOCK_CACHE_SIZE = 100;

/** The server answered in full (200) instead of a part: reading a slide that way would download all of it. */
export class RangeIgnoredError extends Error {
  constructor() {
    super('The server ignored the Range header.');
    this.name = 'RangeIgnoredError';
  }
}

export class RangeReader implements ByteReader {
  readonly client: RangeClient;
  /** Insertion order is recency. */
  private readonly blocks = new Map<number, Promise<Uint8Array>>();
  /** Requests made, for the documentation's figures. */
  requests = 0;
  /**
   * Aborts the requests (the slide's opening). A tile's own signal only stops its wait: a block it asked for
   * may be shared with other tiles, so its request runs on into the cache.
   */
  fetchSignal: AbortSignal | undefined;

  constructor(
    readonly url: string,
    options: RangeClientOptions,
  ) {
    this.client = new RangeClient(url, options);
  }

  get size(): number | null {
    return this.client.fileSize;
  }

  async read(offset: number, length: number, signal?: AbortSignal): Promise<Uint8Array> {
    if (length === 0) return new Uint8Array(0);
    const size = this.size;
    if (size !== null && offset + length > size) {
      throw new DicomTruncatedError(`Bytes ${offset}–${offset + length} are past the end (${size})`);
    }
    const first = Math.floor(offset / BLOCK_SIZE);
    const last = Math.floor((offset + length - 1) / BLOCK_SIZE);
    this.fetchMissing(first, last);
    const parts = await Promise.all(
      Array.from({ length: last - first + 1 }, (_, i) => this.cached(first + i)),
    );
    signal?.throwIfAborted();
    const out = new Uint8Array(length);
    let written = 0;
    for (const [i, block] of parts.entries()) {
      const from = i === 0 ? offset - first * BLOCK_SIZE : 0;
      const piece = block.subarray(from, Math.min(block.length, from + length - written));
      out.set(piece, written);
      written += piece.length;
    }
    if (written < length) throw new DicomTruncatedError(`The file ends before byte ${offset + length}`);
    return out;
  }

  private cached(index: number): Promise<Uint8Array> {
    let block = this.blocks.get(index);
    if (!block) {
      this.fetchMissing(index, index);
      block = this.blocks.get(index)!;
    }
    this.blocks.delete(index);
    this.blocks.set(index, block);
    return block;
  }

  /** One request per run of consecutive blocks not cached (or being fetched). */
  private fetchMissing(first: number, last: number): void {
    for (let start = first; start <= last; start++) {
      if (this.blocks.has(start)) continue;
      let end = start;
      while (end < last && !this.blocks.has(end + 1)) end++;
      const runStart = start;
      const request = this.fetchRun(runStart, end);
      for (let index = runStart; index <= end; index++) {
        const block = request.then((blocks) => blocks[index - runStart] ?? new Uint8Array(0));
        // A failed request is not remembered: the next read asks again.
        block.catch(() => {
          if (this.blocks.get(index) === block) this.blocks.delete(index);
        });
        this.blocks.set(index, block);
      }
      start = end;
    }
    while (this.blocks.size > BLOCK_CACHE_SIZE) this.blocks.delete(this.blocks.keys().next().value!);
  }

  private async fetchRun(first: number, last: number): Promise<Uint8Array[]> {
    const from = first * BLOCK_SIZE;
    let to = (last + 1) * BLOCK_SIZE - 1;
    if (this.size !== null) to = Math.min(to, this.size - 1);
    if (to < from) return [];
    this.requests++;
    const response = await this.client.request({
      headers: { Range: `bytes=${from}-${to}` },
      signal: this.fetchSignal,
    });
    if (response.status !== 206) throw new RangeIgnoredError();
    const data = new Uint8Array(await response.getData());
    return Array.from({ length: last - first + 1 }, (_, i) =>
      data.subarray(i * BLOCK_SIZE, Math.min(data.length, (i + 1) * BLOCK_SIZE)),
    );
  }
}
