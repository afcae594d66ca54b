/**
 * One request per operation that names a resource in its path, with ids the server never handed out (generated
 * from the parameters' schemas instead of found on the server). Its answer, a 404 as a rule, goes through the
 * response checks like every other (a declared status, the declared Content-Type, the ErrorEnvelope), so the
 * not-found answers of every operation are judged, not only those a sequence meets after a delete. The data is
 * valid, so it also counts for positive_data_acceptance (a 404 is a refusal by state).
 */
import { positiveDataAcceptance } from './checks/verdicts';
import { ALSO_ACCEPTED } from './config';
import { sendCase, type RunContext } from './context';
import { generateCases } from './generate/cases';
import type { OperationInfo } from './openapi';

export async function probeUnknownIds(
  context: RunContext,
  operation: OperationInfo,
  role: string | undefined,
): Promise<void> {
  const named = operation.parameters.some((p) => p.in === 'path');
  if (!named || !operation.secured || !operation.responses['404'] || !role) return;
  const cases = generateCases({
    operation,
    doc: context.doc,
    schemas: context.schemas,
    auth: { role },
    bindings: [],
    seed: context.seed ^ 0x404,
    maxExamples: 1,
  });
  const probe = cases.positive.find(
    (c) => !Object.values(c.request.pathParams).some((value) => context.own.has(value)),
  );
  if (!probe) return;
  const exchange = await sendCase(context, operation, probe);
  const also = ALSO_ACCEPTED[operation.operationId]?.statuses ?? [];
  context.results.record(
    operation,
    'positive_data_acceptance',
    positiveDataAcceptance(exchange, also),
    exchange,
  );
}
