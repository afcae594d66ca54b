/**
 * The final report as one plain document (browser-safe), built from the case and the version asked for, so the
 * app's page and the backend's PDF (decision 136) show exactly the same content. Version N reads as version 1 plus the first N − 1 addenda (the
 * contract's FinalReport); the report is amended when the version shown has any addendum.
 */
import { enumLabel } from './enumerations';
import type { components } from './generated/types.gen';
import { currentSynoptic, reportAtVersion } from './report-versions';
import { toUsDate } from './time-format';

/** What of a case its report shows (a backend's own case record may carry more). */
type CaseDetails = Pick<
  components['schemas']['Case'],
  'caseID' | 'caseRecordId' | 'type' | 'facility' | 'sentOutAt' | 'patientInfo' | 'slides'
>;

export type FinalReport = components['schemas']['FinalReport'];
export type ReportAddendum = components['schemas']['ReportAddendum'];
export type SignerCredentials = components['schemas']['SignerCredentials'];
type SynopticTemplate = components['schemas']['SynopticTemplate'];
type SynopticItem = components['schemas']['SynopticItem'];

/** The structured (synoptic) part as a version of the report reads it: its template's title and a row per answer. */
export interface ReportSynoptic {
  title: string;
  rows: Array<{ label: string; answer: string }>;
}

export const AMENDED_LABEL = 'Amended';

/** Why a report cannot be shown: the app's page and download and the backend's PDF say the same. */
export const REPORT_ACCESS_MESSAGES = {
  /** To the reviewer of a sampled QA task not graded yet (docs/quality.md): the API withholds the report. */
  blinded: (recordId: string) =>
    `The report of case ${recordId} is shown once you have graded your blinded QA review of it.`,
  notSignedOut: (recordId: string, status: string) =>
    `Case ${recordId} has no final report yet: it is ${status}. The report appears here once the case is signed out.`,
} as const;

/**
 * The report's sections in the order the page and the PDF show them: the diagnosis first, then who signed it
 * out, then whom and what it is about (decision 076; the spec fixes no order).
 */
export const REPORT_SECTIONS = ['Diagnosis', 'Sign-out', 'Patient', 'Specimens', 'Case'] as const;
export type ReportSectionTitle = (typeof REPORT_SECTIONS)[number];

/** The structured part's section, after the diagnosis when the report has one. */
export const SYNOPTIC_SECTION = 'Synoptic report';

export interface ReportSpecimen {
  name: string;
  type: string;
  site: string | null;
  slideCount: number;
  slideNames: string[];
}

/** Who signed (or added to) the report as it names them: 'Dr. Maya Okafor', and 'Pathology · Licensed in TX, CA'. */
export interface ReportSigner {
  name: string;
  /** null when the signer's profile had no specialty and no licensed states. */
  credentials: string | null;
}

/**
 * The signer as the report recorded them at sign-out (decision 076): the salutation before the name ('None' is
 * no salutation), then the specialty and the licensed states, with the labels the app's forms use.
 */
export function reportSigner(name: string, credentials: SignerCredentials): ReportSigner {
  const salutation =
    credentials.salutation && credentials.salutation !== 'None'
      ? enumLabel('salutation', credentials.salutation)
      : '';
  const parts = [
    credentials.specialty ? enumLabel('specialty', credentials.specialty) : '',
    credentials.licensedStates.length ? `Licensed in ${credentials.licensedStates.join(', ')}` : '',
  ].filter(Boolean);
  return {
    name: [salutation, name].filter(Boolean).join(' '),
    credentials: parts.length ? parts.join(' · ') : null,
  };
}

/** 'Dr. Maya Okafor (Pathology · Licensed in TX, CA)': an addendum's author in one line. */
export const adderLine = (adder: ReportSigner) =>
  adder.credentials ? `${adder.name} (${adder.credentials})` : adder.name;

/** An addendum with its author named as the report recorded them. */
export type ReportDocumentAddendum = ReportAddendum & { adder: ReportSigner };

/** Everything a version of the report says; dates are ISO instants, formatted by whoever shows them. */
export interface ReportDocument {
  caseId: string;
  caseRecordId: string;
  caseType: string;
  facility: string;
  /** When the facility sent the case out for reading (null for a case that never was). */
  sentOutAt: string | null;
  patient: { name: string; birthDate: string | null; sex: string | null; mrn: string | null };
  specimens: ReportSpecimen[];
  /** The version shown, and the current one (the latest). */
  version: number;
  currentVersion: number;
  amended: boolean;
  primaryDiagnosis: string;
  grossDescription: string | null;
  microscopicDescription: string | null;
  comments: string | null;
  cptCodes: string[];
  billingComponent: string;
  signedOutAt: string;
  signedOutBy: ReportSigner;
  addenda: ReportDocumentAddendum[];
  synoptic: ReportSynoptic | null;
}

/** A structured answer as the report prints it: a choice's display, a number with its unit. */
function answerText(item: SynopticItem | undefined, value: string | number): string {
  if (item?.kind === 'choice')
    return item.answers.find((answer) => answer.code === value)?.display ?? String(value);
  if (item?.kind === 'number' && item.unit && item.unit !== '{#}') {
    return item.unit === '%' ? `${value}%` : `${value} ${item.unit === '/mm2' ? 'per mm²' : item.unit}`;
  }
  return String(value);
}

/**
 * The structured part of the report as it read at `shown`'s version (the last addendum up to it that states one,
 * else the signed one), labelled by its template; an item the templates no longer have shows its id.
 */
export function synopticAt(
  shown: FinalReport,
  templates: readonly SynopticTemplate[],
): ReportSynoptic | null {
  const part = currentSynoptic(shown);
  if (!part) return null;
  const template = templates.find((candidate) => candidate.id === part.templateId);
  const items = new Map(template?.items.map((item) => [item.id, item]));
  return {
    title: template?.title ?? part.templateId,
    rows: part.answers.map(({ itemId, value }) => ({
      label: items.get(itemId)?.label ?? itemId,
      answer: answerText(items.get(itemId), value),
    })),
  };
}

/** Whether any version of the report has a structured part (so its templates are worth reading). */
export const hasSynoptic = (report: FinalReport) =>
  report.synoptic !== null || report.addenda.some((addendum) => addendum.synoptic !== null);

/** The versions a report has had, oldest first: [1, 2, …, current]. */
export function reportVersions(report: FinalReport): number[] {
  return Array.from({ length: report.version }, (_, index) => index + 1);
}

/** 'RCH-2026-0001-report-v2.pdf': the record id made safe for a file name. */
export function reportFileName(caseRecordId: string, version: number): string {
  const safe = caseRecordId.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'case';
  return `${safe}-report-v${version}.pdf`;
}

function specimensOf(caseData: CaseDetails): ReportSpecimen[] {
  return caseData.slides.map((specimen, index) => {
    const slideNames = specimen.subsections.flatMap((block) => block.images.map((image) => image.fileName));
    const site = [specimen.bodysite, specimen.subsite].filter(Boolean).join(', ');
    return {
      name: specimen.facilitySpecimenID ?? String(index + 1),
      type: specimen.specimenType,
      site: site || null,
      slideCount: Math.max(specimen.totalNumberSlides, slideNames.length),
      slideNames,
    };
  });
}

/** The document of a signed-out case at `version` (its report must exist). */
export function reportDocument(
  caseData: CaseDetails,
  report: FinalReport,
  version: number,
  templates: readonly SynopticTemplate[] = [],
): ReportDocument {
  const shown = reportAtVersion(report, version);
  const patient = caseData.patientInfo;
  return {
    caseId: caseData.caseID,
    caseRecordId: caseData.caseRecordId,
    caseType: caseData.type.displayName,
    facility: caseData.facility.name,
    sentOutAt: caseData.sentOutAt,
    patient: {
      name: [patient.firstName, patient.lastName].filter(Boolean).join(' '),
      birthDate: patient.birthDate ? toUsDate(patient.birthDate) || null : null,
      sex: patient.gender ?? null,
      mrn: patient.mrn || null,
    },
    specimens: specimensOf(caseData),
    version: shown.version,
    currentVersion: report.version,
    amended: shown.addenda.length > 0,
    primaryDiagnosis: shown.primaryDiagnosis,
    grossDescription: shown.grossDescription,
    microscopicDescription: shown.microscopicDescription,
    comments: shown.comments,
    cptCodes: shown.cptCodes,
    billingComponent: enumLabel('billingComponent', shown.billingComponent),
    signedOutAt: shown.signedOutAt,
    signedOutBy: reportSigner(shown.signedOutBy.name, shown.signerCredentials),
    addenda: shown.addenda.map((addendum) => ({
      ...addendum,
      adder: reportSigner(addendum.addedBy.name, addendum.adderCredentials),
    })),
    synoptic: synopticAt(shown, templates),
  };
}
