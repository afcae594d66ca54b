/**
 * The Task a case answers (decision 137) is derived from the case whatever state and times it has: its status by
 * the one table, the report as its output exactly when signed out, its times the case's last change, and valid R4.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, type CaseRecord } from '../store/db';
import { CASE_STATUS_SYSTEM, taskOf, taskStatusOf, type TaskContext } from './fhir-task';
import { indexFhirDefinitions, r4Errors } from './fhir-validate';

beforeAll(indexFhirDefinitions, 60_000);

const STATUSES = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'] as const;
const EXPECTED = {
  Draft: ['received', 'received'],
  Available: ['received', 'received'],
  Assigned: ['accepted', 'in-progress'],
  SignOutCompleted: ['completed', 'completed'],
  Cancelled: ['cancelled', 'cancelled'],
} as const;

const CONTEXT: TaskContext = {
  placer: { system: 'urn:placer', value: 'ORD-1' },
  requester: { reference: 'Organization/fac-001', display: 'Facility' },
  sent: {
    identifiers: [{ system: 'urn:task', value: 'T-1' }],
    requester: { display: 'Dr. A' },
    owner: null,
  },
};

const time = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

/** A seed case moved to any state, with any times and, signed out, any number of addenda. */
function caseArbitrary() {
  const signed = db.cases.all().find((item) => item.finalReport)!;
  return fc
    .record({
      status: fc.constantFrom(...STATUSES),
      reading: fc.boolean(),
      updatedAt: time,
      assignedAt: fc.option(time, { nil: null }),
      addenda: fc.array(time, { maxLength: 2 }),
    })
    .map(({ status, reading, updatedAt, assignedAt, addenda }): CaseRecord => {
      const report = signed.finalReport!;
      return {
        ...signed,
        status,
        updatedAt,
        assignedAt,
        reportDraft: reading ? { ...(signed.reportDraft ?? ({} as never)), savedAt: updatedAt } : null,
        finalReport:
          status === 'SignOutCompleted'
            ? {
                ...report,
                addenda: addenda.map((addedAt, i) => ({
                  ...(report.addenda[0] ?? ({} as never)),
                  version: i + 2,
                  addedAt,
                })),
              }
            : null,
      } as CaseRecord;
    });
}

describe('taskOf', () => {
  it('maps every case status, and a draft of the report, to the Task status of the table', () => {
    for (const status of STATUSES) {
      expect(taskStatusOf(status, false)).toBe(EXPECTED[status][0]);
      expect(taskStatusOf(status, true)).toBe(EXPECTED[status][1]);
    }
  });

  it('follows the case: status, business status, output only when signed out, times of its last change', () => {
    fc.assert(
      fc.property(caseArbitrary(), (item) => {
        const task = taskOf(item, CONTEXT);
        expect(task.status).toBe(EXPECTED[item.status][item.reportDraft ? 1 : 0]);
        expect(task.businessStatus!.coding).toEqual([{ system: CASE_STATUS_SYSTEM, code: item.status }]);
        expect(task.output?.map((output) => output.valueReference?.reference)).toEqual(
          task.status === 'completed' ? [`DiagnosticReport/${item.caseID}`] : undefined,
        );
        expect(task.meta!.lastUpdated).toBe(task.lastModified);
        const issued = item.finalReport?.addenda.at(-1)?.addedAt ?? item.finalReport?.signedOutAt;
        const last = Math.max(
          Date.parse(item.updatedAt),
          issued ? Date.parse(issued) : 0,
          Date.parse(item.createdAt),
        );
        expect(Date.parse(task.lastModified!)).toBe(last);
        expect(task.identifier).toContainEqual({ system: 'urn:task', value: 'T-1' });
        expect(task.basedOn).toEqual([
          { reference: `ServiceRequest/${item.caseID}-order`, identifier: CONTEXT.placer },
        ]);
      }),
    );
  });

  it('is valid R4 in every state', () => {
    fc.assert(
      fc.property(caseArbitrary(), (item) => {
        expect(r4Errors(taskOf(item, CONTEXT))).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
