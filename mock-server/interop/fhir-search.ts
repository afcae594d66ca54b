/**
 * The FHIR API's search of DiagnosticReports (decision 106, change 5), its parameters read as FHIR R4 says: pure.
 * `patient` (a Patient reference or id), `_lastUpdated` (repeatable, with the prefixes eq, ne, gt, lt, ge, le at
 * the precision written), `_count` (1 to 100, 50 when absent) and `_offset`. Any other parameter, a bad date or a
 * bad number is a problem (400), never ignored.
 */
import type { OperationOutcomeIssue } from '@medplum/fhirtypes';

export interface ReportSearch {
  patient: string | null;
  /** Each _lastUpdated test, to be passed by the report's time (ms). */
  updated: ((time: number) => boolean)[];
  count: number;
  offset: number;
}

export const SEARCH_PARAMETERS = ['patient', '_lastUpdated', '_count', '_offset'] as const;
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

/** The search a query asks for, or the problems with it. */
export function readReportSearch(
  query: URLSearchParams,
): { ok: true; search: ReportSearch } | { ok: false; problems: OperationOutcomeIssue[] } {
  const problems: OperationOutcomeIssue[] = [];
  const search: ReportSearch = { patient: null, updated: [], count: 50, offset: 0 };
  for (const [name, value] of query) {
    if (name === 'patient') {
      const id = value.replace(/^Patient\//, '');
      if (!/^[A-Za-z0-9.-]{1,64}$/.test(id))
        problems.push(problem('value', `Not a Patient reference: "${value}".`, 'patient'));
      else search.patient = id;
    } else if (name === '_lastUpdated') {
      const test = dateTest(value);
      if (!test)
        problems.push(
          problem(
            'value',
            `Not a FHIR date or dateTime with a prefix (eq, ne, gt, lt, ge, le): "${value}".`,
            '_lastUpdated',
          ),
        );
      else search.updated.push(test);
    } else if (name === '_count' || name === '_offset') {
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
    } else {
      problems.push(
        problem(
          'not-supported',
          `Unknown search parameter "${name}": DiagnosticReport is searched by ${SEARCH_PARAMETERS.join(', ')}.`,
          name,
        ),
      );
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, search };
}
