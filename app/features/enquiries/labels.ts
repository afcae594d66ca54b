/**
 * The lead fields' names and their values' labels (spec 3.3): the values come from the contract, the labels
 * from the shared enumerations (`ENUM_OPTIONS`), so the list, the filters, the detail page and the form say the
 * same words.
 */
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import type { components } from '../../../contracts';

export type Enquiry = components['schemas']['Enquiry'];
export type EnquiryNote = components['schemas']['EnquiryNote'];
export type LeadStatus = components['schemas']['LeadStatus'];

/** The field names, as the form, the detail page and the list's filters label them. */
export const ENQUIRY_FIELD_LABELS = {
  salutation: 'Salutation',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  organisation: 'Organisation',
  organisationKind: 'Organisation kind',
  country: 'Country',
  state: 'State or province',
  service: 'Service',
  caseScope: 'Case scope',
  leadSource: 'Lead source',
  status: 'Lead status A',
  stage: 'Lead status B',
  message: 'Message',
  notes: 'Internal notes',
} as const;

const labelsOf = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<string, string>;

export const LEAD_STATUS_LABELS = labelsOf(ENUM_OPTIONS.leadStatus);
export const LEAD_STAGE_LABELS = labelsOf(ENUM_OPTIONS.leadStatusB);
export const LEAD_SOURCE_LABELS = labelsOf(ENUM_OPTIONS.leadSource);
export const SERVICE_LABELS = labelsOf(ENUM_OPTIONS.service);
export const COUNTRY_LABELS = labelsOf(ENUM_OPTIONS.country);
export const SALUTATION_LABELS = labelsOf(ENUM_OPTIONS.salutation);
export const ORGANISATION_KIND_LABELS = labelsOf(ENUM_OPTIONS.organisationKind);
export const CASE_SCOPE_LABELS = labelsOf(ENUM_OPTIONS.caseScope);

/** A value's label, or the value itself for one the labels do not know. */
export const labelOf = (labels: Record<string, string>, value: string | null | undefined) =>
  value ? (labels[value] ?? value) : null;

/** 'Dr. Helen Carter'; no salutation for 'None'. */
export const leadName = (e: Pick<Enquiry, 'salutation' | 'firstName' | 'lastName'>) =>
  [e.salutation === 'None' ? '' : e.salutation, e.firstName, e.lastName].filter(Boolean).join(' ');

export const ENQUIRY_LIST_PATH = '/enquiries';
export const CREATE_ENQUIRY_PATH = '/create-enquiry';
export const enquiryDetailHref = (id: string) => `/enquiries-detail/${encodeURIComponent(id)}`;
export const enquiryEditHref = (id: string) => `/edit-enquiries/${encodeURIComponent(id)}`;
