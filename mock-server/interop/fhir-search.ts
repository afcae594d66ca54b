/**
 * The FHIR API's searches (decision 106, change 5; decision 134), their parameters read as FHIR R4 says: pure.
 * SEARCH_PARAMETERS is what each searchable type takes, which the CapabilityStatement lists and readSearch
 * accepts. A parameter the search does not take is ignored (lenient, FHIR's default: the Bundle's `self` link
 * leaves it out and an OperationOutcome entry names it) or, when the client prefers `handling=strict`, refused
 * (400). A bad value of a parameter taken, or a modifier on it, is refused either way: ignoring it would answer
 * more than was asked.
 */
import type { Identifier, OperationOutcomeIssue } from '@medplum/fhirtypes';
import { parseTokens, tokenMatches, type Token } from './fhir-token';

export const SEARCHABLE_TYPES = [
  'DiagnosticReport',
  'DocumentReference',
  'Patient',
  'ServiceRequest',
  'Task',
] as const;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

export interface SearchParameter {
  name: '_lastUpdated' | '_count' | '_offset' | 'identifier' | 'patient' | 'subject' | 'based-on' | 'status';
  type: 'token' | 'reference' | 'date' | 'number';
  /** The standard SearchParameter's canonical URL; none for a parameter of our own. */
  definition?: string;
  documentation: string;
  /** The parameters of the referenced resource a chain may name (`patient.identifier`). */
  chains?: readonly 'identifier'[];
}

const SP = 'http://hl7.org/fhir/SearchParameter';
const IDENTIFIER_FORMS =
  '`system|value`, `|value` (no system), `value` (any system) or `system|`; commas for any of';
const PAGING: SearchParameter[] = [
  {
    name: '_lastUpdated',
    type: 'date',
    definition: `${SP}/Resource-lastUpdated`,
    documentation:
      'The resource’s `meta.lastUpdated`, with the prefixes eq, ne, gt, lt, ge, le at the precision written; repeatable.',
  },
  { name: '_count', type: 'number', documentation: 'Resources per page, 1 to 100 (50 when absent).' },
  { name: '_offset', type: 'number', documentation: 'Resources to skip: the `next` link of a page sets it.' },
];
const PATIENT: SearchParameter = {
  name: 'patient',
  type: 'reference',
  definition: `${SP}/clinical-patient`,
  documentation:
    'The Patient: `Patient/<id>` or the id alone; chained `patient.identifier` takes the Patient’s identifier ' +
    `(${IDENTIFIER_FORMS}).`,
  chains: ['identifier'],
};

const SUBJECT: SearchParameter = {
  name: 'subject',
  type: 'reference',
  definition: `${SP}/DocumentReference-subject`,
  documentation: 'The Patient the document is about: `Patient/<id>` or the id alone (the same as `patient`).',
};

/** The parameters each type is searched by, in the order the CapabilityStatement lists them. */
export const SEARCH_PARAMETERS: Record<SearchableType, readonly SearchParameter[]> = {
  DiagnosticReport: [PATIENT, ...PAGING],
  DocumentReference: [
    {
      name: 'identifier',
      type: 'token',
      definition: `${SP}/clinical-identifier`,
      documentation:
        'The document’s master identifier (its id, one per version) or identifier (the case id, every version): ' +
        `${IDENTIFIER_FORMS}.`,
    },
    PATIENT,
    SUBJECT,
    ...PAGING,
  ],
  Patient: [
    {
      name: 'identifier',
      type: 'token',
      definition: `${SP}/Patient-identifier`,
      documentation: `The Patient’s identifier, its MRN at the facility: ${IDENTIFIER_FORMS}.`,
    },
    ...PAGING,
  ],
  ServiceRequest: [
    {
      name: 'identifier',
      type: 'token',
      definition: `${SP}/ServiceRequest-identifier`,
      documentation: `The order's placer (the facility’s order number) or filler (the case id) identifier: ${IDENTIFIER_FORMS}.`,
    },
    PATIENT,
    ...PAGING,
  ],
  // The Task of every case (fhir-task.ts, decision 137), which a hospital polls by its identifiers or order.
  Task: [
    {
      name: 'identifier',
      type: 'token',
      definition: `${SP}/Task-identifier`,
      documentation: `The Task's identifier as the Task order sent it, or the case id: ${IDENTIFIER_FORMS}.`,
    },
    {
      name: 'based-on',
      type: 'reference',
      definition: `${SP}/Task-based-on`,
      documentation:
        'The order: `ServiceRequest/<id>` (as the transaction-response locates it) or the id alone.',
    },
    {
      name: 'status',
      type: 'token',
      definition: `${SP}/Task-status`,
      documentation:
        'The Task status: received, accepted, in-progress, completed or cancelled (commas for any of them).',
    },
    { ...PATIENT, definition: `${SP}/Task-patient` },
    ...PAGING,
  ],
};

/** The system of Task.status codes, which a `status` token may name. */
export const TASK_STATUS_SYSTEM = 'http://hl7.org/fhir/task-status';

/** A test of a search, each of which a resource passes to match. */
export type Criterion =
  | { on: 'identifier' | 'patient.identifier'; anyOf: Token[] }
  | { on: 'patient' | 'based-on'; anyOf: string[] }
  | { on: 'status'; anyOf: Token[] }
  | { on: '_lastUpdated'; test: (time: number) => boolean };

export interface Search {
  criteria: Criterion[];
  count: number;
  offset: number;
  /** The parameters applied, as given: what the Bundle's `self` link shows. */
  applied: [string, string][];
  /** The parameters ignored (lenient handling). */
  ignored: string[];
}

/** What a resource offers to a search's criteria. */
export interface SearchFacts {
  identifiers: readonly Identifier[];
  patientId: string;
  patientIdentifiers: readonly Identifier[];
  lastUpdated: number;
  /** The ids of the ServiceRequests a Task is based on. */
  basedOn?: readonly string[];
  /** A Task's status, as a coded value a token compares with. */
  status?: Identifier;
}

/** Whether a resource with `facts` passes `criterion`. */
export function passes(criterion: Criterion, facts: SearchFacts): boolean {
  switch (criterion.on) {
    case 'identifier':
      return criterion.anyOf.some((token) => tokenMatches(token, facts.identifiers));
    case 'patient.identifier':
      return criterion.anyOf.some((token) => tokenMatches(token, facts.patientIdentifiers));
    case 'patient':
      return criterion.anyOf.includes(facts.patientId);
    case 'based-on':
      return criterion.anyOf.some((id) => facts.basedOn?.includes(id));
    case 'status':
      return criterion.anyOf.some((token) => tokenMatches(token, facts.status ? [facts.status] : []));
    case '_lastUpdated':
      return criterion.test(facts.lastUpdated);
  }
}

/** Parameters of every interaction (R4 http.html), never a search's: `_format` is judged before the search. */
const GENERAL = new Set(['_format']);

const PREFIXES = ['eq', 'ne', 'gt', 'lt', 'ge', 'le'] as const;
type Prefix = (typeof PREFIXES)[number];

const DATE_TIME =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** The range [start, end) in ms a FHIR date or dateTime stands for at its precision, or null when it is none. */
export function dateRange(value: string): [number, number] | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  if (hour !== undefined && !zone) return null;
  const y = Number(year);
  const m = month ? Number(month) - 1 : 0;
  const d = day ? Number(day) : 1;
  if (
    m > 11 ||
    d < 1 ||
    d > 31 ||
    Number(hour ?? 0) > 23 ||
    Number(minute ?? 0) > 59 ||
    Number(second ?? 0) > 59
  )
    return null;
  if (hour === undefined) {
    const start = Date.UTC(y, m, d);
    if (new Date(start).getUTCDate() !== d) return null;
    const end = day ? Date.UTC(y, m, d + 1) : month ? Date.UTC(y, m + 1, 1) : Date.UTC(y + 1, 0, 1);
    return [start, end];
  }
  const start = Date.parse(
    `${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}${fraction ?? ''}${zone}`,
  );
  if (Number.isNaN(start)) return null;
  const step = fraction ? 10 ** -(fraction.length - 1) * 1000 : second ? 1000 : 60_000;
  return [start, start + Math.max(step, 1)];
}

function dateTest(raw: string): ((time: number) => boolean) | null {
  const prefixed = (PREFIXES as readonly string[]).includes(raw.slice(0, 2));
  const prefix = prefixed ? (raw.slice(0, 2) as Prefix) : 'eq';
  const range = dateRange(prefixed ? raw.slice(2) : raw);
  if (!range) return null;
  const [start, end] = range;
  const tests: Record<Prefix, (time: number) => boolean> = {
    eq: (t) => t >= start && t < end,
    ne: (t) => t < start || t >= end,
    gt: (t) => t >= end,
    lt: (t) => t < start,
    ge: (t) => t >= start,
    le: (t) => t < end,
  };
  return tests[prefix];
}

const problem = (code: OperationOutcomeIssue['code'], diagnostics: string, expression: string) => ({
  severity: 'error' as const,
  code,
  diagnostics,
  expression: [expression],
});

const valueProblem = (name: string, value: string, expected: string) =>
  problem('value', `Not ${expected}: ${name}=${value}.`, name);

/** The search of `type` a query asks for, or the problems with it (strict: an unsupported parameter is one). */
export function readSearch(
  type: SearchableType,
  query: URLSearchParams,
  handling: 'strict' | 'lenient' = 'lenient',
): { ok: true; search: Search } | { ok: false; problems: OperationOutcomeIssue[] } {
  const problems: OperationOutcomeIssue[] = [];
  const search: Search = { criteria: [], count: 50, offset: 0, applied: [], ignored: [] };
  const taken = new Map(SEARCH_PARAMETERS[type].map((parameter) => [parameter.name as string, parameter]));
  for (const parameter of SEARCH_PARAMETERS[type])
    for (const chain of parameter.chains ?? []) taken.set(`${parameter.name}.${chain}`, parameter);
  for (const [name, value] of query) {
    if (GENERAL.has(name)) continue;
    const [base = '', modifier] = name.split(':');
    if (!taken.has(base)) {
      if (handling === 'strict')
        problems.push(
          problem(
            'not-supported',
            `Unknown search parameter "${name}": ${type} is searched by ${[...taken.keys()].join(', ')}.`,
            name,
          ),
        );
      else search.ignored.push(name);
      continue;
    }
    if (modifier !== undefined) {
      problems.push(problem('not-supported', `The modifier :${modifier} of ${base} is not supported.`, name));
      continue;
    }
    const before = problems.length;
    if (name === 'identifier' || name === 'patient.identifier') {
      const tokens = parseTokens(value);
      if (!tokens)
        problems.push(valueProblem(name, value, 'a token (system|value, |value, value or system|)'));
      else search.criteria.push({ on: name, anyOf: tokens });
    } else if (name === 'patient' || name === 'subject' || name === 'based-on') {
      const target = name === 'based-on' ? 'ServiceRequest' : 'Patient';
      const ids = value.split(',').map((reference) => reference.replace(new RegExp(`^${target}/`), ''));
      if (!ids.every((id) => /^[A-Za-z0-9.-]{1,64}$/.test(id)))
        problems.push(valueProblem(name, value, `a ${target} reference`));
      else search.criteria.push({ on: name === 'based-on' ? name : 'patient', anyOf: ids });
    } else if (name === 'status') {
      const tokens = parseTokens(value);
      if (!tokens) problems.push(valueProblem(name, value, 'a token (a Task status code)'));
      else search.criteria.push({ on: 'status', anyOf: tokens });
    } else if (name === '_lastUpdated') {
      const test = dateTest(value);
      if (!test)
        problems.push(
          valueProblem(name, value, 'a FHIR date or dateTime with a prefix (eq, ne, gt, lt, ge, le)'),
        );
      else search.criteria.push({ on: '_lastUpdated', test });
    } else {
      const number = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      const allowed = name === '_count' ? number >= 1 && number <= 100 : number >= 0;
      if (!allowed)
        problems.push(
          problem(
            'value',
            name === '_count'
              ? '_count is a whole number from 1 to 100.'
              : '_offset is a whole number from 0.',
            name,
          ),
        );
      else if (name === '_count') search.count = number;
      else search.offset = number;
    }
    if (problems.length === before) search.applied.push([name, value]);
  }
  return problems.length ? { ok: false, problems } : { ok: true, search };
}
