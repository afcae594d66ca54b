/**
 * The QA report's index (decision 108): what getQualityReport reads instead of a look at every sample,
 * its case and its QA task per request. Each sample's facts (its state, and once graded its signer, case type,
 * grade and day) are kept; from them, the open samples in the report's order (a page is a slice), the graded
 * reviews as running counts per UTC day and (signer, case type) (the agreement of a period adds up its days,
 * not its reviews) and the major discordances newest first (a period's page is a slice: decision 114).
 *
 * Brought up to date when read from the keys written since (./report-store.ts): a sample written, the QA task
 * of a sample written (its grade and status make the state), a case of a sample written (its type). A read costs
 * the writes since the last one, the days of the period and the page; the first read, and any after a `clear()`
 * of one of the three collections, builds it from every sample. It also answers a case's samples (blinding).
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { NO_REVIEWS, percentOf, type AgreementRow, type GradedReview } from '../../contracts/quality';
import { insertSorted, lowerBound, removeSorted } from '../store/indexes';

type QaState = z.input<typeof schemas.zQaSample>['state'];

/** What the index reads of a sample, its QA task and its case. */
export interface SampleFacts {
  id: string;
  caseId: string;
  taskId: string | null;
  sampledAt: string;
  signer: { id: string; name: string };
}
export interface TaskFacts {
  status: string;
  qaReview?: { grade: GradedReview['grade']; reviewedAt: string } | null;
}
export interface CaseFacts {
  type: { name: string; displayName: string };
}

export interface ReportSource {
  samples(): Iterable<SampleFacts>;
  sample(id: string): SampleFacts | undefined;
  task(id: string): TaskFacts | undefined;
  caseOf(id: string): CaseFacts | undefined;
}

/** The keys written since the last `take()`; `rebuild`: build again from every sample (the first take). */
export interface Changes {
  take(): { rebuild: boolean; keys: Iterable<string> };
}

/** The writes since the last read, by collection. */
export interface ReportChanges {
  samples: Changes;
  tasks: Changes;
  cases: Changes;
}

/** A sample's state from its QA task: none yet, graded, cancelled or open (as the report has always said). */
export const stateOf = (task: TaskFacts | undefined): QaState =>
  !task ? 'Unassigned' : task.qaReview ? 'Graded' : task.status === 'Cancelled' ? 'Cancelled' : 'Open';

interface Kept {
  id: string;
  caseId: string;
  taskId: string | null;
  sampledAt: string;
  /** Not graded yet (Unassigned or Open): listed in `open`. */
  open: boolean;
  unassigned: boolean;
  review: GradedReview | null;
}

/** The report's order of the open samples: the unassigned first, then the oldest, then by id. */
export const openOrder = (a: Kept, b: Kept) =>
  Number(!a.unassigned) - Number(!b.unassigned) ||
  (a.sampledAt < b.sampledAt ? -1 : a.sampledAt > b.sampledAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The discordances' order: the newest grade first, then by id. */
const majorOrder = (a: Kept, b: Kept) => {
  const [x, y] = [a.review!.gradedAt, b.review!.gradedAt];
  return x > y ? -1 : x < y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

interface Tally {
  signerId: string;
  signerName: string;
  caseType: string;
  caseTypeLabel: string;
  agree: number;
  minor: number;
  major: number;
}

const TALLY_KEY = (r: GradedReview) => `${r.signerId}\u0000${r.caseType}`;
const dayOf = (at: string) => at.slice(0, 10);

/** Rows as contracts/quality.ts's agreementFigures gives them (by label, then key), from summed counts. */
function rowsOf(sums: Map<string, AgreementRow>): AgreementRow[] {
  return [...sums.values()]
    .map((row) => ({ ...row, agreePercent: percentOf(row.agree, row.reviews) }))
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : a.key < b.key ? -1 : 1));
}

function addTo(sums: Map<string, AgreementRow>, key: string, label: string, tally: Tally) {
  const row = sums.get(key) ?? { key, label, reviews: 0, agree: 0, minor: 0, major: 0, agreePercent: null };
  row.agree += tally.agree;
  row.minor += tally.minor;
  row.major += tally.major;
  row.reviews += tally.agree + tally.minor + tally.major;
  sums.set(key, row);
}

export class QaReportIndex {
  #kept = new Map<string, Kept>();
  #byTask = new Map<string, Set<string>>();
  #byCase = new Map<string, Set<string>>();
  #open: Kept[] = [];
  #majors: Kept[] = [];
  /** The graded reviews' counts per UTC day, then per signer and case type; the days in order. */
  #days = new Map<string, Map<string, Tally>>();
  #dayOrder: string[] = [];

  constructor(
    private readonly source: ReportSource,
    private readonly changes: ReportChanges,
  ) {}

  /** Brings the index up to date with the writes since the last read. */
  refresh() {
    const samples = this.changes.samples.take();
    const tasks = this.changes.tasks.take();
    const cases = this.changes.cases.take();
    if (samples.rebuild || tasks.rebuild || cases.rebuild) return this.#rebuild();
    const touched = new Set<string>(samples.keys);
    for (const id of tasks.keys) for (const sample of this.#byTask.get(id) ?? []) touched.add(sample);
    for (const id of cases.keys) for (const sample of this.#byCase.get(id) ?? []) touched.add(sample);
    for (const id of touched) this.#file(id);
  }

  #rebuild() {
    this.#kept.clear();
    this.#byTask.clear();
    this.#byCase.clear();
    this.#open = [];
    this.#majors = [];
    this.#days.clear();
    this.#dayOrder = [];
    for (const sample of this.source.samples()) this.#file(sample.id, sample);
  }

  /** Files a sample again from what the source holds now (gone: forgotten). */
  #file(id: string, sample = this.source.sample(id)) {
    const before = this.#kept.get(id);
    if (before) this.#unfile(before);
    if (!sample) return;
    const item = this.source.caseOf(sample.caseId);
    const task = sample.taskId ? this.source.task(sample.taskId) : undefined;
    const state = stateOf(task);
    const review = item && task?.qaReview;
    const kept: Kept = {
      id,
      caseId: sample.caseId,
      taskId: sample.taskId,
      sampledAt: sample.sampledAt,
      open: Boolean(item) && (state === 'Unassigned' || state === 'Open'),
      unassigned: state === 'Unassigned',
      review: review
        ? {
            signerId: sample.signer.id,
            signerName: sample.signer.name,
            caseType: item.type.name as GradedReview['caseType'],
            caseTypeLabel: item.type.displayName,
            grade: review.grade,
            gradedAt: review.reviewedAt,
          }
        : null,
    };
    this.#kept.set(id, kept);
    link(this.#byCase, kept.caseId, id);
    if (kept.taskId) link(this.#byTask, kept.taskId, id);
    if (kept.open) insertSorted(this.#open, kept, openOrder);
    if (kept.review) {
      this.#count(kept.review, 1);
      if (kept.review.grade === 'MajorDiscrepancy') insertSorted(this.#majors, kept, majorOrder);
    }
  }

  #unfile(kept: Kept) {
    this.#kept.delete(kept.id);
    unlink(this.#byCase, kept.caseId, kept.id);
    if (kept.taskId) unlink(this.#byTask, kept.taskId, kept.id);
    if (kept.open) removeSorted(this.#open, kept, openOrder);
    if (kept.review) {
      this.#count(kept.review, -1);
      if (kept.review.grade === 'MajorDiscrepancy') removeSorted(this.#majors, kept, majorOrder);
    }
  }

  #count(review: GradedReview, sign: 1 | -1) {
    const day = dayOf(review.gradedAt);
    let tallies = this.#days.get(day);
    if (!tallies) {
      this.#days.set(day, (tallies = new Map()));
      insertSorted(this.#dayOrder, day, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
    }
    const key = TALLY_KEY(review);
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        signerId: review.signerId,
        signerName: review.signerName,
        caseType: review.caseType,
        caseTypeLabel: review.caseTypeLabel,
        agree: 0,
        minor: 0,
        major: 0,
      };
      tallies.set(key, tally);
    }
    const grade =
      review.grade === 'Agree' ? 'agree' : review.grade === 'MinorDiscrepancy' ? 'minor' : 'major';
    tally[grade] += sign;
    if (tally.agree + tally.minor + tally.major > 0) return;
    tallies.delete(key);
    if (tallies.size) return;
    this.#days.delete(day);
    removeSorted(this.#dayOrder, day, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Agreement in total, by signer and by case type over the reviews graded from `from` to `to` (UTC days). */
  agreement(from: string, to: string) {
    const bySigner = new Map<string, AgreementRow>();
    const byType = new Map<string, AgreementRow>();
    const total = new Map<string, AgreementRow>();
    const first = lowerBound(this.#dayOrder, (day) => day < from);
    for (let i = first; i < this.#dayOrder.length && this.#dayOrder[i]! <= to; i++) {
      for (const tally of this.#days.get(this.#dayOrder[i]!)!.values()) {
        addTo(bySigner, tally.signerId, tally.signerName, tally);
        addTo(byType, tally.caseType, tally.caseTypeLabel, tally);
        addTo(total, 'all', 'All reviews', tally);
      }
    }
    const [all] = rowsOf(total);
    return {
      byProvider: rowsOf(bySigner),
      byCaseType: rowsOf(byType),
      total: all ?? NO_REVIEWS,
    };
  }

  /** The ids of a case's samples (as of the last refresh). */
  samplesOf(caseId: string): readonly string[] {
    return [...(this.#byCase.get(caseId) ?? [])];
  }

  /** One page of the open samples' ids, in the report's order, with their count. */
  openPage(page: number, pageSize: number) {
    const start = (page - 1) * pageSize;
    return {
      ids: this.#open.slice(start, start + pageSize).map((kept) => kept.id),
      total: this.#open.length,
      totalPages: Math.ceil(this.#open.length / pageSize),
    };
  }

  /**
   * One page of the ids of the major discordances graded from `from` to `to`, newest first, with their count
   * (decision 114): the period's ends found by halving the list (newest first), the page a slice of it.
   */
  majorsPage(from: string, to: string, page: number, pageSize: number) {
    const gradedDay = (kept: Kept) => dayOf(kept.review!.gradedAt);
    const first = lowerBound(this.#majors, (kept) => gradedDay(kept) > to);
    const end = Math.max(
      first,
      lowerBound(this.#majors, (kept) => gradedDay(kept) >= from),
    );
    const total = end - first;
    const start = first + (page - 1) * pageSize;
    return {
      ids: this.#majors.slice(Math.min(start, end), Math.min(start + pageSize, end)).map((kept) => kept.id),
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }
}

function link(map: Map<string, Set<string>>, key: string, id: string) {
  const set = map.get(key);
  if (set) set.add(id);
  else map.set(key, new Set([id]));
}

function unlink(map: Map<string, Set<string>>, key: string, id: string) {
  const set = map.get(key);
  if (!set) return;
  set.delete(id);
  if (!set.size) map.delete(key);
}
