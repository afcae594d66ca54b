/** A valid request of one operation, for the rules that send one of their own. */
import { bindingsOf, callersOf, type RunContext } from '../context';
import { generateCases } from '../generate/cases';
import { bindingsFor } from '../ids';
import type { OperationInfo } from '../openapi';
import type { RequestSpec } from '../types';

/** The operation's valid request as its first caller: the contract's example, else one generated. */
export function validRequest(context: RunContext, operation: OperationInfo): RequestSpec | undefined {
  const role = callersOf(context, operation)[0];
  if (operation.secured && !role) return undefined;
  const cases = generateCases({
    operation,
    doc: context.doc,
    schemas: context.schemas,
    auth: role ? { role } : { none: true },
    bindings: bindingsFor(operation, bindingsOf(context, role)),
    seed: context.seed,
    maxExamples: 1,
  });
  return (cases.examples[0] ?? cases.positive[0])?.request;
}
