/**
 * Cases created and signed out per day over the last 30 days: a recharts bar chart once the page's script runs
 * (charts measure the page, so none is drawn on the server), and always the same figures as a table: the
 * chart is a picture for sighted readers (hidden from assistive technology, not focusable), the table is what
 * screen readers and keyboards use, shown without JavaScript and on request.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useHydrated } from '~/lib/use-hydrated';

export interface DailyCases {
  date: string;
  created: number;
  signedOut: number;
}

/** '2026-11-05' → '11/05' (the spec's month/day order; the year is in the table). */
const shortDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;
const usDate = (date: string) => `${shortDate(date)}/${date.slice(0, 4)}`;

function DailyTable({ days }: { days: readonly DailyCases[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Cases created and signed out per day, last 30 days</caption>
      <thead>
        <tr className="border-b text-left">
          <th scope="col" className="py-1 pr-4 font-medium">
            Day
          </th>
          <th scope="col" className="py-1 pr-4 text-right font-medium">
            Created
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Signed out
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date} className="border-b last:border-0">
            <th scope="row" className="py-1 pr-4 font-normal">
              {usDate(day.date)}
            </th>
            <td className="py-1 pr-4 text-right tabular-nums">{day.created}</td>
            <td className="py-1 text-right tabular-nums">{day.signedOut}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DailyCasesChart({ days }: { days: readonly DailyCases[] }) {
  const hydrated = useHydrated();
  const total = days.reduce(
    (sum, day) => ({ created: sum.created + day.created, signed: sum.signed + day.signedOut }),
    {
      created: 0,
      signed: 0,
    },
  );
  return (
    <section aria-labelledby="daily-cases" className="rounded-lg border p-4">
      <h2 id="daily-cases" className="text-lg font-semibold">
        Cases per day, last 30 days
      </h2>
      <p className="mt-1 text-sm text-muted-foreground" data-daily-totals>
        {`${total.created} created and ${total.signed} signed out from ${usDate(days[0]?.date ?? '')} to ${usDate(
          days.at(-1)?.date ?? '',
        )} (UTC).`}
      </p>
      {hydrated ? (
        <>
          <div className="mt-4 h-64" aria-hidden="true" data-testid="daily-cases-chart">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={days as DailyCases[]}
                margin={{ top: 4, right: 8, bottom: 4, left: -16 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} fontSize={12} />
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip labelFormatter={(label) => usDate(String(label))} />
                <Legend />
                <Bar dataKey="created" name="Created" fill="#2563eb" />
                <Bar dataKey="signedOut" name="Signed out" fill="#16a34a" />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm text-primary">Show the figures as a table</summary>
            <DailyTable days={days} />
          </details>
        </>
      ) : (
        <div className="mt-4">
          <DailyTable days={days} />
        </div>
      )}
    </section>
  );
}
