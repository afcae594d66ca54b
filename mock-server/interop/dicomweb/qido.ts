/**
 * A QIDO-RS search of a facility's image archive (decision 163), the one call every use of the DICOMweb endpoint
 * goes through (its test, the search from case creation and the check of a series before it is attached): the URL judged by the destination rule
 * (destination-check.ts) and connected to at the address judged, never by the name again; no redirect followed;
 * one time limit for the connection and the whole answer; at most `maxBytes` read before anything is parsed; the
 * answer judged by qido-answer.ts. Never throws.
 */
import { checkUrlDestination, requestToChecked } from '../destination-check';
import { readQidoAnswer, type QidoOutcome } from './qido-answer';

export interface DicomWebEndpoint {
  /** The DICOMweb base URL, e.g. https://pacs.example.org/dicom-web. */
  baseUrl: string;
}

export interface QidoLimits {
  /** How long the host's lookup may take, and again the connection with the whole answer. */
  timeoutMs: number;
  /** The most of an answer read. */
  maxBytes: number;
}

/** MOCK_DICOMWEB_TIMEOUT_MS (else 10 s) and 256 KiB: a one-study answer is a few KiB. */
export const qidoLimits = (): QidoLimits => ({
  timeoutMs: Number(process.env.MOCK_DICOMWEB_TIMEOUT_MS ?? 10_000),
  maxBytes: 256 * 1024,
});

/** The search's URL: `{baseUrl}/{resource}?{query}`, the base's trailing slashes dropped. */
export function qidoUrl(baseUrl: string, resource: string, query: Record<string, string>): string {
  // A list's commas are left as they are (`includefield=0008103E,00400512`): an archive may read `%2C` as part
  // of one value (Orthanc does, and then leaves out every field but the first).
  const search = new URLSearchParams(query).toString().replaceAll('%2C', ',');
  return `${baseUrl.replace(/\/+$/, '')}/${resource}${search ? `?${search}` : ''}`;
}

/** Searches `endpoint` for studies matching `query` (QIDO-RS query parameters, e.g. `{ limit: '1' }`). */
export function qidoStudies(
  endpoint: DicomWebEndpoint,
  query: Record<string, string>,
  limits: QidoLimits = qidoLimits(),
): Promise<QidoOutcome> {
  return qidoSearch(endpoint, 'studies', query, limits);
}

/**
 * Searches `endpoint`'s `resource` (`studies`, or `studies/{uid}/series` with a UID already validated) for what
 * matches `query`.
 */
export async function qidoSearch(
  endpoint: DicomWebEndpoint,
  resource: string,
  query: Record<string, string>,
  limits: QidoLimits = qidoLimits(),
): Promise<QidoOutcome> {
  const destination = await checkUrlDestination(qidoUrl(endpoint.baseUrl, resource, query), {
    timeoutMs: limits.timeoutMs,
  });
  if ('refusal' in destination) return { kind: 'not-allowed', refusal: destination.refusal };
  return new Promise<QidoOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: QidoOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = requestToChecked(destination, {
      method: 'GET',
      headers: { accept: 'application/dicom+json' },
    });
    const timer = setTimeout(
      () => finish({ kind: 'timed-out', timeoutMs: limits.timeoutMs }),
      limits.timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ kind: 'unreachable', code: error.code ?? 'ERROR' }),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const contentType = response.headers['content-type'];
      const judged = (body: Uint8Array, tooLarge: boolean) =>
        finish(readQidoAnswer({ status, contentType, body, tooLarge }));
      // Only a 200's body is read: every other status is judged by itself.
      if (status !== 200) return judged(new Uint8Array(), false);
      if (Number(response.headers['content-length']) > limits.maxBytes) return judged(new Uint8Array(), true);
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) judged(new Uint8Array(), true);
        else chunks.push(chunk);
      });
      response.on('error', () => finish({ kind: 'unreachable', code: 'ECONNRESET' }));
      response.on('end', () => judged(Buffer.concat(chunks), false));
    });
    request.end();
  });
}
