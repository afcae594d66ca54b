/**
 * The report's PDF to a hospital's systems (decision 136): each version of a signed-out report is a FHIR `Binary`
 * (the PDF itself) and a `DocumentReference` describing it, both with the id `{caseID}-v{version}`, read with the
 * facility's own credential like every other resource of the FHIR API. The latest version's DocumentReference is
 * `current`, earlier ones `superseded`, each later one `replaces` the one before. The PDF is the backend's one
 * rendering (reports/report-pdf.ts, dates in UTC), so the size and SHA-1 a DocumentReference states are those of
 * the Binary's bytes.
 */
import type { Binary, DocumentReference } from '@medplum/fhirtypes';
import { reportAtVersion } from '../../contracts';
import { reportFileName } from '../../contracts/report-document';
import { reportPdfOf, sha1Base64, type ReportPdf } from '../reports/report-pdf';
import { canSeeCase } from '../cases/access';
import { findCase } from '../cases/case-index';
import type { CaseRecord } from '../store/db';
import { fhirAnswer, forbidden, notFound } from './fhir-http';
import {
  binaryUrlOf,
  caseIdentifier,
  documentIdentifier,
  documentIdOf,
  documentOfId,
  patientIdOf,
} from './fhir-identifiers';
import { viewerOf } from './fhir-cases';

export type SignedCase = CaseRecord & { finalReport: NonNullable<CaseRecord['finalReport']> };

const LOINC = 'http://loinc.org';

/**
 * The FHIR API's public base, which messages sent without a request to read it from (the ORU's RP OBX) link to:
 * FHIR_PUBLIC_URL, else the mock's own address.
 */
export function fhirPublicBase(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env['FHIR_PUBLIC_URL']?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://${env['MOCK_HOST'] || '127.0.0.1'}:${env['MOCK_PORT'] || '4010'}/fhir/R4`;
}

/**
 * The PDF of version `version` as the facility's systems read it: dates in UTC, and the report as it was when that
 * version was issued (its letterhead says 'version 1 of 1', not 'of 2' once an addendum came), so a document a
 * hospital received and hashed never changes; a later version supersedes it (its DocumentReference says so).
 */
export const facilityPdfOf = (item: SignedCase, version: number): Promise<ReportPdf> =>
  reportPdfOf(
    viewerOf(item.facility.id),
    { ...item, finalReport: reportAtVersion(item.finalReport, version) },
    version,
    'UTC',
  );

/** The title a reader shows for version `version` (the PDF's own title). */
const titleOf = (item: CaseRecord, version: number) =>
  `Final report ${item.caseRecordId}, version ${version}`;

/** The DocumentReference of version `version` (1 … current) of a signed-out case's report. */
export function documentReferenceOf(
  item: SignedCase,
  version: number,
  pdf: Pick<ReportPdf, 'bytes' | 'issuedAt'>,
  base: string,
): DocumentReference {
  const report = item.finalReport;
  const id = documentIdOf(item.caseID, version);
  return {
    resourceType: 'DocumentReference',
    id,
    meta: { lastUpdated: pdf.issuedAt },
    masterIdentifier: documentIdentifier(item.caseID, version),
    identifier: [caseIdentifier(item)],
    status: version === report.version ? 'current' : 'superseded',
    docStatus: version > 1 ? 'amended' : 'final',
    type: { coding: [{ system: LOINC, code: '11526-1', display: 'Pathology study' }] },
    category: [{ coding: [{ system: LOINC, code: 'LP7839-6', display: 'Pathology' }] }],
    subject: { reference: `Patient/${patientIdOf(item)}` },
    date: pdf.issuedAt,
    author: [{ reference: `Practitioner/${report.signedOutBy.id}`, display: report.signedOutBy.name }],
    relatesTo:
      version > 1
        ? [
            {
              code: 'replaces',
              target: { reference: `DocumentReference/${documentIdOf(item.caseID, version - 1)}` },
            },
          ]
        : undefined,
    description: titleOf(item, version),
    content: [
      {
        attachment: {
          contentType: 'application/pdf',
          language: 'en-US',
          url: binaryUrlOf(base, item.caseID, version),
          size: pdf.bytes.byteLength,
          hash: sha1Base64(pdf.bytes),
          title: reportFileName(item.caseRecordId, version),
          creation: pdf.issuedAt,
        },
      },
    ],
    context: { related: [{ reference: `DiagnosticReport/${item.caseID}` }] },
  };
}

/** The Binary resource of the PDF (the JSON form, for a reader that asks for FHIR JSON). */
export const binaryResourceOf = (id: string, pdf: Pick<ReportPdf, 'bytes' | 'issuedAt'>): Binary => ({
  resourceType: 'Binary',
  id,
  meta: { lastUpdated: pdf.issuedAt },
  contentType: 'application/pdf',
  data: Buffer.from(pdf.bytes).toString('base64'),
});

/**
 * Whether a Binary read asks for the FHIR resource (FHIR JSON in Accept or `_format`) rather than the PDF's own
 * bytes (absent, `*` / `*`, `application/pdf` or anything else): FHIR's Binary read.
 */
export function wantsBinaryResource(accept: string | null, format: string | null): boolean {
  if (format) return /json/i.test(format);
  if (!accept) return false;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .some((type) => type === 'application/fhir+json' || type === 'application/json');
}

/**
 * A read of `Binary/{id}` or `DocumentReference/{id}` by `facilityId`, as the other reads answer (fhir-api.ts):
 * 404 for an id that names no version of a signed-out report, 403 for another facility's case.
 */
export async function readDocument(
  type: 'Binary' | 'DocumentReference',
  id: string,
  facilityId: string,
  base: string,
  request: Request,
): Promise<Response> {
  const named = documentOfId(id);
  const item = named && findCase(named.caseID);
  const report = item?.finalReport;
  if (!named || !item || !report) return notFound(type, id);
  if (!canSeeCase(viewerOf(facilityId), item)) return forbidden();
  if (named.version > report.version) return notFound(type, id);
  const signed = { ...item, finalReport: report };
  const pdf = await facilityPdfOf(signed, named.version);
  if (type === 'DocumentReference') return fhirAnswer(documentReferenceOf(signed, named.version, pdf, base));
  const url = new URL(request.url);
  if (wantsBinaryResource(request.headers.get('accept'), url.searchParams.get('_format')))
    return fhirAnswer(binaryResourceOf(id, pdf));
  return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.bytes.byteLength),
      'Content-Disposition': `inline; filename="${pdf.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
