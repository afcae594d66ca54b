/**
 * Live consults on a case (decision 086, docs/consult.md). Reading: providers and admins who may read
 * the case (participants of an active consult do, cases/access.ts). The rules are contracts/consult.ts; this
 * file finds the facts, saves, tells the invitee (notify.ts) and publishes to the participants' streams.
 */
import { isAdminRole, isProviderRole, viewerEventSchema } from '../../contracts';
import { reasonsFor } from '../../contracts/assignment';
import { BLINDED_TEXT } from '../../contracts/blinded-view';
import {
  CONSULT_MAX_HELD,
  CONSULT_TEXT,
  applyInOrder,
  audienceOf,
  caseLimitRefusal,
  handOver,
  invitationRefusal,
  invite,
  join,
  leave,
  requestLead,
  startConsult,
  stepLimitRefusal,
  type ConsultResult,
  type ConsultStep,
} from '../../contracts/consult';
import { candidateOf, caseFactsOf, today } from '../assignment/facts';
import { canSeeCase } from '../cases/access';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { tellUsers } from '../notifications/notify';
import { clockNow } from '../qa/clock';
import { isBlinded } from '../quality/blinding';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { publishConsult } from './publish';
// A participant whose stream is gone is taken out (decision 109).
import './away';
import { settleLiveConsults, settleOne } from './settle';
import {
  consultsOfCase,
  consultView,
  createConsult,
  findConsult,
  newConsultId,
  recordSteps,
  saveConsult,
  touchConsult,
  type ConsultRecord,
} from './store';
import { oneAtATime } from '../http/one-at-a-time';
import { busyAnswer } from '../http/load-shed';

const NO_ACCESS = 'You do not have access to this case.';
/** One append of a consult at a time, from reading its log to recording the steps (bounded per consult). */
const appendTurns = oneAtATime<string>();
const nowIso = () => clockNow().toISOString();

/**
 * The case when the caller (a provider or an admin) may read it and its consults; otherwise the answer (404,
 * 403). A blinded reviewer of the case is refused its consults (contracts/blinded-view.ts: they name who took
 * part, and the candidates single out who reads the case) until the review is graded.
 */
function readableCase(user: UserRecord, caseID: string): CaseRecord | Response {
  const item = db.cases.findFirst((q) => q.where({ caseID }));
  if (!item) return fail(404, 'Case not found.');
  if (!(isProviderRole(user.role) || isAdminRole(user.role)) || !canSeeCase(user, item)) {
    return fail(403, NO_ACCESS);
  }
  if (isBlinded(user, item.caseID)) return fail(403, BLINDED_TEXT.consults(item.caseRecordId ?? item.caseID));
  return item;
}

/**
 * The case and consult, the consult first settled by its rule (settle.ts: it may have ended, or taken the caller
 * out) and its idle clock started again by a present caller. Reading it needs reading the case; only leaving is
 * open to a participant who no longer does (`participantsToo`).
 */
async function consultFor(
  user: UserRecord,
  caseId: string,
  consultId: string,
  { participantsToo = false } = {},
): Promise<{ item: CaseRecord; record: ConsultRecord } | Response> {
  const item = db.cases.findFirst((q) => q.where({ caseID: caseId }));
  if (!item) return fail(404, 'Case not found.');
  if (isBlinded(user, item.caseID)) return fail(403, BLINDED_TEXT.consults(item.caseRecordId ?? item.caseID));
  const found = findConsult(caseId, consultId);
  const record = found ? await settleOne(found) : undefined;
  const participant = record?.participants.some((each) => each.userId === user.id);
  if (!(participantsToo && participant)) {
    const readable = readableCase(user, caseId);
    if (readable instanceof Response) return readable;
  }
  if (!record) return fail(404, 'Consult not found.');
  touchConsult(record, user.id, nowIso());
  return { item, record };
}

/** Saves a rule's result, tells the participants (and `also`) and answers with the consult. */
async function settle(
  record: ConsultRecord,
  result: ConsultResult,
  also: readonly string[] = [],
): Promise<Response | ConsultRecord> {
  if (!result.ok) return fail(result.status, result.message);
  if (result.change === null) return record;
  const saved = await saveConsult(record, result.consult);
  const consult = consultView(saved);
  publishConsult('consult.changed', { consult, change: result.change }, audienceOf(consult, also));
  return saved;
}

const answer = (saved: Response | ConsultRecord, message?: string) =>
  saved instanceof Response ? saved : ok('getConsult', consultView(saved), { message: message ?? null });

/** Each step's viewer event checked against the viewer's own schema; field errors by step. */
function checkSteps(steps: ReadonlyArray<{ seq: number; action: string; event: unknown }>) {
  const fieldErrors: Record<string, string[]> = {};
  const events = steps.map((step, index) => {
    if (step.action !== 'dispatch') {
      if (step.event !== null)
        (fieldErrors[`steps.${index}.event`] ??= []).push('must be null for undo and redo');
      return null;
    }
    const parsed = viewerEventSchema.safeParse(step.event);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      (fieldErrors[['steps', index, 'event', ...issue.path].join('.')] ??= []).push(issue.message);
    }
    return null;
  });
  return { events, fieldErrors };
}

export const consultHandlers = [
  operation('listCaseConsults', async ({ auth, params }) => {
    await settleLiveConsults(params.caseId);
    const item = readableCase(auth.user, params.caseId);
    if (item instanceof Response) return item;
    const consults = consultsOfCase(item.caseID);
    // The viewer polls this while in a consult: its idle clock starts again.
    for (const record of consults) touchConsult(record, auth.user.id, nowIso());
    return ok('listCaseConsults', consults.map(consultView));
  }),

  operation('startConsult', async ({ auth, params }) => {
    const item = readableCase(auth.user, params.caseId);
    if (item instanceof Response) return item;
    if (item.status === 'Draft' || item.status === 'Cancelled') {
      return fail(409, 'A consult needs a case that has been sent out.');
    }
    if (item.status === 'SignOutCompleted') return fail(409, CONSULT_TEXT.signedOut);
    const held = consultsOfCase(item.caseID);
    const inOne = held.some(
      (each) =>
        each.state === 'Active' &&
        each.participants.some((p) => p.userId === auth.user.id && p.presence === 'Present'),
    );
    if (inOne) return fail(409, 'You are already in a consult on this case.');
    // A case keeps at most CONSULT_MAX_PER_CASE consults, ended ones counted (decision 098).
    const full = caseLimitRefusal(held.length);
    if (full) return fail(422, full);
    const person = personRef(auth.user);
    const consult = startConsult({
      consultId: newConsultId(),
      caseId: item.caseID,
      caseRecordId: item.caseRecordId ?? null,
      starter: { userId: person.id, name: person.name },
      at: nowIso(),
    });
    await createConsult(consult);
    publishConsult('consult.changed', { consult, change: 'Started' }, audienceOf(consult));
    return ok('startConsult', consult, { status: 201, message: 'Consult started.' });
  }),

  operation('listConsultCandidates', ({ auth, params }) => {
    const item = readableCase(auth.user, params.caseId);
    if (item instanceof Response) return item;
    const facts = caseFactsOf(item);
    const day = today();
    const candidates = db.users
      .findMany((q) => q.where({}))
      .filter(
        (user) =>
          user.id !== auth.user.id &&
          isProviderRole(user.role) &&
          (user.status === 'Active' || user.status === 'Provisionally Active'),
      )
      .map((user) => {
        const name = personRef(user).name;
        const reason = invitationRefusal({
          name,
          isProvider: true,
          status: user.status,
          readsCase: canSeeCase(user, item),
          reasons: reasonsFor(facts, candidateOf(user), day),
        });
        return { userId: user.id, name, maySee: reason === null, reason };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.userId < b.userId ? -1 : 1));
    return ok('listConsultCandidates', candidates);
  }),

  operation('getConsult', async ({ auth, params }) => {
    const found = await consultFor(auth.user, params.caseId, params.consultId);
    if (found instanceof Response) return found;
    return ok('getConsult', consultView(found.record));
  }),

  operation('inviteToConsult', async ({ auth, params, body }) => {
    const found = await consultFor(auth.user, params.caseId, params.consultId);
    if (found instanceof Response) return found;
    const { item, record } = found;
    if (record.state === 'Ended') return fail(409, CONSULT_TEXT.ended);
    const invitee = db.users.findFirst((q) => q.where({ id: body.userId }));
    if (!invitee) return fail(422, 'No such user.', { fieldErrors: { userId: ['No such user.'] } });
    const name = personRef(invitee).name;
    const refusal = invitationRefusal({
      name,
      isProvider: isProviderRole(invitee.role),
      status: invitee.status,
      readsCase: canSeeCase(invitee, item),
      reasons: reasonsFor(caseFactsOf(item), candidateOf(invitee), today()),
    });
    if (refusal) return fail(422, refusal, { fieldErrors: { userId: [refusal] } });
    const result = invite(record, auth.user.id, { userId: invitee.id, name }, nowIso());
    const saved = await settle(record, result);
    if (!(saved instanceof Response) && result.ok && result.change) {
      const by = personRef(auth.user).name;
      const link = `/viewer?${new URLSearchParams({ caseId: item.caseID, consult: record.consultId })}`;
      await tellUsers(
        [invitee.id],
        item,
        {
          kind: 'ConsultInvitation',
          title: `Consult on ${item.caseRecordId ?? item.caseID}`,
          message: `${by} invites you to a live consult on case ${item.caseRecordId ?? item.caseID}: open the case's slides to join.`,
        },
        nowIso(),
        link,
      );
    }
    return answer(saved, `${name} is invited.`);
  }),

  operation('joinConsult', async ({ auth, params }) => {
    const found = await consultFor(auth.user, params.caseId, params.consultId);
    if (found instanceof Response) return found;
    return answer(await settle(found.record, join(found.record, auth.user.id, nowIso())));
  }),

  operation('leaveConsult', async ({ auth, params }) => {
    const found = await consultFor(auth.user, params.caseId, params.consultId, { participantsToo: true });
    if (found instanceof Response) return found;
    const result = leave(found.record, auth.user.id, nowIso());
    return answer(await settle(found.record, result, [auth.user.id]));
  }),

  operation('requestConsultLead', async ({ auth, params }) => {
    const found = await consultFor(auth.user, params.caseId, params.consultId);
    if (found instanceof Response) return found;
    return answer(await settle(found.record, requestLead(found.record, auth.user.id)));
  }),

  operation('handOverConsult', async ({ auth, params, body }) => {
    const found = await consultFor(auth.user, params.caseId, params.consultId);
    if (found instanceof Response) return found;
    return answer(await settle(found.record, handOver(found.record, auth.user.id, body.userId)));
  }),

  operation('listConsultEvents', async ({ auth, params, query }) => {
    const found = await consultFor(auth.user, params.caseId, params.consultId);
    if (found instanceof Response) return found;
    const after = query?.after ?? 0;
    const limit = query?.limit ?? 500;
    const { record } = found;
    // Steps are numbered 1, 2, …, so step n is at index n - 1.
    const items = record.steps.slice(after, after + limit);
    return ok('listConsultEvents', { consultId: record.consultId, items, lastSeq: record.lastSeq });
  }),

  // The leader's view while it moves and their pointer (decision 109): told to the present followers now,
  // stored nowhere (not the log, not the stream's resume buffer).
  operation('sendConsultLiveView', async ({ auth, params, body }) => {
    const found = await consultFor(auth.user, params.caseId, params.consultId);
    if (found instanceof Response) return found;
    const { record } = found;
    if (record.state === 'Ended') return fail(409, CONSULT_TEXT.ended);
    if (record.leaderId !== auth.user.id) return fail(403, CONSULT_TEXT.onlyLeader);
    const followers = record.participants
      .filter((each) => each.presence === 'Present' && each.userId !== auth.user.id)
      .map((each) => each.userId);
    publishConsult(
      'consult.view',
      { consultId: record.consultId, caseId: record.caseId, byUserId: auth.user.id, live: body },
      followers,
    );
    return ok('sendConsultLiveView', { told: followers.length });
  }),

  operation('appendConsultEvents', async ({ auth, params, body }) => {
    const { events, fieldErrors } = checkSteps(body.steps);
    // Well formed by the contract, refused by the viewer's own rules: 422, nothing applied.
    if (Object.keys(fieldErrors).length) {
      return fail(422, `Step ${Object.keys(fieldErrors)[0]}: ${Object.values(fieldErrors)[0]![0]}`, {
        fieldErrors,
      });
    }
    // One append of a consult at a time from reading its log to recording the steps (the leader may have several
    // requests in flight); the operation wrapper commits them after, outside the turn.
    const answer = await appendTurns.run(params.consultId, async () => {
      const found = await consultFor(auth.user, params.caseId, params.consultId);
      if (found instanceof Response) return found;
      const { record } = found;
      if (record.state === 'Ended') return fail(409, CONSULT_TEXT.ended);
      if (record.leaderId !== auth.user.id) return fail(403, CONSULT_TEXT.onlyLeader);
      // A step past the log's bound refuses the whole request, nothing applied or held (decision 098).
      const full = stepLimitRefusal(body.steps);
      if (full) return fail(422, full);
      const at = nowIso();
      const incoming: ConsultStep[] = body.steps.map((step, index) => ({
        seq: step.seq,
        action: step.action,
        event: events[index] as ConsultStep['event'],
        byUserId: auth.user.id,
        at,
      }));
      const result = applyInOrder({ lastSeq: record.lastSeq, held: record.held }, incoming, CONSULT_MAX_HELD);
      if (result.dropped.length) {
        const first = result.dropped[0]!.seq;
        return fail(409, `Step ${first} is too far ahead: send step ${record.lastSeq + 1} first.`);
      }
      if (result.applied.length || result.state.held.length !== record.held.length) {
        await recordSteps(record, result.applied, result.state.held, result.state.lastSeq);
      }
      const followers = record.participants
        .filter((each) => each.presence === 'Present' && each.userId !== auth.user.id)
        .map((each) => each.userId);
      // Told before the file is written: a failed save answers 503 and the leader sends the same steps again,
      // which the followers, holding them already, skip.
      for (const step of result.applied) {
        publishConsult(
          'consult.event',
          { consultId: record.consultId, caseId: record.caseId, step },
          followers,
        );
      }
      return ok('appendConsultEvents', {
        applied: result.applied.length,
        held: result.state.held.length,
        lastSeq: result.state.lastSeq,
      });
    });
    // Too many appends of this consult waiting (a burst beyond the leader's few in flight): they are refused
    // as busy, as one account's logins are, and the leader sends the steps again.
    return answer ?? busyAnswer();
  }),
];
