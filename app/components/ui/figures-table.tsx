/**
 * A small table of figures (the admin dashboard's turnaround, the Turnaround page's on-time figures): a caption
 * that names it, a header row, each row headed by what it counts (`FigureRowHeader`), numbers right-aligned in
 * tabular figures (`FigureCell`); rows may come in groups under a header of their own (`FigureRowGroup`: a case type
 * over its priorities). Tables rather than charts, so every figure is readable as text; on a phone a
 * table wider than the screen scrolls in its own box, never the page.
 */
import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';

// Narrower on a phone, so a table of four columns fits 390 px.
const CELL = 'border-b px-2 py-2 text-left align-top sm:px-3';
const NUM = `${CELL} text-right tabular-nums`;

export function FiguresTable({
  caption,
  head,
  textColumns = 1,
  grouped = false,
  children,
}: {
  caption: string;
  /** The columns' headers: the first names what each row counts, the others are figures (right-aligned). */
  head: string[];
  /** How many columns, from the first, hold words (left-aligned): the row's header, and any `FigureCell text`. */
  textColumns?: number;
  /** The rows come as `FigureRowGroup`s (each its own row group) rather than as rows. */
  grouped?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-80 border-collapse text-sm">
        <caption className="pb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i < textColumns ? CELL : `${NUM} font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {grouped ? children : <tbody>{children}</tbody>}
      </table>
    </div>
  );
}

/**
 * A row's header: what its figures count (a facility, a case type), often a link to the cases counted. `inset`:
 * a row within a `FigureRowGroup`, set in under the group's header.
 */
export const FigureRowHeader = ({ children, inset = false }: { children: ReactNode; inset?: boolean }) => (
  <th scope="row" className={cn(CELL, 'font-normal', inset && 'pl-5 sm:pl-7')}>
    {children}
  </th>
);

/**
 * Rows under one header of their own (a case type over a row per priority): a row group whose header spans the
 * table (`scope="rowgroup"`), so each figure in it is read under the group's header, its row's and its column's.
 */
export const FigureRowGroup = ({
  header,
  columns,
  children,
}: {
  header: ReactNode;
  columns: number;
  children: ReactNode;
}) => (
  <tbody>
    <tr>
      <th scope="rowgroup" colSpan={columns} className={`${CELL} bg-muted/40 font-medium`}>
        {header}
      </th>
    </tr>
    {children}
  </tbody>
);

/** A figure. `text`: words rather than a number (a list of targets), left-aligned. */
export const FigureCell = ({ children, text = false }: { children: ReactNode; text?: boolean }) => (
  <td className={cn(text ? CELL : NUM)}>{children}</td>
);

/** A table's one row when it has none to show, saying why. */
export const FiguresEmpty = ({ columns, text }: { columns: number; text: string }) => (
  <tr>
    <td colSpan={columns} className={`${CELL} text-muted-foreground`}>
      {text}
    </td>
  </tr>
);
