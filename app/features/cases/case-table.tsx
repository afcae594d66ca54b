import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import ArrowUpDownIcon from 'lucide-react/icons/arrow-up-down';
import { Badge, type BadgeProps } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { DateTime } from '~/components/ui/date-time';
import { plainText } from '~/lib/format';
import {
  CASE_STATUS_LABELS,
  type CaseListConfig,
  type CaseListData,
  type CaseStatus,
  type CaseSummary,
} from './list-config';
import { listSearch, sortedBy, type ListParams, type SortField } from './list-params';
import { viewerHref } from './viewer-link';

interface Column {
  label: string;
  sort?: SortField;
}

const COLUMNS: Column[] = [
  { label: 'Case Record ID', sort: 'caseRecordId' },
  { label: 'Patient', sort: 'patientName' },
  { label: 'Facility', sort: 'facilityName' },
  { label: 'Case Type' },
  { label: 'Specimens / Images' },
  { label: 'Created', sort: 'createdAt' },
  { label: 'Status', sort: 'status' },
];

const STATUS_BADGES: Record<CaseStatus, BadgeProps['variant']> = {
  Draft: 'muted',
  Available: 'info',
  Assigned: 'secondary',
  SignOutCompleted: 'success',
  Cancelled: 'muted',
};

function SortableHead({ column, params }: { column: Column & { sort: SortField }; params: ListParams }) {
  const { pathname } = useLocation();
  const active = params.sort === column.sort;
  const Icon = !active ? ArrowUpDownIcon : params.order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link
        to={`${pathname}${listSearch(sortedBy(params, column.sort))}`}
        preventScrollReset
        className="inline-flex items-center gap-1 rounded-sm underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {column.label}
        <Icon aria-hidden="true" className={active ? 'size-3.5' : 'size-3.5 text-muted-foreground'} />
      </Link>
    </TableHead>
  );
}

function PickUpButton({ item }: { item: CaseSummary }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('caseId') === item.caseID;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="pick-up" />
      <input type="hidden" name="caseId" value={item.caseID} />
      <Button
        type="submit"
        size="sm"
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={`Pick up case ${item.caseRecordId}`}
      >
        {pending ? <Spinner /> : null}
        Pick up
      </Button>
    </Form>
  );
}

function RowActions({
  item,
  config,
  canPickUp,
}: {
  item: CaseSummary;
  config: CaseListConfig;
  canPickUp: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canPickUp ? <PickUpButton item={item} /> : null}
      {config.allowView ? (
        item.imageCount > 0 ? (
          <Button asChild size="sm" variant="outline">
            <Link to={viewerHref(item.caseID)} aria-label={`Open viewer for case ${item.caseRecordId}`}>
              Open viewer
            </Link>
          </Button>
        ) : (
          <span className="text-xs text-muted-foreground">No images to view</span>
        )
      ) : null}
    </div>
  );
}

function EmptyRow({
  params,
  config,
  colSpan,
}: {
  params: ListParams;
  config: CaseListConfig;
  colSpan: number;
}) {
  const { pathname } = useLocation();
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="py-12 text-center text-muted-foreground">
        {params.search ? (
          <p>
            No cases match “{params.search}”.{' '}
            <Link
              to={`${pathname}${listSearch({ ...params, search: '', page: 1 })}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Clear search
            </Link>
          </p>
        ) : (
          <p>{config.emptyText}</p>
        )}
      </TableCell>
    </TableRow>
  );
}

function ErrorRow({ message, colSpan }: { message: string; colSpan: number }) {
  const { pathname, search } = useLocation();
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="py-12 text-center">
        <div role="alert" className="font-medium text-destructive">
          {message}
        </div>
        {/* The same URL again: a navigation with JavaScript, a reload without. */}
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link to={`${pathname}${search}`}>Try again</Link>
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The list as a real table: a caption, sortable column headers (aria-sort), and one row per case. */
export function CaseTable({
  title,
  config,
  data,
}: {
  title: string;
  config: CaseListConfig;
  data: CaseListData;
}) {
  const { params, page, error, canPickUp } = data;
  const hasActions = canPickUp || config.allowView;
  const colSpan = COLUMNS.length + (hasActions ? 1 : 0);
  return (
    <Table>
      <TableCaption className="text-lg font-semibold text-foreground">{title}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((column) =>
            column.sort ? (
              <SortableHead key={column.label} column={{ ...column, sort: column.sort }} params={params} />
            ) : (
              <TableHead key={column.label}>{column.label}</TableHead>
            ),
          )}
          {hasActions ? <TableHead>Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {error !== null ? (
          <ErrorRow message={error} colSpan={colSpan} />
        ) : !page || page.items.length === 0 ? (
          <EmptyRow params={params} config={config} colSpan={colSpan} />
        ) : (
          page.items.map((item) => (
            <TableRow key={item.caseID}>
              <TableHead scope="row" className="font-medium">
                {item.caseRecordId}
              </TableHead>
              <TableCell>
                {plainText(item.patient.lastName)}, {plainText(item.patient.firstName)}
              </TableCell>
              <TableCell>{plainText(item.facility.name)}</TableCell>
              <TableCell>{plainText(item.type.displayName)}</TableCell>
              <TableCell>
                {item.specimenCount} / {item.imageCount}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <DateTime value={item.createdAt} />
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_BADGES[item.status]}>{CASE_STATUS_LABELS[item.status]}</Badge>
              </TableCell>
              {hasActions ? (
                <TableCell>
                  <RowActions item={item} config={config} canPickUp={canPickUp} />
                </TableCell>
              ) : null}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
