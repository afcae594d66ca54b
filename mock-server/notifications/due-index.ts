/**
 * The index of due times the escalation sweep reads (docs/notifications.md): the open cases ordered by
 * the next moment one of them needs a look, so a sweep touches only the cases that may have fallen due instead of
 * every case. It narrows the candidates and nothing else: what is sent is still the pure rule's answer
 * (`escalationsDue`, ./escalation.ts) for them, so the index sends exactly what a full scan would.
 *
 * A case's next look is the start of the first tier it may escalate in whose key is not sent yet: its AtRisk
 * moment (while the AtRisk key is unsent and its due time is still ahead of the last look), its due time (while
 * the Overdue key is unsent and its Late moment still ahead) or its Late moment (while the Late key is unsent). A write of the case, or an escalation of it deleted, schedules it from scratch. The
 * moments depend on the holidays, so other holidays re-index every case; so does a clock that went back (a reset
 * QA clock), since a state skipped over can then come round again. Kept in memory, rebuilt from the database.
 */
import {
  escalationKey,
  escalationMoments,
  escalationsDue,
  isOpen,
  lateMoment,
  type EscalatableCase,
  type EscalatedState,
  type Escalation,
  type EscalationInput,
} from './escalation';

interface Entry {
  at: number;
  caseID: string;
}

/** A binary min-heap of looks by time; an entry no longer the case's current look is skipped when it surfaces. */
class LookHeap {
  entries: Entry[] = [];
  push(entry: Entry) {
    const heap = this.entries;
    heap.push(entry);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.at <= heap[i]!.at) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  }
  peek = () => this.entries[0];
  pop(): Entry | undefined {
    const heap = this.entries;
    const top = heap[0];
    const last = heap.pop();
    if (!heap.length || !last) return top;
    heap[0] = last;
    for (let i = 0; ;) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let least = i;
      if (l < heap.length && heap[l]!.at < heap[least]!.at) least = l;
      if (r < heap.length && heap[r]!.at < heap[least]!.at) least = r;
      if (least === i) break;
      [heap[least], heap[i]] = [heap[i]!, heap[least]!];
      i = least;
    }
    return top;
  }
}

const holidaysKey = (holidays: ReadonlySet<string>) => [...holidays].sort().join(',');

export class EscalationSchedule {
  #cases = new Map<string, EscalatableCase>();
  /** Each scheduled case's current look (ms). */
  #looks = new Map<string, number>();
  #heap = new LookHeap();
  #holidays: ReadonlySet<string> = new Set();
  #holidaysKey = '';
  #lastNow = -Infinity;

  /** `isSent(key)`: whether the escalation of that key was sent (the escalations recorded). */
  constructor(private readonly isSent: (key: string) => boolean) {}

  get size() {
    return this.#cases.size;
  }

  /**
   * Before a sweep at `now` (and before the writes since the last are applied, so they are indexed once): other
   * holidays, or a clock gone back since the last sweep, re-index every case.
   */
  prepare(now: Date, holidays: ReadonlySet<string>) {
    const key = holidaysKey(holidays);
    const wentBack = now.getTime() < this.#lastNow;
    this.#lastNow = now.getTime();
    if (key !== this.#holidaysKey || wentBack) {
      this.#holidays = holidays;
      this.#holidaysKey = key;
      this.#reindex();
    }
  }

  /** A case written (or its escalation deleted): scheduled from scratch; one that never escalates is dropped. */
  set(item: EscalatableCase) {
    if (!isOpen(item) || !item.sentOutAt || !item.dueAt) return this.delete(item.caseID);
    this.#cases.set(item.caseID, item);
    this.#schedule(item, this.#lastNow);
  }

  /** Every case forgotten (the cases are indexed again). */
  clear() {
    this.#cases.clear();
    this.#looks.clear();
    this.#heap = new LookHeap();
  }

  delete(caseID: string) {
    this.#cases.delete(caseID);
    this.#looks.delete(caseID);
  }

  /**
   * The escalations due at `now` and not sent: `escalationsDue` over the cases whose look has come. Each is
   * scheduled again as if what is answered were sent (the caller sends it; a write marks a case to look at again).
   */
  due(
    now: Date,
    holidays: ReadonlySet<string>,
    admins: readonly string[],
    facilityUsers: EscalationInput['facilityUsers'],
  ): Escalation[] {
    this.prepare(now, holidays);
    const candidates: EscalatableCase[] = [];
    for (let top = this.#heap.peek(); top && top.at <= now.getTime(); top = this.#heap.peek()) {
      this.#heap.pop();
      if (this.#looks.get(top.caseID) !== top.at) continue;
      this.#looks.delete(top.caseID);
      candidates.push(this.#cases.get(top.caseID)!);
    }
    const due = escalationsDue({
      cases: candidates,
      sent: { has: this.isSent },
      admins,
      facilityUsers,
      now,
      holidays,
    });
    const answered = new Set(due.map((e) => e.key));
    for (const item of candidates) this.#schedule(item, now.getTime(), answered);
    if (this.#heap.entries.length > 2 * this.#looks.size + 64) this.#compact();
    return due;
  }

  /**
   * When a case needs its next look, for the sweeps from `after` on (an earlier one comes only after a re-index),
   * the keys in `answered` counted as sent; null: never. Its AtRisk moment is worked out only while still ahead.
   */
  #nextLook(item: EscalatableCase, after: number, answered?: ReadonlySet<string>): number | null {
    const unsent = (state: EscalatedState) => {
      const key = escalationKey(item.caseID, state, item.dueAt!);
      return !answered?.has(key) && !this.isSent(key);
    };
    const overdue = Date.parse(item.dueAt!);
    // Each tier lasts until the next begins: one ended before every sweep to come, or told, needs no look. The
    // AtRisk moment is worked out only while still ahead, the Late one only once overdue is.
    if (overdue > after && unsent('AtRisk')) {
      const moments = escalationMoments(item, this.#holidays);
      if (moments && moments.atRisk < moments.overdue) return moments.atRisk;
    }
    const late = lateMoment(item.dueAt!, this.#holidays);
    if (late > after && unsent('Overdue')) return overdue;
    return unsent('Late') ? late : null;
  }

  #schedule(item: EscalatableCase, after: number, answered?: ReadonlySet<string>) {
    const at = this.#nextLook(item, after, answered);
    if (at === null) return void this.#looks.delete(item.caseID);
    if (this.#looks.get(item.caseID) === at) return;
    this.#looks.set(item.caseID, at);
    this.#heap.push({ at, caseID: item.caseID });
  }

  #reindex() {
    this.#looks.clear();
    this.#heap = new LookHeap();
    for (const item of this.#cases.values()) this.#schedule(item, this.#lastNow);
  }

  #compact() {
    const entries = [...this.#looks].map(([caseID, at]) => ({ at, caseID }));
    this.#heap = new LookHeap();
    for (const entry of entries.sort((a, b) => a.at - b.at)) this.#heap.entries.push(entry);
  }
}
