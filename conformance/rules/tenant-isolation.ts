/**
 * ignored_auth across facilities (decision 116): after every other operation, each request a facility
 * role of the run had succeed on records named in its path is sent again, unchanged, by an account of another
 * facility (`--other-facility`, the mock's Lakeshore staff by default). The contract lets a facility's users act
 * on their own facility's records only, so each must be refused, 403 or 404; a 2xx is another facility's data
 * read or changed. The request already succeeded once, so a refusal cannot be a 400 for made-up data. Should a
 * server wrongly take a write, it is the same write the run made a moment before, on the same record: the
 * hygiene puts back what it changed and removes what it created (decision 105).
 */
import { isFacilityRole } from '../../contracts/roles';
import { logIn } from '../auth';
import { CURRENT_USER_OPERATION, OWN_ACCOUNT_OPERATION } from '../config';
import type { RunContext } from '../context';
import type { Exchange } from '../types';
import type { OperationInfo } from '../openapi';
import {
  OTHER_FACILITY,
  otherFacilityVerdict,
  readTenantFields,
  readTenantIds,
  TENANT_IDS_EXTENSION,
  tenantProbes,
} from './authz-probe';
import { operationExtension, plainRequest } from './extension';
import type { Rule } from './index';

const CHECK = 'ignored_auth';
const WHAT = "another facility's account on this facility's records";

/** The id a token's caller reads at `operationId` (getCurrentUser, getMyFacilityAccount), if it answers one. */
async function idOf(context: RunContext, role: string, operationId: string): Promise<string | undefined> {
  const operation = context.operations.find((op) => op.operationId === operationId);
  if (!operation) return undefined;
  const exchange: Exchange = await context.client.send(plainRequest(operation, { role }));
  const id = (exchange.response?.json as { data?: { id?: unknown } } | undefined)?.data?.id;
  return exchange.response?.status === 200 && typeof id === 'string' ? id : undefined;
}

/** Per run: why the other facility could not log in, and its facility account's id. */
const loggedIn = new WeakMap<RunContext, { problem?: string; account?: string }>();

const facilityRolesOf = (context: RunContext) => [...context.sessions.keys()].filter(isFacilityRole);

/**
 * Logs the other facility's account in at the start, with the run's roles, when the run may probe with it; answers
 * its user's and facility account's ids, which no write of the run may name (its status or account changed by a
 * generated request would refuse its login later).
 */
export async function logInOtherFacility(context: RunContext): Promise<string[]> {
  const account = context.otherFacility;
  const facilityRoles = facilityRolesOf(context);
  const probed = context.operations.some(
    (op) =>
      context.results.operations.has(op.operationId) &&
      op.secured &&
      (op.parameters.some((p) => p.in === 'path') ||
        !!readTenantFields(operationExtension(context.doc, op, TENANT_IDS_EXTENSION)).length) &&
      facilityRoles.some((role) => !op.roles || op.roles.includes(role)),
  );
  if (!account || !context.results.has(CHECK) || !probed) return [];
  const problem = await logIn(context.client, context.operations, account);
  if (problem) {
    loggedIn.set(context, { problem });
    return [];
  }
  context.tenant = account;
  const user = await idOf(context, OTHER_FACILITY, CURRENT_USER_OPERATION);
  const theirs = await idOf(context, OTHER_FACILITY, OWN_ACCOUNT_OPERATION);
  loggedIn.set(context, { account: theirs });
  return [account.email, user, theirs].filter((id): id is string => !!id);
}

/** Per run: why another facility's probes cannot be sent (undefined: they can), asked once. */
const readiness = new WeakMap<RunContext, Promise<string | undefined>>();

/**
 * Why the other facility's account cannot be sent probes (none given, not logged in, of the run's own facility),
 * with a warning the first time; undefined when it can (its token is then `OTHER_FACILITY`'s).
 */
export function otherFacilityProblem(context: RunContext): Promise<string | undefined> {
  const known = readiness.get(context);
  if (known) return known;
  const asking = (async () => {
    const { results } = context;
    const account = context.otherFacility;
    if (!account) return 'no account of another facility (--other-facility)';
    const { problem, account: theirs } = loggedIn.get(context) ?? { problem: 'not logged in' };
    if (problem || !context.tenant) {
      const why = problem ?? 'not logged in';
      results.warnings.push(`${why.replace(OTHER_FACILITY, 'another facility')}: tenant probes not sent`);
      return why;
    }
    const ours = await Promise.all(
      facilityRolesOf(context).map((role) => idOf(context, role, OWN_ACCOUNT_OPERATION)),
    );
    if (!theirs || ours.includes(theirs)) {
      const why = `${account.email} is ${theirs ? "of the run's own facility" : 'of no facility account'}`;
      results.warnings.push(`--other-facility ${why}: tenant probes not sent`);
      return why;
    }
    return undefined;
  })();
  readiness.set(context, asking);
  return asking;
}

async function run(context: RunContext): Promise<void> {
  const { results } = context;
  const facilityRoles = facilityRolesOf(context);
  const selected = context.operations.filter((op) => results.operations.has(op.operationId));
  const marked = (operation: OperationInfo) => {
    const ids = readTenantIds(operationExtension(context.doc, operation, TENANT_IDS_EXTENSION));
    if (typeof ids !== 'string') return ids;
    results.warnings.push(`${operation.operationId}: ${ids}`);
    return undefined;
  };
  const probes = tenantProbes(
    selected,
    context.succeeded ?? new Map(),
    facilityRoles,
    marked,
    context.refusedForState,
  );
  if (!probes.length) return;
  const problem = await otherFacilityProblem(context);
  if (problem) {
    for (const probe of probes) results.skipped(probe.operation.operationId, WHAT, problem);
    return;
  }
  for (const probe of probes) {
    const exchange = await context.client.send({ ...probe.request, auth: { role: OTHER_FACILITY } });
    results.record(
      probe.operation,
      CHECK,
      otherFacilityVerdict(exchange, probe.from, probe.refused),
      exchange,
    );
  }
}

export const tenantIsolation: Rule = { check: CHECK, phase: 'last', writes: false, run };
