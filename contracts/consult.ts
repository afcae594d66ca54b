/**
 * The live consult's rules (docs/consult.md, decision 086), pure and shared by the mock backend (which
 * keeps consults and their logs) and the viewer (which follows a leader):
 *
 * - **Who may be invited**: a provider who may see the case — one who reads it already, or whose account is
 *   Active and who meets the case's subspecialty and licence rules (contracts/assignment.ts; caseload and away
 *   dates are about taking work on, not reading). Anyone else is refused with a sentence naming them and why.
 * - **Presence and lead**: a consult is Active with exactly one leader, who is present, until it ends; then
 *   nobody leads and nobody is present. The leader's leaving hands the lead to the follower who asked for it,
 *   else to the present participant who joined first; alone, the leader's leaving ends the consult.
 * - **Away** (decisions 109, 147): a participant whose consult view (a page showing the consult, by its live
 *   stream) has been gone CONSULT_AWAY_SECONDS leaves as by Leave; a leader with no one present who could take
 *   over (present and reading the case on their own) ends it (`LeaderAway`).
 * - **Steps by sequence**: the leader numbers its steps 1, 2, 3, …; a step already applied (a retry, a
 *   duplicate) is skipped, a step beyond a gap is held until the gap fills; so every step is applied once and
 *   in order, whatever order they arrive in.
 * - **Bounds** (decision 098): a consult keeps at most CONSULT_MAX_STEPS steps and a case at most
 *   CONSULT_MAX_PER_CASE consults, ended ones counted; past either the request is refused (422) with a sentence
 *   saying the limit and what to do, and nothing is stored.
 */
import type { components } from './generated/types.gen';
import type { AssignmentReasons } from './assignment';

export type Consult = components['schemas']['Consult'];
export type ConsultParticipant = components['schemas']['ConsultParticipant'];
export type ConsultStep = components['schemas']['ConsultStep'];
export type ConsultStepInput = components['schemas']['ConsultStepInput'];
export type ConsultChange = components['schemas']['LiveConsultChanged']['data']['change'];
export type ConsultEndReason = components['schemas']['ConsultEndReason'];

/** The most participants a consult holds (the contract's bound). */
export const CONSULT_MAX_PARTICIPANTS = 50;
/** The most steps held beyond a gap; a step further ahead than this is refused (409). */
export const CONSULT_MAX_HELD = 1000;
/**
 * A participant whose consult view (the page showing the consult) has been gone this long is away (decisions
 * 109, 147): taken out as by leaving; a leader's lead passes on, or the consult ends (`LeaderAway`). Their other
 * pages (a list in another tab) do not count.
 */
export const CONSULT_AWAY_SECONDS = 30;
/** A consult with no request from anyone present in it for this long ends (`Idle`). */
export const CONSULT_IDLE_MINUTES = 15;
/**
 * The most steps one consult's log keeps (decision 098): a step a second, busier than a leader keeps up, for five
 * and a half hours; about 5 MB stored (a field-of-view step is ~270 bytes).
 */
export const CONSULT_MAX_STEPS = 20_000;
/** The most consults one case keeps, ended ones counted (decision 098). */
export const CONSULT_MAX_PER_CASE = 50;

/**
 * A whole number as en-US writes it (20000 → '20,000'), without `Intl`: the viewer evaluates this module as its
 * page starts, and the first `toLocaleString` of a page sets up the number formats (15–20 ms under load).
 */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const CONSULT_TEXT = {
  ended: 'This consult has ended.',
  notParticipant: 'You are not part of this consult.',
  notPresent: 'Join the consult first.',
  onlyLeader: "Only the consult's leader may change the shared view.",
  onlyLeaderHandsOver: "Only the consult's leader may hand it over.",
  leadsAlready: 'You lead this consult already.',
  full: `A consult holds at most ${CONSULT_MAX_PARTICIPANTS} participants.`,
  notPresentName: (name: string) => `${name} is not present.`,
  cannotSee: (name: string, why: string) => `${name} cannot see this case: ${why}.`,
  signedOut: 'A consult is held while a case is read: this case is signed out.',
  /** What the viewer says when the consult one was in ended, by its reason. */
  endedBecause: {
    AllLeft: 'The consult ended: everyone left.',
    NoReader: 'The consult ended: no one in it may read this case any more.',
    SignedOut: 'The consult ended: the case was signed out.',
    Cancelled: 'The consult ended: the case was cancelled.',
    Idle: `The consult ended after ${CONSULT_IDLE_MINUTES} minutes with no one active in it.`,
    LeaderAway: `The consult ended: its leader's connection was lost for ${CONSULT_AWAY_SECONDS} seconds and no one else present could take the lead.`,
  } satisfies Record<ConsultEndReason, string>,
  /** What the viewer says to a participant taken out of a consult. */
  removed: 'You are no longer in this consult: you may no longer read this case.',
  /** A leader's step past CONSULT_MAX_STEPS (422): nothing of the request is stored. */
  stepLimit: `This consult has reached its limit of ${count(CONSULT_MAX_STEPS)} viewer steps. Leave it and start a new one to go on.`,
  /** A consult started on a case that holds CONSULT_MAX_PER_CASE already (422). */
  caseLimit: `This case has reached its limit of ${count(CONSULT_MAX_PER_CASE)} consults, so no new one can be started on it. Join one in progress, or replay a past one.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Who may be invited

export interface InviteeFacts {
  name: string;
  isProvider: boolean;
  /** The account's status (UserStatus). */
  status: string;
  /** They read the case already (assigned, an available case, a QA task). */
  readsCase: boolean;
  /** The assignment rules' verdicts for them on this case. */
  reasons: AssignmentReasons;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Why this person may not be invited to a consult on the case, in words; null when they may. */
export function invitationRefusal(facts: InviteeFacts): string | null {
  if (!facts.isProvider) return CONSULT_TEXT.cannotSee(facts.name, 'only providers take part in a consult');
  if (facts.readsCase) return null;
  if (facts.status !== 'Active')
    return CONSULT_TEXT.cannotSee(facts.name, `their account is ${facts.status}`);
  const unmet = facts.reasons.filter(
    (reason) => (reason.rule === 'subspecialty' || reason.rule === 'licence') && !reason.met,
  );
  if (!unmet.length) return null;
  return CONSULT_TEXT.cannotSee(facts.name, unmet.map((reason) => lowerFirst(reason.text)).join('; '));
}

// ---------------------------------------------------------------------------------------------------------------
// Presence and lead

export type ConsultResult =
  | { ok: true; consult: Consult; change: ConsultChange | null }
  | { ok: false; status: 403 | 409 | 422; message: string };

const refuse = (status: 403 | 409 | 422, message: string): ConsultResult => ({ ok: false, status, message });
const unchanged = (consult: Consult): ConsultResult => ({ ok: true, consult, change: null });
/**
 * Who has led is kept as the lead moves (`ledBy`, in the order each first took it): every change goes through
 * here, so a past consult names everyone who led it, whatever passed the lead (a hand-over, a leave, away).
 */
export const withLeaders = <T extends Pick<Consult, 'leaderId' | 'ledBy'>>(consult: T): T =>
  consult.leaderId === null || consult.ledBy.includes(consult.leaderId)
    ? consult
    : { ...consult, ledBy: [...consult.ledBy, consult.leaderId] };
const changed = (consult: Consult, change: ConsultChange): ConsultResult => ({
  ok: true,
  consult: withLeaders(consult),
  change,
});

const participantOf = (consult: Consult, userId: string) =>
  consult.participants.find((each) => each.userId === userId);

const withParticipant = (
  consult: Consult,
  userId: string,
  edit: (participant: ConsultParticipant) => ConsultParticipant,
): ConsultParticipant[] => consult.participants.map((each) => (each.userId === userId ? edit(each) : each));

export function startConsult(input: {
  consultId: string;
  caseId: string;
  caseRecordId: string | null;
  starter: { userId: string; name: string };
  at: string;
}): Consult {
  return {
    consultId: input.consultId,
    caseId: input.caseId,
    caseRecordId: input.caseRecordId,
    state: 'Active',
    leaderId: input.starter.userId,
    leadRequestedBy: null,
    participants: [
      {
        ...input.starter,
        presence: 'Present',
        invitedAt: input.at,
        joinedAt: input.at,
        leftAt: null,
        lostAccess: false,
      },
    ],
    lastSeq: 0,
    startedAt: input.at,
    endedAt: null,
    endReason: null,
    lastActiveAt: input.at,
    ledBy: [input.starter.userId],
  };
}

/** A present participant invites someone (already checked by invitationRefusal). */
export function invite(
  consult: Consult,
  byUserId: string,
  invitee: { userId: string; name: string },
  at: string,
): ConsultResult {
  if (consult.state === 'Ended') return refuse(409, CONSULT_TEXT.ended);
  if (participantOf(consult, byUserId)?.presence !== 'Present') return refuse(403, CONSULT_TEXT.notPresent);
  const known = participantOf(consult, invitee.userId);
  if (known && known.presence !== 'Left') return unchanged(consult);
  if (known) {
    const participants = withParticipant(consult, invitee.userId, (each) => ({
      ...each,
      presence: 'Invited',
      invitedAt: at,
      leftAt: null,
      lostAccess: false,
    }));
    return changed({ ...consult, participants }, 'Invited');
  }
  if (consult.participants.length >= CONSULT_MAX_PARTICIPANTS) return refuse(409, CONSULT_TEXT.full);
  const added: ConsultParticipant = {
    ...invitee,
    presence: 'Invited',
    invitedAt: at,
    joinedAt: null,
    leftAt: null,
    lostAccess: false,
  };
  return changed({ ...consult, participants: [...consult.participants, added] }, 'Invited');
}

/** An invited participant (or one who left) becomes present. */
export function join(consult: Consult, userId: string, at: string): ConsultResult {
  const participant = participantOf(consult, userId);
  if (!participant) return refuse(403, CONSULT_TEXT.notParticipant);
  if (consult.state === 'Ended') return refuse(409, CONSULT_TEXT.ended);
  if (participant.presence === 'Present') return unchanged(consult);
  const participants = withParticipant(consult, userId, (each) => ({
    ...each,
    presence: 'Present',
    joinedAt: at,
    leftAt: null,
  }));
  return changed({ ...consult, participants }, 'Joined');
}

/** Who leads after the leader leaves: the one who asked, else the present participant who joined first. */
export function nextLeader(consult: Consult, leaving: string): string | null {
  const present = consult.participants.filter(
    (each) => each.presence === 'Present' && each.userId !== leaving,
  );
  const asked = present.find((each) => each.userId === consult.leadRequestedBy);
  if (asked) return asked.userId;
  const first = [...present].sort((a, b) =>
    (a.joinedAt ?? '') < (b.joinedAt ?? '') ? -1 : (a.joinedAt ?? '') > (b.joinedAt ?? '') ? 1 : 0,
  )[0];
  return first?.userId ?? null;
}

/** A participant leaves (an invitee leaving declines); the leader's leaving hands on or ends the consult. */
export function leave(consult: Consult, userId: string, at: string): ConsultResult {
  const participant = participantOf(consult, userId);
  if (!participant) return refuse(403, CONSULT_TEXT.notParticipant);
  if (consult.state === 'Ended' || participant.presence === 'Left') return unchanged(consult);
  const gone = withParticipant(consult, userId, (each) => ({ ...each, presence: 'Left', leftAt: at }));
  if (consult.leaderId !== userId) {
    const leadRequestedBy = consult.leadRequestedBy === userId ? null : consult.leadRequestedBy;
    return changed({ ...consult, participants: gone, leadRequestedBy }, 'Left');
  }
  const successor = nextLeader(consult, userId);
  if (successor) {
    return changed(
      { ...consult, participants: gone, leaderId: successor, leadRequestedBy: null },
      'LeaderChanged',
    );
  }
  return changed(endConsult({ ...consult, participants: gone }, 'AllLeft', at), 'Ended');
}

/**
 * Whether a participant is away from a consult (decisions 109, 147): none of their views of that consult (live
 * streams naming it) is open, and the last one closed at least CONSULT_AWAY_SECONDS ago (`goneSince`, epoch ms;
 * null while one is open or none ever was). Streams of their other pages are not views of the consult.
 */
export function isAway(input: { openViews: number; goneSince: number | null; now: number }): boolean {
  return (
    input.openViews === 0 &&
    input.goneSince !== null &&
    input.now - input.goneSince >= CONSULT_AWAY_SECONDS * 1000
  );
}

/**
 * A present participant found away leaves as by Leave — a leader's lead passes to who asked, else the first
 * present to have joined — except that a leader with no one present who could take over ends the consult with
 * `LeaderAway`, which everyone invited is told. Who could take over is present and reads the case on their own
 * (`readsOnOwn`, the consult's host: decision 097); an invitee left alone could not go on reading the case, and
 * the end says what happened (the leader's connection), not an access problem. Anyone not present is unchanged.
 */
export function away(
  consult: Consult,
  userId: string,
  at: string,
  readsOnOwn: (userId: string) => boolean = () => true,
): ConsultResult {
  const participant = participantOf(consult, userId);
  if (consult.state === 'Ended' || participant?.presence !== 'Present') return unchanged(consult);
  const result = leave(consult, userId, at);
  if (!result.ok || result.change === null) return result;
  const wasLeader = consult.leaderId === userId;
  const host = result.consult.participants.some(
    (each) => each.presence === 'Present' && readsOnOwn(each.userId),
  );
  if (result.change !== 'Ended' && !(wasLeader && !host)) return result;
  const gone = withParticipant(consult, userId, (each) => ({ ...each, presence: 'Left', leftAt: at }));
  return changed(endConsult({ ...consult, participants: gone }, 'LeaderAway', at), 'Ended');
}

/** The consult ended for `reason`: nobody leads, everyone still in it leaves. */
export function endConsult(consult: Consult, reason: ConsultEndReason, at: string): Consult {
  const everyoneOut = consult.participants.map((each) =>
    each.presence === 'Left' ? each : { ...each, presence: 'Left' as const, leftAt: at },
  );
  return {
    ...consult,
    participants: everyoneOut,
    state: 'Ended',
    leaderId: null,
    leadRequestedBy: null,
    endedAt: at,
    endReason: reason,
  };
}

/** A present follower asks to lead. */
export function requestLead(consult: Consult, userId: string): ConsultResult {
  const participant = participantOf(consult, userId);
  if (!participant) return refuse(403, CONSULT_TEXT.notParticipant);
  if (consult.state === 'Ended') return refuse(409, CONSULT_TEXT.ended);
  if (participant.presence !== 'Present') return refuse(403, CONSULT_TEXT.notPresent);
  if (consult.leaderId === userId) return refuse(409, CONSULT_TEXT.leadsAlready);
  if (consult.leadRequestedBy === userId) return unchanged(consult);
  return changed({ ...consult, leadRequestedBy: userId }, 'LeadRequested');
}

/** The leader hands the lead to a present participant. */
export function handOver(consult: Consult, byUserId: string, toUserId: string): ConsultResult {
  if (consult.state === 'Ended') return refuse(409, CONSULT_TEXT.ended);
  if (consult.leaderId !== byUserId) return refuse(403, CONSULT_TEXT.onlyLeaderHandsOver);
  const to = participantOf(consult, toUserId);
  if (!to || to.presence !== 'Present') return refuse(422, CONSULT_TEXT.notPresentName(to?.name ?? toUserId));
  if (toUserId === byUserId) return unchanged(consult);
  return changed({ ...consult, leaderId: toUserId, leadRequestedBy: null }, 'LeaderChanged');
}

/** Who is told of a change: everyone invited or present (and who just left, so their screen knows). */
export function audienceOf(consult: Consult, also: readonly string[] = []): string[] {
  const ids = consult.participants.filter((each) => each.presence !== 'Left').map((each) => each.userId);
  return [...new Set([...ids, ...also])];
}

/** Whether the user takes part (invited or present) in this consult while it is active. */
export function attends(consult: Consult, userId: string): boolean {
  const presence = participantOf(consult, userId)?.presence;
  return consult.state === 'Active' && presence !== undefined && presence !== 'Left';
}

// ---------------------------------------------------------------------------------------------------------------
// Who reads the case through a consult (docs/consult.md "Who reads the case through a consult")

/** What the backend knows of one participant, judged now. */
export interface ConsultPersonFacts {
  /** Their account may still sign in and take part (a provider or an admin, not Deactivated). */
  usable: boolean;
  /** They read the case on their own, a consult aside (assigned, an available case, a QA task, an admin). */
  ownAccess: boolean;
  /** They would be invited now: Active, the case's subspecialty and licence (invitationRefusal, not reading it). */
  invitable: boolean;
}

export interface ConsultVerdict {
  /** Why the consult must end now; null while it may go on (or has ended already). */
  end: ConsultEndReason | null;
  /** Who reads the case through it now: invited or present, and allowed. */
  readers: string[];
  /** Who is invited or present but may no longer read the case: to be taken out of it. */
  removed: string[];
}

/** Where each case status leaves a live consult: null while the case is being read. */
const CASE_STATUS_END: Readonly<Record<string, ConsultEndReason | null>> = {
  Available: null,
  Assigned: null,
  SignOutCompleted: 'SignedOut',
  Cancelled: 'Cancelled',
};

/**
 * Who reads the case through a consult, judged on every read: a consult lends the case to a participant only
 * while (1) it is active, (2) the case is being read (Available or Assigned), (3) someone present in it was
 * active within CONSULT_IDLE_MINUTES, (4) someone present in it reads the case on their own (its host), and
 * (5) the participant's account is usable and they read the case on their own or would be invited now. Failing
 * (2)–(4) ends the consult; failing (5) takes that participant out. So membership never reads more than the
 * case's own rules allow: whoever loses the case loses the consult.
 */
export function consultVerdict(input: {
  consult: Pick<Consult, 'state' | 'participants' | 'lastActiveAt'>;
  caseStatus: string;
  now: string;
  person(userId: string): ConsultPersonFacts;
}): ConsultVerdict {
  const { consult } = input;
  const none = (end: ConsultEndReason | null): ConsultVerdict => ({ end, readers: [], removed: [] });
  if (consult.state !== 'Active') return none(null);
  const byStatus = CASE_STATUS_END[input.caseStatus];
  if (byStatus !== null) return none(byStatus ?? 'Cancelled');
  if (Date.parse(input.now) - Date.parse(consult.lastActiveAt) >= CONSULT_IDLE_MINUTES * 60_000) {
    return none('Idle');
  }
  const attending = consult.participants.filter((each) => each.presence !== 'Left');
  const facts = new Map(attending.map((each) => [each.userId, input.person(each.userId)]));
  const hosted = attending.some((each) => {
    const person = facts.get(each.userId)!;
    return each.presence === 'Present' && person.usable && person.ownAccess;
  });
  if (!hosted) return none('NoReader');
  const allowed = (userId: string) => {
    const person = facts.get(userId)!;
    return person.usable && (person.ownAccess || person.invitable);
  };
  return {
    end: null,
    readers: attending.filter((each) => allowed(each.userId)).map((each) => each.userId),
    removed: attending.filter((each) => !allowed(each.userId)).map((each) => each.userId),
  };
}

/**
 * What the verdict does to the consult: ends it (`Ended`, with its reason), or takes out who may no longer read
 * the case (`Removed`: Left, `lostAccess`; a removed leader's lead passes as when leaving), or nothing (null).
 */
export function settleConsult(
  consult: Consult,
  verdict: ConsultVerdict,
  at: string,
): { consult: Consult; change: 'Ended' | 'Removed' } | null {
  if (consult.state !== 'Active') return null;
  if (verdict.end) return { consult: endConsult(consult, verdict.end, at), change: 'Ended' };
  if (!verdict.removed.length) return null;
  const removed = new Set(verdict.removed);
  const participants = consult.participants.map((each) =>
    removed.has(each.userId) ? { ...each, presence: 'Left' as const, leftAt: at, lostAccess: true } : each,
  );
  const next = { ...consult, participants };
  const leaderId =
    consult.leaderId && removed.has(consult.leaderId) ? nextLeader(next, consult.leaderId) : consult.leaderId;
  const leadRequestedBy =
    consult.leadRequestedBy && removed.has(consult.leadRequestedBy) ? null : consult.leadRequestedBy;
  if (leaderId === null) return { consult: endConsult(next, 'NoReader', at), change: 'Ended' };
  return {
    consult: withLeaders({
      ...next,
      leaderId,
      leadRequestedBy: leaderId === consult.leaderId ? leadRequestedBy : null,
    }),
    change: 'Removed',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Bounds (decision 098)

/**
 * Why a leader's batch of steps is refused for the log's bound, or null: any step numbered past `max` is never
 * applied, so the whole batch is refused (422) and nothing of it stored — the steps before the bound in the same
 * batch too, so a refusal leaves the log exactly as it was.
 */
export function stepLimitRefusal(steps: ReadonlyArray<{ seq: number }>): string | null {
  return steps.some((step) => step.seq > CONSULT_MAX_STEPS) ? CONSULT_TEXT.stepLimit : null;
}

/** Why a new consult on a case holding `held` consults (ended ones counted) is refused, or null. */
export function caseLimitRefusal(held: number): string | null {
  return held >= CONSULT_MAX_PER_CASE ? CONSULT_TEXT.caseLimit : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Steps by sequence

export interface Sequenced {
  seq: number;
}

export interface SequenceState<T extends Sequenced> {
  /** The last step applied; the next to apply is lastSeq + 1. */
  lastSeq: number;
  /** Steps that came after a gap, ascending by seq, none at or below lastSeq. */
  held: readonly T[];
}

/**
 * Takes steps in any order: those at or below `lastSeq`, or already held, are skipped (the first copy wins);
 * the rest are held and applied as soon as every step before them is. Returns the steps applied now, in order,
 * and the new state. With `maxHeld`, steps that would be held beyond it are dropped (`dropped`).
 */
export function applyInOrder<T extends Sequenced>(
  state: SequenceState<T>,
  incoming: readonly T[],
  maxHeld = Number.POSITIVE_INFINITY,
): { state: SequenceState<T>; applied: T[]; dropped: T[] } {
  const bySeq = new Map<number, T>(state.held.map((step) => [step.seq, step]));
  const dropped: T[] = [];
  for (const step of incoming) {
    if (!Number.isInteger(step.seq) || step.seq <= state.lastSeq || bySeq.has(step.seq)) continue;
    if (step.seq - state.lastSeq > maxHeld + 1) {
      dropped.push(step);
      continue;
    }
    bySeq.set(step.seq, step);
  }
  const applied: T[] = [];
  let lastSeq = state.lastSeq;
  while (bySeq.has(lastSeq + 1)) {
    applied.push(bySeq.get(lastSeq + 1)!);
    bySeq.delete(lastSeq + 1);
    lastSeq += 1;
  }
  const held = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  return { state: { lastSeq, held }, applied, dropped };
}
