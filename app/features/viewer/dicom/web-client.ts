/**
 * WADO-RS reads of one slide's series through dicomweb-client (the DICOMweb client the OHIF and Slim viewers
 * use): the series' metadata and single frames. The archive is a peer like any other: each request is timed
 * out and stops reading past a byte bound (its progress events abort it), and a caller's signal aborts it.
 * dicomweb-client speaks XMLHttpRequest, which browsers and their workers have; Node tests pass jsdom's.
 */
import { api } from 'dicomweb-client';
import { TRANSFER_SYNTAX } from '../../../../formats/dicom/dataset';
import { HttpStatusError, REQUEST_TIMED_OUT } from '../tiff/errors';
import { METADATA_BYTES, type DicomwebSource } from './dicomweb-source';
import { frameBatches } from './web-frames';

export const ARCHIVE_LIMITS = {
  /** One request, from sending to the last byte. */
  timeoutMs: 20_000,
  metadataBytes: METADATA_BYTES,
  /** One frame: a 1024-px RGB frame stored uncompressed is 3 MiB. A request of n frames is bounded at n times. */
  frameBytes: 8 * 1024 * 1024,
  /** Frames one request names: the signed proxy forwards at most 32 (mock-server/slides/dicomweb-paths.ts). */
  framesPerRequest: 32,
};
export type ArchiveLimits = typeof ARCHIVE_LIMITS;

/**
 * Frames as the archive stores them, whatever their transfer syntax: the part's content type says which, and
 * the reader refuses what it cannot decode. (Asking for image/jpeg alone makes Orthanc transcode to lossless
 * JPEG, seven times the bytes.)
 */
export const FRAME_MEDIA_TYPES = [{ mediaType: 'application/octet-stream', transferSyntaxUID: '*' }];
const JPEG_BASELINE = '1.2.840.10008.1.2.4.50';

export interface ArchiveFrame {
  bytes: Uint8Array;
  /** From the response's content type; null when it names none the viewer can infer. */
  transferSyntax: string | null;
}

export interface ArchiveClient {
  metadata(signal?: AbortSignal): Promise<unknown>;
  /** `frame`: 1-based, as WADO-RS counts. */
  frame(sopInstanceUid: string, frame: number, signal?: AbortSignal): Promise<ArchiveFrame>;
  /**
   * Several frames of one instance, in the order given: one request per `framesPerRequest` of them (sent side by
   * side), each answering its frames in one multipart body.
   */
  frames(sopInstanceUid: string, frames: readonly number[], signal?: AbortSignal): Promise<ArchiveFrame[]>;
  /** Requests sent so far. */
  requests(): number;
}

export class ArchiveLimitError extends Error {
  constructor(limit: number) {
    super(`The archive's answer ran past ${limit} bytes.`);
    this.name = 'ArchiveLimitError';
  }
}

/** The transfer syntax a WADO-RS part's content type names (PS3.18 8.7.3.5: octet-stream defaults to native). */
export function frameTransferSyntax(contentType: string | null): string | null {
  if (!contentType) return null;
  const named = /transfer-syntax=["']?([0-9.]+|\*)/i.exec(contentType)?.[1];
  if (named && named !== '*') return named;
  if (/image\/jpeg/i.test(contentType)) return JPEG_BASELINE;
  if (/application\/octet-stream/i.test(contentType)) return TRANSFER_SYNTAX.explicitLittle;
  return null;
}

type XhrConstructor = new () => XMLHttpRequest;

export interface ArchiveClientOptions {
  limits?: Partial<ArchiveLimits>;
  /** XMLHttpRequest where the global has none (Node tests). */
  XMLHttpRequest?: XhrConstructor;
}

export function archiveClient(source: DicomwebSource, options: ArchiveClientOptions = {}): ArchiveClient {
  const limits = { ...ARCHIVE_LIMITS, ...options.limits };
  const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  // verbose: false — its failures are ours to word; it would log every one to the console.
  const client = new api.DICOMwebClient({
    url: source.wadoRsRoot.replace(/\/+$/, ''),
    singlepart: false,
    verbose: false,
  });
  const ids = {
    studyInstanceUID: source.studyInstanceUid,
    seriesInstanceUID: source.seriesInstanceUid,
  };
  let sent = 0;

  /** Runs one dicomweb-client call on a bounded, timed, abortable request of our own. */
  async function bounded<T>(
    maxBytes: number,
    signal: AbortSignal | undefined,
    call: (request: {
      instance: XMLHttpRequest;
      progressCallback: (event: ProgressEvent) => void;
    }) => Promise<T>,
  ): Promise<{ value: T; xhr: XMLHttpRequest }> {
    signal?.throwIfAborted();
    const xhr = new Xhr();
    xhr.timeout = limits.timeoutMs;
    let failure: Error | null = null;
    xhr.ontimeout = () => {
      failure = new Error(REQUEST_TIMED_OUT);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const progressCallback = (event: ProgressEvent) => {
      const declared = event.lengthComputable ? event.total : 0;
      if (!failure && Math.max(event.loaded, declared) > maxBytes) {
        failure = new ArchiveLimitError(maxBytes);
        xhr.abort();
      }
    };
    sent++;
    try {
      return { value: await call({ instance: xhr, progressCallback }), xhr };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (failure) throw failure;
      const status = (error as { status?: number }).status;
      if (status) throw new HttpStatusError(status);
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** One request for `numbers` (at most `framesPerRequest`), its parts in the order asked (PS3.18 8.3.5.1). */
  async function framesOnce(
    sopInstanceUid: string,
    numbers: readonly number[],
    signal: AbortSignal | undefined,
  ): Promise<ArchiveFrame[]> {
    const { value, xhr } = await bounded(
      limits.frameBytes * numbers.length,
      signal,
      (request) =>
        // Typed as an array, it returns a promise of the multipart body's parts.
        client.retrieveInstanceFrames({
          ...ids,
          sopInstanceUID: sopInstanceUid,
          frameNumbers: numbers.join(','),
          mediaTypes: FRAME_MEDIA_TYPES,
          request,
        } as Parameters<typeof client.retrieveInstanceFrames>[0]) as unknown as Promise<ArrayBuffer[]>,
    );
    if (value.length !== numbers.length)
      throw new Error(
        `The archive sent ${value.length} of frames ${numbers.join(',')} of ${sopInstanceUid}.`,
      );
    // One content type for the body: the multipart's `type` and `transfer-syntax` name its parts'.
    const transferSyntax = frameTransferSyntax(xhr.getResponseHeader('Content-Type'));
    return value.map((part) => ({ bytes: new Uint8Array(part), transferSyntax }));
  }

  return {
    async metadata(signal) {
      const { value } = await bounded(limits.metadataBytes, signal, (request) =>
        client.retrieveSeriesMetadata({ ...ids, request }),
      );
      return value;
    },
    async frame(sopInstanceUid, frame, signal) {
      const [answer] = await framesOnce(sopInstanceUid, [frame], signal);
      return answer!;
    },
    async frames(sopInstanceUid, numbers, signal) {
      const batches = frameBatches(numbers, limits.framesPerRequest);
      const answers = await Promise.all(batches.map((batch) => framesOnce(sopInstanceUid, batch, signal)));
      const flat = answers.flat();
      const byNumber = new Map(batches.flat().map((number, at) => [number, flat[at]!]));
      return numbers.map((number) => byNumber.get(number)!);
    },
    requests: () => sent,
  };
}
