/**
 * "From the image archive" (decision 164), the words and shapes the panel and its server half share: the search's
 * schema (the contract's query, with the rule the API answers 422 for, at least one criterion, checked before
 * anything is sent) and the answers of the two resource routes.
 */
import { schemas, SENTENCES, type components } from '../../../contracts';

export const ARCHIVE_TEXT = {
  heading: 'From the image archive',
  intro: "Find this block's slides in your facility's image archive and attach them instead of uploading.",
  accession: 'Accession number',
  patientId: 'Patient ID',
  studyDate: 'Study date',
  search: 'Search the archive',
  searching: 'Searching the image archive…',
  oneCriterion: SENTENCES.interfaces.archiveOneCriterion,
  badSeries: 'This series cannot be attached: search the archive again.',
  found: (count: number) => `${count} ${count === 1 ? 'study' : 'studies'} with slides found.`,
  truncated: 'Only the first 20 studies are shown: narrow the search to see the others.',
  none: (criteria: string) => `No slide studies found for ${criteria}.`,
  attach: 'Attach',
  attaching: 'Attaching…',
  attachedNotice: (name: string) => `${name} is attached to this block.`,
  attachedHere: (block: string) => `Attached to ${block}`,
  attachedElsewhere: (caseRecordIds: string[]) =>
    `Also attached to ${caseRecordIds.length === 1 ? 'case' : 'cases'} ${caseRecordIds.join(', ')}`,
  seriesLabel: (description: string, count: number | null) =>
    count === null ? description : `${description} (${count} ${count === 1 ? 'image' : 'images'})`,
  untitledSeries: 'Slide series',
  untitledStudy: 'Study',
  notSetLink: 'Set the image archive on Interfaces',
  blockSlides: 'Slides of this block',
  noSlideYet: 'No slide yet.',
  stageIntro:
    "Attach each block's slides from your facility's image archive. The list under a block is what the case holds.",
  unknown: 'not recorded',
} as const;

export const archiveQuerySchema = schemas.zSearchImageArchiveQuery.refine(
  (query) => Boolean(query.accessionNumber || query.patientId || query.studyDate),
  { message: ARCHIVE_TEXT.oneCriterion, path: ['accessionNumber'] },
);

export type ArchiveStudy = components['schemas']['ImageArchiveStudy'];

/** What the two routes answer: a search's studies, an attached image, or the refusal's sentence. */
export type ArchiveAnswer =
  | { studies: ArchiveStudy[]; truncated: boolean }
  | { image: AttachedSeries }
  | { storage: components['schemas']['SlideArchiveStorage'] }
  | { message: string; canSetArchive?: boolean };

export interface AttachedSeries {
  seriesInstanceUid: string;
  name: string;
}

/** A slide of a block as the case holds it: its name and where it stands with the image archive. */
export type StageSlide = Pick<
  components['schemas']['CaseSlideImage'],
  'fileName' | 'fileContent' | 'archiveSeries' | 'archiveStorage'
>;

/** Series UID → the title of this case's block that holds it (the first, should two). */
export function seriesBlocks(
  blocks: ReadonlyArray<{ title: string; slides: readonly StageSlide[] }>,
): ReadonlyMap<string, string> {
  const held = new Map<string, string>();
  for (const block of blocks)
    for (const slide of block.slides) {
      const uid = slide.archiveSeries?.seriesInstanceUid;
      if (uid && !held.has(uid)) held.set(uid, block.title);
    }
  return held;
}

/** The criteria of a search in words, as the empty answer names them. */
export function describeCriteria(query: Record<string, string | undefined>): string {
  const parts = [
    query.accessionNumber ? `accession number ${query.accessionNumber}` : null,
    query.patientId ? `patient ID ${query.patientId}` : null,
    query.studyDate ? `study date ${query.studyDate}` : null,
  ].filter((part): part is string => part !== null);
  return parts.join(', ');
}

/** A block as the form titles it: its place, and the label the person gave it. */
export const blockTitle = (specimen: number, block: number, label?: string | null) =>
  `Specimen ${specimen + 1}, block ${block + 1}${label?.trim() ? ` (${label.trim()})` : ''}`;

/** Where a created case's blocks take their slides from the archive, as the case holds them. */
export const archiveStageUrl = (caseId: string) => `/upload-project?attachTo=${encodeURIComponent(caseId)}`;
