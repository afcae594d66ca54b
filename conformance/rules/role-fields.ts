/**
 * role_fields_kept: an answer marked `x-role-fields` gives each role none of the fields the contract keeps from it
 * (a facility user no report draft, nobody but a provider a pick-up verdict). Status and schema cannot see such a
 * field: it is declared for the roles that are given it. So every 2xx answer of a marked operation the run
 * receives as a caller it knows (a role it logged in as, or a throwaway account a way in made and named) is
 * judged, the data or each item of a list's page (./role-fields-judge.ts): the id collection's reads as each role,
 * the checks' generated requests, the ways in and the rules' requests alike. It sends nothing of its own.
 */
import type { Session } from '../auth';
import type { OpenApiDoc, OperationInfo } from '../openapi';
import type { Results } from '../results';
import type { Exchange } from '../types';
import { operationExtension } from './extension';
import { listItems } from './list-membership';
import { PAGINATION_EXTENSION, readPagination } from './page-walk';
import {
  fieldRulesFor,
  judgeFields,
  readRoleFields,
  ROLE_FIELDS_EXTENSION,
  type RoleFields,
} from './role-fields-judge';
import type { Caller } from './role-view-judge';

const CHECK = 'role_fields_kept';

interface Marked {
  fields: RoleFields;
  /** A list's page: the items' field and their id (x-pagination); a single record otherwise. */
  page?: { items: string; id: string };
}

/** Judges the answers of the marked operations as they arrive (the run's observer calls `observe`). */
export class RoleFieldsWatch {
  private readonly marked = new Map<string, Marked>();

  constructor(
    doc: OpenApiDoc,
    operations: readonly OperationInfo[],
    private readonly callerOf: (key: string) => Caller | undefined,
    warnings: string[],
  ) {
    for (const operation of operations) {
      const raw = operationExtension(doc, operation, ROLE_FIELDS_EXTENSION);
      if (raw === undefined) continue;
      const fields = readRoleFields(raw);
      if (typeof fields === 'string') {
        warnings.push(`${operation.operationId}: ${fields}`);
        continue;
      }
      const pagination = readPagination(operationExtension(doc, operation, PAGINATION_EXTENSION));
      const page =
        typeof pagination === 'string' ? undefined : { items: pagination.items, id: pagination.id };
      this.marked.set(operation.operationId, { fields, page });
    }
  }

  observe(results: Results, operation: OperationInfo, exchange: Exchange) {
    const marked = this.marked.get(operation.operationId);
    const status = exchange.response?.status ?? 0;
    const auth = exchange.request.auth;
    if (!marked || !results.has(CHECK) || status < 200 || status >= 300 || !('role' in auth)) return;
    const caller = this.callerOf(auth.role);
    const rules = caller && fieldRulesFor(marked.fields, caller);
    if (!caller || !rules) return;
    const data = (exchange.response?.json as { data?: unknown } | undefined)?.data;
    const records = marked.page ? listItems(data, marked.page.items) : data == null ? undefined : [data];
    if (!records?.length) return;
    results.record(operation, CHECK, judgeFields(records, rules, caller, marked.page?.id), exchange);
  }
}

/**
 * Who a token key stands for: a role the run logged in as (`Role#fresh` is that role's fresh session), else a
 * throwaway account a way in named (`RunContext.callers`).
 */
export const knownCaller =
  (sessions: ReadonlyMap<string, Session>, named: ReadonlyMap<string, Caller>) =>
  (key: string): Caller | undefined => {
    const session = sessions.get(key.split('#')[0]!);
    if (!session) return named.get(key);
    return { role: session.role, userId: session.userId, facilityId: session.facilityId };
  };
