/**
 * The facility's Interfaces page (/facility-account/interfaces, decision 106), browser-safe half: the HL7 v2
 * endpoint form derived from the contract's `FacilityInterfacesInput` (the same names, `hl7.host`, so the API's
 * refusals land under their fields), its sentences, and how a test message's answer reads.
 */
import { z } from 'zod';
import { schemas, SENTENCES, type components } from '../../../contracts';
import type { DicomWebTestResult } from './dicomweb-settings';

export type FacilityInterfaces = components['schemas']['FacilityInterfaces'];
export type InterfaceTestResult = components['schemas']['InterfaceTestResult'];
export type FhirCredential = components['schemas']['FhirCredential'];

export const INTERFACES_FORM_ID = 'interfaces-endpoint';
export const INTERFACE_INTENTS = [
  'save-endpoint',
  'save-order-sender',
  'save-fhir-push',
  'save-dicomweb',
  'test-message',
  'test-dicomweb',
  'rotate-credential',
] as const;
export const TEST_MESSAGE_FETCHER = 'interfaces-test-message';
export const ROTATE_FETCHER = 'interfaces-rotate-credential';

export const INTERFACES_TEXT = {
  forbidden:
    'Interfaces are a facility’s own settings. Only facility users (Medical Facility and Facility NP) can open them.',
  saved: 'The HL7 endpoint was saved.',
  embedLabel: 'Include the report PDF in each message',
  embedHint:
    'Adds the PDF itself to each result message (HL7: an ED OBX segment), for systems that file the PDF from the message. Every message already carries a link to the PDF, which your system opens with its FHIR credential. A PDF over 640 KiB is left out of the message; your system may also refuse large messages.',
  intro:
    'Where PathBridge sends your facility’s reports, and how your systems send it orders and read results.',
  enabledHint:
    'Each signed-out report and each addendum is sent to your system as an HL7 result message (ORU^R01).',
  hostHint:
    'The name or address of the computer your system listens on, like lis.hospital.example or 10.0.0.5.',
  portHint: 'The number it listens on, like 6661.',
  receivingApplication: 'Receiving application',
  receivingApplicationHint:
    'The name your system expects as the message’s receiver (HL7 field MSH-5), like LIS. Leave it empty unless your interface team gives one.',
  receivingFacility: 'Receiving facility',
  receivingFacilityHint:
    'Your facility’s code as your system expects it (HL7 field MSH-6), like RCH. Leave it empty unless your interface team gives one.',
  testHint:
    'Sends a sample result, marked as a test, to the host and port saved above, and shows your system’s answer.',
  testSending: 'Sending a test message and waiting for your system’s answer…',
  testControlId: (controlId: string) => `Control ID: ${controlId}.`,
  /** The API's sentences for an enabled endpoint without a host or a port (updateMyFacilityInterfaces). */
  hostRequired: SENTENCES.interfaces.hostRequired,
  portRequired: SENTENCES.interfaces.portRequired,
  hostFormat: 'Enter a host name or an IPv4 address, like lis.hospital.example or 10.0.0.5.',
  codeFormat: 'Use at most 20 letters, digits, spaces, dots, hyphens or underscores.',
  rotateTitle: 'Make a new FHIR API credential?',
  rotateDescription:
    'The current credential stops working at once: every system reading the FHIR API with it must be given the new one. The new credential is shown only once.',
  rotateConfirm: 'Rotate credential',
  shownOnce: 'Copy it now: it will not be shown again.',
  copied: 'Credential copied.',
} as const;

const endpoint = schemas.zHl7Endpoint;

/** A contract field with this page's sentence when the value breaks it. */
const worded = <T extends z.ZodType<string>>(field: T, error: string) =>
  z.string().refine((value) => field.safeParse(value).success, { error });

/**
 * The endpoint form: a checkbox, a host, a port, MSH-5 and MSH-6, and whether the ORU carries the PDF; enabling
 * needs a host and a port.
 */
export const interfacesForm = z
  .object({
    hl7: z.object({
      enabled: z.boolean().optional(),
      host: worded(endpoint.shape.host.unwrap(), INTERFACES_TEXT.hostFormat).optional(),
      port: endpoint.shape.port.unwrap().optional(),
      receivingApplication: worded(
        endpoint.shape.receivingApplication,
        INTERFACES_TEXT.codeFormat,
      ).optional(),
      receivingFacility: worded(endpoint.shape.receivingFacility, INTERFACES_TEXT.codeFormat).optional(),
      embedReportPdf: z.boolean().optional(),
    }),
  })
  .superRefine((value, ctx) => {
    if (!value.hl7.enabled) return;
    if (!value.hl7.host)
      ctx.addIssue({ code: 'custom', path: ['hl7', 'host'], message: INTERFACES_TEXT.hostRequired });
    if (value.hl7.port === undefined)
      ctx.addIssue({ code: 'custom', path: ['hl7', 'port'], message: INTERFACES_TEXT.portRequired });
  });

export type InterfacesFormValues = z.output<typeof interfacesForm>;

/** The body of updateMyFacilityInterfaces: every field, empty ones as null or ''. */
export function interfacesBody(
  values: InterfacesFormValues,
): components['schemas']['FacilityInterfacesInput'] {
  return {
    hl7: {
      enabled: values.hl7.enabled ?? false,
      host: values.hl7.host ?? null,
      port: values.hl7.port ?? null,
      receivingApplication: values.hl7.receivingApplication ?? '',
      receivingFacility: values.hl7.receivingFacility ?? '',
      embedReportPdf: values.hl7.embedReportPdf ?? false,
    },
  };
}

/** The form's first values: the saved endpoint, as text. */
export function interfacesDefaults(interfaces: FacilityInterfaces) {
  const { hl7 } = interfaces;
  return {
    hl7: {
      enabled: hl7.enabled ? 'on' : '',
      host: hl7.host ?? '',
      port: hl7.port === null ? '' : String(hl7.port),
      receivingApplication: hl7.receivingApplication,
      receivingFacility: hl7.receivingFacility,
      embedReportPdf: hl7.embedReportPdf ? 'on' : '',
    },
  };
}

/** A test message's answer in a sentence: the ACK's code and text, or why none came. */
export function testResultText(result: InterfaceTestResult): string {
  const text = result.ackText ? `: ${result.ackText}` : '';
  switch (result.outcome) {
    case 'acknowledged':
      return `Accepted by your system (ACK ${result.ackCode})${text}`;
    case 'rejected':
      return `Refused by your system (ACK ${result.ackCode})${text}`;
    case 'no-answer':
      return `Your system did not answer (no ACK)${text}`;
    case 'unreachable':
      return `Your system could not be reached at this host and port${text}`;
  }
}

/** What the page's action answers to the tests and the rotation (read by their fetchers). */
export type InterfacesActionData =
  | { intent: 'test-message'; ok: true; result: InterfaceTestResult }
  | { intent: 'test-dicomweb'; ok: true; result: DicomWebTestResult }
  | { intent: 'rotate-credential'; ok: true; credential: FhirCredential }
  | { intent: 'test-message' | 'test-dicomweb' | 'rotate-credential'; ok: false; message: string };
