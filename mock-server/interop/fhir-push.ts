/**
 * Pushing a report to a facility's FHIR server (decision 139): the transaction Bundle (fhir-push-bundle.ts) POSTed
 * to its base URL, to the address the destination rule checked (destination-check.ts) and never by the name
 * again, without following a redirect, within one time limit for the connection and the whole answer, reading at
 * most a bounded number of bytes; the answer judged by fhir-push-answer.ts. The bearer token goes in the
 * Authorization header only: never into a text the log keeps, never into a log line.
 */
import type { Bundle } from '@medplum/fhirtypes';
import { reportAtVersion } from '../../contracts';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import type { CaseRecord } from '../store/db';
import type { AttemptResult } from './delivery-history';
import { checkUrlDestination, requestToChecked } from './destination-check';
import { fhirReportBundle } from './fhir-report';
import { logText, readFhirAnswer, retryAfterMs } from './fhir-push-answer';
import { ownSystemOf, reportTransaction } from './fhir-push-bundle';
import { documentReferenceOf, facilityPdfOf, fhirPublicBase, type SignedCase } from './fhir-documents';
import { binaryUrlOf } from './fhir-identifiers';
import { ackTimeoutMs } from './mllp';

/** How long a push waits for the connection and the whole answer: MOCK_FHIR_PUSH_TIMEOUT_MS, else the ACK's. */
export const pushTimeoutMs = () => Number(process.env.MOCK_FHIR_PUSH_TIMEOUT_MS ?? ackTimeoutMs());

/** The most of an answer read: MOCK_FHIR_PUSH_MAX_ANSWER_BYTES, else 1 MiB (a transaction-response is small). */
export const maxAnswerBytes = () => Number(process.env.MOCK_FHIR_PUSH_MAX_ANSWER_BYTES ?? 1024 * 1024);

export interface PushTarget {
  baseUrl: string;
  token: string | null;
}

/** Sends `bundle` to `target` and reads what came back. Never throws. */
export async function pushBundle(target: PushTarget, bundle: Bundle): Promise<AttemptResult> {
  const timeoutMs = pushTimeoutMs();
  const destination = await checkUrlDestination(target.baseUrl, { timeoutMs });
  if ('refusal' in destination)
    return { outcome: 'unreachable', ackCode: null, ackText: destination.refusal };
  const payload = Buffer.from(JSON.stringify(bundle), 'utf8');
  const limit = maxAnswerBytes();
  const redact = (text: string) => (target.token ? text.split(target.token).join('[token]') : text);
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = requestToChecked(destination, {
      method: 'POST',
      headers: {
        'content-type': 'application/fhir+json',
        accept: 'application/fhir+json',
        'content-length': payload.length,
        prefer: 'return=minimal',
        ...(target.token && { authorization: `Bearer ${target.token}` }),
      },
    });
    const timer = setTimeout(
      () =>
        finish({
          outcome: 'no-answer',
          ackCode: null,
          ackText: `No complete answer within ${timeoutMs / 1000} seconds.`,
        }),
      timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        outcome: 'unreachable',
        ackCode: null,
        ackText: logText(redact(`No connection: ${error.code ?? error.message}.`)),
      }),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          finish({
            outcome: 'no-answer',
            ackCode: null,
            ackText: `The answer was larger than ${limit} bytes: it was not read.`,
          });
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', () =>
        finish({ outcome: 'no-answer', ackCode: null, ackText: 'The answer was cut off.' }),
      );
      response.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = undefined;
        }
        const status = response.statusCode ?? 0;
        const wait = retryAfterMs(response.headers['retry-after'], Date.now());
        finish({
          ...readFhirAnswer(status, response.statusMessage ?? '', body, target.token),
          ...(wait !== null && { retryAfterMs: wait }),
        });
      });
    });
    request.end(payload);
  });
}

/**
 * The transaction of `item`'s report at `version`, as the delivery `controlId` sends it at `now`: the report's
 * resources and the PDF as a DocumentReference, its bytes inside (a hospital's server may not reach ours) and its
 * URL our FHIR API's Binary. The version it replaces is named by the identifier our last push gave it, since the
 * receiving server keeps its own ids.
 */
export async function reportBundleFor(
  item: CaseRecord,
  version: number,
  controlId: string,
  now: Date,
): Promise<Bundle | null> {
  if (!item.finalReport) return null;
  const signed = item as SignedCase;
  const base = fhirPublicBase();
  const collection = fhirReportBundle({
    item: { ...item, finalReport: reportAtVersion(item.finalReport, version) },
    templates: SYNOPTIC_TEMPLATES,
    pdfUrl: binaryUrlOf(base, item.caseID, version),
    fhirBase: base,
  });
  if (!collection) return null;
  const pdf = await facilityPdfOf(signed, version);
  const document = documentReferenceOf(signed, version, pdf, base);
  document.relatesTo = document.relatesTo?.map(({ code, target }) => ({
    code,
    target: {
      identifier: { system: ownSystemOf('DocumentReference'), value: target.reference!.split('/')[1] },
    },
  }));
  document.content[0]!.attachment.data = Buffer.from(pdf.bytes).toString('base64');
  return reportTransaction({
    resources: [...collection.entry!.map((entry) => entry.resource!), document],
    controlId,
    timestamp: now.toISOString(),
  });
}
