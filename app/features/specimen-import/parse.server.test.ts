/** The spreadsheet reader: XLSX and CSV by their bytes, header mapping, cell text, and every refusal. */
import { describe, expect, it } from 'vitest';
import { COLUMNS, IMPORT_LIMITS } from './columns';
import { PARSE_MESSAGES, declaredUnpackedSize, parseSpreadsheet, sniff } from './parse.server';
import { specimenTemplate, TEMPLATE_SHEET } from './template.server';
import { EXAMPLE, csvOf, exampleByHeader, xlsxOf } from './test-helpers';

describe('parseSpreadsheet', () => {
  it('reads an XLSX: every column by its header, dates and times as text, empty rows skipped', async () => {
    const bytes = await xlsxOf([
      exampleByHeader(),
      {},
      {
        ...exampleByHeader({ 'Case reference': 'CASE-2', 'Specimen ID': 'B1' }),
        'Date of birth': new Date(Date.UTC(1970, 0, 31)),
        'Collection time': new Date(Date.UTC(1899, 11, 30, 7, 5)),
        'Slide count': 3,
        'Patient first name': { richText: [{ text: 'Gr' }, { text: 'ace' }] },
      },
    ]);
    const result = await parseSpreadsheet(bytes);
    expect(result).toMatchObject({ ok: true, ignoredHeaders: [] });
    if (!result.ok) return;
    expect(result.rows.map((row) => [row.id, row.line])).toEqual([
      ['row-2', 2],
      ['row-4', 4],
    ]);
    expect(result.rows[0]!.cells).toEqual(EXAMPLE);
    expect(result.rows[1]!.cells).toMatchObject({
      caseReference: 'CASE-2',
      firstName: 'Grace',
      birthDate: '01/31/1970',
      collectionTime: '07:05',
      slideCount: '3',
    });
  });

  it('reads a CSV (BOM, quotes, semicolons) keeping every value as typed', async () => {
    const csv = await parseSpreadsheet(
      csvOf([
        exampleByHeader({ 'Clinical information': 'Mass, "firm", 2 cm', 'Collection date': '01/02/2026' }),
      ]),
    );
    expect(csv.ok && csv.rows[0]!.cells).toMatchObject({
      clinicalInfo: 'Mass, "firm", 2 cm',
      collectionDate: '01/02/2026',
    });
    const semicolons = new TextEncoder().encode(
      `${COLUMNS.map((c) => c.header).join(';')}\n${COLUMNS.map((c) => c.example).join(';')}\n`,
    );
    const read = await parseSpreadsheet(semicolons);
    expect(read.ok && read.rows[0]!.cells).toEqual(EXAMPLE);
  });

  it('matches headers ignoring case and punctuation, knows aliases, and lists the headers it ignores', async () => {
    const headers = COLUMNS.map((c) => c.header.toUpperCase());
    headers[COLUMNS.findIndex((c) => c.key === 'birthDate')] = 'DOB';
    const row = Object.fromEntries(headers.map((h, i) => [h, COLUMNS[i]!.example]));
    const result = await parseSpreadsheet(csvOf([{ ...row, Notes: 'x' }], [...headers, 'Notes']));
    expect(result.ok && result.rows[0]!.cells).toEqual(EXAMPLE);
    expect(result.ok && result.ignoredHeaders).toEqual(['Notes']);
  });

  it('refuses a file without a required column, naming it', async () => {
    const headers = COLUMNS.map((c) => c.header).filter((h) => h !== 'Specimen type' && h !== 'Gender');
    const result = await parseSpreadsheet(csvOf([exampleByHeader()], headers));
    expect(result).toEqual({
      ok: false,
      message:
        "The spreadsheet has no columns 'Gender', 'Specimen type'. Start from the template, which has every header.",
    });
  });

  it('decides the type by the bytes, not the name, and refuses other files', async () => {
    expect(sniff(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBe('csv'); // '%PDF-' alone is text…
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x00]);
    expect(await parseSpreadsheet(pdf)).toEqual({ ok: false, message: PARSE_MESSAGES.type });
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await parseSpreadsheet(xls)).toEqual({ ok: false, message: PARSE_MESSAGES.type });
    const fakeZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect(await parseSpreadsheet(fakeZip)).toEqual({ ok: false, message: PARSE_MESSAGES.unreadable });
    expect(await parseSpreadsheet(new Uint8Array())).toEqual({ ok: false, message: PARSE_MESSAGES.empty });
    const big = new Uint8Array(IMPORT_LIMITS.maxBytes + 1).fill(0x41);
    expect(await parseSpreadsheet(big)).toEqual({ ok: false, message: PARSE_MESSAGES.tooLarge });
  });

  it('refuses headers without rows, and more rows than one upload takes', async () => {
    expect(await parseSpreadsheet(csvOf([]))).toEqual({ ok: false, message: PARSE_MESSAGES.noRows });
    const many = Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, () => exampleByHeader());
    expect(await parseSpreadsheet(csvOf(many))).toEqual({ ok: false, message: PARSE_MESSAGES.tooManyRows });
  });

  it('reads the zip directory to refuse a zip bomb before opening it', async () => {
    const bytes = await xlsxOf([exampleByHeader()]);
    expect(declaredUnpackedSize(bytes)).toBeGreaterThan(bytes.length);
  });
});

describe('the template', () => {
  it('has every header in order, one example row, and reads back as a valid row', async () => {
    const bytes = await specimenTemplate();
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet(TEMPLATE_SHEET)!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNS.map((c) => c.header));
    expect(sheet.actualRowCount).toBe(2);
    const help = workbook.getWorksheet('Columns')!;
    const priorityHelp = help
      .getRows(2, help.actualRowCount - 1)!
      .find((r) => r.getCell(1).value === 'Priority');
    expect(priorityHelp?.getCell(2).value).toBe('No');
    expect(priorityHelp?.getCell(3).value).toBe('Routine, Rush, STAT; empty is Routine.');
    const result = await parseSpreadsheet(bytes);
    expect(result.ok && result.rows.map((row) => row.cells)).toEqual([EXAMPLE]);
  });
});
