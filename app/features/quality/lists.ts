/**
 * The four lists of /admin/quality, each a header row and a cell per column, shared by the page's tables and
 * their exports (CSV and XLSX through the table kit's writers): agreement by provider and by case type, the open
 * reviews, the major discordances with their follow-ups.
 */
import type { ExportValue } from '~/components/data-table/columns';
import { TASK_STATUS_LABELS } from '~/features/tasks/labels';
import {
  percentText,
  STATE_LABELS,
  type QaSample,
  type QualityAgreement,
  type QualityReport,
} from './schema';

export interface QualityColumn<T> {
  header: string;
  value: (row: T) => ExportValue;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** A link for the cell: the case or the task. */
  href?: (row: T) => string | null;
}

export interface QualityList<T> {
  id: 'providers' | 'case-types' | 'open' | 'discordances';
  title: string;
  empty: string;
  rows: (report: QualityReport) => T[];
  columns: QualityColumn<T>[];
}

const caseHref = (s: QaSample) => `/case/${encodeURIComponent(s.caseId)}`;
const taskHref = (id: string) => `/task-detail/${encodeURIComponent(id)}`;

const agreementColumns = (first: string): QualityColumn<QualityAgreement>[] => [
  { header: first, value: (r) => r.label },
  { header: 'Reviews', value: (r) => r.reviews, numeric: true },
  { header: 'Agree', value: (r) => r.agree, numeric: true },
  { header: 'Minor', value: (r) => r.minor, numeric: true },
  { header: 'Major', value: (r) => r.major, numeric: true },
  { header: 'Agree %', value: (r) => percentText(r.agreePercent), numeric: true },
];

export const PROVIDER_LIST: QualityList<QualityAgreement> = {
  id: 'providers',
  title: 'Agreement by provider',
  empty: 'No review was graded in this period.',
  rows: (report) => report.byProvider,
  columns: agreementColumns('Signed out by'),
};

export const CASE_TYPE_LIST: QualityList<QualityAgreement> = {
  id: 'case-types',
  title: 'Agreement by case type',
  empty: 'No review was graded in this period.',
  rows: (report) => report.byCaseType,
  columns: agreementColumns('Case type'),
};

export const OPEN_LIST: QualityList<QaSample> = {
  id: 'open',
  title: 'Open reviews',
  empty: 'Every sampled case has been graded.',
  rows: (report) => report.open,
  columns: [
    { header: 'Case', value: (s) => s.caseRecordId, href: caseHref },
    { header: 'Case type', value: (s) => s.caseType.displayName },
    { header: 'Facility', value: (s) => s.facility.name },
    { header: 'Signed out by', value: (s) => s.signer.name },
    { header: 'Reviewer', value: (s) => s.reviewer?.name ?? 'Nobody eligible' },
    {
      header: 'QA task',
      value: (s) => s.task?.taskNumber ?? '',
      href: (s) => (s.task ? taskHref(s.task.id) : null),
    },
    { header: 'Sampled', value: (s) => new Date(s.sampledAt) },
    { header: 'State', value: (s) => STATE_LABELS[s.state] },
  ],
};

export const DISCORDANCE_LIST: QualityList<QaSample> = {
  id: 'discordances',
  title: 'Major discordances',
  empty: 'No major discordance was graded in this period.',
  rows: (report) => report.discordances,
  columns: [
    { header: 'Case', value: (s) => s.caseRecordId, href: caseHref },
    { header: 'Case type', value: (s) => s.caseType.displayName },
    { header: 'Signed out by', value: (s) => s.signer.name },
    { header: 'Reviewer', value: (s) => s.reviewer?.name ?? '' },
    { header: 'Graded', value: (s) => (s.gradedAt ? new Date(s.gradedAt) : null) },
    { header: 'Comment', value: (s) => s.comment ?? '' },
    {
      header: 'Follow-up',
      value: (s) => s.followUp?.taskNumber ?? 'None',
      href: (s) => (s.followUp ? taskHref(s.followUp.id) : null),
    },
    { header: 'Follow-up status', value: (s) => (s.followUp ? TASK_STATUS_LABELS[s.followUp.status] : '') },
  ],
};

export const QUALITY_LISTS = [PROVIDER_LIST, CASE_TYPE_LIST, OPEN_LIST, DISCORDANCE_LIST] as const;
