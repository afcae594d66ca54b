/**
 * The React floor of `npm run bench:ssr`: a bare Node server that answers every request with the
 * same 20 cases the product's Available Cases page lists, read from the same mock JSON per request and rendered
 * by `react-dom/server` alone into a plain table of the page's columns (record, patient, facility, type, counts,
 * created, status, due, the row's link). No frame, no Remix, no table kit, no classes: what any server-rendered
 * React page of this list costs at least, so each figure of the product can be read against it.
 *
 *   PORT=3712 API_BASE_URL=http://127.0.0.1:4720 API_TOKEN=… NODE_ENV=production tsx scripts/bench-ssr-floor.tsx
 */
import { createServer } from 'node:http';
import { renderToString } from 'react-dom/server';

type Row = {
  caseID: string;
  caseRecordId: string;
  patient: { firstName: string; lastName: string };
  facility: { name: string };
  type: { displayName: string };
  specimenCount: number;
  imageCount: number;
  createdAt: string;
  status: string;
  dueAt: string | null;
  dueState: string | null;
};

const port = Number(process.env.PORT ?? 3712);
const api = process.env.API_BASE_URL ?? 'http://127.0.0.1:4720';
const token = process.env.API_TOKEN ?? '';
const LIST = '/api/cases?status=Available&pageSize=20';
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function Cases({ rows }: { rows: Row[] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Available Cases</title>
      </head>
      <body>
        <h1>Available Cases</h1>
        <table>
          <thead>
            <tr>
              {['Case Record ID', 'Patient', 'Facility', 'Case Type', 'Specimens / Images', 'Created'].map(
                (name) => (
                  <th key={name}>{name}</th>
                ),
              )}
              <th>Status</th>
              <th>Due</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.caseID}>
                <th scope="row">{row.caseRecordId}</th>
                <td>{`${row.patient.lastName}, ${row.patient.firstName}`}</td>
                <td>{row.facility.name}</td>
                <td>{row.type.displayName}</td>
                <td>{`${row.specimenCount} / ${row.imageCount}`}</td>
                <td>
                  <time dateTime={row.createdAt}>{dateTime.format(new Date(row.createdAt))}</time>
                </td>
                <td>{row.status}</td>
                <td>{row.dueAt ? `${dateTime.format(new Date(row.dueAt))} ${row.dueState ?? ''}` : '—'}</td>
                <td>
                  <a href={`/case-details/${row.caseID}`}>View</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </body>
    </html>
  );
}

createServer(async (_request, response) => {
  try {
    const answer = await fetch(`${api}${LIST}`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await answer.json()) as { data: { items: Row[] } };
    const html = `<!DOCTYPE html>${renderToString(<Cases rows={data.items} />)}`;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  } catch (error) {
    response.writeHead(500);
    response.end(String(error));
  }
}).listen(port, '127.0.0.1', () => console.log(`floor on http://127.0.0.1:${port}`));
