/**
 * role_view_kept and role_fields_kept against their breakages (./breakages-views.ts): a list that answers a role
 * 200 with items of another role's view, or an answer that gives a role a field kept from it, fails the run, the
 * failure naming the operation, the role answered too much and the first item or the field it should not have
 * had, with a curl line; the healthy mock passes, every role the markers name judged.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../conformance/run';
import type { CheckName } from '../../conformance/types';
import { startMock, withBreakageMocks } from './breakage-runs';
import { VIEW_BREAKAGES } from './breakages-views';

const TIMEOUT = 60_000;

withBreakageMocks();

const targeted = (baseUrl: string, operations: string[], check: CheckName = 'role_view_kept') =>
  runConformance({ baseUrl, checks: [check], operations, maxExamples: 1, seed: 13 });

const CAUGHT: Record<string, { role: RegExp; expected: RegExp; seen: RegExp }> = {
  'case-list-all-facilities': {
    role: /^(MedicalFacility|Facility_NP)$/,
    expected: /^only items (MedicalFacility|Facility_NP) may see: facility\.id = fac-\d+$/,
    seen: /^case-\S+ with facility\.id fac-\d+ \(\d+ of \d+ items like it\)$/,
  },
  'task-list-provider-sees-all': {
    role: /^Provider$/,
    expected: /^only items Provider may see: assignee\.id = \S+$/,
    seen: /^task-\S+ with assignee\.id (\S+|absent) \(\d+ of \d+ items like it\)$/,
  },
  // The run's own case, drafted by the way in, read by the throwaway facility it belongs to.
  'case-draft-to-facility': {
    role: /^throwaway-facility$/,
    expected: /^absent or null to MedicalFacility: reportDraft, pickUp$/,
    seen: /^reportDraft given$/,
  },
  'pickup-verdict-to-facility': {
    role: /^(MedicalFacility|Facility_NP)$/,
    expected: /^absent or null to (MedicalFacility|Facility_NP): pickUp$/,
    seen: /^case-\S+ with pickUp given( \(\d+ of \d+ items like it\))?$/,
  },
  // The demo provider's open sampled review, read by the way in through the case's first slide.
  'annotations-to-blinded-reviewer': {
    role: /^Provider$/,
    expected:
      /^absent, null or empty to a blinded QA reviewer of case-\S+ \(getCase answers it blinded\): events, rulers, patches, updatedBy$/,
    seen: /^events, rulers, patches(, updatedBy)? given$/,
  },
};

describe('role_view_kept and role_fields_kept', () => {
  it.each(VIEW_BREAKAGES)(
    'catches --break $name, naming the operation, the role and the item or field',
    async (breakage) => {
      const mock = await startMock(breakage.name);
      const report = await targeted(mock.baseUrl, breakage.operations, breakage.check);
      await mock.stop();
      expect(report.ok).toBe(false);
      const [caught] = report.failures.filter((f) => f.check === breakage.check);
      const want = CAUGHT[breakage.name]!;
      expect(caught).toMatchObject({ operationId: breakage.operations[0] });
      expect(caught!.role).toMatch(want.role);
      expect(caught!.expected).toMatch(want.expected);
      expect(caught!.seen).toMatch(want.seen);
      expect(caught!.curl).toMatch(new RegExp(`^curl .* '${mock.baseUrl}/api/`));
    },
    TIMEOUT,
  );

  it(
    'passes on the healthy mock, judging each role the marker names',
    async () => {
      const mock = await startMock();
      const report = await targeted(mock.baseUrl, ['listCases', 'listTasks']);
      await mock.stop();
      expect(report.failures).toEqual([]);
      // Provider, MedicalFacility and Facility_NP: their last answer in the run and a page of the rule's own.
      for (const id of ['listCases', 'listTasks'])
        expect(report.operations.find((op) => op.operationId === id)?.checks.role_view_kept).toEqual({
          passed: 6,
          failed: 0,
        });
    },
    TIMEOUT,
  );

  it(
    'passes role_fields_kept on the healthy mock: the facility reading its drafted case, every role its lists',
    async () => {
      const mock = await startMock();
      const report = await targeted(
        mock.baseUrl,
        ['getCase', 'saveReportDraft', 'listCases'],
        'role_fields_kept',
      );
      await mock.stop();
      expect(report.failures).toEqual([]);
      for (const id of ['getCase', 'listCases']) {
        const tally = report.operations.find((op) => op.operationId === id)?.checks.role_fields_kept;
        expect(tally?.failed).toBe(0);
        expect(tally?.passed).toBeGreaterThan(0);
      }
    },
    TIMEOUT,
  );

  it(
    "passes qa_blinding_kept on the healthy mock: the blinded reviewer's read of the signer's slide judged",
    async () => {
      const mock = await startMock();
      const report = await targeted(mock.baseUrl, ['listSlideAnnotations'], 'qa_blinding_kept');
      await mock.stop();
      expect(report.failures).toEqual([]);
      const tally = report.operations.find((op) => op.operationId === 'listSlideAnnotations');
      expect(tally?.checks.qa_blinding_kept).toEqual({ passed: 1, failed: 0 });
    },
    TIMEOUT,
  );
});
