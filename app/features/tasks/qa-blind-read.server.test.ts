/**
 * The QA page's three steps for a sampled review (docs/quality.md), through its loader and action against the
 * in-process mock: the blind read (no signer, no diagnosis; grading refused with what to do), the comparison
 * (the signer's diagnosis beside the reviewer's, unnamed; the report page still refused), the reveal once graded.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import type { FormReply } from '~/components/form';
import { appRequest, sessionFor } from '../../../tests/setup/app-session';
import { loadFinalReport } from '../report/report.server';
import { qaStep } from './qa/qa-task-view';
import { loadQaTask, qaTaskAction } from './qa-task.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Answer = { data: FormReply; init: ResponseInit | null };

const post = (cookie: string, path: string, body: Record<string, string>) =>
  new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new URLSearchParams(body),
  });

describe('QA page of a sampled review', () => {
  it('walks the blind read, the comparison and the reveal, each from the server on reload', async () => {
    // The seed's open sampled review of the demo provider, at its blind read.
    const provider = await sessionFor('provider@demo.test');
    const tasks = await provider.client.GET('/api/tasks', {
      params: { query: { type: 2, status: 'Open', assignedToMe: true, search: 'Blinded' } },
    });
    const task = tasks.data!.data.items[0]!;
    const caseId = task.case!.caseID;
    const path = `/pathologist/qa-task?taskId=${task.id}`;
    const act = async (body: Record<string, string>) =>
      (await qaTaskAction(post(provider.cookie, path, body))) as Answer;

    const one = await loadQaTask(appRequest(provider.cookie, path));
    expect(qaStep(one.caseData)).toBe('blindRead');
    expect(one.task.status).toBe('Open');
    expect(one.can.start).toBe(true);
    expect(one.caseData).toMatchObject({ primaryDiagnosis: null, finalReport: null, assignedProvider: null });

    const blank = await act({ intent: 'blind-read', reviewerDiagnosis: '  ' });
    expect(blank.init?.status).toBe(400);
    expect(blank.data.result.error).toEqual({
      reviewerDiagnosis: ['Write your own diagnosis: the blind read records your read of the case.'],
    });
    const early = await act({ intent: 'review', grade: 'Agree' });
    expect(early.data.toast).toEqual({
      kind: 'error',
      message:
        "Record your own diagnosis (the blind read) first: the signer's diagnosis is shown for grading after it.",
    });

    const recorded = await act({
      intent: 'blind-read',
      reviewerDiagnosis: 'Tubular adenoma, low-grade dysplasia.',
    });
    expect(recorded.data.toast).toEqual({
      kind: 'success',
      message: "Your blind read is recorded. The signer's diagnosis is shown now; grade it below.",
    });
    const two = await loadQaTask(appRequest(provider.cookie, path));
    expect(qaStep(two.caseData)).toBe('compare');
    // Its state follows the steps: the review has begun, Start is no longer offered.
    expect(two.task.status).toBe('InProgress');
    expect(two.can.start).toBe(false);
    expect(two.caseData!.primaryDiagnosis).toBeTruthy();
    expect(two.caseData).toMatchObject({
      assignedProvider: null,
      finalReport: null,
      qaComparison: { reviewerDiagnosis: 'Tubular adenoma, low-grade dysplasia.' },
    });
    const again = await act({ intent: 'blind-read', reviewerDiagnosis: 'Changed my mind.' });
    expect(again.data.toast).toEqual({
      kind: 'error',
      message: 'Your blind read is recorded and cannot be changed.',
    });
    const report = await loadFinalReport(appRequest(provider.cookie, `/final-report/${caseId}`), {
      caseId,
    }).catch((thrown: unknown) => thrown);
    expect(report).toMatchObject({ init: { status: 403 } });

    const graded = await act({ intent: 'review', grade: 'Agree' });
    expect(graded.data.toast).toEqual({ kind: 'success', message: 'QA review submitted.' });
    const three = await loadQaTask(appRequest(provider.cookie, path));
    expect(qaStep(three.caseData)).toBeNull();
    expect(three.task.status).toBe('Completed');
    expect(three.task.qaReview).toMatchObject({
      grade: 'Agree',
      reviewerDiagnosis: 'Tubular adenoma, low-grade dysplasia.',
    });
    expect(three.caseData!.finalReport!.signedOutBy.name).toBeTruthy();
  });
});
