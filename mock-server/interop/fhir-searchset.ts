/**
 * The FHIR API's searches (decision 134): the facility's signed-out cases whose resource of the searched type passes
 * every criterion (fhir-search.ts), newest first, a page at a time, in a `searchset` Bundle whose `self` link shows
 * the parameters applied and whose OperationOutcome entry names those ignored.
 */
import type { Bundle, BundleEntry, Identifier, Resource } from '@medplum/fhirtypes';
import { issuedAtOf } from '../reports/report-pdf';
import { clockNow } from '../qa/clock';
import type { CaseRecord } from '../store/db';
import { casesOf, resourcesOf, signedCasesOf } from './fhir-cases';
import { fhirAnswer, outcome } from './fhir-http';
import { documentReferenceOf, facilityPdfOf } from './fhir-documents';
import {
  caseIdentifier,
  documentIdentifier,
  documentIdOf,
  documentOfId,
  orderIdentifiers,
  orderIdOf,
  patientIdentifiers,
  patientIdOf,
} from './fhir-identifiers';
import { lastUpdatedOf } from './fhir-report';
import { handlingOf } from './fhir-request';
import { passes, readSearch, TASK_STATUS_SYSTEM, type SearchableType, type SearchFacts } from './fhir-search';
import { taskOfCase } from './fhir-task';

type SignedCase = CaseRecord & { finalReport: NonNullable<CaseRecord['finalReport']> };

interface Searched extends Pick<SearchFacts, 'basedOn' | 'status'> {
  id: string;
  identifiers: Identifier[];
  lastUpdated: string;
  /** Made here when it is not one of the report's resources (a Task). */
  resource?: Resource;
}

/**
 * The searched resources of a case: their ids, and their identifiers and times as the resources carry them. One
 * per case, but a DocumentReference per version of the report. All but the Task are a signed-out case's.
 */
const SEARCHED: Record<SearchableType, (item: CaseRecord) => Searched[]> = {
  DiagnosticReport: (item) => [
    { id: item.caseID, identifiers: [], lastUpdated: lastUpdatedOf(item, item.finalReport!).report },
  ],
  DocumentReference: (item) =>
    Array.from({ length: item.finalReport!.version }, (_, index) => {
      const id = documentIdOf(item.caseID, index + 1);
      return {
        id,
        identifiers: [documentIdentifier(item.caseID, index + 1), caseIdentifier(item)],
        lastUpdated: issuedAtOf(item.finalReport!, index + 1),
      };
    }),
  Patient: (item) => [
    {
      id: patientIdOf(item),
      identifiers: patientIdentifiers(item),
      lastUpdated: lastUpdatedOf(item, item.finalReport!).case,
    },
  ],
  ServiceRequest: (item) => [
    {
      id: orderIdOf(item),
      identifiers: orderIdentifiers(item),
      lastUpdated: lastUpdatedOf(item, item.finalReport!).case,
    },
  ],
  Task: (item) => {
    const task = taskOfCase(item);
    return [
      {
        id: task.id!,
        identifiers: task.identifier!,
        lastUpdated: task.lastModified!,
        resource: task,
        basedOn: [orderIdOf(item)],
        status: { system: TASK_STATUS_SYSTEM, value: task.status },
      },
    ];
  },
};

/** The cases a search of `type` looks in: every case for a Task (it follows a case from its order on), else the
 * signed-out ones, whose report the other resources belong to. */
const casesFor = (type: SearchableType, facilityId: string) =>
  type === 'Task' ? casesOf(facilityId) : signedCasesOf(facilityId);

/** The resource `id` of type `type` of a signed-out case (a DocumentReference is rendered for its size and hash). */
async function resourceOf(
  type: SearchableType,
  item: SignedCase,
  id: string,
  base: string,
): Promise<Resource> {
  if (type === 'DocumentReference') {
    const version = documentOfId(id)!.version;
    return documentReferenceOf(item, version, await facilityPdfOf(item, version), base);
  }
  return resourcesOf(item, base)!.find((resource) => resource.resourceType === type && resource.id === id)!;
}

export async function search(
  type: SearchableType,
  request: Request,
  facilityId: string,
  base: string,
): Promise<Response> {
  const url = new URL(request.url);
  const asked = readSearch(type, url.searchParams, handlingOf(request.headers.get('prefer')));
  if (!asked.ok) return outcome(400, asked.problems);
  const { criteria, count, offset, applied, ignored } = asked.search;
  const matches = casesFor(type, facilityId)
    .flatMap((item) =>
      SEARCHED[type](item).map((searched) => {
        const facts: SearchFacts = {
          identifiers: searched.identifiers,
          patientId: patientIdOf(item),
          patientIdentifiers: patientIdentifiers(item),
          lastUpdated: Date.parse(searched.lastUpdated),
          basedOn: searched.basedOn,
          status: searched.status,
        };
        return { item, id: searched.id, facts, made: searched.resource };
      }),
    )
    .filter(({ facts }) => criteria.every((criterion) => passes(criterion, facts)))
    .sort((a, b) => b.facts.lastUpdated - a.facts.lastUpdated || a.id.localeCompare(b.id));
  const page = matches.slice(offset, offset + count);
  const self = new URL(`${base}/${type}`);
  for (const [name, value] of applied) self.searchParams.append(name, value);
  const next = new URL(self);
  next.searchParams.set('_offset', String(offset + count));
  const notice: BundleEntry[] = ignored.length
    ? [
        {
          resource: {
            resourceType: 'OperationOutcome',
            issue: ignored.map((name) => ({
              severity: 'warning' as const,
              code: 'not-supported' as const,
              diagnostics: `The parameter "${name}" is not supported here and was ignored.`,
              expression: [name],
            })),
          },
          search: { mode: 'outcome' },
        },
      ]
    : [];
  const now = clockNow().toISOString();
  const bundle: Bundle = {
    resourceType: 'Bundle',
    // A search's result is made now: its time is the search's.
    meta: { lastUpdated: now },
    type: 'searchset',
    timestamp: now,
    total: matches.length,
    link: [
      { relation: 'self', url: self.toString() },
      ...(offset + count < matches.length ? [{ relation: 'next', url: next.toString() }] : []),
    ],
    entry: [
      ...(await Promise.all(
        page.map(async ({ item, id, made }) => ({
          fullUrl: `${base}/${type}/${id}`,
          resource: made ?? (await resourceOf(type, item as SignedCase, id, base)),
          search: { mode: 'match' as const },
        })),
      )),
      ...notice,
    ],
  };
  return fhirAnswer(bundle);
}
