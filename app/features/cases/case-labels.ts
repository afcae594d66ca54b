/**
 * How a case's values read on its pages (browser-safe): status tones for the kit's StatusBadge, the attachment
 * slots' names (spec 3.4), and the enumerations' labels (spec 3.3, through ENUM_OPTIONS).
 */
import { statusTones } from '~/components/detail';
import { enumLabel } from '../../../contracts/enumerations';
import type { components } from '../../../contracts';
import type { CaseStatus } from './list-config';

export type CaseDetails = components['schemas']['Case'];
export type CaseAttachment = components['schemas']['CaseAttachment'];
export type AttachmentSlot = components['schemas']['AttachmentSlot'];
export type CaseRelations = components['schemas']['CaseRelations'];
export type SlideLink = components['schemas']['SlideLink'];

/** Every status has a tone (a new status fails to compile until it gets one). */
export const CASE_TONES = statusTones<CaseStatus>({
  Draft: 'neutral',
  Available: 'info',
  Assigned: 'progress',
  SignOutCompleted: 'success',
  Cancelled: 'danger',
});

export { ATTACHMENT_SLOT_LABELS } from '../../../contracts';

export const billingComponentLabel = (value: CaseDetails['billingComponent']) =>
  enumLabel('billingComponent', value);
export const slideDeliveryLabel = (value: CaseDetails['slideDelivery']) => enumLabel('slideDelivery', value);
export const caseRelationLabel = (value: CaseDetails['caseRelation']) => enumLabel('caseRelation', value);

/** What a preview can show inline: images and PDFs (spec 2.7's "image preview" and "PDF report list"). */
export function previewKind(contentType: string): 'image' | 'pdf' | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'image/png' || type === 'image/jpeg') return 'image';
  if (type === 'application/pdf') return 'pdf';
  return null;
}

export { casePaths } from '~/lib/case-paths';

/** What the reader may do with the case in its state (decided by the loader; the API decides again). */
export interface CaseAbilities {
  edit: boolean;
  sendOut: boolean;
  /** Why a draft the facility could send out cannot go yet (its slides, decision 170): said in place of the button. */
  sendOutRefusal?: string;
  cancel: boolean;
  pickUp: boolean;
  /** Return the case to Available Cases: the provider holding it, with no saved draft report (decision 075). */
  release?: boolean;
  /** Write the report in the reading workspace (the assigned provider or an admin, while Assigned). */
  diagnose?: boolean;
  /** Try a slide's failed store in the image archive again: the case's facility and admins (decision 182). */
  storeInArchive?: boolean;
  /** Assign (Available) or reassign (Assigned) the case to a provider: admins (decision 035). */
  assign?: boolean;
  /** Create a billing record for the signed-out case: admins (decision 039). */
  bill?: boolean;
  /** The live consult the reader takes part in on another's case: the way back into it. */
  consult?: { href: string; label: string } | null;
}

/** What the case page's loader hands its view. */
export interface CaseDetailsData {
  caseData: CaseDetails;
  attachments: CaseAttachment[];
  /** The sentence when the attachments could not be read (the rest of the page still shows). */
  attachmentsError: string | null;
  relations: CaseRelations | null;
  /** Blob id → its signed thumbnail URL, or null (an uploaded slide has none; a failed link). */
  thumbnails: Record<string, string | null>;
  /** The reference lists' labels of the case's insurance payer and slide orders (value → label). */
  referenceLabels: { insurancePayers: Record<string, string>; slideOrders: Record<string, string> };
  can: CaseAbilities;
  /** The list the reader came from, for the breadcrumb. */
  parent: { label: string; to: string };
  flash: { kind: 'success' | 'error'; message: string } | null;
}
