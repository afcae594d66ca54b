/**
 * What each operation of openapi.yaml still lacks, and where it goes (docs/contract.md "Adding an operation"): the
 * mock's handler, a success example, its row in the blinded reviewer's table, its audit decision, and who calls
 * it. One failure lists every gap, so a new operation's author reads the checklist here rather than in five
 * tests' failures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations, root, type OperationInfo } from '../../conformance/openapi';
import { blindedAnswerOf } from '../../contracts/blinded-view';
import { AUDITED, NOT_RECORDED } from '../../mock-server/audit/rules';
import { LIVE_PATH } from '../../mock-server/live/stream';
import { mockBackend } from '../setup/mock-backend';
import { openapi } from './openapi-validator';
import { providerOperations } from './provider-operations';
import { sourceFiles } from '../../scripts/import-graph';

/** Operations no page of the app calls, and who does. */
const CALLED_OUTSIDE_THE_APP: Record<string, string> = {
  createOrder: "a hospital's order interface (docs/interop.md)",
  getFileRules: 'other clients; the app applies the same rules from contracts/file-types.ts',
  getEnumerations: 'other clients; the app has the same values from contracts/enumerations.ts',
  updateCasePrimaryDiagnosis: 'other clients; the app saves the diagnosis with the report (saveReportDraft)',
  updateCaseClinicalInfo: 'other clients; the app saves clinical information with the case (updateCase)',
  uploadSubsectionImage: 'other clients; the app uploads slides resumably (createSlideUpload)',
  getSlideFile: 'the browser, at the link getSlideDownloadLink answers',
  getSlideThumbnail: 'the browser, at the link getSlideDownloadLink answers',
  getSlidePreview: 'the browser, at the link getSlideDownloadLink answers',
  getDeepZoomDescriptor: 'the viewer, at the link getSlideDownloadLink answers',
  getDeepZoomTile: 'the viewer, at the links the descriptor gives',
  getDicomwebSeriesMetadata: 'the viewer, under the DICOMweb root getSlideDownloadLink answers (dicomweb)',
  searchDicomwebInstances: 'the viewer, under the DICOMweb root getSlideDownloadLink answers (dicomweb)',
  getDicomwebFrames: 'the viewer, under the DICOMweb root getSlideDownloadLink answers (dicomweb)',
  getDicomwebRendered: 'the viewer, under the DICOMweb root getSlideDownloadLink answers (dicomweb)',
  getConsult: "other clients; the viewer reads a case's consults as a list (listCaseConsults)",
};

/** The app's own source (not its tests), as one text to search for each operation's path. */
const appSource = () =>
  sourceFiles(path.join(root, 'app'))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

/** The path as the app writes it: the contract's template, or each parameter interpolated. */
const pathInSource = (template: string) =>
  new RegExp(
    `['\`}]${template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(?:\\{\\w+\\}|\\$\\{[^}]*\\})')}['\`?]`,
  );

/**
 * The mock answers it: an MSW handler at its method and path, or its express app's own routes, the slides'
 * (mock-server/slides/routes.ts) and the live stream's (mock-server/live/stream.ts).
 */
function handled(op: OperationInfo): boolean {
  if (op.path.startsWith('/slides/') || op.path === LIVE_PATH) return true;
  const mswPath = `*${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
  return mockBackend.handlers.some(
    (handler) =>
      'info' in handler &&
      (handler.info as { method?: unknown }).method === op.method &&
      (handler.info as { path?: unknown }).path === mswPath,
  );
}

/** A JSON success answer without an example (a file or an event stream answers no JSON). */
function lacksExample(op: OperationInfo): boolean {
  const success = Object.entries(op.responses).find(([status]) => /^2/.test(status));
  const json = success?.[1].response.content?.['application/json'];
  return Boolean(json && json.example === undefined);
}

describe('a new operation', () => {
  it('has everything an operation needs, or the test names what it lacks and where it goes', () => {
    const source = appSource();
    const mayBeCalledByProviders = new Set(providerOperations(openapi));
    const lacking: Record<string, string[]> = {};
    for (const op of listOperations(openapi)) {
      const gaps: string[] = [];
      if (!handled(op)) gaps.push("the mock's handler: route() in mock-server/<resource>/handlers.ts");
      if (lacksExample(op))
        gaps.push(
          'a success example: a recipe in scripts/contract-examples.recipes.ts, then contract-examples.ts',
        );
      if (mayBeCalledByProviders.has(op.operationId) && !blindedAnswerOf(op.operationId))
        gaps.push("how it answers a blinded reviewer: a row in contracts/blinded-view.ts's BLINDED_VIEW");
      if (!(op.operationId in AUDITED) && !(op.operationId in NOT_RECORDED))
        gaps.push('an audit decision: AUDITED or NOT_RECORDED in mock-server/audit/rules.ts');
      if (!pathInSource(op.path).test(source) && !(op.operationId in CALLED_OUTSIDE_THE_APP))
        gaps.push('a caller: a page of app/ calls its path, or CALLED_OUTSIDE_THE_APP here says who does');
      if (gaps.length) lacking[op.operationId] = gaps;
    }
    expect(lacking).toEqual({});
  });

  it('finds a gap: an operation unknown to the mock, the tables and the app lacks each part', () => {
    const invented = {
      operationId: 'archiveCase',
      path: '/api/cases/{caseId}/archive',
      method: 'POST',
    };
    expect(pathInSource(invented.path).test(appSource())).toBe(false);
    expect(handled({ ...listOperations(openapi)[0]!, ...invented })).toBe(false);
    expect(blindedAnswerOf(invented.operationId)).toBeNull();
    expect(invented.operationId in AUDITED || invented.operationId in NOT_RECORDED).toBe(false);
    // And the same search finds a path the app does call, written either way.
    expect(pathInSource('/api/cases/{caseId}/consults/{consultId}/join').test(appSource())).toBe(true);
    expect(pathInSource('/api/me/events').test(appSource())).toBe(true);
  });
});
