/**
 * The four lists of /admin/quality on the table kit (columns as TanStack column definitions, shared by the page's
 * tables and their CSV and XLSX exports): agreement by provider and by case type, the open reviews, the major
 * discordances with their follow-ups. The open reviews (decision 108) and the major discordances (decision 114)
 * are a page at a time, the API's: a network's year holds thousands; the agreement rows are whole.
 */
import { Link } from '@remix-run/react';
import { schemas } from '../../../contracts';
import type { RowData } from '@tanstack/react-table';
import { defineListQuery, listColumns, type ListColumn, type ListNoun } from '~/components/data-table';
import { DateTime } from '~/components/ui/date-time';
import { TASK_STATUS_LABELS } from '~/features/tasks';
import {
  percentText,
  STATE_LABELS,
  type QaSample,
  type QualityAgreement,
  type QualityReport,
} from './schema';

export interface QualityList<T extends RowData> {
  id: 'providers' | 'case-types' | 'open' | 'discordances';
  title: string;
  noun: ListNoun;
  empty: string;
  rows: (report: QualityReport) => T[];
  rowId: (row: T) => string;
  columns: ListColumn<T>[];
}

/**
 * The report's query: no sort; the page of the open reviews, and the period kept in every paging link (`from`,
 * `to`, checked by the page's period form). The whole lists read its defaults as their single page's state.
 */
export const qualityListQuery = defineListQuery({
  schema: schemas.zGetQualityReportQuery,
  lookupFilters: ['from', 'to'],
});

/** The URL's page of the major discordances, beside the open reviews' `page` (decision 114). */
export const DISCORDANCE_PAGE = 'discordancePage';

/** The page of the major discordances a URL asks for: 1 unless a whole number from 1 (a larger one is the
 * loader's to send to the last page). */
export function discordancePageOf(searchParams: URLSearchParams): number {
  const raw = searchParams.get(DISCORDANCE_PAGE)?.trim() ?? '';
  const page = Number(raw);
  return raw !== '' && Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

/** A query string of qualityListQuery's (`''` or `?…`) with the discordances' page added when past the first. */
export function withDiscordancePage(search: string, page: number): string {
  if (page <= 1) return search;
  return `${search ? `${search}&` : '?'}${DISCORDANCE_PAGE}=${page}`;
}

const LINK = 'text-primary underline underline-offset-4';
const caseHref = (s: QaSample) => `/case/${encodeURIComponent(s.caseId)}`;
const taskHref = (id: string) => `/task-detail/${encodeURIComponent(id)}`;
const NUM = { cellClassName: 'desktop:text-right tabular-nums' };

const agreement = listColumns<QualityAgreement>();
const agreementColumns = (first: string): ListColumn<QualityAgreement>[] => [
  agreement.accessor('label', { header: first, meta: { rowHeader: true } }),
  agreement.accessor('reviews', { header: 'Reviews', meta: NUM }),
  agreement.accessor('agree', { header: 'Agree', meta: NUM }),
  agreement.accessor('minor', { header: 'Minor', meta: NUM }),
  agreement.accessor('major', { header: 'Major', meta: NUM }),
  agreement.accessor((r) => percentText(r.agreePercent), {
    id: 'agreePercent',
    header: 'Agree %',
    meta: NUM,
  }),
];

const AGREEMENT_NOUN = { one: 'row', other: 'rows' };

export const PROVIDER_LIST: QualityList<QualityAgreement> = {
  id: 'providers',
  title: 'Agreement by provider',
  noun: AGREEMENT_NOUN,
  empty: 'No review was graded in this period.',
  rows: (report) => report.byProvider,
  rowId: (r) => r.key,
  columns: agreementColumns('Signed out by'),
};

export const CASE_TYPE_LIST: QualityList<QualityAgreement> = {
  id: 'case-types',
  title: 'Agreement by case type',
  noun: AGREEMENT_NOUN,
  empty: 'No review was graded in this period.',
  rows: (report) => report.byCaseType,
  rowId: (r) => r.key,
  columns: agreementColumns('Case type'),
};

const sample = listColumns<QaSample>();
const caseColumn = sample.accessor('caseRecordId', {
  header: 'Case',
  cell: ({ row }) => (
    <Link to={caseHref(row.original)} className={LINK}>
      {row.original.caseRecordId}
    </Link>
  ),
  meta: { rowHeader: true },
});
const caseTypeColumn = sample.accessor((s) => s.caseType.displayName, {
  id: 'caseType',
  header: 'Case type',
});
const signerColumn = sample.accessor((s) => s.signer.name, { id: 'signer', header: 'Signed out by' });
const taskLink = (task: QaSample['task']) =>
  task ? (
    <Link to={taskHref(task.id)} className={LINK}>
      {task.taskNumber}
    </Link>
  ) : null;
const when = (value: string | null) => (value ? new Date(value) : null);

export const OPEN_LIST: QualityList<QaSample> = {
  id: 'open',
  title: 'Open reviews',
  noun: { one: 'open review', other: 'open reviews' },
  empty: 'Every sampled case has been graded.',
  rows: (report) => report.open,
  rowId: (s) => s.id,
  columns: [
    caseColumn,
    caseTypeColumn,
    sample.accessor((s) => s.facility.name, { id: 'facility', header: 'Facility' }),
    signerColumn,
    sample.accessor((s) => s.reviewer?.name ?? 'Nobody eligible', { id: 'reviewer', header: 'Reviewer' }),
    sample.accessor((s) => s.task?.taskNumber ?? '', {
      id: 'task',
      header: 'QA task',
      cell: ({ row }) => taskLink(row.original.task),
    }),
    sample.accessor((s) => when(s.sampledAt), {
      id: 'sampledAt',
      header: 'Sampled',
      cell: ({ row }) => <DateTime value={row.original.sampledAt} />,
    }),
    sample.accessor((s) => STATE_LABELS[s.state], { id: 'state', header: 'State' }),
  ],
};

export const DISCORDANCE_LIST: QualityList<QaSample> = {
  id: 'discordances',
  title: 'Major discordances',
  noun: { one: 'major discordance', other: 'major discordances' },
  empty: 'No major discordance was graded in this period.',
  rows: (report) => report.discordances,
  rowId: (s) => s.id,
  columns: [
    caseColumn,
    caseTypeColumn,
    signerColumn,
    sample.accessor((s) => s.reviewer?.name ?? '', { id: 'reviewer', header: 'Reviewer' }),
    sample.accessor((s) => when(s.gradedAt), {
      id: 'gradedAt',
      header: 'Graded',
      cell: ({ row }) => (row.original.gradedAt ? <DateTime value={row.original.gradedAt} /> : null),
    }),
    sample.accessor((s) => s.comment ?? '', { id: 'comment', header: 'Comment' }),
    sample.accessor((s) => s.followUp?.taskNumber ?? 'None', {
      id: 'followUp',
      header: 'Follow-up',
      cell: ({ row }) => taskLink(row.original.followUp) ?? 'None',
    }),
    sample.accessor((s) => (s.followUp ? TASK_STATUS_LABELS[s.followUp.status] : ''), {
      id: 'followUpStatus',
      header: 'Follow-up status',
    }),
  ],
};

export const QUALITY_LISTS = [PROVIDER_LIST, CASE_TYPE_LIST, OPEN_LIST, DISCORDANCE_LIST] as const;
