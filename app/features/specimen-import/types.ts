/** What the Upload Specimen Form's action answers, and the words the page uses (decision 040). */
import type { ImportRow } from './columns';
import type { RowIssues } from './rules';

export const FIELD_FILE = 'spreadsheet';
export const STORAGE_KEY = 'specimen-import';

export interface FacilityOption {
  value: string;
  label: string;
}

export interface CreatedCase {
  caseID: string;
  caseRecordId: string;
  /** 'Lovelace, Ada' */
  patient: string;
  specimenCount: number;
  facilityName: string;
}

export interface RowsAnswer {
  kind: 'rows';
  /** Changes with every answer, so the page takes the answer's rows once. */
  nonce: string;
  rows: ImportRow[];
  /** The rules' messages per row and column (checkRows). */
  issues: RowIssues;
  /** The API's messages per row and column, from the last refused create. */
  apiIssues?: RowIssues;
  problems: string[];
  fileName: string | null;
  ignoredHeaders: string[];
  facilityId: string;
  facilityError: string | null;
}

export type ImportAnswer =
  | RowsAnswer
  | { kind: 'refused'; nonce: string; message: string }
  | { kind: 'created'; nonce: string; cases: CreatedCase[]; message: string | null };

export const IMPORT_TEXT = {
  chooseFile: 'Choose an XLSX or CSV spreadsheet to upload.',
  chooseFacility: 'Choose the facility the cases are created for.',
  unreadableRows: 'The rows could not be read. Upload the spreadsheet again.',
  payersUnavailable: 'The insurance payers could not be loaded, so the rows cannot be checked. Try again.',
} as const;

export const casesLabel = (n: number) => `${n} ${n === 1 ? 'case' : 'cases'}`;
export const specimensLabel = (n: number) => `${n} ${n === 1 ? 'specimen' : 'specimens'}`;
export const rowsLabel = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
