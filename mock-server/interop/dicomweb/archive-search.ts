/**
 * The searches of a facility's image archive behind case creation (decision 164), each through `qidoSearch` (the
 * destination judged on every connection, bounded, timed out): the studies holding slides that match, then each
 * study's slide series, at most `SERIES_AT_ONCE` at a time so one search holds few connections, and all of it
 * within one deadline so a slow archive cannot make a search outlast what the contract promises.
 */
import type { components } from '../../../contracts';
import { db } from '../../store/db';
import {
  accessionOf,
  containerOf,
  rowsOf,
  searchFailure,
  seriesQuery,
  seriesResource,
  seriesRow,
  STUDY_LIMIT,
  SERIES_LIMIT,
  studyQuery,
  studyRow,
  type ArchiveQuery,
  type ArchiveSeriesRow,
  type ArchiveStudy,
  type SearchFailure,
} from './archive-rows';
import { qidoLimits, qidoSearch, type DicomWebEndpoint, type QidoLimits } from './qido';
import type { QidoOutcome } from './qido-answer';

export type SearchResult = components['schemas']['ImageArchiveSearchResult'];

/** The facility's saved DICOMweb endpoint, or none. */
export const facilityArchive = (facilityId: string) =>
  db.facilityInterfaces.findFirst((q) => q.where({ facilityId }))?.dicomweb ?? null;

/** Series' searches running at once for one search. */
export const SERIES_AT_ONCE = 4;

/** How long a whole search may take: two rounds (studies, then series) of a lookup and an answer each. */
export const searchDeadlineMs = (limits: QidoLimits) => limits.timeoutMs * 4;

/** One QIDO call within the deadline: its own time limit, never past what is left of the whole. */
function withinDeadline(endpoint: DicomWebEndpoint, deadline: number, limits: QidoLimits) {
  return (resource: string, query: Record<string, string>): Promise<QidoOutcome> => {
    const left = deadline - Date.now();
    if (left <= 0) return Promise.resolve({ kind: 'timed-out', timeoutMs: limits.timeoutMs });
    return qidoSearch(endpoint, resource, query, { ...limits, timeoutMs: Math.min(limits.timeoutMs, left) });
  };
}

/** Runs `tasks` at most `width` at a time, in order of their results. */
async function pooled<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}

/**
 * A search's answer: the contract's rows, and beside them each series' container identifier (the slide's label),
 * which the contract does not answer but the placement of an order's series reads (accession-place.ts).
 */
export type SearchAnswer =
  | { ok: true; result: SearchResult; containers: ReadonlyMap<string, string | null> }
  | ({ ok: false } & SearchFailure);

/** The studies of `endpoint` matching `query`, each with its slide series; a study without any is left out. */
export async function searchArchive(
  endpoint: DicomWebEndpoint,
  query: ArchiveQuery,
  limits: QidoLimits = qidoLimits(),
): Promise<SearchAnswer> {
  const qido = withinDeadline(endpoint, Date.now() + searchDeadlineMs(limits), limits);
  const studies = await qido('studies', studyQuery(query));
  if (studies.kind !== 'matches') return { ok: false, ...searchFailure(studies) };
  const { rows, more } = rowsOf(studies.datasets, studyRow, (s) => s.studyInstanceUid, STUDY_LIMIT);
  const answers = await pooled(
    rows.map((study) => () => qido(seriesResource(study.studyInstanceUid), seriesQuery())),
    SERIES_AT_ONCE,
  );
  for (const answer of answers) if (answer.kind !== 'matches') return { ok: false, ...searchFailure(answer) };
  const found: ArchiveStudy[] = [];
  const containers = new Map<string, string | null>();
  rows.forEach((study, index) => {
    const answer = answers[index]!;
    if (answer.kind !== 'matches') return;
    const series = rowsOf(answer.datasets, seriesRow, (s) => s.seriesInstanceUid, SERIES_LIMIT).rows;
    for (const dataset of answer.datasets) {
      const row = seriesRow(dataset);
      if (row && !containers.has(row.seriesInstanceUid))
        containers.set(row.seriesInstanceUid, containerOf(dataset));
    }
    if (series.length) found.push({ ...study, series });
  });
  return { ok: true, result: { studies: found, truncated: more }, containers };
}

export type SeriesAnswer =
  | { ok: true; series: ArchiveSeriesRow | null; accessionNumber: string | null }
  | ({ ok: false } & SearchFailure);

/** The one slide series `seriesInstanceUid` of study `studyInstanceUid`, as the archive answers it, or null. */
export async function findSlideSeries(
  endpoint: DicomWebEndpoint,
  studyInstanceUid: string,
  seriesInstanceUid: string,
  limits: QidoLimits = qidoLimits(),
): Promise<SeriesAnswer> {
  const answer = await qidoSearch(
    endpoint,
    seriesResource(studyInstanceUid),
    seriesQuery(seriesInstanceUid),
    limits,
  );
  if (answer.kind !== 'matches') return { ok: false, ...searchFailure(answer) };
  const dataset = answer.datasets.find((d) => seriesRow(d)?.seriesInstanceUid === seriesInstanceUid);
  return dataset
    ? { ok: true, series: seriesRow(dataset), accessionNumber: accessionOf(dataset) }
    : { ok: true, series: null, accessionNumber: null };
}
