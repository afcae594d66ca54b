/**
 * write_read_back: every operation that changes state is followed by a read that proves the change, or the
 * report lists it as unchecked with why (./write-effect.ts decides which). After every other operation, for each
 * write the run saw succeed (as a run role): the same request again, then the read: the fields sent read as sent
 * (a PUT or PATCH on a path the contract reads), the record gone or cleared (a DELETE there), or the state the
 * action's `x-effect` names. A write another check reads back is left to it; the hygiene puts back what changed.
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange } from '../types';
import { SEQUENCES } from '../stateful';
import { plainRequest } from './extension';
import type { Rule } from './index';
import { readBackParameters } from './read-back';
import { readStateMachines } from './state-machines';
import {
  judgeDeletedRead,
  judgeEffect,
  judgeFieldsRead,
  proofOf,
  WRITE_METHODS,
  type Coverage,
  type Proof,
} from './write-effect';

const CHECK = 'write_read_back';
const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;

function coverageOf(context: RunContext): Coverage {
  const ids = new Set(context.operations.map((op) => op.operationId));
  const { machines } = readStateMachines(context.doc, ids);
  return {
    transitions: new Set(machines.flatMap((machine) => machine.moves.map((move) => move.operation))),
    creates: new Set(
      SEQUENCES.flatMap((s) =>
        s.steps.filter((step) => step.expect === 'create').map((step) => step.operationId),
      ),
    ),
  };
}

async function prove(
  context: RunContext,
  operation: OperationInfo,
  proof: Extract<Proof, { kind: 'effect' | 'same-path' }>,
  role: string,
  earlier: Exchange,
): Promise<void> {
  const { results } = context;
  const label = `${operation.operationId} as ${role}`;
  const replay = await context.client.send(earlier.request);
  if (inconclusive(replay)) return results.record(operation, CHECK, null, replay);
  const status = replay.response!.status;
  // An action already done may be refused again (409): its state must still be the one it moved to.
  if (status >= 300 && !(proof.kind === 'effect' && status === 409)) {
    results.skip(operation.operationId, CHECK, `the repeat of a request it took answered ${status}`);
    return;
  }
  const read =
    proof.kind === 'same-path'
      ? proof.read
      : context.operations.find((op) => op.operationId === proof.effect.read)!;
  const values =
    proof.kind === 'same-path'
      ? { values: earlier.request.pathParams }
      : readBackParameters(
          { operationId: proof.effect.read, parameters: proof.effect.parameters },
          { path: earlier.request.pathParams, body: replay.response!.json },
        );
  if ('missing' in values) {
    results.skip(operation.operationId, CHECK, `its read's ${values.missing} could not be filled`);
    return;
  }
  const after = await context.client.send(plainRequest(read, { role }, { path: values.values }));
  if (inconclusive(after)) return results.record(operation, CHECK, null, after);
  const answer = after.response!;
  const body = earlier.request.body?.kind === 'json' ? earlier.request.body.value : undefined;
  const verdict =
    proof.kind === 'effect'
      ? judgeEffect(answer.json, proof.effect, label)
      : operation.method === 'DELETE'
        ? judgeDeletedRead(answer.status, answer.json, label)
        : answer.status >= 300
          ? {
              pass: false as const,
              expected: `after ${label}, ${read.operationId} answers the record`,
              seen: `${answer.status}`,
            }
          : judgeFieldsRead(body, answer.json, label);
  if (!verdict)
    results.skip(operation.operationId, CHECK, `${read.operationId} names none of the fields it sends`);
  results.record(operation, CHECK, verdict, verdict && !verdict.pass ? replay : after);
}

async function run(context: RunContext): Promise<void> {
  const coverage = coverageOf(context);
  for (const operation of context.operations) {
    const { operationId } = operation;
    if (!context.results.operations.has(operationId) || !WRITE_METHODS.has(operation.method)) continue;
    const proof = proofOf(context.doc, operation, context.operations, coverage);
    if (proof.kind === 'covered') {
      context.results.skip(operationId, CHECK, `read back by ${proof.by}`);
      continue;
    }
    if (proof.kind === 'unchecked') {
      context.results.skip(operationId, CHECK, `unchecked: ${proof.why}`);
      continue;
    }
    const succeeded = [...(context.succeeded?.get(operationId) ?? new Map<string, Exchange>())];
    if (!succeeded.length) {
      context.results.skip(
        operationId,
        CHECK,
        'unchecked: no request of the run succeeded to repeat and read',
      );
      continue;
    }
    // An action's effect is the caller's (their unread notices): each role; a field read back, once.
    for (const [role, earlier] of proof.kind === 'effect' ? succeeded : succeeded.slice(0, 1))
      await prove(context, operation, proof, role, earlier);
  }
}

export const writeReadBack: Rule = { check: CHECK, phase: 'last', writes: true, run };
