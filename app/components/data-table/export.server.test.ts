import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listColumns } from './columns';
import { CSV_BOM, csvCell, csvText, toCsv } from './csv';
import { EXPORT_MAX_ROWS, exportFileName, exportList, toXlsx } from './export.server';
import { exportTable } from './export-table';
import type { ListPage } from './list-data';
import { defineListQuery, type ListState } from './list-query';
import { actionsColumn } from './row-actions';

interface Person {
  id: string;
  name: string;
  team: { name: string };
  visits: number;
  joined: string;
  active: boolean;
}

const column = listColumns<Person>();
const COLUMNS = [
  column.accessor('name', { header: 'Name', meta: { sortField: 'name', rowHeader: true } }),
  column.accessor('team.name', { header: 'Team' }),
  column.accessor('visits', { header: 'Visits' }),
  column.accessor('joined', { header: 'Joined', meta: { export: (p) => new Date(p.joined) } }),
  column.accessor('active', { header: 'Active' }),
  actionsColumn<Person>(() => 'Edit'),
];

const people = (n: number, from = 0): Person[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p-${from + i}`,
    name: `Person ${from + i}`,
    team: { name: 'Blue' },
    visits: from + i,
    joined: '2026-10-02T09:30:00.000Z',
    active: i % 2 === 0,
  }));

const query = defineListQuery({
  schema: z.object({
    page: z.int().gte(1).optional(),
    pageSize: z.int().gte(1).lte(100).optional(),
    sort: z.enum(['name', 'joined']).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    active: z.boolean().optional(),
  }),
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: ['active'],
});

/**
 * A backend of `total` people, paged as the contract pages (each page made when asked, so a large total costs
 * nothing); records every state it is asked for. `hold(page)` may keep a page waiting or fail it.
 */
function backend(total: number, hold: (page: number) => Promise<void> | void = () => {}) {
  const asked: ListState[] = [];
  const fetchPage = vi.fn(async (state: ListState): Promise<ListPage<Person>> => {
    asked.push(state);
    await hold(state.page);
    const start = (state.page - 1) * state.pageSize;
    return {
      items: people(Math.max(0, Math.min(state.pageSize, total - start)), start),
      page: state.page,
      pageSize: state.pageSize,
      total,
      totalPages: Math.ceil(total / state.pageSize),
    };
  });
  return { fetchPage, asked };
}

const NOW = new Date('2026-11-22T10:00:00Z');
const request = (query: string) => new Request(`http://app.test/people/export?${query}`);

describe('CSV cells', () => {
  it('prefixes text that a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1']) {
      expect(csvText(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    expect(csvText('Ada = 1')).toBe('Ada = 1');
    expect(csvText(-5)).toBe('-5');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, Ada')).toBe('"Smith, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes dates as spec 5 shows them (UTC), booleans as Yes/No, nothing as empty', () => {
    expect(csvText(new Date('2026-10-02T21:05:00.000Z'))).toBe('10/02/2026 09:05 PM UTC');
    expect(csvText(true)).toBe('Yes');
    expect(csvText(false)).toBe('No');
    expect(csvText(null)).toBe('');
    expect(csvText(undefined)).toBe('');
    expect(csvText(Number.NaN)).toBe('');
  });
});

describe('exportTable', () => {
  it('has one column per exported list column, the actions left out', () => {
    const table = exportTable(COLUMNS, people(2));
    expect(table.headers).toEqual(['Name', 'Team', 'Visits', 'Joined', 'Active']);
    expect(table.rows[1]).toEqual(['Person 1', 'Blue', 1, new Date('2026-10-02T09:30:00.000Z'), false]);
  });

  it('makes a CSV with a byte-order mark, CRLF lines and the header first', () => {
    const csv = toCsv(exportTable(COLUMNS, [{ ...people(1)[0]!, name: '=cmd|calc' }]));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Name,Team,Visits,Joined,Active',
      "'=cmd|calc,Blue,0,10/02/2026 09:30 AM UTC,Yes",
      '',
    ]);
  });
});

describe('toXlsx', () => {
  it('makes a workbook exceljs opens: a bold header row, then one row per item, dates as dates', async () => {
    const bytes = await toXlsx(exportTable(COLUMNS, people(7)), 'People: all [today]');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('People  all  today ');
    expect(sheet.rowCount).toBe(8);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Team', 'Visits', 'Joined', 'Active']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(8).getCell(1).value).toBe('Person 6');
    expect(sheet.getRow(8).getCell(3).value).toBe(6);
    expect(sheet.getRow(8).getCell(4).value).toEqual(new Date('2026-10-02T09:30:00.000Z'));
    expect(sheet.getRow(8).getCell(4).numFmt).toContain('mm/dd/yyyy');
  });

  it('keeps formula-looking text as text', async () => {
    const bytes = await toXlsx({ headers: ['Note'], rows: [['=1+1']] }, 'Notes');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=1+1');
  });
});

describe('exportList', () => {
  it('exports every page of the current filter, in the page’s order, as a CSV attachment', async () => {
    const { fetchPage, asked } = backend(250);
    const response = await exportList(
      request('format=csv&sort=joined&order=desc&active=true&page=2&pageSize=5'),
      {
        query,
        fetchPage,
        columns: COLUMNS,
        title: 'All People',
        now: NOW,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="all-people-2026-11-22.csv"',
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(251);
    // Every page at the largest size the contract allows, the URL's sort and filter kept, its page ignored.
    expect(asked.map((state) => [state.page, state.pageSize])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(asked[0]).toMatchObject({ sort: 'joined', order: 'desc', filters: { active: 'true' } });
  });

  it('answers an XLSX workbook for format=xlsx', async () => {
    const { fetchPage } = backend(3);
    const response = await exportList(request('format=xlsx'), {
      query,
      fetchPage,
      columns: COLUMNS,
      title: 'People',
      now: NOW,
    });
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="people-2026-11-22.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets[0]!.rowCount).toBe(4);
  });

  it('refuses an unknown format without asking the backend', async () => {
    const { fetchPage } = backend(3);
    const response = await exportList(request('format=pdf'), {
      query,
      fetchPage,
      columns: COLUMNS,
      title: 'P',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Unknown export format. Use one of: csv, xlsx.');
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it(`refuses a filter of more than ${EXPORT_MAX_ROWS} rows after one page`, async () => {
    const { fetchPage } = backend(EXPORT_MAX_ROWS + 1);
    const response = await exportList(request('format=csv'), {
      query,
      fetchPage,
      columns: COLUMNS,
      title: 'P',
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(
      `This list has ${EXPORT_MAX_ROWS + 1} rows; an export holds at most ${EXPORT_MAX_ROWS}. Narrow it with search or filters.`,
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('names files from the title, safe for any header', () => {
    expect(exportFileName('Available Cases', 'csv', NOW)).toBe('available-cases-2026-11-22.csv');
    expect(exportFileName('"; rm -rf /', 'xlsx', NOW)).toBe('rm-rf-2026-11-22.xlsx');
    expect(exportFileName('???', 'csv', NOW)).toBe('export-2026-11-22.csv');
  });
});

/** Text no compressor shrinks (a xorshift's digits), about 120 characters a row: the zip's buffers fill fast. */
function noise(seed: number): string {
  let x = (seed + 1) * 2654435761;
  let text = '';
  for (let k = 0; k < 24; k++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    text += (x >>> 0).toString(36).padStart(7, '0').slice(-5);
  }
  return text;
}
const NOISY = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('id', { header: 'Noise', meta: { export: (p) => noise(p.visits) } }),
];

/**
 * Resolves once `count()` has stopped growing: the zip compresses off the main thread, so the writer's wait is
 * seen only as pages that stop being asked for. A stall under load ends the wait early and under-counts, which
 * only weakens the check; a writer that ignores its reader asks for every page well before it.
 */
async function quiet(count: () => number) {
  for (let last = -1, still = 0; still < 4;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = count();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

// The byte-order mark kept, to be seen.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

describe('exportList streams the file (decision 099)', () => {
  it('answers before asking for page 2, then asks for each page only as the CSV is read', async () => {
    let markAsked = () => {};
    const pageTwoAsked = new Promise<'page 2 asked first'>(
      (resolve) => (markAsked = () => resolve('page 2 asked first')),
    );
    const { fetchPage } = backend(450, (page) => void (page === 2 && markAsked()));
    const answer = exportList(request('format=csv'), {
      query,
      fetchPage,
      columns: COLUMNS,
      title: 'People',
      now: NOW,
    });
    // Before streaming, every page was read before the answer: page 2 was asked for first.
    expect(await Promise.race([answer, pageTwoAsked])).toBeInstanceOf(Response);
    const reader = (await answer).body!.getReader();
    expect(fetchPage).toHaveBeenCalledTimes(1);

    const first = decoder.decode((await reader.read()).value);
    expect(first.startsWith(`${CSV_BOM}Name,Team,Visits,Joined,Active\r\nPerson 0,Blue,0,`)).toBe(true);
    expect(first.split('\r\n')).toHaveLength(1 + 100 + 1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    for (let page = 2; page <= 5; page++) {
      const chunk = decoder.decode((await reader.read()).value);
      // One page a read, asked for by that read: never more than one request ahead of the client.
      expect(fetchPage).toHaveBeenCalledTimes(page);
      expect(chunk.startsWith(`Person ${(page - 1) * 100},`)).toBe(true);
      expect(chunk.split('\r\n')).toHaveLength((page === 5 ? 50 : 100) + 1);
    }
    expect((await reader.read()).done).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(5);
  });

  it('writes the XLSX a page at a time, asking for no more while the file is not read', async () => {
    // Pages enough that what the buffers hold (about 30 of them) is well under half.
    const total = 20_000;
    const { fetchPage } = backend(total);
    const response = await exportList(request('format=xlsx'), {
      query,
      fetchPage,
      columns: NOISY,
      title: 'People',
      now: NOW,
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [(await reader.read()).value!];
    // The client pauses: the writer fills the zip's buffers and waits. A writer that does not wait for the
    // client, or for the zip's input (the rows outrun the compression), has asked for every page by then.
    await quiet(() => fetchPage.mock.calls.length);
    expect(fetchPage.mock.calls.length).toBeLessThan(total / 100 / 4);
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(fetchPage).toHaveBeenCalledTimes(total / 100);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(total + 1).values).toEqual([undefined, `Person ${total - 1}`, noise(total - 1)]);
  });

  it.each(['csv', 'xlsx'])(
    'cuts the %s file off when a later page fails: the download cannot look complete',
    async (format) => {
      const { fetchPage } = backend(1_000, (page) => {
        if (page === 4) throw new Error('The API failed on page 4.');
      });
      const response = await exportList(request(`format=${format}`), {
        query,
        fetchPage,
        columns: COLUMNS,
        title: 'People',
      });
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow('The API failed on page 4.');
      expect(fetchPage).toHaveBeenCalledTimes(4);
    },
  );

  it.each(['csv', 'xlsx'])('asks for no page after the client leaves (%s)', async (format) => {
    const { fetchPage } = backend(5_000);
    const response = await exportList(request(`format=${format}`), {
      query,
      fetchPage,
      columns: NOISY,
      title: 'People',
    });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await quiet(() => fetchPage.mock.calls.length);
    const asked = fetchPage.mock.calls.length;
    await quiet(() => fetchPage.mock.calls.length);
    expect(fetchPage).toHaveBeenCalledTimes(asked);
    expect(asked).toBeLessThan(50 / 2);
  });
});
