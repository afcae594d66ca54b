/**
 * Fault set 5 (decision 173): breakages written as an outside tester would, against the operations and promises
 * added last and checked least: the facility's image archive (its DICOMweb endpoint on Interfaces, the search, the
 * attach), the slide's place on its way into the site's archive, the fields a role may see, a key still being
 * processed, and turnaround per priority. Each breaks one promise of `openapi.yaml` (its schema, a marker or a
 * sentence of a description) on one operation, and counts as caught only when a failure of a default targeted run
 * names that operation (./breakages-recent.test.ts). Started like the others (`--break NAME`).
 */
import { isFacilityRole } from '../../contracts';
import { ARCHIVE_SEARCH_MESSAGES } from '../interop/dicomweb/archive-rows';
import { db } from '../store/db';
import {
  envelope,
  onData,
  sessionUser,
  success,
  type Breakage,
  type BrokenAnswer,
  type BrokenRequest,
  type Data,
} from './breakage-hook';

const callerRole = (r: BrokenRequest) => sessionUser(r.headers.authorization)?.role ?? '';
const NOTHING_FOUND = { studies: [], truncated: false };
/** A URL to a loopback, private (RFC 1918) or link-local address, written as the address. */
const INNER_ADDRESS =
  /^https?:\/\/(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|\[(::1|fe80:|f[cd])|localhost\b)/i;

/** A JSON object's field, or undefined. */
const field = (value: unknown, name: string) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

/** Each case type's row of the dashboard's turnaround figures, to change in place. */
const eachCaseType = (change: (row: Data & { byPriority: Data[] }) => void) =>
  onData((data) => {
    const rows = field(field(data, 'dueTimes'), 'byCaseType');
    for (const row of Array.isArray(rows) ? rows : [])
      if (Array.isArray(field(row, 'byPriority'))) change(row as Data & { byPriority: Data[] });
  });

/** A slide link's answer changed in place, for a slide a facility uploaded (not a catalogue slide). */
const onUploadedLink = (change: (link: Data) => void) => (answer: BrokenAnswer, r: BrokenRequest) =>
  db.slideUploads.findFirst((q) => q.where({ id: r.params.blobId ?? '' }))
    ? onData(change)(answer)
    : undefined;

export const RECENT_BREAKAGES: Breakage[] = [
  // "For the facility roles (403 otherwise)": the role never looked at, every caller searched as a facility.
  {
    name: 'archive-search-role-unchecked',
    breaks:
      'searchImageArchive answers an Admin or a Provider as a facility without an archive (409 not set), not 403',
    check: 'ignored_auth',
    operations: ['searchImageArchive'],
    effects: () => [
      {
        operationId: 'searchImageArchive',
        when: (r) => !!callerRole(r) && !isFacilityRole(callerRole(r)),
        answer: () => envelope(409, ARCHIVE_SEARCH_MESSAGES.notSet),
      },
    ],
  },
  // "At least one of accessionNumber, patientId, studyDate (422 under query otherwise)".
  {
    name: 'archive-search-no-criterion',
    breaks: 'searchImageArchive answers a search with no criterion 200 with no studies, not 422',
    check: 'negative_data_rejection',
    operations: ['searchImageArchive'],
    effects: () => [
      {
        operationId: 'searchImageArchive',
        when: (r) =>
          isFacilityRole(callerRole(r)) &&
          !r.query.get('accessionNumber') &&
          !r.query.get('patientId') &&
          !r.query.get('studyDate'),
        answer: () => success(200, NOTHING_FOUND),
      },
    ],
  },
  // accessionNumber: maxLength 16 and its pattern, so nothing but an identifier's letters reaches the archive.
  {
    name: 'archive-search-accession-unbounded',
    breaks:
      'searchImageArchive takes an accessionNumber of any length and letters and answers that nothing matched (200)',
    check: 'negative_data_rejection',
    operations: ['searchImageArchive'],
    effects: () => [
      {
        operationId: 'searchImageArchive',
        when: (r) => {
          const accession = r.query.get('accessionNumber');
          return (
            isFacilityRole(callerRole(r)) && accession !== null && !/^[A-Za-z0-9._/-]{1,16}$/.test(accession)
          );
        },
        answer: () => success(200, NOTHING_FOUND),
      },
    ],
  },
  // "409 when no endpoint is saved …, 502 …, 504 …": a search that could not be made passed off as one that found nothing.
  {
    name: 'archive-search-failure-as-empty',
    breaks:
      'searchImageArchive answers 200 with no studies when it cannot search (no endpoint saved: 409; 502; 504)',
    check: 'state_transitions',
    operations: ['searchImageArchive'],
    effects: () => [
      {
        operationId: 'searchImageArchive',
        response: (answer) =>
          [409, 502, 504].includes(answer.status) ? success(200, NOTHING_FOUND) : undefined,
      },
    ],
  },
  // "The case's facility … (403 for others)": the archive asked before the case's access.
  {
    name: 'archive-attach-other-facility',
    breaks:
      "attachArchiveSeries answers a facility user on another facility's case as on its own (409 not set), not 403 or 404",
    check: 'ignored_auth',
    operations: ['attachArchiveSeries'],
    effects: () => [
      {
        operationId: 'attachArchiveSeries',
        when: (r) => {
          const user = sessionUser(r.headers.authorization);
          const item = db.cases.findFirst((q) => q.where({ caseID: r.params.caseId ?? '' }));
          return !!user && isFacilityRole(user.role) && !!item && item.facility?.id !== user.facilityId;
        },
        answer: () => envelope(409, ARCHIVE_SEARCH_MESSAGES.notSet),
      },
    ],
  },
  // "404 for an unknown case or subsection". Not caught: without a running archive the contract's 409 (none
  // saved) may come first, so only a run against one could tell (conformance/promises.ts).
  {
    name: 'archive-attach-unknown-subsection',
    breaks: 'attachArchiveSeries answers a subsection the case does not have 409 (not set), not 404',
    check: 'status_code_conformance',
    operations: ['attachArchiveSeries'],
    effects: () => [
      {
        operationId: 'attachArchiveSeries',
        response: (answer) =>
          answer.status === 404 && /subsection/i.test(String(field(answer.json, 'message')))
            ? envelope(409, ARCHIVE_SEARCH_MESSAGES.notSet)
            : undefined,
      },
    ],
  },
  // DicomWebEndpoint: "https, or http to a host in a network an administrator allowed for interfaces" (decision
  // 163: the FHIR push's destination rule). The host's name is looked up, but an address written as such is never
  // judged: the answer (and the facility's interfaces read afterwards) says it was saved. The mock itself keeps
  // its endpoint as it was, so nothing connects there.
  {
    name: 'dicomweb-any-address-saved',
    breaks:
      "updateMyFacilityInterfaces saves a dicomweb.baseUrl written with a loopback, private or link-local address (the cloud's metadata service at 169.254.169.254)",
    check: 'negative_data_rejection',
    operations: ['updateMyFacilityInterfaces', 'getMyFacilityInterfaces'],
    effects: () => {
      const saved = new Map<string, string>();
      const facilityOf = (r: BrokenRequest) => sessionUser(r.headers.authorization)?.facilityId ?? '';
      return [
        {
          operationId: 'updateMyFacilityInterfaces',
          request: (r) => {
            const baseUrl = field(field(r.body, 'dicomweb'), 'baseUrl');
            if (typeof baseUrl !== 'string' || !INNER_ADDRESS.test(baseUrl)) return;
            saved.set(facilityOf(r), baseUrl);
            // Left out: the mock keeps what it had, and judges only the rest of the body.
            delete (r.body as Data).dicomweb;
            if (Object.keys(r.body as Data).length === 0) (r.body as Data).orders = undefined;
          },
          response: (answer, r) =>
            onData((data) => {
              const baseUrl = saved.get(facilityOf(r));
              if (baseUrl) data.dicomweb = { baseUrl };
            })(answer),
        },
        {
          operationId: 'getMyFacilityInterfaces',
          response: (answer, r) =>
            onData((data) => {
              const baseUrl = saved.get(facilityOf(r));
              if (baseUrl) data.dicomweb = { baseUrl };
            })(answer),
        },
      ];
    },
  },
  // "409 when no endpoint is saved".
  {
    name: 'dicomweb-test-unset-answers-200',
    breaks:
      'testDicomWebEndpoint answers 200 (outcome not-allowed) when the facility saved no endpoint, not 409',
    check: 'state_transitions',
    operations: ['testDicomWebEndpoint'],
    effects: () => [
      {
        operationId: 'testDicomWebEndpoint',
        response: (answer) =>
          answer.status === 409 && /first/.test(String(field(answer.json, 'message')))
            ? success(200, {
                outcome: 'not-allowed',
                sentence: 'No image archive address is allowed: save one under Interfaces.',
                studiesSeen: null,
                httpStatus: null,
                testedAt: new Date().toISOString(),
              })
            : undefined,
      },
    ],
  },
  // SlideArchiveStorage.state: "Stored: the archive holds it and viewers read it there (`dicomweb`)".
  {
    name: 'archive-stored-without-series',
    breaks: 'getSlideDownloadLink says an uploaded slide is Stored in the archive while its dicomweb is null',
    check: 'response_schema_conformance',
    operations: ['getSlideDownloadLink'],
    effects: () => [
      {
        operationId: 'getSlideDownloadLink',
        response: onUploadedLink((link) => {
          if (!link.dicomweb) link.archiveStorage = { state: 'Stored', message: null };
        }),
      },
    ],
  },
  // SlideArchiveStorage.message: "For Failed, a sentence saying why …; else null".
  {
    name: 'archive-failed-without-sentence',
    breaks:
      'getSlideDownloadLink says an uploaded slide Failed to be stored, with no sentence (message null)',
    check: 'response_schema_conformance',
    operations: ['getSlideDownloadLink'],
    effects: () => [
      {
        operationId: 'getSlideDownloadLink',
        response: onUploadedLink((link) => {
          link.archiveStorage = { state: 'Failed', message: null };
        }),
      },
    ],
  },
  // getCase: "`pickUp` only to a provider, on an Available case" (x-role-fields).
  {
    name: 'pickup-verdict-on-case-to-facility',
    breaks: 'getCase tells a facility user, on its Available case, whether it may pick the case up',
    check: 'role_fields_kept',
    operations: ['getCase'],
    effects: () => [
      {
        operationId: 'getCase',
        when: (r) => isFacilityRole(callerRole(r)),
        response: onData((item) => {
          if (item.status === 'Available')
            item.pickUp = { allowed: false, reason: 'You cannot pick up this case: you are not a provider.' };
        }),
      },
    ],
  },
  // createCase: "The same key from the same caller with the same body … answers 201 with the case that create
  // made"; 409 only "while the first request with it is still being processed". A key never leaves that state.
  {
    name: 'idempotency-key-stuck-in-flight',
    breaks:
      'createCase answers every later request with a used Idempotency-Key 409 (still being processed), even once the first has answered',
    check: 'idempotent_replay',
    operations: ['createCase'],
    effects: () => {
      const used = new Set<string>();
      const keyOf = (r: BrokenRequest) => `${r.headers.authorization ?? ''} ${r.headers['idempotency-key']}`;
      return [
        {
          operationId: 'createCase',
          when: (r) => !!r.headers['idempotency-key'],
          response: (answer, r) => {
            const key = keyOf(r);
            // The replay the handler made of a used key goes out as the in-flight refusal.
            if (used.has(key) && answer.headers['idempotent-replayed'])
              return envelope(
                409,
                'A request with this Idempotency-Key is still being processed. Try again in a moment.',
              );
            if (answer.status === 201) used.add(key);
          },
        },
      ];
    },
  },
  // CaseTypeTurnaround: "their `cases` and `met` add up to the type's".
  {
    name: 'priority-figures-miss-cases',
    breaks:
      "getAdminDashboard's turnaround per priority counts one case fewer under Routine than the type's totals hold",
    check: 'response_schema_conformance',
    operations: ['getAdminDashboard'],
    effects: () => [
      {
        operationId: 'getAdminDashboard',
        response: eachCaseType((row) => {
          const routine = row.byPriority.find((p) => p.priority === 'Routine');
          if (routine && Number(routine.cases) > 0) {
            routine.cases = Number(routine.cases) - 1;
            routine.met = Math.min(Number(routine.met), Number(routine.cases));
          }
        }),
      },
    ],
  },
  // CaseTypeTurnaround.byPriority: "every priority listed, most urgent first (STAT, Rush, Routine)".
  {
    name: 'priority-figures-enum-order',
    breaks:
      "getAdminDashboard lists each type's priorities in the enum's order (Routine, Rush, STAT), not most urgent first",
    check: 'response_schema_conformance',
    operations: ['getAdminDashboard'],
    effects: () => [
      {
        operationId: 'getAdminDashboard',
        response: eachCaseType((row) => void row.byPriority.reverse()),
      },
    ],
  },
];
