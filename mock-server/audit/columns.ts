/**
 * The audit trail kept in columns (decision 113): a record is a row, each field a typed array of one number a
 * row, what repeats (the actor, the target's and the case's ids, the address, the session) a place in a table of
 * shared values, the time a number, `id` made from `seq`. ~60 bytes a record where an object of 15 fields took
 * ~325, and no object a record for the collector to walk; a record is made when it is read (`read`).
 *
 * Every record reads back as it was given: a value the columns cannot make again from their numbers (an `at`
 * that is not the ISO form `toISOString` gives, an `id` that is not `aud-` and the padded seq) is kept as given,
 * by its seq. The trail's seqs are unique (../store/indexes.ts `indexTrail` files records by them).
 */
import { Column, SharedStrings, lowerBoundOf } from '../store/columns';
import type { AuditActor, AuditEvent } from './rules';

export type StoredAuditEvent = AuditEvent & {
  seq: number;
  sessionKey: string | null;
  dedupeKey: string | null;
};

/** The fields kept as places in the table of shared strings. */
/** A dedupe key of the form `session:slide` (SlideOpened), or `session:action:consult` (./rules.ts). */
const SLIDE_KEY = -2;
const CONSULT_KEY = -3;

const TEXTS = [
  'targetId',
  'caseId',
  'caseRecordId',
  'clientAddress',
  'sessionKey',
  'attemptedEmail',
  'detail',
  'dedupeKey',
] as const;
export type TextField = (typeof TEXTS)[number];

const DAY_MS = 86_400_000;
const idOf = (seq: number) => `aud-${String(seq).padStart(8, '0')}`;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The digits of `text` from `at` to before `end` as a number, or -1 (a character not a digit). */
function digits(text: string, at: number, end: number): number {
  let value = 0;
  for (let i = at; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The time of an `at` in the form `toISOString` gives (`2026-11-27T08:25:42.000Z`, years 1000–9999), or NaN for
 * any other: read by hand (Date.parse and a toISOString to compare cost ~3 µs a record at a load).
 */
export function canonicalMs(at: string): number {
  if (at.length !== 24 || at[4] !== '-' || at[7] !== '-' || at[10] !== 'T' || at[13] !== ':') return NaN;
  if (at[16] !== ':' || at[19] !== '.' || at[23] !== 'Z') return NaN;
  const year = digits(at, 0, 4);
  const month = digits(at, 5, 7);
  const day = digits(at, 8, 10);
  const hour = digits(at, 11, 13);
  const minute = digits(at, 14, 16);
  const second = digits(at, 17, 19);
  const ms = digits(at, 20, 23);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23) return NaN;
  if (minute < 0 || minute > 59 || second < 0 || second > 59 || ms < 0) return NaN;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!)) return NaN;
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export class AuditRows {
  #length = 0;
  readonly #seq = new Column(Float64Array);
  readonly #at = new Column(Float64Array);
  readonly #action = new Column(Uint16Array);
  readonly #outcome = new Column(Uint16Array);
  readonly #targetType = new Column(Uint16Array);
  readonly #status = new Column(Uint16Array);
  readonly #actor = new Column(Int32Array);
  readonly #texts = Object.fromEntries(TEXTS.map((field) => [field, new Column(Int32Array)])) as Record<
    TextField,
    Column<Int32Array>
  >;
  /** The few values of the action, outcome and target type. */
  readonly #names = new SharedStrings();
  readonly #strings = new SharedStrings();
  readonly #actors: AuditActor[] = [];
  readonly #actorsOfUser = new Map<string, number[]>();
  /** Values the numbers do not make again, by seq. */
  readonly #odd = new Map<number, { id?: string; at?: string }>();
  readonly #days = new Map<number, string>();
  /** Each case's record id (a place by the case's place), as last seen. */
  #recordIdOfCase: number[] = [];
  /** Whether the rows are in ascending seq order (a seq is then found by a binary search). */
  #ascending = true;
  #rowOfSeq: Map<number, number> | null = null;

  get length() {
    return this.#length;
  }

  #actorPlace(actor: AuditActor | null): number {
    if (!actor) return -1;
    let places = this.#actorsOfUser.get(actor.userId);
    if (!places) this.#actorsOfUser.set(actor.userId, (places = []));
    for (const place of places) {
      const known = this.#actors[place]!;
      if (known.name === actor.name && known.email === actor.email && known.role === actor.role) return place;
    }
    const { userId, name, email, role } = actor;
    places.push(this.#actors.length);
    this.#actors.push(Object.freeze({ userId, name, email, role }));
    return this.#actors.length - 1;
  }

  /** Appends a record (already checked) as a row. */
  push(record: StoredAuditEvent) {
    const row = this.#length;
    const { seq, at } = record;
    if (row > 0 && !(seq > this.#seq.get(row - 1))) this.#ascending = false;
    this.#rowOfSeq = null;
    this.#seq.set(row, seq);
    let ms = canonicalMs(at);
    const odd: { id?: string; at?: string } = {};
    if (Number.isNaN(ms)) {
      ms = Date.parse(at);
      odd.at = at;
    }
    this.#at.set(row, ms);
    if (record.id !== idOf(seq)) odd.id = record.id;
    if (odd.at !== undefined || odd.id !== undefined) this.#odd.set(seq, odd);
    else if (this.#odd.size) this.#odd.delete(seq);
    this.#action.set(row, this.#names.placeOf(record.action));
    this.#outcome.set(row, this.#names.placeOf(record.outcome));
    this.#targetType.set(row, this.#names.placeOf(record.target.type));
    this.#status.set(row, record.status);
    this.#actor.set(row, this.#actorPlace(record.actor));
    const strings = this.#strings;
    const caseId = strings.placeOf(record.caseId);
    const texts = this.#texts;
    texts.caseId.set(row, caseId);
    // A case's records name it twice (target and case) and its record id: one look-up (a Map's look-up of a
    // freshly parsed string hashes it: the load's largest cost after the parse).
    const targetId = record.target.id;
    texts.targetId.set(row, targetId === record.caseId ? caseId : strings.placeOf(targetId));
    texts.caseRecordId.set(row, this.#caseRecordPlace(caseId, record.caseRecordId));
    texts.clientAddress.set(row, strings.placeOf(record.clientAddress));
    texts.sessionKey.set(row, strings.placeOf(record.sessionKey));
    texts.attemptedEmail.set(row, strings.placeOf(record.attemptedEmail));
    texts.detail.set(row, strings.placeOf(record.detail));
    texts.dedupeKey.set(row, this.#dedupePlace(record));
    this.#length = row + 1;
  }

  /** The place of a case's record id, found by its case's (the last one seen with it) when they are the same. */
  #caseRecordPlace(casePlace: number, caseRecordId: string | null): number {
    if (casePlace < 0 || caseRecordId === null) return this.#strings.placeOf(caseRecordId);
    const known = this.#recordIdOfCase[casePlace];
    if (known !== undefined && this.#strings.value(known) === caseRecordId) return known;
    return (this.#recordIdOfCase[casePlace] = this.#strings.placeOf(caseRecordId));
  }

  /**
   * The once-per-session key, nearly always one of the two forms the rule makes of the record's own fields
   * (./rules.ts `dedupeKeyOf`): kept as which form (no table of a key per session and slide), else as a place.
   */
  #dedupePlace({ dedupeKey, sessionKey, action, target, caseId }: StoredAuditEvent): number {
    if (dedupeKey === null) return -1;
    if (sessionKey !== null) {
      if (dedupeKey === `${sessionKey}:${target.id ?? ''}`) return SLIDE_KEY;
      if (dedupeKey === `${sessionKey}:${action}:${target.id ?? `case ${caseId ?? ''}`}`) return CONSULT_KEY;
    }
    return this.#strings.placeOf(dedupeKey);
  }

  #dedupeKey(row: number): string | null {
    const place = this.#texts.dedupeKey.get(row);
    if (place !== SLIDE_KEY && place !== CONSULT_KEY) return this.#strings.value(place);
    const session = this.text(row, 'sessionKey');
    const target = this.text(row, 'targetId');
    if (place === SLIDE_KEY) return `${session}:${target ?? ''}`;
    return `${session}:${this.action(row)}:${target ?? `case ${this.text(row, 'caseId') ?? ''}`}`;
  }

  /** `at` as toISOString gives it, made from the day's text (kept per day) and the time of day. */
  #isoOf(ms: number): string {
    const day = Math.floor(ms / DAY_MS);
    let rest = ms - day * DAY_MS;
    const millis = rest % 1000;
    rest = (rest - millis) / 1000;
    const second = rest % 60;
    rest = (rest - second) / 60;
    const minute = rest % 60;
    const hour = (rest - minute) / 60;
    return `${this.#dayText(day)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.${pad(millis, 3)}Z`;
  }

  #dayText(day: number): string {
    let text = this.#days.get(day);
    if (text === undefined) this.#days.set(day, (text = new Date(day * DAY_MS).toISOString().slice(0, 10)));
    return text;
  }

  /** The record of a row, made now (its actor shared with the other rows'). */
  read(row: number): StoredAuditEvent {
    const seq = this.#seq.get(row);
    const odd = this.#odd.size ? this.#odd.get(seq) : undefined;
    const text = (field: TextField) => this.#strings.value(this.#texts[field].get(row));
    const actor = this.#actor.get(row);
    return {
      id: odd?.id ?? idOf(seq),
      at: odd?.at ?? this.#isoOf(this.#at.get(row)),
      actor: actor < 0 ? null : this.#actors[actor]!,
      attemptedEmail: text('attemptedEmail'),
      action: this.#names.value(this.#action.get(row)) as AuditEvent['action'],
      target: {
        type: this.#names.value(this.#targetType.get(row)) as AuditEvent['target']['type'],
        id: text('targetId'),
      },
      caseId: text('caseId'),
      caseRecordId: text('caseRecordId'),
      outcome: this.#names.value(this.#outcome.get(row)) as AuditEvent['outcome'],
      status: this.#status.get(row),
      clientAddress: text('clientAddress')!,
      detail: text('detail'),
      seq,
      sessionKey: text('sessionKey'),
      dedupeKey: this.#dedupeKey(row),
    };
  }

  seqAt(row: number): number {
    return this.#seq.get(row);
  }

  /** Every row's seq in row order, as a view (valid until the next write). */
  seqs(): Float64Array {
    return this.#seq.view(this.#length);
  }

  get ascending() {
    return this.#ascending;
  }

  /** The row holding `seq`, or -1. */
  rowOf(seq: number): number {
    if (this.#ascending) {
      const row = lowerBoundOf(this.seqs(), this.#length, seq);
      return row < this.#length && this.#seq.get(row) === seq ? row : -1;
    }
    if (!this.#rowOfSeq) {
      this.#rowOfSeq = new Map();
      for (let row = 0; row < this.#length; row++) this.#rowOfSeq.set(this.#seq.get(row), row);
    }
    return this.#rowOfSeq.get(seq) ?? -1;
  }

  action(row: number): string {
    return this.#names.value(this.#action.get(row))!;
  }

  outcome(row: number): string {
    return this.#names.value(this.#outcome.get(row))!;
  }

  /** The place of the row's actor (-1: none): rows with equal actors share it. */
  actorPlace(row: number): number {
    return this.#actor.get(row);
  }

  text(row: number, field: TextField): string | null {
    if (field === 'dedupeKey') return this.#dedupeKey(row);
    return this.#strings.value(this.#texts[field].get(row));
  }

  /** A field's value in lower case (made once per value; not the dedupe key). */
  lower(row: number, field: Exclude<TextField, 'dedupeKey'>): string | null {
    return this.#strings.lower(this.#texts[field].get(row));
  }

  /** The row's UTC day (`at`'s first ten characters). */
  day(row: number): string {
    const odd = this.#odd.size ? this.#odd.get(this.#seq.get(row))?.at : undefined;
    if (odd !== undefined) return odd.slice(0, 10);
    return this.#dayText(Math.floor(this.#at.get(row) / DAY_MS));
  }

  /** Every column of a row, for what moves or empties them all. */
  #columns() {
    return [
      this.#seq,
      this.#at,
      this.#action,
      this.#outcome,
      this.#targetType,
      this.#status,
      this.#actor,
      ...Object.values(this.#texts),
    ];
  }

  /** Removes a row, moving the later ones down (a record the disk refused: nearly always the last). */
  removeAt(row: number) {
    const seq = this.#seq.get(row);
    const last = this.#length;
    for (const column of this.#columns()) column.removeAt(row, last);
    this.#length = last - 1;
    this.#odd.delete(seq);
    this.#rowOfSeq = null;
  }

  clear() {
    this.#length = 0;
    for (const column of this.#columns()) column.clear();
    this.#names.clear();
    this.#strings.clear();
    this.#actors.length = 0;
    this.#actorsOfUser.clear();
    this.#recordIdOfCase = [];
    this.#odd.clear();
    this.#ascending = true;
    this.#rowOfSeq = null;
  }
}
