/**
 * The data `npm run bench:scale` runs on (scripts/bench-scale-data.ts): a copy of a case is the same case under
 * new ids, and the scaled file loads in the mock as the server loads it (store/persistence.ts), every record
 * accepted. No timings.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../mock-server/store/db';
import {
  disablePersistence,
  enablePersistence,
  loadPersisted,
  settle,
} from '../mock-server/store/persistence';
import {
  COPY_STRIDE,
  copySerial,
  fillTemplate,
  templateOf,
  tokenPattern,
  writeScaledData,
} from './bench-scale-data';

describe('copySerial', () => {
  it('adds the copy times the stride to the number at the end, keeping its width', () => {
    expect(copySerial('case-0013', 1)).toBe('case-10013');
    expect(copySerial('CUG-2026-0004', 3)).toBe('CUG-2026-30004');
    expect(copySerial('TSK-000075', 1)).toBe('TSK-010075');
    expect(copySerial('att-0000000000000001', 2)).toBe('att-0000000000020001');
    expect(copySerial('qas-seed-001', 249)).toBe('qas-seed-2490001');
    expect(copySerial('case-0013', 0)).toBe('case-0013');
  });

  it('refuses an id without a number, or one the stride would not keep apart', () => {
    expect(() => copySerial('case-x', 1)).toThrow('does not end in a number');
    expect(() => copySerial(`case-${COPY_STRIDE}`, 1)).toThrow('not below the copy stride');
  });

  it('never gives two (id, copy) pairs the same id, nor a copy a seed id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: COPY_STRIDE - 1 }),
        fc.integer({ min: 0, max: COPY_STRIDE - 1 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (a, b, k, l) => {
          const idA = `case-${String(a).padStart(4, '0')}`;
          const idB = `case-${String(b).padStart(4, '0')}`;
          expect(copySerial(idA, k) === copySerial(idB, l)).toBe(a === b && k === l);
        },
      ),
    );
  });
});

describe('a copy template', () => {
  it('replaces whole ids only, wherever they appear', () => {
    const pattern = tokenPattern(['case-0013', 'CUG-2026-0004']);
    const json = JSON.stringify({
      id: 'case-0013|Overdue|2026-06-17T00:00:00.000Z',
      specimen: 'case-0013-S1-B2',
      title: 'Case CUG-2026-0004 is overdue',
      other: 'case-00131',
      prefixed: 'xcase-0013',
    });
    expect(JSON.parse(fillTemplate(templateOf(json, pattern), 2))).toEqual({
      id: 'case-20013|Overdue|2026-06-17T00:00:00.000Z',
      specimen: 'case-20013-S1-B2',
      title: 'Case CUG-2026-20004 is overdue',
      other: 'case-00131',
      prefixed: 'xcase-0013',
    });
  });
});

describe('the scaled database', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'bench-scale-'));
  });
  afterEach(async () => {
    disablePersistence();
    await rm(folder, { recursive: true, force: true });
  });

  it('loads as the server loads it: the cases 3× under unique ids, with their work, and the audit trail', async () => {
    const seedFile = path.join(folder, 'seed.json');
    enablePersistence(seedFile);
    await settle();
    // Copies: all() hands out the collection's own array, which the load below refills.
    const seed = {
      cases: structuredClone(db.cases.all()),
      tasks: structuredClone(db.tasks.all()),
      billing: structuredClone(db.billingRecords.all()),
      samples: structuredClone(db.qaSamples.all()),
      escalations: db.escalations.count(),
      links: db.caseLinks.count(),
      attachments: db.attachments.count(),
      users: db.users.count(),
      notifications: db.notifications.count(),
    };

    const outFile = path.join(folder, 'scaled.json');
    const written = await writeScaledData({
      seedFile,
      outFile,
      factor: 3,
      auditPerCase: 2,
      notices: { userId: 'usr-provider', count: 5 },
    });
    expect(written).toMatchObject({ cases: 1200, auditRecords: 2400 });

    disablePersistence();
    enablePersistence(outFile);
    expect(await loadPersisted()).toBe(true);
    expect(db.cases.count()).toBe(1200);
    expect(db.auditEvents.count()).toBe(2400);
    expect(new Set(db.cases.all().map((c) => c.caseID)).size).toBe(1200);
    expect(new Set(db.cases.all().map((c) => c.caseRecordId)).size).toBe(1200);

    // Copy 2 of a case: the same case, its ids moved by 2 × the stride, its specimens' ids with it.
    const original = seed.cases.find((c) => c.caseID === 'case-0013')!;
    const copy = db.cases.findFirst((q) => q.where({ caseID: 'case-20013' }))!;
    expect(copy.caseRecordId).toBe(copySerial(original.caseRecordId, 2));
    expect(copy.slides.map((s) => s.specimenID)).toEqual(
      original.slides.map((s) => s.specimenID.replace('case-0013', 'case-20013')),
    );
    expect({ ...copy, caseID: '', caseRecordId: '', slides: [] }).toEqual({
      ...original,
      caseID: '',
      caseRecordId: '',
      slides: [],
    });

    // The work about a case comes with it; what is about no case is kept once.
    const onCase = seed.tasks.filter((t) => t.case);
    expect(db.tasks.count()).toBe(seed.tasks.length + 2 * onCase.length);
    expect(new Set(db.tasks.all().map((t) => t.taskNumber)).size).toBe(db.tasks.count());
    const task = onCase[0]!;
    const taskCopy = db.tasks.findFirst((q) => q.where({ id: copySerial(task.id, 1) }))!;
    expect(taskCopy.case).toEqual({
      ...task.case,
      caseID: copySerial(task.case!.caseID, 1),
      caseRecordId: copySerial(task.case!.caseRecordId, 1),
    });
    expect(db.billingRecords.count()).toBe(
      seed.billing.length + 2 * seed.billing.filter((b) => b.case).length,
    );
    expect(db.qaSamples.count()).toBe(3 * seed.samples.length);
    const sample = seed.samples.find((s) => s.taskId)!;
    expect(db.qaSamples.findFirst((q) => q.where({ id: copySerial(sample.id, 2) }))).toMatchObject({
      caseId: copySerial(sample.caseId, 2),
      taskId: copySerial(sample.taskId!, 2),
    });
    expect(db.escalations.count()).toBe(3 * seed.escalations);
    expect(db.caseLinks.count()).toBe(3 * seed.links);
    expect(db.attachments.count()).toBe(3 * seed.attachments);
    expect(db.users.count()).toBe(seed.users);
    expect(db.notifications.count()).toBe(seed.notifications + 5);

    // The audit trail: in order, about the scaled cases, each record as the recorder makes it.
    const trail = db.auditEvents.all();
    expect(trail.map((e) => e.seq)).toEqual(Array.from({ length: 2400 }, (_, i) => i + 1));
    expect(trail[0]).toMatchObject({ id: 'aud-00000001', action: 'CaseViewed', caseId: 'case-0001' });
    expect(trail[1200 + 13 - 1]).toMatchObject({ action: 'SlideOpened', caseId: 'case-0013' });
    expect(trail[1200 + 13 - 1]!.dedupeKey).not.toBeNull();
    expect(trail[800 + 12]).toMatchObject({ caseId: 'case-20013', caseRecordId: copy.caseRecordId });
  });

  it('writes a collection once when told to (the copies without the escalations the seed records)', async () => {
    const seedFile = path.join(folder, 'seed.json');
    enablePersistence(seedFile);
    await settle();
    const escalations = db.escalations.count();
    const outFile = path.join(folder, 'scaled.json');
    await writeScaledData({ seedFile, outFile, factor: 2, auditPerCase: 0, once: ['escalations'] });
    disablePersistence();
    enablePersistence(outFile);
    expect(await loadPersisted()).toBe(true);
    expect(db.cases.count()).toBe(800);
    expect(db.escalations.count()).toBe(escalations);
    expect(db.auditEvents.count()).toBe(0);
  });
});
