/**
 * The search of a facility's image archive from case creation (searchImageArchive, decision 164), as pure rules:
 * the contract's query as QIDO-RS parameters, the archive's DICOM JSON data sets as the contract's study and series
 * rows, and what a failed search answers. The archive is a peer that may answer anything its DICOM JSON allows:
 * a value that is not what the contract says (a UID that is not one, a text past its length, a date that is not a
 * date) becomes null or leaves its row out, never an answer that breaks the contract.
 */
import { schemas, SENTENCES, type components } from '../../../contracts';
import type { DicomJsonDataset, QidoOutcome } from './qido-answer';
import { DICOMWEB_TEST_SENTENCES } from './test-result';

export type ArchiveStudy = components['schemas']['ImageArchiveStudy'];
export type ArchiveSeriesRow = components['schemas']['ImageArchiveSeries'];
export type ArchiveQuery = { accessionNumber?: string; patientId?: string; studyDate?: string };

/** Studies answered at most (the contract's maxItems); one more is asked for to know whether more matched. */
export const STUDY_LIMIT = 20;
/** Slide series answered per study at most (the contract's maxItems). */
export const SERIES_LIMIT = 50;

/** Whole-slide images' modality (PS3.3 C.7.3.1.1.1): what a study must hold and a series must be. */
export const SLIDE_MODALITY = 'SM';

export const TAGS = {
  studyInstanceUid: '0020000D',
  seriesInstanceUid: '0020000E',
  accessionNumber: '00080050',
  patientId: '00100020',
  studyDate: '00080020',
  studyDescription: '00081030',
  seriesDescription: '0008103E',
  modality: '00080060',
  instanceCount: '00201209',
  /** The slide's own label (Specimen Module, PS3.3 C.7.6.22), which archives index at the series level. */
  containerIdentifier: '00400512',
} as const;

export const ARCHIVE_SEARCH_MESSAGES = {
  noCriterion: SENTENCES.interfaces.archiveOneCriterion,
  notSet:
    'Your facility has not set its image archive. A facility admin can add its DICOMweb address under Interfaces.',
  notDicomWeb:
    'The image archive answered the search, but not as a DICOMweb service: a facility admin can test its address under Interfaces.',
  noSuchSeries: 'The image archive has no slide series with these identifiers.',
} as const;

/** `2026-11-20` as DICOM's DA, `20261120`. */
const toDicomDate = (date: string) => date.replaceAll('-', '');

/** The studies' search: only studies holding slides, one more than answered, the description included. */
export function studyQuery(query: ArchiveQuery): Record<string, string> {
  return {
    ...(query.accessionNumber && { AccessionNumber: query.accessionNumber }),
    ...(query.patientId && { PatientID: query.patientId }),
    ...(query.studyDate && { StudyDate: toDicomDate(query.studyDate) }),
    ModalitiesInStudy: SLIDE_MODALITY,
    limit: String(STUDY_LIMIT + 1),
    includefield: TAGS.studyDescription,
  };
}

/**
 * One study's slide series; `seriesInstanceUid` narrows it to one (the check before an attach), which also asks for
 * the study's accession number, so the attached slide can name it (decision 175).
 */
export function seriesQuery(seriesInstanceUid?: string): Record<string, string> {
  const fields = [TAGS.seriesDescription, TAGS.instanceCount, TAGS.containerIdentifier];
  return {
    Modality: SLIDE_MODALITY,
    ...(seriesInstanceUid && { SeriesInstanceUID: seriesInstanceUid }),
    limit: String(SERIES_LIMIT),
    includefield: (seriesInstanceUid ? [...fields, TAGS.accessionNumber] : fields).join(','),
  };
}

/** The series' search path below the base URL (the UID validated, so nothing else reaches the path). */
export const seriesResource = (studyInstanceUid: string) => `studies/${studyInstanceUid}/series`;

export const isDicomUid = (value: unknown): value is string => schemas.zDicomUid.safeParse(value).success;

const firstValue = (dataset: DicomJsonDataset, tag: string): unknown => dataset[tag]?.Value?.[0];

/** A text value as the contract takes it: a non-empty string within `max`, else null. */
function text(dataset: DicomJsonDataset, tag: string, max = 64): string | null {
  const value = firstValue(dataset, tag);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}

/** DICOM's DA (`YYYYMMDD`) as an ISO date, or null when it is no calendar date. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{8}$/.test(value)) return null;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** IS comes as a number in DICOM JSON, and as a string from some archives. */
function count(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : null;
}

/** A study data set as a row without its series, or null when it names no valid Study Instance UID. */
export function studyRow(dataset: DicomJsonDataset): Omit<ArchiveStudy, 'series'> | null {
  const studyInstanceUid = firstValue(dataset, TAGS.studyInstanceUid);
  if (!isDicomUid(studyInstanceUid)) return null;
  return {
    studyInstanceUid,
    accessionNumber: text(dataset, TAGS.accessionNumber),
    patientId: text(dataset, TAGS.patientId),
    studyDate: isoDate(firstValue(dataset, TAGS.studyDate)),
    description: text(dataset, TAGS.studyDescription),
  };
}

/**
 * A series data set as a row, or null when it names no valid Series Instance UID or is not a slide series (an
 * archive may ignore the Modality filter).
 */
export function seriesRow(dataset: DicomJsonDataset): ArchiveSeriesRow | null {
  const seriesInstanceUid = firstValue(dataset, TAGS.seriesInstanceUid);
  if (!isDicomUid(seriesInstanceUid)) return null;
  const modality = firstValue(dataset, TAGS.modality);
  if (modality !== undefined && modality !== SLIDE_MODALITY) return null;
  return {
    seriesInstanceUid,
    description: text(dataset, TAGS.seriesDescription),
    instanceCount: count(firstValue(dataset, TAGS.instanceCount)),
  };
}

/** The slide's container identifier (its label) as the archive gives it, or null. */
export const containerOf = (dataset: DicomJsonDataset) => text(dataset, TAGS.containerIdentifier);

/** The study's accession number as a series data set carries it (a text of at most 64), or null. */
export const accessionOf = (dataset: DicomJsonDataset) => text(dataset, TAGS.accessionNumber);

/** The rows of a list of data sets: the invalid ones left out, each UID once, at most `max`. */
export function rowsOf<T>(
  datasets: DicomJsonDataset[],
  row: (d: DicomJsonDataset) => T | null,
  key: (r: T) => string,
  max: number,
) {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const dataset of datasets) {
    const value = row(dataset);
    if (!value || seen.has(key(value))) continue;
    seen.add(key(value));
    rows.push(value);
  }
  return { rows: rows.slice(0, max), more: rows.length > max };
}

/** The name an attached series takes in the block's images: its description, else its UID's last component. */
export const seriesFileName = (series: ArchiveSeriesRow) =>
  series.description ?? `Archive series ${series.seriesInstanceUid.split('.').at(-1)}`;

export interface SearchFailure {
  status: 409 | 502 | 504;
  message: string;
  /** Whether the same search may succeed later unchanged: the archive down, silent or overloaded. */
  transient: boolean;
}

/** What a search that did not come to matches answers: the test's sentences (decision 163), as statuses. */
export function searchFailure(outcome: Exclude<QidoOutcome, { kind: 'matches' }>): SearchFailure {
  const S = DICOMWEB_TEST_SENTENCES;
  switch (outcome.kind) {
    case 'http-error': {
      const access = outcome.status === 401 || outcome.status === 403;
      return {
        status: 502,
        message: access ? S.refusedAccess(outcome.status) : S.refused(outcome.status),
        transient: outcome.status >= 500 || outcome.status === 429,
      };
    }
    case 'redirect':
      return { status: 502, message: S.redirect(outcome.status), transient: false };
    case 'not-dicomweb':
      return { status: 502, message: ARCHIVE_SEARCH_MESSAGES.notDicomWeb, transient: false };
    case 'timed-out':
      return { status: 504, message: S.timedOut(outcome.timeoutMs), transient: true };
    case 'not-allowed':
      return { status: 409, message: outcome.refusal, transient: false };
    case 'unreachable':
      return { status: 502, message: S.unreachable(outcome.code), transient: true };
  }
}
