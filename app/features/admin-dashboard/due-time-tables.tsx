/**
 * The dashboard's turnaround against due times (decision 081): the open cases overdue now, on time %
 * over the last 30 days by facility, by provider and by case type, and the median working hours per
 * case type; the Turnaround page shows them per priority, each beside its target (decisions 162, 168). Tables (the kit's
 * FiguresTable), not charts: every figure readable as text, each row a link into the admin case list filtered to
 * what it counts.
 */
import { Link } from '@remix-run/react';
import {
  FigureCell,
  FigureRowGroup,
  FigureRowHeader,
  FiguresEmpty,
  FiguresTable,
} from '~/components/ui/figures-table';
import type { components } from '../../../contracts';
import { enumLabel } from '../../../contracts/enumerations';
import { breakablePathology } from '~/lib/format';

type DueTimes = components['schemas']['DueTimeFigures'];
type CaseTypeName = components['schemas']['CaseTypeName'];
type CasePriority = components['schemas']['CasePriority'];

const LINK = 'text-primary underline underline-offset-4';

/** The admin case list (/case) filtered: the dashboard's figures link into it. */
export const caseListHref = (params: Record<string, string>) =>
  `/case?${new URLSearchParams(params).toString()}`;

const percentText = (value: number | null) => (value === null ? 'N/A' : `${value} %`);

function Overdue({ overdue }: { overdue: DueTimes['overdue'] }) {
  const all = caseListHref({ dueState: 'Overdue' });
  return (
    <section aria-labelledby="overdue-now" className="space-y-3 rounded-lg border p-4">
      <h3 id="overdue-now" className="text-base font-semibold">
        Overdue now
      </h3>
      <p data-overdue-total>
        <Link to={all} className={LINK}>
          {`${overdue.total} open ${overdue.total === 1 ? 'case is' : 'cases are'} overdue`}
        </Link>
        {overdue.unassigned ? `, ${overdue.unassigned} of them not assigned to a provider.` : '.'}
      </p>
      <FiguresTable caption="Overdue cases by facility" head={['Facility', 'Overdue']}>
        {overdue.byFacility.length ? (
          overdue.byFacility.map((row) => (
            <tr key={row.id}>
              <FigureRowHeader>
                <Link to={caseListHref({ dueState: 'Overdue', facilityId: row.id })} className={LINK}>
                  {row.name}
                </Link>
              </FigureRowHeader>
              <FigureCell>{row.overdue}</FigureCell>
            </tr>
          ))
        ) : (
          <FiguresEmpty columns={2} text="No case is overdue." />
        )}
      </FiguresTable>
      <FiguresTable caption="Overdue cases by provider" head={['Provider', 'Overdue']}>
        {overdue.byProvider.length ? (
          overdue.byProvider.map((row) => (
            <tr key={row.id}>
              <FigureRowHeader>
                <Link to={caseListHref({ dueState: 'Overdue', assigneeId: row.id })} className={LINK}>
                  {row.name}
                </Link>
              </FigureRowHeader>
              <FigureCell>{row.overdue}</FigureCell>
            </tr>
          ))
        ) : (
          <FiguresEmpty columns={2} text="No assigned case is overdue." />
        )}
      </FiguresTable>
    </section>
  );
}

/** On time by facility or by provider: each row a link to the cases it counts. */
export function OnTimeTable({
  label,
  rows,
  param,
}: {
  label: 'Facility' | 'Provider';
  rows: DueTimes['byFacility'];
  param: 'facilityId' | 'assigneeId';
}) {
  return (
    <FiguresTable
      caption={`On time by ${label.toLowerCase()}, last 30 days`}
      head={[label, 'Signed out', 'On time', 'On time %']}
    >
      {rows.length ? (
        rows.map((row) => (
          <tr key={row.id}>
            <FigureRowHeader>
              <Link to={caseListHref({ status: 'SignOutCompleted', [param]: row.id })} className={LINK}>
                {row.name}
              </Link>
            </FigureRowHeader>
            <FigureCell>{row.signedOut}</FigureCell>
            <FigureCell>{row.met}</FigureCell>
            <FigureCell>{percentText(row.onTimePercent)}</FigureCell>
          </tr>
        ))
      ) : (
        <FiguresEmpty columns={4} text="No case was signed out in the last 30 days." />
      )}
    </FiguresTable>
  );
}

const medianText = (hours: number | null) => (hours === null ? 'N/A' : `${hours} h`);

/** The share on time after its counts, one cell: '2 of 3 (66.7 %)' (each part kept whole); 'None signed out'. */
function OnTimeWords({ row }: { row: { cases: number; met: number; onTimePercent: number | null } }) {
  if (row.cases === 0) return 'None signed out';
  return (
    <>
      <span className="whitespace-nowrap">{`${row.met} of ${row.cases}`}</span>{' '}
      <span className="whitespace-nowrap">{`(${percentText(row.onTimePercent)})`}</span>
    </>
  );
}

const typeLink = (caseType: CaseTypeName) => (
  <Link to={caseListHref({ status: 'SignOutCompleted', type: caseType })} className={LINK}>
    {breakablePathology(enumLabel('caseType', caseType))}
  </Link>
);

/**
 * On time and the median working hours by case type. With `targets` (the Turnaround page, decisions 162 and
 * 168) each case type heads a group of rows, one per priority, most urgent first: the priority with its target,
 * then the figures judged against that one target (on time with its counts, the median: hours against hours).
 * Three columns, so the table fits a 390 px phone; the type's totals, which mix three targets, stay on the
 * dashboard.
 */
export function CaseTypeFigures({
  rows,
  targets,
}: {
  rows: DueTimes['byCaseType'];
  /** A target in words: '4 h', 'not set'. */
  targets?: (caseType: CaseTypeName, priority: CasePriority) => string;
}) {
  if (targets) {
    return (
      <FiguresTable
        caption="On time and median turnaround by case type and priority, each against its target, last 30 days"
        head={['Priority and target', 'On time', 'Median (working hours)']}
        grouped
      >
        {rows.map((row) => (
          <FigureRowGroup key={row.caseType} header={typeLink(row.caseType)} columns={3}>
            {row.byPriority.map((figures) => (
              <tr key={figures.priority}>
                <FigureRowHeader inset>
                  <Link
                    to={caseListHref({
                      status: 'SignOutCompleted',
                      type: row.caseType,
                      priority: figures.priority,
                    })}
                    className={LINK}
                  >
                    {figures.priority}
                  </Link>{' '}
                  <span className="whitespace-nowrap">{targets(row.caseType, figures.priority)}</span>
                </FigureRowHeader>
                <FigureCell>
                  <OnTimeWords row={figures} />
                </FigureCell>
                <FigureCell>{medianText(figures.medianWorkingHours)}</FigureCell>
              </tr>
            ))}
          </FigureRowGroup>
        ))}
      </FiguresTable>
    );
  }
  return (
    <FiguresTable
      caption="On time and median turnaround by case type, last 30 days"
      head={['Case type', 'Signed out', 'On time', 'On time %', 'Median (working hours)']}
    >
      {rows.map((row) => (
        <tr key={row.caseType}>
          <FigureRowHeader>{typeLink(row.caseType)}</FigureRowHeader>
          <FigureCell>{row.cases}</FigureCell>
          <FigureCell>{row.met}</FigureCell>
          <FigureCell>{percentText(row.onTimePercent)}</FigureCell>
          <FigureCell>{medianText(row.medianWorkingHours)}</FigureCell>
        </tr>
      ))}
    </FiguresTable>
  );
}

/** The dashboard's figures: the open cases overdue now, then on time by facility, provider and case type. */
export function DueTimeTables({ dueTimes }: { dueTimes: DueTimes }) {
  return (
    <section aria-labelledby="due-times" className="space-y-4">
      <div>
        <h2 id="due-times" className="text-lg font-semibold">
          Turnaround against due times
        </h2>
        <p className="text-sm text-muted-foreground">
          {`On time: cases signed out in the last ${dueTimes.windowDays} days by their due time. Median: working hours from send-out to sign-out, counted on the business-day calendar.`}
        </p>
      </div>
      <Overdue overdue={dueTimes.overdue} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OnTimeTable label="Facility" rows={dueTimes.byFacility} param="facilityId" />
        <OnTimeTable label="Provider" rows={dueTimes.byProvider} param="assigneeId" />
      </div>
      <CaseTypeFigures rows={dueTimes.byCaseType} />
    </section>
  );
}
