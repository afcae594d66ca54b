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
    const ms = Date.parse(at);
    this.#at.set(row, ms);
    const odd: { id?: string; at?: string } = {};
    if (at.length !== 24 || new Date(ms).toISOString() !== at) odd.at = at;
    if (record.id !== idOf(seq)) odd.id = record.id;
    if (odd.at !== undefined || odd.id !== undefined) this.#odd.set(seq, odd);
    else if (this.#odd.size) this.#odd.delete(seq);
    this.#action.set(row, this.#names.placeOf(record.action));
    this.#outcome.set(row, this.#names.placeOf(record.outcome));
    this.#targetType.set(row, this.#names.placeOf(record.target.type));
    this.#status.set(row, record.status);
    this.#actor.set(row, this.#actorPlace(record.actor));
    const caseId = this.#strings.placeOf(record.caseId);
    const texts = this.#texts;
    texts.caseId.set(row, caseId);
    // A case's records name it twice (target and case): one look-up.
    const targetId = record.target.id;
    texts.targetId.set(row, targetId === record.caseId ? caseId : this.#strings.placeOf(targetId));
    texts.caseRecordId.set(row, this.#strings.placeOf(record.caseRecordId));
    texts.clientAddress.set(row, this.#strings.placeOf(record.clientAddress));
    texts.sessionKey.set(row, this.#strings.placeOf(record.sessionKey));
    texts.attemptedEmail.set(row, this.#strings.placeOf(record.attemptedEmail));
    texts.detail.set(row, this.#strings.placeOf(record.detail));
    texts.dedupeKey.set(row, this.#strings.placeOf(record.dedupeKey));
    this.#length = row + 1;
  }

  /** The record of a row, made now (its actor shared with the other rows'). */
  read(row: number): StoredAuditEvent {
    const seq = this.#seq.get(row);
    const odd = this.#odd.size ? this.#odd.get(seq) : undefined;
    const text = (field: TextField) => this.#strings.value(this.#texts[field].get(row));
    const actor = this.#actor.get(row);
    return {
      id: odd?.id ?? idOf(seq),
      at: odd?.at ?? new Date(this.#at.get(row)).toISOString(),
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
      dedupeKey: text('dedupeKey'),
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
    return this.#strings.value(this.#texts[field].get(row));
  }

  /** A field's value in lower case (made once per value). */
  lower(row: number, field: TextField): string | null {
    return this.#strings.lower(this.#texts[field].get(row));
  }

  /** The row's UTC day (`at`'s first ten characters). */
  day(row: number): string {
    const odd = this.#odd.size ? this.#odd.get(this.#seq.get(row))?.at : undefined;
    if (odd !== undefined) return odd.slice(0, 10);
    const day = Math.floor(this.#at.get(row) / DAY_MS);
    let text = this.#days.get(day);
    if (text === undefined) this.#days.set(day, (text = new Date(day * DAY_MS).toISOString().slice(0, 10)));
    return text;
  }

  /** Removes a row, moving the later ones down (a record the disk refused: nearly always the last). */
  removeAt(row: number) {
    const seq = this.#seq.get(row);
    const last = this.#length;
    for (const column of [
      this.#seq,
      this.#at,
      this.#action,
      this.#outcome,
      this.#targetType,
      this.#status,
      this.#actor,
      ...Object.values(this.#texts),
    ])
      column.removeAt(row, last);
    this.#length = last - 1;
    this.#odd.delete(seq);
    this.#rowOfSeq = null;
  }

  clear() {
    this.#length = 0;
    for (const column of [
      this.#seq,
      this.#at,
      this.#action,
      this.#outcome,
      this.#targetType,
      this.#status,
      this.#actor,
      ...Object.values(this.#texts),
    ])
      column.clear();
    this.#names.clear();
    this.#strings.clear();
    this.#actors.length = 0;
    this.#actorsOfUser.clear();
    this.#odd.clear();
    this.#ascending = true;
    this.#rowOfSeq = null;
  }
}
