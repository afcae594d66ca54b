/**
 * idempotent_replay while the first request with a key is still being processed, the pure part: what the
 * contract promises then (the description's sentence about it, createCase's "The same key while the first request
 * with it is still being processed answers 409", and the message the answer of that status quotes), and the
 * verdict on two requests sent at once with one fresh key and one body. Each answer is the one record or that
 * refusal, never two records: whether the two overlapped is the server's timing, so either outcome passes and
 * only a second record (two ids, or the list grown by more than one) fails.
 */
import { describeExchange } from '../checks/response';
import type { OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { IDEMPOTENCY_HEADER, idIn, messageLead, type Counts } from './idempotency-judge';

/** What a request answers while another with its key is in flight: a status, and its message (whole, or its lead and '…'). */
export interface InFlightAnswer {
  status: number;
  lead?: string;
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The quoted message (or its lead, up to '…'), compared without case, spacing or the ellipsis. */
const startsLike = (message: string, quoted: string) =>
  normalised(message).startsWith(normalised(quoted.replace(/\s*…$/, '')));

const IN_FLIGHT = /\b(still being processed|in flight|in progress|still running)\b/i;

/**
 * Read from the description's sentence about a request with the key still being processed (its status, 409 when
 * it names none), the message from that status's example answer; undefined when the description says nothing of
 * it (the pair is not sent: the contract promises nothing to hold a server to).
 */
export function documentedInFlight(
  description: string | undefined,
  responses: OperationInfo['responses'],
): InFlightAnswer | undefined {
  const sentence = (description ?? '')
    .split(/\n\s*[-*] |\.\s+(?=[A-Z])/)
    .find((part) => IN_FLIGHT.test(part));
  if (!sentence) return undefined;
  const status = Number(/\b([45]\d\d)\b/.exec(sentence)?.[1] ?? 409);
  const content = responses[String(status)]?.response.content ?? {};
  const message = Object.values(content)
    .map((media) => (media.example as { message?: unknown } | undefined)?.message)
    .find((m): m is string => typeof m === 'string');
  const lead = message ? messageLead(message) : undefined;
  if (!lead) return { status };
  // A message with no example value in it is quoted whole; one cut at its first example value ends in '…'.
  return {
    status,
    lead: normalised(message!).replace(/[\s.,;:]+$/, '') === normalised(lead) ? message! : `${lead} …`,
  };
}

/** What is wrong with one of the pair's answers, or '' when it is the record or the documented refusal. */
function answerProblem(exchange: Exchange, documented: InFlightAnswer, idField: string): string {
  const response = exchange.response!;
  if (response.status < 300) return idIn(exchange, idField) === undefined ? describeExchange(exchange) : '';
  if (response.status !== documented.status) return describeExchange(exchange);
  const message = (response.json as { message?: unknown } | undefined)?.message;
  if (!documented.lead || (typeof message === 'string' && startsLike(message, documented.lead))) return '';
  return `${response.status} with the message ${JSON.stringify(message ?? null)}`;
}

/**
 * The pair's verdict and the answer to show with it (the first that is wrong, else the second): each answer a
 * 2xx with the record or the documented refusal, every 2xx the same record, at least one 2xx, and the list (when
 * the contract names one) grown by exactly one.
 */
export function concurrentVerdict(
  pair: readonly [Exchange, Exchange],
  documented: InFlightAnswer,
  idField: string,
  counts?: Counts,
): { verdict: Verdict; shown: Exchange } {
  const limited = pair.find((e) => !e.response || e.response.status === 429);
  if (limited) return { verdict: null, shown: limited };
  const refusal = `${documented.status}${documented.lead ? ` '${documented.lead}'` : ''}`;
  const expected =
    `each answer the one resource made or ${refusal}, and exactly one record more, for two requests at once ` +
    `with the same ${IDEMPOTENCY_HEADER} and body`;
  const problems = pair.map((exchange) => answerProblem(exchange, documented, idField));
  const wrong = problems.findIndex(Boolean);
  const ids = [...new Set(pair.map((e) => (e.response!.status < 300 ? idIn(e, idField) : undefined)))].filter(
    (id): id is string => id !== undefined,
  );
  const seen = [
    ...problems.filter(Boolean),
    ids.length > 1 ? `two resources made: ${idField} ${ids.join(' and ')}` : '',
    ids.length === 0 && wrong < 0
      ? `no resource made: ${pair.map((e) => e.response!.status).join(' and ')}`
      : '',
    counts?.before !== undefined && counts.after !== undefined && counts.after - counts.before !== 1
      ? `${counts.list} counted ${counts.before} before and ${counts.after} after`
      : '',
  ].filter(Boolean);
  const shown = pair[wrong < 0 ? 1 : wrong]!;
  return seen.length
    ? { verdict: { pass: false, expected, seen: seen.join('; ') }, shown }
    : { verdict: { pass: true }, shown };
}
