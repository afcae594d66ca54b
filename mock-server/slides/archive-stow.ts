/**
 * DICOM instances stored in the site's image archive by STOW-RS (PS3.18 10.5): `POST {root}/studies` with a
 * `multipart/related; type="application/dicom"` body, one part per instance, streamed from the files (a slide of
 * gigabytes never sits in memory) in batches of about `batchBytes`, each with its Content-Length (some archives
 * refuse chunked bodies). The archive is a peer like any other: each request must end within `timeoutMs`, its
 * answer is read up to `answerBytes` (refused before the first byte when its Content-Length says more), and
 * redirects are not followed (a store goes only where DICOMWEB_URL says). The URL's credentials go in the
 * Authorization header, as for reads (./archive-config.ts), and never into a message or log line.
 */
import { createReadStream } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { archiveAuthorization, type DicomwebArchive, type StowLimits } from './archive-config';
import { ArchiveStoreError } from './archive-dicomize';

export const STOW_LIMITS: StowLimits = {
  timeoutMs: 5 * 60_000,
  batchBytes: 256 * 1024 * 1024,
  answerBytes: 1024 * 1024,
};

export const STORE_SENTENCES = {
  unreachable: 'The image archive could not be reached to store the slide.',
  timedOut: 'The image archive did not answer in time while storing the slide.',
  refused: 'The image archive refused to store the slide.',
  tooLarge: "The image archive's answer to storing the slide was larger than this server reads.",
} as const;

/**
 * The instances' indexes grouped into requests: in order, each group at most `maxBytes` unless one instance alone
 * is larger, and never empty.
 */
export function stowBatches(sizes: readonly number[], maxBytes: number): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  sizes.forEach((size, index) => {
    if (current.length && bytes + size > maxBytes) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(index);
    bytes += size;
  });
  if (current.length) batches.push(current);
  return batches;
}

const FAILED_SOP_SEQUENCE = '00081198';
const REFERENCED_SOP_SEQUENCE = '00081199';
const REFERENCED_SOP_INSTANCE = '00081155';

function sopInstancesIn(answer: unknown, sequence: string): string[] | null {
  if (!answer || typeof answer !== 'object') return null;
  const element = (answer as Record<string, { Value?: unknown }>)[sequence];
  if (element === undefined) return [];
  if (!element || !Array.isArray(element.Value)) return null;
  return element.Value.map((item) => {
    const uid = (item as Record<string, { Value?: unknown[] }> | null)?.[REFERENCED_SOP_INSTANCE]?.Value?.[0];
    return typeof uid === 'string' ? uid : '';
  });
}

/**
 * Whether the archive's answer says it holds every instance sent: 200 (PS3.18: all stored), or 202 whose
 * Failed SOP Sequence is empty and whose Referenced SOP Sequence names each one. 409 (none stored), any other
 * status, and a 202 that cannot be read are failures.
 */
export function stowStoredAll(status: number, answer: unknown, sent: readonly string[]): boolean {
  if (status === 200) return true;
  if (status !== 202) return false;
  const failed = sopInstancesIn(answer, FAILED_SOP_SEQUENCE);
  const stored = sopInstancesIn(answer, REFERENCED_SOP_SEQUENCE);
  if (!failed || !stored || failed.length) return false;
  const named = new Set(stored);
  return sent.every((uid) => named.has(uid));
}

export interface StowInstance {
  file: string;
  sizeBytes: number;
  sopInstanceUid: string;
}

const CRLF = '\r\n';

/** Reads an answer up to `max` bytes; more, and the connection is closed and the store failed. */
async function boundedText(response: IncomingMessage, max: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) {
    response.destroy();
    throw new ArchiveStoreError(STORE_SENTENCES.tooLarge);
  }
  const chunks: Buffer[] = [];
  let seen = 0;
  for await (const chunk of response) {
    seen += (chunk as Buffer).length;
    if (seen > max) {
      response.destroy();
      throw new ArchiveStoreError(STORE_SENTENCES.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function stowBatch(archive: DicomwebArchive, batch: readonly StowInstance[], limits: StowLimits) {
  const boundary = `pathbridge-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(`--${boundary}${CRLF}Content-Type: application/dicom${CRLF}${CRLF}`);
  const tail = Buffer.from(`${CRLF}--${boundary}--${CRLF}`);
  const between = Buffer.from(CRLF);
  const length =
    batch.reduce((sum, instance) => sum + head.length + instance.sizeBytes, 0) +
    between.length * (batch.length - 1) +
    tail.length;
  async function* body() {
    for (const [index, instance] of batch.entries()) {
      if (index) yield between;
      yield head;
      yield* createReadStream(instance.file, { highWaterMark: 1024 * 1024 });
    }
    yield tail;
  }
  const url = new URL(`${archive.root}/studies`);
  const transport = url.protocol === 'https:' ? https : http;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const authorization = archiveAuthorization(archive);
  try {
    const request = transport.request(url, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'Content-Type': `multipart/related; type="application/dicom"; boundary=${boundary}`,
        'Content-Length': String(length),
        Accept: 'application/dicom+json',
        ...(authorization && { Authorization: authorization }),
      },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    // An archive that answers before reading the whole body (a refusal) ends the upload; its answer counts.
    const sent = pipeline(Readable.from(body()), request).catch(() => undefined);
    const response = await answered;
    const text = await boundedText(response, limits.answerBytes);
    // An archive that answered before taking the whole body (a refusal) is not sent the rest.
    if (!request.writableFinished) request.destroy();
    await sent;
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      answer = null;
    }
    const status = response.statusCode ?? 0;
    if (
      !stowStoredAll(
        status,
        Array.isArray(answer) ? answer[0] : answer,
        batch.map((i) => i.sopInstanceUid),
      )
    )
      throw new ArchiveStoreError(STORE_SENTENCES.refused);
  } catch (error) {
    if (error instanceof ArchiveStoreError) throw error;
    throw new ArchiveStoreError(
      controller.signal.aborted ? STORE_SENTENCES.timedOut : STORE_SENTENCES.unreachable,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Stores every instance, a batch at a time; throws ArchiveStoreError at the first batch not wholly stored. */
export async function stowInstances(
  archive: DicomwebArchive,
  instances: readonly StowInstance[],
  limits: StowLimits = STOW_LIMITS,
) {
  for (const batch of stowBatches(
    instances.map((i) => i.sizeBytes),
    limits.batchBytes,
  ))
    await stowBatch(
      archive,
      batch.map((index) => instances[index]!),
      limits,
    );
}
