/**
 * success_reached: every operation of the run answers 2xx to at least one of its requests, so its success answer
 * is judged (schema, headers, read-back, links). Without it an operation only ever sent made-up ids (a 404 is a
 * correct answer to those) passes every check while its success was never seen: a new operation would be green by
 * default. An operation no request reached fails, unless
 * - the contract says why no run can reach it (`x-conformance-unreachable: <why>` on the operation; an operation
 *   nothing in the run seeks must have one: ../reach.ts), or
 * - the run chose not to seek its success, and said why under NOT SENT (a read-only run, an e-mailed code without
 *   --mock-token, an irreversible request to a record the run did not make, a seeded record used up; or no role
 *   of the run may call it). A way in stopped by an answer, or a sequence the server refused, excuses nothing,
 * and then the check is skipped with that reason, which the report shows.
 */
import type { OpenApiDoc, OperationInfo } from '../openapi';
import type { Results } from '../results';
import { operationExtension } from './extension';

const CHECK = 'success_reached';

/** The contract's reason no run can reach the operation's success, trimmed; undefined when it gives none. */
export function unreachableReason(doc: OpenApiDoc, operation: OperationInfo): string | undefined {
  const marked = operationExtension(doc, operation, 'x-conformance-unreachable');
  return typeof marked === 'string' && marked.trim() ? marked.trim() : undefined;
}

/** Why the operation may go unreached: the contract's word, or the run's own; undefined when nothing excuses it. */
function excuseOf(results: Results, doc: OpenApiDoc, operation: OperationInfo): string | undefined {
  const marked = unreachableReason(doc, operation);
  if (marked) return `the contract: ${marked}`;
  const withheld = results.withheld.get(operation.operationId);
  if (withheld) return `not sent: ${withheld}`;
  const valid = results.operations.get(operation.operationId)?.checks.positive_data_acceptance;
  if (valid?.skipped && valid.passed + valid.failed === 0) return valid.skipped;
  return undefined;
}

/** Judges each operation of the run by whether any answer to it was a 2xx (before results.finish). */
export function judgeSuccessReached(results: Results, doc: OpenApiDoc, operations: readonly OperationInfo[]) {
  if (!results.has(CHECK)) return;
  for (const operation of operations) {
    const result = results.operations.get(operation.operationId);
    if (!result) continue;
    const statuses = Object.entries(result.statuses);
    if (statuses.some(([status]) => status.startsWith('2'))) {
      results.judgeOperation(operation, CHECK, { pass: true });
      continue;
    }
    const excuse = excuseOf(results, doc, operation);
    if (excuse) {
      results.skip(operation.operationId, CHECK, excuse);
      continue;
    }
    results.judgeOperation(operation, CHECK, {
      pass: false,
      expected:
        'a 2xx answer to at least one request of the run (else x-conformance-unreachable: <why> on the operation)',
      seen: statuses.length
        ? `only ${statuses.map(([status, count]) => `${status} ×${count}`).join(', ')}`
        : 'no request sent',
    });
  }
}
