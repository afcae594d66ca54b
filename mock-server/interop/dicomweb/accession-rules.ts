/**
 * The rules of an order's slides found by its accession number (decision 171), pure: which accession number an
 * order names, which specimen each slide series found goes to, and when a failed search is tried again.
 */
import { schemas } from '../../../contracts';

/**
 * An order's accession number as the archive search takes it (the contract's `accessionNumber`: DICOM SH, 16
 * letters of an identifier), or null. A value outside it is not looked up: the order is taken as before, since
 * the field it came in was never required of a hospital.
 */
export function accessionNumberOf(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  return value && schemas.zSearchImageArchiveQuery.shape.accessionNumber.safeParse(value).success
    ? value
    : null;
}

export interface SpecimenOfCase {
  specimenID: string;
  /** The facility's own id of the specimen (SPM-2, Specimen.identifier), which its slides' labels start with. */
  facilitySpecimenID: string | null;
}

export interface SeriesFound {
  seriesInstanceUid: string;
  /** The slide's label, Container Identifier (0040,0512), when the archive gives it. */
  container: string | null;
}

/** What follows a specimen's id in a slide's label: `S26-1-A` is the specimen of `S26-1-A-1` and `S26-1-A 1`. */
const SEPARATOR = /^[-_. /]/;

/**
 * The specimen whose facility id the slide's label is, or starts with before a separator (the longest such id,
 * case aside); null when none is, or two specimens share that id (never guessed).
 */
export function specimenOfContainer(container: string, specimens: readonly SpecimenOfCase[]): string | null {
  const label = container.trim().toUpperCase();
  let best: { specimenID: string; length: number; tied: boolean } | null = null;
  for (const specimen of specimens) {
    const id = specimen.facilitySpecimenID?.trim().toUpperCase();
    if (!id || !(label === id || (label.startsWith(id) && SEPARATOR.test(label.slice(id.length))))) continue;
    if (!best || id.length > best.length)
      best = { specimenID: specimen.specimenID, length: id.length, tied: false };
    else if (id.length === best.length) best.tied = true;
  }
  return best && !best.tied ? best.specimenID : null;
}

export type Placement<T extends SeriesFound> = {
  placed: { series: T; specimenID: string }[];
  /** Series no specimen could be told for: listed to the facility, which attaches them itself. */
  unplaced: T[];
};

/**
 * Where each series of an order's accession goes: to the specimen its label names; else, when the case has one
 * specimen, to it (the accession is the case, so every slide of it is of that specimen); else nowhere.
 */
export function placeSeries<T extends SeriesFound>(
  specimens: readonly SpecimenOfCase[],
  series: readonly T[],
): Placement<T> {
  const placement: Placement<T> = { placed: [], unplaced: [] };
  for (const one of series) {
    const named = one.container ? specimenOfContainer(one.container, specimens) : null;
    const specimenID = named ?? (specimens.length === 1 ? specimens[0]!.specimenID : null);
    if (specimenID) placement.placed.push({ series: one, specimenID });
    else placement.unplaced.push(one);
  }
  return placement;
}

/** Searches of one accession at most: the first and three more, if the archive was down or silent. */
export const LOOKUP_ATTEMPTS = 4;

/**
 * How long after failed attempt `attempt` (1, 2, 3) the next one starts: `baseMs` (30 s unless set), then four
 * times longer each time (30 s, 2 min, 8 min): an archive restarted or a network blip is caught within about ten
 * minutes, and a facility's archive that is down for the day costs four searches, not a stream of them.
 */
export const retryDelayMs = (attempt: number, baseMs: number) => baseMs * 4 ** (attempt - 1);

/** MOCK_ARCHIVE_LOOKUP_RETRY_MS, else 30 s. */
export const lookupRetryBaseMs = () => Number(process.env.MOCK_ARCHIVE_LOOKUP_RETRY_MS ?? 30_000);

/** How far apart lookups a restart found overdue start: a few a second, so a start is not a burst of searches. */
export const RESUME_GAP_MS = 250;

/**
 * When each lookup a stop left pending starts again, `now` being the start (decision 176): at its due time, and
 * the i-th in due order no sooner than i gaps after the start, so those that fell due while the server was down
 * go soon, one after another, not all at once. Answered in the order given.
 */
export function resumeDelays(dueAt: readonly number[], now: number, gapMs = RESUME_GAP_MS): number[] {
  const order = dueAt.map((_, i) => i).sort((a, b) => dueAt[a]! - dueAt[b]! || a - b);
  const delays: number[] = new Array(dueAt.length);
  order.forEach((index, rank) => (delays[index] = Math.max(dueAt[index]! - now, rank * gapMs, 0)));
  return delays;
}

/**
 * Whether a case still waits for slides an archive lookup could bring: a specimen without a block, or a block
 * without an image. A case whose every block holds its images has its slides (uploaded or attached), and a
 * lookup would add the same glass again under another name.
 */
export const awaitsSlides = (
  specimens: readonly { subsections: readonly { images: readonly unknown[] }[] }[],
) =>
  specimens.some(
    (specimen) => !specimen.subsections.length || specimen.subsections.some((sub) => !sub.images.length),
  );

/**
 * Whether a changed order looks its slides up (decision 176): it names an accession number the order did not
 * before (none, or another), and the case still waits for slides. A repeat names the same one and looks up nothing.
 */
export const changeLooksUp = (
  before: string | null,
  after: string | null,
  specimens: Parameters<typeof awaitsSlides>[0],
) => after !== null && after !== before && awaitsSlides(specimens);
