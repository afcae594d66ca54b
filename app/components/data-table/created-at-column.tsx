/**
 * The column of when a row was created, which most lists end with: spec 5's date and time in the reader's zone
 * (day and time a line each when the table needs the room, and its zone too with `wrap: 'narrow'`), sorted by
 * `createdAt` (unless the list cannot sort by it), and a date cell in exports.
 */
import { DateTime } from '~/components/ui/date-time';
import { listColumns, type ListColumn } from './columns';

export function createdAtColumn<TRow extends { createdAt: string }>(
  header: string,
  {
    sortable = true,
    wrap = true,
  }: {
    sortable?: boolean;
    /** 'narrow': the zone may take a line of its own too, in a table that needs the room (the admin's Cases). */
    wrap?: true | 'narrow';
  } = {},
): ListColumn<TRow> {
  return listColumns<TRow>().accessor((row) => row.createdAt, {
    id: 'createdAt',
    header,
    cell: ({ row }) => <DateTime value={row.original.createdAt} wrap={wrap} />,
    meta: {
      sortField: sortable ? 'createdAt' : undefined,
      export: (row) => new Date(row.createdAt),
    },
  });
}
