/**
 * A network's year: `--seed-cases N` seeds the seed as always, then N − 400 further cases and what a
 * send-out network of that size holds around them, drawn from the seed's own generators (each from a stream of
 * its own, SCALE_SEED + part, so the same N gives the same database):
 * - a facility per 400 further cases (its staff user, profile and account record), a provider per 150 (profile,
 *   registration: onboarding ones as the seed's, active ones approved with licences in the network's states);
 * - the cases, created over the year before SEED_NOW and as far along as their age allows
 *   (./seed-scale-cases.ts), due times from the turnaround settings, reports with their signers' credentials;
 * - tasks (5 % of the cases), a billing row per signed-out case, attachments and case links as the seed has them;
 * - QA samples (2 % of the signed-out cases), the escalations already due recorded as sent, the last two months'
 *   CaseAvailable notices, a consult per 5,000 cases, and the audit trail of every case's reads (audit/seed.ts).
 * Nothing here looks a record up in the database per generated record: what it needs is read once into lists and
 * maps. The records of the large collections go in at once (./bulk-insert.ts: checked by their schema once, no
 * `create()` a record), the audit trail through its own append. The demo accounts keep the seed's share of open
 * work (docs/mock-server.md, 'A network's year').
 */
import { isProviderRole, sameStatus } from '../../contracts';
import { seedAccountProfiles } from '../accounts/seed';
import { generateAttachments } from '../attachments/seed';
import { auditTrail } from '../audit/seed';
import { generateBilling } from '../billing/seed';
import { dueAtOf, dueClock } from '../cases/turnaround';
import { endedConsult } from '../consults/seed';
import { lastSerial, personRef } from '../http/lists';
import { generateAvailableNotices, seedEscalationsDue } from '../notifications/seed';
import { generateQualitySamples } from '../quality/seed';
import { seedApprovedRegistrations } from '../registration/seed-approved';
import { seedOnboardingRegistrations } from '../registration/seed';
import { generateTasks } from '../tasks/seed';
import { credentialsOf, type SignerCredentials } from '../users/credentials';
import { seedProfiles } from '../users/seed';
import { insertMany } from './bulk-insert';
import { db, type CaseRecord, type UserRecord } from './db';
import { FACILITIES } from './seed-data';
import {
  CASE_COUNT,
  PROVIDER_COUNT,
  SEED,
  createRandom,
  draftCase,
  facilityRecord,
  generatePeople,
  issueRecordIds,
  lastRecordIds,
  pad,
} from './seed-generate';
import { networkFacilities, networkSize, yearCaseDraw } from './seed-scale-cases';
import { caseLinksOf, workContext } from './seed-work';

export const SCALE_SEED = SEED + 46;
const TASKS_PER_CASE = 0.05;
const TECHNICAL_SHARE = 0.12;
const QA_SHARE = 0.02;
const QA_OPEN_SHARE = 0.05;
const CASES_PER_CONSULT = 5000;
const HOUR = 3_600_000;
/** A working network's providers: most Active (11 in 14), a few onboarding; every 13th Deactivated, as the seed's. */
const NETWORK_PROVIDER_STATUSES = [
  ...Array<UserRecord['status']>(11).fill('Active'),
  'In Progress',
  'New',
  'Provisionally Active',
] as const;

/** What the last scale seed made, how long it took and each part of it (ms): the server prints it. */
export interface ScaleSeedReport {
  ms: number;
  cases: number;
  facilities: number;
  providers: number;
  auditEvents: number;
  phases: Array<[part: string, ms: number]>;
}
let lastReport: ScaleSeedReport | null = null;
export const lastScaleSeed = () => lastReport;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the server prints after a scale seed: what it made, the seeding's time and its parts, the memory now. */
export function scaleSeedLine(report: ScaleSeedReport, memory = process.memoryUsage()) {
  const count = (n: number) => n.toLocaleString('en-US');
  const mb = (bytes: number) => `${count(Math.round(bytes / 2 ** 20))} MB`;
  const parts = report.phases.map(([part, ms]) => `${part} ${seconds(ms)}`).join(', ');
  return (
    `Seeded a network of ${count(report.cases)} cases (${count(report.facilities)} facilities, ` +
    `${count(report.providers)} providers, ${count(report.auditEvents)} audit records) in ` +
    `${seconds(report.ms)} (${parts}); heap ${mb(memory.heapUsed)}, resident ${mb(memory.rss)}; saving…`
  );
}

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);
const isWorker = (u: UserRecord) =>
  u.id.startsWith('usr-prv-') && isProviderRole(u.role) && sameStatus(u.status, 'Active');

/** After the seed (./seed.ts, which began at `started`): the further network of a `total`-case scale seed. */
export async function seedScale(total: number, passwordHash: string, started = performance.now()) {
  const size = networkSize(total);
  const phases: ScaleSeedReport['phases'] = [];
  let mark = performance.now();
  phases.push(['seed', mark - started]);
  const phase = (part: string) => {
    const now = performance.now();
    phases.push([part, now - mark]);
    mark = now;
  };
  const random = (part: number) => createRandom(SCALE_SEED + part);

  // The network: facilities with their staff, further providers; profiles, account records, registrations.
  const facilityRows = networkFacilities(size.facilities);
  const facilities = [];
  for (const row of facilityRows) facilities.push(await db.facilities.create(facilityRecord(row)));
  const people = generatePeople(random(0), {
    providers: [PROVIDER_COUNT + 1, PROVIDER_COUNT + size.providers],
    facilities: facilityRows,
    statuses: NETWORK_PROVIDER_STATUSES,
  });
  const newcomers: UserRecord[] = [];
  for (const person of people) newcomers.push(await db.users.create({ ...person, passwordHash }));
  const profileRandom = random(1);
  const profiles = await seedProfiles(profileRandom, newcomers);
  await seedAccountProfiles(profileRandom, facilities);
  const registered = await seedOnboardingRegistrations(
    newcomers,
    profiles,
    lastSerial('reg', ids(db.registrations.all())),
  );
  const caseFacilities = [...FACILITIES.filter(([id]) => id !== 'fac-002'), ...facilityRows];
  const states = [...new Set(caseFacilities.filter((f) => f[4] === 'US').map((f) => f[5]))].sort();
  await seedApprovedRegistrations(newcomers, profiles, registered, { random: random(2), states });
  phase('network');

  // The cases: drawn, numbered per facility in order of creation, due times and signers' credentials set.
  const users = db.users.all();
  const byId = new Map(users.map((user) => [user.id, user]));
  const workers = users.filter(isWorker);
  const draw = yearCaseDraw(caseFacilities, workers.map(personRef), personRef(byId.get('usr-provider')!));
  const slides = db.slides.all();
  const caseRandom = random(3);
  const drafts = Array.from({ length: size.cases }, (_, n) =>
    draftCase(caseRandom, CASE_COUNT + n, slides, draw),
  );
  issueRecordIds(drafts, lastRecordIds(db.cases.all().map((item) => item.caseRecordId)));
  const clock = dueClock();
  const credentials = new Map<string, SignerCredentials>();
  const signerCredentials = (id: string) => {
    if (!credentials.has(id)) credentials.set(id, credentialsOf(byId.get(id)!));
    return credentials.get(id)!;
  };
  const cases: CaseRecord[] = await insertMany(
    db.cases,
    drafts.splice(0).map((item) => {
      const report = item.finalReport;
      return {
        ...item,
        dueAt: dueAtOf(item, clock),
        finalReport: report && { ...report, signerCredentials: signerCredentials(report.signedOutBy.id) },
      };
    }),
  );
  phase('cases');

  // Their work: tasks, billing, attachments, links (the seed's generators, numbered after the seed's records).
  const work = workContext(users, cases, caseFacilities, false);
  const workRandom = random(4);
  const tasks = generateTasks(workRandom, work, {
    first: lastSerial('task', ids(db.tasks.all())),
    count: Math.round(size.cases * TASKS_PER_CASE),
  });
  await insertMany(db.tasks, tasks);
  const billing = generateBilling(workRandom, work, {
    first: lastSerial('bill', ids(db.billingRecords.all())),
    technical: Math.round(work.signedOut.length * TECHNICAL_SHARE),
  });
  await insertMany(db.billingRecords, billing);
  const lastAttachment = Math.max(0, ...db.attachments.all().map((a) => parseInt(a.id.slice(4), 16) || 0));
  await insertMany(db.attachments, generateAttachments(cases, lastAttachment));
  await insertMany(db.caseLinks, caseLinksOf(cases));
  phase('work');

  // QA samples of signed-out cases no task names yet, never of the demo provider's.
  const reviewed = new Set(db.tasks.all().flatMap((task) => (task.case ? [task.case.caseID] : [])));
  const sampleable = work.signedOut.filter(
    (item) => !reviewed.has(item.caseID) && item.finalReport?.signedOutBy.id !== 'usr-provider',
  );
  const reviewers = [...workers].sort((a, b) => a.id.localeCompare(b.id));
  const sampled = Math.round(sampleable.length * QA_SHARE);
  const open = Math.min(sampled, Math.max(1, Math.round(sampled * QA_OPEN_SHARE)));
  const quality = generateQualitySamples(random(5), {
    graded: sampled - open,
    open,
    unassigned: 0,
    cases: sampleable,
    reviewers,
    lastTask: lastSerial('task', ids(db.tasks.all())),
    first: db.qaSamples.count(),
  });
  await insertMany(db.tasks, quality.tasks);
  await insertMany(db.qaSamples, quality.samples);
  phase('quality');

  // The late cases' escalations as sent, the last months' notices, a few consults.
  await seedEscalationsDue(clock);
  const notices = generateAvailableNotices(
    random(6),
    cases,
    workers,
    lastSerial('ntf', ids(db.notifications.all())),
  );
  await insertMany(db.notifications, notices);
  const consulted = work.signedOut;
  const consults = Math.min(consulted.length, Math.max(1, Math.floor(size.cases / CASES_PER_CONSULT)));
  for (let n = 0; n < consults; n++) {
    const item = consulted[Math.floor(((n + 0.5) * consulted.length) / consults)]!;
    const provider = byId.get(item.finalReport!.signedOutBy.id)!;
    const others = reviewers.filter((r) => r.id !== provider.id);
    await db.consults.create(
      endedConsult({
        consultId: `cns-seed-scale-${pad(n + 1, 3)}`,
        item,
        provider,
        colleague: others[(n * 7 + 3) % others.length]!,
        start: Date.parse(item.assignedAt!) + 2 * HOUR,
        prefix: `seed-scale-consult-${n + 1}`,
      }),
    );
  }
  phase('notices');

  // Every case's reads, in the order they happened, straight into the trail's table in one transaction.
  // Made by the trail's own rule, so not checked again record by record (decision 101).
  db.auditEvents.insertMany(auditTrail(random(7), db.cases.all(), users));
  phase('audit trail');

  lastReport = {
    ms: performance.now() - started,
    cases: db.cases.count(),
    facilities: db.facilities.count(),
    providers: users.filter((u) => isProviderRole(u.role)).length,
    auditEvents: db.auditEvents.count(),
    phases,
  };
}
