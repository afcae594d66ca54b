/**
 * The export's file as a stream (decision 099): CSV or XLSX written a page of rows at a time, each page asked
 * for only when the one before has been taken by the client. Nothing holds the whole file or all its rows: the
 * app's memory stays flat however long the list, and the download starts with the first page.
 *
 * A source is the rows in hand (the first page: it was read to learn the list's size) and an iterator of the
 * pages after them. The stream pulls the iterator; it is never read ahead of the reader by more than the
 * buffers of the writers (CSV: none; XLSX: the zip's, a few tens of kB), and cancelling the stream (the client
 * left) returns the iterator, so no further page is asked for. An iterator that throws (the API failed on
 * page 37) errors the stream: the answer is cut off, and the browser shows a failed download rather than a file
 * that looks complete (the server ends the connection without the last chunk: server/send-response.js).
 */
import { PassThrough, Readable } from 'node:stream';
import type { ExportValue } from './columns';
import { CSV_BOM, csvLines } from './csv';

export interface RowSource {
  headers: string[];
  /** The first rows, in hand. */
  first: ExportValue[][];
  /** The rows after them, a page at a time; asked for its next page only when the file needs it. */
  rest: AsyncIterator<ExportValue[][], unknown, undefined>;
}

const encoder = new TextEncoder();

/** The CSV of a source (byte-order mark, header, rows), one chunk a page, each page asked for on the read. */
export function csvStream({ headers, first, rest }: RowSource): ReadableStream<Uint8Array> {
  let started = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${CSV_BOM}${csvLines([headers, ...first])}`));
          return;
        }
        const next = await rest.next();
        if (cancelled) return;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(next.value)));
      },
      async cancel() {
        cancelled = true;
        await rest.return?.();
      },
    },
    // Nothing is made before it is asked for: the reader's pace is the API's.
    { highWaterMark: 0 },
  );
}

/** Worksheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Export';
}

/** A column's width: its header's or its widest value's in the first rows (all a stream has when it starts). */
function widthOf(header: string, index: number, rows: readonly ExportValue[][]): number {
  const widest = Math.max(
    header.length,
    ...rows.slice(0, 200).map((row) => {
      const value = row[index];
      return value instanceof Date ? 22 : String(value ?? '').length;
    }),
  );
  return Math.min(60, widest + 2);
}

/** A writable side that may ask its writer to wait ('drain'), as Node's streams and readable-stream 2's do. */
interface Backlogged extends NodeJS.EventEmitter {
  destroyed?: boolean;
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
}

const mustWait = (stream: Backlogged) =>
  !stream.destroyed && Boolean(stream.writableNeedDrain ?? stream._writableState?.needDrain);

/** Resolves once none of `streams` asks to wait, or `out` is closed (its reader left). */
async function caughtUp(out: PassThrough, streams: Backlogged[]): Promise<void> {
  while (!out.destroyed && streams.some(mustWait)) {
    await new Promise<void>((resolve) => {
      const done = () => {
        for (const stream of streams) stream.off('drain', done);
        out.off('close', done);
        resolve();
      };
      for (const stream of streams) stream.on('drain', done);
      out.on('close', done);
    });
  }
}

/**
 * The stream the zip reads a worksheet from. exceljs writes a sheet's XML into a buffer of its own that never
 * asks to wait, piped into a PassThrough that archiver reads as fast as its deflate (off the main thread) and
 * its output allow: that PassThrough's backlog is what the rows written and not yet compressed hold. It is found
 * through the libraries' fields (exceljs 4.4's StreamBuf `pipes`, archiver 5): when they change, null, and only
 * the output is watched (the test of the XLSX's pace in export.server.test.ts then fails).
 */
function zipInputOf(sheet: unknown): Backlogged | null {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  const input = Array.isArray(pipes) ? (pipes[0] as Backlogged | undefined) : undefined;
  return input && typeof input.on === 'function' && input._writableState ? input : null;
}

/** A stream made only when it is first read (so nothing runs, nor is fetched, before the answer is taken). */
function lazily(open: () => Promise<ReadableStream<Uint8Array>>): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let cancelled: { reason: unknown } | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= (await open()).getReader();
        // Cancelled while it was being made: it stops at once.
        if (cancelled) return void (await reader.cancel(cancelled.reason));
        const { done, value } = await reader.read();
        if (cancelled) return;
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel(reason) {
        cancelled = { reason };
        await reader?.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The XLSX workbook of a source, written by exceljs's streaming writer: a bold, frozen header row, then each
 * page's rows committed as it comes (no shared strings table, which would hold every distinct text until the
 * end). Text stays text: exceljs writes strings as string cells, never formulas, so '=1+1' is shown, not run.
 * Spreadsheet dates carry no zone: the cell holds the UTC time and its format says so.
 */
export function xlsxStream({ headers, first, rest }: RowSource, title: string): ReadableStream<Uint8Array> {
  return lazily(async () => {
    // Loaded on the first export only: the workbook library is large and most requests never need it.
    const { default: ExcelJS } = await import('exceljs');
    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'PathBridge';
    workbook.created = new Date();
    const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = headers.map((header, index) => ({ header, width: widthOf(header, index, first) }));
    sheet.getRow(1).font = { bold: true };
    const add = (rows: ExportValue[][]) => {
      for (const row of rows) {
        const added = sheet.addRow(row.map((value) => (value === undefined ? null : value)));
        row.forEach((value, index) => {
          if (value instanceof Date) added.getCell(index + 1).numFmt = 'mm/dd/yyyy hh:mm AM/PM "UTC"';
        });
        added.commit();
      }
    };
    const zipInput = zipInputOf(sheet);
    const write = async () => {
      add(first);
      for (;;) {
        // The next page once the zip has taken the rows before it and the client what the zip made of them.
        await caughtUp(out, zipInput ? [out, zipInput] : [out]);
        if (out.destroyed) {
          await rest.return?.();
          return;
        }
        const next = await rest.next();
        if (next.done) break;
        add(next.value);
      }
      sheet.commit();
      await workbook.commit();
    };
    write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    // A queue of bytes (Node 20's default counts chunks: 16,384 of them, which would read the zip ahead at will).
    return Readable.toWeb(out, {
      strategy: new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
    }) as ReadableStream<Uint8Array>;
  });
}

/** A whole workbook in memory, for a small table (the quality report's lists): the same writer as exports. */
export async function xlsxBytes(
  table: { headers: string[]; rows: ExportValue[][] },
  title: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const none: RowSource['rest'] = { next: async () => ({ done: true, value: undefined }) };
  const bytes = await new Response(
    xlsxStream({ ...table, first: table.rows, rest: none }, title),
  ).arrayBuffer();
  return new Uint8Array(bytes);
}
