/**
 * The template to fill in (decision 040): an XLSX with the headers in a bold frozen row, one example row, the
 * date and time columns kept as text (so a spreadsheet program does not rewrite 12/10/1961), and a second sheet
 * saying what each column takes.
 */
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { COLUMNS, IMPORT_LIMITS, type ColumnKey } from './columns';

export const TEMPLATE_FILE_NAME = 'specimen-upload-template.xlsx';
export const TEMPLATE_SHEET = 'Specimens';

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label).join(', ');

const NOTES: Partial<Record<ColumnKey, string>> = {
  caseReference: `Rows with the same reference are one case (at most ${IMPORT_LIMITS.maxSpecimens} specimens); repeat the case and patient columns on each.`,
  caseType: labels(ENUM_OPTIONS.caseType),
  priority: `${labels(ENUM_OPTIONS.casePriority)}; empty is Routine.`,
  birthDate: 'MM/DD/YYYY',
  gender: labels(ENUM_OPTIONS.gender),
  billingComponent: labels(ENUM_OPTIONS.billingComponent),
  slideDelivery: labels(ENUM_OPTIONS.slideDelivery),
  insurancePayer: 'A payer of the reference list (name), or empty.',
  collectionDate: 'MM/DD/YYYY',
  collectionTime: 'HH:MM, 24-hour',
  slideCount: 'A whole number, 0 to 500.',
};

export async function specimenTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(14, column.header.length + 4, column.example.length + 2),
    // Text cells: what is typed stays as typed.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(COLUMNS.map((column) => [column.key, column.example])));

  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'Column', key: 'header', width: 24 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What it takes', key: 'note', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of COLUMNS) {
    help.addRow({
      header: column.header,
      required: column.required ? 'Yes' : 'No',
      note: NOTES[column.key] ?? '',
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
