/**
 * cors_as_declared: what another site's page would provoke, sent (no marker: the contract's words on
 * `Access-Control-Allow-Origin`, ../checks/cors.ts). For each selected operation, a CORS preflight as a browser
 * sends it before a cross-origin call (`OPTIONS` with `Origin`, `Access-Control-Request-Method` the operation's
 * and `Access-Control-Request-Headers: authorization, content-type`, no token), and for a GET that succeeded in
 * the run the same request again with `Origin` (a GET needs no preflight: its answer's headers alone decide
 * whether the page may read it). Writes are not sent again: their preflight is what a browser asks first. Run
 * last, over `RunContext.succeeded`; it writes nothing, so a read-only run sends it too.
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange, RequestSpec } from '../types';
import { corsOpen, FOREIGN_ORIGIN, judgeCors } from '../checks/cors';
import type { Rule } from './index';
import { validRequest } from './valid-request';

const CHECK = 'cors_as_declared';

/**
 * The request a run role's call of the operation succeeded with; else (a public one, the slide routes) its
 * example or first valid request made from the ids the run found (their signed URLs).
 */
function requestOf(context: RunContext, operation: OperationInfo): RequestSpec | undefined {
  const succeeded = context.succeeded?.get(operation.operationId)?.values().next().value?.request;
  if (succeeded) return succeeded;
  return validRequest(context, operation);
}

/** A browser's preflight of the operation's method, to the URL of the request that succeeded (or its template). */
export function preflightOf(operation: OperationInfo, succeeded?: RequestSpec): RequestSpec {
  return {
    method: 'OPTIONS',
    template: operation.path,
    pathParams: succeeded?.pathParams ?? {},
    query: succeeded?.query ?? {},
    headers: {
      Origin: FOREIGN_ORIGIN,
      'Access-Control-Request-Method': operation.method,
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
    auth: { none: true },
  };
}

function judge(context: RunContext, operation: OperationInfo, open: boolean, exchange: Exchange) {
  if (!exchange.response) return;
  const verdict = judgeCors(FOREIGN_ORIGIN, open, exchange.response.headers);
  context.results.record(operation, CHECK, verdict, exchange);
}

async function probe(context: RunContext, operation: OperationInfo) {
  const succeeded = requestOf(context, operation);
  // A preflight asks of the path: it is open when any operation on it is.
  const pathOpen = context.operations.some((op) => op.path === operation.path && corsOpen(context.doc, op));
  judge(context, operation, pathOpen, await context.client.send(preflightOf(operation, succeeded)));
  if (operation.method !== 'GET') return;
  if (!succeeded) {
    context.results.skipped(
      operation.operationId,
      `${CHECK}: the GET with Origin`,
      'no caller of the run may send it',
    );
    return;
  }
  const again = { ...succeeded, headers: { ...succeeded.headers, Origin: FOREIGN_ORIGIN } };
  judge(context, operation, corsOpen(context.doc, operation), await context.client.send(again));
}

export const corsAsDeclared: Rule = {
  check: CHECK,
  phase: 'last',
  writes: false,
  async run(context) {
    for (const operation of context.operations) {
      if (context.results.operations.has(operation.operationId)) await probe(context, operation);
    }
  },
};
