/**
 * Runs the ways in (conformance/ways.ts): the tools each way calls its steps with (a request that must succeed,
 * a login as a throwaway account, a code read from the mock's outbox) and the bookkeeping of what each way
 * reached. A step that is not answered 2xx stops its way; the operations it was the way in for and did not reach
 * are listed in the report with the reason, and so are the ways a read-only run or a run without the mock's QA
 * token does not send.
 */
import { logIn } from './auth';
import { positiveDataAcceptance } from './checks/verdicts';
import { RESPONSE_CHECKS } from './checks';
import { describeResponse } from './checks/response';
import { ALSO_ACCEPTED } from './config';
import type { RunContext } from './context';
import { SAMPLE_FILES } from './files';
import type { RequestSpec } from './types';
import { waysToRun, WayStopped, WayWithheld, type Call, type Way, type WayTools } from './way';
import { WAYS } from './ways';
import { SEQUENCES } from './stateful';

/** The mock's QA route that shows the last email sent to an address (mock-server/auth/password-handlers.ts). */
export const OUTBOX_PATH = '/__mock/outbox';
const QA_TOKEN_HEADER = 'X-Mock-Token';

type Data = Record<string, unknown>;

/** A deep copy of the operation's first request-body example ({} when it has none). */
function exampleOf(context: RunContext, operationId: string): Data {
  const example = context.operations.find((op) => op.operationId === operationId)?.body?.examples[0];
  return example && typeof example === 'object' ? (structuredClone(example) as Data) : {};
}

function toolsFor(context: RunContext, state: Record<string, string>, reached: Set<string>): WayTools {
  const { client, results } = context;
  const tag = `${context.seed}.${Math.random().toString(16).slice(2, 10)}`;
  const call = async (operationId: string, how: Call = {}): Promise<Data> => {
    const operation = context.operations.find((op) => op.operationId === operationId);
    if (!operation) throw new WayStopped(`the contract has no ${operationId}`);
    if (how.as && !client.tokens.has(how.as)) throw new WayStopped(`${how.as} is not logged in`);
    // JSON, or a JSON of its own kind (application/fhir+json: createOrder).
    const json = /^application\/([\w.-]+\+)?json$/.test(operation.body?.mediaType ?? '');
    const request: RequestSpec = {
      method: operation.method,
      template: operation.path,
      pathParams: how.path ?? {},
      query: how.query ?? {},
      headers: {},
      body: how.file
        ? {
            kind: 'multipart',
            fields: how.file.fields ?? {},
            files: [{ field: 'file', ...SAMPLE_FILES[how.file.kind] }],
          }
        : json
          ? { kind: 'json', value: how.body ?? exampleOf(context, operationId) }
          : undefined,
      auth: operation.secured && how.as ? { role: how.as } : { none: true },
    };
    const exchange = await client.send(request);
    const also = ALSO_ACCEPTED[operationId]?.statuses ?? [];
    results.record(operation, 'positive_data_acceptance', positiveDataAcceptance(exchange, also), exchange);
    const response = exchange.response;
    if (!response || response.status >= 300) {
      const seen = response ? describeResponse(response) : exchange.error;
      throw new WayStopped(`${operationId} answered ${seen}`);
    }
    reached.add(operationId);
    return ((response.json as { data?: unknown } | undefined)?.data as Data | undefined) ?? {};
  };
  return {
    state,
    tag,
    example: (operationId) => exampleOf(context, operationId),
    call,
    userId: (role) => {
      const id = context.sessions.get(role)?.userId;
      if (!id) throw new WayStopped(`${role} is not logged in (or its user id is unknown)`);
      return id;
    },
    facilityId: (role) => {
      const id = context.sessions.get(role)?.facilityId;
      if (!id) throw new WayStopped(`${role} is not logged in (or its facility is unknown)`);
      return id;
    },
    useToken: (key, token) => void client.tokens.set(key, token),
    knowAs: (key, caller) => void context.callers?.set(key, caller),
    logIn: async (key, email, password) => {
      const problem = await logIn(client, context.operations, { role: key, email, password });
      if (problem) throw new WayStopped(problem);
    },
    readCode: async (email) => {
      if (!context.mockToken) throw new WayStopped('no --mock-token: the code sent by email cannot be read');
      const doFetch = context.fetch ?? fetch;
      const url = `${client.baseUrl.replace(/\/$/, '')}${OUTBOX_PATH}?email=${encodeURIComponent(email)}`;
      const response = await doFetch(url, { headers: { [QA_TOKEN_HEADER]: context.mockToken } });
      const mail = (await response.json().catch(() => undefined)) as { data?: Data } | undefined;
      const code = mail?.data?.code ?? /\b\d{6}\b/.exec(String(mail?.data?.body ?? ''))?.[0];
      if (!response.ok || typeof code !== 'string')
        throw new WayStopped(`GET ${OUTBOX_PATH} answered ${response.status} with no code for ${email}`);
      return code;
    },
  };
}

/** Lists the selected operations a way is the way in for and did not reach, with why. */
function notReached(
  context: RunContext,
  way: Way,
  reason: string,
  {
    reached = new Set<string>(),
    byDesign = false,
  }: { reached?: ReadonlySet<string>; byDesign?: boolean } = {},
) {
  for (const operationId of way.covers) {
    if (reached.has(operationId) || !context.results.operations.has(operationId)) continue;
    context.results.skipped(operationId, `a success answer (the ${way.name} way in)`, reason);
    if (byDesign) context.results.withhold(operationId, reason);
  }
}

/**
 * The ways in of the selected operations, in order, sharing what each made. Sent only for the checks that judge
 * their answers, never in a read-only run (each creates records).
 */
/** Sends the ways in the selection needs; answers what they made (ids by name) for the sequences after them. */
export async function runWays(context: RunContext): Promise<Record<string, string>> {
  const { results } = context;
  const state: Record<string, string> = {};
  // ignored_auth too: its probes of the roles outside x-roles send what succeeded (a way's request included);
  // links_followed follows the URLs the ways' answers hand out (an upload grant, an order's Location).
  const seekers = [
    ...RESPONSE_CHECKS,
    'positive_data_acceptance',
    'success_reached',
    'ignored_auth',
    'links_followed',
    // role_fields_kept judges a facility's read of the run's own case while it holds a report draft.
    'role_fields_kept',
  ] as const;
  if (!seekers.some((check) => results.has(check))) return state;
  const selected = new Set(results.operations.keys());
  if (context.readOnly) {
    for (const way of WAYS) notReached(context, way, 'a read-only run creates nothing', { byDesign: true });
    return state;
  }
  // A way that reads the mock's outbox is not sent without its token, nor the ways only it needed.
  const sendable = (way: Way) => !way.needsMockToken || !!context.mockToken;
  for (const way of WAYS.filter((w) => !sendable(w)))
    notReached(context, way, "no --mock-token: the code it emails cannot be read from the mock's outbox", {
      byDesign: true,
    });
  // What the sequences of selected operations take from the ways (the billing record's signed-out case).
  const forSequences = SEQUENCES.filter((s) =>
    s.steps.some((step) => selected.has(step.operationId)),
  ).flatMap((s) => Object.values(s.madeByWays ?? {}));
  for (const way of waysToRun(WAYS.filter(sendable), selected, forSequences)) {
    const missing = (way.needs ?? []).filter((key) => !(key in state));
    if (missing.length) {
      notReached(context, way, `an earlier way in did not make its ${missing.join(', ')}`);
      continue;
    }
    const reached = new Set<string>();
    try {
      await way.run(toolsFor(context, state, reached));
      context.log(`way in (${way.name}): 2xx from ${[...reached].join(', ')}`);
    } catch (error) {
      if (!(error instanceof WayStopped)) throw error;
      notReached(context, way, error.message, { reached, byDesign: error instanceof WayWithheld });
      context.log(`way in (${way.name}): stopped, ${error.message}`);
    }
  }
  return state;
}
