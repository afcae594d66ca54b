/**
 * A DICOMweb endpoint's test (testDicomWebEndpoint, decision 163) in a sentence for the person who pressed Test,
 * pure: what the one-study search came to, in plain words, with what to do next. Built only from the outcome's
 * kind, the HTTP status (named by Node's own table, never the archive's reason phrase) and the destination rule's
 * sentence, so nothing the archive wrote or any secret reaches the page.
 */
import { STATUS_CODES } from 'node:http';
import type { components } from '../../../contracts';
import type { QidoOutcome } from './qido-answer';

type TestResult = Omit<components['schemas']['DicomWebTestResult'], 'testedAt'>;

const ASK = 'check the address with your PACS administrator';
const WHERE = 'check that it is the archive’s DICOMweb address (it often ends in /dicom-web or /dicomweb)';

/** "HTTP 404 Not Found", or the bare number for a status Node has no name for. */
const statusText = (status: number) =>
  `HTTP ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}`;

export const DICOMWEB_TEST_SENTENCES = {
  reached: (seen: number) =>
    seen === 0
      ? 'Connected: the image archive answered as a DICOMweb service (no studies seen: it may be empty, or hold none PathBridge may see).'
      : 'Connected: the image archive answered as a DICOMweb service (1 study seen).',
  refusedAccess: (status: number) =>
    `The image archive refused the search (${statusText(status)}): ask your PACS administrator to give PathBridge access.`,
  refused: (status: number) =>
    `The image archive answered the search with an error (${statusText(status)}): ${ASK}.`,
  redirect: (status: number) =>
    `The address answered with a redirect (${statusText(status)}), which PathBridge does not follow: ask your PACS administrator for the DICOMweb service’s own address.`,
  notDicomWeb: `Something answered at this address, but not as a DICOMweb service: ${WHERE}.`,
  tooLarge: (maxBytes: number) =>
    `Something answered at this address with more than ${maxBytes / 1024} KiB to a one-study search, which a DICOMweb service does not: ${WHERE}.`,
  timedOut: (timeoutMs: number) =>
    `The image archive did not answer within ${timeoutMs / 1000} seconds: it may be down, or a firewall may be holding the connection. Try again, or ${ASK}.`,
  unreachable: (code: string) => `The image archive could not be reached (${code}): ${ASK}.`,
} as const;

/** The test's answer for what the search came to (`maxBytes` the bound it was read under). */
export function dicomWebTestResult(outcome: QidoOutcome, maxBytes: number): TestResult {
  const none = { studiesSeen: null, httpStatus: null };
  const S = DICOMWEB_TEST_SENTENCES;
  switch (outcome.kind) {
    case 'matches': {
      const seen = Math.min(outcome.datasets.length, 1);
      return { outcome: 'reached', sentence: S.reached(seen), studiesSeen: seen, httpStatus: outcome.status };
    }
    case 'http-error': {
      const access = outcome.status === 401 || outcome.status === 403;
      const sentence = access ? S.refusedAccess(outcome.status) : S.refused(outcome.status);
      return { outcome: 'refused', sentence, studiesSeen: null, httpStatus: outcome.status };
    }
    case 'redirect':
      return {
        outcome: 'refused',
        sentence: S.redirect(outcome.status),
        studiesSeen: null,
        httpStatus: outcome.status,
      };
    case 'not-dicomweb':
      return {
        outcome: 'not-dicomweb',
        sentence: outcome.why === 'too-large' ? S.tooLarge(maxBytes) : S.notDicomWeb,
        studiesSeen: null,
        httpStatus: outcome.status,
      };
    case 'timed-out':
      return { outcome: 'timed-out', sentence: S.timedOut(outcome.timeoutMs), ...none };
    case 'not-allowed':
      return { outcome: 'not-allowed', sentence: outcome.refusal, ...none };
    case 'unreachable':
      return { outcome: 'unreachable', sentence: S.unreachable(outcome.code), ...none };
  }
}
