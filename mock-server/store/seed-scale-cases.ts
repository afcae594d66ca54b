/**
 * What a scale seed (./seed-scale.ts) draws beyond the seed's own: its network's size, its further facilities,
 * and how its further cases are drawn (./seed-generate.ts draftCase): created over the year before SEED_NOW,
 * each as far along as its age allows — sent out a day or two after it was created, picked up within three days,
 * signed out within four more — so a case from the spring is signed out with its report and a case from this
 * morning is a Draft. A few are cancelled; of the last month's, a few were never picked up or never signed out
 * (they are the late ones, escalated already).
 */
import type { CaseDraw, CaseTimeline, FacilityRow } from './seed-generate';
import { CASE_COUNT, DAY, SEED_NOW, pad } from './seed-generate';
import { FACILITIES, NETWORK_KINDS, NETWORK_PLACES } from './seed-data';

/** A scale seed adds a facility per this many further cases, and a provider per CASES_PER_PROVIDER. */
export const CASES_PER_FACILITY = 400;
export const CASES_PER_PROVIDER = 150;

/** The network a scale seed of `total` cases adds to the seed's: further cases, facilities, providers. */
export function networkSize(total: number) {
  const cases = Math.max(0, total - CASE_COUNT);
  return {
    cases,
    facilities: Math.ceil(cases / CASES_PER_FACILITY),
    providers: Math.ceil(cases / CASES_PER_PROVIDER),
  };
}

/** A whole number coprime with NETWORK_PLACES × NETWORK_KINDS (500), so consecutive facilities are far apart. */
const STRIDE = 211;
const ROUNDS = ['', ' North', ' South', ' East', ' West', ' Central'];

/**
 * `count` facilities after the seed's (fac-013 on): every place hosts one of each kind ("Tulsa Cancer Center"),
 * taken in a fixed scattered order; past 500 the names go round again with a quarter ("… North"). No random draw.
 */
export function networkFacilities(count: number): FacilityRow[] {
  const combos = NETWORK_PLACES.length * NETWORK_KINDS.length;
  return Array.from({ length: count }, (_, n) => {
    const combo = (n * STRIDE) % combos;
    const [city, state, country] = NETWORK_PLACES[combo % NETWORK_PLACES.length]!;
    const [kind, facilityType, accountType] = NETWORK_KINDS[Math.floor(combo / NETWORK_PLACES.length)]!;
    const round = ROUNDS[Math.floor(n / combos) % ROUNDS.length]!;
    const id = `fac-${pad(FACILITIES.length + n + 1, 3)}`;
    return [id, `${city} ${kind}${round}`, facilityType, accountType, country, state, city] as const;
  });
}

const HOUR = 3_600_000;
/** Of a scale seed's cases: cancelled a day or two after send-out; of the last month's, never picked up or signed. */
const CANCELLED = 0.03;
const NEVER_PICKED_UP = 0.015;
const NEVER_SIGNED = 0.02;
const LATE_WINDOW = 30 * DAY;
/** The share of signed-out cases the demo provider signed (their Completed list has a year of work). */
const DEMO_SHARE = 0.05;

/** A case's stages as far as SEED_NOW allows (see the file's comment). Six draws a case, whatever it becomes. */
function yearTimeline(random: Parameters<CaseDraw['timeline']>[0], createdAt: number): CaseTimeline {
  const sent = createdAt + random.int(1, 48) * HOUR;
  const assigned = sent + random.int(1, 72) * HOUR;
  const signed = assigned + random.int(4, 96) * HOUR;
  const cancelled = sent + random.int(1, 48) * HOUR;
  const fate = random.next();
  const recent = SEED_NOW - createdAt < LATE_WINDOW;
  const reached = (time: number) => time <= SEED_NOW;
  if (fate < CANCELLED && reached(cancelled))
    return {
      status: 'Cancelled',
      sentOutAt: sent,
      assignedAt: null,
      signedOutAt: null,
      cancelledAt: cancelled,
    };
  // How far the case went: all the way, or (a late one) not past send-out or pick-up.
  const stop =
    recent && fate < CANCELLED + NEVER_PICKED_UP
      ? 1
      : recent && fate < CANCELLED + NEVER_PICKED_UP + NEVER_SIGNED
        ? 2
        : 3;
  const stage = !reached(sent)
    ? 0
    : stop < 2 || !reached(assigned)
      ? 1
      : stop < 3 || !reached(signed)
        ? 2
        : 3;
  return {
    status: (['Draft', 'Available', 'Assigned', 'SignOutCompleted'] as const)[stage]!,
    sentOutAt: stage >= 1 ? sent : null,
    assignedAt: stage >= 2 ? assigned : null,
    signedOutAt: stage >= 3 ? signed : null,
    cancelledAt: null,
  };
}

type PersonRef = { id: string; name: string };

/**
 * A scale seed's further cases: from `facilities`, created 0–364 days before SEED_NOW, worked by `workers` (the
 * active generated providers); `demoProvider` signs DEMO_SHARE of the signed-out ones and holds none open, so
 * the demo's caseload is as the seed has it.
 */
export function yearCaseDraw(
  facilities: readonly FacilityRow[],
  workers: readonly PersonRef[],
  demoProvider: PersonRef,
): CaseDraw {
  return {
    facilities,
    ageDays: [0, 364],
    timeline: (random, createdAt) => yearTimeline(random, createdAt),
    provider(random, _index, { status, assignedAt }) {
      if (assignedAt === null) return null;
      const demo = random.next() < DEMO_SHARE;
      const worker = workers[random.int(0, workers.length - 1)]!;
      return demo && status === 'SignOutCompleted' ? demoProvider : worker;
    },
  };
}
