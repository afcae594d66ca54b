/**
 * Upload Specimen Form (/upload-specimen-form, admins; decision 040). The loader reads the facility accounts
 * the cases may be created for and the insurance payers a row may name. The action, admins only and before
 * anything is read: `parse` reads the uploaded spreadsheet (bounded, its type by its bytes) into rows;
 * `check` checks the rows the page sends back (after edits, or dropping one); `create` checks them again and
 * sends them to importCases, whose refusals land back on the cells they name.
 */
import { data } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, ContractViolationError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { readFormWithFiles } from '~/components/form/file-upload.server';
import { choiceReader, facilityOptions } from '~/lib/choices.server';
import { getReferenceList } from '~/lib/reference.server';
import { COLUMN_KEYS, IMPORT_LIMITS, type ImportRow } from './columns';
import { parseSpreadsheet } from './parse.server';
import { TEMPLATE_FILE_NAME, specimenTemplate } from './template.server';
import { issuesFromApi } from './api-issues';
import { checkRows } from './rules';
import {
  FIELD_FILE,
  IMPORT_TEXT,
  type CreatedCase,
  type FacilityOption,
  type ImportAnswer,
  type RowsAnswer,
} from './types';

export async function loadSpecimenImport(request: Request) {
  const user = await requireAdmin(request);
  const problems: string[] = [];
  const read = choiceReader(request, user, problems);
  const [facilities, payers] = await Promise.all([
    read<FacilityOption>('facility accounts', () => facilityOptions(user, request.signal)),
    read('insurance payers', () => getReferenceList('insurancePayers', user.token)),
  ]);
  return { facilities, payers, problems };
}

const cellText = z.string().max(5000);
const postedRow = z.object({
  id: z.string().regex(/^row-\d{1,7}$/),
  line: z.coerce.number().int().min(1).max(10_000_000),
  cells: z.object(Object.fromEntries(COLUMN_KEYS.map((key) => [key, cellText.default('')]))),
});
const postedRows = z.array(postedRow).max(IMPORT_LIMITS.maxRows);

/** The rows the page posts back: `rows.<i>.id`, `rows.<i>.line`, `rows.<i>.<column>`; null when unreadable. */
export function readPostedRows(form: FormData): ImportRow[] | null {
  const byIndex = new Map<number, { id?: string; line?: string; cells: Record<string, string> }>();
  for (const [name, value] of form) {
    const match = /^rows\.(\d{1,4})\.(\w+)$/.exec(name);
    if (!match || typeof value !== 'string') continue;
    const entry = byIndex.get(Number(match[1])) ?? { cells: {} };
    byIndex.set(Number(match[1]), entry);
    if (match[2] === 'id') entry.id = value;
    else if (match[2] === 'line') entry.line = value;
    else if ((COLUMN_KEYS as readonly string[]).includes(match[2]!)) entry.cells[match[2]!] = value;
  }
  const ordered = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  const parsed = postedRows.safeParse(ordered);
  if (!parsed.success) return null;
  const ids = new Set(parsed.data.map((row) => row.id));
  return ids.size === parsed.data.length ? (parsed.data as ImportRow[]) : null;
}

const nonce = () => Math.random().toString(36).slice(2);

function rowsAnswer(
  rows: ImportRow[],
  payers: { value: string; label: string }[],
  extra: Partial<RowsAnswer> = {},
): RowsAnswer {
  const checked = checkRows(rows, { payers, facilityId: extra.facilityId ?? '' });
  return {
    kind: 'rows',
    nonce: nonce(),
    rows,
    issues: checked.issues,
    problems: [],
    fileName: null,
    ignoredHeaders: [],
    facilityId: '',
    facilityError: null,
    ...extra,
  };
}

export async function specimenImportAction(request: Request) {
  const user = await requireAdmin(request);
  let parsedFile: Awaited<ReturnType<typeof parseSpreadsheet>> | null = null;
  const read = await readFormWithFiles(request, {
    [FIELD_FILE]: {
      maxBytes: IMPORT_LIMITS.maxBytes,
      async upload(file) {
        parsedFile = await parseSpreadsheet(new Uint8Array(await file.arrayBuffer()));
        return parsedFile.ok ? { ok: true, id: 'parsed', fileName: file.name } : parsedFile;
      },
    },
  });
  const form = read.formData;
  // The Create button posts `create` (with JavaScript, the confirm dialog adds it); the rows form's intent is check.
  const intent = form.has('create') ? 'create' : form.get('intent');
  const payers = await getReferenceList('insurancePayers', user.token).catch(() => {
    throw data(IMPORT_TEXT.payersUnavailable, { status: 502 });
  });

  if (intent === 'parse') {
    const refusal = read.formErrors[0] ?? read.fileErrors[FIELD_FILE]?.[0];
    const result = parsedFile as Awaited<ReturnType<typeof parseSpreadsheet>> | null;
    if (refusal || !result || !result.ok) {
      const message = refusal ?? (result && !result.ok ? result.message : IMPORT_TEXT.chooseFile);
      return data<ImportAnswer>({ kind: 'refused', nonce: nonce(), message }, { status: 400 });
    }
    const fileName = String(form.get(`${FIELD_FILE}__fileName`) ?? '').slice(0, 255) || null;
    return data<ImportAnswer>(
      rowsAnswer(result.rows, payers, { fileName, ignoredHeaders: result.ignoredHeaders }),
    );
  }

  const rows = readPostedRows(form);
  if (!rows || (intent !== 'check' && intent !== 'create')) {
    return data<ImportAnswer>(
      { kind: 'refused', nonce: nonce(), message: IMPORT_TEXT.unreadableRows },
      { status: 400 },
    );
  }
  const dropped = form.get('drop');
  const kept = typeof dropped === 'string' && dropped ? rows.filter((row) => row.id !== dropped) : rows;
  const facilityId = String(form.get('facilityId') ?? '').slice(0, 64);
  const fileName = String(form.get('fileName') ?? '').slice(0, 255) || null;
  const answer = rowsAnswer(kept, payers, { facilityId, fileName });
  if (intent === 'check') return data<ImportAnswer>(answer);

  const checked = checkRows(kept, { payers, facilityId });
  if (!facilityId) answer.facilityError = IMPORT_TEXT.chooseFacility;
  if (!checked.body || !facilityId) return data<ImportAnswer>(answer, { status: 400 });
  const body = schemas.zCaseImportInput.parse(checked.body);
  try {
    const { data: created, message } = await unwrap(
      api(user.token).POST('/api/cases/import', { body, signal: request.signal }),
    );
    const cases: CreatedCase[] = created.items.map((item) => ({
      caseID: item.caseID,
      caseRecordId: item.caseRecordId,
      patient: `${item.patient.lastName}, ${item.patient.firstName}`,
      specimenCount: item.specimenCount,
      facilityName: item.facility.name,
    }));
    return data<ImportAnswer>(
      { kind: 'created', nonce: nonce(), cases, message: message ?? null },
      { status: 201 },
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError)) {
      if (error instanceof ContractViolationError) answer.problems = [MESSAGES.other];
      else throw error;
      return data<ImportAnswer>(answer, { status: 502 });
    }
    const fieldErrors = error.fieldErrors ?? {};
    const { facilityId: facilityErrors, ...rest } = fieldErrors;
    const fromApi = issuesFromApi(rest, checked.caseRows);
    answer.apiIssues = fromApi.issues;
    answer.problems =
      fromApi.problems.length || Object.keys(fromApi.issues).length || facilityErrors
        ? fromApi.problems
        : [error.message];
    answer.facilityError = facilityErrors?.join(' ') ?? null;
    const status = error.status === 400 || error.status === 422 || error.status === 403 ? error.status : 502;
    return data<ImportAnswer>(answer, { status });
  }
}

/** The template as an attachment (admins; others are sent to their landing page). */
export async function templateDownload(request: Request) {
  await requireAdmin(request);
  const bytes = await specimenTemplate();
  return new Response(bytes, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${TEMPLATE_FILE_NAME}"`,
      'Cache-Control': 'no-store',
    },
  });
}
