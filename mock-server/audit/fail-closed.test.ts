/**
 * The audit trail's file refusing a write (decision 082, docs/audit.md): a read of a case or of a consult is not
 * answered without its record, allowed or refused (503 with Retry-After, as a change the disk refused is); a
 * refused change is not either; a change made keeps its answer. The fault is real: the trail's table in the
 * database file refuses new rows (../testing/storage-faults.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { SEEDED_CONSULT_ID } from '../consults/seed';
import { db, type CaseRecord } from '../store/db';
import { commit, disablePersistence, enablePersistence } from '../store/persistence';
import { refuseTrailRows } from '../testing/storage-faults';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../store/write-queue';
import { takeConsoleErrors } from '../../tests/setup/strict-console';
import { OTHER_FACILITY, PROVIDER, clientFor } from '../testing/test-clients';

const AISHA = 'aisha.abbott.29@providers.demo.test';

let folder: string;
let file: string;
let mend: (() => void) | null = null;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'mock-audit-faults-'));
  file = path.join(folder, 'mock.sqlite');
  enablePersistence(file);
  await commit();
});
afterEach(async () => {
  mendJournal();
  // The server's log of each refused commit (store/persistence.ts), expected here.
  for (const line of takeConsoleErrors())
    expect(line).toMatch(/could not save the database .*trail refuses rows/);
  disablePersistence();
  await rm(folder, { recursive: true, force: true });
});

const breakJournal = () => void (mend = refuseTrailRows(file));
const mendJournal = () => {
  mend?.();
  mend = null;
};

const mine = () =>
  db.cases
    .all()
    .filter(
      (c) =>
        c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.facility.id === 'fac-001',
    )
    .sort((a, b) => a.caseID.localeCompare(b.caseID))[0]!;
const onCase = (item: CaseRecord) => ({
  params: { path: { caseId: item.caseID } },
  headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' },
});

/** The storage fault's answer (decision 071): 503 in the envelope, with Retry-After. */
async function expectUnavailable(answer: { response: Response; error?: unknown }) {
  expect(answer.response.status).toBe(503);
  expect(answer.response.headers.get('retry-after')).toBe('5');
  expect(answer.error).toMatchObject({ isSuccess: false, message: STORAGE_UNAVAILABLE_MESSAGE });
}

describe('a record the trail cannot save', () => {
  it('turns a refused case read into 503, as it does an allowed one; once mended, the refusal is recorded', async () => {
    const item = mine();
    const provider = await clientFor(PROVIDER);
    const stranger = await clientFor(OTHER_FACILITY);
    const before = db.auditEvents.count();
    breakJournal();

    await expectUnavailable(await provider.GET('/api/cases/{caseId}', onCase(item)));
    await expectUnavailable(await stranger.GET('/api/cases/{caseId}', onCase(item)));
    expect(db.auditEvents.count()).toBe(before);

    mendJournal();
    const refused = await stranger.GET('/api/cases/{caseId}', onCase(item));
    expect([403, 404]).toContain(refused.response.status);
    expect(db.auditEvents.all().at(-1)).toMatchObject({
      action: 'CaseViewed',
      outcome: 'Denied',
      actor: { email: OTHER_FACILITY },
    });
  });

  it("turns a consult's read into 503, refused or not", async () => {
    const provider = await clientFor(PROVIDER);
    const aisha = await clientFor(AISHA);
    const caseId = db.consults.findFirst((q) => q.where({ consultId: SEEDED_CONSULT_ID }))!.caseId;
    const replay = { params: { path: { caseId, consultId: SEEDED_CONSULT_ID } } };
    breakJournal();

    await expectUnavailable(await provider.GET('/api/cases/{caseId}/consults/{consultId}/events', replay));
    await expectUnavailable(await aisha.GET('/api/cases/{caseId}/consults/{consultId}/events', replay));
    await expectUnavailable(
      await aisha.GET('/api/cases/{caseId}/consults', { params: { path: { caseId } } }),
    );
  });

  it('turns a refused change into 503; a change made keeps its answer and is kept', async () => {
    const item = mine();
    const provider = await clientFor(PROVIDER);
    const stranger = await clientFor(OTHER_FACILITY);
    breakJournal();
    const draft = { primaryDiagnosis: 'Journal fault', cptCodes: ['88305'], billingComponent: 1 as const };

    const refused = await stranger.PUT('/api/cases/{caseId}/report-draft', { ...onCase(item), body: draft });
    await expectUnavailable(refused);

    const saved = await provider.PUT('/api/cases/{caseId}/report-draft', { ...onCase(item), body: draft });
    expect(saved.response.status).toBe(200);
    expect(db.cases.findFirst((q) => q.where({ caseID: item.caseID }))!.reportDraft).toMatchObject({
      primaryDiagnosis: 'Journal fault',
    });
  });
});
