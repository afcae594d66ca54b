/**
 * The rows as an editable table (decision 040): each cell an input named for the form (`rows.<i>.<column>`,
 * so the rows travel with every post, even without JavaScript), a cell with a problem marked (aria-invalid,
 * its message under it and tied to it with aria-describedby), and each row's Drop. The table scrolls sideways
 * inside its own focusable region; the page never does.
 */
import { memo } from 'react';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { COLUMNS, type ColumnKey, type ImportRow } from './columns';
import type { RowIssues } from './rules';

type CellIssues = Partial<Record<ColumnKey, string[]>>;

const WIDE: ReadonlySet<ColumnKey> = new Set(['clinicalInfo', 'subsite', 'billingComponent', 'caseType']);

export const cellId = (rowId: string, key: ColumnKey) => `${rowId}-${key}`;

interface RowLineProps {
  row: ImportRow;
  index: number;
  issues: CellIssues | undefined;
  /** With JavaScript: edits go to the page's state and Drop removes the row at once. */
  live: boolean;
  onEdit: (rowId: string, key: ColumnKey, value: string) => void;
  onDrop: (row: ImportRow) => void;
}

const RowLine = memo(
  function RowLine({ row, index, issues, live, onEdit, onDrop }: RowLineProps) {
    const invalid = Boolean(issues && Object.values(issues).some((list) => list?.length));
    return (
      <tr data-invalid={invalid || undefined} className="border-b align-top data-[invalid]:bg-destructive/5">
        <th scope="row" className="sticky left-0 z-10 bg-background px-2 py-2 text-left font-medium">
          <span className="whitespace-nowrap">Row {row.line}</span>
          <input type="hidden" name={`rows.${index}.id`} value={row.id} />
          <input type="hidden" name={`rows.${index}.line`} value={row.line} />
        </th>
        {COLUMNS.map((column) => {
          const messages = issues?.[column.key]?.filter(Boolean) ?? [];
          const id = cellId(row.id, column.key);
          return (
            <td key={column.key} className={cn('px-1 py-2', messages.length && 'bg-destructive/10')}>
              <input
                id={id}
                name={`rows.${index}.${column.key}`}
                value={row.cells[column.key]}
                onChange={(event) => onEdit(row.id, column.key, event.currentTarget.value)}
                aria-label={`${column.header}, row ${row.line}`}
                aria-invalid={messages.length ? true : undefined}
                aria-describedby={messages.length ? `${id}-error` : undefined}
                autoComplete="off"
                className={cn(
                  'h-8 w-full rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
                  WIDE.has(column.key) ? 'min-w-48' : 'min-w-28',
                )}
              />
              {messages.length ? (
                <p id={`${id}-error`} className="mt-1 max-w-56 text-xs text-destructive">
                  {messages.join(' ')}
                </p>
              ) : null}
            </td>
          );
        })}
        <td className="px-2 py-2">
          <Button
            type={live ? 'button' : 'submit'}
            name={live ? undefined : 'drop'}
            value={live ? undefined : row.id}
            variant="ghost"
            size="sm"
            onClick={live ? () => onDrop(row) : undefined}
            aria-label={`Drop row ${row.line}`}
          >
            <Trash2Icon aria-hidden className="size-4" />
            Drop
          </Button>
        </td>
      </tr>
    );
  },
  (a, b) =>
    a.row === b.row &&
    a.index === b.index &&
    a.live === b.live &&
    a.onEdit === b.onEdit &&
    a.onDrop === b.onDrop &&
    JSON.stringify(a.issues ?? null) === JSON.stringify(b.issues ?? null),
);

export function RowsTable({
  rows,
  issues,
  live,
  onEdit,
  onDrop,
}: {
  rows: readonly ImportRow[];
  issues: RowIssues;
  live: boolean;
  onEdit: RowLineProps['onEdit'];
  onDrop: RowLineProps['onDrop'];
}) {
  return (
    <div
      role="region"
      aria-labelledby="specimen-rows-caption"
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-max min-w-full caption-top border-collapse text-sm">
        <caption id="specimen-rows-caption" className="sr-only">
          Specimen rows
        </caption>
        <thead>
          <tr className="border-b bg-muted/50">
            <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-2 text-left font-medium">
              Row
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 text-left font-medium whitespace-nowrap">
                {column.header}
                {column.required ? (
                  <>
                    <span aria-hidden className="text-destructive">
                      {' '}
                      *
                    </span>
                    <span className="sr-only"> (required)</span>
                  </>
                ) : null}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-left font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <RowLine
              key={row.id}
              row={row}
              index={index}
              issues={issues[row.id]}
              live={live}
              onEdit={onEdit}
              onDrop={onDrop}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
