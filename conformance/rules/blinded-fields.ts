/**
 * qa_blinding_kept beyond the case itself: `x-blinded-fields` on an operation names the fields its answer withholds
 * from a blinded QA reviewer of the case its path names (listSlideAnnotations: the signer's marks).
 *
 *   x-blinded-fields: { case: caseId, hidden: [events, rulers, patches, updatedBy] }
 *
 * Being that reviewer is a relation to one case, not a role (decision 167), and the answer does not say it; getCase
 * does (`blinded: true`). So the run remembers, per caller, the last getCase answer of each case, and judges each
 * 2xx answer of a marked operation to a caller whom getCase last answered that case blinded: every hidden field
 * absent, null or empty (a list). It sends nothing of its own: the way in that reads the cases of a provider's open
 * QA tasks reads the annotations of a blinded one too (../ways.ts).
 */
import type { OpenApiDoc, OperationInfo } from '../openapi';
import type { Results } from '../results';
import type { Exchange } from '../types';
import { isRecord, operationExtension } from './extension';

const CHECK = 'qa_blinding_kept';
export const BLINDED_FIELDS_EXTENSION = 'x-blinded-fields';
/** The operation whose answer says a caller reads a case blinded, and the field that says it. */
const CASE_READ = 'getCase';

export interface BlindedFields {
  /** The path parameter naming the case. */
  case: string;
  hidden: readonly string[];
}

/** The marker read, or a problem with it (a sentence). */
export function readBlindedFields(raw: unknown): BlindedFields | string {
  const isName = (v: unknown): v is string => typeof v === 'string' && /^\w+$/.test(v);
  if (!isRecord(raw) || !isName(raw.case)) return `${BLINDED_FIELDS_EXTENSION}.case is not a path parameter`;
  const hidden = raw.hidden;
  if (!Array.isArray(hidden) || !hidden.length || !hidden.every(isName))
    return `${BLINDED_FIELDS_EXTENSION}.hidden is not a non-empty list of fields`;
  return { case: raw.case, hidden };
}

/** The hidden fields an answer's data gives (not absent, not null, not an empty list). */
export function givenFields(data: unknown, hidden: readonly string[]): string[] {
  if (!isRecord(data)) return [];
  return hidden.filter((field) => {
    const value = data[field];
    return value != null && !(Array.isArray(value) && value.length === 0);
  });
}

const dataOf = (exchange: Exchange) => (exchange.response?.json as { data?: unknown } | undefined)?.data;

export class BlindedFieldsWatch {
  private readonly marked = new Map<string, BlindedFields>();
  /** `caller case` → whether getCase last answered that caller the case blinded. */
  private readonly blinded = new Map<string, boolean>();

  constructor(doc: OpenApiDoc, operations: readonly OperationInfo[], warnings: string[]) {
    for (const operation of operations) {
      const raw = operationExtension(doc, operation, BLINDED_FIELDS_EXTENSION);
      if (raw === undefined) continue;
      const marker = readBlindedFields(raw);
      if (typeof marker === 'string') warnings.push(`${operation.operationId}: ${marker}`);
      else this.marked.set(operation.operationId, marker);
    }
  }

  observe(results: Results, operation: OperationInfo, exchange: Exchange) {
    const status = exchange.response?.status ?? 0;
    const auth = exchange.request.auth;
    if (status < 200 || status >= 300 || !('role' in auth)) return;
    const caller = auth.role.split('#')[0]!;
    if (operation.operationId === CASE_READ) {
      const data = dataOf(exchange);
      const caseId = exchange.request.pathParams.caseId;
      if (caseId) this.blinded.set(`${caller} ${caseId}`, isRecord(data) && data.blinded === true);
      return;
    }
    const marker = this.marked.get(operation.operationId);
    const caseId = marker && exchange.request.pathParams[marker.case];
    if (!marker || !caseId || !this.blinded.get(`${caller} ${caseId}`) || !results.has(CHECK)) return;
    const given = givenFields(dataOf(exchange), marker.hidden);
    const verdict = given.length
      ? {
          pass: false as const,
          expected: `absent, null or empty to a blinded QA reviewer of ${caseId} (getCase answers it blinded): ${marker.hidden.join(', ')}`,
          seen: `${given.join(', ')} given`,
        }
      : { pass: true as const };
    results.record(operation, CHECK, verdict, exchange);
  }
}
