/**
 * What an uploaded spreadsheet is, by its bytes and never its name (decision 040): XLSX is a zip
 * (PK\x03\x04), CSV is text. The browser checks with this before sending; the action checks again and decides.
 */
import { formatBytes } from '~/components/form/file-rules';
import { IMPORT_LIMITS } from './columns';

export type SpreadsheetKind = 'xlsx' | 'csv';

export const SPREADSHEET_ACCEPT = ['.xlsx', '.csv'] as const;

export const FILE_MESSAGES = {
  empty: 'The file is empty.',
  tooLarge: `The file is larger than ${formatBytes(IMPORT_LIMITS.maxBytes)}. Split the spreadsheet into smaller files.`,
  type: 'Only XLSX and CSV spreadsheets are allowed. Save the file as XLSX or CSV and upload it again.',
} as const;

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** What the bytes are: a zip (XLSX), text (CSV), or neither. The first 4 KB are enough. */
export function sniff(bytes: Uint8Array): SpreadsheetKind | null {
  if (ZIP.every((byte, i) => bytes[i] === byte)) return 'xlsx';
  const head = bytes.subarray(0, 4096);
  // Text has no NUL bytes and few control characters besides tab, CR and LF.
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return null;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control += 1;
  }
  return control <= head.length / 100 ? 'csv' : null;
}

/** Why a file may not be sent, or null: its size, then its bytes (the name is not trusted either way). */
export function spreadsheetProblem(size: number, head: Uint8Array): string | null {
  if (size === 0) return FILE_MESSAGES.empty;
  if (size > IMPORT_LIMITS.maxBytes) return FILE_MESSAGES.tooLarge;
  return sniff(head) ? null : FILE_MESSAGES.type;
}
