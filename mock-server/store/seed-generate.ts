/**
 * The generated part of the seed: people and cases drawn from a fixed random seed, so every machine gets the
 * same 400 cases. Dates count back from SEED_NOW, not from today, for the same reason.
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import type { CaseRecord, SlideRecord, UserRecord } from './db';
import { CASE_TYPE_LABELS, nextCaseRecordId } from '../cases/build';
import { INSURANCE_PAYERS } from '../reference/data';
import { CASE_PROFILES, CLINICAL_NOTES, FACILITIES, FIRST_NAMES, LAST_NAMES, RACES } from './seed-data';

export const SEED = 20261122;
export const SEED_NOW = Date.parse('2026-11-15T12:00:00.000Z');
export const CASE_COUNT = 400;
export const PROVIDER_COUNT = 40;

/** A number with leading zeros to `width` digits. */
export const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const DAY = 24 * 60 * 60 * 1000;
/** A seed time as an ISO string. */
export const isoTime = (time: number) => new Date(time).toISOString();
/** A seed time as an ISO string, never later than SEED_NOW. */
export const seedIso = (time: number) => new Date(Math.min(time, SEED_NOW)).toISOString();

/** mulberry32: a small, fast, well-distributed PRNG; enough for test data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof createRandom>;

type Person = Omit<UserRecord, 'passwordHash'>;
type FacilitySummary = z.infer<typeof schemas.zFacilitySummary>;

/** A facility as the seed lists them (seed-data.ts): id, name, type, account type, country, state, city. */
export type FacilityRow = readonly [string, string, string, string, string, string, string];

/** A facility's record from its row, as the seed stores it. */
export function facilityRecord([id, name, facilityType, accountType, country, state, city]: FacilityRow) {
  return {
    id,
    name,
    facilityType: facilityType as FacilitySummary['facilityType'],
    accountType: accountType as FacilitySummary['accountType'],
    phone: `+1 (555) 010-${id.slice(-3).padStart(4, '2')}`,
    country: country as FacilitySummary['country'],
    state,
    city,
  } satisfies FacilitySummary;
}

/** The seed's providers' statuses, drawn in turn: four in seven Active, the rest onboarding. */
const PROVIDER_STATUSES: readonly Person['status'][] = [
  'Active',
  'Active',
  'Active',
  'Active',
  'In Progress',
  'New',
  'Provisionally Active',
];

/**
 * Providers usr-prv-004 … usr-prv-040 (PROVIDER_COUNT; the three demo providers count) and one staff user per
 * facility but the two demo ones; a scale seed (./seed-scale.ts) draws further providers (with `statuses` of
 * its own) and facilities' staff.
 */
export function generatePeople(
  random: Random,
  {
    providers = [4, PROVIDER_COUNT] as readonly [number, number],
    facilities = FACILITIES.slice(2) as readonly FacilityRow[],
    statuses = PROVIDER_STATUSES,
  } = {},
): Person[] {
  const people: Person[] = [];
  for (let n = providers[0]; n <= providers[1]; n++) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    people.push({
      id: `usr-prv-${String(n).padStart(3, '0')}`,
      // Letters without their accents (Ekström → ekstrom), as an address takes them.
      email: `${firstName}.${lastName}.${n}@providers.demo.test`
        .normalize('NFD')
        .replace(/[^A-Za-z0-9.@]/g, '')
        .toLowerCase(),
      firstName,
      lastName,
      role: 'Provider',
      status: n % 13 === 0 ? 'Deactivated' : random.pick(statuses),
      facilityId: null,
      bannerMessage: null,
    });
  }
  for (const [id, name] of facilities) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    people.push({
      id: `usr-staff-${id.slice(4)}`,
      email: `staff@${name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '')}.demo.test`,
      firstName,
      lastName,
      role: 'MedicalFacility',
      status: 'Active',
      facilityId: id,
      bannerMessage: null,
    });
  }
  return people;
}

/** Out of every 20 cases: 2 drafts, 6 available, 6 assigned, 5 signed out, 1 cancelled. */
const STATUS_CYCLE: CaseRecord['status'][] = [
  ...Array<CaseRecord['status']>(2).fill('Draft'),
  ...Array<CaseRecord['status']>(6).fill('Available'),
  ...Array<CaseRecord['status']>(6).fill('Assigned'),
  ...Array<CaseRecord['status']>(5).fill('SignOutCompleted'),
  'Cancelled',
];

type PersonRef = { id: string; name: string };

/** A case's status and the times it reached each stage (null: not reached). */
export interface CaseTimeline {
  status: CaseRecord['status'];
  sentOutAt: number | null;
  assignedAt: number | null;
  signedOutAt: number | null;
  cancelledAt: number | null;
}

/**
 * How a case is drawn: from which facilities, how long before SEED_NOW it was created, its status and stage
 * times, and who worked it. The seed's 400 cases draw theirs below (SEED_CASES); a scale seed's further cases
 * spread over a year, their status following their age (./seed-scale-cases.ts).
 */
export interface CaseDraw {
  facilities: readonly FacilityRow[];
  /** Whole days before SEED_NOW the case was created, [fewest, most]. */
  ageDays: readonly [number, number];
  timeline(random: Random, createdAt: number, index: number): CaseTimeline;
  /** Who works the case (null: nobody yet); drawn after the timeline. */
  provider(random: Random, index: number, timeline: CaseTimeline): PersonRef | null;
}

/**
 * The seed's own cases: the status from the index (STATUS_CYCLE), stage times after it. `providers`: the active
 * providers who work cases, the demo provider first and the provisionally active demo provider second (they see
 * only what is assigned to them, so they get a share too).
 */
function seedCaseDraw(providers: readonly PersonRef[]): CaseDraw {
  return {
    facilities: FACILITIES,
    ageDays: [2, 180],
    timeline(random, createdAt, index) {
      const status = STATUS_CYCLE[index % STATUS_CYCLE.length]!;
      const sentOutAt = status === 'Draft' ? null : createdAt + random.int(1, 48) * 3600_000;
      const assignedAt =
        status === 'Assigned' || status === 'SignOutCompleted'
          ? sentOutAt! + random.int(1, 72) * 3600_000
          : null;
      const signedOutAt = status === 'SignOutCompleted' ? assignedAt! + random.int(4, 96) * 3600_000 : null;
      const cancelledAt =
        status === 'Cancelled' ? (sentOutAt ?? createdAt) + random.int(1, 48) * 3600_000 : null;
      return { status, sentOutAt, assignedAt, signedOutAt, cancelledAt };
    },
    // The demo provider gets every fourth worked case, the provisional one every ninth; the rest are spread.
    provider: (random, index, { assignedAt }) =>
      assignedAt === null
        ? null
        : index % 4 === 0
          ? providers[0]!
          : index % 9 === 0
            ? providers[1]!
            : providers[random.int(2, providers.length - 1)]!,
  };
}

const CASE_TYPES = Object.keys(CASE_PROFILES) as Array<keyof typeof CASE_PROFILES>;

/**
 * A case's priority, from its index and not the random stream (as insurancePayer): in every 80 cases 2 STAT and
 * 6 Rush, on places of STATUS_CYCLE that spread them over Available and Assigned: of the seed's 400,
 * 5 STAT and 10 Rush available and 10 STAT and 20 Rush assigned, so a case sent out now as STAT or Rush is on
 * Available Cases' first page in the worklist order (seed-urgent.ts times them). It was one in twenty STAT,
 * every one of them available (index % 20 === 7), and one in ten Rush: 40 urgent cases ahead of a fresh one.
 */
export function seedPriority(index: number): CaseRecord['priority'] {
  if (index % 80 === 7 || index % 40 === 29) return 'STAT';
  if (index % 40 === 3 || index % 20 === 13) return 'Rush';
  return 'Routine';
}

/**
 * The `index`-th case (caseID case-0001 for 0), drawn as `draw` says; its record id and due time are set
 * afterwards (issueRecordIds, and the seed from the turnaround settings).
 */
export function draftCase(
  random: Random,
  index: number,
  slides: readonly SlideRecord[],
  draw: CaseDraw,
): CaseRecord {
  const [facilityId, facilityName] = draw.facilities[random.int(0, draw.facilities.length - 1)]!;
  const type = random.pick(CASE_TYPES);
  const profile = CASE_PROFILES[type];
  const createdAt =
    SEED_NOW - random.int(draw.ageDays[0], draw.ageDays[1]) * DAY - random.int(0, 86_000) * 1000;
  const caseID = `case-${String(index + 1).padStart(4, '0')}`;
  let imageCursor = index * 3;

  const slidesOfCase: CaseRecord['slides'] = Array.from({ length: random.int(1, 3) }, (_, s) => {
    const specimenID = `${caseID}-S${s + 1}`;
    const subsections = Array.from({ length: random.int(1, 3) }, (_, b) => {
      const stain = b === 0 ? 'H&E' : random.pick(profile.stains);
      const images = slides.length
        ? [slides[imageCursor++ % slides.length]!].map((slide) => ({
            fileName: slide.fileName,
            fileContent: slide.id,
          }))
        : [];
      return {
        id: `${specimenID}-B${b + 1}`,
        displayId: `${String.fromCharCode(65 + s)}${b + 1}`,
        slideType: stain === 'H&E' ? 'H&E' : 'IHC',
        slideCount: 1,
        facilityId: `${String.fromCharCode(65 + s)}${b + 1}`,
        stain,
        isRequested: b > 0 && random.next() < 0.2,
        requireRescan: false,
        requireRescanReason: null,
        slideOrders: [],
        images,
      };
    });
    const collected = new Date(createdAt - random.int(1, 3) * DAY);
    return {
      specimenID,
      facilitySpecimenID: `${String.fromCharCode(65 + s)}`,
      bodysite: random.pick(profile.bodysites),
      subsite: null,
      specimenType: random.pick(profile.specimenTypes),
      totalNumberSlides: subsections.length,
      specimenCollectionDate: collected.toISOString().slice(0, 10),
      collectionTime: `${String(random.int(7, 17)).padStart(2, '0')}:${String(random.pick([0, 15, 30, 45])).padStart(2, '0')}`,
      subsections,
    };
  });

  const timeline = draw.timeline(random, createdAt, index);
  const { status, sentOutAt, assignedAt, signedOutAt, cancelledAt } = timeline;
  const provider = draw.provider(random, index, timeline);
  const diagnosis = signedOutAt === null ? null : random.pick(profile.diagnoses);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const iso = (time: number | null) =>
    time === null ? null : new Date(Math.min(time, SEED_NOW)).toISOString();

  const item = {
    caseID,
    caseRecordId: '',
    status,
    type: { name: type, displayName: CASE_TYPE_LABELS[type] },
    facility: { id: facilityId, name: facilityName },
    createdBy: {
      id: facilityId === 'fac-001' ? 'usr-facility' : `usr-staff-${facilityId.slice(4)}`,
      name: `${facilityName} staff`,
    },
    assignedProvider: provider,
    patientInfo: {
      firstName,
      lastName,
      birthDate: `${random.int(1938, 2008)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      gender: random.pick(['Male', 'Female', 'Other'] as const),
      race: random.pick(RACES),
      mrn: `MRN-${random.int(100000, 999999)}`,
    },
    slides: slidesOfCase,
    clinicalInfo: random.pick(CLINICAL_NOTES),
    primaryDiagnosis: diagnosis,
    finalReport:
      signedOutAt === null || provider === null || diagnosis === null
        ? null
        : seededReport(diagnosis, slidesOfCase.length, iso(signedOutAt)!, provider),
    reportDraft: null,
    billingComponent: random.pick([0, 1, 2, 2, 2] as const),
    caseRelation: random.next() < 0.85 ? 'Standalone' : random.pick(['Parent', 'Child', 'Other'] as const),
    slideDelivery: random.next() < 0.8 ? 'Upload_the_Slide_Images' : 'Mail_the_Slides',
    // From the index, not the random stream, so adding the field left every other seeded value as it was.
    insurancePayer: index % 5 === 4 ? null : INSURANCE_PAYERS[index % INSURANCE_PAYERS.length]!.value,
    createdAt: iso(createdAt)!,
    updatedAt: iso(signedOutAt ?? cancelledAt ?? assignedAt ?? sentOutAt ?? createdAt)!,
    sentOutAt: iso(sentOutAt),
    assignedAt: iso(assignedAt),
    cancelledAt: iso(cancelledAt),
    priority: seedPriority(index),
    // Set by the seed from the turnaround settings (seed.ts).
    dueAt: null,
  } satisfies CaseRecord;
  // The report's billing component is the case's (drawn after the report, so the random stream is unchanged).
  return item.finalReport
    ? { ...item, finalReport: { ...item.finalReport, billingComponent: item.billingComponent } }
    : item;
}

/** The seed's 400 cases (see seedCaseDraw for `providers`). */
export function generateCases(
  random: Random,
  slides: readonly SlideRecord[],
  providers: readonly PersonRef[],
): CaseRecord[] {
  const draw = seedCaseDraw(providers);
  const drafts = Array.from({ length: CASE_COUNT }, (_, index) => draftCase(random, index, slides, draw));

  // The demo provider's first assigned case is the viewer tour: every kind of slide in a fixed order.
  const tour = drafts.find(
    (item) => item.status === 'Assigned' && item.assignedProvider?.id === providers[0]?.id,
  );
  if (tour && slides.length) tour.slides = viewerTourSpecimens(tour.caseID, slides);
  issueRecordIds(drafts);
  return drafts;
}

/** A record id's running part cut off: RCH-2026-0042 → RCH-2026-. */
const recordIdPrefix = (id: string) => id.slice(0, id.lastIndexOf('-') + 1);

/** The highest record id issued under each prefix (facility initials and year) among `ids`. */
export function lastRecordIds(ids: Iterable<string>): Map<string, string> {
  const last = new Map<string, string>();
  const number = (id: string) => Number(id.slice(recordIdPrefix(id).length)) || 0;
  for (const id of ids) {
    const prefix = recordIdPrefix(id);
    const known = last.get(prefix);
    if (known === undefined || number(id) > number(known)) last.set(prefix, id);
  }
  return last;
}

/**
 * Record ids run per facility in order of creation, as a real facility's numbering would: each case's is the next
 * after the last issued under its prefix (`last`: those issued before, updated as ids are issued).
 */
export function issueRecordIds(drafts: readonly CaseRecord[], last = new Map<string, string>()) {
  const byCreation = [...drafts].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const item of byCreation) {
    const at = new Date(item.createdAt);
    const prefix = recordIdPrefix(nextCaseRecordId(item.facility.name, [], at));
    const known = last.get(prefix);
    item.caseRecordId = nextCaseRecordId(item.facility.name, known ? [known] : [], at);
    last.set(prefix, item.caseRecordId);
  }
}

/** Demo slides first, fixtures after: what the viewer tour shows, in order (ids absent here are skipped). */
const TOUR = [
  [
    'A',
    'Core needle biopsy',
    'Breast',
    [
      ['blob-demo-01', 'H&E'],
      ['blob-demo-03', 'H&E'],
    ],
  ],
  [
    'B',
    'Excision',
    'Skin',
    [
      ['blob-mosaic', 'H&E'],
      ['blob-demo-02', 'PAS'],
    ],
  ],
  [
    'C',
    'Reference slides',
    null,
    [
      ['blob-aperio-cmu-1-small-region', 'H&E'],
      ['blob-aperio-jp2k33005-tcga-cr-7395-01a-01-ts1', 'H&E'],
      ['blob-tiff-bigtiff-jpeg2000-34712-cmu-1-small-region-jp2', 'H&E'],
      ['blob-hamamatsu-test3-dapi-2-387', 'DAPI'],
    ],
  ],
  [
    'D',
    'DICOM slides',
    null,
    [
      ['blob-dicom-cmu1-small-region-jpeg', 'H&E'],
      ['blob-dicom-wsi-tcga-xk-aaju-ts1-small-dicom', 'H&E'],
    ],
  ],
] as const;

/**
 * The viewer tour's specimens: two specimens of two blocks each from the demo slides (Deep Zoom, Deep Zoom;
 * the 61,440² mosaic, and a slide without a Deep Zoom copy for the TIFF route), then the reference fixtures
 * (JPEG, JPEG 2000 33005 and 34712, NDPI) and the DICOM fixtures (a three-file series, a single file) when they
 * were prepared. Deterministic, so tests and demos can rely on
 * it; no random draws, so the rest of the seed is unchanged.
 */
export function viewerTourSpecimens(caseID: string, slides: readonly SlideRecord[]): CaseRecord['slides'] {
  const byId = new Map(slides.map((slide) => [slide.id, slide]));
  return TOUR.map(([letter, specimenType, bodysite, blocks], s) => {
    const specimenID = `${caseID}-S${s + 1}`;
    const subsections = blocks
      .filter(([id]) => byId.has(id))
      .map(([id, stain], b) => ({
        id: `${specimenID}-B${b + 1}`,
        displayId: `${letter}${b + 1}`,
        slideType: stain === 'H&E' ? 'H&E' : 'Special stain',
        slideCount: 1,
        facilityId: `${letter}${b + 1}`,
        stain,
        isRequested: false,
        requireRescan: false,
        requireRescanReason: null,
        slideOrders: [],
        images: [{ fileName: byId.get(id)!.fileName, fileContent: id }],
      }));
    return {
      specimenID,
      facilitySpecimenID: letter,
      bodysite,
      subsite: null,
      specimenType,
      totalNumberSlides: subsections.length,
      specimenCollectionDate: '2026-10-01',
      collectionTime: '09:30',
      subsections,
    };
  }).filter((specimen) => specimen.subsections.length > 0);
}

/** A signed-out report as a pathologist writes one (version 1, no addenda). */
function seededReport(
  diagnosis: string,
  specimenCount: number,
  signedOutAt: string,
  signedOutBy: { id: string; name: string },
): NonNullable<CaseRecord['finalReport']> {
  const parts = specimenCount === 1 ? 'one part' : `${specimenCount} parts`;
  return {
    version: 1,
    primaryDiagnosis: diagnosis,
    grossDescription: `Received in formalin in ${parts}, each labelled with the patient's name and site; entirely submitted.`,
    microscopicDescription: `Sections show the features summarised in the diagnosis.`,
    comments: null,
    cptCodes: ['88305'],
    billingComponent: 2,
    signedOutAt,
    signedOutBy,
    // Filled in from the signer's profile once the people are seeded (recordSeededCredentials).
    signerCredentials: { salutation: null, specialty: null, licensedStates: [] },
    addenda: [],
    synoptic: null,
  };
}
