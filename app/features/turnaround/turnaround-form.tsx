/**
 * The Turnaround page's form (decision 080): the target grid (a row per case type, a column per priority, each
 * cell a whole number of working hours) and the holidays as a calendar (./holiday-calendar.tsx: days marked and
 * cleared with Conform's list intents, so it works without JavaScript too). Everything is saved together; nothing changes until the server accepts it.
 */
import { getFormProps, getInputProps, type FieldMetadata } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { ErrorList, SubmitButton, useContractForm, type FormReply } from '~/components/form';
import { Input } from '~/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { enumLabel } from '../../../contracts/enumerations';
import { HolidayCalendar } from './holiday-calendar';
import { TARGET_BOUNDS, TARGET_GRID, turnaroundForm, type TurnaroundFormInput } from './schema';

export const FORM_ID = 'turnaround';
const SECTION = 'space-y-4 rounded-lg border bg-card p-4 sm:p-6';
const PRIORITIES = TARGET_GRID[0]!.cells.map((cell) => cell.priority);

type TargetField = FieldMetadata<TurnaroundFormInput['targets'][number], TurnaroundFormInput, string[]>;

/** One cell: the hidden type and priority the API needs, and the hours, named by its row and column headers. */
function TargetCell({ target, rowId, columnId }: { target: TargetField; rowId: string; columnId: string }) {
  const fields = target.getFieldset();
  const { key, ...hours } = getInputProps(fields.hours, { type: 'text' });
  const errors = [...(target.errors ?? []), ...(fields.hours.errors ?? [])];
  return (
    <TableCell className="min-w-24 align-top">
      <input {...getInputProps(fields.caseType, { type: 'hidden' })} key={fields.caseType.key} />
      <input {...getInputProps(fields.priority, { type: 'hidden' })} key={fields.priority.key} />
      <Input
        key={key}
        {...hours}
        inputMode="numeric"
        autoComplete="off"
        aria-labelledby={`${rowId} ${columnId}`}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? `${target.errorId} ${fields.hours.errorId}` : undefined}
        className="w-24"
      />
      <ErrorList id={target.errorId} errors={target.errors} />
      <ErrorList id={fields.hours.errorId} errors={fields.hours.errors} />
    </TableCell>
  );
}

/** `year`: the year the holidays' calendar opens on (the server's, so both render the same). */
export function TurnaroundForm({ values, year }: { values: TurnaroundFormInput; year: number }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(turnaroundForm, {
    id: FORM_ID,
    reply: reply ?? null,
    defaultValue: values,
  });
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('__intent__') === null;
  const targets = fields.targets.getFieldList();

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="max-w-4xl space-y-6"
      aria-busy={saving || undefined}
    >
      <section className={SECTION} aria-labelledby="targets-heading">
        <h2 id="targets-heading" className="text-lg font-semibold">
          Targets in working hours
        </h2>
        <p id="targets-hint" className="text-sm text-muted-foreground">
          {`A whole number from ${TARGET_BOUNDS.min} to ${TARGET_BOUNDS.max.toLocaleString('en-US')} for each case type and priority.`}
        </p>
        <Table aria-describedby="targets-hint">
          <TableHeader>
            <TableRow>
              <TableHead id="target-type">Case type</TableHead>
              {PRIORITIES.map((priority) => (
                <TableHead key={priority} id={`target-${priority}`}>
                  {priority}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {TARGET_GRID.map((row, r) => (
              <TableRow key={row.caseType}>
                <TableHead scope="row" id={`target-${row.caseType}`} className="whitespace-normal">
                  {enumLabel('caseType', row.caseType)}
                </TableHead>
                {row.cells.map((cell, c) => {
                  const target = targets[r * PRIORITIES.length + c];
                  return target ? (
                    <TargetCell
                      key={target.key}
                      target={target}
                      rowId={`target-${row.caseType}`}
                      columnId={`target-${cell.priority}`}
                    />
                  ) : null;
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>

      <section className={SECTION} aria-labelledby="holidays-heading">
        <h2 id="holidays-heading" className="text-lg font-semibold">
          Holidays
        </h2>
        <p className="text-sm text-muted-foreground">
          Days on which no working hours count, each listed once. A due time already set stays as it is.
        </p>
        <HolidayCalendar form={form} field={fields.holidays} year={year} />
        <ErrorList id={fields.holidays.errorId} errors={fields.holidays.errors} />
      </section>

      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton pending={saving}>Save targets</SubmitButton>
    </Form>
  );
}
