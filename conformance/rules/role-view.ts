/**
 * role_view_kept: a list marked `x-role-view` answers each role only the items the contract lets it see (a
 * facility user its own facility's cases, a provider the cases available or assigned to them). The status of
 * such a list is 200 whoever asks, so ignored_auth cannot see a role that is answered too much: the items can.
 * For each role the marker names that is logged in, the run's last 2xx answer to that role (its generated
 * filters) and one page of its own at the declared largest page size are judged item by item
 * (./role-view-judge.ts). The failure names the operation, the role and the first item it should not have had.
 * It reads only: a read-only run sends it too.
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange } from '../types';
import { eachMarked, operationExtension, plainRequest } from './extension';
import { listItems } from './list-membership';
import { PAGINATION_EXTENSION, readPagination } from './page-walk';
import {
  judgeItems,
  readRoleView,
  ROLE_VIEW_EXTENSION,
  shapesFor,
  type Caller,
  type RoleView,
} from './role-view-judge';

const CHECK = 'role_view_kept';

const dataOf = (exchange: Exchange) => (exchange.response?.json as { data?: unknown } | undefined)?.data;

/** The page the run asks as each role (the first, at the largest size the contract allows), and its fields. */
function ownPage(context: RunContext, operation: OperationInfo) {
  const pagination = readPagination(operationExtension(context.doc, operation, PAGINATION_EXTENSION));
  if (typeof pagination === 'string') return { query: {}, items: undefined, id: 'id' };
  const size = operation.parameters.find((p) => p.name === pagination.pageSize)?.schema?.maximum;
  const query: Record<string, string> = size === undefined ? {} : { [pagination.pageSize]: String(size) };
  return { query, items: pagination.items, id: pagination.id };
}

async function checkRoleView(context: RunContext, operation: OperationInfo, view: RoleView) {
  const page = ownPage(context, operation);
  let judged = false;
  for (const role of Object.keys(view)) {
    const session = context.sessions.get(role);
    if (!session || (operation.roles && !operation.roles.includes(role))) continue;
    const caller: Caller = { role, userId: session.userId, facilityId: session.facilityId };
    const shapes = shapesFor(view, caller);
    if (!shapes) {
      context.results.skip(operation.operationId, CHECK, `${role}'s user id or facility is not known`);
      continue;
    }
    const earlier = context.succeeded?.get(operation.operationId)?.get(role);
    const own = await context.client.send(plainRequest(operation, { role }, { query: page.query }));
    for (const exchange of earlier ? [earlier, own] : [own]) {
      const status = exchange.response?.status ?? 0;
      const items = status >= 200 && status < 300 ? listItems(dataOf(exchange), page.items) : undefined;
      if (!items) continue;
      judged = true;
      context.results.record(operation, CHECK, judgeItems(items, shapes, caller, page.id), exchange);
    }
  }
  if (!judged)
    context.results.skip(operation.operationId, CHECK, 'no role the marker names was answered a page');
}

export const roleViewKept = {
  check: CHECK,
  phase: 'early',
  writes: false,
  run: (context: RunContext) =>
    eachMarked(context, ROLE_VIEW_EXTENSION, readRoleView, (operation, view) =>
      checkRoleView(context, operation, view),
    ),
} as const;
