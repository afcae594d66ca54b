/**
 * A consult to replay (decision 086): the demo provider's first signed-out case had a live consult with a
 * colleague before it was signed out — the slide shown, three fields of view, a ruler, undone and drawn again —
 * kept with the case, ended, so its consults list has one to replay.
 */
import type { ViewerEvent } from '../../contracts';
import { startConsult, type ConsultStep } from '../../contracts/consult';
import { db, type CaseRecord, type ConsultRecord } from '../store/db';
import { SEED_NOW } from '../store/seed-generate';

const PROVIDER_ID = 'usr-provider';
const COLLEAGUE_EMAIL = 'esther.dubois.4@providers.demo.test';
export const SEEDED_CONSULT_ID = 'cns-seed-replay';

export async function seedConsults() {
  const provider = db.users.findFirst((q) => q.where({ id: PROVIDER_ID }));
  const colleague = db.users.findFirst((q) => q.where({ email: COLLEAGUE_EMAIL }));
  const item = db.cases
    .all()
    .filter((each) => each.assignedProvider?.id === PROVIDER_ID && each.status === 'SignOutCompleted')
    .sort((a, b) => a.caseID.localeCompare(b.caseID))[0];
  if (!provider || !colleague || !item) return;
  await db.consults.create(
    endedConsult({
      consultId: SEEDED_CONSULT_ID,
      item,
      provider,
      colleague,
      start: SEED_NOW - 3 * 86_400_000,
      prefix: 'seed-consult',
    }),
  );
}

type Person = { id: string; firstName: string; lastName: string };

/**
 * An ended consult on `item` that `provider` started at `start` with `colleague`: the seven steps above, its
 * events' ids `${prefix}-evt-<n>` (a scale seed's consults have one each: store/seed-scale.ts).
 */
export function endedConsult({
  consultId,
  item,
  provider,
  colleague,
  start,
  prefix,
}: {
  consultId: string;
  item: CaseRecord;
  provider: Person;
  colleague: Person;
  start: number;
  prefix: string;
}): ConsultRecord {
  const iso = (offsetMs: number) => new Date(start + offsetMs).toISOString();
  const meta = (n: number) => ({
    id: `${prefix}-evt-${n}`,
    at: start + n * 4000,
    origin: 'user' as const,
  });
  const view = (n: number, zoom: number, x: number, y: number): ViewerEvent => ({
    type: 'viewport/changed',
    ...meta(n),
    zoom,
    center: { x, y },
    rotation: 0,
  });
  const ruler: ViewerEvent = {
    type: 'measurement/added',
    ...meta(5),
    ruler: {
      id: `${prefix}-ruler-1`,
      mode: 'straight',
      rect: { x: 800, y: 900, width: 400, height: 300 },
      label: '—',
      visible: true,
    },
  };
  const steps: Array<Pick<ConsultStep, 'action' | 'event'>> = [
    { action: 'dispatch', event: { type: 'slide/selected', ...meta(1), index: 0 } },
    { action: 'dispatch', event: view(2, 2, 0.4, 0.35) },
    { action: 'dispatch', event: view(3, 4, 0.45, 0.38) },
    { action: 'dispatch', event: view(4, 8, 0.47, 0.4) },
    { action: 'dispatch', event: ruler },
    { action: 'undo', event: null },
    { action: 'redo', event: null },
  ];
  const name = (user: Person) => `${user.firstName} ${user.lastName}`;
  const consult = startConsult({
    consultId,
    caseId: item.caseID,
    caseRecordId: item.caseRecordId ?? null,
    starter: { userId: provider.id, name: name(provider) },
    at: iso(0),
  });
  const endAt = iso(steps.length * 4000 + 60_000);
  return {
    ...consult,
    state: 'Ended',
    leaderId: null,
    endedAt: endAt,
    endReason: 'AllLeft',
    lastActiveAt: endAt,
    lastSeq: steps.length,
    participants: [
      { ...consult.participants[0]!, presence: 'Left', leftAt: endAt },
      {
        userId: colleague.id,
        name: name(colleague),
        presence: 'Left',
        invitedAt: iso(1000),
        joinedAt: iso(2000),
        leftAt: iso(steps.length * 4000 + 30_000),
        lostAccess: false,
      },
    ],
    steps: steps.map((each, index) => ({
      seq: index + 1,
      ...each,
      byUserId: provider.id,
      at: iso((index + 1) * 4000),
    })),
    held: [],
  };
}
