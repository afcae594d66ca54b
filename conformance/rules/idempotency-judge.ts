/**
 * idempotent_replay beyond the same body, the pure part: which operations take an `Idempotency-Key` (the header
 * parameter of that name), what their description promises for the key sent again with another body (the status
 * and the message it quotes), another valid body to send, and the verdicts on both replays. No marker: the
 * contract's header parameter and its words (createCase: "The same key with a different body answers 422 ('This
 * Idempotency-Key was already used for case RCH-2026-0035 with other details. …')") say it all.
 */
import { describeExchange } from '../checks/response';
import type { OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { isRecord } from './extension';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Whether the operation takes an `Idempotency-Key` header. */
export const takesIdempotencyKey = (operation: Pick<OperationInfo, 'parameters'>) =>
  operation.parameters.some(
    (p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase(),
  );

/** What the key sent again with another body answers: a status, and the lead of the message the contract quotes. */
export interface ReuseAnswer {
  status: number;
  /** The quoted message up to its first example value (a word with a digit): every such answer starts so. */
  lead?: string;
}

/**
 * Read from the description's sentence about the same key with a different (other, another) body: its status and
 * its quoted message. Without such a sentence, 422, the IETF httpapi draft's answer to a key reused with another
 * payload.
 */
export function documentedReuse(description: string | undefined): ReuseAnswer {
  const sentence = (description ?? '')
    .split(/\n\s*[-*] |\.\s+(?=[A-Z])/)
    .find((part) => /\b(different|other|another)\s+(body|payload)\b/i.test(part));
  const status = /\b([45]\d\d)\b/.exec(sentence ?? '')?.[1];
  const quoted = /'([^']{8,})'|"([^"]{8,})"/.exec(sentence ?? '');
  const lead = quoted ? messageLead(quoted[1] ?? quoted[2]!) : undefined;
  return { status: status ? Number(status) : 422, ...(lead ? { lead } : {}) };
}

/** A quoted message's words before the first that holds a digit or an ellipsis (an example's own value). */
export function messageLead(message: string): string | undefined {
  const words = message.trim().split(/\s+/);
  const end = words.findIndex((word) => /\d|…|\.\.\./.test(word));
  const lead = (end < 0 ? words : words.slice(0, end))
    .join(' ')
    .replace(/[\s.,;:]+$/, '')
    .trim();
  return lead || undefined;
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** A text field of the body another body may change: its name and bound. */
export interface TextField {
  name: string;
  maxLength?: number;
}

/** Another text for a field, within its bound, never the one it had. */
export function changedText(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  const mark = ' (another request)';
  const room = Math.max(0, Math.min(value.length, maxLength - mark.length));
  const changed = `${value.slice(0, room)}${mark}`.slice(0, maxLength);
  if (changed !== value && changed.length) return changed;
  // A bound too tight for the mark: the last character changed.
  const last = value.at(-1) === 'x' ? 'y' : 'x';
  return `${value.slice(0, Math.max(0, Math.min(value.length, maxLength) - 1))}${last}`;
}

/**
 * The body with the first of `fields` that holds a string changed (one field, nothing else), or undefined when
 * none does.
 */
export function anotherBody(body: unknown, fields: readonly TextField[]): unknown {
  if (!isRecord(body)) return undefined;
  const field = fields.find((f) => typeof body[f.name] === 'string');
  if (!field) return undefined;
  return { ...body, [field.name]: changedText(body[field.name] as string, field.maxLength) };
}

/** The record a list holds, counted before and after a replay (undefined: the contract names no list). */
export interface Counts {
  list: string;
  before?: number;
  after?: number;
}

const countProblem = (counts: Counts | undefined) =>
  counts?.before !== undefined && counts.after !== undefined && counts.after !== counts.before
    ? `${counts.list} counted ${counts.before} before and ${counts.after} after`
    : undefined;

const dataOf = (exchange: Exchange) => {
  const data = (exchange.response?.json as { data?: unknown } | undefined)?.data;
  return isRecord(data) ? data : undefined;
};

/** The id an answer's `data` holds in `field`, as text. */
export function idIn(exchange: Exchange, field: string): string | undefined {
  const value = dataOf(exchange)?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

const limited = (exchange: Exchange) => !exchange.response || exchange.response.status === 429;

/** The same key and body again: the resource the first request made (`firstId`), and no record more in the list. */
export function sameBodyVerdict(
  exchange: Exchange,
  firstId: string,
  idField: string,
  counts?: Counts,
): Verdict {
  if (limited(exchange)) return null;
  const expected = `the resource the first request made (${idField} ${firstId}) and no second record, for the same ${IDEMPOTENCY_HEADER} and body`;
  const status = exchange.response!.status;
  const id = idIn(exchange, idField);
  if (status >= 300 || id !== firstId) {
    const other = status < 300 && id !== undefined ? `, a new resource ${id}` : '';
    return { pass: false, expected, seen: `${describeExchange(exchange)}${other}` };
  }
  const more = countProblem(counts);
  return more ? { pass: false, expected, seen: `${describeExchange(exchange)}; ${more}` } : { pass: true };
}

/** The same key with another body: the documented refusal (status, message), and nothing created. */
export function otherBodyVerdict(exchange: Exchange, documented: ReuseAnswer, counts?: Counts): Verdict {
  if (limited(exchange)) return null;
  const response = exchange.response!;
  const message = (response.json as { message?: unknown } | undefined)?.message;
  const expected =
    `${documented.status}${documented.lead ? ` '${documented.lead} …'` : ''} and nothing created, for the ` +
    `same ${IDEMPOTENCY_HEADER} with another body`;
  const problems = [
    response.status === documented.status ? '' : describeExchange(exchange),
    response.status !== documented.status || !documented.lead
      ? ''
      : typeof message === 'string' && normalised(message).startsWith(normalised(documented.lead))
        ? ''
        : `${response.status} with the message ${JSON.stringify(message ?? null)}`,
    countProblem(counts) ?? '',
  ].filter(Boolean);
  return problems.length ? { pass: false, expected, seen: problems.join('; ') } : { pass: true };
}
