/**
 * Export of a list's current filter (every page of it, not just the one on screen) as CSV or XLSX: the
 * spec's "spreadsheets". A resource route per list calls `exportList` after its access check; the URL carries
 * the same list state as the page (search, filters, sort), read and checked by the same `ListQuery`.
 */
import type { ListColumn, RowData } from './columns';
import { toCsv } from './csv';
import { EXPORT_MAX_ROWS, exportTable, type ExportTable } from './export-table';
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

/** Worksheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Export';
}

export async function toXlsx(table: ExportTable, title: string): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded on the first export only: the workbook library is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PathBridge';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.headers.map((header, index) => ({
    header,
    width: Math.min(
      60,
      Math.max(
        header.length,
        ...table.rows.slice(0, 200).map((row) => {
          const value = row[index];
          return value instanceof Date ? 22 : String(value ?? '').length;
        }),
      ) + 2,
    ),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    // Text stays text: exceljs writes strings as string cells, never formulas, so '=1+1' is shown, not run.
    const added = sheet.addRow(row.map((value) => (value === undefined ? null : value)));
    row.forEach((value, index) => {
      // Spreadsheet dates carry no zone: the cell holds the UTC time and its format says so.
      if (value instanceof Date) added.getCell(index + 1).numFmt = 'mm/dd/yyyy hh:mm AM/PM "UTC"';
    });
  }
  // exceljs answers a Node Buffer (typed as its own ArrayBuffer-like): copied into a plain byte array.
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** Every page of the current filter, the largest page size the operation allows. */
async function allRows<TRow extends RowData, TSort extends string, TFilter extends string>(
  state: ListState<TSort, TFilter>,
  { query, fetchPage }: Pick<ExportListOptions<TRow, TSort, TFilter>, 'query' | 'fetchPage'>,
): Promise<{ items: TRow[]; total: number }> {
  const pageSize = query.maxPageSize;
  const first = await fetchPage({ ...state, page: 1, pageSize });
  if (first.total > EXPORT_MAX_ROWS) return { items: [], total: first.total };
  const items = [...first.items];
  // One page after another: an export never puts more than one request at a time on the backend.
  for (let page = 2; page <= first.totalPages; page++) {
    items.push(...(await fetchPage({ ...state, page, pageSize })).items);
  }
  return { items, total: first.total };
}

/**
 * The export response for a request to a list's export route: `?format=csv|xlsx` plus the page's own list
 * state. The caller has checked access; a fetch failure is thrown to the caller (its error boundary or its own
 * handling).
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
  const { items, total } = await allRows(state, options);
  if (total > EXPORT_MAX_ROWS) {
    return new Response(
      `This list has ${total} rows; an export holds at most ${EXPORT_MAX_ROWS}. Narrow it with search or filters.`,
      { status: 422, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
    );
  }
  const table = exportTable(options.columns, items);
  const body = format === 'csv' ? toCsv(table) : await toXlsx(table, options.title);
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
