/** A case list's rows: the summary's displayed fields, and nothing a column or an action reads lost. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { exportTable } from '~/components/data-table/export-table';
import { CASE_COLUMNS, exportColumns } from './columns';
import type { CaseSummary } from './list-config';
import { caseListRow } from './list-rows';

const text = fc.string({ maxLength: 30 });
const isoTime = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

/**
 * Any case summary the contract allows; `pickUp` only sometimes (the API sends it to providers), and
 * `archiveImageCount` only sometimes (a server without archives leaves it out).
 */
const summary: fc.Arbitrary<CaseSummary> = fc
  .tuple(
    fc.record({
      caseID: text,
      caseRecordId: text,
      status: fc.constantFrom(...schemas.zCaseStatus.options),
      type: fc.record({
        name: fc.constantFrom(...schemas.zCaseTypeName.options),
        displayName: text,
      }),
      patient: fc.record({ firstName: text, lastName: text }),
      facility: fc.record({ id: text, name: text }),
      assignedProvider: fc.option(fc.record({ id: text, name: text }), { nil: null }),
      specimenCount: fc.nat(50),
      imageCount: fc.nat(50),
      createdAt: isoTime,
      updatedAt: isoTime,
      priority: fc.constantFrom(...schemas.zCasePriority.options),
      dueAt: fc.option(isoTime, { nil: null }),
      dueState: fc.option(fc.constantFrom(...schemas.zDueState.options), { nil: null }),
    }),
    fc.option(fc.record({ allowed: fc.boolean(), reason: fc.option(text, { nil: null }) }), {
      nil: undefined,
    }),
    fc.option(fc.nat(50), { nil: undefined }),
  )
  .map(([item, pickUp, fromArchive]) => ({
    ...item,
    ...(pickUp && { pickUp }),
    ...(fromArchive !== undefined && { archiveImageCount: Math.min(fromArchive, item.imageCount) }),
  }));

describe('caseListRow', () => {
  it('keeps the displayed fields of a case, its archive images and a refusal to pick it up, and leaves out the rest', () => {
    const item: CaseSummary = {
      caseID: 'case-0126',
      caseRecordId: 'PWHC-2026-0031',
      status: 'Available',
      type: { name: 'consult', displayName: 'Consultation' },
      patient: { firstName: 'Tara', lastName: 'Tanaka' },
      facility: { id: 'fac-008', name: 'Prairie Women’s Health Clinic' },
      assignedProvider: null,
      specimenCount: 1,
      imageCount: 1,
      createdAt: '2026-11-12T03:47:23.000Z',
      updatedAt: '2026-11-13T08:47:23.000Z',
      priority: 'Routine',
      dueAt: '2026-11-18T08:47:23.000Z',
      dueState: 'Overdue',
      pickUp: { allowed: true, reason: null },
    };
    expect(caseListRow(item)).toStrictEqual({
      caseID: 'case-0126',
      caseRecordId: 'PWHC-2026-0031',
      status: 'Available',
      type: { displayName: 'Consultation' },
      patient: { firstName: 'Tara', lastName: 'Tanaka' },
      facility: { name: 'Prairie Women’s Health Clinic' },
      specimenCount: 1,
      imageCount: 1,
      createdAt: '2026-11-12T03:47:23.000Z',
      priority: 'Routine',
      dueAt: '2026-11-18T08:47:23.000Z',
      dueState: 'Overdue',
    });
    // The archive's images only when there are some: none is what an absent count says.
    expect(caseListRow({ ...item, archiveImageCount: 0 })).toStrictEqual(caseListRow(item));
    expect(caseListRow({ ...item, archiveImageCount: 1 }).archiveImageCount).toBe(1);
    const refused = { allowed: false, reason: 'You already have 5 cases.' };
    expect(caseListRow({ ...item, pickUp: refused }).pickUp).toStrictEqual(refused);
  });

  it('shows and exports every column as the whole summary would, and keeps what the row actions read', () => {
    const columns = exportColumns(CASE_COLUMNS);
    fc.assert(
      fc.property(summary, (item) => {
        const row = caseListRow(item);
        expect(exportTable(columns, [row])).toEqual(exportTable(columns, [item]));
        expect(row.caseID).toBe(item.caseID);
        expect(row.caseRecordId).toBe(item.caseRecordId);
        expect(row.imageCount).toBe(item.imageCount);
        expect(row.archiveImageCount ?? 0).toBe(item.archiveImageCount ?? 0);
        // The row's action reads a refusal only: none, or one that allows, both offer Pick up.
        expect(row.pickUp).toEqual(item.pickUp?.allowed === false ? item.pickUp : undefined);
        expect(JSON.stringify(row).length).toBeLessThanOrEqual(JSON.stringify(item).length);
      }),
    );
  });
});
