/** The structured report templates, one table of items each: what a pathologist answers and how it is coded. */
import { PageIntro } from '~/components/layout/page-intro';
import { Badge } from '~/components/ui/badge';
import type { SynopticTemplate } from '~/features/reading';
import { enumLabel } from '../../../contracts/enumerations';
import { answerRule, codeText } from './answers';

export function ReportTemplatesPage({ title, templates }: { title: string; templates: SynopticTemplate[] }) {
  return (
    <section className="space-y-6">
      <PageIntro title={title}>
        The structured parts a pathologist fills in beside the report’s text, by case type. Items marked
        Required must be answered before sign-out. Each answer’s code goes with the results to the facility’s
        own systems, which read it in place of the words.
      </PageIntro>
      {templates.length === 0 ? <p>No report templates are defined.</p> : null}
      {templates.map((template) => (
        <section key={template.id} aria-labelledby={`template-${template.id}`} className="space-y-3">
          <div>
            <h2 id={`template-${template.id}`} className="text-lg font-semibold">
              {template.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              Version {template.version} · For{' '}
              {template.caseTypes.map((type) => enumLabel('caseType', type)).join(', ')}
            </p>
          </div>
          {/* On a phone the table scrolls sideways in a region a keyboard can reach (and scroll). */}
          <div
            role="region"
            aria-labelledby={`template-${template.id}`}
            tabIndex={0}
            className="relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
          >
            <table className="kit-table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Answer</th>
                  <th scope="col">Allowed answers</th>
                  <th scope="col">Code</th>
                </tr>
              </thead>
              <tbody>
                {template.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      {item.label} {item.required ? <Badge variant="secondary">Required</Badge> : null}
                    </td>
                    <td>{answerRule(item)}</td>
                    <td>
                      {item.answers.length ? (
                        <ul className="space-y-0.5">
                          {item.answers.map((answer) => (
                            <li key={answer.code}>
                              {answer.display} <span className="text-muted-foreground">({answer.code})</span>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="whitespace-nowrap">{codeText(item.coding)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </section>
  );
}
