/**
 * The page's rows survive a reload (decision 040): kept in sessionStorage (this tab only, gone when it closes:
 * patient details never outlive the tab), written on every change, read back after hydration when the page has
 * no answer of its own. A corrupt or foreign entry is removed and treated as absent (spec 8).
 */
import { z } from 'zod';
import { COLUMN_KEYS, IMPORT_LIMITS, type ImportRow } from './columns';
import { STORAGE_KEY, type CreatedCase } from './types';
import type { RowIssues } from './rules';

export interface ImportState {
  rows: ImportRow[];
  fileName: string | null;
  ignoredHeaders: string[];
  facilityId: string;
  /** The API's messages per cell from the last refused create, cleared cell by cell as they are edited. */
  apiIssues: RowIssues;
  /** Messages of the whole upload from the API (or a refused file). */
  problems: string[];
  facilityError: string | null;
  result: { cases: CreatedCase[]; message: string | null } | null;
}

export const EMPTY_STATE: ImportState = {
  rows: [],
  fileName: null,
  ignoredHeaders: [],
  facilityId: '',
  apiIssues: {},
  problems: [],
  facilityError: null,
  result: null,
};

const stored = z.object({
  version: z.literal(1),
  rows: z
    .array(
      z.object({
        id: z.string(),
        line: z.number(),
        cells: z.object(Object.fromEntries(COLUMN_KEYS.map((key) => [key, z.string()]))),
      }),
    )
    .max(IMPORT_LIMITS.maxRows),
  fileName: z.string().nullable(),
  ignoredHeaders: z.array(z.string()),
  facilityId: z.string(),
  result: z
    .object({
      cases: z.array(
        z.object({
          caseID: z.string(),
          caseRecordId: z.string(),
          patient: z.string(),
          specimenCount: z.number(),
          facilityName: z.string(),
        }),
      ),
      message: z.string().nullable(),
    })
    .nullable(),
});

export function loadImportState(): ImportState | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = stored.safeParse(JSON.parse(raw));
    if (parsed.success) {
      const { version: _version, ...state } = parsed.data;
      return { ...EMPTY_STATE, ...state, rows: state.rows as ImportRow[] };
    }
  } catch {
    // Unreadable: removed below.
  }
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to remove.
  }
  return null;
}

export function saveImportState(state: ImportState) {
  try {
    if (!state.rows.length && !state.result) {
      window.sessionStorage.removeItem(STORAGE_KEY);
      return;
    }
    const { rows, fileName, ignoredHeaders, facilityId, result } = state;
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, rows, fileName, ignoredHeaders, facilityId, result }),
    );
  } catch {
    // Full or unavailable storage: the page still works, only a reload loses the rows.
  }
}
