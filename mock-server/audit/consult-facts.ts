/**
 * What the audit record of a live consult's operation needs that only its request or answer has (docs/audit.md):
 * who is invited or handed the lead (the request's `userId`, so a refusal names them too), who leads after a
 * leave or whether it ended the consult, the consult started, how many consults a case's list showed. Read by the
 * hook (./recorder.ts); the handlers (../consults/handlers.ts) know nothing of the trail.
 */
import type { OperationId } from '../../contracts';
import { db } from '../store/db';
import { personName, type AnsweredOperation, type NamedPerson } from './rules';

type Facts = NonNullable<AnsweredOperation['facts']>;
type Data = Record<string, unknown> | null;

export const CONSULT_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'listCaseConsults',
  'startConsult',
  'listConsultCandidates',
  'getConsult',
  'inviteToConsult',
  'joinConsult',
  'leaveConsult',
  'requestConsultLead',
  'handOverConsult',
  'listConsultEvents',
  'appendConsultEvents',
]);

/** Operations whose body names a user (`{ userId }`): the invitee, who the lead is handed to. */
export const USER_IN_BODY: ReadonlySet<OperationId> = new Set<OperationId>([
  'inviteToConsult',
  'handOverConsult',
]);

/** The `userId` a request's body names (read before the handler, from a copy), or null. */
export async function userIdInBody(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { userId?: unknown } | null;
    return typeof body?.userId === 'string' && body.userId ? body.userId.slice(0, 64) : null;
  } catch {
    return null;
  }
}

const personOf = (userId: string): NamedPerson => {
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  return { userId, name: user ? personName(user) : null };
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The facts of a consult's operation. `namedUserId` is the request's; `data` reads the answer's `data` (only
 * asked for the few operations that need it: a leader's steps cost nothing more).
 */
export async function consultFactsOf(
  operationId: OperationId,
  namedUserId: string | null,
  succeeded: boolean,
  data: () => Promise<Data>,
): Promise<Facts> {
  const facts: Facts = {};
  if (namedUserId) facts.person = personOf(namedUserId);
  if (!succeeded) return facts;
  if (operationId === 'startConsult') {
    facts.createdId = text((await data())?.['consultId']);
  } else if (operationId === 'leaveConsult') {
    const consult = await data();
    facts.ended = consult?.['state'] === 'Ended';
    const leader = text(consult?.['leaderId']);
    if (leader) facts.person = personOf(leader);
  } else if (operationId === 'listCaseConsults') {
    const list = await data();
    if (Array.isArray(list)) facts.count = list.length;
  }
  return facts;
}
