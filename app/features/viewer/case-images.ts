/**
 * The viewer's case data (spec 3.7) and the flattened image list it navigates: every image of every subsection
 * of every specimen, in order, with its running index and what its neighbours are. Pure; the fall-backs are
 * those of spec 5.
 */
import { SLIDE_ARCHIVE_TEXT } from '~/lib/slide-archive';
import type { SlideLink } from './slide-links';

export interface ViewerImage {
  fileName?: string | null;
  /** The file reference get-download-link takes (a blob id). */
  fileContent?: string | null;
  title?: string | null;
  /** The facility's image archive series the slide is read from (decision 175), or none. */
  archiveSeries?: { accessionNumber?: string | null } | null;
}

export interface ViewerSubsection {
  id?: string | null;
  displayId?: string | null;
  slideType?: string | null;
  slideCount?: number | null;
  facilityId?: string | null;
  stain?: string | null;
  isRequested?: boolean | null;
  requireRescan?: boolean | null;
  requireRescanReason?: string | null;
  images?: ViewerImage[] | null;
}

export interface ViewerSpecimen {
  specimenID?: string | null;
  id?: string | null;
  facilitySpecimenID?: string | null;
  bodysite?: string | null;
  subsite?: string | null;
  specimenType?: string | null;
  totalNumberSlides?: number | null;
  specimenCollectionDate?: string | null;
  collectionTime?: string | null;
  subsections?: ViewerSubsection[] | null;
}

export interface ViewerPatient {
  lastName?: string | null;
  firstName?: string | null;
  birthDate?: string | null;
  gender?: string | null;
  race?: string | null;
}

export interface ViewerCase {
  caseID: string;
  caseRecordId?: string | null;
  type?: { name?: string | null; displayName?: string | null } | null;
  patientInfo?: ViewerPatient | null;
  slides?: ViewerSpecimen[] | null;
}

/**
 * What the viewer route's loader sends after the page's frame (decision 092): the links of the first batch of
 * slides (decision 049) and whether the person may change rulers and patches (decision 029).
 */
export interface ViewerExtras {
  links: Record<string, SlideLink>;
  annotations: { canAnnotate: boolean; readOnlyReason: string | null };
}

export interface Neighbourhood {
  hasPrevious: boolean;
  previousIndex: number | null;
  hasNext: boolean;
  nextIndex: number | null;
  /** The next image belongs to another specimen. */
  nextIsNewSpecimen: boolean;
  previousIsNewSpecimen: boolean;
  isFirstInSpecimen: boolean;
  isLastInSpecimen: boolean;
  isFirstInSubsection: boolean;
  isLastInSubsection: boolean;
  nextSpecimenId: string | null;
  previousSpecimenId: string | null;
}

export interface FlatImage {
  globalIndex: number;
  fileContent: string | null;
  fileName: string | null;
  specimenId: string;
  subsectionId: string;
  specimenIndex: number;
  subsectionIndex: number;
  imageIndex: number;
  specimenData: ViewerSpecimen;
  subsectionData: ViewerSubsection;
  /** Side-menu and title texts. */
  displayInfo: {
    specimenTitle: string;
    subsectionTitle: string;
    slideTitle: string;
    /** "From the image archive (accession …)" for a slide read from the facility's archive, else null. */
    slideSource: string | null;
  };
  navigation: Neighbourhood;
}

export const UNKNOWN_SLIDE = 'Unknown Slide';

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Specimen id, then id, then a positional name (spec 5). */
export function specimenIdOf(specimen: ViewerSpecimen, specimenIndex: number): string {
  if (present(specimen.specimenID)) return specimen.specimenID;
  if (present(specimen.id)) return specimen.id;
  return `Specimen ${specimenIndex + 1}`;
}

/** Display id, then id, then a name composed of the specimen and the subsection's position (spec 5). */
export function subsectionIdOf(subsection: ViewerSubsection, specimenId: string, subsectionIndex: number) {
  if (present(subsection.displayId)) return subsection.displayId;
  if (present(subsection.id)) return subsection.id;
  return `${specimenId}-${subsectionIndex + 1}`;
}

const withBrackets = (head: string, extra: string | null | undefined) =>
  present(extra) ? `${head} (${extra})` : head;

/** 'S1, Biopsy (Colon)': specimen id, specimen type and the optional body site in brackets (spec 2.8). */
export function specimenTitle(specimen: ViewerSpecimen, specimenId: string): string {
  const head = [specimenId, specimen.specimenType].filter(present).join(', ');
  return withBrackets(head, specimen.bodysite);
}

/** 'A1, H&E (PAS)': subsection id, slide type and the optional stain in brackets (spec 2.8). */
export function subsectionTitle(subsection: ViewerSubsection, subsectionId: string): string {
  const head = [subsectionId, subsection.slideType].filter(present).join(', ');
  return withBrackets(head, subsection.stain);
}

/** Display id or id, plus file name or title; 'Unknown Slide' when there is nothing to show (spec 2.8). */
export function slideTitle(subsection: ViewerSubsection | null, image: ViewerImage | null): string {
  const id = present(subsection?.displayId)
    ? subsection.displayId
    : present(subsection?.id)
      ? subsection.id
      : '';
  const name = present(image?.fileName) ? image.fileName : present(image?.title) ? image.title : '';
  const title = [id, name].filter(Boolean).join(' - ');
  return title || UNKNOWN_SLIDE;
}

type Placed = Omit<FlatImage, 'navigation'>;

/** Every image of the case in order; a case without a slides array gives an empty list (spec 5). */
export function flattenCaseImages(caseData: ViewerCase | null | undefined): FlatImage[] {
  const specimens = Array.isArray(caseData?.slides) ? caseData.slides : [];
  const placed: Placed[] = [];
  specimens.forEach((specimen, specimenIndex) => {
    const specimenId = specimenIdOf(specimen, specimenIndex);
    const subsections = Array.isArray(specimen.subsections) ? specimen.subsections : [];
    subsections.forEach((subsection, subsectionIndex) => {
      const subsectionId = subsectionIdOf(subsection, specimenId, subsectionIndex);
      const images = Array.isArray(subsection.images) ? subsection.images : [];
      images.forEach((image, imageIndex) => {
        placed.push({
          globalIndex: placed.length,
          fileContent: present(image.fileContent) ? image.fileContent : null,
          fileName: present(image.fileName) ? image.fileName : null,
          specimenId,
          subsectionId,
          specimenIndex,
          subsectionIndex,
          imageIndex,
          specimenData: specimen,
          subsectionData: subsection,
          displayInfo: {
            specimenTitle: specimenTitle(specimen, specimenId),
            subsectionTitle: subsectionTitle(subsection, subsectionId),
            slideTitle: slideTitle({ ...subsection, displayId: subsectionId }, image),
            slideSource: image.archiveSeries
              ? SLIDE_ARCHIVE_TEXT.fromArchive(image.archiveSeries.accessionNumber)
              : null,
          },
        });
      });
    });
  });
  return placed.map((entry, index) => ({ ...entry, navigation: neighbourhood(placed, index) }));
}

function neighbourhood(list: readonly Placed[], index: number): Neighbourhood {
  const current = list[index]!;
  const previous = list[index - 1] ?? null;
  const next = list[index + 1] ?? null;
  const sameSpecimen = (other: Placed | null) =>
    other !== null && other.specimenIndex === current.specimenIndex;
  const sameSubsection = (other: Placed | null) =>
    sameSpecimen(other) && other!.subsectionIndex === current.subsectionIndex;
  return {
    hasPrevious: previous !== null,
    previousIndex: previous ? index - 1 : null,
    hasNext: next !== null,
    nextIndex: next ? index + 1 : null,
    nextIsNewSpecimen: next !== null && !sameSpecimen(next),
    previousIsNewSpecimen: previous !== null && !sameSpecimen(previous),
    isFirstInSpecimen: !sameSpecimen(previous),
    isLastInSpecimen: !sameSpecimen(next),
    isFirstInSubsection: !sameSubsection(previous),
    isLastInSubsection: !sameSubsection(next),
    nextSpecimenId: next?.specimenId ?? null,
    previousSpecimenId: previous?.specimenId ?? null,
  };
}

export interface NeighbourRef {
  available: boolean;
  index: number | null;
  /** Moving there enters another specimen. */
  isNewSpecimen: boolean;
}

export interface NavigationView {
  current: FlatImage | null;
  next: NeighbourRef;
  previous: NeighbourRef;
  total: number;
}

const NONE: NeighbourRef = { available: false, index: null, isNewSpecimen: false };

/**
 * The navigation helper of spec 4.4: the image at `index` with its next and previous entries. An out-of-range
 * index gives nothing (null); an empty case gives total zero and no neighbours.
 */
export function navigationAt(list: readonly FlatImage[], index: number): NavigationView | null {
  if (list.length === 0) return { current: null, next: NONE, previous: NONE, total: 0 };
  const current = Number.isInteger(index) ? list[index] : undefined;
  if (!current) return null;
  const { navigation } = current;
  return {
    current,
    total: list.length,
    next: navigation.hasNext
      ? { available: true, index: navigation.nextIndex, isNewSpecimen: navigation.nextIsNewSpecimen }
      : NONE,
    previous: navigation.hasPrevious
      ? { available: true, index: navigation.previousIndex, isNewSpecimen: navigation.previousIsNewSpecimen }
      : NONE,
  };
}

/** 'N of total', 1-based (spec 2.8). */
export const counterText = (index: number, total: number) => `${total === 0 ? 0 : index + 1} of ${total}`;

/** The info shown when a move enters another specimen (spec 4.4). */
export const movingToSpecimen = (specimenId: string) => `Moving to Specimen ${specimenId}`;

/** The distinct blob ids of the list, in order (what the link batches fetch). */
export function blobIdsOf(list: readonly FlatImage[]): string[] {
  return [...new Set(list.map((entry) => entry.fileContent).filter((id): id is string => id !== null))];
}

/** The patient banner (spec 2.8): last name, first name, case record id or case id; then birth date, gender, race. */
export function patientBanner(caseData: ViewerCase): { identity: string; details: string[] } {
  const patient = caseData.patientInfo ?? {};
  const name = [patient.lastName, patient.firstName].filter(present).join(', ');
  const record = present(caseData.caseRecordId) ? caseData.caseRecordId : caseData.caseID;
  return {
    identity: [name, record].filter(present).join(' · '),
    details: [formatBirthDate(patient.birthDate), patient.gender, patient.race].filter(present),
  };
}

/** A calendar date (YYYY-MM-DD) as MM/DD/YYYY (spec 5); anything else as it came, empty as nothing. */
function formatBirthDate(value: string | null | undefined): string | null {
  if (!present(value)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}
