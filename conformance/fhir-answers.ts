/**
 * response_schema_conformance on FHIR answers (decision 177). Every answer the run receives that is a FHIR
 * resource is validated against R4 with Medplum's validator, plus the codes of required bindings, which it leaves
 * out (../formats/fhir-r4.ts):
 *
 * - on the FHIR API, which the contract only hands out (getMyFacilityInterfaces' `fhir.baseUrl`,
 *   ./outside-surfaces.ts): any JSON answer with a `resourceType` (a search's Bundle, the CapabilityStatement, an
 *   OperationOutcome), recorded under the operation that handed the URL out, naming the FHIR interaction;
 * - on an operation of the contract, an `application/fhir+json` answer (createOrder's OperationOutcomes, whose
 *   contract schema leaves `issue.code` a free string), under that operation.
 *
 * The validator and its definitions are large (about 90 MB installed, seconds of CPU to index): they are imported
 * on the first such answer, so a run that receives none never loads them, and the verdicts are recorded when they
 * are ready; the run waits for them before its report (`settled`). At most MAX_JUDGED answers a run are judged.
 */
import { mediaTypeOf } from './checks/response';
import type { OperationInfo } from './openapi';
import { FHIR_API, type OutsideSurfaces, type Surface } from './outside-surfaces';
import type { Results } from './results';
import type { Exchange, Verdict } from './types';

const CHECK = 'response_schema_conformance';
/** Answers judged at most, and the bytes of one (a larger one is not validated: the run's CPU is bounded). */
const MAX_JUDGED = 200;
const MAX_BYTES = 2 * 1024 * 1024;
/** Issues named in a failure; the rest are counted. */
const MAX_ISSUES = 3;

type Validator = typeof import('../formats/fhir-r4');
interface Resource {
  resourceType: string;
}

/** The FHIR interaction (R4's names) a request to the FHIR API at `base` is: read, search-type, capabilities… */
export function fhirInteraction(method: string, url: string, base: string): string {
  const path = new URL(url).pathname.slice(new URL(base).pathname.length).replace(/^\/+|\/+$/g, '');
  const [type, id, ...rest] = path.split('/');
  if (!type) return method === 'POST' ? 'transaction' : `${method} on the base`;
  if (type === 'metadata') return 'capabilities';
  if (rest.length) return `${method} ${path}`;
  if (id) return method === 'GET' ? `read ${type}` : `${method} ${type}/{id}`;
  if (method === 'GET') return `search-type ${type}`;
  return method === 'POST' ? `create ${type}` : `${method} ${type}`;
}

/** The verdict on one FHIR resource: Medplum's errors, then the codes outside their required value sets. */
export function fhirVerdict(validator: Validator, resource: Resource, what: string, status: number): Verdict {
  const r4 = resource as Parameters<Validator['r4Errors']>[0];
  const issues = [...validator.r4Errors(r4), ...validator.r4CodeErrors(r4)];
  if (!issues.length) return { pass: true };
  const named = issues
    .slice(0, MAX_ISSUES)
    .map(
      (i) => `${i.expression?.[0] ?? resource.resourceType}: ${i.details?.text ?? i.diagnostics} (${i.code})`,
    );
  const more = issues.length > MAX_ISSUES ? ` (${issues.length - MAX_ISSUES} more)` : '';
  return {
    pass: false,
    expected: `${what} a valid FHIR R4 ${resource.resourceType} (Medplum's validator, R4's required bindings)`,
    seen: `${status}: ${named.join('; ')}${more}`,
  };
}

const resourceOf = (exchange: Exchange): Resource | undefined => {
  const json = exchange.response?.json as Partial<Resource> | undefined;
  return json && typeof json === 'object' && typeof json.resourceType === 'string'
    ? (json as Resource)
    : undefined;
};

export class FhirAnswers {
  private readonly pending: Promise<void>[] = [];
  private validator?: Promise<Validator | undefined>;
  private judged = 0;

  constructor(
    private readonly results: Results,
    private readonly operations: readonly OperationInfo[],
    private readonly surfaces: OutsideSurfaces,
    private readonly load: () => Promise<Validator> = () => import('../formats/fhir-r4'),
  ) {}

  /** An answer of the run: judged when it is a FHIR resource of a selected operation (or the FHIR API's). */
  observe(exchange: Exchange, answered: OperationInfo | undefined, surface: Surface | undefined) {
    const response = exchange.response;
    const resource = resourceOf(exchange);
    if (!response || !resource || response.size > MAX_BYTES) return;
    let operation = answered;
    let what = `its ${response.status} answer is`;
    if (answered) {
      if (mediaTypeOf(response.headers['content-type']) !== 'application/fhir+json') return;
    } else if (surface === FHIR_API && this.surfaces.fhirBase) {
      operation = this.operations.find((op) => op.operationId === surface.operationId);
      const interaction = fhirInteraction(exchange.request.method, exchange.url, this.surfaces.fhirBase);
      what = `${surface.name}: ${interaction} answers`;
    } else return;
    if (!operation || !this.results.has(CHECK) || !this.results.operations.has(operation.operationId)) return;
    if (this.judged++ >= MAX_JUDGED) return;
    this.validator ??= this.load().catch((error: unknown) => {
      this.results.warnings.push(`FHIR answers not validated: the validator did not load (${String(error)})`);
      return undefined;
    });
    const judged = operation;
    this.pending.push(
      this.validator.then((validator) => {
        if (validator)
          this.results.record(
            judged,
            CHECK,
            fhirVerdict(validator, resource, what, response.status),
            exchange,
          );
      }),
    );
  }

  /** Every verdict recorded. */
  async settled() {
    await Promise.all(this.pending);
  }
}
