/**
 * The dashboard's turnaround against due times (decision 081): the open cases overdue now, on time %
 * over the last 30 days by facility, by provider and by case type, and the median working hours per
 * case type. Tables, not
 * charts: every figure readable as text, each row a link into the admin case list filtered to what it counts.
 */
import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import type { components } from '../../../contracts';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';

type DueTimes = components['schemas']['DueTimeFigures'];

const LINK = 'text-primary underline underline-offset-4';
const CELL = 'border-b px-3 py-2 text-left align-top';
const NUM = `${CELL} text-right tabular-nums`;

/** The admin case list (/case) filtered: the dashboard's figures link into it. */
export const caseListHref = (params: Record<string, string>) =>
  `/case?${new URLSearchParams(params).toString()}`;

const typeLabel = (type: string) => ENUM_OPTIONS.caseType.find((o) => o.value === type)?.label ?? type;
const percentText = (value: number | null) => (value === null ? 'N/A' : `${value} %`);

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-80 border-collapse text-sm">
        <caption className="pb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? CELL : `${NUM} font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const Empty = ({ columns, text }: { columns: number; text: string }) => (
  <tr>
    <td colSpan={columns} className={`${CELL} text-muted-foreground`}>
      {text}
    </td>
  </tr>
);

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
      <Table caption="Overdue cases by facility" head={['Facility', 'Overdue']}>
        {overdue.byFacility.length ? (
          overdue.byFacility.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${CELL} font-normal`}>
                <Link to={caseListHref({ dueState: 'Overdue', facilityId: row.id })} className={LINK}>
                  {row.name}
                </Link>
              </th>
              <td className={NUM}>{row.overdue}</td>
            </tr>
          ))
        ) : (
          <Empty columns={2} text="No case is overdue." />
        )}
      </Table>
      <Table caption="Overdue cases by provider" head={['Provider', 'Overdue']}>
        {overdue.byProvider.length ? (
          overdue.byProvider.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${CELL} font-normal`}>
                <Link to={caseListHref({ dueState: 'Overdue', assigneeId: row.id })} className={LINK}>
                  {row.name}
                </Link>
              </th>
              <td className={NUM}>{row.overdue}</td>
            </tr>
          ))
        ) : (
          <Empty columns={2} text="No assigned case is overdue." />
        )}
      </Table>
    </section>
  );
}

function OnTime({ label, rows, param }: { label: string; rows: DueTimes['byFacility']; param: string }) {
  return (
    <Table
      caption={`On time by ${label.toLowerCase()}, last 30 days`}
      head={[label, 'Signed out', 'On time', 'On time %']}
    >
      {rows.length ? (
        rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${CELL} font-normal`}>
              <Link to={caseListHref({ status: 'SignOutCompleted', [param]: row.id })} className={LINK}>
                {row.name}
              </Link>
            </th>
            <td className={NUM}>{row.signedOut}</td>
            <td className={NUM}>{row.met}</td>
            <td className={NUM}>{percentText(row.onTimePercent)}</td>
          </tr>
        ))
      ) : (
        <Empty columns={4} text="No case was signed out in the last 30 days." />
      )}
    </Table>
  );
}

/** The figures; `overdue: false` leaves out the open cases overdue now (/admin/turnaround shows the on-time ones). */
export function DueTimeTables({
  dueTimes,
  overdue = true,
  heading = 'Turnaround against due times',
}: {
  dueTimes: DueTimes;
  overdue?: boolean;
  heading?: string;
}) {
  return (
    <section aria-labelledby="due-times" className="space-y-4">
      <div>
        <h2 id="due-times" className="text-lg font-semibold">
          {heading}
        </h2>
        <p className="text-sm text-muted-foreground">
          {`On time: cases signed out in the last ${dueTimes.windowDays} days by their due time. Median: working hours from send-out to sign-out, counted on the business-day calendar.`}
        </p>
      </div>
      {overdue ? <Overdue overdue={dueTimes.overdue} /> : null}
      <div className={overdue ? 'grid gap-4 lg:grid-cols-2' : 'grid grid-cols-1 gap-4'}>
        <OnTime label="Facility" rows={dueTimes.byFacility} param="facilityId" />
        <OnTime label="Provider" rows={dueTimes.byProvider} param="assigneeId" />
      </div>
      <Table
        caption="On time and median turnaround by case type, last 30 days"
        head={['Case type', 'Signed out', 'On time', 'On time %', 'Median (working hours)']}
      >
        {dueTimes.byCaseType.map((row) => (
          <tr key={row.caseType}>
            <th scope="row" className={`${CELL} font-normal`}>
              <Link to={caseListHref({ status: 'SignOutCompleted', type: row.caseType })} className={LINK}>
                {typeLabel(row.caseType)}
              </Link>
            </th>
            <td className={NUM}>{row.cases}</td>
            <td className={NUM}>{row.met}</td>
            <td className={NUM}>{percentText(row.onTimePercent)}</td>
            <td className={NUM}>{row.medianWorkingHours === null ? 'N/A' : `${row.medianWorkingHours} h`}</td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
