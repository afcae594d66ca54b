/** Counts as cards, each a link to the list it counts (the dashboards of every role). */
import { Link } from '@remix-run/react';

export interface DashboardCount {
  id: string;
  label: string;
  /** null: it could not be read. */
  count: number | null;
  href: string;
  description: string;
}

const NOT_READ = 'Could not be read';

function CountCard({ item }: { item: DashboardCount }) {
  return (
    <li className="rounded-lg border bg-card p-4" data-count={item.id}>
      <Link
        to={item.href}
        className="group block rounded-md"
        aria-describedby={`count-${item.id}-description`}
      >
        <span className="block text-sm font-medium text-muted-foreground group-hover:underline">
          {item.label}
        </span>
        <span className="mt-1 block text-3xl font-semibold tabular-nums" data-count-value>
          {item.count === null ? <span className="text-base font-normal">{NOT_READ}</span> : item.count}
        </span>
      </Link>
      <p id={`count-${item.id}-description`} className="mt-2 text-sm text-muted-foreground">
        {item.description}
      </p>
    </li>
  );
}

/** A titled group of count cards; `id` names its heading (unique on the page). */
export function Counts({
  id = 'dashboard-counts',
  label,
  counts,
}: {
  id?: string;
  label: string;
  counts: readonly DashboardCount[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {label}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {counts.map((item) => (
          <CountCard key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

export { NOT_READ };
