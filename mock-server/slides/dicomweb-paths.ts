/**
 * Which reads the signed DICOMweb root of a slide forwards to the archive, as a pure rule: only the read paths of
 * the slide's one study and series (PS3.18), rebuilt from validated parts, never the request's own text.
 *
 *   /studies/{study}/series/{series}/metadata                                  WADO-RS series metadata
 *   /studies/{study}/series/{series}/instances                                 QIDO-RS, the series' instances
 *   /studies/{study}/series/{series}/instances/{sop}/frames/{n[,n…]}            WADO-RS frames (at most 32)
 *   /studies/{study}/series/{series}/instances/{sop}/rendered | /thumbnail      WADO-RS rendered image
 *
 * Every UID is a DicomUid (digits and dots, 1–64: nothing a path or percent-encoding could turn into something
 * else), and the study and series must be the record's. The query keeps only the parameters the read defines
 * (with plain values); the Accept header keeps only the media types the read answers in.
 */
import type { ArchiveLimits } from './archive-config';

export interface ArchiveSeries {
  studyInstanceUid: string;
  seriesInstanceUid: string;
}

export type ArchiveReadKind = 'metadata' | 'instances' | 'frames' | 'rendered';

export interface ArchiveRead {
  kind: ArchiveReadKind;
  /** Path and query below the archive's root, e.g. `/studies/1.2/series/1.3/metadata`. */
  path: string;
  /** What the archive is asked to answer in. */
  accept: string;
  /** The most bytes of the answer passed on. */
  maxBytes: number;
  /** Frames and rendered images of an instance never change (a UID names one content). */
  immutable: boolean;
}

const UID = /^[0-9]+(\.[0-9]+)*$/;
export const isDicomUid = (text: string) => text.length <= 64 && UID.test(text);
export const MAX_FRAMES = 32;
const FRAME_LIST = new RegExp(`^[1-9][0-9]{0,6}(,[1-9][0-9]{0,6}){0,${MAX_FRAMES - 1}}$`);

const QUERY: Record<ArchiveReadKind, readonly string[]> = {
  metadata: [],
  frames: [],
  instances: ['limit', 'offset', 'includefield'],
  rendered: ['viewport', 'quality'],
};
const QUERY_VALUE = /^[A-Za-z0-9.,]{1,64}$/;

/** Media types each read may be asked in; the first is asked when the request names none of them. */
const MEDIA: Record<ArchiveReadKind, readonly string[]> = {
  metadata: ['application/dicom+json'],
  instances: ['application/dicom+json'],
  frames: ['multipart/related'],
  rendered: ['image/jpeg', 'image/png', 'image/gif', 'image/jp2'],
};
const DEFAULT_ACCEPT: Record<ArchiveReadKind, string> = {
  metadata: 'application/dicom+json',
  instances: 'application/dicom+json',
  // Frames as stored (Orthanc transcodes to lossless JPEG when asked for image/jpeg alone: decision 152).
  frames: 'multipart/related; type="application/octet-stream"; transfer-syntax=*',
  rendered: 'image/jpeg',
};
/** One Accept entry: a media type and plain parameters (`type="…"`, `transfer-syntax=…`, `q=…`). */
const ACCEPT_ENTRY =
  /^([a-z]+\/[a-z0-9.+-]+)(\s*;\s*[a-z-]{1,32}=("[a-z0-9.+/*-]{1,100}"|[a-z0-9.+/*-]{1,100}))*$/i;
const MAX_ACCEPT_ENTRIES = 8;

/** The entries of `header` the read may be asked in, else the read's default. */
export function archiveAccept(kind: ArchiveReadKind, header: string | undefined): string {
  const entries = (header ?? '')
    .split(',')
    .slice(0, MAX_ACCEPT_ENTRIES)
    .map((entry) => entry.trim())
    .filter((entry) => {
      const type = ACCEPT_ENTRY.exec(entry)?.[1]?.toLowerCase();
      return type !== undefined && MEDIA[kind].includes(type);
    });
  return entries.length ? entries.join(', ') : DEFAULT_ACCEPT[kind];
}

function archiveQuery(kind: ArchiveReadKind, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of QUERY[kind]) {
    const value = query.get(name);
    if (value !== null && QUERY_VALUE.test(value)) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The read `rest` (the path below the signed root, e.g. `/studies/…/metadata`) asks for, when it is one this
 * series allows; null otherwise (the proxy answers 404).
 */
export function archiveRead(
  rest: string,
  query: URLSearchParams,
  accept: string | undefined,
  series: ArchiveSeries,
  limits: Pick<ArchiveLimits, 'metadataBytes' | 'frameBytes'>,
): ArchiveRead | null {
  const parts = rest.split('/');
  if (parts[0] !== '' || parts.length < 6) return null;
  const [, studies, study, seriesWord, seriesUid, fifth, sop, seventh, frameList, ...more] = parts;
  if (
    studies !== 'studies' ||
    seriesWord !== 'series' ||
    study !== series.studyInstanceUid ||
    seriesUid !== series.seriesInstanceUid ||
    more.length
  )
    return null;
  const base = `/studies/${study}/series/${seriesUid}`;
  let kind: ArchiveReadKind;
  let path: string;
  let maxBytes = limits.metadataBytes;
  if (parts.length === 6 && fifth === 'metadata') [kind, path] = ['metadata', `${base}/metadata`];
  else if (parts.length === 6 && fifth === 'instances') [kind, path] = ['instances', `${base}/instances`];
  else if (fifth !== 'instances' || sop === undefined || !isDicomUid(sop)) return null;
  else if (parts.length === 8 && (seventh === 'rendered' || seventh === 'thumbnail')) {
    [kind, path, maxBytes] = ['rendered', `${base}/instances/${sop}/${seventh}`, limits.frameBytes];
  } else if (
    parts.length === 9 &&
    seventh === 'frames' &&
    frameList !== undefined &&
    FRAME_LIST.test(frameList)
  ) {
    const count = frameList.split(',').length;
    [kind, path, maxBytes] = [
      'frames',
      `${base}/instances/${sop}/frames/${frameList}`,
      limits.frameBytes * count,
    ];
  } else return null;
  return {
    kind,
    path: `${path}${archiveQuery(kind, query)}`,
    accept: archiveAccept(kind, accept),
    maxBytes,
    immutable: kind === 'frames' || kind === 'rendered',
  };
}
