/**
 * The Upload Specimen Form's loader and action against the in-process mock: a spreadsheet posted as a file is
 * read into checked rows (a bad row marked per cell), a file of another type refused by its bytes, edited rows
 * re-checked and a dropped row gone, and create sending the rows to importCases (Draft cases of the chosen
 * facility); non-admins are sent to their landing page before anything is read.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, sessionFor, settle } from '../../../tests/setup/app-session';
import { COLUMNS, type ImportRow } from './columns';
import { loadSpecimenImport, specimenImportAction, templateDownload } from './import.server';
import { PARSE_MESSAGES } from './parse.server';
import { csvOf, exampleByHeader } from './test-helpers';
import { IMPORT_TEXT, type ImportAnswer } from './types';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Answer = { data: ImportAnswer; init: { status?: number } | null };

function upload(cookie: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('intent', 'parse');
  form.set('spreadsheet__file', new File([bytes as BlobPart], name));
  return new Request('http://app.test/upload-specimen-form', {
    method: 'POST',
    headers: { Cookie: cookie },
    body: form,
  });
}

function rowsForm(rows: ImportRow[], extra: Record<string, string>) {
  const body: Record<string, string> = { ...extra };
  rows.forEach((row, i) => {
    body[`rows.${i}.id`] = row.id;
    body[`rows.${i}.line`] = String(row.line);
    for (const column of COLUMNS) body[`rows.${i}.${column.key}`] = row.cells[column.key];
  });
  return body;
}

const act = async (request: Request) => (await specimenImportAction(request)) as unknown as Answer;

describe('Upload Specimen Form', () => {
  it('reads a spreadsheet, marks the bad cell, re-checks edits and drops, and creates the cases', async () => {
    const admin = await sessionFor('admin@demo.test');
    const loaded = await loadSpecimenImport(appRequest(admin.cookie, '/upload-specimen-form'));
    expect(loaded.problems).toEqual([]);
    const facility = loaded.facilities[0]!;
    expect(loaded.payers.some((payer) => payer.label === 'Aetna')).toBe(true);

    const csv = csvOf([
      exampleByHeader({ 'Patient last name': 'Importson', Priority: 'STAT' }),
      exampleByHeader({
        'Patient last name': 'Importson',
        'Specimen ID': 'A2',
        'Slide count': 'two',
        Priority: 'stat',
      }),
      exampleByHeader({
        'Case reference': 'CASE-2',
        'Patient last name': 'Secondcase',
        'Date of birth': '13/45/2000',
        Priority: 'Soon',
      }),
    ]);
    const parsed = await act(upload(admin.cookie, csv, 'specimens.xlsx'));
    expect(parsed.data.kind).toBe('rows');
    if (parsed.data.kind !== 'rows') return;
    expect(parsed.data.fileName).toBe('specimens.xlsx');
    expect(parsed.data.rows.map((row) => row.id)).toEqual(['row-2', 'row-3', 'row-4']);
    expect(parsed.data.issues).toEqual({
      'row-3': { slideCount: ['Enter a whole number, like 1.'] },
      'row-4': {
        birthDate: ['Enter a real date as MM/DD/YYYY.'],
        priority: ['Priority must be Routine, Rush or STAT.'],
      },
    });

    const [first, second, third] = parsed.data.rows;
    const fixed = { ...second!, cells: { ...second!.cells, slideCount: '2' } };
    const checked = await act(
      appRequest(
        admin.cookie,
        '/upload-specimen-form',
        rowsForm([first!, fixed, third!], { intent: 'check', drop: 'row-4' }),
      ),
    );
    expect(checked.data).toMatchObject({ kind: 'rows', issues: {} });
    if (checked.data.kind !== 'rows') return;
    expect(checked.data.rows.map((row) => row.id)).toEqual(['row-2', 'row-3']);

    const noFacility = await act(
      appRequest(
        admin.cookie,
        '/upload-specimen-form',
        rowsForm(checked.data.rows, { intent: 'check', create: '1' }),
      ),
    );
    expect(noFacility.init?.status).toBe(400);
    expect(noFacility.data).toMatchObject({ kind: 'rows', facilityError: IMPORT_TEXT.chooseFacility });

    const created = await act(
      appRequest(
        admin.cookie,
        '/upload-specimen-form',
        rowsForm(checked.data.rows, { intent: 'check', create: '1', facilityId: facility.value }),
      ),
    );
    expect(created.init?.status).toBe(201);
    expect(created.data).toMatchObject({ kind: 'created', message: '1 case created.' });
    if (created.data.kind !== 'created') return;
    const [made] = created.data.cases;
    expect(made).toMatchObject({ patient: 'Importson, Ada', specimenCount: 2 });
    const { data: stored } = await admin.client.GET('/api/cases/{caseId}', {
      params: { path: { caseId: made!.caseID } },
    });
    expect(stored!.data).toMatchObject({
      status: 'Draft',
      priority: 'STAT',
      dueAt: null,
      facility: { id: facility.value },
    });
    expect(stored!.data.slides.map((s) => s.facilitySpecimenID)).toEqual(['A1', 'A2']);
  });

  it('puts the API refusal back on the facility field', async () => {
    const admin = await sessionFor('admin@demo.test');
    const rows: ImportRow[] = [
      {
        id: 'row-2',
        line: 2,
        cells: Object.fromEntries(COLUMNS.map((c) => [c.key, c.example])) as ImportRow['cells'],
      },
    ];
    const refused = await act(
      appRequest(
        admin.cookie,
        '/upload-specimen-form',
        rowsForm(rows, { intent: 'check', create: '1', facilityId: 'fac-999' }),
      ),
    );
    expect(refused.init?.status).toBe(422);
    expect(refused.data).toMatchObject({
      kind: 'rows',
      facilityError: 'Choose a facility account that exists.',
    });
  });

  it('refuses a file that is not a spreadsheet by its bytes, whatever its name', async () => {
    const admin = await sessionFor('admin@demo.test');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const answer = await act(upload(admin.cookie, png, 'specimens.csv'));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ kind: 'refused', message: PARSE_MESSAGES.type });
    const tampered = await act(
      appRequest(admin.cookie, '/upload-specimen-form', {
        intent: 'check',
        'rows.0.id': '../x',
        'rows.0.line': '2',
      }),
    );
    expect(tampered.data).toMatchObject({ kind: 'refused', message: IMPORT_TEXT.unreadableRows });
  });

  it('sends other roles to their landing page before reading anything, the template included', async () => {
    const facility = await sessionFor('facility@demo.test');
    const runs: Array<() => Promise<unknown>> = [
      () => loadSpecimenImport(appRequest(facility.cookie, '/upload-specimen-form')),
      () => specimenImportAction(appRequest(facility.cookie, '/upload-specimen-form', { intent: 'check' })),
      () => templateDownload(appRequest(facility.cookie, '/upload-specimen-form/template')),
    ];
    for (const run of runs) {
      const outcome = await settle(run);
      expect(outcome.thrown && (outcome.value as Response).headers.get('Location')).toBe('/upload-project');
    }
    const admin = await sessionFor('admin@demo.test');
    const file = await templateDownload(appRequest(admin.cookie, '/upload-specimen-form/template'));
    expect(file.headers.get('Content-Disposition')).toBe(
      'attachment; filename="specimen-upload-template.xlsx"',
    );
  });
});
