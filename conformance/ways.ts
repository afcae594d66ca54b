/**
 * Ways in: for the operations whose success the id collection and the generated requests never reach (a code
 * from an email, a password to change, a submitted account, a case in the right state), short sequences that make
 * what each needs and then send it a request that must succeed, so its 2xx answer is judged like any other
 * (conformance/ways-run.ts runs them). Everything they change is the run's own throwaway making: a provider and a
 * facility registered by the run (the run chose their passwords), a user an admin created (its password set with
 * the emailed code), that facility's cases, tasks. The run's own accounts are never named. Order matters: later
 * ways use what earlier ones made (`needs`, `gives`); the tools and the pure parts are in conformance/way.ts.
 */
import {
  first,
  nextStatus,
  NOWHERE_HOST,
  text,
  THROWAWAY_FACILITY,
  THROWAWAY_FACILITY_SYSTEM,
  THROWAWAY_PROVIDER,
  THROWAWAY_USER,
  throwawayEmail,
  throwawayPassword,
  WayStopped,
  WayWithheld,
  type Way,
} from './way';
import { caseToSendOut } from './stateful-run';

type Data = Record<string, unknown>;

const REASON = 'Conformance run: a throwaway record.';

/** The first slide image of a case read (its specimens' subsections' images), if any. */
function firstImageOf(item: Data): string | undefined {
  for (const specimen of (item.slides as Data[] | undefined) ?? [])
    for (const subsection of (specimen.subsections as Data[] | undefined) ?? [])
      for (const image of (subsection.images as Data[] | undefined) ?? [])
        if (typeof image.fileContent === 'string' && image.fileContent) return image.fileContent;
  return undefined;
}

export const WAYS: Way[] = [
  {
    // The run's provider reads the cases of their open QA tasks before any request grades them: a sampled one is
    // answered blinded (docs/quality.md), which qa_blinding_kept judges. Then the first sampled one without a
    // blind read gets one, and its case is read again at the comparison (the diagnosis shown, the signer not).
    // No case list shows these cases.
    name: 'cases of open QA tasks',
    covers: ['getCase', 'recordQaBlindRead', 'listSlideAnnotations'],
    async run(w) {
      const list = await w.call('listTasks', { as: 'Provider' });
      const open = (Array.isArray(list.items) ? (list.items as Data[]) : []).filter(
        (t) => t.type === 2 && (t.status === 'Open' || t.status === 'InProgress') && t.case,
      );
      for (const task of open.slice(0, 3)) {
        const caseId = text((task.case as Data).caseID, 'case.caseID');
        const read = await w.call('getCase', { as: 'Provider', path: { caseId } });
        // The marks on its first slide, which a blinded reader is not given (x-blinded-fields).
        const imageId = read.blinded === true ? firstImageOf(read) : undefined;
        if (imageId) await w.call('listSlideAnnotations', { as: 'Provider', path: { caseId, imageId } });
      }
      const sampled = open.find(
        (t) => t.createdBy && (t.createdBy as Data).id === 'system-qa' && !t.qaBlindRead,
      );
      // A blind read is recorded once and never taken back: once earlier runs (or readers) used the seeded ones,
      // or on another backend's data, there is none the run may read.
      if (!sampled)
        throw new WayWithheld(
          'no open QA task sampled by the system without a blind read (each is read once, and cannot be put back)',
        );
      await w.call('recordQaBlindRead', { as: 'Provider', path: { taskId: text(sampled.id, 'id') } });
      const caseId = text((sampled.case as Data).caseID, 'case.caseID');
      await w.call('getCase', { as: 'Provider', path: { caseId } });
    },
  },
  {
    // A registered provider (public): the run chose its password, so it may change it.
    name: 'throwaway provider',
    covers: ['downloadRegistrationDocument', 'resetPassword', 'changePassword'],
    gives: ['providerUserId'],
    async run(w) {
      const cv = await w.call('uploadRegistrationDocument', {
        file: { kind: 'pdf', fields: { kind: 'cv' } },
      });
      const email = throwawayEmail('provider', w.tag);
      const [p0, p1, p2] = [0, 1, 2].map((n) => throwawayPassword(w.tag, n));
      const body = { ...w.example('registerProvider'), email, password: p0, cvDocumentId: text(cv.id, 'id') };
      const registration = await w.call('registerProvider', { body });
      w.state.providerUserId = text(registration.userId, 'userId');
      const registrationId = text(registration.id, 'id');
      const read = await w.call('getProviderRegistration', { as: 'Admin', path: { registrationId } });
      const documentId = text(first(read.documents)?.id, 'document');
      await w.call('downloadRegistrationDocument', { as: 'Admin', path: { registrationId, documentId } });
      await w.logIn(THROWAWAY_PROVIDER, email, p0!);
      const reset = { currentPassword: p0, newPassword: p1 };
      await w.call('resetPassword', { as: THROWAWAY_PROVIDER, body: reset });
      const change = { currentPassword: p1, newPassword: p2, confirmPassword: p2 };
      await w.call('changePassword', { as: THROWAWAY_PROVIDER, body: change });
    },
  },
  {
    // A user an admin creates has no password until the email code flow sets one (UserCreateInput): the code is
    // read from the mock's outbox. The user logs in with it, then is retired (Deactivated).
    name: 'first password of a new user',
    covers: ['verifyEmailCode', 'setPasswordWithCode'],
    needsMockToken: true,
    async run(w) {
      const email = throwawayEmail('user', w.tag);
      const user = await w.call('createUser', { as: 'Admin', body: { ...w.example('createUser'), email } });
      const path = { userId: text(user.id, 'id') };
      await w.call('requestEmailVerification', { body: { email } });
      const code = await w.readCode(email);
      await w.call('verifyEmailCode', { body: { email, code } });
      const newPassword = throwawayPassword(w.tag, 3);
      await w.call('setPasswordWithCode', { body: { email, code, newPassword } });
      await w.logIn(THROWAWAY_USER, email, newPassword);
      const retire = { status: 'Deactivated', reason: `${REASON} Retired.` };
      await w.call('changeUserStatus', { as: 'Admin', path, body: retire });
    },
  },
  {
    // The throwaway provider's caseload cap and away dates, set by an admin: a body that keeps the away period's
    // rule (both dates or neither, the end not before the start), which generated dates break often enough that
    // some seeds had no success answer to judge.
    name: 'throwaway provider assignment profile',
    covers: ['updateAssignmentProfile'],
    needs: ['providerUserId'],
    async run(w) {
      const path = { userId: w.state.providerUserId! };
      const body = { caseloadCap: 7, awayFrom: '2031-01-06', awayTo: '2031-01-10' };
      await w.call('updateAssignmentProfile', { as: 'Admin', path, body });
    },
  },
  {
    // The throwaway provider along its lifecycle, then retired (Deactivated), by an admin.
    name: 'throwaway provider status',
    covers: ['changeUserStatus'],
    needs: ['providerUserId'],
    async run(w) {
      const path = { userId: w.state.providerUserId! };
      const info = await w.call('getUserStatus', { as: 'Admin', path });
      const status = nextStatus(info.allowed);
      if (!status) throw new WayStopped('getUserStatus allows no change');
      await w.call('changeUserStatus', { as: 'Admin', path, body: { status, reason: REASON } });
      if (status === 'Deactivated') return;
      const retire = { status: 'Deactivated', reason: `${REASON} Retired.` };
      await w.call('changeUserStatus', { as: 'Admin', path, body: retire });
    },
  },
  {
    // A registered facility (public): its account and its MedicalFacility user, whose password the run chose.
    name: 'throwaway facility',
    covers: [
      'downloadFacilityAccountDocument',
      'submitMyFacilityAccountForReview',
      'requestFacilityAccountChanges',
    ],
    gives: ['facilityId'],
    async run(w) {
      const email = throwawayEmail('facility', w.tag);
      const password = throwawayPassword(w.tag, 0);
      const facilityName = `Conformance clinic ${w.tag}`;
      const body = { ...w.example('registerFacility'), facilityName, email, password };
      const registration = await w.call('registerFacility', { body });
      const accountId = text(registration.facilityId, 'facilityId');
      w.state.facilityId = accountId;
      await w.logIn(THROWAWAY_FACILITY, email, password);
      w.knowAs(THROWAWAY_FACILITY, { role: 'MedicalFacility', facilityId: accountId });
      const proof = { kind: 'pdf' as const, fields: { kind: 'proofOfAddress' } };
      const upload = await w.call('uploadRegistrationDocument', { file: proof });
      const update = { proofOfAddressDocumentId: text(upload.id, 'id') };
      const account = await w.call('updateMyFacilityAccount', { as: THROWAWAY_FACILITY, body: update });
      const documentId = text((account.proofOfAddress as Data | null)?.id, 'proofOfAddress');
      const path = { accountId, documentId };
      await w.call('downloadFacilityAccountDocument', { as: THROWAWAY_FACILITY, path });
      await w.call('submitMyFacilityAccountForReview', { as: THROWAWAY_FACILITY });
      const changes = { reason: 'Conformance run: the proof of address is a sample file.' };
      await w.call('requestFacilityAccountChanges', { as: 'Admin', path: { accountId }, body: changes });
    },
  },
  {
    // The throwaway facility's own system (decision 106): an API credential, an order in as FHIR (the contract's
    // example: a new draft case, 201) and the same order again (its placer number: that case, 200).
    name: 'orders of the throwaway facility',
    covers: ['rotateFhirCredential', 'createOrder'],
    needs: ['facilityId'],
    async run(w) {
      const made = await w.call('rotateFhirCredential', { as: THROWAWAY_FACILITY });
      w.useToken(THROWAWAY_FACILITY_SYSTEM, text(made.credential, 'credential'));
      await w.call('createOrder', { as: THROWAWAY_FACILITY_SYSTEM });
      await w.call('createOrder', { as: THROWAWAY_FACILITY_SYSTEM });
    },
  },
  {
    // The throwaway facility's HL7 endpoint (decision 141: never the run's own facility's, whose queued results
    // would go to it): saved disabled, on a documentation address (RFC 5737) no message reaches, then the test
    // message, which waits out its documented time (x-max-seconds) and answers what it could not reach; its image
    // archive on the same address, searched likewise (decision 163).
    name: 'interfaces of the throwaway facility',
    covers: ['updateMyFacilityInterfaces', 'sendInterfaceTestMessage', 'testDicomWebEndpoint'],
    needs: ['facilityId'],
    async run(w) {
      const example = w.example('updateMyFacilityInterfaces');
      const hl7 = { ...(example.hl7 as Data | undefined), enabled: false, host: NOWHERE_HOST };
      const dicomweb = { baseUrl: `https://${NOWHERE_HOST}/dicom-web` };
      await w.call('updateMyFacilityInterfaces', { as: THROWAWAY_FACILITY, body: { hl7, dicomweb } });
      await w.call('sendInterfaceTestMessage', { as: THROWAWAY_FACILITY });
      await w.call('testDicomWebEndpoint', { as: THROWAWAY_FACILITY });
    },
  },
  {
    // Two draft cases of the throwaway facility, imported by an admin; the first one related, sent out and
    // assigned to the run's provider, to receive a slide upload, a report draft (read by the facility while held),
    // a diagnosis and annotations, and signed out (by the admin); its image's region read.
    name: 'cases of the throwaway facility',
    covers: [
      'importCases',
      'updateCase',
      'updateCaseRelations',
      'createSlideUpload',
      'getSlideDownloadLink',
      'saveReportDraft',
      'updateCasePrimaryDiagnosis',
      'saveSlideAnnotations',
      'signOutCase',
      'getSlideRegion',
    ],
    needs: ['facilityId'],
    gives: ['signedOutCaseId'],
    async run(w) {
      const draft = w.example('createCase');
      const imported = await w.call('importCases', {
        as: 'Admin',
        body: { facilityId: w.state.facilityId, cases: [draft, draft] },
      });
      const items = Array.isArray(imported.items) ? (imported.items as Data[]) : [];
      const [caseId, childId] = [0, 1].map((i) => text(items[i]?.caseID, `case ${i + 1}`));
      await w.call('updateCase', { as: 'Admin', path: { caseId: caseId! }, body: draft });
      const relation = { caseRelation: 'Child', parentCaseId: caseId };
      await w.call('updateCaseRelations', { as: 'Admin', path: { caseId: childId! }, body: relation });
      const read = await w.call('getCase', { as: 'Admin', path: { caseId: caseId! } });
      const subsectionId = text(first(first(read.slides)?.subsections)?.id, 'subsection');
      const path = { caseId: caseId!, subsectionId };
      const grant = { fileName: 'conformance.svs', sizeBytes: 1024 };
      await w.call('createSlideUpload', { as: 'Admin', path, body: grant });
      const uploaded = await w.call('uploadSubsectionImage', { as: 'Admin', path, file: { kind: 'tiff' } });
      const imageId = text((uploaded.image as Data | undefined)?.fileContent, 'image.fileContent');
      // Its link, as the facility reads it: only an upload's link says where it stands in the archive.
      await w.call('getSlideDownloadLink', { as: THROWAWAY_FACILITY, path: { blobId: imageId } });
      await w.call('sendOutCase', { as: 'Admin', path: { caseId: caseId! } });
      const assign = { providerId: w.userId('Provider') };
      await w.call('assignCase', { as: 'Admin', path: { caseId: caseId! }, body: assign });
      await w.call('saveReportDraft', { as: 'Admin', path: { caseId: caseId! } });
      // The facility reads its case while the draft is held: the draft is the assigned provider's and admins' only.
      await w.call('getCase', { as: THROWAWAY_FACILITY, path: { caseId: caseId! } });
      await w.call('updateCasePrimaryDiagnosis', { as: 'Admin', path: { caseId: caseId! } });
      await w.call('saveSlideAnnotations', { as: 'Admin', path: { caseId: caseId!, imageId } });
      await w.call('signOutCase', { as: 'Admin', path: { caseId: caseId! } });
      w.state.signedOutCaseId = caseId!;
      // The whole of the run's own image (one pixel): the slides the ids were collected from may be smaller than
      // any rectangle the checks generate, an earlier run's upload among them.
      const whole = { x: '0', y: '0', width: '1', height: '1', outWidth: '1' };
      await w.call('getSlideRegion', { as: 'Admin', path: { caseId: caseId!, imageId }, query: whole });
    },
  },
  {
    // The signed-out case: an addendum, its PDF (now version 2), and a QA task for the run's provider (who did not
    // sign it out), graded.
    name: 'QA of the signed-out case',
    covers: ['addReportAddendum', 'getReportPdf', 'submitQaReview'],
    needs: ['signedOutCaseId'],
    async run(w) {
      const caseId = w.state.signedOutCaseId!;
      await w.call('addReportAddendum', { as: 'Admin', path: { caseId } });
      await w.call('getReportPdf', { as: 'Admin', path: { caseId } });
      const qa = { type: 2, title: 'Conformance run: QA review', caseId, assigneeId: w.userId('Provider') };
      const task = await w.call('createTask', { as: 'Admin', body: qa });
      await w.call('submitQaReview', { as: 'Provider', path: { taskId: text(task.id, 'id') } });
    },
  },
  {
    // A live consult on a case being read (decisions 086 and 097: none on a signed-out case): a case sent out (its
    // ranked candidates read while it is Available: the seeded ones are not sent out by a run, x-irreversible) and
    // assigned to the run's provider; the admin leads, the provider (a reader) is invited and joins; the admin
    // appends a step, which the provider reads back with the consult; the provider asks to lead and is handed it;
    // both leave, which ends it.
    name: 'consult on an assigned case',
    covers: [
      'listAssignmentCandidates',
      'startConsult',
      'inviteToConsult',
      'joinConsult',
      'appendConsultEvents',
      'sendConsultLiveView',
      'getConsult',
      'listConsultEvents',
      'requestConsultLead',
      'handOverConsult',
      'leaveConsult',
    ],
    needs: ['facilityId'],
    gives: ['consultCaseId'],
    async run(w) {
      const body = { facilityId: w.state.facilityId, cases: [caseToSendOut(w.example('createCase'))] };
      const imported = await w.call('importCases', { as: 'Admin', body });
      const caseId = text((imported.items as Data[] | undefined)?.[0]?.caseID, 'case');
      await w.call('sendOutCase', { as: 'Admin', path: { caseId } });
      // A case assigned at once (automatic assignment) has no candidates to rank (409): the consult goes on.
      await w.call('listAssignmentCandidates', { as: 'Admin', path: { caseId } }).catch(() => undefined);
      await w.call('assignCase', {
        as: 'Admin',
        path: { caseId },
        body: { providerId: w.userId('Provider') },
      });
      const consult = await w.call('startConsult', { as: 'Admin', path: { caseId } });
      const path = { caseId, consultId: text(consult.consultId, 'consultId') };
      const provider = { userId: w.userId('Provider') };
      await w.call('inviteToConsult', { as: 'Admin', path, body: provider });
      await w.call('joinConsult', { as: 'Provider', path });
      const lastSeq = typeof consult.lastSeq === 'number' ? consult.lastSeq : 0;
      const event = { type: 'slide/selected', id: `conformance-${w.tag}`, at: 0, origin: 'user', index: 0 };
      const steps = [{ seq: lastSeq + 1, action: 'dispatch', event }];
      await w.call('appendConsultEvents', { as: 'Admin', path, body: { steps } });
      const live = {
        n: 1,
        slideIndex: 0,
        view: { zoom: 1, center: { x: 0.5, y: 0.5 }, rotation: 0 },
        pointer: null,
      };
      await w.call('sendConsultLiveView', { as: 'Admin', path, body: live });
      await w.call('getConsult', { as: 'Provider', path });
      await w.call('listConsultEvents', { as: 'Provider', path });
      await w.call('requestConsultLead', { as: 'Provider', path });
      await w.call('handOverConsult', { as: 'Admin', path, body: provider });
      await w.call('leaveConsult', { as: 'Provider', path });
      await w.call('leaveConsult', { as: 'Admin', path });
      w.state.consultCaseId = caseId;
    },
  },
  {
    // A document of the run's own: an onboarding task for the run's provider, a PDF uploaded to it and read back,
    // then the task cancelled. The ids collected before the checks find documents only among the newest tasks,
    // which the runs before fill with tasks of their own.
    name: 'document of an onboarding task',
    covers: ['uploadTaskDocument', 'downloadTaskDocument'],
    async run(w) {
      const onboarding = {
        ...w.example('createTask'),
        type: 3,
        title: `Conformance run ${w.tag}: onboarding`,
        assigneeId: w.userId('Provider'),
      };
      const task = await w.call('createTask', { as: 'Admin', body: onboarding });
      const taskId = text(task.id, 'id');
      const file = { kind: 'pdf' as const };
      const document = await w.call('uploadTaskDocument', { as: 'Admin', path: { taskId }, file });
      const path = { taskId, documentId: text(document.id, 'document id') };
      await w.call('downloadTaskDocument', { as: 'Admin', path });
      await w.call('cancelTask', { as: 'Admin', path: { taskId } });
    },
  },
  {
    // A user of the facility, made by its administrator as its own form does (a Facility_NP of its own facility):
    // ignored_auth sends that request to the facility's other roles, so their refusal is judged on the role, not
    // on a body naming a role or facility theirs could never send.
    name: 'a user of the facility',
    covers: ['createUser'],
    async run(w) {
      const body = {
        ...w.example('createUser'),
        email: `conformance.user.${w.tag}@example.test`,
        role: 'Facility_NP',
        facilityId: w.facilityId('MedicalFacility'),
      };
      await w.call('createUser', { as: 'MedicalFacility', body });
    },
  },
  {
    name: 'task to complete',
    covers: ['completeTask'],
    async run(w) {
      const task = await w.call('createTask', { as: 'Admin' });
      await w.call('completeTask', { as: 'Admin', path: { taskId: text(task.id, 'id') } });
    },
  },
];
