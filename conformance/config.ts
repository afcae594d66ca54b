/**
 * What the checker knows about this contract beyond openapi.yaml: the demo logins, how to log in, and the
 * operations that need care on a live server (they end sessions, change passwords or count towards a rate
 * limit), with the reason each is treated so. Everything here is listed in docs/conformance.md.
 */

/** The demo accounts of the README, one per role (`--auth Role=email:password` replaces or adds). */
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEFAULT_ACCOUNTS: Record<string, string> = {
  Admin: 'admin@demo.test',
  Provider: 'provider@demo.test',
  MedicalFacility: 'facility@demo.test',
  Facility_NP: 'np@demo.test',
};

/**
 * The account of another facility the tenant probes log in as (`--other-facility`): on the mock, the staff user
 * of Lakeshore University Medical Center (fac-003), which none of the demo accounts belongs to.
 */
export const DEFAULT_OTHER_FACILITY = 'staff@lakeshore-university-medical-center.demo.test';

/** The operation that trades credentials for a token (`data.token`), and the one that names the caller. */
export const LOGIN_OPERATION = 'login';
export const CURRENT_USER_OPERATION = 'getCurrentUser';
/** For facility roles: their account, whose id the run must not change the status of. */
export const OWN_ACCOUNT_OPERATION = 'getMyFacilityAccount';

/** The parameter that carries a signed URL's signature (public operations authorised by it, not a token). */
export const SIGNATURE_PARAMETER = 'signature';

/**
 * How event_stream_conformance makes an event on the caller's own stream: it sets the banner (every signed-in
 * user hears `banner.changed`) to a text of its own, as a role that may, and at the end puts back the banner it
 * read (`clear` when there was none).
 */
export const EVENT_PROVOKER = {
  read: 'getBanner',
  set: 'setBanner',
  clear: 'clearBanner',
  field: 'message',
  event: 'banner.changed',
} as const;

export interface Hazard {
  reason: string;
  /** Valid requests (examples, generated data, sequences) are not sent unless `--include-destructive`. */
  destructive?: boolean;
  /** Each request logs in afresh as its role and uses that token (it revokes the token it is sent with). */
  freshSession?: boolean;
  /** At most this many valid requests (a rate limit would answer 429 otherwise, or hold back the run). */
  maxExamples?: number;
  /** Run after every other operation. */
  last?: boolean;
  /**
   * The contract counts its limit per client (IP address): sent from the run's own address when the server is on
   * this machine, so a run does not spend the next run's limit (./client-address.ts).
   */
  perClient?: boolean;
  /**
   * The contract counts a limit of it per e-mail, by this body field: its valid requests carry the run's own
   * address instead of the one they were generated with, so a run does not spend the next run's (./run-email.ts).
   */
  perEmail?: string;
  /** A POST that changes nothing of the server's data (a session of its own): sent in a read-only run too. */
  readOnlySafe?: boolean;
  /**
   * The failed logins the contract allows before it refuses (per email and client, per account) or slows down
   * (per client): the operation's own probes stay under them (conformance/login-guard.ts).
   */
  failureLimits?: { perEmail: number; perAccount: number; perClient: number };
  /** Answers of these statuses are slow on purpose (the contract says so): max_response_time leaves them be. */
  deliberatelySlow?: number[];
}

export const HAZARDS: Record<string, Hazard> = {
  logout: {
    reason: 'revokes the token it is sent with: each call logs in afresh and logs that session out',
    freshSession: true,
    maxExamples: 2,
    last: true,
    readOnlySafe: true,
  },
  changePassword: {
    reason: "changes the caller's password and ends every session of the user",
    destructive: true,
    last: true,
  },
  resetPassword: {
    reason: "changes the caller's password and ends the user's other sessions",
    destructive: true,
    last: true,
  },
  login: {
    reason:
      "failed logins count per account (5 per email and client, 10 per account from elsewhere, in 15 minutes) and slow the client's failures down past 20",
    maxExamples: 4,
    last: true,
    readOnlySafe: true,
    failureLimits: { perEmail: 5, perAccount: 10, perClient: 20 },
    deliberatelySlow: [401],
  },
  createEnquiry: { reason: 'at most 5 enquiries per client in 10 minutes', maxExamples: 3, perClient: true },
  requestEmailVerification: {
    reason: 'at most 3 codes per email in 10 minutes',
    maxExamples: 2,
    perEmail: 'email',
  },
  verifyEmailCode: {
    reason: "5 wrong attempts use up an email's code (429 until it expires)",
    perEmail: 'email',
  },
  setPasswordWithCode: {
    reason: "5 wrong attempts use up an email's code (429 until it expires)",
    perEmail: 'email',
  },
  uploadRegistrationDocument: {
    reason: 'at most 20 uploads per client in 10 minutes',
    maxExamples: 2,
    perClient: true,
  },
};

/**
 * The shared-address check (conformance/stateful-run.ts): failed logins for throwaway emails from the run's
 * address until the login operation has answered this many 401s in the run (one past the 20 after which the
 * contract slows an address down, never refuses it), then a demo account's right password must answer 200.
 */
export const SHARED_ADDRESS_FAILURES = 21;

/**
 * Refusals of schema-valid data that the contract words as 400 for a rule across fields (positive data may
 * meet them by chance): operationId → statuses and why.
 */
export const ALSO_ACCEPTED: Record<string, { statuses: number[]; reason: string }> = {
  listCases: { statuses: [400], reason: '`createdTo` before `createdFrom` answers 400' },
  listAuditEvents: { statuses: [400], reason: '`to` before `from` answers 400' },
  getQualityReport: { statuses: [400], reason: '`to` before `from` answers 400' },
  login: { statuses: [401], reason: 'wrong credentials answer 401' },
  createOrder: {
    statuses: [400, 401, 422],
    reason:
      "the generated requests carry a login's token, not a facility's API credential (401), and an outline of a " +
      'Bundle is seldom a valid R4 order (400, 422); the way in posts a real one',
  },
  createSlideUpload: {
    statuses: [413, 415],
    reason: "a file name without a slide extension answers 415, a size over the backend's own cap 413",
  },
  getSlideRegion: { statuses: [400], reason: 'the rectangle must lie inside the image (400 otherwise)' },
  saveSlideAnnotations: {
    statuses: [400],
    reason:
      "each event's fields are checked against the viewer's event schema, which the contract words in prose",
  },
  updateNotificationPreferences: {
    statuses: [400],
    reason:
      'a `timeZone` the pattern allows but the server does not know (not an IANA zone) answers 400 (decision 121)',
  },
};
