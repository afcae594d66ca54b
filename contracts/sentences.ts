/**
 * Sentences a person reads that the pages and the backend both say: a form's check in the browser and the
 * server's answer to the same mistake, or a page's confirmation and the API's `message` for it. Kept here once,
 * so the two never drift (scripts/one-home.test.ts finds a sentence written in both).
 */
export const SENTENCES = {
  request: {
    invalidJson: 'The request body must be valid JSON.',
    notMultipart: 'Send the file as multipart/form-data.',
    unreadableMultipart: 'The multipart body could not be read.',
    fileMissing: 'Choose a file to upload.',
  },
  password: {
    mismatch: 'The passwords do not match.',
    changed: 'Your password has been changed. Log in with your new password.',
    codeVerified: 'Code verified. Choose a new password.',
  },
  phone: { invalid: 'Invalid phone number format. Must start with + and follow a valid pattern.' },
  accounts: {
    reviewReasonMissing: 'Say what the facility must change.',
    submittedForReview:
      'Your facility account details were submitted for review. The operator’s staff check them and your proof of address; once they approve, your account becomes active and you can create and send out cases. Meanwhile you can update your details and see your team.',
  },
  tasks: {
    qaCaseMissing: 'A QA task needs the case to review.',
    qaAssigneeInactive: 'A QA task needs an active provider as assignee.',
    onboardingAssignee: 'An onboarding task is assigned to the provider being onboarded.',
    discrepancyComment: 'Explain the discrepancy in a comment.',
    blindReadDiagnosis: 'Write your own diagnosis: the blind read records your read of the case.',
    blindReadRecorded: "Your blind read is recorded. The signer's diagnosis is shown now; grade it below.",
  },
  assignment: {
    settingsSaved: 'Assignment settings saved.',
    profileSaved: 'Assignment profile saved.',
    awayEndsBeforeStart: 'The last day away cannot be before the first.',
  },
  notifications: { settingsSaved: 'Your notification settings were saved.' },
  quality: {
    ratesSaved: 'QA sampling rates saved.',
    periodEndsBeforeStart: 'The end of the period is before its start.',
  },
  registration: {
    licenceStateMissing: 'Choose at least one state you are licensed in: required for Pathology.',
  },
  cases: { payerNotListed: 'Choose an insurance payer from the list.' },
  turnaround: {
    saved: 'Turnaround targets saved.',
    targetTwice: 'This case type and priority are listed twice.',
    holidayTwice: 'This holiday is listed twice.',
  },
  interfaces: {
    hostRequired: 'Enter the host results are sent to.',
    portRequired: 'Enter the port (1 to 65535).',
    fhirUrlRequired: 'Enter the FHIR server’s base URL.',
    archiveOneCriterion: 'Enter an accession number, a patient ID or a study date.',
  },
  /** What the facility is told when an order's accession number did not bring its slides from the image archive. */
  archiveLookup: {
    title: (caseRecordId: string) => `Slides of case ${caseRecordId} from the image archive`,
    notFound: (accession: string) =>
      `No slides were found in the image archive for accession ${accession}. Attach them from the archive search of each block, or upload them, before sending the case out.`,
    busy: (accession: string) =>
      `Too many orders of your facility were waiting for the image archive, so accession ${accession} was not looked up: attach its slides from the archive search of each block, or upload them.`,
    /** Followed by the last attempt's own sentence (why it failed, what to check). */
    unreachable: (accession: string, attempts: number) =>
      `The image archive could not be reached for accession ${accession} (${attempts === 1 ? '1 attempt' : `${attempts} attempts`}): attach the slides from the archive search of each block once it answers, or upload them.`,
    unplaced: (accession: string, count: number) =>
      `${count === 1 ? '1 slide series' : `${count} slide series`} found in the image archive for accession ${accession} could not be matched to a specimen of the case. Attach ${count === 1 ? 'it' : 'them'} to ${count === 1 ? 'its block' : 'their blocks'} from the archive search of each block.`,
  },
  users: {
    facilityMissing: 'Choose the facility this user belongs to.',
    staffRoleMissing: 'Choose the staff role of this admin.',
    statusReasonMissing: 'Give the reason for this status change.',
  },
} as const;

/** The five clinical attachment slots of spec 3.4, in the spec's order, as the pages and the reference data name them. */
export const ATTACHMENT_SLOT_LABELS = {
  clinicalHistoryLetter: 'Clinical history letter',
  labReports: 'Lab reports',
  radiologyEndoscopyOperation: 'Radiology / endoscopy / operation report',
  otherClinical: 'Other clinical file',
  primaryPhysician: 'Primary physician attachment',
} as const;
