/**
 * Upload Specimen Form (decision 040): download the template, upload a spreadsheet, see every row checked with
 * the problems on their cells, edit cells or drop rows, re-check, then create the cases for a facility behind a
 * confirm, and see them listed with links. The rows survive a reload (sessionStorage).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Form, useActionData, useNavigation, useSubmit } from '@remix-run/react';
import DownloadIcon from 'lucide-react/icons/download';
import { ConfirmDialog } from '~/components/detail';
import { CONTROL_CLASS, ErrorList } from '~/components/form';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Spinner } from '~/components/ui/spinner';
import { useHydrated } from '~/lib/use-hydrated';
import type { ColumnKey, ImportRow } from './columns';
import { ImportResult } from './import-result';
import { RowsTable, cellId } from './rows-table';
import { checkRows, type RowIssues } from './rules';
import { SpreadsheetUpload } from './spreadsheet-upload';
import { casesLabel, rowsLabel, specimensLabel, type FacilityOption, type ImportAnswer } from './types';
import { useImportState } from './use-import-state';
import { DownloadLink } from '~/components/ui/download-link';

export const TEMPLATE_HREF = '/upload-specimen-form/template';

export interface SpecimenImportData {
  facilities: FacilityOption[];
  payers: { value: string; label: string }[];
  problems: string[];
}

function merge(a: RowIssues, b: RowIssues): RowIssues {
  const out: RowIssues = { ...a };
  for (const [rowId, cells] of Object.entries(b)) {
    for (const [key, messages] of Object.entries(cells)) {
      if (!messages?.length) continue;
      const row = (out[rowId] = { ...out[rowId] });
      row[key as ColumnKey] = [...new Set([...(row[key as ColumnKey] ?? []), ...messages])];
    }
  }
  return out;
}

export function SpecimenImportPage({ data }: { data: SpecimenImportData }) {
  const answer = useActionData<ImportAnswer>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { state, editCell, dropRow, setFacility, reset } = useImportState(answer);
  const rowsForm = useRef<HTMLFormElement>(null);
  const facilityRef = useRef<HTMLSelectElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const checked = useMemo(
    () => checkRows(state.rows, { payers: data.payers, facilityId: state.facilityId }),
    [state.rows, data.payers, state.facilityId],
  );
  const issues = useMemo(() => merge(checked.issues, state.apiIssues), [checked.issues, state.apiIssues]);
  const markedCells = Object.values(issues).reduce(
    (n, cells) => n + Object.values(cells).filter((list) => list?.length).length,
    0,
  );
  const caseCount = checked.caseRows.length;
  const problems = [...checked.problems, ...state.problems];
  const ready = markedCells === 0 && checked.problems.length === 0 && state.rows.length > 0;
  const intent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const creating = navigation.state === 'submitting' && navigation.formData?.has('create');
  const facility = data.facilities.find((option) => option.value === state.facilityId);

  const onDrop = useCallback(
    (row: ImportRow) => {
      dropRow(row.id);
      setAnnouncement(`Row ${row.line} dropped.`);
    },
    [dropRow],
  );
  const askToCreate = () => {
    if (!state.facilityId) {
      setFacility('');
      facilityRef.current?.focus();
      setAnnouncement('Choose the facility the cases are created for.');
      return;
    }
    setConfirming(true);
  };
  const create = () => {
    const form = rowsForm.current;
    if (!form) return;
    const body = new FormData(form);
    body.set('create', '1');
    setConfirming(false);
    submit(body, { method: 'post' });
  };
  const firstInvalid = Object.entries(issues).find(([, cells]) =>
    Object.values(cells).some((l) => l?.length),
  );

  if (state.result) {
    return <ImportResult result={state.result} onAgain={reset} />;
  }

  return (
    <div className="min-w-0 space-y-8">
      {data.problems.length ? (
        <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {data.problems.join(' ')}
        </div>
      ) : null}
      <section aria-labelledby="template-heading" className="space-y-2">
        <h2 id="template-heading" className="text-lg font-semibold">
          1. Fill in the template
        </h2>
        <p className="text-sm text-muted-foreground">
          One specimen a row. Rows with the same case reference become one case, so repeat the case and
          patient columns on each of them. Cases are created as drafts for the facility you choose.
        </p>
        <Button asChild variant="outline">
          <DownloadLink href={TEMPLATE_HREF}>
            <DownloadIcon aria-hidden className="size-4" />
            Download the template (XLSX)
          </DownloadLink>
        </Button>
      </section>

      <section aria-labelledby="upload-heading" className="max-w-xl space-y-2">
        <h2 id="upload-heading" className="text-lg font-semibold">
          2. Upload it
        </h2>
        <SpreadsheetUpload
          refusal={answer?.kind === 'refused' ? answer.message : null}
          busy={intent === 'parse'}
          replacing={state.rows.length > 0}
        />
      </section>

      {state.rows.length ? (
        <section aria-labelledby="rows-heading" className="min-w-0 space-y-4">
          <h2 id="rows-heading" className="text-lg font-semibold">
            3. Check the rows
          </h2>
          <p role="status" className="text-sm">
            {state.fileName ? <span className="font-medium">{state.fileName}: </span> : null}
            {rowsLabel(state.rows.length)}, {casesLabel(caseCount)}.{' '}
            {markedCells
              ? `${markedCells} ${markedCells === 1 ? 'cell needs' : 'cells need'} attention: fix ${markedCells === 1 ? 'it' : 'them'} or drop the ${markedCells === 1 ? 'row' : 'rows'}.`
              : 'Every row passes the checks.'}
          </p>
          {state.ignoredHeaders.length ? (
            <p className="text-sm text-muted-foreground">
              Columns not read: {state.ignoredHeaders.join(', ')}.
            </p>
          ) : null}
          {firstInvalid && hydrated ? (
            <p className="text-sm">
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={`#${firstInvalidCell(firstInvalid)}`}
              >
                Go to the first marked cell
              </a>
            </p>
          ) : null}
          <Form method="post" ref={rowsForm} className="min-w-0 space-y-4" aria-labelledby="rows-heading">
            {/* Enter in a cell re-checks (the first submit button is the form's default). */}
            <button type="submit" name="intent" value="check" hidden tabIndex={-1} />
            <input type="hidden" name="fileName" value={state.fileName ?? ''} />
            <RowsTable rows={state.rows} issues={issues} live={hydrated} onEdit={editCell} onDrop={onDrop} />
            <ErrorList errors={problems} />
            <div className="max-w-md space-y-2">
              <Label htmlFor="import-facility">
                Facility the cases are for
                <span aria-hidden className="text-destructive">
                  {' '}
                  *
                </span>
              </Label>
              <select
                id="import-facility"
                ref={facilityRef}
                name="facilityId"
                required
                value={state.facilityId}
                onChange={(event) => setFacility(event.currentTarget.value)}
                aria-invalid={state.facilityError ? true : undefined}
                aria-describedby={state.facilityError ? 'import-facility-error' : undefined}
                className={CONTROL_CLASS}
              >
                <option value="">Choose a facility</option>
                {data.facilities.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <ErrorList
                id="import-facility-error"
                errors={state.facilityError ? [state.facilityError] : []}
              />
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button
                type="submit"
                name="intent"
                value="check"
                variant="outline"
                disabled={navigation.state !== 'idle'}
              >
                {intent === 'check' ? <Spinner /> : null}
                Re-check rows
              </Button>
              {hydrated ? (
                <Button
                  type="button"
                  onClick={askToCreate}
                  disabled={!ready || navigation.state !== 'idle'}
                  aria-describedby={ready ? undefined : 'create-blocked'}
                >
                  {creating ? <Spinner /> : null}
                  Create {casesLabel(caseCount)}
                </Button>
              ) : (
                <Button type="submit" name="create" value="1">
                  Create {casesLabel(caseCount)}
                </Button>
              )}
            </div>
            {!ready ? (
              <p id="create-blocked" className="text-sm text-muted-foreground">
                Fix or drop the marked rows to create the cases.
              </p>
            ) : null}
          </Form>
          <ConfirmDialog
            open={confirming}
            onCancel={() => setConfirming(false)}
            title={`Create ${casesLabel(caseCount)}?`}
            description={`${casesLabel(caseCount)} with ${specimensLabel(state.rows.length)} will be created as drafts for ${facility?.label ?? 'the chosen facility'}.`}
            confirmLabel={`Create ${casesLabel(caseCount)}`}
            onConfirm={create}
          />
        </section>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function firstInvalidCell([rowId, cells]: [string, Partial<Record<ColumnKey, string[]>>]) {
  const key = (Object.keys(cells) as ColumnKey[]).find((k) => cells[k]?.length)!;
  return cellId(rowId, key);
}
