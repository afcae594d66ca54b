/**
 * The specimen spreadsheet's columns (decision 040): one row is one specimen with its slide group; rows that
 * share a 'Case reference' form one case, so the case and patient columns repeat on each of them. The headers
 * are the template's; a file's headers are matched ignoring case, spaces and punctuation, plus a few aliases.
 */
export const COLUMNS = [
  { key: 'caseReference', header: 'Case reference', level: 'case', required: true, example: 'CASE-1' },
  { key: 'caseType', header: 'Case type', level: 'case', required: true, example: 'Surgical Pathology' },
  // Optional: blank is Routine.
  { key: 'priority', header: 'Priority', level: 'case', required: false, example: 'Routine' },
  { key: 'firstName', header: 'Patient first name', level: 'case', required: true, example: 'Ada' },
  { key: 'lastName', header: 'Patient last name', level: 'case', required: true, example: 'Lovelace' },
  { key: 'birthDate', header: 'Date of birth', level: 'case', required: true, example: '12/10/1961' },
  { key: 'gender', header: 'Gender', level: 'case', required: true, example: 'Female' },
  { key: 'race', header: 'Race', level: 'case', required: false, example: 'White' },
  { key: 'mrn', header: 'MRN', level: 'case', required: false, example: 'MRN-0001' },
  {
    key: 'billingComponent',
    header: 'Billing component',
    level: 'case',
    required: true,
    example: 'Global/Whole Case (PC+TC)',
  },
  {
    key: 'slideDelivery',
    header: 'Slide delivery',
    level: 'case',
    required: true,
    example: 'Mail the Slides',
  },
  { key: 'insurancePayer', header: 'Insurance payer', level: 'case', required: false, example: 'Aetna' },
  {
    key: 'clinicalInfo',
    header: 'Clinical information',
    level: 'case',
    required: false,
    example: 'Palpable mass, 2 cm.',
  },
  { key: 'specimenId', header: 'Specimen ID', level: 'specimen', required: false, example: 'A1' },
  { key: 'specimenType', header: 'Specimen type', level: 'specimen', required: true, example: 'Biopsy' },
  { key: 'bodysite', header: 'Body site', level: 'specimen', required: false, example: 'Breast' },
  {
    key: 'subsite',
    header: 'Subsite',
    level: 'specimen',
    required: false,
    example: 'Left upper outer quadrant',
  },
  {
    key: 'collectionDate',
    header: 'Collection date',
    level: 'specimen',
    required: false,
    example: '10/01/2026',
  },
  { key: 'collectionTime', header: 'Collection time', level: 'specimen', required: false, example: '09:15' },
  { key: 'slideType', header: 'Slide type', level: 'specimen', required: true, example: 'H&E' },
  { key: 'stain', header: 'Stain', level: 'specimen', required: false, example: 'H&E' },
  { key: 'slideCount', header: 'Slide count', level: 'specimen', required: true, example: '1' },
] as const;

export type Column = (typeof COLUMNS)[number];
export type ColumnKey = Column['key'];
export type Cells = Record<ColumnKey, string>;

export const COLUMN_KEYS: readonly ColumnKey[] = COLUMNS.map((column) => column.key);
export const CASE_COLUMNS: readonly ColumnKey[] = COLUMNS.filter((c) => c.level === 'case').map((c) => c.key);

export const columnOf = (key: ColumnKey): Column => COLUMNS.find((column) => column.key === key)!;

/** One row of the spreadsheet as the page holds it: text cells, and the row's number in the file. */
export interface ImportRow {
  id: string;
  /** The row's number in the spreadsheet (the header is row 1). */
  line: number;
  cells: Cells;
}

export const emptyCells = (): Cells => Object.fromEntries(COLUMN_KEYS.map((key) => [key, ''])) as Cells;

/** How a header is compared: lower case, letters and digits only ('Date of birth' → 'dateofbirth'). */
export const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const ALIASES: Record<string, ColumnKey> = {
  case: 'caseReference',
  caseref: 'caseReference',
  caseid: 'caseReference',
  type: 'caseType',
  firstname: 'firstName',
  lastname: 'lastName',
  dob: 'birthDate',
  birthdate: 'birthDate',
  sex: 'gender',
  medicalrecordnumber: 'mrn',
  payer: 'insurancePayer',
  clinicalinfo: 'clinicalInfo',
  facilityspecimenid: 'specimenId',
  bodysite: 'bodysite',
  specimencollectiondate: 'collectionDate',
  slides: 'slideCount',
  numberofslides: 'slideCount',
};

/** The column a header names, or undefined for a column this page does not read. */
export function columnForHeader(text: string): ColumnKey | undefined {
  const key = headerKey(text);
  if (!key) return undefined;
  return COLUMNS.find((column) => headerKey(column.header) === key)?.key ?? ALIASES[key];
}

/** Limits of one upload (decision 040). */
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  maxBytes: 2 * 1024 * 1024,
  /** Specimen rows of one upload. */
  maxRows: 500,
  /** Cases of one import: the contract's CaseImportInput.cases maxItems. */
  maxCases: 100,
  /** Specimens of one case: the contract's CaseInput.specimens maxItems. */
  maxSpecimens: 50,
} as const;
