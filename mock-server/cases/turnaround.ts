/**
 * Turnaround (docs/turnaround.md): the targets and holidays admins keep (getTurnaroundSettings,
 * updateTurnaroundSettings), each case's due time when it is sent out, and its due state when it is read, at
 * the QA clock (../qa/clock.ts). The calendar itself is contracts/turnaround.ts.
 */
import type { z } from 'zod';
import { schemas, SENTENCES } from '../../contracts';
import {
  addWorkingHours,
  CASE_PRIORITIES,
  dueState,
  type CasePriority,
  type DueState,
} from '../../contracts/turnaround';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord } from '../store/db';

type CaseTypeName = CaseRecord['type']['name'];
type Settings = z.infer<typeof schemas.zTurnaroundSettings>;

const CASE_TYPES = schemas.zCaseTypeName.options;
const SETTINGS_ID = 'settings';
const targetKey = (type: CaseTypeName, priority: CasePriority) => `${type}/${priority}`;

/** The seeded targets in working hours: two business days for routine work (three for consults and blood). */
export function defaultTargetHours(type: CaseTypeName, priority: CasePriority): number {
  if (priority === 'STAT') return 4;
  if (priority === 'Rush') return 24;
  return type === 'consult' || type === 'hematopathology' ? 72 : 48;
}

/** The seeded holidays: the US federal holidays of 2026 and 2027, on the days they are observed. */
const SEEDED_HOLIDAYS = [
  ...['01-01', '01-19', '02-16', '05-25', '06-19', '07-03', '09-07', '10-12', '11-11', '11-26', '12-25'].map(
    (day) => `2026-${day}`,
  ),
  ...['01-01', '01-18', '02-15', '05-31', '06-18', '07-05', '09-06', '10-11', '11-11', '11-25', '12-24'].map(
    (day) => `2027-${day}`,
  ),
];

const allTargets = (hours: (type: CaseTypeName, priority: CasePriority) => number) =>
  CASE_TYPES.flatMap((caseType) =>
    CASE_PRIORITIES.map((priority) => ({ caseType, priority, hours: hours(caseType, priority) })),
  );

export async function seedTurnaround() {
  await db.turnaround.create({
    id: SETTINGS_ID,
    targets: allTargets(defaultTargetHours),
    holidays: SEEDED_HOLIDAYS,
    updatedAt: null,
    updatedBy: null,
  });
}

function settings(): Settings {
  const stored = db.turnaround.findFirst((q) => q.where({ id: SETTINGS_ID }));
  if (!stored) {
    return { targets: allTargets(defaultTargetHours), holidays: [], updatedAt: null, updatedBy: null };
  }
  const { id: _id, ...view } = stored;
  return view;
}

/** What the due rules read: the holidays, each target, and now (the QA clock). Read once per request. */
export interface DueClock {
  now: Date;
  holidays: ReadonlySet<string>;
  targetHours(type: CaseTypeName, priority: CasePriority): number;
}

export function dueClock(): DueClock {
  const { targets, holidays } = settings();
  const hours = new Map(targets.map((t) => [targetKey(t.caseType, t.priority), t.hours]));
  return {
    now: clockNow(),
    holidays: new Set(holidays),
    targetHours: (type, priority) =>
      hours.get(targetKey(type, priority)) ?? defaultTargetHours(type, priority),
  };
}

/**
 * When a case falls due: its target's working hours after its send-out, by its type and priority; null while a
 * draft and once cancelled. Set at send-out (and again when an edit changes type or priority), never on read.
 */
export function dueAtOf(
  item: Pick<CaseRecord, 'status' | 'sentOutAt' | 'type' | 'priority'>,
  clock: DueClock = dueClock(),
): string | null {
  if (!item.sentOutAt || item.status === 'Cancelled') return null;
  const hours = clock.targetHours(item.type.name, item.priority);
  return addWorkingHours(new Date(item.sentOutAt), hours, clock.holidays).toISOString();
}

type Clocked = Pick<CaseRecord, 'status' | 'sentOutAt' | 'dueAt' | 'finalReport'>;

/** A case's due state at the clock: null without a due time; a signed-out case judged at its sign-out. */
export function caseDueState(item: Clocked, clock: DueClock): DueState | null {
  if (!item.dueAt || !item.sentOutAt || item.status === 'Cancelled') return null;
  const signed = item.status === 'SignOutCompleted' ? item.finalReport?.signedOutAt : undefined;
  return dueState(
    {
      sentOutAt: new Date(item.sentOutAt),
      dueAt: new Date(item.dueAt),
      signedOutAt: signed ? new Date(signed) : undefined,
    },
    clock.now,
    clock.holidays,
  );
}

/** The case as the contract gives it: with its due state at the clock. */
export function withDueState<T extends Clocked>(
  item: T,
  clock = dueClock(),
): T & { dueState: DueState | null } {
  return { ...item, dueState: caseDueState(item, clock) };
}

const TWICE_TARGET = SENTENCES.turnaround.targetTwice;
const TWICE_HOLIDAY = SENTENCES.turnaround.holidayTwice;

/** 422 field errors for the same target or holiday listed twice (the body has passed the schema). */
function duplicates(body: z.infer<typeof schemas.zTurnaroundSettingsInput>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  body.targets.forEach((target, i) => {
    const key = targetKey(target.caseType, target.priority);
    if (seen.has(key)) errors[`targets.${i}`] = [TWICE_TARGET];
    seen.add(key);
  });
  const days = new Set<string>();
  body.holidays.forEach((day, i) => {
    if (days.has(day)) errors[`holidays.${i}`] = [TWICE_HOLIDAY];
    days.add(day);
  });
  return errors;
}

const ADMINS_ONLY = 'Only admins manage turnaround targets.';

export const turnaroundHandlers = [
  operation('getTurnaroundSettings', ADMINS_ONLY, () => ok('getTurnaroundSettings', settings())),

  operation('updateTurnaroundSettings', ADMINS_ONLY, async ({ auth, body }) => {
    const fieldErrors = duplicates(body);
    if (Object.keys(fieldErrors).length) {
      return fail(422, Object.values(fieldErrors)[0]![0]!, { fieldErrors });
    }
    const given = new Map(body.targets.map((t) => [targetKey(t.caseType, t.priority), t.hours]));
    const current = dueClock();
    const next: Settings = {
      targets: allTargets(
        (type, priority) => given.get(targetKey(type, priority)) ?? current.targetHours(type, priority),
      ),
      holidays: [...body.holidays].sort(),
      updatedAt: new Date().toISOString(),
      updatedBy: personRef(auth.user),
    };
    await db.turnaround.delete((q) => q.where({ id: SETTINGS_ID }));
    await db.turnaround.create({ id: SETTINGS_ID, ...next });
    return ok('updateTurnaroundSettings', next, { message: SENTENCES.turnaround.saved });
  }),
];
