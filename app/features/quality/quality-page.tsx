/**
 * /admin/quality (docs/quality.md): the sampling rates, then the report over a period: agreement by
 * the signing provider and by case type, the open reviews (a page at a time, decision 108) and the major
 * discordances with their follow-ups (a page at a time, decision 114; each list's paging links keep the other's
 * page). Each list is a table (a card per row on a phone) with its CSV and XLSX export (the paged ones' of every
 * page); everything people typed is text.
 */
import { Form } from '@remix-run/react';
import type { RowData } from '@tanstack/react-table';
import { DataTable, ListPagination } from '~/components/data-table';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import {
  CASE_TYPE_LIST,
  DISCORDANCE_LIST,
  OPEN_LIST,
  PROVIDER_LIST,
  qualityListQuery,
  withDiscordancePage,
  type QualityList,
} from './lists';
import { RatesForm } from './rates-form';
import {
  QUALITY_EXPORT_PATH,
  formValuesOf,
  periodTotalText,
  type QualityReport,
  type QualitySettings,
} from './schema';

const SECTION = 'space-y-4 rounded-lg border bg-card p-4 sm:p-6';
const LINK = 'text-primary underline underline-offset-4';

type QualityState = ReturnType<typeof qualityListQuery.parse>;

export interface QualityPageData {
  settings: QualitySettings;
  report: QualityReport | null;
  /** The page of the open reviews the URL asks for (and the period its paging links keep). */
  openState: QualityState;
  /** The page of the major discordances the URL asks for (decision 114). */
  discordancePage: number;
  period: { from: string; to: string; error: string | null };
  flash: FlashData | null;
}

interface Paging {
  openState: QualityState;
  discordancePage: number;
}

/**
 * One page of a list and how its paging links are made: the open reviews' page and the discordances' as the API
 * answered them (each link keeping the other list's page), the agreement lists whole.
 */
function pageOf<T extends RowData>(list: QualityList<T>, report: QualityReport, paging: Paging) {
  const items = list.rows(report);
  const { openState, discordancePage } = paging;
  if (list.id === 'open')
    return {
      state: openState,
      links: {
        search: (s: QualityState) => withDiscordancePage(qualityListQuery.search(s), discordancePage),
      },
      page: {
        items,
        page: report.page,
        pageSize: report.pageSize,
        total: report.openTotal,
        totalPages: report.openTotalPages,
      },
    };
  if (list.id === 'discordances')
    return {
      state: { ...openState, page: report.discordancePage, pageSize: report.discordancePageSize },
      links: { search: (s: QualityState) => withDiscordancePage(qualityListQuery.search(openState), s.page) },
      page: {
        items,
        page: report.discordancePage,
        pageSize: report.discordancePageSize,
        total: report.discordanceTotal,
        totalPages: report.discordanceTotalPages,
      },
    };
  return {
    state: qualityListQuery.defaults,
    links: qualityListQuery,
    page: { items, page: 1, pageSize: Math.max(1, items.length), total: items.length, totalPages: 1 },
  };
}

function ListTable<T extends RowData>({
  list,
  report,
  paging,
}: {
  list: QualityList<T>;
  report: QualityReport;
  paging: Paging;
}) {
  const { state, links, page } = pageOf(list, report, paging);
  const query = new URLSearchParams({ list: list.id, from: report.from, to: report.to });
  const headingId = `list-${list.id}`;
  const data = { state, page, error: null };
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {`${list.title} (${page.total})`}
        </h2>
        <p className="flex gap-3 text-sm">
          {(['csv', 'xlsx'] as const).map((format) => (
            <a
              key={format}
              href={`${QUALITY_EXPORT_PATH}?${query.toString()}&format=${format}`}
              className={LINK}
              download
            >
              {`Export ${format.toUpperCase()}`}
              <span className="sr-only">{` of ${list.title}`}</span>
            </a>
          ))}
        </p>
      </div>
      <DataTable
        title={list.title}
        columns={list.columns}
        data={data}
        query={qualityListQuery}
        getRowId={list.rowId}
        noun={list.noun}
        emptyText={list.empty}
      />
      {page.totalPages > 1 ? (
        <ListPagination
          state={state}
          query={links}
          total={page.total}
          totalPages={page.totalPages}
          shown={page.items.length}
          noun={list.noun}
        />
      ) : null}
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

export function QualityPage({
  settings,
  report,
  openState,
  discordancePage,
  period,
  flash,
}: QualityPageData) {
  const paging = { openState, discordancePage };
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
          <p data-quality-total>{periodTotalText(report)}</p>
        ) : null}
      </section>
      {report ? (
        <>
          <ListTable list={PROVIDER_LIST} report={report} paging={paging} />
          <ListTable list={CASE_TYPE_LIST} report={report} paging={paging} />
          <ListTable list={OPEN_LIST} report={report} paging={paging} />
          <ListTable list={DISCORDANCE_LIST} report={report} paging={paging} />
        </>
      ) : null}
    </section>
  );
}
