/**
 * /admin/quality (issue 29, docs/quality.md): the sampling rates, then the report over a period: agreement by
 * the signing provider and by case type, the open reviews and the major discordances with their follow-ups. Each
 * list is a table (a card per row on a phone) with its CSV and XLSX export; everything people typed is text.
 */
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { QUALITY_LISTS, type QualityList } from './lists';
import { RatesForm } from './rates-form';
import {
  QUALITY_EXPORT_PATH,
  formValuesOf,
  percentText,
  type QualityReport,
  type QualitySettings,
} from './schema';

const SECTION = 'space-y-4 rounded-lg border bg-card p-4 sm:p-6';
const LINK = 'text-primary underline underline-offset-4';
const CELL = 'border-b px-3 py-2 text-left align-top';

export interface QualityPageData {
  settings: QualitySettings;
  report: QualityReport | null;
  period: { from: string; to: string; error: string | null };
  flash: FlashData | null;
}

function cellText(value: unknown): ReactNode {
  if (value instanceof Date) return <DateTime value={value.toISOString()} />;
  return value === null || value === undefined ? '' : String(value);
}

function ListTable<T>({ list, report }: { list: QualityList<T>; report: QualityReport }) {
  const rows = list.rows(report);
  const query = new URLSearchParams({ list: list.id, from: report.from, to: report.to });
  const headingId = `list-${list.id}`;
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {`${list.title} (${rows.length})`}
        </h2>
        <p className="flex gap-3 text-sm">
          <a href={`${QUALITY_EXPORT_PATH}?${query.toString()}&format=csv`} className={LINK} download>
            {`Export CSV`}
            <span className="sr-only">{` of ${list.title}`}</span>
          </a>
          <a href={`${QUALITY_EXPORT_PATH}?${query.toString()}&format=xlsx`} className={LINK} download>
            {`Export XLSX`}
            <span className="sr-only">{` of ${list.title}`}</span>
          </a>
        </p>
      </div>
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm" aria-labelledby={headingId}>
            <thead className="max-lg:sr-only">
              <tr>
                {list.columns.map((c) => (
                  <th
                    key={c.header}
                    scope="col"
                    className={`${CELL} font-medium ${c.numeric ? 'text-right' : ''}`}
                  >
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} className="max-lg:mb-3 max-lg:block max-lg:rounded-md max-lg:border">
                  {list.columns.map((c, j) => {
                    const href = c.href?.(row);
                    const content = href ? (
                      <Link to={href} className={LINK}>
                        {cellText(c.value(row))}
                      </Link>
                    ) : (
                      cellText(c.value(row))
                    );
                    const Tag = j === 0 ? 'th' : 'td';
                    return (
                      <Tag
                        key={c.header}
                        scope={j === 0 ? 'row' : undefined}
                        className={`${CELL} font-normal max-lg:flex max-lg:justify-between max-lg:gap-4 max-lg:border-0 ${c.numeric ? 'lg:text-right lg:tabular-nums' : 'break-words'}`}
                      >
                        <span aria-hidden className="font-medium text-muted-foreground lg:hidden">
                          {c.header}
                        </span>
                        <span className="min-w-0">{content}</span>
                      </Tag>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{list.empty}</p>
      )}
    </section>
  );
}

function PeriodFilter({ period, report }: Pick<QualityPageData, 'period' | 'report'>) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Period">
      <div className="space-y-1">
        <Label htmlFor="quality-from">From</Label>
        <Input id="quality-from" name="from" type="date" defaultValue={period.from || report?.from} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="quality-to">To</Label>
        <Input id="quality-to" name="to" type="date" defaultValue={period.to || report?.to} />
      </div>
      <Button type="submit" variant="outline">
        Show period
      </Button>
    </Form>
  );
}

export function QualityPage({ settings, report, period, flash }: QualityPageData) {
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Quality</PageHeading>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          A share of each case type&apos;s signed-out cases, drawn at random when they are signed out, gets a
          blinded QA review by another eligible provider: the reviewer reads the case and writes their own
          diagnosis before the signer and the diagnosis are shown. A major discordance opens a follow-up task
          for the signer and tells the admins.
        </p>
      </div>
      <FlashMessage flash={flash} />
      <section aria-labelledby="rates-heading" className={SECTION}>
        <h2 id="rates-heading" className="text-lg font-semibold">
          Sampling rates
        </h2>
        <RatesForm values={formValuesOf(settings)} />
        <p className="text-sm text-muted-foreground">
          {settings.updatedAt ? (
            <>
              Last changed <DateTime value={settings.updatedAt} />
              {settings.updatedBy ? ` by ${settings.updatedBy.name}` : ''}.
            </>
          ) : (
            'No rate has been set yet: nothing is sampled.'
          )}
        </p>
      </section>
      <section aria-labelledby="period-heading" className={SECTION}>
        <h2 id="period-heading" className="text-lg font-semibold">
          Reviews graded in a period
        </h2>
        <PeriodFilter period={period} report={report} />
        {period.error ? (
          <p role="alert" className="text-sm text-destructive">
            {period.error}
          </p>
        ) : report ? (
          <p data-quality-total>
            {`${report.from} to ${report.to}: ${report.total.reviews} ${report.total.reviews === 1 ? 'review' : 'reviews'} graded, ${percentText(report.total.agreePercent)} agree, ${report.total.minor} minor and ${report.total.major} major ${report.total.major === 1 ? 'discrepancy' : 'discrepancies'}.`}
          </p>
        ) : null}
      </section>
      {report
        ? QUALITY_LISTS.map((list) => (
            <ListTable key={list.id} list={list as QualityList<unknown>} report={report} />
          ))
        : null}
    </section>
  );
}
