/**
 * What an archive's answer to a QIDO-RS search means (decision 163), as pure rules: a search answers 200 with a
 * DICOM JSON array of data sets (PS3.18 F.2), or 204 when nothing matched; a redirect is not followed (its target
 * was never judged by the destination rule); any other status is the archive's refusal; a 200 that is not DICOM
 * JSON, or larger than the bound, is something other than a DICOMweb service. The archive's own words (its body,
 * its reason phrase, its headers) are never carried further than this judgement.
 */

/** A DICOM JSON data set: attributes by tag (eight hex digits), each with its value representation. */
export type DicomJsonDataset = Record<string, { vr: string; Value?: unknown[] }>;

/** What a QIDO-RS search came to; `studies`/`series`… data sets only when the archive answered as one. */
export type QidoOutcome =
  | { kind: 'matches'; status: number; datasets: DicomJsonDataset[] }
  | { kind: 'redirect'; status: number }
  | { kind: 'http-error'; status: number }
  | { kind: 'not-dicomweb'; status: number; why: 'media-type' | 'not-dicom-json' | 'too-large' }
  | { kind: 'timed-out'; timeoutMs: number }
  | { kind: 'not-allowed'; refusal: string }
  | { kind: 'unreachable'; code: string };

/** The media types a QIDO-RS answer comes in: DICOM JSON, or plain JSON from archives that label it so. */
const JSON_TYPES = new Set(['application/dicom+json', 'application/json']);

const TAG = /^[0-9A-Fa-f]{8}$/;
const VR = /^[A-Z]{2}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` is a DICOM JSON data set: every key a tag, every attribute an object naming its VR. */
export function isDicomJsonDataset(value: unknown): value is DicomJsonDataset {
  if (!isObject(value)) return false;
  return Object.entries(value).every(
    ([tag, attribute]) =>
      TAG.test(tag) &&
      isObject(attribute) &&
      typeof attribute['vr'] === 'string' &&
      VR.test(attribute['vr']) &&
      (attribute['Value'] === undefined || Array.isArray(attribute['Value'])),
  );
}

/** The media type of a Content-Type header, without its parameters, in lower case. */
const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The answer (`body` already bounded by the reader: `tooLarge` when it went past the bound) judged: matches, a
 * redirect, the archive's refusal, or not DICOMweb.
 */
export function readQidoAnswer(answer: {
  status: number;
  contentType: string | undefined;
  body: Uint8Array;
  tooLarge: boolean;
}): QidoOutcome {
  const { status } = answer;
  if (status === 204) return { kind: 'matches', status, datasets: [] };
  if (status >= 300 && status < 400) return { kind: 'redirect', status };
  if (status !== 200) return { kind: 'http-error', status };
  if (answer.tooLarge) return { kind: 'not-dicomweb', status, why: 'too-large' };
  if (!JSON_TYPES.has(mediaType(answer.contentType)))
    return { kind: 'not-dicomweb', status, why: 'media-type' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(answer.body));
  } catch {
    return { kind: 'not-dicomweb', status, why: 'not-dicom-json' };
  }
  return Array.isArray(parsed) && parsed.every(isDicomJsonDataset)
    ? { kind: 'matches', status, datasets: parsed }
    : { kind: 'not-dicomweb', status, why: 'not-dicom-json' };
}
