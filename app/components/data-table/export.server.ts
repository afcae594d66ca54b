/**
 * Export of a list's current filter (every page of it, not just the one on screen) as CSV or XLSX: the
 * spec's "spreadsheets". A resource route per list calls `exportList` after its access check; the URL carries
 * the same list state as the page (search, filters, sort), read and checked by the same `ListQuery`. The file
 * is streamed a page at a time (./export-stream.server.ts, decision 099).
 */
import type { ExportValue, ListColumn, RowData } from './columns';
import { csvStream, xlsxBytes, xlsxStream } from './export-stream.server';
import { EXPORT_MAX_ROWS, exportRows, type ExportTable } from './export-table';
import type { ListPage } from './list-data';
import type { ListQuery, ListState } from './list-query';

export { EXPORT_MAX_ROWS };

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportListOptions<TRow extends RowData, TSort extends string, TFilter extends string> {
  query: ListQuery<TSort, TFilter>;
  fetchPage: (state: ListState<TSort, TFilter>) => Promise<ListPage<TRow>>;
  columns: readonly ListColumn<TRow>[];
  /** The list's title: the worksheet's name and, as a slug, the file name ('available-cases-2026-11-22.csv'). */
  title: string;
  /** For the file name's date; injected by tests. */
  now?: Date;
}

export function exportFileName(title: string, format: ExportFormat, now: Date): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return `${slug}-${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * A table as an XLSX workbook in memory (the quality report's small lists): the exports' own writer
 * (./export-stream.server.ts), so both make the same file.
 */
export const toXlsx = (table: ExportTable, title: string) => xlsxBytes(table, title);

/** The pages after the first, one request at a time, each asked for when the file needs it; their rows. */
async function* laterPages<TRow extends RowData, TSort extends string, TFilter extends string>(
  state: ListState<TSort, TFilter>,
  first: ListPage<TRow>,
  pageSize: number,
  fetchPage: ExportListOptions<TRow, TSort, TFilter>['fetchPage'],
  rowsOf: (items: readonly TRow[], from: number) => ExportValue[][],
) {
  let from = first.items.length;
  for (let page = 2; page <= first.totalPages; page++) {
    const { items } = await fetchPage({ ...state, page, pageSize });
    // The list shrank while it was read: there is nothing after this.
    if (items.length === 0) return;
    yield rowsOf(items, from);
    from += items.length;
  }
}

/**
 * The export response for a request to a list's export route: `?format=csv|xlsx` plus the page's own list
 * state. The caller has checked access. The first page is read before answering (it says how many rows there
 * are: past EXPORT_MAX_ROWS the answer is a 422), and a failure to read it is thrown to the caller (its error
 * boundary or its own handling). The file is then streamed (decision 099): each later page is fetched, one
 * request at a time at the largest size the operation allows, when the client has taken the one before; a
 * failure then errors the body, which cuts the download off (it cannot look complete).
 */
export async function exportList<TRow extends RowData, TSort extends string, TFilter extends string>(
  request: Request,
  options: ExportListOptions<TRow, TSort, TFilter>,
): Promise<Response> {
  const url = new URL(request.url);
  const format = url.searchParams.get('format');
  if (!EXPORT_FORMATS.includes(format as ExportFormat)) {
    return new Response(`Unknown export format. Use one of: ${EXPORT_FORMATS.join(', ')}.`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const state = options.query.parse(url.searchParams);
  const pageSize = options.query.maxPageSize;
  const first = await options.fetchPage({ ...state, page: 1, pageSize });
  if (first.total > EXPORT_MAX_ROWS) {
    return new Response(
      `This list has ${first.total} rows; an export holds at most ${EXPORT_MAX_ROWS}. Narrow it with search or filters.`,
      { status: 422, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
    );
  }
  const { headers, rowsOf } = exportRows(options.columns);
  const source = {
    headers,
    first: rowsOf(first.items, 0),
    rest: laterPages(state, first, pageSize, options.fetchPage, rowsOf),
  };
  const body = format === 'csv' ? csvStream(source) : xlsxStream(source, options.title);
  const fileName = exportFileName(options.title, format as ExportFormat, options.now ?? new Date());
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[format as ExportFormat],
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
