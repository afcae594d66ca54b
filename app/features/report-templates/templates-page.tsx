/** The structured report templates, one table of items each: what a pathologist answers and how it is coded. */
import { PageIntro } from '~/components/layout/page-intro';
import { Badge } from '~/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import type { SynopticTemplate } from '~/features/reading/synoptic';
import { enumLabel } from '~/lib/enumerations';
import { answerRule, codeText } from './answers';

export function ReportTemplatesPage({ title, templates }: { title: string; templates: SynopticTemplate[] }) {
  return (
    <section className="space-y-6">
      <PageIntro title={title}>
        The structured parts a pathologist fills in beside the report’s text, by case type. Items marked
        Required must be answered before sign-out; the codes go out with the results (FHIR and HL7,
        docs/interop.md).
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
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Item</TableHead>
                <TableHead>Answer</TableHead>
                <TableHead>Allowed answers</TableHead>
                <TableHead>Code</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {template.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    {item.label} {item.required ? <Badge variant="secondary">Required</Badge> : null}
                  </TableCell>
                  <TableCell>{answerRule(item)}</TableCell>
                  <TableCell>
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
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{codeText(item.coding)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ))}
    </section>
  );
}
