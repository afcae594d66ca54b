/**
 * enum_exact: a query parameter whose schema lists an `enum` takes exactly the values listed, where the contract
 * says so (`x-enum-exact: true` at the top of openapi.yaml covers every such parameter; a parameter's own
 * `x-enum-exact` overrides it). For each covered parameter of the run's operations, one request with a listed
 * value in another letter case (`status=assigned` for `Assigned`) must answer 400, not the records of the value
 * it resembles. It writes nothing, so read-only runs check it too.
 */
import { bindingsFor } from '../ids';
import { bindingsOf, callersOf, type RunContext } from '../context';
import { describeResponse } from '../checks/response';
import { deref, type OpenApiDoc, type OperationInfo, type Schema } from '../openapi';
import type { Exchange, Verdict } from '../types';

const CHECK = 'enum_exact';

export interface EnumParameter {
  name: string;
  values: string[];
}

/** The query parameters of an operation the contract says take their enum's values exactly. */
export function exactEnumParameters(doc: OpenApiDoc, operation: OperationInfo): EnumParameter[] {
  const everywhere = (doc as { 'x-enum-exact'?: unknown })['x-enum-exact'] === true;
  const out: EnumParameter[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || !parameter.schema) continue;
    const own = (parameter as { 'x-enum-exact'?: unknown })['x-enum-exact'];
    if (!(typeof own === 'boolean' ? own : everywhere)) continue;
    const { node } = deref(doc, parameter.schema, parameter.schemaAt);
    const values = Array.isArray((node as Schema).enum) ? ((node as Schema).enum as unknown[]) : [];
    const strings = values.filter((v): v is string => typeof v === 'string');
    if (strings.length) out.push({ name: parameter.name, values: strings });
  }
  return out;
}

/** A listed value in another letter case that the enum does not list itself, or undefined if none has one. */
export function caseVariant(values: readonly string[]): { value: string; variant: string } | undefined {
  const swap = (text: string) =>
    [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  for (const value of values) {
    for (const variant of [value.toLowerCase(), value.toUpperCase(), swap(value)]) {
      if (variant !== value && !values.includes(variant)) return { value, variant };
    }
  }
  return undefined;
}

const itemCount = (exchange: Exchange) => {
  const data = (exchange.response?.json as { data?: unknown } | undefined)?.data;
  const items = Array.isArray(data) ? data : (data as { items?: unknown } | undefined)?.items;
  const total = (data as { total?: unknown } | undefined)?.total;
  if (typeof total === 'number') return `${total} records`;
  return Array.isArray(items) ? `${items.length} records` : undefined;
};

/** The verdict on the answer to `name=variant`; `exact` is the answer to the listed value, when asked. */
export function exactVerdict(
  name: string,
  pair: { value: string; variant: string },
  answer: Exchange,
  exact?: Exchange,
): Verdict {
  const response = answer.response;
  if (!response || response.status === 429 || response.status >= 500) return null;
  if (response.status === 400) return { pass: true };
  const matched = exact && itemCount(exact) ? `; ${name}=${pair.value} answers ${itemCount(exact)}` : '';
  const count = itemCount(answer) ? `, ${itemCount(answer)}` : '';
  return {
    pass: false,
    expected: `400 for ${name}=${pair.variant} (the enum lists ${pair.value}: exact values only)`,
    seen: `${response.status < 300 ? response.status : describeResponse(response)}${count}${matched}`,
  };
}

export const enumExact = {
  check: CHECK,
  phase: 'early',
  writes: false,
  async run(context: RunContext) {
    for (const operation of context.operations) {
      if (!context.results.operations.has(operation.operationId)) continue;
      const parameters = exactEnumParameters(context.doc, operation);
      if (!parameters.length) continue;
      const role = callersOf(context, operation)[0];
      if (operation.secured && !role) {
        context.results.skip(operation.operationId, CHECK, 'no role that may call it is logged in');
        continue;
      }
      const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const [binding] = pathNames.length ? bindingsFor(operation, bindingsOf(context, role)) : [undefined];
      if (pathNames.length && !binding) {
        context.results.skip(operation.operationId, CHECK, 'no ids found for its path');
        continue;
      }
      const ask = (query: Record<string, string>) =>
        context.client.send({
          method: operation.method,
          template: operation.path,
          pathParams: Object.fromEntries(pathNames.map((name) => [name, binding!.values[name]!])),
          query,
          headers: {},
          auth: role ? { role } : { none: true },
        });
      for (const parameter of parameters) {
        const pair = caseVariant(parameter.values);
        if (!pair) continue;
        const answer = await ask({ [parameter.name]: pair.variant });
        // Only a wrong answer is worth a second request: what the listed value answers, for the report.
        const status = answer.response?.status ?? 0;
        const exact = status >= 200 && status < 300 ? await ask({ [parameter.name]: pair.value }) : undefined;
        context.results.record(operation, CHECK, exactVerdict(parameter.name, pair, answer, exact), answer);
      }
    }
  },
} as const;
