/** The cases an import created, each a link to its page (/case/{caseId}), and a way to start again. */
import { Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { casesLabel, specimensLabel, type CreatedCase } from './types';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

export function ImportResult({
  result,
  onAgain,
}: {
  result: { cases: CreatedCase[]; message: string | null };
  onAgain: () => void;
}) {
  const facility = result.cases[0]?.facilityName;
  return (
    <section aria-labelledby="result-heading" className="space-y-4">
      <h2 id="result-heading" className="text-lg font-semibold">
        {casesLabel(result.cases.length)} created
      </h2>
      <p role="status">
        {result.message ?? `${casesLabel(result.cases.length)} created.`} They are drafts
        {facility ? ` of ${facility}` : ''}: open each to add slide images and send it out.
      </p>
      <ul className="space-y-2" aria-label="Created cases">
        {result.cases.map((item) => (
          <li key={item.caseID} className="rounded-md border p-3 text-sm">
            <Link to={`/case/${item.caseID}`} className={LINK}>
              {item.caseRecordId}
            </Link>{' '}
            · {item.patient} · {specimensLabel(item.specimenCount)}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/case?status=Draft">Open the Cases list</Link>
        </Button>
        <Button type="button" onClick={onAgain}>
          Upload another spreadsheet
        </Button>
      </div>
    </section>
  );
}
