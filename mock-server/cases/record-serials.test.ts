/**
 * A new case's record id from the running highest number (./record-serials.ts, nextRecordIdOf in
 * ./case-index.ts) is the one reading every record id of its facility gave before (the oracle, kept here as it
 * was): after random creates, record id changes, deletes and a clear, for each facility, any year and any
 * facility name (two facilities may share initials).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db, type CaseRecord } from '../store/db';
import { nextRecordIdOf } from './case-index';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 4);

/** createDraft's record id before the tally: every record id of the facility's cases read (the oracle). */
function scanRecordId(facility: { id: string; name: string }, now: Date): string {
  const existing = db.cases
    .findMany((q) => q.where({ facility: { id: facility.id } }))
    .map((c) => c.caseRecordId);
  const initials = initialsOf(facility.name);
  const prefix = `${initials}-${now.getUTCFullYear()}-`;
  const highest = existing
    .filter((id) => id.startsWith(prefix))
    .reduce((max, id) => Math.max(max, Number(id.slice(prefix.length)) || 0), 0);
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

const facilities = () => [...new Map(db.cases.all().map((c) => [c.facility.id, c.facility])).values()];

/**
 * Record ids as the seed, the scale seed and odd inputs have them (no number, other years, dashes); `OWN` stands
 * for the initials of the facility asked about.
 */
const recordId = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('OWN', 'OWN', 'CUG', 'LUMC', 'AB', ''),
      fc.constantFrom(2025, 2026, 2027),
      fc.integer({ min: 0, max: 120_000 }),
    )
    .map(([initials, year, n]) => `${initials}-${year}-${String(n).padStart(4, '0')}`),
  fc.constantFrom('OWN-2026-', 'OWN-2026-x', 'OWN-2026-0007-B', 'OWN-2026--3', 'OWN-2026-1e-2', 'OWN'),
);

const step = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), facility: fc.nat(20), id: recordId }),
  fc.record({ kind: fc.constant('rename' as const), index: fc.nat(), id: recordId }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
  // The case created last (often the facility's highest number).
  fc.record({ kind: fc.constant('delete' as const), index: fc.constant(-1) }),
  fc.record({ kind: fc.constant('clear' as const) }),
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

let made = 0;

type Facility = ReturnType<typeof facilities>[number];

async function apply(s: Step, tested: Facility, known: Facility[], template: CaseRecord) {
  const cases = db.cases.all();
  if (s.kind === 'clear') return db.cases.clear();
  if (s.kind === 'create') {
    // Half of them for the facility asked about.
    const facility = s.facility % 2 ? tested : known[s.facility % known.length]!;
    await db.cases.create({
      ...structuredClone(template),
      caseID: `case-serial-${(made += 1)}`,
      caseRecordId: s.id.replace('OWN', initialsOf(tested.name)),
      facility,
    });
    return;
  }
  const item = s.index < 0 ? cases.at(-1) : cases[s.index % Math.max(1, cases.length)];
  if (!item) return;
  if (s.kind === 'delete') db.cases.delete((q) => q.where({ caseID: item.caseID }));
  else
    await db.cases.update((q) => q.where({ caseID: item.caseID }), {
      data(draft) {
        draft.caseRecordId = s.id.replace('OWN', initialsOf(tested.name));
      },
    });
}

describe("a new case's record id from the running highest number", () => {
  it('is the one reading every record id of the facility gave, after any changes', async () => {
    const known = facilities();
    const template = structuredClone(db.cases.all()[0]!);
    const named = [
      ...known,
      { id: known[0]!.id, name: 'Another Name Entirely' },
      { id: 'fac-none', name: known[1]!.name },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 12 }),
        fc.constantFrom(...named),
        fc.constantFrom(2025, 2026, 2027),
        async (steps, facility, year) => {
          // Read once first, so the tally is made, then kept through the changes.
          const now = new Date(Date.UTC(year, 5, 1));
          expect(nextRecordIdOf(facility, now)).toBe(scanRecordId(facility, now));
          for (const s of steps) {
            await apply(s, { id: facility.id, name: known[0]!.name }, known, template);
            expect(nextRecordIdOf(facility, now)).toBe(scanRecordId(facility, now));
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
