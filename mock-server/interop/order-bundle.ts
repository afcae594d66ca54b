/**
 * An order in as FHIR R4 (decision 106, change 4): a Bundle of one ServiceRequest, its Patient and its
 * Specimens becomes the input of a draft case and the placer order number, or the problems that stop it, each
 * an OperationOutcome issue naming the element by a FHIRPath expression. Pure: the Bundle in, an order or
 * problems out. The R4 check itself (fhir-validate.ts) runs first; this reads what a case needs from a valid one.
 * A ServiceRequest with `status` revoked is a cancel of its placer number's order (decision 118).
 */
import type {
  Bundle,
  BundleEntry,
  Identifier,
  OperationOutcomeIssue,
  Patient,
  Reference,
  Resource,
  ServiceRequest,
  Specimen,
} from '@medplum/fhirtypes';
import { ORDERABLE_CASE_TYPES, type IncomingOrder, type OrderInput } from './order-input';
import { PATHBRIDGE_SYSTEM } from './fhir-identifiers';
import { accessionNumberOf } from './dicomweb/accession-rules';
import type { FhirIdentifier, FhirParty } from './order-origin';

const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';
/** ServiceRequest.code in this system names the case type (surgical, cytology…); surgical without it. */
export const CASE_TYPE_SYSTEM = `${PATHBRIDGE_SYSTEM}/CodeSystem/case-type`;
const PRIORITY = { routine: 'Routine', urgent: 'Rush', asap: 'Rush', stat: 'STAT' } as const;
const GENDER = { male: 'Male', female: 'Female', other: 'Other' } as const;

type Problem = OperationOutcomeIssue;
const problem = (code: Problem['code'], expression: string, diagnostics: string): Problem => ({
  severity: 'error',
  code,
  diagnostics,
  expression: [expression],
});

const hasType = (identifier: { type?: { coding?: { system?: string; code?: string }[] } }, code: string) =>
  identifier.type?.coding?.some(
    (coding) => coding.code === code && (!coding.system || coding.system === V2_0203),
  );

/** The Bundle's entry a reference points at: by its fullUrl, or by `Type/id`. */
export function resolve(entries: BundleEntry[], reference: Reference | undefined): number {
  const target = reference?.reference;
  if (!target) return -1;
  return entries.findIndex((entry) => {
    const resource = entry.resource as (Resource & { id?: string }) | undefined;
    return (
      entry.fullUrl === target ||
      (resource?.id !== undefined && `${resource.resourceType}/${resource.id}` === target)
    );
  });
}

/** The date part (YYYY-MM-DD) and, when the dateTime has one, the time of day as written (HH:MM). */
function collected(dateTime: string | undefined) {
  if (!dateTime) return { specimenCollectionDate: null, collectionTime: null };
  const date = /^\d{4}-\d{2}-\d{2}/.exec(dateTime)?.[0] ?? null;
  const time = /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? null;
  return { specimenCollectionDate: date, collectionTime: time };
}

function patientOf(patient: Patient, at: string, problems: Problem[]): OrderInput['patientInfo'] | null {
  const name = patient.name?.find((entry) => entry.use === 'official') ?? patient.name?.[0];
  const lastName = name?.family?.trim() ?? '';
  const firstName = name?.given?.[0]?.trim() ?? '';
  if (!lastName || !firstName)
    problems.push(problem('required', `${at}.name`, 'The Patient needs a family name and a given name.'));
  if (!patient.birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(patient.birthDate))
    problems.push(
      problem('required', `${at}.birthDate`, 'The Patient needs a full birth date (YYYY-MM-DD).'),
    );
  const gender =
    patient.gender && patient.gender in GENDER ? GENDER[patient.gender as keyof typeof GENDER] : null;
  if (!gender)
    problems.push(problem('value', `${at}.gender`, 'The Patient’s gender must be male, female or other.'));
  const mrn = (patient.identifier?.find((identifier) => hasType(identifier, 'MR')) ?? patient.identifier?.[0])
    ?.value;
  if (mrn && mrn.length > 50)
    problems.push(
      problem('too-long', `${at}.identifier`, 'The medical record number has at most 50 characters.'),
    );
  if (lastName.length > 100 || firstName.length > 100)
    problems.push(problem('too-long', `${at}.name`, 'A name has at most 100 characters.'));
  if (!gender || problems.length) return null;
  return { firstName, lastName, birthDate: patient.birthDate!, gender, mrn: mrn ?? null };
}

function specimenOf(specimen: Specimen, at: string, problems: Problem[]): OrderInput['specimens'][number] {
  const specimenType = (specimen.type?.text ?? specimen.type?.coding?.[0]?.display ?? '').trim();
  if (!specimenType)
    problems.push(problem('required', `${at}.type`, 'The Specimen needs its type (type.text).'));
  const fields = {
    facilitySpecimenID: specimen.identifier?.[0]?.value ?? null,
    bodysite:
      specimen.collection?.bodySite?.text ?? specimen.collection?.bodySite?.coding?.[0]?.display ?? null,
  };
  if ((fields.facilitySpecimenID?.length ?? 0) > 50)
    problems.push(
      problem('too-long', `${at}.identifier`, 'A specimen identifier has at most 50 characters.'),
    );
  if (specimenType.length > 100 || (fields.bodysite?.length ?? 0) > 100)
    problems.push(
      problem('too-long', at, 'A specimen type and a body site have at most 100 characters each.'),
    );
  return {
    ...fields,
    specimenType,
    ...collected(specimen.collection?.collectedDateTime),
    subsections: [],
  };
}

/** Identifiers as the order gave them: system, value and type, nothing else a result would not echo. */
export const identifiersAsSent = (identifiers: Identifier[] | undefined): FhirIdentifier[] =>
  (identifiers ?? []).flatMap(({ system, value, type }) =>
    value ? [{ value, ...(system && { system }), ...(type && { type }) }] : [],
  );

/** A reference as the order gave it, by its display and identifier (a reference into the Bundle means nothing
 * outside it); null when there is none. */
export const partyAsSent = (reference: Reference | undefined): FhirParty | null =>
  reference
    ? {
        ...(reference.display && { display: reference.display }),
        ...identifiersAsSent(reference.identifier && [reference.identifier]).map((identifier) => ({
          identifier,
        }))[0],
      }
    : null;

/** The order a valid R4 Bundle holds, or the problems that keep it from being a case (HTTP 422). */
export function orderFromBundle(bundle: Bundle): IncomingOrder {
  const entries = bundle.entry ?? [];
  const of = <T extends Resource>(type: T['resourceType']) =>
    entries.flatMap((entry, index) => (entry.resource?.resourceType === type ? [index] : []));
  const requests = of<ServiceRequest>('ServiceRequest');
  if (requests.length !== 1)
    return {
      ok: false,
      problems: [
        problem('required', 'Bundle.entry', 'The Bundle holds exactly one ServiceRequest: the order.'),
      ],
    };
  const at = (index: number) => `Bundle.entry[${index}].resource`;
  const requestAt = at(requests[0]!);
  const request = entries[requests[0]!]!.resource as ServiceRequest;
  const problems: Problem[] = [];

  const placerIdentifier = request.identifier?.find((identifier) => hasType(identifier, 'PLAC'));
  const placer = placerIdentifier?.value?.trim();
  if (!placer)
    problems.push(
      problem(
        'required',
        `${requestAt}.identifier`,
        'The ServiceRequest needs an identifier of type PLAC (the placer order number).',
      ),
    );
  else if (placer.length > 64)
    problems.push(
      problem('too-long', `${requestAt}.identifier`, 'A placer order number has at most 64 characters.'),
    );

  // A revoked ServiceRequest cancels the order of its placer number (decision 118): the number is all it needs.
  if (request.status === 'revoked')
    return placer && !problems.length
      ? { ok: true, control: 'cancel', placerOrderNumber: placer }
      : { ok: false, problems };

  const coded = request.code?.coding?.find((coding) => coding.system === CASE_TYPE_SYSTEM);
  if (coded && !ORDERABLE_CASE_TYPES.has(coded.code ?? ''))
    problems.push(
      problem(
        'code-invalid',
        `${requestAt}.code`,
        `Unknown case type "${coded.code ?? ''}" in ${CASE_TYPE_SYSTEM}.`,
      ),
    );

  const patientIndex = resolve(entries, request.subject);
  let patientInfo: OrderInput['patientInfo'] | null = null;
  if (patientIndex < 0 || entries[patientIndex]!.resource?.resourceType !== 'Patient')
    problems.push(
      problem(
        'required',
        `${requestAt}.subject`,
        'The ServiceRequest’s subject must be a Patient in the Bundle.',
      ),
    );
  else patientInfo = patientOf(entries[patientIndex]!.resource as Patient, at(patientIndex), problems);

  const named = request.specimen?.length
    ? request.specimen.map((reference, position) => ({
        reference,
        index: resolve(entries, reference),
        position,
      }))
    : of<Specimen>('Specimen').map((index, position) => ({ reference: undefined, index, position }));
  if (!named.length)
    problems.push(problem('required', `${requestAt}.specimen`, 'The order needs at least one Specimen.'));
  if (named.length > 50)
    problems.push(problem('too-long', `${requestAt}.specimen`, 'An order has at most 50 specimens.'));
  const specimens = named.flatMap(({ index, position }) => {
    if (index < 0 || entries[index]!.resource?.resourceType !== 'Specimen') {
      problems.push(
        problem(
          'required',
          `${requestAt}.specimen[${position}]`,
          'Each specimen must be a Specimen in the Bundle.',
        ),
      );
      return [];
    }
    return [specimenOf(entries[index]!.resource as Specimen, at(index), problems)];
  });

  const clinicalInfo =
    request.note
      ?.map((note) => note.text)
      .filter(Boolean)
      .join('\n') || null;
  if ((clinicalInfo?.length ?? 0) > 5000)
    problems.push(
      problem('too-long', `${requestAt}.note`, 'The clinical information has at most 5000 characters.'),
    );

  if (problems.length || !placer || !patientInfo) return { ok: false, problems };
  return {
    ok: true,
    control: 'new',
    placerOrderNumber: placer,
    // The identifier of type ACSN (v2-0203), as imaging orders carry the accession number.
    accessionNumber: accessionNumberOf(
      request.identifier?.find((identifier) => hasType(identifier, 'ACSN'))?.value,
    ),
    input: {
      type: (coded?.code as OrderInput['type'] | undefined) ?? 'surgical',
      priority: PRIORITY[request.priority ?? 'routine'],
      patientInfo,
      specimens,
      clinicalInfo,
    },
    origin: {
      hl7: null,
      fhir: {
        patientIdentifiers: identifiersAsSent((entries[patientIndex]!.resource as Patient).identifier),
        placer: identifiersAsSent([placerIdentifier!])[0]!,
        requester: partyAsSent(request.requester),
      },
    },
  };
}
