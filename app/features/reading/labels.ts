/** The reading workspace's browser-safe parts: where its pages live, and what its loaders hand the views. */
import type { CaseDetailsData } from '~/features/cases';
import { casePaths } from '~/lib/case-paths';
import type { ViewerCase, ViewerExtras } from '~/features/viewer';
import type { SlideLink } from '~/features/viewer';
import type { NextCase } from './next-case';
import type { SynopticTemplate } from './synoptic';

export const readingPaths = {
  workspace: casePaths.reading,
  draft: (caseId: string) => `${casePaths.reading(caseId)}/draft`,
  clinicalInfo: (caseId: string) =>
    `/pathologist/primary-diagnosis-case/clinical-info?caseId=${encodeURIComponent(caseId)}`,
  finalReport: (caseId: string) => `/final-report/${encodeURIComponent(caseId)}`,
} as const;

/** Write the report (an Assigned case of the reader's), or read the clinical information with the reason. */
export type WorkspaceMode = { kind: 'edit' } | { kind: 'read-only'; reason: string };

export interface WorkspaceData extends CaseDetailsData {
  mode: WorkspaceMode;
  /**
   * The slide viewer beside the report (decision 104): the case as the viewer shows it and its first slide links,
   * streamed after the page. Null when there is no report to write or no slide to show.
   */
  viewer?: {
    caseData: ViewerCase;
    extras: Promise<ViewerExtras>;
    firstLink?: Promise<Record<string, SlideLink>>;
  } | null;
  /** The case after this one in My Cases, read ahead; null when there is none to go to. */
  next?: Promise<NextCase | null> | null;
  /** The structured templates offered for the case's type (decision 106); empty when there is none or no report to write. */
  synopticTemplates?: SynopticTemplate[];
}

/** What the autosave route answers. */
export type DraftSaveAnswer =
  | { ok: true; savedAt: string }
  | { ok: false; message: string; retry: boolean; fieldErrors?: Record<string, string[]> };
