/**
 * idempotent_replay, both halves of the promise (./idempotency-judge.ts judges): for each selected operation that
 * takes an `Idempotency-Key`, as its first logged-in caller, a create of the run's own with a fresh key (the
 * valid bodies the sequences send, until one is accepted); then the same key and body again, which must answer
 * the resource the create made, and the same key with another valid body (one text field changed), which must
 * answer the status and message the description quotes; then two requests at once with another fresh key, each
 * of which must answer the one resource they made or the in-flight refusal (./idempotency-concurrent.ts). Around
 * each, the list on the create's path
 * (`x-pagination`, its total at pageSize 1) must count no record more. An operation that names a record in its
 * path is not sent: no found record is written to (decision 141), and no marker says which record would be the
 * run's own.
 */
import { randomUUID } from 'node:crypto';
import { describeExchange } from '../checks/response';
import { callersOf, sendCase, type RunContext } from '../context';
import { deref, type OperationInfo, type Schema } from '../openapi';
import { requestsFor } from '../stateful-run';
import type { AuthMode, Exchange, GeneratedCase } from '../types';
import { isRecord, operationExtension, plainRequest } from './extension';
import {
  anotherBody,
  documentedReuse,
  IDEMPOTENCY_HEADER,
  idIn,
  otherBodyVerdict,
  sameBodyVerdict,
  takesIdempotencyKey,
  type Counts,
  type TextField,
} from './idempotency-judge';
import { concurrentVerdict, documentedInFlight } from './idempotency-concurrent';
import { PAGINATION_EXTENSION, readPagination, type Pagination } from './page-walk';
import { freeTextFields } from './read-back';

const CHECK = 'idempotent_replay';
/** Valid bodies tried for the create, as the sequences do. */
const ATTEMPTS = 5;

const ok = (exchange: Exchange) => !!exchange.response && exchange.response.status < 300;

/** The list on the create's path (its GET, paged: `x-pagination`), whose total counts what the create makes. */
function listOf(context: RunContext, create: OperationInfo) {
  const list = context.operations.find((op) => op.method === 'GET' && op.path === create.path);
  const pagination = list && readPagination(operationExtension(context.doc, list, PAGINATION_EXTENSION));
  if (!list || !pagination || typeof pagination === 'string') return undefined;
  return { operation: list, pagination };
}

async function countOf(
  context: RunContext,
  list: { operation: OperationInfo; pagination: Pagination } | undefined,
  auth: AuthMode,
): Promise<number | undefined> {
  if (!list) return undefined;
  const query = { [list.pagination.pageSize]: '1' };
  const exchange = await context.client.send(plainRequest(list.operation, auth, { query }));
  const total = (exchange.response?.json as { data?: Record<string, unknown> } | undefined)?.data?.[
    list.pagination.total
  ];
  return ok(exchange) && typeof total === 'number' ? total : undefined;
}

/**
 * The body's text fields another body may change: its `x-free-text` ones first, then any string property free of
 * enum, const, format and pattern (a code or a date changed would be refused for itself).
 */
function textFields(context: RunContext, operation: OperationInfo): TextField[] {
  const free: TextField[] = freeTextFields(context.doc, operation).map(({ name, maxLength }) => ({
    name,
    maxLength,
  }));
  if (!operation.body?.schema) return free;
  const { node: body } = deref(context.doc, operation.body.schema, operation.body.schemaAt);
  const properties = isRecord(body.properties) ? body.properties : {};
  const plain = Object.entries(properties).flatMap(([name, raw]): TextField[] => {
    const { node } = deref(context.doc, raw as Schema, '');
    const types = [node.type].flat();
    const coded = ['enum', 'const', 'format', 'pattern'].some((key) => key in node);
    if (!types.includes('string') || coded || free.some((f) => f.name === name)) return [];
    return [{ name, maxLength: typeof node.maxLength === 'number' ? node.maxLength : undefined }];
  });
  return [...free, ...plain];
}

type List = ReturnType<typeof listOf>;

const descriptionOf = (context: RunContext, operation: OperationInfo) => {
  const description = operationExtension(context.doc, operation, 'description');
  return typeof description === 'string' ? description : undefined;
};

const keyed = (generated: GeneratedCase, key: string): GeneratedCase => ({
  ...generated,
  request: { ...generated.request, headers: { ...generated.request.headers, [IDEMPOTENCY_HEADER]: key } },
});

async function checkReplays(context: RunContext, operation: OperationInfo): Promise<void> {
  const { results } = context;
  const what = `${CHECK}: the same key with the same and another body`;
  if (/\{\w+\}/.test(operation.path))
    return results.skipped(operation.operationId, what, 'it names a record in its path: none is sent');
  const role = callersOf(context, operation)[0];
  if (operation.secured && !role)
    return results.skipped(operation.operationId, what, 'no role of the run may call it');
  const auth: AuthMode = role ? { role } : { none: true };
  let made: { generated: GeneratedCase; exchange: Exchange } | undefined;
  let last: Exchange | undefined;
  for (const candidate of requestsFor(context, operation, role, {}).slice(0, ATTEMPTS)) {
    // A fresh key per attempt: a refused request leaves its key unused, but a server may not know that.
    const generated = keyed(candidate, `conformance-${randomUUID()}`);
    last = await sendCase(context, operation, generated);
    if (ok(last)) {
      made = { generated, exchange: last };
      break;
    }
  }
  if (!made) {
    const seen = last ? describeExchange(last) : 'no valid request';
    return results.skipped(
      operation.operationId,
      what,
      `it accepted none of its valid bodies (last: ${seen})`,
    );
  }
  const list = listOf(context, operation);
  const idField = list?.pagination.id ?? 'id';
  const firstId = idIn(made.exchange, idField);
  if (firstId === undefined)
    return results.skipped(operation.operationId, what, `its answer holds no ${idField}`);
  const counted = async (replay: () => Promise<Exchange>) => {
    const before = await countOf(context, list, auth);
    const exchange = await replay();
    const counts: Counts | undefined = list && {
      list: list.operation.operationId,
      before,
      after: await countOf(context, list, auth),
    };
    return { exchange, counts };
  };

  const same = await counted(() => sendCase(context, operation, made.generated));
  results.record(
    operation,
    CHECK,
    sameBodyVerdict(same.exchange, firstId, idField, same.counts),
    same.exchange,
  );

  await checkConcurrent(context, operation, made.generated, { list, auth, idField });

  const body = made.generated.request.body;
  const changed = body?.kind === 'json' ? anotherBody(body.value, textFields(context, operation)) : undefined;
  const valid = operation.body && context.schemas.validatorAt(operation.body.schemaAt);
  if (changed === undefined || (valid && !valid(changed))) {
    const why =
      changed === undefined
        ? 'its body has no free text field to change'
        : 'a changed text breaks its schema';
    return results.skipped(operation.operationId, `${CHECK}: another body`, why);
  }
  const other: GeneratedCase = {
    ...made.generated,
    request: { ...made.generated.request, body: { kind: 'json', value: changed } },
  };
  const documented = documentedReuse(descriptionOf(context, operation));
  const reused = await counted(() => sendCase(context, operation, other));
  results.record(
    operation,
    CHECK,
    otherBodyVerdict(reused.exchange, documented, reused.counts),
    reused.exchange,
  );
}

/**
 * Two requests at once with a fresh key and the body the create was accepted with (so the server takes it): each
 * answers the one record or the documented in-flight refusal, and the list counts one record more. Sent together
 * so they may overlap; whether they did is the server's timing, and either way a second record is a failure.
 */
async function checkConcurrent(
  context: RunContext,
  operation: OperationInfo,
  accepted: GeneratedCase,
  { list, auth, idField }: { list: List; auth: AuthMode; idField: string },
): Promise<void> {
  const documented = documentedInFlight(descriptionOf(context, operation), operation.responses);
  if (!documented) {
    const why = 'its description promises nothing while the first request with a key is processed';
    return context.results.skipped(operation.operationId, `${CHECK}: two requests at once`, why);
  }
  const generated = keyed(accepted, `conformance-${randomUUID()}`);
  const before = await countOf(context, list, auth);
  const pair = await Promise.all([
    sendCase(context, operation, generated),
    sendCase(context, operation, generated),
  ]);
  const counts: Counts | undefined = list && {
    list: list.operation.operationId,
    before,
    after: await countOf(context, list, auth),
  };
  const { verdict, shown } = concurrentVerdict(pair, documented, idField, counts);
  context.results.record(operation, CHECK, verdict, shown);
}

export const idempotencyReplay = {
  check: CHECK,
  phase: 'early',
  // It creates a record of the caller's (a draft case).
  writes: true,
  run: async (context: RunContext) => {
    for (const operation of context.operations) {
      if (!context.results.operations.has(operation.operationId)) continue;
      if (takesIdempotencyKey(operation)) await checkReplays(context, operation);
      else
        context.results.skip(operation.operationId, CHECK, 'not a create sent again with an Idempotency-Key');
    }
  },
} as const;
