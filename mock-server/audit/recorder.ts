/**
 * The audit trail's one hook (decision 082): `route()` (../http/operation.ts) asks `beginAudit` before a handler
 * runs (who is calling: a logout still knows) and `finishAudit` with its answer; the pure rule (./rules.ts) says
 * what, if anything, that makes, and the record is appended here. No handler records anything itself.
 *
 * - Nothing is gathered for an operation the rule never records: lists, reference data and tiles cost nothing.
 * - No answer goes out without its record but a change made: when the record cannot be saved (storage down),
 *   a read (of a case, its report, a slide, an attachment, a consult), allowed or refused, and a refused or
 *   failed change answer 503 instead (fail closed). A change made (2xx) keeps its answer: it is saved, and a
 *   503 would invite its retry.
 * - SlideOpened is kept once per (session, slide), a consult's reads and steps once per (session, consult): the
 *   session is a hash of the bearer token, never the token.
 */
import { qaAuditNote } from '../quality/audit-note';
import { autoAssignmentNote } from '../assignment/audit-note';
import { createHash } from 'node:crypto';
import { operations, type OperationId } from '../../contracts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { db } from '../store/db';
import { commit } from '../store/persistence';
import { StorageUnavailableError } from '../store/write-queue';
import { CONSULT_OPERATIONS, USER_IN_BODY, consultFactsOf, userIdInBody } from './consult-facts';
import { hasDedupeKey, highestSeq } from './trail-query';
import { findCase } from '../cases/case-index';
import { auditEntryOf, dedupeKeyOf, isAudited, personName, type AuditActor, type AuditDraft } from './rules';

/** The backend's now (the QA clock, wired by ../index.ts), so the trail agrees with every other stamp. */
let now: () => Date = () => new Date();
export const setAuditClock = (clock: () => Date) => void (now = clock);

export interface PendingAudit {
  operationId: OperationId;
  actor: AuditActor | null;
  sessionKey: string | null;
  attemptedEmail: string | null;
  /** The user a request's body names (a consult's invitee, who the lead is handed to). */
  namedUserId: string | null;
  clientAddress: string;
}

/** Operations whose body names the account tried (public ones with an e-mail). */
const EMAIL_IN_BODY = new Set<OperationId>(['login', 'setPasswordWithCode']);

export const actorOf = (user: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: AuditActor['role'];
}): AuditActor => ({
  userId: user.id,
  name: personName(user),
  email: user.email,
  role: user.role,
});

const sessionKeyOf = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

function callerOf(request: Request) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return { actor: null, sessionKey: null };
  const session = db.sessions.findFirst((q) => q.where({ token }));
  const user = session ? db.users.findFirst((q) => q.where({ id: session.userId })) : undefined;
  return { actor: user ? actorOf(user) : null, sessionKey: user ? sessionKeyOf(token) : null };
}

async function emailOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown } | null;
    return typeof body?.email === 'string' ? body.email.trim().slice(0, 254) : null;
  } catch {
    return null;
  }
}

/** What must be read before the handler runs; null when the operation never records. */
export async function beginAudit(operationId: OperationId, request: Request): Promise<PendingAudit | null> {
  if (!isAudited(operationId)) return null;
  const { actor, sessionKey } = callerOf(request);
  return {
    operationId,
    actor,
    sessionKey,
    attemptedEmail: EMAIL_IN_BODY.has(operationId) ? await emailOf(request) : null,
    namedUserId: USER_IN_BODY.has(operationId) ? await userIdInBody(request) : null,
    clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown',
  };
}

type Data = Record<string, unknown> | null;

async function dataOf(response: Response): Promise<Data> {
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return null;
  try {
    const body = (await response.clone().json()) as { data?: unknown };
    return body?.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** What the answer says that the record needs: a created id, a report carried, an import's count. */
async function factsOf(pending: PendingAudit, response: Response) {
  const ok = response.status >= 200 && response.status < 300;
  const { operationId } = pending;
  if (CONSULT_OPERATIONS.has(operationId))
    return consultFactsOf(operationId, pending.namedUserId, ok, () => dataOf(response));
  const facts: NonNullable<Parameters<typeof auditEntryOf>[0]['facts']> = {};
  if (!ok) return facts;
  if (operationId === 'getCase') {
    const data = await dataOf(response);
    facts.withReport = Boolean(data?.['finalReport'] || data?.['reportDraft']);
  } else if (operationId === 'importCases') {
    const data = await dataOf(response);
    const created = data?.['items'];
    if (Array.isArray(created)) facts.count = created.length;
  } else if (operations[operationId].method === 'post' && !operations[operationId].path.endsWith('}')) {
    const data = await dataOf(response);
    facts.createdId =
      operationId === 'createCase'
        ? text(data?.['caseID'])
        : (text(data?.['id']) ?? text(data?.['fileContent']) ?? text(data?.['clientId']) ?? null);
  }
  return facts;
}

/** The login's account, by the e-mail tried (any letter case), when it has one. */
function accountOf(email: string | null): AuditActor | null {
  if (!email) return null;
  const user = db.users.findFirst((q) => q.where({ email: email.trim().toLowerCase() }));
  return user ? actorOf(user) : null;
}

let lastSeq: number | null = null;

function nextSeq(): number {
  lastSeq ??= highestSeq();
  return ++lastSeq;
}

/**
 * Appends one record: inserted into the trail's table in its own commit (store/persistence.ts; the operation's
 * changes were committed before its answer came here), or in neither the file nor anywhere else when that commit
 * is refused (StorageUnavailableError: the caller answers 503 for a read). Exposed for the tests of the store;
 * handlers never call it.
 */
export async function appendAuditEvent(
  entry: AuditDraft,
  keys: { sessionKey: string | null; dedupeKey: string | null },
) {
  const seq = nextSeq();
  const id = `aud-${String(seq).padStart(8, '0')}`;
  await commit(db.auditEvents.check({ ...entry, id, seq, ...keys }));
}

/** Reads of a patient's case: never answered, allowed or refused, without their record. */
export const READS: ReadonlySet<OperationId> = new Set<OperationId>([
  'getCase',
  'listSlideAnnotations',
  'downloadCaseAttachment',
  'getReportPdf',
  'listCaseConsults',
  'listConsultCandidates',
  'getConsult',
  'listConsultEvents',
]);

/**
 * Records what the answer makes, then hands the answer back; or 503 when the record was not saved, unless the
 * answer is a change made (a read, a refusal, a failure is not answered unrecorded).
 */
export async function finishAudit(
  pending: PendingAudit,
  params: Record<string, string | readonly string[] | undefined>,
  url: string,
  response: Response,
  storageUnavailable: () => Response,
): Promise<Response> {
  const isLogin = pending.operationId === 'login';
  const actor = isLogin ? accountOf(pending.attemptedEmail) : pending.actor;
  const query = Object.fromEntries(new URL(url).searchParams);
  const flatParams = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  ) as Record<string, string | undefined>;
  const caseId = flatParams['caseId'];
  const facts = await factsOf(pending, response);
  if (response.status < 300) {
    const assigned = autoAssignmentNote(pending.operationId, flatParams);
    facts.note = assigned ?? qaAuditNote(pending.operationId, flatParams);
    facts.assignedByRules = assigned !== null;
  }
  const record = caseId ? findCase(caseId) : undefined;
  const entry = auditEntryOf({
    operationId: pending.operationId,
    params: flatParams,
    query,
    status: response.status,
    actor,
    attemptedEmail: pending.attemptedEmail,
    at: now().toISOString(),
    clientAddress: pending.clientAddress,
    facts: { ...facts, caseRecordId: record?.caseRecordId ?? null },
  });
  if (!entry) return response;
  const dedupeKey = dedupeKeyOf(entry, pending.sessionKey);
  if (dedupeKey && hasDedupeKey(dedupeKey)) return response;
  try {
    await appendAuditEvent(entry, { sessionKey: pending.sessionKey, dedupeKey });
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    const changeMade = !READS.has(pending.operationId) && response.status < 300;
    if (!changeMade) return storageUnavailable();
  }
  return response;
}

/** Forgets the id counter (a reset puts the trail back to the seed's). */
export function resetAuditSequence() {
  lastSeq = null;
}
