// Auto-generated from openapi.yaml by `npm run contracts`. Do not edit.
export interface paths {
  '/api/users/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with email and password
     * @description Exchanges credentials for a bearer token. Wrong credentials answer 401 and a deactivated account
     *     answers 403, both with `isSuccess: false` and a message meant for the login form. Missing fields
     *     answer 400 with field details. A body that is not JSON answers 415.
     *
     *     Failed logins are throttled per account, never per address alone (sliding windows; an unknown email is
     *     counted like an account, so a 429 tells nothing of which exist):
     *
     *     - **Per account and client**: after 5 failures for one email from one client within 15 minutes, that
     *       client's next attempt on that email answers 429, even with the right password. A success from that
     *       client clears its count.
     *     - **Per account across clients**: an account's failures are counted apart from its familiar clients (a
     *       successful login from there within 30 days) and from elsewhere. 10 failures within 15 minutes, or 100
     *       within 24 hours, in one of the two hold back the clients of that one only, so guesses from elsewhere
     *       never hold the owner back where they usually log in.
     *     - **Per client, whatever the emails**: never refused, so one user or attacker behind a shared address
     *       (a hospital's NAT) cannot lock out everyone there. After 20 failures within 15 minutes, each further
     *       failure is answered after a delay, 250 ms doubling to at most 5 s; a right password is answered at
     *       once. Other accounts' failures never refuse a right password.
     *     - **Per trusted device** (OWASP's device cookies): every successful login answers a `deviceToken`, signed
     *       by the server for that email (no password in it), which the client keeps for that account (the app: an
     *       httpOnly cookie, a year) and sends back as `deviceToken` with its later logins on the same email. A
     *       login with a valid device token for its email is judged on that token's failures only: 5 within 15
     *       minutes or 100 within 24 hours lock out that token alone, and the rules above neither count its
     *       failures nor hold it back, so guesses from the same address never keep the owner's own browser out. A
     *       token that is absent, forged, altered, expired or issued for another email is ignored: the login is
     *       judged by the rules above, as any untrusted client's.
     *
     *     Setting a new password with an emailed code (`setPasswordWithCode`) proves ownership and clears the
     *     account's failures, its devices' too. The 429 carries `Retry-After` (seconds) and a message for the
     *     login form saying what the person can do: wait, or reset the password with Forgot Password.
     *
     *     `data.role` may be any spelling of RoleSpelling (spec 3.2: `physician`, `PROVIDER`, `facilitynp`…); the
     *     client maps it to its Role.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Users/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user the bearer token belongs to
     * @description Used right after login to read the user's status (compared lower-cased by the client). `role` and `status` may be any spelling of RoleSpelling and UserStatusSpelling (`physician`, `provisionally active`…); the client maps them to Role and UserStatus.
     */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Facility/get-current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The facility user record of the current user
     * @description Only for the facility roles (MedicalFacility, Facility_NP); other roles answer 403.
     */
    get: operations['getCurrentFacilityUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wsi/get-download-link/{blobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Short-lived signed links to one slide image
     * @description Answers signed, expiring URLs for the original file and, where the slide has one, its Deep Zoom
     *     descriptor and tiles. Tile and file requests to these URLs carry no bearer header; the signature
     *     authorises them until `expiresAt` and while the caller's session lasts: it starts with that session's
     *     link id (22 characters, derived from the token, never the token), so every link stops working when the
     *     session ends (logout: 403 `Session ended`). The Deep Zoom signature is a path segment of the descriptor and
     *     tiles-folder URLs, so tile URLs built as `{dziTilesFolder}{level}/{col}_{row}.jpg` (as OpenSeadragon
     *     does) carry it. A bad or expired signature answers 403; file and tile URLs answer Range requests. Their
     *     answers are `Cache-Control: private`, kept no longer than the link lives. A
     *     slide image uploaded into a case (its `fileContent` from uploadSubsectionImage) answers only to those who
     *     may see that case (403 otherwise); it has no Deep Zoom copy, thumbnail or preview (those fields are null,
     *     so viewers read the file by Range), and its size and µm/px are read from the file when it is a TIFF.
     *     A slide of the catalogue (the demo slides, the reference fixtures) belongs to no facility: anyone signed in
     *     may ask its links (`x-tenant-ids` names where a facility's own slide comes from, for the conformance
     *     command's probe from another facility).
     *     A slide whose series a facility linked in the site's image archive also answers `dicomweb`: a signed
     *     DICOMweb root on this server that forwards that one study and series' read paths to the archive, under the
     *     same signature, expiry, session and case-access rules (null where the slide has no series or the server no
     *     archive).
     */
    get: operations['getSlideDownloadLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the cases the caller may see
     * @description Admins see every case; providers see available cases and the cases assigned to them (a provisionally
     *     active provider only the latter); facility users see their facility's cases. Filters combine with AND.
     *     `pickUp` is given only to a provider, on an Available case.
     */
    get: operations['listCases'];
    put?: never;
    /**
     * Create a case as a draft
     * @description Facility users create cases for their own facility; the case starts in status Draft.
     *
     *     **Slide images.** Each image's `fileContent` must be a slide image uploaded into a case of the same
     *     facility (the `Slide-Image-Id` of a finished createSlideUpload upload, or uploadSubsectionImage's
     *     `fileContent`). Any other reference (a catalogue slide, another facility's upload, an unknown id) answers 422
     *     with the message under the image's path, `specimens.0.subsections.0.images.0.fileContent`. A new case
     *     normally has none: its images are uploaded once it exists.
     *
     *     **Idempotency** (the `Idempotency-Key` header, as the IETF httpapi draft and Stripe define it). A client
     *     that may send the same create twice (an answer lost to the network, a tab closed before the answer was
     *     recorded and the form sent again after a reload) generates one key per draft, keeps it with the draft and
     *     sends it with every attempt:
     *
     *     - The same key from the same caller with the same body (compared as JSON: key order and white space do
     *       not matter) within **24 hours** of the create that used it creates nothing: it answers 201 with the case
     *       that create made, as it is now, and `Idempotent-Replayed: true`.
     *     - The same key with a different body answers 422 ('This Idempotency-Key was already used for case
     *       RCH-2026-0035 with other details. …'); nothing is created.
     *     - The same key while the first request with it is still being processed answers 409; try again shortly.
     *     - Only a created case binds a key: a refused request (400, 403, 422) leaves it unused, so the corrected
     *       body may be sent with the same key. Keys are per caller: another user's key of the same value is another
     *       key. After 24 hours the key is forgotten and the same request creates a new case.
     *     - Without the header every call creates a case.
     */
    post: operations['createCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create several draft cases for a facility at once (admins)
     * @description Admins create cases for the facility `facilityId` names, as the specimen spreadsheet upload does: each case
     *     starts in status Draft, created by the admin, exactly as createCase would for that facility. All or
     *     nothing: when any case is refused, none is created and the 422 names each problem by its path in the
     *     body (`cases.2.specimens.0.specimenType`; `facilityId` for a facility that does not exist).
     */
    post: operations['importCases'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    /**
     * One case with its patient, specimens, slides and report
     * @description The full case as the viewer and the case pages need it (spec 3.7). `reportDraft` is given only to the
     *     assigned provider and admins (null to anyone else); `pickUp` only to a provider, on an Available case.
     *     **Blinded QA** (docs/quality.md): to the reviewer of a sampled QA task not graded yet, the answer
     *     withholds who signed the case out and what they wrote: `assignedProvider`, `primaryDiagnosis`,
     *     `finalReport` and `reportDraft` are null and `blinded` is true. Once the reviewer has recorded their blind
     *     read (recordQaBlindRead), `primaryDiagnosis` and `qaComparison` (the final report's diagnosis text) are
     *     given, the signer still withheld; once the review is graded everything is shown.
     */
    get: operations['getCase'];
    /**
     * Replace a draft case's contents
     * @description Only while the case is a Draft (409 otherwise), by its facility or an admin. Each image's `fileContent`
     *     must be an image the case already holds or a slide image uploaded into a case of the same facility (as
     *     createCase); any other answers 422 under the image's path
     *     (`specimens.0.subsections.0.images.0.fileContent`).
     */
    put: operations['updateCase'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/send-out': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a draft out (Draft → Available, or Assigned when assigned automatically)
     * @description By the case's facility or an admin. The case needs at least one specimen; otherwise 422. A case whose
     *     slides are uploaded (`Upload_the_Slide_Images`) and which has blocks needs a slide image in at least one
     *     of them, uploaded or attached from the facility's image archive (attachArchiveSeries); otherwise 422 under
     *     `slides`, "Case … has no slide image yet. …" (decision 170). When an admin has
     *     listed the case's facility or type for automatic assignment (getAssignmentSettings), the case goes at once
     *     to the first-ranked provider of listAssignmentCandidates (Assigned); with nobody eligible it stays
     *     Available and the admins are told.
     */
    post: operations['sendOutCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/pick-up': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A provider takes an available case (Available → Assigned)
     * @description Active providers only; a provisionally active provider answers 403. The assignment rules apply (docs/assignment.md): a provider who breaks one (subspecialty, licence in the facility's state, caseload cap, away dates) answers 403 with the refusal in `message` and `details`, naming every rule broken. The case lists say so beforehand (CaseSummary.pickUp).
     */
    post: operations['pickUpCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/release': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The assigned provider returns their case to the pool (Assigned → Available)
     * @description Only the provider the case is assigned to (403 for anyone else, admins included: an admin reassigns with assignCase). The case becomes Available with no assigned provider, and any active provider may pick it up again. A case that is not Assigned answers 409 (`A case in status SignOutCompleted cannot be released.`), and so does a case with a saved draft report, so that no report work is lost (`Case RCH-2026-0001 has a saved draft report. Sign it out, or ask an admin to reassign the case.`). The product's Undo after a pick-up is this operation.
     */
    post: operations['releaseCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/assign': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An admin assigns or reassigns a case to a provider
     * @description Available or Assigned → Assigned to the given provider (who must be an active provider).
     */
    post: operations['assignCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/assignment-candidates': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    /**
     * Who may read the case, ranked, and why (admin)
     * @description Admins only (403). Every provider who is Active or Provisionally Active, judged by the assignment rules
     *     (docs/assignment.md): the account is Active; the case type's subspecialty is theirs (surgical and consult
     *     cases need none); they are licensed in the facility's state (a facility outside the US needs no US
     *     licence); their open cases are under their caseload cap; today is not within their away dates. The
     *     eligible are ranked by how full their caseload is (open ÷ cap), then open cases, then name; the
     *     ineligible follow by name, each with every rule and whether it is met. Only an Available or Assigned case
     *     is assigned (409 otherwise).
     */
    get: operations['listAssignmentCandidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/assignment-profile': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    /**
     * A provider's caseload cap, open cases and away dates
     * @description An admin reads any provider's; a provider only their own (403 for another's). A user who is not a
     *     provider has none (404). The cap is 20 until an admin sets one.
     */
    get: operations['getAssignmentProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a provider's caseload cap or away dates
     * @description Only the fields sent change. A provider changes their own away dates (403 for another's, and for a
     *     caseload cap: 'Only admins set a caseload cap.'); an admin changes either. Away dates are both set or both
     *     null, the last day not before the first (422 under `awayTo`: 'The last day away cannot be before the
     *     first.'). A cap below the provider's open cases is saved, with a warning in `message`: they get no new
     *     case until fewer are open.
     */
    patch: operations['updateAssignmentProfile'];
    trace?: never;
  };
  '/api/admin/assignment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where cases are assigned automatically (admin)
     * @description Admins only (403). The facilities and the case types whose cases go, when sent out, to the first-ranked
     *     provider of listAssignmentCandidates (who is told by e-mail); with nobody eligible the case stays
     *     Available and the admins are told. Both lists are empty until an admin fills them.
     */
    get: operations['getAssignmentSettings'];
    /**
     * Replace where cases are assigned automatically (admin)
     * @description Admins only (403). Both lists are replaced. A facility that does not exist answers 422 under its path
     *     ('No facility has this id.'); a facility or case type listed twice answers 422 under its path ('This
     *     facility is listed twice.', 'This case type is listed twice.'); nothing changes then. Cases already sent
     *     out are not touched.
     */
    put: operations['updateAssignmentSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The assigned provider signs the case out with a final report (Assigned → SignOutCompleted)
     * @description Only the provider the case is assigned to (or an admin on their behalf). The body is the report as signed:
     *     it becomes version 1 of `finalReport`, the case's primary diagnosis (and billing component when given) are
     *     set from it, and the report draft is cleared. From then on the report is locked: corrections are addenda.
     */
    post: operations['signOutCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw a case before anyone works on it (Draft or Available → Cancelled)
     * @description By the case's facility or an admin.
     */
    post: operations['cancelCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the current session
     * @description Revokes the bearer token of this request; later calls with it answer 401. Other sessions stay.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/email-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a 6-digit code to an email (forgot password, step 1)
     * @description When an active account exists for the email, sends it a 6-digit code that expires in 15 minutes and
     *     allows 5 attempts; a new code replaces the previous one. The answer is the same whether or not the
     *     account exists, so it cannot be used to find out who has an account. At most 3 requests per email within
     *     10 minutes (a sliding window, counted whether or not the account exists); more answer 429 with
     *     `Retry-After` (`x-rate-limit` states the same).
     */
    post: operations['requestEmailVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/email-verification/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the emailed code (forgot password, step 2)
     * @description A correct code is marked verified and can then set a new password until it expires. A wrong code
     *     answers 422 and uses one of its 5 attempts; after the fifth wrong attempt, or for an expired code, a new
     *     code must be requested (429 once the attempts are used up).
     */
    post: operations['verifyEmailCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/email-verification/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a verified code (forgot password, step 3)
     * @description Needs the code verified in step 2 and still valid; the code is used up and every session of the user
     *     ends, and the account's failed logins are cleared (see `login`). The new password needs at least 10
     *     characters with a letter and a digit (NewPassword's pattern: 400 otherwise).
     */
    post: operations['setPasswordWithCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reset the password while logged in (Account Settings > Reset Password)
     * @description Needs the current password (422 when wrong). The new password needs at least 10 characters with a
     *     letter and a digit (NewPassword's pattern: 400 otherwise) and must differ from the current one (422). The caller's session stays; the user's
     *     other sessions end.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the password and sign out everywhere (/change-password)
     * @description Like resetPassword, with a confirmation that must equal the new password (422 'The passwords do not
     *     match.'), and every session of the user ends, this one included: the user logs in again.
     */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of users (admin)
     * @description Admins only (403 otherwise). Filters combine with AND; ties in the sort fall back to the id.
     */
    get: operations['listUsers'];
    put?: never;
    /**
     * Create a user (/user-registration)
     * @description Admins create any user. A MedicalFacility user may create MedicalFacility or Facility_NP users of its
     *     own facility (403 otherwise). The email must be unused (409). A facility role needs an existing
     *     `facilityId` and Admin needs `staffRole` (422). The user starts in status New.
     */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    /**
     * One user (admin, or the user themself)
     * @description Admins read any user; everyone else only themself (403). Unknown ids answer 404.
     */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a user, including admin status changes (/EditUser)
     * @description A user edits themself; admins edit anyone (403 otherwise). Only admins change `status` or `staffRole`.
     *     Status lifecycle: New → In Progress → Provisionally Active → Active; any status → Deactivated;
     *     Deactivated → Active (reactivation). Setting the current status again changes nothing; any other change
     *     answers 409, as does an admin deactivating themself. Deactivating ends the user's sessions. An email
     *     already in use answers 409. A status change is recorded in the status history (getUserStatus) with no
     *     reason; admins' screens change status through changeUserStatus, which asks for one.
     */
    patch: operations['updateUser'];
    trace?: never;
  };
  '/api/users/{userId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    /**
     * A user's status, the changes allowed from it, and its history (admin)
     * @description Admins only (403 otherwise); unknown ids answer 404. `allowed` lists the statuses changeUserStatus accepts
     *     from the current one (docs/provider-status.md); `history` is the latest 500 status changes, newest first.
     */
    get: operations['getUserStatus'];
    put?: never;
    /**
     * Move a user (a provider) along the status lifecycle, with a reason (admin)
     * @description Admins only (403 otherwise). The lifecycle of spec 3.3 (docs/provider-status.md): New → In Progress →
     *     Provisionally Active → Active; any status but Deactivated → Deactivated; Deactivated → Active
     *     (reactivation). A change the lifecycle does not allow, the current status again, or an admin deactivating
     *     themself answers 409 with a sentence naming the allowed changes; a missing or blank `reason` answers 422.
     *     The change is recorded in the history with the reason and who made it; deactivating ends the user's
     *     sessions. The user's menu follows the new status at their next login.
     */
    post: operations['changeUserStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of facility accounts (admin)
     * @description Admins only (403 otherwise). Filters combine with AND; ties in the sort fall back to the id.
     */
    get: operations['listAccounts'];
    put?: never;
    /**
     * Create a facility account (admin, /create-facility-account)
     * @description Admins only. The name must be unused (409). The account starts in status New.
     */
    post: operations['createAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{accountId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The facility account's id (the facility id).
         * @example fac-001
         */
        accountId: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    /**
     * One facility account (/accountDetail)
     * @description Admins read any account; facility users only their own facility's (403). Unknown ids answer 404.
     */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a facility account (/EditAccount)
     * @description Admins edit any account; facility users only their own facility's (403), and only admins change
     *     `status` (403), following the user lifecycle of updateUser (409 otherwise). A name already in use
     *     answers 409.
     *
     *     **The account's users follow its status** (each change is in the user's status history, by the admin,
     *     with the reason given here):
     *
     *     - **To Active** (approving a Provisionally Active account, or reactivating a Deactivated one): first the
     *       users the account's deactivation deactivated get back the status they had before it (reason `Facility
     *       account reactivated.`); then every user who is Provisionally Active becomes Active (reason `Facility
     *       account activated.`) and reads at their next login 'Your facility account is active: you can now create
     *       and send out cases.' Users who are New or In Progress keep their status (their own checks are not
     *       done), and users deactivated on their own stay Deactivated.
     *     - **To Deactivated**: every user of the account who is not Deactivated already becomes Deactivated
     *       (reason `Facility account deactivated.`) and is logged out at once (their sessions end).
     *     - **To any other status**: the users keep theirs.
     *
     *     Setting the status the account already has changes nothing, the users included.
     */
    patch: operations['updateAccount'];
    trace?: never;
  };
  '/api/accounts/{accountId}/documents/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The facility account's id (the facility id).
         * @example fac-001
         */
        accountId: components['parameters']['AccountId'];
        /**
         * @description The registration document's server-generated id.
         * @example doc-0000000000000000
         */
        documentId: components['parameters']['DocumentId'];
      };
      cookie?: never;
    };
    /**
     * Download a document of a facility account (its proof of address)
     * @description Admins and the facility's own users (403 otherwise); an unknown account or a document the account does
     *     not hold answers 404. Answers the file itself (not an envelope) with its content type,
     *     `Content-Disposition: attachment` and a sanitized file name, and `X-Content-Type-Options: nosniff`.
     */
    get: operations['downloadFacilityAccountDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{accountId}/review/changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The facility account's id (the facility id).
         * @example fac-001
         */
        accountId: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a submitted account back for changes (admin)
     * @description Admins only (403). The counterpart of approving a submitted account (updateAccount, `status: Active`):
     *     the account must be waiting for review (submitted with submitMyFacilityAccountForReview and not yet
     *     Active or Deactivated; 409 otherwise). A `reason` is required (422). The submission is cleared
     *     (`reviewRequestedAt`, `reviewRequestedBy` back to null) so the facility corrects the details and submits
     *     again; the facility's provisionally active users see the reason in their banner at their next login.
     */
    post: operations['requestFacilityAccountChanges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/facility-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The current facility user's facility account (/facility-account-detail)
     * @description For the facility roles (MedicalFacility, Facility_NP); other roles answer 403.
     */
    get: operations['getMyFacilityAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit the current facility user's facility account (/edit-facility-account-detail)
     * @description For the facility roles; `status` cannot be changed here (403). A name in use answers 409.
     */
    patch: operations['updateMyFacilityAccount'];
    trace?: never;
  };
  '/api/me/facility-account/interfaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The facility's interfaces (the HL7 v2 endpoint results go to; its FHIR access)
     * @description For the facility roles (403 otherwise). Decision 106: results of the facility's signed-out cases are sent
     *     as HL7 v2.5.1 ORU^R01 over MLLP to `hl7` when it is enabled; the FHIR API at `fhir.baseUrl` answers with
     *     the facility's credential. The credential itself is never shown again after it is made, only its last
     *     four characters (`credentialHint`). `orders` is how the facility's order sender is known (decision 131):
     *     an OML^O21 is the facility's when its MSH-4.1 is `sendingFacility` and its connection comes from one of
     *     `sourceNetworks`; MSH-8's credential is read only while `acceptCredentialInMsh8` (deprecated) is on.
     */
    get: operations['getMyFacilityInterfaces'];
    /**
     * Set the HL7 v2 endpoint results go to
     * @description For the facility roles (403 otherwise). Each part sent (`hl7`, `orders`) replaces the saved one; a part
     *     left out stays as it is. Enabling the endpoint needs a host and a port (422 under `hl7.host` or
     *     `hl7.port`: 'Enter the host results are sent to.', 'Enter the port (1 to 65535).'). A host that is or
     *     resolves to a loopback, link-local, private or this server's own address, outside the networks an
     *     administrator allowed, or that does not resolve, is refused (422 under `hl7.host`, saying why). Messages
     *     queued for the old endpoint go to the new one. The order sender (decision 131): `orders.sendingFacility`
     *     (MSH-4.1) may be no other facility's (422 under it: 'Another facility's order sender already uses MSH-4
     *     "RCH": choose the value your own system sends.'); each of `orders.sourceNetworks` is an IPv4 address or
     *     CIDR (422 under `orders.sourceNetworks` naming the entry that does not parse); a sending facility needs at
     *     least one network and a network needs a sending facility (422 under the field that is missing). The FHIR
     *     server reports are pushed to (decision 139): enabling it needs a base URL (422 under `fhirPush.baseUrl`:
     *     'Enter the FHIR server's base URL.'); its host is judged as the HL7 host is (422 under
     *     `fhirPush.baseUrl`, saying why), and http is refused outside the allowed networks ('Use https: …'). The
     *     token is write-only: never answered, only `tokenSet`. The image archive's DICOMweb service (decision
     *     163): `dicomweb.baseUrl` is judged as the FHIR server's URL is (422 under `dicomweb.baseUrl`, saying why);
     *     `dicomweb: null` removes it.
     */
    put: operations['updateMyFacilityInterfaces'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/facility-account/interfaces/test-message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test message to the HL7 v2 endpoint and report its acknowledgement
     * @description For the facility roles (403 otherwise). Sends one ORU^R01 with no patient (MSH-11 `T`, training) to the
     *     endpoint as saved, enabled or not, and waits up to 10 seconds for each of the host's lookup, the connection
     *     and its ACK, so the answer may take up to 30 seconds (`x-max-seconds`). The answer is 200 whatever the
     *     endpoint did: `acknowledged` (AA or CA), `rejected` (AE, AR, CE or CR, with the ACK's text), `no-answer`
     *     (connected, no ACK in time, or an answer past 64 KiB) or `unreachable` (no connection; a destination
     *     refused as on saving is not tried, and says why). 409 when no host and port are saved, and while the
     *     facility's previous test message still waits for its answer (one at a time: wait for that answer, then send
     *     again).
     */
    post: operations['sendInterfaceTestMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/facility-account/interfaces/dicomweb-test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Search the saved DICOMweb endpoint for one study and say in a sentence what it answered
     * @description For the facility roles (403 otherwise). Decision 163: a QIDO-RS search `GET {baseUrl}/studies?limit=1`
     *     (`Accept: application/dicom+json`) to the image archive's DICOMweb service as saved, its host judged again
     *     as on saving and connected to at the address judged, no redirect followed, at most 256 KiB of the answer
     *     read before it is parsed. The host's lookup and the search each wait up to 10 seconds, so the answer may
     *     take up to 20 seconds (`x-max-seconds`). The answer is 200 whatever the archive did, with a sentence for
     *     the person who pressed Test (never the archive's own body or headers): `reached` (a DICOM JSON answer,
     *     `studiesSeen` 0 or 1), `refused` (an HTTP error or a redirect, `httpStatus`), `not-dicomweb` (an answer that
     *     is not DICOM JSON, or larger than the bound), `timed-out`, `not-allowed` (a destination refused as on
     *     saving) or `unreachable` (no connection). 409 when no endpoint is saved, and while the facility's previous
     *     test still waits for its answer (one at a time).
     */
    post: operations['testDicomWebEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/facility-account/interfaces/dicomweb-search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the facility's image archive for slide studies by accession number, patient id or date
     * @description For the facility roles (403 otherwise), their own facility's saved DICOMweb endpoint only (decision 164).
     *     At least one of `accessionNumber`, `patientId`, `studyDate` (422 under `query` otherwise). A QIDO-RS search
     *     of studies (`ModalitiesInStudy=SM`, at most 20) and, for each, of its slide series (`Modality=SM`), through
     *     the same bounded, timed-out call as the endpoint's test (decision 163): the host judged again on every
     *     connection, no redirect followed, at most 256 KiB of each answer read. Each search waits up to 10 seconds
     *     for its lookup and 10 for its answer, the series' searches at most 4 at a time, and the whole search ends
     *     within 40 seconds (`x-max-seconds`). Failures answer with a sentence, never the
     *     archive's own words: 409 when no endpoint is saved or the saved one is no longer an allowed destination,
     *     502 when the archive refused, answered as something other than DICOMweb or could not be reached, 504
     *     when it did not answer in time.
     */
    get: operations['searchImageArchive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/facility-account/interfaces/fhir-credential': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a new FHIR API credential (the old one stops working at once)
     * @description For the facility roles (403 otherwise). The answer is the only time the credential is shown; the server
     *     keeps its hash. A system reading the FHIR API sends it as `Authorization: Bearer <credential>`.
     */
    post: operations['rotateFhirCredential'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/facility-account/interfaces/backend-clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The facility's SMART Backend Services clients (their key ids and scopes)
     * @description For the facility roles (403 otherwise), their own facility's clients, oldest first. Decision 133: a client
     *     is a system of the facility that authenticates to the FHIR API and the order intake with a signed JWT
     *     (SMART Backend Services, private_key_jwt) against the public keys registered here, and gets access tokens
     *     of 5 minutes from the token endpoint the FHIR API's CapabilityStatement and
     *     `/.well-known/smart-configuration` name (docs/interop.md). Only public keys are kept.
     */
    get: operations['listBackendServiceClients'];
    put?: never;
    /**
     * Register a SMART Backend Services client by its public key set (JWKS)
     * @description For the facility roles (403 otherwise). `jwks` is the client's public JSON Web Key Set as pasted JSON
     *     (`{"keys": [...]}`): 1 to 5 keys, each with a `kid` (unique in the set), RSA of at least 2048 bits for
     *     RS384 or EC P-384 for ES384 (`alg`, when given, one of those), `use` `sig` when given, and no private
     *     member (`d`, `p`, `q`, `dp`, `dq`, `qi`, `oth`, `k`: the set is refused, so a private key pasted by
     *     mistake is never kept). Keys are registered inline only: the backend never fetches a client's `jwks_url`.
     *     `scopes` are what the client may be granted. Each problem is a 422 under `name` (also when another client
     *     of the facility has it), `jwks` or `scopes` in a sentence;
     *     409 when the facility has 10 clients. The answer (201) gives the `client_id` the client puts in its
     *     assertion's `iss` and `sub`.
     */
    post: operations['registerBackendServiceClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/facility-account/interfaces/backend-clients/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a SMART Backend Services client; its access tokens stop working at once
     * @description For the facility roles (403 otherwise); another facility's client or none answers 404. The client's keys
     *     and every access token it was given go at once.
     */
    delete: operations['removeBackendServiceClient'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/facility-account/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit the current facility user's facility account for review (/facility-account-detail)
     * @description For the facility roles (403 otherwise), while the account is not yet active (New, In Progress or
     *     Provisionally Active; Active or Deactivated answer 409). The account must be complete: contact email,
     *     phone, street address, city, postal code, a state or province for the US and Canada, and a proof of
     *     address (otherwise 422 with a message under each missing field, named as in
     *     FacilityAccountUpdateInput). Sets `reviewRequestedAt` and `reviewRequestedBy`; sending it again later
     *     (after a correction) sets them anew. The operator's staff review the account and activate it through
     *     updateAccount (`status: Active`); nothing else changes here. Until then the facility's provisionally
     *     active users see a banner after login saying the account is under review.
     */
    post: operations['submitMyFacilityAccountForReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/team': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the users of the current facility user's facility (/my-team)
     * @description For the facility roles; other roles answer 403. Filters combine with AND; ties in the sort fall back to
     *     the id. The default order is by last and first name.
     */
    get: operations['getMyTeam'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/provider-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The current provider's own profile (/about-me)
     * @description Providers only (other roles answer 403), their own record alone: contact, practice (specialty,
     *     subspecialties, experience, work authorisation, licensed states), where they practise and their
     *     documents, joined from the user and the provider's registration. A provider without a registration (an
     *     account an admin created) has `registrationId` null, no salutation, subspecialties, licensed states or
     *     documents until they save their profile.
     */
    get: operations['getMyProviderProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit the current provider's own profile (/about-me?edit)
     * @description Providers only (403 otherwise). Only the fields present change; the rules of updateProviderRegistration
     *     apply (the phone rule, a state that fits the country, subspecialties and licensed states from the
     *     reference lists, a Pathology provider keeps at least one licensed state, document ids of uploads of the
     *     right kind): 422 with a message under each field. The changes apply to the user and to their provider
     *     registration; a provider without one gets one (submitted now) that holds what the user record has no
     *     field for.
     */
    patch: operations['updateMyProviderProfile'];
    trace?: never;
  };
  '/api/me/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the caller's own notifications, newest first, with the unread count
     * @description The caller's notifications only (never another user's), newest first. `unread=true` lists the unread
     *     ones alone. `unreadCount` is the caller's unread notifications whatever the filter or page, so a header
     *     can show it from a call with `pageSize=1`. Escalations due at the server's clock are sent before the
     *     answer is made (docs/notifications.md): a case becoming at risk or overdue notifies its provider, or
     *     every active admin while it is unassigned, once per case and state. Retention: a notification read more
     *     than 90 days ago (at the server's clock) is dropped and no longer listed; an unread one is kept.
     */
    get: operations['listMyNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/notifications/{notificationId}/read': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The notification's id.
         * @example ntf-0001
         */
        notificationId: components['parameters']['NotificationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark one of the caller's notifications as read
     * @description Sets `readAt` to now; a notification already read keeps its first `readAt` (the call is idempotent). A
     *     notification that is not the caller's answers 404, as an unknown id does, so ids of others' notices
     *     tell nothing. No body.
     */
    post: operations['markNotificationRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark every unread notification of the caller as read
     * @description Marks the caller's unread notifications read (others' are untouched) and says how many it marked; none
     *     left unread answers 200 with `marked: 0`. No body.
     */
    post: operations['markAllNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/notification-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How the caller is told about each kind of event they may set, and the kinds always sent
     * @description The caller's own preferences (docs/notifications.md): one item per kind of event their role is told
     *     about and may set, with its delivery (`NotificationDelivery`); a kind never set answers its default.
     *     Providers set CaseAssigned, CaseAvailable, TaskAssigned, ReportAddendum, QaResult,
     *     AccountStatusChanged and ConsultInvitation; facility users TaskAssigned, ReportAddendum and
     *     AccountStatusChanged; admins TaskAssigned and AccountStatusChanged. `alwaysSent` lists the kinds their
     *     role is told about in the app and by e-mail whatever they set: escalations (CaseAtRisk, CaseOverdue),
     *     the QA review and follow-up a provider must do, and the admins' notices of work nobody else will do.
     *     `updatedAt` is null until the caller first saves. `timeZone` is the caller's time zone (decision 121),
     *     null until chosen: their e-mails and notices write times in it (UTC while null).
     */
    get: operations['getNotificationPreferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set how the caller is told about some kinds of event
     * @description Only the kinds sent change; the others keep what they had. Every item is judged before anything is
     *     saved: a kind the caller's role may not set (a kind in `alwaysSent`, or one their role is never told
     *     about, such as CaseAvailable for a facility user) or a kind sent twice answers 422 with a message under
     *     `items.<index>.kind`, and nothing changes. A kind outside NotificationKind or a delivery outside
     *     NotificationDelivery breaks the schema (400). From then on the backend tells the caller as set: `Off`
     *     sends nothing, `Email` no notice in the app (and no `notification.created` event), `InApp` no e-mail.
     *     `timeZone` (optional, decision 121) sets the caller's time zone, an IANA name the server knows; any other
     *     answers 400 with the message under `timeZone` and nothing changes. From then on the times of the caller's
     *     e-mails and notices are written in it, the zone named (`03/01/2027 12:00 PM EST`); the audit trail's
     *     details stay in UTC (read by many). The app sends `{ timeZone }` alone to record the browser's zone the
     *     first time a page is shown to a user who has none.
     */
    patch: operations['updateNotificationPreferences'];
    trace?: never;
  };
  '/api/me/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's server-sent event stream
     * @description A `text/event-stream` that stays open: every change the caller may see, as it happens. Each event is
     *     framed as `id: <id>`, `event: <type>` and one `data:` line holding the whole `LiveEvent` as JSON (its
     *     `id` and `type` repeat the frame's). Ids are decimal integers that only grow, across every user's
     *     stream, so a gap in one user's ids is normal. The stream begins with `retry: 2000` and sends a comment
     *     line (`: heartbeat`) when nothing else was sent for 15 seconds, so a proxy keeps it open and a client
     *     knows it is alive.
     *
     *     Resuming: a client that reconnects sends `Last-Event-ID` (the last id it took); the stream first sends
     *     every event for the caller after that id, in order, then goes on live. When events after that id are no
     *     longer held (a backend keeps at least the last 10 minutes) or the id is not one this backend gave, the
     *     stream begins with a `stream.reset` event instead: the client reloads what it shows.
     *
     *     A user receives only events about what they may see (the same rule as reading it: a facility user never
     *     learns of another facility's case, a provider of a case they may not read). When the token stops being
     *     good (logout, expiry, the account deactivated) the stream sends `session.ended` and closes; a request
     *     with a token that is not good answers 401 as any operation does.
     */
    get: operations['streamMyEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of provider groups (admin)
     * @description Admins only (403 otherwise), sorted by name.
     */
    get: operations['listGroups'];
    put?: never;
    /**
     * Create a provider group (admin)
     * @description Admins only. Names are unique, case-insensitively (409); every member must be a provider, in fewer than
     *     200 other groups (422).
     */
    post: operations['createGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/groups/{groupId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The group's id.
         * @example grp-001
         */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    /**
     * One group with its members (admin)
     * @description Admins only (403). Unknown ids answer 404.
     */
    get: operations['getGroup'];
    put?: never;
    post?: never;
    /**
     * Delete a group (admin)
     * @description Admins only (403). The members stay; only the group goes.
     */
    delete: operations['deleteGroup'];
    options?: never;
    head?: never;
    /**
     * Edit a group or replace its members (admin)
     * @description Admins only (403). Same rules as createGroup (409 for a name in use, 422 for non-providers).
     */
    patch: operations['updateGroup'];
    trace?: never;
  };
  '/api/support-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of support requests (admin, /support)
     * @description Admins only (403). Newest first.
     */
    get: operations['listSupportRequests'];
    put?: never;
    /**
     * Ask for help (any logged-in user)
     * @description The request starts Open and names the caller.
     */
    post: operations['createSupportRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/support-requests/{supportRequestId}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The support request's id.
         * @example sup-001
         */
        supportRequestId: components['parameters']['SupportRequestId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve a support request (admin; Open → Resolved)
     * @description Admins only (403). A resolved request answers 409; unknown ids 404.
     */
    post: operations['resolveSupportRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/banner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The global banner message (any logged-in user)
     * @description `message` is null when no banner is set.
     */
    get: operations['getBanner'];
    /**
     * Set the global banner message (admin)
     * @description Admins only (403). Replaces the current message.
     */
    put: operations['setBanner'];
    post?: never;
    /**
     * Clear the global banner message (admin)
     * @description Admins only (403). Clearing an absent banner is allowed and changes nothing.
     */
    delete: operations['clearBanner'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Summary counts for the admin home (/admin)
     * @description Admins only (403). Cases per status, providers per status, open tasks, enquiries and support requests,
     *     and the QA results: completed QA tasks per grade (submitQaReview). Then what the charts draw: tasks per
     *     type and status, enquiries per stage (lead status B), billing records of the current calendar month (UTC),
     *     cases created and signed out on each of the last 30 days (UTC, oldest first, ending today), and the median
     *     turnaround from sent out (Available) to signed out of the cases signed out in those 30 days. `dueTimes`:
     *     on time % over the last 30 days by facility and by provider, on time % and the median working hours per
     *     case type and, within it, per priority, and the open cases overdue now, all at the server's clock.
     */
    get: operations['getAdminDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/turnaround': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The turnaround targets and holidays (admin)
     * @description Admins only (403). The target of every case type and priority, in working hours, and the holidays the
     *     business-day calendar skips (docs/turnaround.md): time counts on Monday to Friday (UTC) that are not
     *     holidays, all 24 hours of them. A case sent out falls due its target's working hours later; due times
     *     already set do not move when the targets or holidays change.
     */
    get: operations['getTurnaroundSettings'];
    /**
     * Replace the turnaround targets and holidays (admin)
     * @description Admins only (403). The targets listed replace those of the same case type and priority (the others stay);
     *     the holidays replace the list. A target that is not a whole number of hours from 1 to 1500 answers 400; a
     *     case type and priority listed twice, or a holiday listed twice, answers 422 under its path and changes
     *     nothing.
     */
    put: operations['updateTurnaroundSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of registrations (admin)
     * @description Admins only (403 otherwise): the registrations to review and follow up, newest first by default. Filters
     *     combine with AND; ties in the sort fall back to the id.
     */
    get: operations['listRegistrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registrations/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register as a provider (/register?type=provider)
     * @description Public. Creates a Provider user in status New who can log in with the chosen password. An email already
     *     in use answers 409; a weak password 400 (NewPassword's pattern); an invalid country code, a state that does not fit the country, a
     *     subspecialty or licensed state the reference lists do not have, or a Pathology registration without a
     *     licensed state 422 (field messages in `data`).
     */
    post: operations['registerProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registrations/providers/{registrationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    /**
     * One provider registration (the registrant or an admin)
     * @description The registered user themself or an admin (403 otherwise); unknown ids answer 404.
     */
    get: operations['getProviderRegistration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a provider registration (/provider-registration/edit/{id})
     * @description The registered user themself or an admin (403). The changes also apply to the user.
     */
    patch: operations['updateProviderRegistration'];
    trace?: never;
  };
  '/api/registration-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a document for a provider registration (CV, proof of address) or a facility account
     * @description Public (a visitor registering has no token yet). `multipart/form-data` with `kind` and `file`. Only
     *     .jpeg, .jpg, .png, .pdf, .doc and .docx files whose declared type and content (their first bytes) match
     *     the extension (415, 'Only JPG, PNG, PDF and Word documents are allowed.'), at most 20 MB (413). At most 20
     *     uploads per client (IP address) within 10 minutes (a sliding window); more answer 429 with `Retry-After`
     *     (`x-rate-limit` states the same).
     *     The answer's `id` goes into `cvDocumentId` or `proofOfAddressDocumentId` of the registration (create or
     *     edit), or into `proofOfAddressDocumentId` of a facility account (updateMyFacilityAccount,
     *     updateAccount), which claims the document; a document nobody claims within an hour (`expiresAt`) is
     *     deleted.
     */
    post: operations['uploadRegistrationDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registrations/providers/{registrationId}/documents/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
        /**
         * @description The registration document's server-generated id.
         * @example doc-0000000000000000
         */
        documentId: components['parameters']['DocumentId'];
      };
      cookie?: never;
    };
    /**
     * Download a document of a provider registration
     * @description The registered user themself or an admin (403 otherwise); unknown ids answer 404. Answers the file itself
     *     (not an envelope) with its content type, `Content-Disposition: attachment` and a sanitized file name, and
     *     `X-Content-Type-Options: nosniff`.
     */
    get: operations['downloadRegistrationDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registrations/facilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a medical facility (/register?type=facility)
     * @description Public. Creates a facility account and its MedicalFacility user, both in status New; the user can log in
     *     with the chosen password. An email or facility name already in use answers 409; an invalid country code,
     *     a state that does not fit the country 422 (field messages in `data`); a weak password 400 (NewPassword's
     *     pattern).
     */
    post: operations['registerFacility'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registrations/facilities/{registrationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    /**
     * One facility registration (a user of that facility or an admin)
     * @description Users of the registered facility or admins (403 otherwise); unknown ids answer 404.
     */
    get: operations['getFacilityRegistration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a facility registration (/facility-registration/edit/{id})
     * @description The registering user or an admin (403). The changes also apply to the facility account and the user; a
     *     facility name in use answers 409.
     */
    patch: operations['updateFacilityRegistration'];
    trace?: never;
  };
  '/api/registrations/others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register interest as another kind of organisation (/other-registration)
     * @description Public. Kept for an admin to follow up; no login is created.
     */
    post: operations['registerOther'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registrations/others/{registrationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    /**
     * One other registration (admin)
     * @description Admins only (403); unknown ids answer 404.
     */
    get: operations['getOtherRegistration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit an other registration (admin, /other-registration/edit/{id})
     * @description Admins only (403).
     */
    patch: operations['updateOtherRegistration'];
    trace?: never;
  };
  '/api/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the tasks the caller may see
     * @description Admins see every task; providers the tasks assigned to them; facility users their facility's tasks that
     *     the facility owns (`ownerGroup` Facility or Both) and any task assigned to them. Filters combine with AND.
     */
    get: operations['listTasks'];
    put?: never;
    /**
     * Create a task (status Open)
     * @description Admins create any type. Facility users create general tasks (type 1) for their own facility, assigned to
     *     nobody or to a user of their facility, on a case of their facility. Providers answer 403. Unknown or
     *     unsuitable assignees, cases (another facility's too) or facilities answer 422 with field messages, and so
     *     does an unsuitable `ownerGroup` (see OwnerGroup; it defaults to Facility for a facility user's task, Both
     *     for an admin's task with a facility, else Operator).
     */
    post: operations['createTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    /**
     * One task
     * @description Any task the caller may see (see listTasks); others answer 403.
     */
    get: operations['getTask'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a task
     * @description Admins edit any task, facility users the general tasks their facility owns; the assignee may only tick
     *     the checklist (other fields answer 403). A Completed or Cancelled task answers 409. `ownerGroup` follows
     *     the rules of OwnerGroup (422).
     *
     *     Onboarding tasks (type 3): each checklist item is a document; an item is done only with a `documentId`
     *     of a document uploaded to the task (uploadTaskDocument; 422 under `checklist` otherwise). The first item
     *     the provider marks done moves a provider in status New to In Progress; the last one submits the task for
     *     an admin's approval (`submittedAt`), after which the provider's checklist answers 409 until an admin
     *     unticks an item.
     */
    patch: operations['updateTask'];
    trace?: never;
  };
  '/api/tasks/{taskId}/start': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start working on a task (Open → InProgress)
     * @description By the assignee, an admin, or a facility user for their facility's general tasks.
     */
    post: operations['startTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete a task (Open or InProgress → Completed)
     * @description By the assignee, an admin, or a facility user for their facility's general tasks. A task with an unticked
     *     checklist item answers 409 (every item of a checklist is required). A QA task (type 2) is completed by
     *     its review (submitQaReview; 409 here). An onboarding task (type 3) is completed by an admin, which
     *     approves it (the provider answers 403: their last checklist item submits it).
     *
     *     Approving an onboarding task moves the provider being onboarded (its assignee) to `providerStatus`:
     *     Provisionally Active when absent, or Active. A provider in New, In Progress or Provisionally Active
     *     moves there (the one way from New or In Progress straight to Active: the admin has read every
     *     document); an Active provider stays Active (approval never demotes); a Deactivated provider answers
     *     409 (reactivate them first). The change is in the provider's status history with the approving admin
     *     and the reason `Onboarding approved (TSK-…).` (docs/provider-status.md). `providerStatus` on another
     *     task type answers 422.
     */
    post: operations['completeTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a task (Open or InProgress → Cancelled)
     * @description By an admin, or a facility user for their facility's general tasks.
     */
    post: operations['cancelTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reopen a finished task (Completed or Cancelled → Open)
     * @description Admins only.
     */
    post: operations['reopenTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Comment on a task
     * @description Anyone who may see the task (see listTasks) comments on it while it is Open or InProgress; a Completed or
     *     Cancelled task answers 409. Comments are kept in the order written and cannot be edited or removed; a
     *     task holds at most 500 (409 past that).
     */
    post: operations['addTaskComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}/qa-review': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Grade the signed-out case of a QA task, completing the task
     * @description The assignee of a QA task (type 2; another type answers 409) while it is Open or InProgress (409
     *     afterwards) grades the case they reviewed: Agree, MinorDiscrepancy or MajorDiscrepancy, with a comment
     *     that a discrepancy requires (422 under `comment`). The review is recorded on the task (`qaReview`), the
     *     task is Completed with the comment as its resolution, and the grade is counted in the admin dashboard's
     *     `qaResults`. Others answer 403. A sampled (blinded) review is graded after the reviewer's blind read
     *     (recordQaBlindRead; 409 before it), and its `reviewerDiagnosis` is the blind read's (one given here is
     *     ignored); grading it MajorDiscrepancy opens a follow-up task for the signer (review the case and, if
     *     warranted, add an addendum) and tells the admins (docs/quality.md).
     */
    post: operations['submitQaReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a document for an onboarding task's checklist
     * @description `multipart/form-data` with `file`. The assignee (or an admin) of an onboarding task (type 3; another type
     *     answers 409) while it is Open or InProgress and not submitted (409). Only .jpeg, .jpg, .png, .pdf, .doc
     *     and .docx files whose declared type and content match the extension (415, 'Only JPG, PNG, PDF and Word
     *     documents are allowed.'), at most 20 MB (413). The document joins the task's `documents` (at most 50;
     *     409 past that); a checklist item names it by `documentId` (updateTask).
     */
    post: operations['uploadTaskDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}/documents/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
        /**
         * @description The task document's server-generated id.
         * @example tdoc-0000000000000000
         */
        documentId: components['parameters']['TaskDocumentId'];
      };
      cookie?: never;
    };
    /**
     * Download a task document's bytes
     * @description Anyone who may see the task. Answers the file itself (not an envelope) with its content type,
     *     `Content-Disposition: attachment` and a sanitized file name, and `X-Content-Type-Options: nosniff`.
     */
    get: operations['downloadTaskDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of billing records
     * @description Admins only. Filters combine with AND.
     */
    get: operations['listBillingRecords'];
    put?: never;
    /**
     * Create a billing record (status Draft)
     * @description Admins only. The case must be signed out (422 otherwise) and must not already have a billing record for
     *     the same component that is not void (409). An unknown payer answers 422.
     */
    post: operations['createBillingRecord'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/{billingId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The billing record's id.
         * @example bill-0001
         */
        billingId: components['parameters']['BillingId'];
      };
      cookie?: never;
    };
    /**
     * One billing record
     * @description Admins only.
     */
    get: operations['getBillingRecord'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a billing record or move it along its lifecycle
     * @description Admins only. Amount, currency, component, payer, CPT codes and service date change only while Draft
     *     (409 otherwise); notes change any time. `status` follows BillingStatus (409 for other changes); Void
     *     needs `voidReason` (422).
     */
    patch: operations['updateBillingRecord'];
    trace?: never;
  };
  '/api/enquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of enquiries (leads)
     * @description Admins only. Filters combine with AND.
     */
    get: operations['listEnquiries'];
    put?: never;
    /**
     * Submit the website's enquiry form
     * @description Public. The lead starts as Prospect (list A) and prospect (list B), source Website unless given. The phone
     *     must follow spec 5 ('Invalid phone number format. Must start with + and follow a valid pattern.'; a
     *     country code of zeros: 'Invalid country code.'); a US or Canadian `state` must be a code of the reference
     *     lists (422). At most 5 accepted enquiries per client (IP address) within 10 minutes (a sliding window);
     *     more answer 429 with `Retry-After` (`x-rate-limit` states the same).
     */
    post: operations['createEnquiry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enquiries/{enquiryId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The enquiry's id.
         * @example enq-0001
         */
        enquiryId: components['parameters']['EnquiryId'];
      };
      cookie?: never;
    };
    /**
     * One enquiry
     * @description Admins only.
     */
    get: operations['getEnquiry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit an enquiry (follow-up, status, notes)
     * @description Admins only. The same phone and state rules as the form apply (400/422).
     */
    patch: operations['updateEnquiry'];
    trace?: never;
  };
  '/api/enquiries/{enquiryId}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The enquiry's id.
         * @example enq-0001
         */
        enquiryId: components['parameters']['EnquiryId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a follow-up note to an enquiry
     * @description Admins only (403). The note is plain text (leading and trailing spaces dropped; blank answers 400) and is
     *     added to the end of `followUps` with its author and time; notes are never edited or removed. An enquiry
     *     holds at most 500 notes (409 past that). Unknown ids answer 404.
     */
    post: operations['addEnquiryNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Countries a facility or lead can be in
     * @description Public (the enquiry and registration forms need it).
     */
    get: operations['listCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/us-states': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * US states, the District of Columbia and territories
     * @description Public. `value` is the USPS code; `group` is State, District or Territory.
     */
    get: operations['listUsStates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/canadian-provinces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Canadian provinces and territories
     * @description Public. `value` is the postal abbreviation; `group` is Province or Territory.
     */
    get: operations['listCanadianProvinces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/insurance-payers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Insurance payers
     * @description Any logged-in user. `group` is Commercial, Government or Other.
     */
    get: operations['listInsurancePayers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/subspecialties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The 13 pathology subspecialties
     * @description Public (the provider registration form needs it).
     */
    get: operations['listSubspecialties'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/special-stains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Special (histochemical) stains that can be ordered
     * @description Any logged-in user.
     */
    get: operations['listSpecialStains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/ihc-markers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Immunohistochemistry markers that can be ordered
     * @description Any logged-in user. `group` is the marker's usual use (e.g. Lymphoid, Epithelial, Breast).
     */
    get: operations['listIhcMarkers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/slide-order-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Recut and unstained slide order options
     * @description Any logged-in user. `group` is Recut or Unstained.
     */
    get: operations['listSlideOrderOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/file-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Accepted file types and sizes for uploads
     * @description Any logged-in user. Attachment and slide image extensions of spec 5 and the size limits.
     */
    get: operations['getFileRules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The delivery log of results sent over HL7 v2, newest first
     * @description Admins see every facility's deliveries, a facility user their own facility's (decision 106). One row per
     *     message: the ORU^R01 of a sign-out (report version 1) or of an addendum (version N), sent to the
     *     facility's endpoint when it is enabled. `queued` → `sent` (waiting for its ACK) → `acknowledged`, or back
     *     to `queued` after a NAK or no ACK, with a later `nextAttemptAt` (after 30 s, 2 min, 8 min, 32 min), and
     *     `failed` after the fifth attempt. Every attempt of a message keeps its control id (MSH-10); an
     *     acknowledged message is never sent again. `history` keeps each attempt (when, its outcome, the ACK's code
     *     and text, where it went), the last 20 of every round (decision 139).
     */
    get: operations['listDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deliveries/{deliveryId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deliveryId: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a failed delivery again, under its own control id
     * @description Admins, and the facility's users for their own facility's deliveries (404 for another facility's, as for
     *     one that does not exist). Only a `failed` delivery (409 otherwise, e.g. 'This delivery was acknowledged:
     *     it is not sent again.'); it is queued now with its attempts counted afresh and the same control id.
     */
    post: operations['retryDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/interop/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A facility's system orders a case (a FHIR R4 Bundle) and gets a draft case
     * @description Decision 106, change 4. For a facility's own system, not a person: authorised by an access token of one of
     *     the facility's SMART Backend Services clients with the scope `system/ServiceRequest.c` (decision 133; a
     *     token without it answers 403 naming the scope), or by the facility's API credential (deprecated; the one
     *     rotateFhirCredential hands out), each as `Authorization: Bearer <token>`; a login's token, an expired
     *     access token or an old credential answers 401. The body is a FHIR R4 `Bundle` (`application/fhir+json`) of one
     *     `ServiceRequest` with an identifier of type PLAC (`http://terminology.hl7.org/CodeSystem/v2-0203`), the
     *     placer order number; its `Patient` (name, `birthDate`, `gender` male, female or other); and the
     *     `Specimen`s it names in `ServiceRequest.specimen` (at least one; `type.text`, `collection`). Every
     *     resource is checked against the R4 base definitions, then against what a case needs; a problem answers an
     *     `OperationOutcome` (400 when the body is not a valid R4 Bundle, 422 when it is but lacks what a case
     *     needs) whose issues name the element by a FHIRPath `expression` (`Bundle.entry[1].resource.birthDate`),
     *     and nothing is created.
     *
     *     The Bundle may also hold the order's `Task` (decision 137: intent `order`, status `requested`, or
     *     `cancelled` to cancel; `basedOn` the ServiceRequest, `for` its Patient), as FHIR-first laboratory systems
     *     send it: the same order, read the same way, needing `system/Task.c` instead; the Task PathBridge answers
     *     with is read at the FHIR API (`Task/<caseID>-task`).
     *
     *     A new order answers 201 with the draft case of the credential's facility, which its clerk finishes in the
     *     pages (slides, attachments) and sends out as any other. The case keeps the number as `placerOrderNumber`,
     *     and the number names the order from then on (decision 118), answered 200 with its case (`created:
     *     false`): the same order again changes nothing ("This order was already received."); an order of that
     *     number with other content is a **change**, which updates a Draft's patient, specimens (each keeps the
     *     blocks and slides of the specimen of its identifier), case type, priority and clinical information ("The
     *     order was changed: its draft case was updated."); a `ServiceRequest` with `status` **revoked** cancels a
     *     Draft (status `Cancelled`; "The order was cancelled: its draft case was cancelled.", again as often as
     *     it is sent). Once the case is sent out (or cancelled, for a change) a change or a cancel answers 409 with
     *     the reason, and a cancel of a number never received 422; nothing changes. docs/interop.md has the
     *     mapping field by field; HL7 OML^O21 over MLLP reaches the same intake (not an HTTP operation, described
     *     there: ORC-1 `XO` and `CA`).
     */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/synoptic-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The templates of a report's structured (synoptic) part
     * @description Any logged-in user (a facility reads the structured part of its reports by these labels). Each
     *     template is offered for the case types it names; its items have allowed answers and, where a free-to-use
     *     code exists, a LOINC coding, else a code in PathBridge's own system
     *     (`https://pathbridge.example/fhir/CodeSystem/synoptic-item`). The templates are PathBridge's own, in the
     *     shape of the CAP's cancer protocols (items with answers), not their text. A template's `version` rises
     *     when its items change; a report keeps the version it was written with (decision 106).
     */
    get: operations['listSynopticTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/enumerations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Enumerations with their labels
     * @description Any logged-in user. Values and labels for the task, billing, enquiry and case-file forms.
     */
    get: operations['getEnumerations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/report-draft': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Save the report being written, as it stands (autosave while typing)
     * @description The assigned provider (or an admin) while the case is Assigned; the whole draft is replaced. Only they see
     *     `reportDraft` on the case; for everyone else it is null. Other states answer 409, other users 403.
     */
    put: operations['saveReportDraft'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/report/addenda': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Append an addendum to a signed-out report (a new report version)
     * @description The provider who signed the case out, or an admin, while the case is SignOutCompleted. The addendum is
     *     appended as the next version; earlier versions stay as they were. Other states answer 409, other users 403;
     *     a report holds at most 50 addenda (409 past that).
     */
    post: operations['addReportAddendum'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/report/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    /**
     * The signed-out report as a PDF, at one of its versions
     * @description The final report as the backend renders it (decision 136): the same document the report page shows, at
     *     `version`, dates in `tz`, with the patch snapshots of its annotations. Who may read the case (getCase's
     *     rule, a consult's or a task's access included) is checked before anything of it is read: 404 for an
     *     unknown case, 403 for a case one may not see and for a blinded QA reviewer's (the message says so); 409
     *     while the case has no final report; 404 for a version the report does not have. An unknown zone writes
     *     the dates in UTC, which they then say. Answers the file itself (not an envelope), `Content-Disposition:
     *     attachment` with the file name `<record id>-report-v<version>.pdf`, and `X-Content-Type-Options: nosniff`.
     */
    get: operations['getReportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/primary-diagnosis': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Record the primary diagnosis
     * @description The assigned provider or an admin while the case is Assigned. After sign-out the report is locked (409):
     *     a correction is an addendum (addReportAddendum). Other users answer 403.
     */
    put: operations['updateCasePrimaryDiagnosis'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/clinical-info': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Edit the clinical information
     * @description The case's facility while Draft; the assigned provider while Assigned; an admin unless Cancelled. Other
     *     states answer 409, other users 403.
     */
    put: operations['updateCaseClinicalInfo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/billing-component': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change the case's billing component
     * @description The case's facility while Draft (409 otherwise); an admin any time. Others answer 403.
     */
    put: operations['updateCaseBillingComponent'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/relations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    /**
     * The case's relation and its parent and child cases
     * @description Anyone who may see the case.
     */
    get: operations['getCaseRelations'];
    /**
     * Set the case relation and its parent case
     * @description The case's facility while Draft (409 otherwise); an admin any time. See CaseRelationsInput for the
     *     rules (422 for an unsuitable parent, or one that already has 500 children; 409 when the case still has
     *     children).
     */
    put: operations['updateCaseRelations'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    /**
     * The case's clinical attachments
     * @description Anyone who may see the case. Oldest first.
     */
    get: operations['listCaseAttachments'];
    put?: never;
    /**
     * Upload a clinical attachment into one of the five slots
     * @description `multipart/form-data` with `slot` and `file`. The case's facility while Draft or Available, an admin unless
     *     the case is Cancelled or SignOutCompleted (409). Only .jpeg, .jpg, .png, .pdf, .doc and .docx files whose
     *     declared type and content match the extension (415, 'Only JPG, PNG, PDF and Word documents are
     *     allowed.'), at most 20 MB (413); a case holds at most 100 attachments (409 past that). The file is stored
     *     under a server-generated id; the client's file name is kept, sanitized, for display only.
     */
    post: operations['uploadCaseAttachment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/attachments/{attachmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The attachment's server-generated id.
         * @example att-0000000000000000
         */
        attachmentId: components['parameters']['AttachmentId'];
      };
      cookie?: never;
    };
    /**
     * Download an attachment's bytes
     * @description Anyone who may see the case. Answers the file itself (not an envelope) with its content type,
     *     `Content-Disposition: attachment` and a sanitized file name, and `X-Content-Type-Options: nosniff`.
     */
    get: operations['downloadCaseAttachment'];
    put?: never;
    post?: never;
    /**
     * Remove an attachment
     * @description The case's facility while Draft or Available; an admin any time (409 otherwise). Answers the removed
     *     attachment's record.
     */
    delete: operations['deleteCaseAttachment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/subsections/{subsectionId}/images': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The subsection's id (`Subsection.id`).
         * @example case-0001-S1-B1
         */
        subsectionId: components['parameters']['SubsectionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a slide image into a subsection
     * @description `multipart/form-data` with `file`. The case's facility while Draft or Available; an admin while Draft,
     *     Available or Assigned (409 otherwise). Extensions of spec 5 only (.jpg .jpeg .tif .tiff .ndpi .mrxs
     *     .isyntax .svs .dcm .vms .vmu .scn .vsi .bif .czi .zvi .svslide .ome.tiff; 415). Up to 2 GB (413; a mock
     *     may cap lower), judged while the body streams in: a declared Content-Length over the limit is refused
     *     before a byte is read, and a chunked body is cut off at the limit (413, the connection then closed). Creates
     *     a slide record and adds the image to the subsection (a block holds at most 50 images; 409 past that); its
     *     `fileContent` is what get-download-link takes. Browsers should use createSlideUpload (resumable) for slide
     *     images; this is for small files and scripts.
     */
    post: operations['uploadSubsectionImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/subsections/{subsectionId}/slide-uploads': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The subsection's id (`Subsection.id`).
         * @example case-0001-S1-B1
         */
        subsectionId: components['parameters']['SubsectionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A signed, expiring tus upload URL for one slide image of a subsection
     * @description Issues the URL a browser uploads one slide image to, resumably, straight to the backend (tus 1.0.0), so
     *     the file never passes through the web application and the browser never holds the API token. Same
     *     access as uploadSubsectionImage: the case's facility while Draft or Available; an admin while Draft,
     *     Available or Assigned (409 otherwise; 403 for others; 404 for an unknown case or subsection). The body
     *     names the file: an extension of spec 5 (415 with the same sentence as uploadSubsectionImage) and its
     *     size, at most 2 GB (413; a backend may cap lower and says its limit in `maxBytes`).
     *
     *     `uploadUrl` is a tus **creation endpoint** on the backend's origin, signed (HMAC) over the case, the
     *     subsection, the caller, the file name and size, and `expiresAt` (24 hours after issue, so an upload
     *     paused in the evening still resumes the next morning). The signature, not a bearer header, authorises
     *     every request to it and under it:
     *
     *     - `OPTIONS` (CORS preflight) is answered for any origin, allowing the tus request headers (`Tus-Resumable`,
     *       `Upload-Length`, `Upload-Offset`, `Upload-Metadata`, `Content-Type`…) and exposing the response ones
     *       (`Location`, `Upload-Offset`, `Upload-Length`, `Tus-Resumable`, `Slide-Image-Id`…). No cookies.
     *     - `POST {uploadUrl}` with `Tus-Resumable: 1.0.0` and `Upload-Length` equal to `sizeBytes` (413 when larger,
     *       400 when different; deferred length is refused) creates the upload: 201 with `Location:
     *       {uploadUrl}/{uploadId}`. The upload id is the image's future `fileContent` (`sld-` and 16 hex digits).
     *     - `HEAD {uploadUrl}/{uploadId}` answers `Upload-Offset` (the bytes the backend holds) and `Upload-Length`;
     *       `PATCH` (`Content-Type: application/offset+octet-stream`, `Upload-Offset` equal to the held offset, else
     *       409) appends; bytes of a PATCH cut off midway are kept, so a client resumes from `HEAD`'s offset;
     *       `DELETE` terminates an unfinished upload (204).
     *     - An upload may be continued under a newer URL issued for the same case, subsection, caller, file name
     *       and size (`{newUploadUrl}/{uploadId}`), so an upload outlives one URL's expiry.
     *     - A bad signature, another grant's upload, or an expired URL: 403 (`Invalid signature`, `Link expired`).
     *       An unknown upload: 404. Bytes past `Upload-Length`: 413.
     *     - The first bytes are checked when they arrive and again at the end (a .tif, .tiff, .svs, .ndpi, .scn,
     *       .bif or .ome.tiff must start as a TIFF or BigTIFF, a .jpg/.jpeg as a JPEG, a .dcm with `DICM` at byte
     *       128, a .czi with `ZISRAWFILE`, a .zvi as an OLE2 file): otherwise 415 with the sentence above and the
     *       upload is deleted.
     *     - The PATCH that completes the upload answers 204 with `Slide-Image-Id: {uploadId}` once the image is a
     *       slide of the case: added to the subsection as `{ fileName, fileContent: uploadId }`, so
     *       get-download-link and the viewer take it like an image from uploadSubsectionImage. `HEAD` of a completed
     *       upload carries the same header. If the case no longer accepts slide images by then, 409 and the upload
     *       is deleted.
     */
    post: operations['createSlideUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/subsections/{subsectionId}/archive-series': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The subsection's id (`Subsection.id`).
         * @example case-0001-S1-B1
         */
        subsectionId: components['parameters']['SubsectionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a slide series of the facility's image archive to a subsection, instead of uploading it
     * @description Decision 164. The case's facility while Draft or Available (409 otherwise; 403 for others; 404 for an
     *     unknown case or subsection). The series stays in the facility's image archive: the server asks the
     *     facility's saved DICOMweb endpoint (QIDO-RS, as searchImageArchive, bounded and timed out: a lookup and an
     *     answer of up to 10 seconds each) whether it holds that study and series as a slide series (Modality SM),
     *     and adds the image `{ fileName, fileContent }` to the subsection (`fileName`: the series' description, or
     *     `Archive series` and the series' last UID component), so get-download-link answers its `dicomweb` root
     *     and the viewer reads it through the signed proxy, forwarded to that facility's archive. 409 when no
     *     endpoint is saved or it is no longer an allowed destination, when the block already holds this series, or
     *     holds the most images a block holds; 422 under `seriesInstanceUid` when the archive has no such slide
     *     series; 502 and 504 as searchImageArchive. The attach is audited.
     */
    post: operations['attachArchiveSeries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/images/{imageId}/archive-storage': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description A slide image of the case, by its file reference (`fileContent` in the case data).
         * @example blob-demo-01
         */
        imageId: components['parameters']['ImageId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Try again to store an uploaded slide in the site's image archive
     * @description Decision 182. Admins, and the case's facility's users (403 for others; 404 for an unknown case, or an
     *     image that is not one of the case's). Only an upload whose store `Failed` (archiveStorage on the case's
     *     images and the slide's link): it is queued again from its uploaded file, as when it was uploaded, and the
     *     answer is its new state (`Queued`, or `Failed` with the queue's sentence when too many slides are waiting);
     *     the outcome comes later, on the record, in the audit trail and as `slide.storage.changed` on the live
     *     stream (streamMyEvents). 409 when the server keeps no image archive,
     *     the slide is not one it stores, it is already stored or on its way, or the case was cancelled. The slide
     *     stays readable from its uploaded file meanwhile.
     */
    post: operations['retrySlideArchiveStore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/images/{imageId}/annotations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description A slide image of the case, by its file reference (`fileContent` in the case data).
         * @example blob-demo-01
         */
        imageId: components['parameters']['ImageId'];
      };
      cookie?: never;
    };
    /**
     * The rulers and patches of one slide image of a case
     * @description Anyone who may see the case (403 otherwise; 404 for an unknown case, or an image that is not one of the
     *     case's). The annotations are a merged log of document events (rulers of spec 3.8, patches of spec 3.9):
     *     `events` is the union of every event saved for this image, ordered by (`at`, `id`); `rulers` and
     *     `patches` are the fold of that log; `revision` is the number of events, so a client knows whether it has
     *     seen everything. `canEdit` says whether the caller may save (the assigned provider, or an admin, while the
     *     case is Assigned); `readOnlyReason` says why not. To the reviewer of a sampled QA task not graded yet
     *     (docs/quality.md) the signer's marks are withheld: no events, rulers or patches, `updatedBy` null, and
     *     `readOnlyReason` says so.
     */
    get: operations['listSlideAnnotations'];
    put?: never;
    /**
     * Append a batch of annotation events to one slide image of a case
     * @description The assigned provider, or an admin, while the case is Assigned (403 for others; 409 once the case is
     *     signed out: annotations are then locked, and in any other status). At most 200 events a batch, each a
     *     document event of the viewer's log with its own `id` and `at` (epoch ms); notes at most 2000
     *     characters of plain text; coordinates finite. Events the server already holds (same `id`) are ignored,
     *     so resending a batch is harmless. The server records who saved each event and answers the merged
     *     state: the union of all events by id, ordered by (`at`, `id`), and its fold. Two editors moving the
     *     same patch therefore end with the later move (last writer by time).
     */
    post: operations['saveSlideAnnotations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/images/{imageId}/region': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description A slide image of the case, by its file reference (`fileContent` in the case data).
         * @example blob-demo-01
         */
        imageId: components['parameters']['ImageId'];
      };
      cookie?: never;
    };
    /**
     * A PNG of one rectangle of a slide image (patch snapshots)
     * @description Anyone who may see the case (403 otherwise; 404 for an unknown case or an image that is not the
     *     case's). `x`, `y`, `width` and `height` are level-0 image pixels (as patches store them); the rectangle
     *     must lie inside the image and be at most 65536 pixels a side (400 otherwise). The answer is that
     *     rectangle scaled to `outWidth` pixels wide (at most 1600, never larger than the rectangle itself) with
     *     the height in proportion (a height past 1600 shrinks both to fit), as `image/png`, cut from the slide's
     *     pyramid level nearest that scale. The final report draws its patch snapshots with it.
     */
    get: operations['getSlideRegion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The original slide file, by signed link
     * @description The URL comes from get-download-link (`link`); the signature, not a bearer token, authorises it until
     *     `expires`. Answers HTTP Range requests (206, or 416 with `Content-Range: bytes *\/size`), ETag and
     *     Last-Modified (304 to a matching If-None-Match).
     */
    get: operations['getSlideFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/thumbnail.jpg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A small JPEG of the whole slide, by signed link
     * @description The `thumbnailUrl` of get-download-link; the side panel shows it.
     */
    get: operations['getSlideThumbnail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/preview.jpg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A larger JPEG of the whole slide, by signed link
     * @description The `previewUrl` of get-download-link.
     */
    get: operations['getSlidePreview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/dz/{expires}/{signature}/{descriptor}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The Deep Zoom descriptor (.dzi), by signed link
     * @description The `dziUrl` of get-download-link. The signature is part of the path, so the tile URLs OpenSeadragon
     *     builds from the descriptor (`…_files/{level}/{column}_{row}.jpg`) carry it too.
     */
    get: operations['getDeepZoomDescriptor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/dz/{expires}/{signature}/{tilesFolder}/{level}/{tile}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One Deep Zoom tile, by signed link
     * @description 256-pixel JPEG tiles without overlap; immutable, so cached for a long time.
     */
    get: operations['getDeepZoomTile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/dicomweb/{expires}/{signature}/studies/{studyInstanceUid}/series/{seriesInstanceUid}/metadata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A slide's series metadata (WADO-RS), from the image archive, by signed link
     * @description Under `dicomweb.wadoRsRoot` of get-download-link. The server checks, in this order: the signature, its
     *     expiry and its session (403 `Invalid signature`, `Link expired`, `Session ended`); that the session's user
     *     may read the slide as get-download-link decides (403 for a case they may not see); that the slide has a
     *     series in the archive, and that the study and series are that series (404 otherwise); then asks the
     *     archive and streams its answer back. The archive's failures answer 502 (no answer within the server's
     *     time-out, none at all, or an answer past its byte bound); a busy archive connection 503. The archive's
     *     address and credentials never appear in an answer.
     */
    get: operations['getDicomwebSeriesMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/dicomweb/{expires}/{signature}/studies/{studyInstanceUid}/series/{seriesInstanceUid}/instances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The instances of a slide's series (QIDO-RS), from the image archive, by signed link
     * @description Checked as getDicomwebSeriesMetadata is. Only `limit`, `offset` and `includefield` are passed on to the
     *     archive; other query parameters are dropped. No match is an empty list (an archive's 204 included).
     */
    get: operations['searchDicomwebInstances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/dicomweb/{expires}/{signature}/studies/{studyInstanceUid}/series/{seriesInstanceUid}/instances/{sopInstanceUid}/frames/{frameList}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Frames of an instance of a slide's series (WADO-RS), from the image archive, by signed link
     * @description Checked as getDicomwebSeriesMetadata is. The `Accept` header is passed on when it names
     *     `multipart/related` (with plain `type`, `transfer-syntax` and `q` parameters); otherwise the frames are
     *     asked for as stored: `multipart/related; type="application/octet-stream"; transfer-syntax=*`. At most 32
     *     frames a request; the answer is bounded at 8 MiB a frame. Frames never change: `immutable`.
     */
    get: operations['getDicomwebFrames'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/slides/{slideId}/dicomweb/{expires}/{signature}/studies/{studyInstanceUid}/series/{seriesInstanceUid}/instances/{sopInstanceUid}/{rendition}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An instance of a slide's series as an image (WADO-RS rendered), from the image archive, by signed link
     * @description Checked as getDicomwebSeriesMetadata is. Only `viewport` and `quality` are passed on to the archive;
     *     the answer is bounded at 8 MiB.
     */
    get: operations['getDicomwebRendered'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the audit trail, newest first (admin)
     * @description Admins only (403). The backend records every read of a case (with its report when the answer carries
     *     one), every slide opened (once per slide and session: the first read of the slide's annotations, which
     *     a viewer makes when it shows the slide; links, tiles and files are never recorded), every attachment download, annotation change, report save,
     *     sign-out, addendum, assignment and status change, every step of a live consult (started, invited,
     *     joined, left, lead asked for or handed over; its reads and the leader's steps once per consult and
     *     session), every login (failed ones too, with the e-mail tried),
     *     logout and password change, and every change only an admin may make: who (user, e-mail, role), when,
     *     what (type and id, and the case), the outcome (Succeeded; Denied for 401, 403 and 404; Failed for any
     *     other refusal or failure), the HTTP status and the client's address (docs/audit.md). Reads of lists
     *     record nothing, but for a case's consults. A read of a case, a slide, an attachment or a consult is
     *     never answered without its record: when the record cannot be saved it answers 503, refused or not.
     *     **The trail is append-only**: the contract has no operation that changes or deletes a
     *     record, and this path answers 405 to every method but GET. Newest first, in the order recorded (`id`
     *     follows it); filters
     *     combine with AND; a case's access history is this operation with `caseId`.
     */
    get: operations['listAuditEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/quality/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The QA sampling rate of each case type (admin)
     * @description Admins only (403). One rate per case type, in per cent (0–100; 0 until an admin sets one). When a case is
     *     signed out, a random draw below its type's rate samples it: a blinded QA task (type 2) goes to the first
     *     eligible provider other than the signer (docs/quality.md).
     */
    get: operations['getQualitySettings'];
    /**
     * Set QA sampling rates (admin)
     * @description Admins only (403). The rates listed replace those case types' rates; the others keep theirs. A rate that
     *     is not a number from 0 to 100 answers 400 under its path ('Enter a rate from 0 to 100 %.'); a case type
     *     listed twice answers 422 under its path ('This case type is listed twice.'); nothing changes then. Cases
     *     already signed out are not sampled again.
     */
    put: operations['updateQualitySettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/quality': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Agreement, open reviews and major discordances (admin)
     * @description Admins only (403). Over the reviews graded from `from` to `to` (UTC days, inclusive; the last 365 days to
     *     today when not given): agreement in total, by the signing provider and by case type (reviews, agree,
     *     minor, major, agree %). `open` is one page (`page`, `pageSize`) of the samples not graded yet, whenever
     *     they were drawn (unassigned ones first, then oldest first), `openTotal` and `openTotalPages` their count
     *     and pages (decision 108: a network's year holds thousands). `discordances` is one page
     *     (`discordancePage`, `discordancePageSize`) of the major discordances graded in the period, newest first,
     *     with their follow-up tasks and their states, `discordanceTotal` and `discordanceTotalPages` their count
     *     and pages (decision 114). `to` before `from` answers 400.
     */
    get: operations['getQualityReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tasks/{taskId}/qa-blind-read': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the reviewer's own diagnosis of a sampled case, read blind (step 1 of 3)
     * @description Step 1 of a sampled QA review (docs/quality.md, decision 084): the assignee of a sampled QA task (403 for
     *     anyone else) records their own diagnosis, written while neither the signer nor the diagnosis is shown.
     *     Only while the task is Open or InProgress and not graded, and only for a sampled task (a QA task made by
     *     hand is graded with the report in hand): 409 otherwise. Once recorded it cannot be changed (409). An Open
     *     task becomes InProgress (the review has begun: Start no longer applies). The
     *     case then answers its diagnosis and the final report's diagnosis text (`Case.qaComparison`), still
     *     without the signer; the grade (submitQaReview) is given next and the signer is named once graded.
     */
    post: operations['recordQaBlindRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    /**
     * The consults held on a case, newest first (to join one, or replay one)
     * @description Providers and admins who may read the case (403 otherwise; 404 for an unknown case). Each consult with
     *     its participants, leader and state; its event log is read with listConsultEvents. A case keeps at most
     *     50 consults, ended ones counted (startConsult).
     */
    get: operations['listCaseConsults'];
    put?: never;
    /**
     * Start a live consult on the case; the caller is present and leads
     * @description A provider or admin who may read the case (403 otherwise). A case in status Draft or Cancelled answers
     *     409 (`A consult needs a case that has been sent out.`), a signed-out one 409 too (`A consult is held
     *     while a case is read: this case is signed out.`), and so does a second consult while the caller
     *     already leads or attends an active one on this case (`You are already in a consult on this case.`).
     *     A case keeps at most 50 consults, ended ones counted (docs/consult.md, decision 098): a 51st answers 422
     *     (`This case has reached its limit of 50 consults, so no new one can be started on it. Join one in
     *     progress, or replay a past one.`) and nothing is stored.
     *     A reviewer of a blinded QA review of the case is refused every consult operation on it, 403 (`Consults
     *     on case CUG-2026-0030 are shown once you have graded your blinded QA review of it.`), until graded.
     */
    post: operations['startConsult'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consult-candidates': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    /**
     * The providers one could invite to a consult on the case, and whether each may see it
     * @description Anyone who may read the case (403 otherwise). Every provider whose account is Active or Provisionally
     *     Active, by name, except the caller; `maySee` says whether an invitation would be accepted and, when not,
     *     `reason` says why in the words inviteToConsult refuses with.
     */
    get: operations['listConsultCandidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults/{consultId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    /**
     * One consult with its participants (and their presence), leader and state
     * @description Anyone who may read the case (403 otherwise); 404 for a consult that is not this case's.
     */
    get: operations['getConsult'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults/{consultId}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite a provider to the consult; they are told (ConsultInvitation) with a link to join
     * @description Any present participant of an active consult (403 for anyone else; 409 when the consult has ended). The
     *     invitee must be a provider who may see the case: one who reads it already, or whose account is Active and
     *     who meets the case's subspecialty and licence rules (contracts/assignment.ts). Anyone else is refused
     *     with 422 and a sentence naming them and why (`Dr A cannot see this case: not licensed in TX.`). Inviting
     *     someone already invited or present changes nothing and answers 200 again. While the consult is active,
     *     its participants read the case (details, slides, annotations) as its readers do.
     */
    post: operations['inviteToConsult'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults/{consultId}/join': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An invited participant (or one who left) becomes present
     * @description Only someone invited to it (403 otherwise; 409 when it has ended). Joining again while present changes
     *     nothing. Catch up on the leader's screen with listConsultEvents.
     */
    post: operations['joinConsult'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults/{consultId}/leave': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A participant leaves; the leader's leaving hands the lead on, or ends the consult when alone
     * @description A participant (403 otherwise). When the leader leaves, the lead goes to the participant who asked for it,
     *     else to the present participant who joined first; with nobody else present the consult ends. Leaving an
     *     ended consult, or leaving twice, changes nothing.
     */
    post: operations['leaveConsult'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults/{consultId}/lead-request': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A present follower asks to lead; the leader sees the request and may hand over
     * @description A present participant who does not lead (403 for anyone else; 409 when the consult has ended or the
     *     caller leads already). The latest request replaces an earlier one.
     */
    post: operations['requestConsultLead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults/{consultId}/leader': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The leader hands the lead to a present participant
     * @description Only the leader (403 otherwise); the new leader must be present (422 `<name> is not present.`); 409 when
     *     the consult has ended. The new leader continues the event log from the consult's `lastSeq`.
     */
    post: operations['handOverConsult'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults/{consultId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    /**
     * The consult's event log after a sequence number (catch up, fill a gap, replay)
     * @description Anyone who may read the case (403 otherwise). The steps with `seq` greater than `after`, in order, at
     *     most `limit`; `lastSeq` is the consult's latest, so a client knows whether to ask again.
     */
    get: operations['listConsultEvents'];
    put?: never;
    /**
     * The leader appends their viewer's steps, numbered by the client, each applied once and in order
     * @description Only the leader of an active consult (403 `Only the consult's leader may change the shared view.`; 409
     *     when it has ended). Each step carries the client's sequence number `seq` (the consult's `lastSeq` + 1,
     *     + 2, …). A step at or below `lastSeq` was applied already and is skipped (a retry or a duplicate); a step
     *     beyond a gap is held until the gap fills, then applied in order; held steps are dropped when the lead
     *     changes. Each viewer event is checked against the viewer's own event rules (contracts/viewer-events.ts,
     *     stricter than this schema: a ruler's points, a colour's form): a step they refuse answers 422 naming the
     *     step and field, and nothing is applied. A consult's log keeps at most 20,000 steps (docs/consult.md,
     *     decision 098): a request with any step numbered past it answers 422 (`This consult has reached its limit
     *     of 20,000 viewer steps. Leave it and start a new one to go on.`) and nothing of it is applied or held.
     *     The answer says how many steps were applied now and the consult's `lastSeq`; the participants receive
     *     each applied step as a `consult.event` on their stream.
     */
    post: operations['appendConsultEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cases/{caseId}/consults/{consultId}/live-view': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The leader's view while it moves, and their pointer on the slide, passed on to the followers now
     * @description Only the leader of an active consult (403 `Only the consult's leader may change the shared view.`; 409
     *     when it has ended). Ephemeral (decision 109): nothing is stored, the consult's log and its bound
     *     of 20,000 steps are untouched, and the present followers receive it as a `consult.view` on their stream,
     *     which is not kept for a resume. The viewer sends it during a drag or a wheel zoom, at most 20 a second,
     *     the last one always; the movement's end is still one step of the log (appendConsultEvents). `n` grows
     *     with each one a leader sends, so a follower drops one older than what it shows. `view` null: the pointer
     *     only; `pointer` null: the leader's pointer left the slide. The answer says how many followers were told.
     */
    post: operations['sendConsultLiveView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description A user's role, in the capitalised spelling the menus compare against (spec 3.2).
     * @enum {string}
     */
    Role: 'Admin' | 'Provider' | 'MedicalFacility' | 'Facility_NP';
    /**
     * @description Account status (spec 3.3, provider status). Clients compare it lower-cased.
     * @enum {string}
     */
    UserStatus: 'New' | 'In Progress' | 'Provisionally Active' | 'Active' | 'Deactivated';
    /**
     * @description A role as a backend may spell it where the session learns it (the login answer, the current user; spec 3.2): admin, provider, physician, medicalfacility, facility_np or facilitynp, in any letter case (Admin, PROVIDER, Facility_NP, FacilityNP). A physician is a provider. Clients map every spelling to the Role of the same name (contracts/roles.ts); the mock sends Role's capitalised spelling.
     * @example Provider
     * @example physician
     * @example ADMIN
     * @example medicalfacility
     * @example FacilityNP
     */
    RoleSpelling: string;
    /**
     * @description An account status as a backend may spell it to the current user (spec 3.6, 4.1: used lower-cased): New, In Progress, Provisionally Active, Active or Deactivated in any letter case, the words joined by a space, an underscore, a hyphen or nothing (provisionally active, PROVISIONALLY_ACTIVE, ProvisionallyActive). Clients map every spelling to the UserStatus of the same name (contracts/roles.ts); the mock sends UserStatus's spelling.
     * @example Provisionally Active
     * @example provisionally active
     * @example ProvisionallyActive
     * @example in_progress
     * @example ACTIVE
     */
    UserStatusSpelling: string;
    /**
     * @description Messages per request field, for 400 and 422 answers.
     * @example {
     *       "email": [
     *         "Email is required"
     *       ]
     *     }
     */
    FieldErrors: {
      [key: string]: string[];
    };
    /** @description The envelope of every failed call. */
    ErrorEnvelope: {
      /** @constant */
      isSuccess: false;
      /** @description A sentence a person can act on. */
      message: string;
      data?: components['schemas']['FieldErrors'] | null;
      /** @description A further explanation shown instead of the generic text when present. */
      error?: string | null;
      /** @description Details shown instead of the generic text when present. */
      details?: string | null;
    };
    LoginRequest: {
      email: string;
      password: string;
      /** @description The device token an earlier successful login on this email gave this client (LoginResult), if it has one. Optional; one that is not valid for this email is ignored, never refused. */
      deviceToken?: string;
    };
    LoginResult: {
      token: string;
      /** Format: date-time */
      tokenExpiry: string;
      role: components['schemas']['RoleSpelling'];
      /** @description A banner message to show the user until it is cleared. */
      message?: string | null;
      /** @description A new device token for this email on this client (login's description): opaque, signed by the server, valid for a year. The client keeps it out of page scripts' reach and sends it back as LoginRequest's `deviceToken`. A server without device tokens leaves it out. */
      deviceToken?: string;
    };
    LoginEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['LoginResult'];
      error?: null;
      details?: null;
    };
    CurrentUser: {
      id: string;
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
      role: components['schemas']['RoleSpelling'];
      status: components['schemas']['UserStatusSpelling'];
      /**
       * @description The user's time zone (an IANA name, decision 121): the backend writes the times of their
       *     e-mails and notices in it, and the app shows their lists in it. Null: not chosen yet (the backend
       *     writes UTC; the app records the browser's zone once, docs/notifications.md "Times"). Absent from a
       *     backend that does not keep one. Set with updateNotificationPreferences.
       */
      timeZone?: components['schemas']['TimeZone'] | null;
    };
    CurrentUserEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['CurrentUser'];
      error?: null;
      details?: null;
    };
    FacilitySummary: {
      id: string;
      name: string;
      /** @enum {string} */
      facilityType:
        | 'independent_facility'
        | 'private_hospital'
        | 'public_hospital'
        | 'university_medical_center'
        | 'other';
      /** @enum {string} */
      accountType: 'Individual' | 'Physician_Group' | 'Laboratory' | 'Other';
      phone?: string | null;
      /** @enum {string} */
      country: 'US' | 'Canada' | 'Other';
      state?: string | null;
      city?: string | null;
    };
    FacilityUser: {
      /** @description The facility user record's id (the `:facilityId` of /edit-account-details). */
      id: string;
      /** @description The user's id; their own details change through updateUser. */
      userId: string;
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
      phone: string | null;
      /** @enum {string} */
      role: 'MedicalFacility' | 'Facility_NP';
      status: components['schemas']['UserStatus'];
      facility: components['schemas']['FacilitySummary'];
    };
    FacilityUserEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['FacilityUser'];
      error?: null;
      details?: null;
    };
    /** @description A Deep Zoom descriptor as a JSON object, in the shape OpenSeadragon accepts inline. */
    DeepZoomImage: {
      /**
       * Format: uri
       * @description The Deep Zoom XML namespace, a name and not an address (`x-link` false).
       */
      xmlns?: string;
      /** @description The tiles folder, ending in `_files/`. */
      Url: string;
      /** @enum {string} */
      Format: 'jpeg' | 'jpg' | 'png';
      /** Format: int32 */
      Overlap: number;
      /** Format: int32 */
      TileSize: number;
      Size: {
        /** Format: int32 */
        Width: number;
        /** Format: int32 */
        Height: number;
      };
    };
    SlideLink: {
      /**
       * Format: uri
       * @description Signed URL of the original file; answers HTTP Range requests.
       */
      link: string;
      info: {
        contentType: string;
        fileName: string;
        /** Format: int64 */
        sizeBytes: number;
      };
      /**
       * Format: uri
       * @description Signed URL of the Deep Zoom descriptor, or null when the slide has no Deep Zoom copy.
       */
      dziUrl: string | null;
      /**
       * Format: uri
       * @description Signed URL of the tiles folder, the prefix of each tile's URL (`{level}/{column}_{row}.jpg`), not a resource of its own (`x-link` false: `firstTileUrl` and `tileImageUrls` are the links to follow).
       */
      dziTilesFolder: string | null;
      dziTileSourceObject: {
        Image: components['schemas']['DeepZoomImage'];
      } | null;
      /** Format: uri */
      firstTileUrl: string | null;
      /** @description Tile URLs following the `{level}/{column}_{row}.jpg` pattern. */
      tileImageUrls: string[];
      /** Format: uri */
      thumbnailUrl: string | null;
      /** Format: uri */
      previewUrl: string | null;
      /**
       * Format: date-time
       * @description When the signed URLs stop working.
       */
      expiresAt: string;
      /**
       * Format: int32
       * @description Full-resolution width in pixels, when known.
       */
      width?: number | null;
      /**
       * Format: int32
       * @description Full-resolution height in pixels, when known.
       */
      height?: number | null;
      /** @description Micrometres per pixel at full resolution (spec 3.7), or null when the file does not record it; viewers then assume 0.25 in x and y. */
      mpp?: {
        x: number;
        y: number;
      } | null;
      /** @description Scan magnification (objective), recorded by the scanner or derived from mpp. */
      magnification?: number | null;
      /** @description Origin and licence of third-party slide data, to show wherever the slide is shown. */
      attribution?: string | null;
      /** @description For a DICOM whole-slide image stored as several files of one series (pyramid levels, label, overview): signed URLs of the other instances, answering HTTP Range like `link`, which is the full-resolution instance. Absent or null for a single file. */
      instanceLinks?: string[] | null;
      /** @description The slide's series in the site's image archive (DICOMweb), or null when the slide has none or no archive is configured. The series is the one a facility linked to the slide; the archive's own address and credentials never leave the server. */
      dicomweb: components['schemas']['SlideDicomwebSource'] | null;
      /** @description Where an uploaded slide stands on its way into the site's image archive, when the server has one (DICOMweb): absent or null for a slide that is not stored there by this server (a catalogue slide, a server without an archive, a file type the archive's converter cannot read). */
      archiveStorage?: components['schemas']['SlideArchiveStorage'] | null;
    };
    SlideArchiveStorage: {
      /**
       * @description Queued: waiting for an earlier upload's conversion; Storing: being converted to DICOM and sent to the archive; Stored: the archive holds it and viewers read it there (`dicomweb`); Failed: the archive does not hold it and viewers read the uploaded file (`link`), as for a server without an archive.
       * @enum {string}
       */
      state: 'Queued' | 'Storing' | 'Stored' | 'Failed';
      /** @description For Failed, a sentence saying why, naming no address, credential or converter output; else null. */
      message: string | null;
    };
    SlideArchiveStorageEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['SlideArchiveStorage'];
      error?: null;
      details?: null;
    };
    /**
     * @description A DICOM unique identifier (value representation UI), dot-separated digits.
     * @example 1.2.826.0.1.3680043.8.498.10
     */
    DicomUid: string;
    /** @description DICOM JSON (PS3.18 F.2): one object per instance, keyed by tag (`0020000E`), each `{ vr, Value }`, passed on as the archive answers it. */
    DicomJsonList: {
      [key: string]: unknown;
    }[];
    SlideDicomwebSource: {
      /**
       * Format: uri
       * @description A signed DICOMweb service root on this server (`/slides/{slideId}/dicomweb/{expires}/{signature}`, no trailing slash), expiring with the other links at `expiresAt` and with the caller's session. Under it the standard read paths of this one study and series answer, forwarded to the archive: `/studies/{studyInstanceUid}/series/{seriesInstanceUid}/metadata`, `/studies/{studyInstanceUid}/series/{seriesInstanceUid}/instances` (QIDO-RS), `/studies/{studyInstanceUid}/series/{seriesInstanceUid}/instances/{sopInstanceUid}/frames/{frameList}` and `…/instances/{sopInstanceUid}/rendered` or `/thumbnail` (getDicomwebSeriesMetadata and the three beside it). A prefix, not a resource of its own (`x-link` false).
       */
      wadoRsRoot: string;
      studyInstanceUid: components['schemas']['DicomUid'];
      seriesInstanceUid: components['schemas']['DicomUid'];
    };
    SlideLinkEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['SlideLink'];
      error?: null;
      details?: null;
    };
    /**
     * @description Where a case is in its lifecycle: Draft (the facility is preparing it) → Available (sent out, any active
     *     provider may pick it up) → Assigned (a provider works on it) → SignOutCompleted (final report signed).
     *     Draft or Available → Cancelled (withdrawn). Any other change answers 409.
     * @enum {string}
     */
    CaseStatus: 'Draft' | 'Available' | 'Assigned' | 'SignOutCompleted' | 'Cancelled';
    /**
     * @description How soon the facility needs the case read: Routine, Rush or STAT (the most urgent). Sets the case's target
     *     with its type (getTurnaroundSettings).
     * @enum {string}
     */
    CasePriority: 'Routine' | 'Rush' | 'STAT';
    /**
     * @description Where a case stands against its due time at the server's clock: OnTime; AtRisk when 20 % of its target or
     *     less is left; Overdue from the due time on. A case signed out keeps the state of its sign-out (OnTime or
     *     Overdue).
     * @enum {string}
     */
    DueState: 'OnTime' | 'AtRisk' | 'Overdue';
    TurnaroundTarget: {
      caseType: components['schemas']['CaseTypeName'];
      priority: components['schemas']['CasePriority'];
      /**
       * Format: int32
       * @description Working hours from sent out to due (docs/turnaround.md).
       */
      hours: number;
    };
    TurnaroundSettingsInput: {
      targets: components['schemas']['TurnaroundTarget'][];
      /** @description Days the calendar skips (UTC), each once. */
      holidays: string[];
    };
    TurnaroundSettings: {
      /** @description One target for every case type and priority, by case type then priority. */
      targets: components['schemas']['TurnaroundTarget'][];
      /** @description Oldest first. */
      holidays: string[];
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: components['schemas']['PersonRef'] | null;
    };
    TurnaroundSettingsEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['TurnaroundSettings'];
      error?: null;
      details?: null;
    };
    FacilityInterfacesEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['FacilityInterfaces'];
      error?: null;
      details?: null;
    };
    InterfaceTestResultEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['InterfaceTestResult'];
      error?: null;
      details?: null;
    };
    DicomWebTestResultEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['DicomWebTestResult'];
      error?: null;
      details?: null;
    };
    /** @description A slide series of the facility's image archive, as searchImageArchive answers it. */
    ArchiveSeriesLink: {
      studyInstanceUid: components['schemas']['DicomUid'];
      seriesInstanceUid: components['schemas']['DicomUid'];
    };
    ImageArchiveSearchEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['ImageArchiveSearchResult'];
      error?: null;
      details?: null;
    };
    /** @description The studies of the facility's image archive a search found, each with its slide series (decision 164). */
    ImageArchiveSearchResult: {
      studies: components['schemas']['ImageArchiveStudy'][];
      /** @description More studies matched than the 20 answered; narrow the search. */
      truncated: boolean;
    };
    ImageArchiveStudy: {
      studyInstanceUid: components['schemas']['DicomUid'];
      accessionNumber: string | null;
      patientId: string | null;
      /** Format: date */
      studyDate: string | null;
      description: string | null;
      /** @description The study's slide series (Modality SM); a study with none is left out of the answer. */
      series: components['schemas']['ImageArchiveSeries'][];
    };
    ImageArchiveSeries: {
      seriesInstanceUid: components['schemas']['DicomUid'];
      description: string | null;
      /** Format: int32 */
      instanceCount: number | null;
      /** @description The blocks of the searching facility's own cases that already hold this series from its archive (at most 20; never another facility's cases). Absent or empty when none does. */
      attachedTo?: components['schemas']['ArchiveSeriesPlace'][];
    };
    ArchiveSeriesPlace: {
      caseID: string;
      caseRecordId: string;
      subsectionId: string;
    };
    FhirCredentialEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['FhirCredential'];
      error?: null;
      details?: null;
    };
    /**
     * @description A FHIR R4 Bundle of an order (createOrder): a ServiceRequest, its Patient and Specimens, and its Task when
     *     the order is Task-centred. Only its outline is described here; each resource is checked against the R4 base
     *     definitions (hl7.org/fhir/R4).
     */
    FhirOrderBundle: {
      /** @constant */
      resourceType: 'Bundle';
      type?: string;
      entry: {
        fullUrl?: string;
        resource: {
          resourceType: string;
        };
      }[];
    };
    /** @description FHIR R4's OperationOutcome, as the order intake and the FHIR API answer a problem. */
    OperationOutcome: {
      /** @constant */
      resourceType: 'OperationOutcome';
      issue: {
        /** @enum {string} */
        severity: 'fatal' | 'error' | 'warning' | 'information';
        /** @description An IssueType code (structure, required, value, login…). */
        code: string;
        diagnostics?: string;
        /** @description FHIRPath expressions of the elements at fault. */
        expression?: string[];
      }[];
    };
    /** @description The draft case an order made (or, for a repeated placer order number, had made). */
    OrderIntake: {
      caseID: string;
      caseRecordId: string;
      placerOrderNumber: string;
      status: components['schemas']['CaseStatus'];
      /** @description False when the order had been received before. */
      created: boolean;
    };
    OrderIntakeEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['OrderIntake'];
      error?: null;
      details?: null;
    };
    /** @description Where a facility's results go and how its systems read them (decision 106). */
    FacilityInterfaces: {
      hl7: components['schemas']['Hl7Endpoint'];
      orders: components['schemas']['OrderSender'];
      fhirPush: components['schemas']['FhirPushEndpoint'];
      /** @description The image archive's DICOMweb service (decision 163); null when none is saved. */
      dicomweb: components['schemas']['DicomWebEndpoint'] | null;
      fhir: {
        /**
         * Format: uri
         * @description The FHIR R4 API's base address, a prefix of its resources' URLs (`x-link` false).
         */
        baseUrl: string;
        /**
         * Format: uri
         * @description The SMART Backend Services token endpoint (a POST of a client assertion; also the assertion's
         *     `aud`), as `<baseUrl>/.well-known/smart-configuration` names it.
         */
        tokenUrl: string;
        /**
         * @description The last four characters of the current credential (deprecated: SMART Backend Services clients
         *     replace it); null before one is made.
         */
        credentialHint: string | null;
        /** Format: date-time */
        credentialCreatedAt: string | null;
      };
    };
    /** @description The MLLP endpoint ORU^R01 messages are sent to, and how MSH-5 and MSH-6 name the receiver. */
    Hl7Endpoint: {
      enabled: boolean;
      /** @description A host name or an IPv4 address. */
      host: string | null;
      /** Format: int32 */
      port: number | null;
      receivingApplication: string;
      receivingFacility: string;
      /**
       * @description Whether each ORU^R01 carries the report's PDF itself as an ED OBX (base64), besides the RP OBX that
       *     points at its FHIR Binary (decision 136). A PDF too large for one message is left out (docs/interop.md).
       *     Absent: false.
       */
      embedReportPdf?: boolean;
    };
    /** @description The parts to change; a part left out stays as it is. */
    FacilityInterfacesInput: {
      hl7?: components['schemas']['Hl7Endpoint'];
      orders?: components['schemas']['OrderSender'];
      fhirPush?: components['schemas']['FhirPushEndpointInput'];
      /** @description The image archive's DICOMweb service to keep; null removes it. */
      dicomweb?: components['schemas']['DicomWebEndpoint'] | null;
    };
    /**
     * @description The facility's image archive (PACS or vendor-neutral archive) as a DICOMweb service (decision 163): the
     *     base URL its QIDO-RS, WADO-RS and STOW-RS resources hang under, as its administrator gives it. https, or
     *     http to a host in a network an administrator allowed for interfaces; no user name or password in it.
     */
    DicomWebEndpoint: {
      /**
       * Format: uri
       * @description The DICOMweb base URL, like https://pacs.example.org/dicom-web (`{baseUrl}/studies` searches).
       */
      baseUrl: string;
    };
    /** @description What a QIDO-RS search of one study at the saved DICOMweb endpoint found (decision 163). */
    DicomWebTestResult: {
      /** @enum {string} */
      outcome: 'reached' | 'refused' | 'not-dicomweb' | 'timed-out' | 'not-allowed' | 'unreachable';
      /** @description What happened, for the person who pressed Test; never the archive's own words. */
      sentence: string;
      /**
       * Format: int32
       * @description How many studies the search (limited to one) answered; null unless `reached`.
       */
      studiesSeen: number | null;
      /**
       * Format: int32
       * @description The archive's HTTP status, when it answered one.
       */
      httpStatus: number | null;
      /** Format: date-time */
      testedAt: string;
    };
    /**
     * @description The facility's FHIR R4 server that each signed-out report is sent to as a `transaction` Bundle (decision
     *     139). The bearer token is never returned: `tokenSet` says whether one is saved.
     */
    FhirPushEndpoint: {
      enabled: boolean;
      /**
       * Format: uri
       * @description The server's base address; the Bundle is POSTed to it.
       */
      baseUrl: string | null;
      /** @description Whether a bearer token is saved. */
      tokenSet: boolean;
    };
    /**
     * @description The FHIR server to send reports to. `baseUrl` is https (http only to a host in a network an administrator
     *     allowed for interfaces). `token`, write-only: a bearer token sent in the Authorization header; left out,
     *     the saved one is kept; null, it is removed.
     */
    FhirPushEndpointInput: {
      enabled: boolean;
      /** Format: uri */
      baseUrl: string | null;
      token?: string | null;
    };
    /**
     * @description How the facility's order sender (its interface engine sending OML^O21 over MLLP) is known, without a secret
     *     in the message (decision 131): the MSH-4.1 value it sends and the IPv4 addresses or networks it connects
     *     from. `sendingFacility` empty: none registered.
     */
    OrderSender: {
      /** @description MSH-4.1 (Sending Facility's namespace id) as the facility's system sends it; unique. */
      sendingFacility: string;
      /** @description IPv4 addresses (`192.0.2.10`) or CIDR networks (`10.20.0.0/16`) the sender connects from. */
      sourceNetworks: string[];
      /**
       * @description Deprecated. Also take an OML whose MSH-8 carries the facility's current API credential, from any
       *     address: the credential then travels, and is archived, in every message.
       */
      acceptCredentialInMsh8: boolean;
    };
    InterfaceTestResult: {
      /** @enum {string} */
      outcome: 'acknowledged' | 'rejected' | 'no-answer' | 'unreachable';
      /** @description MSH-10 of the test message. */
      controlId: string;
      /** @description MSA-1 of the ACK; null without one. */
      ackCode: ('AA' | 'AE' | 'AR' | 'CA' | 'CE' | 'CR') | null;
      /** @description MSA-3 (or ERR) of the ACK, or why no ACK came. */
      ackText: string | null;
      /** Format: date-time */
      sentAt: string;
    };
    /** @description A SMART Backend Services client of the facility (decision 133); only its public keys are kept. */
    BackendServiceClient: {
      clientId: string;
      /** @description What the facility calls the client. */
      name: string;
      keyIds: string[];
      scopes: components['schemas']['SmartScope'][];
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the client was last given an access token; null before the first.
       */
      lastUsedAt: string | null;
    };
    /**
     * @description A SMART v2 system scope a client may be granted: the reads and search of the FHIR API (`.rs`; the report's
     *     PDF as a Binary is read only, `system/Binary.r`) and the order intake's create (`system/ServiceRequest.c`,
     *     createOrder); a Task-centred order's create and the Task's reads and search (`system/Task.c`,
     *     `system/Task.rs`). A token request may ask in v1 style too (`system/DiagnosticReport.read`, `system/*.read`,
     *     `system/Task.write`).
     * @enum {string}
     */
    SmartScope:
      | 'system/DiagnosticReport.rs'
      | 'system/DocumentReference.rs'
      | 'system/Binary.r'
      | 'system/Observation.rs'
      | 'system/Specimen.rs'
      | 'system/Patient.rs'
      | 'system/ServiceRequest.rs'
      | 'system/Practitioner.rs'
      | 'system/Organization.rs'
      | 'system/ServiceRequest.c'
      | 'system/Task.rs'
      | 'system/Task.c';
    BackendServiceClientInput: {
      /** @description What the facility calls the client (its EHR or LIS integration), trimmed; unique per facility. */
      name: string;
      /** @description The client's public JSON Web Key Set, as JSON text. */
      jwks: string;
      scopes: components['schemas']['SmartScope'][];
    };
    BackendServiceClientEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['BackendServiceClient'];
      error?: null;
      details?: null;
    };
    BackendServiceClientListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: {
        items: components['schemas']['BackendServiceClient'][];
      };
      error?: null;
      details?: null;
    };
    BackendServiceClientRemovedEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: {
        clientId: string;
        /** Format: date-time */
        removedAt: string;
      };
      error?: null;
      details?: null;
    };
    FhirCredential: {
      /** @description Shown once. */
      credential: string;
      credentialHint: string;
      /** Format: date-time */
      credentialCreatedAt: string;
    };
    /** @enum {string} */
    DeliveryStatus: 'queued' | 'sent' | 'acknowledged' | 'failed';
    /** @description One HL7 v2 message of a case's report and what became of it (decision 106). */
    Delivery: {
      id: string;
      case: {
        caseID: string;
        caseRecordId: string;
      };
      facility: components['schemas']['FacilityRef'];
      /** Format: int32 */
      reportVersion: number;
      /**
       * @description An HL7 v2 ORU^R01 over MLLP, or a FHIR `transaction` Bundle POSTed to the FHIR server.
       * @enum {string}
       */
      messageType: 'ORU^R01' | 'FHIR transaction';
      /** @description MSH-10 */
      controlId: string;
      status: components['schemas']['DeliveryStatus'];
      /**
       * Format: int32
       * @description The attempts of the current round (counted afresh when a failed delivery is sent again).
       */
      attempts: number;
      /** Format: date-time */
      nextAttemptAt: string | null;
      /** Format: date-time */
      lastAttemptAt: string | null;
      ackCode: ('AA' | 'AE' | 'AR' | 'CA' | 'CE' | 'CR') | string | null;
      /** @description The last ACK's text, or why no ACK came. */
      ackText: string | null;
      /** @description host:port of the last attempt (or the endpoint at queueing); a FHIR server's base URL. */
      endpoint: string;
      /**
       * @description Every attempt, oldest first, across every round (decision 139): at most 20 are kept, the oldest dropped
       *     first and counted in `historyDropped`.
       */
      history: components['schemas']['DeliveryAttempt'][];
      /**
       * Format: int32
       * @description How many of the earliest attempts are no longer in `history`.
       */
      historyDropped: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description One attempt to send a delivery and what the receiving system did (decision 139). */
    DeliveryAttempt: {
      /**
       * Format: date-time
       * @description When the attempt started.
       */
      at: string;
      /**
       * @description `acknowledged`: the receiver took it; `rejected`: it answered with a refusal (a NAK, an HTTP error or
       *     a response that is not an acknowledgement); `no-answer`: connected, no answer in time (or one past the
       *     size limit); `unreachable`: no connection, or none was allowed (the sentence says why).
       * @enum {string}
       */
      outcome: 'acknowledged' | 'rejected' | 'no-answer' | 'unreachable';
      /** @description MSA-1 of the ACK (the HTTP status of a FHIR server's answer); null without one. */
      ackCode: ('AA' | 'AE' | 'AR' | 'CA' | 'CE' | 'CR') | string | null;
      /** @description The ACK's text (a FHIR server's status line and first issue), or why no answer came. */
      ackText: string | null;
      /** @description host:port the attempt went to (the base URL of a FHIR server). */
      endpoint: string;
      /** @description MSH-10 of the message sent. */
      controlId: string;
    };
    DeliveryEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Delivery'];
      error?: null;
      details?: null;
    };
    DeliveryListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: {
        items: components['schemas']['Delivery'][];
        /** Format: int32 */
        page: number;
        /** Format: int32 */
        pageSize: number;
        /** Format: int32 */
        total: number;
        /** Format: int32 */
        totalPages: number;
      };
      error?: null;
      details?: null;
    };
    SynopticTemplateListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['SynopticTemplate'][];
      error?: null;
      details?: null;
    };
    /** @description A structured part's template (decision 106); `id` and `version` name it in a report. */
    SynopticTemplate: {
      id: components['schemas']['SynopticTemplateId'];
      /** Format: int32 */
      version: number;
      title: string;
      /** @description The case types whose reports offer it. */
      caseTypes: components['schemas']['CaseTypeName'][];
      items: components['schemas']['SynopticItem'][];
    };
    SynopticTemplateId: string;
    SynopticItemId: string;
    /**
     * @description One question of a template. A `choice` is answered with one of its `answers`' codes, a `number` with a
     *     number from `minimum` to `maximum` in `unit` (UCUM), a `text` with up to 500 characters. A `required` item
     *     must be answered before sign-out.
     */
    SynopticItem: {
      id: components['schemas']['SynopticItemId'];
      label: string;
      /** @enum {string} */
      kind: 'choice' | 'number' | 'text';
      required: boolean;
      coding: components['schemas']['Coding'];
      /** @description The allowed answers of a `choice` (empty for the other kinds). */
      answers: components['schemas']['Coding'][];
      /** @description A number's UCUM unit (null for the other kinds). */
      unit: string | null;
      minimum: number | null;
      maximum: number | null;
    };
    /** @description A code in a code system, as FHIR's Coding (LOINC `http://loinc.org`, or PathBridge's own). */
    Coding: {
      /**
       * Format: uri
       * @description The code system's identifier, a URI that names and is not fetched (`x-link` false).
       */
      system: string;
      code: string;
      display: string;
    };
    /**
     * @description A report's structured part: the template (id and version) and an answer per answered item, in the
     *     template's order. On sign-out every `required` item is answered and every answer is one its item allows
     *     (422 naming the items otherwise); a draft may be incomplete.
     */
    SynopticPart: {
      templateId: components['schemas']['SynopticTemplateId'];
      /** Format: int32 */
      templateVersion: number;
      answers: components['schemas']['SynopticAnswer'][];
    };
    SynopticAnswer: {
      itemId: components['schemas']['SynopticItemId'];
      /** @description A choice's answer code, a number, or a text. */
      value: string | number;
    };
    /**
     * @description The kind of case; `displayName` in CaseType is the label.
     * @enum {string}
     */
    CaseTypeName:
      'surgical' | 'cytology' | 'consult' | 'dermatopathology' | 'hematopathology' | 'gastrointestinal';
    CaseType: {
      name: components['schemas']['CaseTypeName'];
      displayName: string;
    };
    /** @enum {string} */
    Gender: 'Male' | 'Female' | 'Other';
    /**
     * Format: int32
     * @description 0 Professional Component (PC), 1 Technical Component (TC), 2 Global/Whole Case (PC+TC).
     * @enum {integer}
     */
    BillingComponent: 0 | 1 | 2;
    /** @enum {string} */
    CaseRelation: 'Standalone' | 'Parent' | 'Child' | 'Other';
    /** @enum {string} */
    SlideDelivery: 'Mail_the_Slides' | 'Upload_the_Slide_Images';
    PersonRef: {
      id: string;
      name: string;
    };
    /**
     * @description The provider a case is assigned to (a PersonRef), with the salutation of their provider registration
     *     (About Me), so a page names them as the signed report does: "Dr. Farid Patel" (the facility's
     *     note of an automatic assignment). `salutation` is null, or absent, when none is recorded; "None" means
     *     no salutation. Only a case's own read (`Case`) carries it; the lists' `CaseSummary` keep the PersonRef.
     */
    AssignedProvider: {
      id: string;
      name: string;
      salutation?: components['schemas']['Salutation'] | null;
    };
    /**
     * @description An assignment rule (docs/assignment.md), in the order they are judged.
     * @enum {string}
     */
    AssignmentRule: 'active' | 'subspecialty' | 'licence' | 'caseload' | 'away';
    AssignmentReason: {
      rule: components['schemas']['AssignmentRule'];
      met: boolean;
      /** @description What the dialog shows: 'Licensed in TX ✓'. */
      text: string;
    };
    AssignmentCandidate: {
      provider: components['schemas']['PersonRef'];
      /**
       * Format: int32
       * @description 1 for the first choice; null when not eligible.
       */
      rank: number | null;
      /** Format: int32 */
      openCases: number;
      /** Format: int32 */
      caseloadCap: number;
      /** Format: date */
      awayFrom: string | null;
      /** Format: date */
      awayTo: string | null;
      /** @description Every rule, in AssignmentRule's order. */
      reasons: components['schemas']['AssignmentReason'][];
    };
    AssignmentCandidates: {
      caseId: string;
      caseType: components['schemas']['CaseTypeName'];
      facility: {
        id: string;
        name: string;
        state: string | null;
        country: string;
      };
      /** @description First choice first. */
      eligible: components['schemas']['AssignmentCandidate'][];
      /** @description By name. */
      ineligible: components['schemas']['AssignmentCandidate'][];
    };
    AssignmentCandidatesEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['AssignmentCandidates'];
      error?: null;
      details?: null;
    };
    AssignmentProfile: {
      userId: string;
      /** Format: int32 */
      caseloadCap: number;
      /** Format: int32 */
      openCases: number;
      /** Format: date */
      awayFrom: string | null;
      /** Format: date */
      awayTo: string | null;
      /** Format: date-time */
      updatedAt: string | null;
    };
    /** @description Only the fields sent change; away dates come as a pair (both dates, or both null). */
    AssignmentProfileInput: {
      /** Format: int32 */
      caseloadCap?: number;
      /** Format: date */
      awayFrom?: string | null;
      /** Format: date */
      awayTo?: string | null;
    };
    AssignmentProfileEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['AssignmentProfile'];
      error?: null;
      details?: null;
    };
    AssignmentSettings: {
      facilityIds: string[];
      caseTypes: components['schemas']['CaseTypeName'][];
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: components['schemas']['PersonRef'] | null;
    };
    AssignmentSettingsInput: {
      facilityIds: string[];
      caseTypes: components['schemas']['CaseTypeName'][];
    };
    AssignmentSettingsEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['AssignmentSettings'];
      error?: null;
      details?: null;
    };
    /** @description Whether the calling provider may pick this case up under the assignment rules, and if not why. Present only on an Available case answered to a provider (listCases, getCase); pickUpCase judges the same rules. */
    PickUpVerdict: {
      allowed: boolean;
      /** @description Null when allowed; else the refusal pickUpCase would answer, naming every rule broken: 'You cannot pick up this case: you are not licensed in IL.' */
      reason: string | null;
    };
    FacilityRef: {
      id: string;
      name: string;
    };
    PatientInfo: {
      firstName: string;
      lastName: string;
      /** Format: date */
      birthDate: string;
      gender: components['schemas']['Gender'];
      race?: string | null;
      /** @description The facility's medical record number. */
      mrn?: string | null;
    };
    /** @description One scanned slide image; `fileContent` is the reference get-download-link takes. */
    SlideImage: {
      fileName: string;
      fileContent: string;
    };
    /** @description A slide image as the case holds it: the image, and where it stands with an image archive when it has anything to do with one (decision 175). */
    CaseSlideImage: components['schemas']['SlideImage'] & {
      /** @description The series of the facility's own image archive (DICOMweb) this slide is read from: attached by a facility user (attachArchiveSeries) or found by an order's accession number. Absent or null for an uploaded slide (one the site's archive stores says so in `archiveStorage`) and a catalogue slide. */
      archiveSeries?: components['schemas']['SlideArchiveSeries'] | null;
      /** @description Where an uploaded slide stands on its way into the site's image archive, as get-download-link answers it (SlideLink.archiveStorage); absent or null for a slide this server does not store there (every slide of a server without an archive). */
      archiveStorage?: components['schemas']['SlideArchiveStorage'] | null;
    };
    SlideArchiveSeries: {
      studyInstanceUid: components['schemas']['DicomUid'];
      seriesInstanceUid: components['schemas']['DicomUid'];
      /** @description The study's accession number, when the archive answered it or the order named it; else null. */
      accessionNumber: string | null;
    };
    /** @description A block or part of a specimen and its slides. */
    Subsection: {
      id: string;
      displayId: string | null;
      slideType: string;
      /** Format: int32 */
      slideCount: number;
      /** @description The facility's own label for the block. */
      facilityId: string | null;
      stain: string | null;
      /** @description The provider asked for this (a recut or special stain). */
      isRequested: boolean;
      requireRescan: boolean;
      requireRescanReason: string | null;
      /** @description Recut and unstained slide orders for this block (values of /api/reference/slide-order-options). */
      slideOrders: string[];
      images: components['schemas']['CaseSlideImage'][];
    };
    Specimen: {
      specimenID: string;
      facilitySpecimenID: string | null;
      bodysite: string | null;
      subsite: string | null;
      specimenType: string;
      /** Format: int32 */
      totalNumberSlides: number;
      /** Format: date */
      specimenCollectionDate: string | null;
      collectionTime: string | null;
      subsections: components['schemas']['Subsection'][];
    };
    /** @description A CPT code, five characters (e.g. 88305, or four digits and F, T or U). */
    CptCode: string;
    /**
     * @description The signed-out report (version 1) and its addenda (versions 2, 3, …). Version N reads as version 1 plus the
     *     first N − 1 addenda; the report is amended when it has any addendum.
     */
    FinalReport: {
      /**
       * Format: int32
       * @description The current version, 1 + the number of addenda.
       */
      version: number;
      primaryDiagnosis: string;
      grossDescription: string | null;
      microscopicDescription: string | null;
      comments: string | null;
      cptCodes: components['schemas']['CptCode'][];
      billingComponent: components['schemas']['BillingComponent'];
      /** Format: date-time */
      signedOutAt: string;
      signedOutBy: components['schemas']['PersonRef'];
      /**
       * @description The signer's credentials as they were at sign-out (from their provider profile), so every reader's copy
       *     says the same. A later edit of the profile does not change them.
       */
      signerCredentials: components['schemas']['SignerCredentials'];
      addenda: components['schemas']['ReportAddendum'][];
      /** @description The structured part as signed out (version 1), or null when the report has none; an addendum may replace it (the last addendum's part that is not null is the current one). */
      synoptic: components['schemas']['SynopticPart'] | null;
    };
    ReportAddendum: {
      /** Format: int32 */
      version: number;
      reason: string;
      text: string;
      /** Format: date-time */
      addedAt: string;
      addedBy: components['schemas']['PersonRef'];
      /**
       * @description The credentials of whoever added the addendum as they were when it was added (from their provider
       *     profile), so every reader's copy says the same.
       */
      adderCredentials: components['schemas']['SignerCredentials'];
      /** @description The structured part as this addendum states it (the whole part, replacing the earlier one), or null when the addendum leaves it as it was. */
      synoptic: components['schemas']['SynopticPart'] | null;
    };
    /**
     * @description A signer's salutation, specialty and licensed states, copied from their provider profile when they sign
     *     (null and empty for a signer without a provider profile, such as an admin).
     */
    SignerCredentials: {
      salutation: components['schemas']['Salutation'] | null;
      specialty: components['schemas']['Specialty'] | null;
      licensedStates: components['schemas']['LicensedStates'];
    };
    /** @description The report being written, saved while typing; seen only by the assigned provider and admins. */
    ReportDraft: {
      primaryDiagnosis: string | null;
      grossDescription: string | null;
      microscopicDescription: string | null;
      comments: string | null;
      cptCodes: components['schemas']['CptCode'][];
      billingComponent: components['schemas']['BillingComponent'] | null;
      /** Format: date-time */
      savedAt: string;
      savedBy: components['schemas']['PersonRef'];
      /** @description The structured part as saved (it may be incomplete), or null. */
      synoptic: components['schemas']['SynopticPart'] | null;
    };
    /** @description A case with everything the case pages and the viewer read (spec 3.7). `slides` lists the specimens. */
    Case: {
      caseID: string;
      caseRecordId: string;
      status: components['schemas']['CaseStatus'];
      type: components['schemas']['CaseType'];
      facility: components['schemas']['FacilityRef'];
      createdBy: components['schemas']['PersonRef'];
      assignedProvider: components['schemas']['AssignedProvider'] | null;
      patientInfo: components['schemas']['PatientInfo'];
      slides: components['schemas']['Specimen'][];
      clinicalInfo: string | null;
      primaryDiagnosis: string | null;
      finalReport: components['schemas']['FinalReport'] | null;
      reportDraft: components['schemas']['ReportDraft'] | null;
      billingComponent: components['schemas']['BillingComponent'];
      caseRelation: components['schemas']['CaseRelation'];
      slideDelivery: components['schemas']['SlideDelivery'];
      /** @description The patient's insurance payer (a value of /api/reference/insurance-payers), null when self-pay or unknown. */
      insurancePayer: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** Format: date-time */
      sentOutAt: string | null;
      /** Format: date-time */
      assignedAt: string | null;
      /** Format: date-time */
      cancelledAt: string | null;
      priority: components['schemas']['CasePriority'];
      /**
       * Format: date-time
       * @description When the case falls due; set when it is sent out (null while a draft, and once cancelled).
       */
      dueAt: string | null;
      /**
       * @description The order number of the facility's own system (ServiceRequest.identifier of type PLAC, or ORC-2 of an
       *     HL7 OML^O21) when the case came in as an order (createOrder); absent for a case made in the pages.
       */
      placerOrderNumber?: string | null;
      /**
       * @description True when the reader is the reviewer of a sampled QA task not graded yet (docs/quality.md): the signer
       *     is withheld (assignedProvider, finalReport, reportDraft null). Before their blind read the diagnosis is
       *     withheld too (primaryDiagnosis null, no `qaComparison`); once it is recorded, `primaryDiagnosis` and
       *     `qaComparison` are given.
       */
      blinded?: boolean;
      /** @description Step 2 of a sampled QA review, to its reviewer only (see `blinded`); null or absent otherwise. */
      qaComparison?: components['schemas']['QaComparison'] | null;
      /** @description Where the case stands against `dueAt` (null when it has none). */
      dueState: components['schemas']['DueState'] | null;
      pickUp?: components['schemas']['PickUpVerdict'];
    };
    /** @description A case as the lists show it. */
    CaseSummary: {
      caseID: string;
      caseRecordId: string;
      status: components['schemas']['CaseStatus'];
      type: components['schemas']['CaseType'];
      patient: {
        firstName: string;
        lastName: string;
      };
      facility: components['schemas']['FacilityRef'];
      assignedProvider: components['schemas']['PersonRef'] | null;
      /** Format: int32 */
      specimenCount: number;
      /** Format: int32 */
      imageCount: number;
      /**
       * Format: int32
       * @description How many of `imageCount` are read from the facility's own image archive (a series attached, or found
       *     by an order's accession number; CaseSlideImage's `archiveSeries`, decision 175), so a list can mark
       *     those cases. Never more than `imageCount`. A server without image archives may leave it out (none).
       */
      archiveImageCount?: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      priority: components['schemas']['CasePriority'];
      /**
       * Format: date-time
       * @description When the case falls due; set when it is sent out (null while a draft, and once cancelled).
       */
      dueAt: string | null;
      /** @description Where the case stands against `dueAt` (null when it has none). */
      dueState: components['schemas']['DueState'] | null;
      pickUp?: components['schemas']['PickUpVerdict'];
    };
    CasePage: {
      items: components['schemas']['CaseSummary'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    SubsectionInput: {
      displayId?: string | null;
      slideType: string;
      /** Format: int32 */
      slideCount: number;
      facilityId?: string | null;
      stain?: string | null;
      /** @description Recut and unstained slide orders (values of /api/reference/slide-order-options; 422 otherwise). */
      slideOrders?: string[];
      /**
       * @description The block's slide images: each one an image the case already holds (an edit) or a slide image uploaded
       *     into a case of the same facility; any other `fileContent` answers 422 under its path.
       */
      images: components['schemas']['SlideImage'][];
    };
    SpecimenInput: {
      facilitySpecimenID?: string | null;
      bodysite?: string | null;
      subsite?: string | null;
      specimenType: string;
      /**
       * Format: int32
       * @description Slides sent for the specimen; when null, the sum of its subsections' slide counts.
       */
      totalNumberSlides?: number | null;
      /** Format: date */
      specimenCollectionDate?: string | null;
      collectionTime?: string | null;
      subsections: components['schemas']['SubsectionInput'][];
    };
    CaseInput: {
      type: components['schemas']['CaseTypeName'];
      /**
       * @description Routine when not given on create; unchanged when not given on edit. A case already sent out then falls
       *     due its new target after its send-out.
       */
      priority?: components['schemas']['CasePriority'];
      patientInfo: components['schemas']['PatientInfo'];
      specimens: components['schemas']['SpecimenInput'][];
      clinicalInfo?: string | null;
      billingComponent: components['schemas']['BillingComponent'];
      caseRelation: components['schemas']['CaseRelation'];
      slideDelivery: components['schemas']['SlideDelivery'];
      /** @description A value of /api/reference/insurance-payers (422 otherwise); null for none. */
      insurancePayer?: string | null;
      /**
       * @description The related (parent) case when `caseRelation` is `Child`: another case of the same facility that is
       *     not itself a child (422 otherwise); null for the other relations. On create and edit this sets what
       *     updateCaseRelations would.
       */
      parentCaseId?: string | null;
    };
    CaseImportInput: {
      /** @description The facility account the cases are created for. */
      facilityId: string;
      cases: components['schemas']['CaseInput'][];
    };
    CaseImportResult: {
      items: components['schemas']['CaseSummary'][];
    };
    CaseImportEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['CaseImportResult'];
      error?: null;
      details?: null;
    };
    AssignCaseInput: {
      providerId: string;
    };
    SignOutInput: {
      primaryDiagnosis: string;
      grossDescription?: string | null;
      microscopicDescription?: string | null;
      comments?: string | null;
      cptCodes?: components['schemas']['CptCode'][];
      billingComponent?: components['schemas']['BillingComponent'];
      /** @description The structured part (decision 106): every required item of its template answered. Omitted or null: none. */
      synoptic?: components['schemas']['SynopticPart'] | null;
    };
    ReportDraftInput: {
      primaryDiagnosis?: string | null;
      grossDescription?: string | null;
      microscopicDescription?: string | null;
      comments?: string | null;
      cptCodes?: components['schemas']['CptCode'][];
      billingComponent?: components['schemas']['BillingComponent'] | null;
      /** @description The structured part so far (a draft may leave items unanswered). Omitted or null: none, as for the other fields of a draft, which is saved whole. */
      synoptic?: components['schemas']['SynopticPart'] | null;
    };
    ReportAddendumInput: {
      reason: string;
      text: string;
      /** @description A corrected structured part, whole (its required items answered). Omitted or null: the part is unchanged. */
      synoptic?: components['schemas']['SynopticPart'] | null;
    };
    CaseEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Case'];
      error?: null;
      details?: null;
    };
    CaseListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['CasePage'];
      error?: null;
      details?: null;
    };
    /**
     * @description Spec 3.3, account type.
     * @enum {string}
     */
    AccountType: 'Individual' | 'Physician_Group' | 'Laboratory' | 'Other';
    /**
     * @description Spec 3.3, specialty (the longer of the two lists).
     * @enum {string}
     */
    Specialty: 'Pathology' | 'Radiology' | 'Other';
    /**
     * @description Spec 3.3, user type; `Operator_Staff` is the operator's own staff.
     * @enum {string}
     */
    UserType: 'Physician' | 'Operator_Staff' | 'Facility_NP' | 'Other';
    /**
     * @description Spec 3.3, staff role of the operator's staff. Labels: Accounts is 'Accounts and Billing'.
     * @enum {string}
     */
    StaffRole: 'Admin' | 'Accounts' | 'Lab_Operations' | 'Relationship_Manager';
    /**
     * @description Spec 3.3, work authorisation of a provider.
     * @enum {string}
     */
    WorkAuthorization: 'Citizen' | 'Green_Card' | 'EAD' | 'Work_Visa' | 'Student_Visa' | 'Other' | 'N/A';
    /**
     * @description Spec 3.3, years of experience (`10+` is ten or more years).
     * @enum {string}
     */
    ExperienceBand: 'none' | '0-3' | '3-5' | '5-7' | '7-10' | '10+';
    /**
     * @description Spec 3.3, country.
     * @enum {string}
     */
    Country: 'US' | 'Canada' | 'Other';
    /**
     * @description Spec 3.3, facility type.
     * @enum {string}
     */
    FacilityType:
      'independent_facility' | 'private_hospital' | 'public_hospital' | 'university_medical_center' | 'other';
    /**
     * @description Spec 3.3, how the facility handles its laboratory work.
     * @enum {string}
     */
    LabArrangement: 'Own Lab' | 'Contract Lab' | 'No Lab' | 'Other';
    /**
     * @description Spec 5: `+`, a 1–3 digit country code, then digit groups 3-3-4 with optional spaces, parentheses or
     *     hyphens between. Another shape answers 400 with 'Invalid phone number format. Must start with + and
     *     follow a valid pattern.'; a country code of zero or all zeros answers 422 with 'Invalid country code.'
     * @example +1 (555) 010-2001
     */
    PhoneNumber: string;
    /**
     * @description A new password: at least 10 characters with at least one letter (A-Z, either case) and one digit (0-9),
     *     as the pattern says (no Unicode property classes, so tools that read patterns without the `u` flag agree).
     *     A password that breaks it answers 400 ('Validation failed') with a field message saying what is missing
     *     ('The password must contain at least one digit.').
     */
    NewPassword: string;
    EmailVerificationRequest: {
      /** Format: email */
      email: string;
    };
    /** @description The same answer whether or not an account exists for the email. */
    EmailVerificationSent: {
      /** Format: email */
      email: string;
      /**
       * Format: int32
       * @constant
       */
      codeLength: 6;
      /**
       * Format: int32
       * @constant
       */
      expiresInMinutes: 15;
      /**
       * Format: int32
       * @constant
       */
      maxAttempts: 5;
    };
    VerifyEmailCodeInput: {
      /** Format: email */
      email: string;
      /** @description The 6-digit code from the email. */
      code: string;
    };
    EmailCodeVerified: {
      /** Format: email */
      email: string;
      /** @constant */
      verified: true;
      /**
       * Format: date-time
       * @description The code sets a new password until then (the code's own expiry).
       */
      validUntil: string;
    };
    SetPasswordWithCodeInput: {
      /** Format: email */
      email: string;
      code: string;
      newPassword: components['schemas']['NewPassword'];
    };
    ResetPasswordInput: {
      currentPassword: string;
      newPassword: components['schemas']['NewPassword'];
    };
    ChangePasswordInput: {
      currentPassword: string;
      newPassword: components['schemas']['NewPassword'];
      confirmPassword: string;
    };
    PasswordChanged: {
      /** Format: date-time */
      changedAt: string;
      /**
       * Format: int32
       * @description How many sessions of the user were ended.
       */
      sessionsEnded: number;
      /** @description True when the caller's own session was ended too. */
      signInAgain: boolean;
    };
    LoggedOut: {
      /** Format: date-time */
      loggedOutAt: string;
    };
    /** @description A user as the user screens show it. Fields a role does not use are null. */
    User: {
      id: string;
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
      role: components['schemas']['Role'];
      status: components['schemas']['UserStatus'];
      userType: components['schemas']['UserType'];
      staffRole: components['schemas']['StaffRole'] | null;
      phone: string | null;
      specialty: components['schemas']['Specialty'] | null;
      workAuthorization: components['schemas']['WorkAuthorization'] | null;
      experience: components['schemas']['ExperienceBand'] | null;
      country: components['schemas']['Country'] | null;
      state: string | null;
      city: string | null;
      facility: components['schemas']['FacilityRef'] | null;
      /** @description The provider groups the user is in. */
      groupIds: string[];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /**
     * @description A new user. Facility roles need `facilityId` (a MedicalFacility user may only create users of its own
     *     facility); Admin needs `staffRole`. The user starts in status New and sets a password through the
     *     email verification flow.
     */
    UserCreateInput: {
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
      role: components['schemas']['Role'];
      userType: components['schemas']['UserType'];
      staffRole?: components['schemas']['StaffRole'];
      phone: components['schemas']['PhoneNumber'];
      specialty?: components['schemas']['Specialty'];
      workAuthorization?: components['schemas']['WorkAuthorization'];
      experience?: components['schemas']['ExperienceBand'];
      country?: components['schemas']['Country'];
      state?: string;
      city?: string;
      facilityId?: string;
    };
    /**
     * @description Only the fields present change. `status` and `staffRole` are for admins; a status change must follow
     *     the user lifecycle (see updateUser), otherwise 409.
     */
    UserUpdateInput: {
      /** Format: email */
      email?: string;
      firstName?: string;
      lastName?: string;
      status?: components['schemas']['UserStatus'];
      staffRole?: components['schemas']['StaffRole'];
      phone?: components['schemas']['PhoneNumber'];
      specialty?: components['schemas']['Specialty'];
      workAuthorization?: components['schemas']['WorkAuthorization'];
      experience?: components['schemas']['ExperienceBand'];
      country?: components['schemas']['Country'];
      state?: string;
      city?: string;
    };
    UserPage: {
      items: components['schemas']['User'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    /** @description The `reason` is required too; its absence (or a blank one) is a 422 with a field message. */
    UserStatusChangeInput: {
      status: components['schemas']['UserStatus'];
      /** @description Why the status changes, kept in the status history. */
      reason?: string;
    };
    /** @description One status change of a user, as the history keeps it. */
    UserStatusChange: {
      id: string;
      from: components['schemas']['UserStatus'];
      to: components['schemas']['UserStatus'];
      /** @description The admin's reason; null for a change made without one (updateUser, onboarding). */
      reason: string | null;
      /** @description The admin who made the change; null for a change the system made. */
      changedBy: components['schemas']['PersonRef'] | null;
      /** Format: date-time */
      changedAt: string;
    };
    UserStatusInfo: {
      userId: string;
      status: components['schemas']['UserStatus'];
      /** @description The statuses changeUserStatus accepts now, in lifecycle order. */
      allowed: components['schemas']['UserStatus'][];
      /** @description Every status change, newest first. */
      history: components['schemas']['UserStatusChange'][];
    };
    UserStatusInfoEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['UserStatusInfo'];
      error?: null;
      details?: null;
    };
    /** @description A facility's account (spec 2.4 accounts, 2.5 facility account details). */
    FacilityAccount: {
      id: string;
      name: string;
      facilityType: components['schemas']['FacilityType'];
      accountType: components['schemas']['AccountType'];
      labArrangement: components['schemas']['LabArrangement'];
      /** Format: email */
      email: string | null;
      phone: string | null;
      country: components['schemas']['Country'];
      state: string | null;
      city: string | null;
      address: string | null;
      postalCode: string | null;
      status: components['schemas']['UserStatus'];
      /** Format: int32 */
      userCount: number;
      /** @description The account's proof of address (download through downloadFacilityAccountDocument), or null. */
      proofOfAddress: components['schemas']['RegistrationDocument'] | null;
      /**
       * Format: date-time
       * @description When a facility user last submitted the account for review; null if never.
       */
      reviewRequestedAt: string | null;
      /** @description Who submitted it (submitMyFacilityAccountForReview); null if never. */
      reviewRequestedBy: components['schemas']['PersonRef'] | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    FacilityAccountInput: {
      name: string;
      facilityType: components['schemas']['FacilityType'];
      accountType: components['schemas']['AccountType'];
      labArrangement: components['schemas']['LabArrangement'];
      /** Format: email */
      email: string;
      phone: components['schemas']['PhoneNumber'];
      country: components['schemas']['Country'];
      state?: string;
      city?: string;
      address?: string;
      postalCode?: string;
    };
    /**
     * @description Only the fields present change; an empty `state`, `city`, `address` or `postalCode` clears it. `status` is
     *     for admins and follows the user lifecycle (see updateUser).
     */
    FacilityAccountUpdateInput: {
      name?: string;
      facilityType?: components['schemas']['FacilityType'];
      accountType?: components['schemas']['AccountType'];
      labArrangement?: components['schemas']['LabArrangement'];
      /** Format: email */
      email?: string;
      phone?: components['schemas']['PhoneNumber'];
      country?: components['schemas']['Country'];
      state?: string;
      city?: string;
      address?: string;
      postalCode?: string;
      status?: components['schemas']['UserStatus'];
      /**
       * @description The `id` of an upload of kind proofOfAddress (POST /api/registration-documents): it replaces the
       *     account's proof of address (the old file is deleted); the id of the current one changes nothing; null
       *     removes it. Unknown, expired, used elsewhere or of another kind: 422 with a field message.
       */
      proofOfAddressDocumentId?: string | null;
    };
    /** @description What the facility must change; a blank reason is a 422 with a field message. */
    AccountChangesRequestInput: {
      /** @description Shown to the facility's users in their banner. */
      reason: string;
    };
    FacilityAccountPage: {
      items: components['schemas']['FacilityAccount'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    /** @description One page of a facility's users (`members`), with the list's paging. */
    Team: {
      facility: components['schemas']['FacilityRef'];
      members: components['schemas']['User'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    GroupMember: {
      id: string;
      name: string;
      /** Format: email */
      email: string;
      status: components['schemas']['UserStatus'];
    };
    /** @description A group of providers. */
    Group: {
      id: string;
      name: string;
      description: string | null;
      specialty: components['schemas']['Specialty'] | null;
      members: components['schemas']['GroupMember'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description Names are unique (409). Members must be providers (422). */
    GroupInput: {
      name: string;
      description?: string;
      specialty?: components['schemas']['Specialty'];
      memberIds?: string[];
    };
    /** @description Only the fields present change; `memberIds` replaces the member list. */
    GroupUpdateInput: {
      name?: string;
      description?: string;
      specialty?: components['schemas']['Specialty'];
      memberIds?: string[];
    };
    GroupPage: {
      items: components['schemas']['Group'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    GroupDeleted: {
      id: string;
      /** Format: date-time */
      deletedAt: string;
    };
    /**
     * @description Open until an admin resolves it; a resolved request cannot be resolved again (409).
     * @enum {string}
     */
    SupportRequestStatus: 'Open' | 'Resolved';
    SupportRequest: {
      id: string;
      subject: string;
      message: string;
      status: components['schemas']['SupportRequestStatus'];
      createdBy: {
        id: string;
        name: string;
        /** Format: email */
        email: string;
        role: components['schemas']['Role'];
      };
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      resolvedAt: string | null;
      resolvedBy: components['schemas']['PersonRef'] | null;
      resolution: string | null;
    };
    SupportRequestInput: {
      subject: string;
      message: string;
    };
    ResolveSupportRequestInput: {
      resolution: string;
    };
    SupportRequestPage: {
      items: components['schemas']['SupportRequest'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    /** @description The global banner; `message` is null when no banner is shown. */
    Banner: {
      message: string | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: components['schemas']['PersonRef'] | null;
    };
    BannerInput: {
      message: string;
    };
    /**
     * @description Counts for the admin home. `openTasks` and `openEnquiries` are null when this backend keeps no tasks
     *     or enquiries.
     */
    AdminDashboard: {
      /** @description Cases per status. */
      cases: {
        /** Format: int32 */
        Draft: number;
        /** Format: int32 */
        Available: number;
        /** Format: int32 */
        Assigned: number;
        /** Format: int32 */
        SignOutCompleted: number;
        /** Format: int32 */
        Cancelled: number;
      };
      /** @description Providers per status. */
      providers: {
        /** Format: int32 */
        New: number;
        /** Format: int32 */
        'In Progress': number;
        /** Format: int32 */
        'Provisionally Active': number;
        /** Format: int32 */
        Active: number;
        /** Format: int32 */
        Deactivated: number;
      };
      /** Format: int32 */
      openTasks: number | null;
      /** Format: int32 */
      openEnquiries: number | null;
      /** Format: int32 */
      openSupportRequests: number;
      /** @description Completed QA tasks (type 2) per grade of their review (QaGrade). */
      qaResults: {
        /** Format: int32 */
        Agree: number;
        /** Format: int32 */
        MinorDiscrepancy: number;
        /** Format: int32 */
        MajorDiscrepancy: number;
      };
      /** @description Tasks per type (general 1, QA 2, onboarding 3) and status. */
      tasks: {
        general: components['schemas']['TaskStatusCounts'];
        qa: components['schemas']['TaskStatusCounts'];
        onboarding: components['schemas']['TaskStatusCounts'];
      };
      /** @description Enquiries per stage (LeadStatusB). */
      enquiriesByStage: {
        /** Format: int32 */
        prospect: number;
        /** Format: int32 */
        interested: number;
        /** Format: int32 */
        follow_up: number;
        /** Format: int32 */
        not_interested: number;
        /** Format: int32 */
        onboarding_in_progress: number;
        /** Format: int32 */
        active: number;
      };
      /** @description Billing records whose service date falls in the current calendar month (UTC), Void excluded. */
      billingThisMonth: {
        month: string;
        /** Format: int32 */
        records: number;
        /** Format: int64 */
        totalCents: number;
      };
      /** @description The last 30 days (UTC), oldest first, ending with today (30 entries). */
      daily: {
        /** Format: date */
        date: string;
        /** Format: int32 */
        created: number;
        /** Format: int32 */
        signedOut: number;
      }[];
      /**
       * @description Sent out (Available) to signed out, for the cases signed out in the last 30 days; medianHours is null
       *     when there are none.
       */
      turnaround: {
        medianHours: number | null;
        /** Format: int32 */
        cases: number;
      };
      dueTimes: components['schemas']['DueTimeFigures'];
      /** Format: date-time */
      generatedAt: string;
    };
    /**
     * @description What a notification is about. `CaseAtRisk`: a case sent out has 20 % of its turnaround target or less
     *     left; `CaseOverdue`: its due time has passed (docs/turnaround.md); `CaseAssigned`: a case was assigned to
     *     the reader, by an admin or automatically when it was sent out; `AssignmentFailed` (to admins): a case sent out under
     *     automatic assignment found no eligible provider and stays Available (docs/assignment.md);
     *     `QaReviewAssigned`: a signed-out case was sampled for a blinded QA review by the reader;
     *     `QaReviewUnassigned` (to admins): a sampled case found no eligible reviewer; `QaMajorDiscordance` (to
     *     admins): a QA review was graded a major discrepancy; `QaFollowUp`: the reader's signed-out case was graded a
     *     major discrepancy and a follow-up task is theirs (docs/quality.md). `CaseAvailable`: a case
     *     the reader may pick up (their subspecialty and licence) was sent out; `TaskAssigned`: a task was
     *     assigned to the reader; `ReportAddendum`: a signed-out report of the reader's case got an addendum;
     *     `QaResult`: a QA review of the reader's signed-out case was graded; `AccountStatusChanged`: the reader's
     *     account status changed; `ConsultInvitation`: the reader was invited to a live consult.
     *     `CaseDelayed` (to the sending facility): a case is overdue by a grace of working hours, with the time it
     *     is now expected (docs/notifications.md); `ConsultEnded`: a live consult the reader was invited to or in
     *     ended other than by its last participant leaving (the case signed out or cancelled, no one in it may read
     *     the case, idle, its leader's connection lost: the consult's `endReason`, docs/consult.md).
     *     `ArchiveSlides` (to the ordering facility): a case an order made with an accession number found no slides
     *     of it in the facility's image archive, could not reach the archive, or found slide series it could not
     *     place on a specimen (docs/interop.md). Later kinds are added to this list, so a client shows a kind it
     *     does not know by its title and message.
     * @enum {string}
     */
    NotificationKind:
      | 'CaseAtRisk'
      | 'CaseOverdue'
      | 'CaseAssigned'
      | 'AssignmentFailed'
      | 'QaReviewAssigned'
      | 'QaReviewUnassigned'
      | 'QaMajorDiscordance'
      | 'QaFollowUp'
      | 'CaseAvailable'
      | 'TaskAssigned'
      | 'ReportAddendum'
      | 'QaResult'
      | 'AccountStatusChanged'
      | 'CaseDelayed'
      | 'ConsultInvitation'
      | 'ConsultEnded'
      | 'ArchiveSlides';
    /**
     * @description A notice to one user. `caseId` and `caseRecordId` name the case it is about (null for a notice about no
     *     case); the client links to that case's page for the reader's role, or to `link` when the notice has one.
     */
    Notification: {
      id: string;
      kind: components['schemas']['NotificationKind'];
      title: string;
      message: string;
      caseId: string | null;
      caseRecordId: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      readAt: string | null;
      /**
       * @description Where the notice opens, a path of the site, when not the case's page: a consult invitation opens the
       *     viewer joining the consult (`/viewer?caseId=…&consult=…`). Absent or null: the case's page.
       */
      link?: string | null;
    };
    NotificationPage: {
      items: components['schemas']['Notification'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
      /**
       * Format: int32
       * @description The caller's unread notifications, whatever the filter and page.
       */
      unreadCount: number;
    };
    NotificationListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['NotificationPage'];
      error?: null;
      details?: null;
    };
    NotificationEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Notification'];
      error?: null;
      details?: null;
    };
    NotificationsRead: {
      /** Format: int32 */
      marked: number;
      /** Format: int32 */
      unreadCount: number;
    };
    NotificationsReadEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['NotificationsRead'];
      error?: null;
      details?: null;
    };
    /**
     * @description How a kind of event is told: `InAppAndEmail` (a notice in the app and an e-mail), `InApp` (the notice
     *     only), `Email` (the e-mail only) or `Off` (nothing).
     * @enum {string}
     */
    NotificationDelivery: 'InAppAndEmail' | 'InApp' | 'Email' | 'Off';
    NotificationPreference: {
      kind: components['schemas']['NotificationKind'];
      delivery: components['schemas']['NotificationDelivery'];
    };
    /**
     * @description One item per kind the caller may set, in a fixed order; `alwaysSent`: the kinds their role is always told
     *     in the app and by e-mail.
     */
    NotificationPreferences: {
      items: components['schemas']['NotificationPreference'][];
      alwaysSent: components['schemas']['NotificationKind'][];
      /** Format: date-time */
      updatedAt: string | null;
      /**
       * @description The caller's time zone, as getCurrentUser's `timeZone` (decision 121): the zone their e-mails' and
       *     notices' times are written in. Null: not chosen yet (UTC is written).
       */
      timeZone: components['schemas']['TimeZone'] | null;
    };
    /**
     * @description Either or both: `items`, the kinds to change; `timeZone`, the caller's time zone (decision 121). A body
     *     with neither changes nothing.
     */
    NotificationPreferencesInput: {
      items?: components['schemas']['NotificationPreference'][];
      timeZone?: components['schemas']['TimeZone'];
    };
    /**
     * @description An IANA time zone name (`America/New_York`, `Europe/Amsterdam`, `UTC`), as the browser's
     *     `Intl.DateTimeFormat().resolvedOptions().timeZone` gives it. The server also checks that it knows the zone
     *     (`Intl.supportedValuesOf('timeZone')`, or a formatter accepts it): an unknown one answers 400 with the
     *     message under `timeZone`. Times are written in it as `03/01/2027 12:00 PM EST` (the zone named).
     */
    TimeZone: string;
    NotificationPreferencesEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['NotificationPreferences'];
      error?: null;
      details?: null;
    };
    /** @description A decimal integer that only grows; resume after it with `Last-Event-ID`. */
    LiveEventId: string;
    /** @description One event of the caller's stream; `type` says which data it carries. */
    LiveEvent:
      | components['schemas']['LiveCaseChanged']
      | components['schemas']['LiveTaskChanged']
      | components['schemas']['LiveSlideStorageChanged']
      | components['schemas']['LiveBannerChanged']
      | components['schemas']['LiveNotificationCreated']
      | components['schemas']['LiveNotificationsRead']
      | components['schemas']['LiveStreamReset']
      | components['schemas']['LiveSessionEnded']
      | components['schemas']['LiveConsultChanged']
      | components['schemas']['LiveConsultEvent']
      | components['schemas']['LiveConsultView'];
    /**
     * @description What happened to the case: `SentOut` (Draft → Available), `PickedUp` (a provider took it), `Assigned` (an
     *     admin or the rules gave it to a provider), `Released` (back to Available), `SignedOut`, `Cancelled`,
     *     `Updated` (its details changed, its status not), `Deleted` (a draft removed).
     * @enum {string}
     */
    LiveCaseChange:
      | 'Created'
      | 'SentOut'
      | 'PickedUp'
      | 'Assigned'
      | 'Released'
      | 'SignedOut'
      | 'Cancelled'
      | 'Updated'
      | 'Deleted';
    /** @description A case the caller may see was created, changed status or assignee, or changed. */
    LiveCaseChanged: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'case.changed';
      /** Format: date-time */
      at: string;
      data: {
        caseId: string;
        caseRecordId: string | null;
        status: components['schemas']['CaseStatus'];
        previousStatus: components['schemas']['CaseStatus'] | null;
        /** @description The provider the case is assigned to now, or null. */
        providerId: string | null;
        change: components['schemas']['LiveCaseChange'];
      };
    };
    /** @description A task the caller may see (theirs, or any task for an admin) was created or changed. */
    LiveTaskChanged: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'task.changed';
      /** Format: date-time */
      at: string;
      data: {
        taskId: string;
        caseId: string | null;
        status: components['schemas']['TaskStatus'];
        assigneeId: string | null;
        /** @enum {string} */
        change: 'Created' | 'Updated' | 'Deleted';
      };
    };
    /**
     * @description An uploaded slide of a case the caller may see moved on its way into the site's image archive (decision
     *     182): queued, storing, stored or failed, as `archiveStorage` on the case's images then reads. Sent to
     *     whoever may see the case, so an open case page shows the new state without a reload.
     */
    LiveSlideStorageChanged: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'slide.storage.changed';
      /** Format: date-time */
      at: string;
      data: {
        caseId: string;
        imageId: string;
        archiveStorage: components['schemas']['SlideArchiveStorage'];
      };
    };
    /** @description The global banner was set or cleared (every signed-in user receives it). */
    LiveBannerChanged: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'banner.changed';
      /** Format: date-time */
      at: string;
      data: {
        message: string | null;
      };
    };
    /** @description A notification for the caller, shown in the app (kinds set to e-mail only or off send none). */
    LiveNotificationCreated: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'notification.created';
      /** Format: date-time */
      at: string;
      data: {
        notification: components['schemas']['Notification'];
        /** Format: int32 */
        unreadCount: number;
      };
    };
    /** @description The caller's notifications were marked read (in this or another browser); the count now. */
    LiveNotificationsRead: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'notifications.read';
      /** Format: date-time */
      at: string;
      data: {
        /** Format: int32 */
        unreadCount: number;
      };
    };
    /** @description The events after `Last-Event-ID` are not held any more; reload what is shown. */
    LiveStreamReset: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'stream.reset';
      /** Format: date-time */
      at: string;
      data: {
        /** @enum {string} */
        reason: 'TooOld' | 'UnknownId';
      };
    };
    /** @description The token stopped being good; the stream closes after this event. */
    LiveSessionEnded: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'session.ended';
      /** Format: date-time */
      at: string;
      data: {
        /** @enum {string} */
        reason: 'LoggedOut' | 'Expired' | 'Deactivated' | 'Revoked';
      };
    };
    /**
     * @description Cases of one facility or provider signed out in the window, how many of them by their due time (met),
     *     and the share met in percent (0–100, one decimal; null when none was signed out). Cases without a due
     *     time are left out.
     */
    OnTimeRow: {
      id: string;
      name: string;
      /** Format: int32 */
      signedOut: number;
      /** Format: int32 */
      met: number;
      onTimePercent: number | null;
    };
    /**
     * @description The cases of one type and one priority signed out in the window with a due time, counted as
     *     CaseTypeTurnaround counts them: each was judged against the one target of its type and priority
     *     (getTurnaroundSettings), so these are the figures that sit beside that target.
     */
    PriorityTurnaround: {
      priority: components['schemas']['CasePriority'];
      /** Format: int32 */
      cases: number;
      /** Format: int32 */
      met: number;
      onTimePercent: number | null;
      medianWorkingHours: number | null;
    };
    /**
     * @description The cases of one type signed out in the window with a due time (`cases`): how many of them by their due
     *     time (`met`) and the share in percent (`onTimePercent`, 0–100, one decimal; null when none was), as
     *     OnTimeRow counts them (the on-time figures by case type beside the targets); and the median
     *     working hours (business-day calendar, docs/turnaround.md) from send-out to sign-out, null when none was.
     *     `byPriority`: the same figures per priority, every priority listed, most urgent first (STAT, Rush,
     *     Routine; zeros and nulls when none was signed out); their `cases` and `met` add up to the type's.
     */
    CaseTypeTurnaround: {
      caseType: components['schemas']['CaseTypeName'];
      /** Format: int32 */
      cases: number;
      /** Format: int32 */
      met: number;
      onTimePercent: number | null;
      medianWorkingHours: number | null;
      byPriority: components['schemas']['PriorityTurnaround'][];
    };
    /** @description Open cases (sent out, not signed out) overdue now, of one facility or provider. */
    OverdueRow: {
      id: string;
      name: string;
      /** Format: int32 */
      overdue: number;
    };
    /**
     * @description Turnaround against the due times (docs/notifications.md). The window is the last `windowDays`
     *     days up to `generatedAt` (the server's clock). On time: cases signed out in the window with a due time,
     *     met when signed out by it, by facility and by provider (most cases first, then name). Median working
     *     hours per case type (every type listed), and both per priority within each type. Overdue: open cases overdue now, in all and by facility and by
     *     provider (unassigned cases count in `unassigned`).
     */
    DueTimeFigures: {
      /** Format: int32 */
      windowDays: number;
      byFacility: components['schemas']['OnTimeRow'][];
      byProvider: components['schemas']['OnTimeRow'][];
      byCaseType: components['schemas']['CaseTypeTurnaround'][];
      overdue: {
        /** Format: int32 */
        total: number;
        /** Format: int32 */
        unassigned: number;
        byFacility: components['schemas']['OverdueRow'][];
        byProvider: components['schemas']['OverdueRow'][];
      };
    };
    TaskStatusCounts: {
      /** Format: int32 */
      Open: number;
      /** Format: int32 */
      InProgress: number;
      /** Format: int32 */
      Completed: number;
      /** Format: int32 */
      Cancelled: number;
    };
    /** @enum {string} */
    RegistrationKind: 'provider' | 'facility' | 'other';
    RegistrationPage: {
      items: components['schemas']['Registration'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    RegistrationListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['RegistrationPage'];
      error?: null;
      details?: null;
    };
    /**
     * @description Pathology subspecialties, by name as /api/reference/subspecialties lists them, each at most once. A name
     *     the list does not have, or one given twice, answers 422 with a field message.
     */
    Subspecialties: string[];
    /**
     * @description The US states and territories the provider is licensed in, by USPS code as /api/reference/us-states
     *     lists them, each at most once. Required (at least one) when the specialty is Pathology: US cases are read
     *     under a license of the state they come from. A code the list does not have, or one given twice, answers
     *     422 with a field message.
     */
    LicensedStates: string[];
    /**
     * @description Follows `country`: for US a USPS code from /api/reference/us-states, for Canada a code from
     *     /api/reference/canadian-provinces (required for both; a code of the other country or none answers 422
     *     with a field message); for Other free text or absent. Stored trimmed: leading and trailing white space
     *     is dropped (a code is matched without it), and a blank state is stored as none (null).
     */
    RegionState: string;
    /**
     * @description A submitted registration. Provider registrations create a Provider user, facility registrations a
     *     facility account and its MedicalFacility user (both in status New); "other" registrations are kept for
     *     an admin to follow up. `status` is the linked user's (or account's) status. Fields a kind does not use
     *     are null (lists: empty). Provider only: salutation, subspecialties, licensedStates (and specialty, work
     *     authorisation, experience). Facility only: organisationKind, services, caseScope (and the facility's
     *     own fields).
     */
    Registration: {
      id: string;
      kind: components['schemas']['RegistrationKind'];
      status: components['schemas']['UserStatus'];
      userId: string | null;
      facilityId: string | null;
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone: string;
      specialty: components['schemas']['Specialty'] | null;
      workAuthorization: components['schemas']['WorkAuthorization'] | null;
      experience: components['schemas']['ExperienceBand'] | null;
      salutation: components['schemas']['Salutation'] | null;
      subspecialties: components['schemas']['Subspecialties'];
      licensedStates: components['schemas']['LicensedStates'];
      country: components['schemas']['Country'];
      state: string | null;
      city: string | null;
      facilityName: string | null;
      facilityType: components['schemas']['FacilityType'] | null;
      accountType: components['schemas']['AccountType'] | null;
      labArrangement: components['schemas']['LabArrangement'] | null;
      organisationKind: components['schemas']['OrganisationKind'] | null;
      services: components['schemas']['Service'] | null;
      caseScope: components['schemas']['CaseScope'] | null;
      facilityPhone: string | null;
      address: string | null;
      postalCode: string | null;
      organisationName: string | null;
      message: string | null;
      /** @description The provider's uploaded documents (CV, proof of address), CV first; empty for other kinds. */
      documents: components['schemas']['RegistrationDocument'][];
      /** Format: date-time */
      submittedAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /**
     * @description What a registration document is (a provider's CV, or their proof of address).
     * @enum {string}
     */
    RegistrationDocumentKind: 'cv' | 'proofOfAddress';
    /**
     * @description A file uploaded for a registration or a facility account. `expiresAt` is when an unclaimed upload is
     *     deleted; null once a registration or an account holds it.
     */
    RegistrationDocument: {
      id: string;
      kind: components['schemas']['RegistrationDocumentKind'];
      /** @description The client's file name, sanitized (no path, no control characters); never a storage path. */
      fileName: string;
      contentType: string;
      /** Format: int64 */
      sizeBytes: number;
      /** Format: date-time */
      uploadedAt: string;
      /** Format: date-time */
      expiresAt: string | null;
    };
    RegistrationDocumentUpload: {
      kind: components['schemas']['RegistrationDocumentKind'];
      /**
       * Format: binary
       * @description A .jpeg, .jpg, .png, .pdf, .doc or .docx file of at most 20 MB.
       */
      file: string;
    };
    RegistrationDocumentEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['RegistrationDocument'];
      error?: null;
      details?: null;
    };
    /**
     * @description `salutation` and `subspecialties` are optional; `licensedStates` is required (at least one) when the
     *     specialty is Pathology; `state` follows `country` (RegionState).
     */
    ProviderRegistrationInput: {
      salutation?: components['schemas']['Salutation'];
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone: components['schemas']['PhoneNumber'];
      password: components['schemas']['NewPassword'];
      specialty: components['schemas']['Specialty'];
      subspecialties?: components['schemas']['Subspecialties'];
      workAuthorization: components['schemas']['WorkAuthorization'];
      experience: components['schemas']['ExperienceBand'];
      licensedStates?: components['schemas']['LicensedStates'];
      country: components['schemas']['Country'];
      state?: components['schemas']['RegionState'];
      city?: string;
      /**
       * @description The `id` of an upload of kind cv (POST /api/registration-documents). An unknown, expired or already
       *     used id, or one of another kind, answers 422 with a field message.
       */
      cvDocumentId?: string;
      /** @description The `id` of an upload of kind proofOfAddress; the same rules as cvDocumentId. */
      proofOfAddressDocumentId?: string;
    };
    /**
     * @description Only the fields present change (the password changes through the password operations). The rules of
     *     ProviderRegistrationInput apply to the result: the state must fit the country (an empty `state` clears
     *     it), and when `specialty` or `licensedStates` is sent, a Pathology registration keeps at least one
     *     licensed state.
     */
    ProviderRegistrationUpdateInput: {
      salutation?: components['schemas']['Salutation'];
      firstName?: string;
      lastName?: string;
      phone?: components['schemas']['PhoneNumber'];
      specialty?: components['schemas']['Specialty'];
      subspecialties?: components['schemas']['Subspecialties'];
      workAuthorization?: components['schemas']['WorkAuthorization'];
      experience?: components['schemas']['ExperienceBand'];
      licensedStates?: components['schemas']['LicensedStates'];
      country?: components['schemas']['Country'];
      state?: components['schemas']['RegionState'];
      city?: string;
      /**
       * @description The `id` of an upload of kind cv: it replaces the current CV (the old file is deleted); the id of the
       *     current CV changes nothing; null removes the CV. Unknown, expired, used elsewhere or of another kind:
       *     422 with a field message.
       */
      cvDocumentId?: string | null;
      /** @description The same as cvDocumentId, for the proof of address. */
      proofOfAddressDocumentId?: string | null;
    };
    /** @description `state` follows `country` (RegionState). */
    FacilityRegistrationInput: {
      facilityName: string;
      organisationKind: components['schemas']['OrganisationKind'];
      facilityType: components['schemas']['FacilityType'];
      accountType: components['schemas']['AccountType'];
      labArrangement: components['schemas']['LabArrangement'];
      services: components['schemas']['Service'];
      caseScope: components['schemas']['CaseScope'];
      facilityPhone: components['schemas']['PhoneNumber'];
      country: components['schemas']['Country'];
      state?: components['schemas']['RegionState'];
      city?: string;
      address?: string;
      postalCode?: string;
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone: components['schemas']['PhoneNumber'];
      password: components['schemas']['NewPassword'];
    };
    /** @description Only the fields present change; the state must fit the resulting country (an empty `state` clears it). */
    FacilityRegistrationUpdateInput: {
      facilityName?: string;
      organisationKind?: components['schemas']['OrganisationKind'];
      facilityType?: components['schemas']['FacilityType'];
      accountType?: components['schemas']['AccountType'];
      labArrangement?: components['schemas']['LabArrangement'];
      services?: components['schemas']['Service'];
      caseScope?: components['schemas']['CaseScope'];
      facilityPhone?: components['schemas']['PhoneNumber'];
      country?: components['schemas']['Country'];
      state?: components['schemas']['RegionState'];
      city?: string;
      address?: string;
      postalCode?: string;
      /** @description Stored trimmed. */
      firstName?: string;
      /** @description Stored trimmed. */
      lastName?: string;
      phone?: components['schemas']['PhoneNumber'];
    };
    OtherRegistrationInput: {
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone: components['schemas']['PhoneNumber'];
      organisationName: string;
      specialty?: components['schemas']['Specialty'];
      country: components['schemas']['Country'];
      state?: components['schemas']['RegionState'];
      city?: string;
      message?: string;
    };
    /** @description Only the fields present change. */
    OtherRegistrationUpdateInput: {
      firstName?: string;
      lastName?: string;
      phone?: components['schemas']['PhoneNumber'];
      organisationName?: string;
      specialty?: components['schemas']['Specialty'];
      country?: components['schemas']['Country'];
      state?: components['schemas']['RegionState'];
      city?: string;
      message?: string;
    };
    LoggedOutEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['LoggedOut'];
      error?: null;
      details?: null;
    };
    EmailVerificationSentEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['EmailVerificationSent'];
      error?: null;
      details?: null;
    };
    EmailCodeVerifiedEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['EmailCodeVerified'];
      error?: null;
      details?: null;
    };
    PasswordChangedEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['PasswordChanged'];
      error?: null;
      details?: null;
    };
    UserEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['User'];
      error?: null;
      details?: null;
    };
    UserListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['UserPage'];
      error?: null;
      details?: null;
    };
    FacilityAccountEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['FacilityAccount'];
      error?: null;
      details?: null;
    };
    FacilityAccountListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['FacilityAccountPage'];
      error?: null;
      details?: null;
    };
    TeamEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Team'];
      error?: null;
      details?: null;
    };
    GroupEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Group'];
      error?: null;
      details?: null;
    };
    GroupListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['GroupPage'];
      error?: null;
      details?: null;
    };
    GroupDeletedEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['GroupDeleted'];
      error?: null;
      details?: null;
    };
    SupportRequestEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['SupportRequest'];
      error?: null;
      details?: null;
    };
    SupportRequestListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['SupportRequestPage'];
      error?: null;
      details?: null;
    };
    BannerEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Banner'];
      error?: null;
      details?: null;
    };
    AdminDashboardEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['AdminDashboard'];
      error?: null;
      details?: null;
    };
    RegistrationEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Registration'];
      error?: null;
      details?: null;
    };
    /**
     * @description A provider's own profile (About Me): the user's contact and practice with what their provider
     *     registration adds (salutation, subspecialties, licensed states, documents). `registrationId` is null for
     *     a provider without a registration; the documents download through downloadRegistrationDocument with it.
     */
    ProviderProfile: {
      userId: string;
      registrationId: string | null;
      status: components['schemas']['UserStatus'];
      salutation: components['schemas']['Salutation'] | null;
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone: string | null;
      specialty: components['schemas']['Specialty'] | null;
      subspecialties: components['schemas']['Subspecialties'];
      workAuthorization: components['schemas']['WorkAuthorization'] | null;
      experience: components['schemas']['ExperienceBand'] | null;
      licensedStates: components['schemas']['LicensedStates'];
      country: components['schemas']['Country'] | null;
      state: string | null;
      city: string | null;
      /** @description The provider's documents (CV, proof of address), CV first. */
      documents: components['schemas']['RegistrationDocument'][];
      /**
       * Format: date-time
       * @description When the user was created.
       */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    ProviderProfileEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['ProviderProfile'];
      error?: null;
      details?: null;
    };
    /** @description A short reference to a case. */
    CaseRef: {
      caseID: string;
      caseRecordId: string;
    };
    /**
     * Format: int32
     * @description 1 General, 2 QA (quality review of a signed-out case), 3 Onboarding (key `physicianOnboarding`).
     * @enum {integer}
     */
    TaskType: 1 | 2 | 3;
    /**
     * @description The key of a task type; `physicianOnboarding` is type 3, `qa` type 2, `general` type 1.
     * @enum {string}
     */
    TaskTypeKey: 'general' | 'qa' | 'physicianOnboarding';
    /**
     * @description Open → InProgress (start) → Completed (complete; also straight from Open). Open or InProgress →
     *     Cancelled (cancel). Completed or Cancelled → Open (reopen, admins only). Any other change answers 409;
     *     a Completed or Cancelled task cannot be edited (409).
     * @enum {string}
     */
    TaskStatus: 'Open' | 'InProgress' | 'Completed' | 'Cancelled';
    /** @enum {string} */
    TaskPriority: 'Low' | 'Normal' | 'High' | 'Urgent';
    /**
     * @description Spec 3.3, owner group: who owns (manages) a task. `Operator` is the operator's own staff (admins), `Facility`
     *     the users of the task's facility, `Both` both of them. Admins manage every task; facility users manage
     *     the general tasks of their facility owned by Facility or Both. QA and onboarding tasks are owned by the
     *     operator; Facility and Both need a facility; a facility user chooses Facility or Both.
     * @enum {string}
     */
    OwnerGroup: 'Operator' | 'Facility' | 'Both';
    TaskChecklistItem: {
      label: string;
      done: boolean;
      /**
       * @description Onboarding tasks: the id of the task document (Task.documents) that fulfils this item; an item is done
       *     only with one. Absent or null on other tasks.
       */
      documentId?: string | null;
    };
    /**
     * @description The grade of a QA review, as pathologists grade a second read: Agree (no discrepancy), MinorDiscrepancy
     *     (a difference without effect on patient care), MajorDiscrepancy (a difference that changes diagnosis,
     *     treatment or prognosis).
     * @enum {string}
     */
    QaGrade: 'Agree' | 'MinorDiscrepancy' | 'MajorDiscrepancy';
    /** @description The review recorded on a QA task when it was completed (submitQaReview). */
    QaReview: {
      grade: components['schemas']['QaGrade'];
      comment: string | null;
      reviewedBy: components['schemas']['PersonRef'];
      /** Format: date-time */
      reviewedAt: string;
      /**
       * @description The reviewer's own diagnosis: a sampled review's blind read (docs/quality.md), or one given with the
       *     grade of a QA task made by hand; null otherwise.
       */
      reviewerDiagnosis?: string | null;
    };
    QaReviewInput: {
      grade: components['schemas']['QaGrade'];
      /** @description Plain text, trimmed; required (not blank) for MinorDiscrepancy and MajorDiscrepancy. */
      comment?: string | null;
      /**
       * @description The reviewer's own diagnosis of a QA task made by hand, plain text, trimmed, kept when given. A sampled
       *     review's is its blind read (recordQaBlindRead, docs/quality.md): one given here is ignored.
       */
      reviewerDiagnosis?: string | null;
    };
    /** @description A document uploaded to a task (an onboarding task's CV, licence, certificates…). */
    TaskDocument: {
      id: string;
      fileName: string;
      contentType: string;
      /** Format: int64 */
      sizeBytes: number;
      uploadedBy: components['schemas']['PersonRef'];
      /** Format: date-time */
      uploadedAt: string;
    };
    TaskDocumentUpload: {
      /**
       * Format: binary
       * @description A .jpeg, .jpg, .png, .pdf, .doc or .docx file of at most 20 MB.
       */
      file: string;
    };
    TaskDocumentEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['TaskDocument'];
      error?: null;
      details?: null;
    };
    /** @description A comment on a task, as written (plain text). */
    TaskComment: {
      id: string;
      author: components['schemas']['PersonRef'];
      body: string;
      /** Format: date-time */
      createdAt: string;
    };
    TaskCommentInput: {
      /** @description Plain text; leading and trailing spaces are dropped, and a blank comment answers 400. */
      body: string;
    };
    /**
     * @description A task. QA tasks (type 2) name the signed-out case to review; onboarding tasks (type 3) are assigned to
     *     the provider being onboarded and carry the onboarding checklist. Any task's checklist must be fully
     *     ticked before it is completed.
     */
    Task: {
      id: string;
      /** @description Human-readable number, e.g. TSK-000042. */
      taskNumber: string;
      type: components['schemas']['TaskType'];
      typeKey: components['schemas']['TaskTypeKey'];
      /** @enum {string} */
      typeLabel: 'General' | 'QA' | 'Onboarding';
      title: string;
      description: string | null;
      status: components['schemas']['TaskStatus'];
      priority: components['schemas']['TaskPriority'];
      ownerGroup: components['schemas']['OwnerGroup'];
      assignee: components['schemas']['PersonRef'] | null;
      facility: components['schemas']['FacilityRef'] | null;
      case: components['schemas']['CaseRef'] | null;
      /**
       * @description Whether the caller may open the task's `case` (getCase answers it rather than 403), as listTasks and
       *     getTask say it; absent when the task has no case, and in other answers. A QA task's reviewer reads its
       *     case only while the task is not cancelled (decision 030), so a cancelled QA task's case is out of their
       *     reach; a general task may name a case its assignee never could open. Clients show such a case as text
       *     with the reason, not as a link; absent, they link it.
       */
      canOpenCase?: boolean;
      createdBy: components['schemas']['PersonRef'];
      /** Format: date */
      dueDate: string | null;
      checklist: components['schemas']['TaskChecklistItem'][];
      /** @description The comments on the task, oldest first (addTaskComment). */
      comments: components['schemas']['TaskComment'][];
      /** @description What was done, recorded on completion or cancellation. */
      resolution: string | null;
      /** @description QA tasks (type 2) once reviewed (submitQaReview); null otherwise. */
      qaReview: components['schemas']['QaReview'] | null;
      /**
       * @description A sampled QA task's blind read once recorded (recordQaBlindRead, docs/quality.md); null or absent
       *     otherwise.
       */
      qaBlindRead?: components['schemas']['QaBlindRead'] | null;
      /** @description Documents uploaded to the task (onboarding tasks; uploadTaskDocument), oldest first. */
      documents: components['schemas']['TaskDocument'][];
      /**
       * Format: date-time
       * @description Onboarding tasks: when the provider's last checklist item was done, submitting the task for an admin's
       *     approval (completeTask by an admin); null before, and again if an admin unticks an item.
       */
      submittedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** Format: date-time */
      startedAt: string | null;
      /** Format: date-time */
      completedAt: string | null;
      /** Format: date-time */
      cancelledAt: string | null;
    };
    TaskPage: {
      items: components['schemas']['Task'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    /**
     * @description A new task. Admins create any type; facility users create general tasks for their own facility only.
     *     A QA task needs `caseId` (a signed-out case) and an active provider as assignee; an onboarding task
     *     needs a provider as assignee.
     */
    TaskInput: {
      type: components['schemas']['TaskType'];
      title: string;
      description?: string | null;
      priority?: components['schemas']['TaskPriority'];
      ownerGroup?: components['schemas']['OwnerGroup'];
      assigneeId?: string | null;
      /** @description Admins only; facility users always create for their own facility. */
      facilityId?: string | null;
      caseId?: string | null;
      /** Format: date */
      dueDate?: string | null;
      checklist?: components['schemas']['TaskChecklistItem'][];
    };
    /**
     * @description The fields to change. Admins (and facility users for their facility's general tasks) change any field;
     *     the assignee may only tick the checklist.
     */
    TaskUpdateInput: {
      title?: string;
      description?: string | null;
      priority?: components['schemas']['TaskPriority'];
      ownerGroup?: components['schemas']['OwnerGroup'];
      assigneeId?: string | null;
      /** Format: date */
      dueDate?: string | null;
      checklist?: components['schemas']['TaskChecklistItem'][];
    };
    TaskResolutionInput: {
      resolution?: string | null;
    };
    /** @description completeTask's body. `providerStatus` is for onboarding tasks (type 3) only. */
    TaskCompletionInput: {
      resolution?: string | null;
      /**
       * @description Onboarding approval: the provider's status afterwards (Provisionally Active when absent). 422 on
       *     any other task type.
       * @enum {string}
       */
      providerStatus?: 'Provisionally Active' | 'Active';
    };
    TaskEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Task'];
      error?: null;
      details?: null;
    };
    TaskListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['TaskPage'];
      error?: null;
      details?: null;
    };
    /**
     * @description Draft → Invoiced (issues the invoice date and a 30-day due date) → Paid. Draft or Invoiced → Void (needs a
     *     reason). Paid and Void are final. Any other change answers 409; amounts, component, payer, codes and
     *     service date change only while Draft (409 otherwise).
     * @enum {string}
     */
    BillingStatus: 'Draft' | 'Invoiced' | 'Paid' | 'Void';
    /** @enum {string} */
    BillingCurrency: 'USD' | 'CAD';
    /**
     * @description The label of a billing component (spec 3.3).
     * @enum {string}
     */
    BillingComponentLabel:
      'Professional Component (PC)' | 'Technical Component (TC)' | 'Global/Whole Case (PC+TC)';
    InsurancePayerRef: {
      id: string;
      name: string;
    };
    BillingRecord: {
      id: string;
      /** @description e.g. INV-2026-000042. */
      invoiceNumber: string;
      case: components['schemas']['CaseRef'];
      facility: components['schemas']['FacilityRef'];
      patientName: string;
      billingComponent: components['schemas']['BillingComponent'];
      billingComponentLabel: components['schemas']['BillingComponentLabel'];
      cptCodes: components['schemas']['CptCode'][];
      /**
       * Format: int32
       * @description Amount in the currency's minor unit (cents).
       */
      amountCents: number;
      currency: components['schemas']['BillingCurrency'];
      status: components['schemas']['BillingStatus'];
      payer: components['schemas']['InsurancePayerRef'] | null;
      /** Format: date */
      serviceDate: string;
      /** Format: date */
      invoiceDate: string | null;
      /** Format: date */
      dueDate: string | null;
      /** Format: date-time */
      paidAt: string | null;
      /** Format: date-time */
      voidedAt: string | null;
      voidReason: string | null;
      notes: string | null;
      createdBy: components['schemas']['PersonRef'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    BillingPage: {
      items: components['schemas']['BillingRecord'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
      /**
       * @description The sum of the amounts of every record the filter matches (all pages, Void included when the filter
       *     lets it in), one entry per currency present (USD first, then CAD); empty when nothing matches.
       */
      totals: components['schemas']['BillingTotal'][];
    };
    BillingTotal: {
      currency: components['schemas']['BillingCurrency'];
      /**
       * Format: int32
       * @description How many of the matching records are in this currency.
       */
      records: number;
      /**
       * Format: int64
       * @description Their amounts added up, in cents.
       */
      amountCents: number;
    };
    /**
     * @description A new billing record (status Draft) for a signed-out case. The component defaults to the case's, the
     *     currency to the facility's country (CAD for Canada, else USD), the service date to the sign-out date.
     */
    BillingRecordInput: {
      caseId: string;
      billingComponent?: components['schemas']['BillingComponent'];
      /** Format: int32 */
      amountCents: number;
      currency?: components['schemas']['BillingCurrency'];
      /** @description An id from `GET /api/reference/insurance-payers`. */
      payerId?: string | null;
      cptCodes?: components['schemas']['CptCode'][];
      /** Format: date */
      serviceDate?: string;
      notes?: string | null;
    };
    /** @description The fields to change; `status` moves the record along its lifecycle. */
    BillingRecordUpdateInput: {
      billingComponent?: components['schemas']['BillingComponent'];
      /** Format: int32 */
      amountCents?: number;
      currency?: components['schemas']['BillingCurrency'];
      payerId?: string | null;
      cptCodes?: components['schemas']['CptCode'][];
      /** Format: date */
      serviceDate?: string;
      notes?: string | null;
      status?: components['schemas']['BillingStatus'];
      /** @description Required when `status` becomes Void. */
      voidReason?: string | null;
    };
    BillingRecordEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['BillingRecord'];
      error?: null;
      details?: null;
    };
    BillingListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['BillingPage'];
      error?: null;
      details?: null;
    };
    /** @enum {string} */
    Salutation: 'None' | 'Mr.' | 'Ms.' | 'Mrs.' | 'Dr.' | 'Prof.' | 'Mx.';
    /** @enum {string} */
    OrganisationKind: 'Pathology Lab' | 'Pathologist Group' | 'Clinic/Facility' | 'Other';
    /** @enum {string} */
    LeadSource: 'Website' | 'Email Campaign' | 'Inbound Email' | 'Conference' | 'Other';
    /**
     * @description Lead status, list A of spec 3.3 (the account-level status of a lead).
     * @enum {string}
     */
    LeadStatus:
      | 'Prospect'
      | 'Ineligible'
      | 'Interested'
      | 'Follow_up'
      | 'Not_Interested'
      | 'ProvisionallyActive'
      | 'Active'
      | 'Deactivated';
    /**
     * @description Lead status, list B of spec 3.3 (lower-case pipeline stage).
     * @enum {string}
     */
    LeadStatusB:
      'prospect' | 'interested' | 'follow_up' | 'not_interested' | 'onboarding_in_progress' | 'active';
    /**
     * @description What the organisation wants to do on the platform.
     * @enum {string}
     */
    Service: 'Send Out' | 'Pick Up' | 'Both';
    /** @enum {string} */
    CaseScope: 'only_full_global_cases' | 'professional_component' | 'technical_component' | 'all';
    Enquiry: {
      id: string;
      salutation: components['schemas']['Salutation'];
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone: components['schemas']['PhoneNumber'];
      organisation: string;
      organisationKind: components['schemas']['OrganisationKind'];
      /** @enum {string} */
      country: 'US' | 'Canada' | 'Other';
      /** @description A US state or Canadian province code from the reference lists; null for Other. */
      state: string | null;
      service: components['schemas']['Service'];
      caseScope: components['schemas']['CaseScope'];
      leadSource: components['schemas']['LeadSource'];
      status: components['schemas']['LeadStatus'];
      stage: components['schemas']['LeadStatusB'];
      /** @description What the visitor wrote in the form. */
      message: string | null;
      /** @description Internal notes of the admin team. */
      notes: string | null;
      /** @description The admins' follow-up notes, oldest first (addEnquiryNote). */
      followUps: components['schemas']['EnquiryNote'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description One follow-up note on a lead, with who wrote it and when. */
    EnquiryNote: {
      id: string;
      /** @description Plain text, as written. */
      text: string;
      /** Format: date-time */
      createdAt: string;
      createdBy: components['schemas']['PersonRef'];
    };
    EnquiryNoteInput: {
      text: string;
    };
    EnquiryPage: {
      items: components['schemas']['Enquiry'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    /** @description The website's enquiry form. The lead starts as Prospect / prospect. */
    EnquiryInput: {
      salutation?: components['schemas']['Salutation'];
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone: components['schemas']['PhoneNumber'];
      organisation: string;
      organisationKind: components['schemas']['OrganisationKind'];
      /** @enum {string} */
      country: 'US' | 'Canada' | 'Other';
      state?: string | null;
      service: components['schemas']['Service'];
      caseScope?: components['schemas']['CaseScope'];
      leadSource?: components['schemas']['LeadSource'];
      message?: string | null;
    };
    /** @description The fields to change (admins). */
    EnquiryUpdateInput: {
      salutation?: components['schemas']['Salutation'];
      firstName?: string;
      lastName?: string;
      /** Format: email */
      email?: string;
      phone?: components['schemas']['PhoneNumber'];
      organisation?: string;
      organisationKind?: components['schemas']['OrganisationKind'];
      /** @enum {string} */
      country?: 'US' | 'Canada' | 'Other';
      state?: string | null;
      service?: components['schemas']['Service'];
      caseScope?: components['schemas']['CaseScope'];
      leadSource?: components['schemas']['LeadSource'];
      status?: components['schemas']['LeadStatus'];
      stage?: components['schemas']['LeadStatusB'];
      notes?: string | null;
    };
    EnquiryEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Enquiry'];
      error?: null;
      details?: null;
    };
    EnquiryListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['EnquiryPage'];
      error?: null;
      details?: null;
    };
    /** @description One entry of a reference list; `group` sorts entries into headings (e.g. State, Territory). */
    ReferenceOption: {
      value: string;
      label: string;
      group: string | null;
    };
    ReferenceListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['ReferenceOption'][];
      error?: null;
      details?: null;
    };
    EnumerationOption: {
      /** Format: int32 */
      value: string | number;
      label: string;
    };
    /** @description The enumerations of spec 3.3 that tasks, billing, enquiries and case files use, with labels. */
    Enumerations: {
      [key: string]: components['schemas']['EnumerationOption'][];
    };
    EnumerationsEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Enumerations'];
      error?: null;
      details?: null;
    };
    /** @description What the upload operations accept (spec 5). */
    FileRules: {
      attachmentExtensions: string[];
      attachmentContentTypes: string[];
      /** Format: int64 */
      attachmentMaxBytes: number;
      attachmentTypeMessage: string;
      slideImageExtensions: string[];
      /** Format: int64 */
      slideImageMaxBytes: number;
    };
    FileRulesEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['FileRules'];
      error?: null;
      details?: null;
    };
    PrimaryDiagnosisInput: {
      primaryDiagnosis: string;
    };
    ClinicalInfoInput: {
      clinicalInfo: string | null;
    };
    BillingComponentInput: {
      billingComponent: components['schemas']['BillingComponent'];
    };
    CaseLink: {
      caseID: string;
      caseRecordId: string;
      status: components['schemas']['CaseStatus'];
    };
    /** @description How a case relates to others; children are the cases that name this one as parent. */
    CaseRelations: {
      caseID: string;
      caseRelation: components['schemas']['CaseRelation'];
      parent: components['schemas']['CaseLink'] | null;
      children: components['schemas']['CaseLink'][];
    };
    /**
     * @description `Child` needs `parentCaseId` (another case of the same facility, not one of this case's children); the
     *     other relations need it null. A case with children cannot stop being `Parent` (409).
     */
    CaseRelationsInput: {
      caseRelation: components['schemas']['CaseRelation'];
      parentCaseId?: string | null;
    };
    CaseRelationsEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['CaseRelations'];
      error?: null;
      details?: null;
    };
    /**
     * @description The five clinical attachment slots of spec 3.4: clinical history letter, lab reports,
     *     radiology/endoscopy/operation, other clinical (checkbox) file, primary physician attachment.
     * @enum {string}
     */
    AttachmentSlot:
      | 'clinicalHistoryLetter'
      | 'labReports'
      | 'radiologyEndoscopyOperation'
      | 'otherClinical'
      | 'primaryPhysician';
    CaseAttachment: {
      id: string;
      caseID: string;
      slot: components['schemas']['AttachmentSlot'];
      /** @description The client's file name, sanitized (no path, no control characters); never a storage path. */
      fileName: string;
      contentType: string;
      /** Format: int64 */
      sizeBytes: number;
      sha256: string;
      uploadedBy: components['schemas']['PersonRef'];
      /** Format: date-time */
      uploadedAt: string;
    };
    CaseAttachmentEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['CaseAttachment'];
      error?: null;
      details?: null;
    };
    CaseAttachmentListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['CaseAttachment'][];
      error?: null;
      details?: null;
    };
    CaseAttachmentUpload: {
      slot: components['schemas']['AttachmentSlot'];
      /**
       * Format: binary
       * @description A .jpeg, .jpg, .png, .pdf, .doc or .docx file of at most 20 MB.
       */
      file: string;
    };
    SlideImageUpload: {
      /**
       * Format: binary
       * @description A slide image with one of the extensions of spec 5.
       */
      file: string;
    };
    UploadedSlideImage: {
      caseID: string;
      specimenID: string;
      subsectionId: string;
      image: components['schemas']['SlideImage'];
      contentType: string;
      /** Format: int64 */
      sizeBytes: number;
    };
    SlideUploadRequest: {
      /** @description The file's name as chosen (its extension decides the type; the backend keeps a sanitised copy). */
      fileName: string;
      /**
       * Format: int64
       * @description The file's exact size in bytes; the tus upload's `Upload-Length` must equal it.
       */
      sizeBytes: number;
    };
    SlideUploadGrant: {
      /**
       * Format: uri
       * @description The signed tus creation endpoint (see createSlideUpload): used with a tus creation `POST`, not a `GET` (`x-link`).
       */
      uploadUrl: string;
      /**
       * Format: date-time
       * @description When the URL and every upload URL under it stop being accepted (24 hours after issue).
       */
      expiresAt: string;
      /**
       * Format: int64
       * @description The largest slide image this backend takes.
       */
      maxBytes: number;
    };
    SlideUploadGrantEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['SlideUploadGrant'];
      error?: null;
      details?: null;
    };
    UploadedSlideImageEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['UploadedSlideImage'];
      error?: null;
      details?: null;
    };
    /**
     * @description A measurement ruler (spec 3.8). `rect` is in level-0 image pixels: a straight ruler runs from (x, y) to
     *     (x + width, y + height), so width and height keep the sign of the drag.
     */
    AnnotationRuler: {
      id: string;
      /** @enum {string} */
      mode: 'straight' | 'coordinate';
      rect: {
        x: number;
        y: number;
        width: number;
        height: number;
      };
      label: string;
      visible: boolean;
    };
    /**
     * @description An annotation patch (spec 3.9). For a region, `size` is its rectangle (top-left x, y, width, height) in
     *     level-0 image pixels; a point has x and y only. `widthInClient` is its width on screen when made.
     */
    AnnotationPatch: {
      id: string;
      note: string;
      color: string;
      isPoint: boolean;
      size: {
        x: number;
        y: number;
        width?: number;
        height?: number;
      };
      widthInClient: number;
    };
    /**
     * @description The document events of the viewer's log (contracts/viewer-events.ts) that change annotations.
     * @enum {string}
     */
    AnnotationEventType:
      | 'measurement/added'
      | 'measurement/removed'
      | 'measurement/cleared'
      | 'patch/added'
      | 'patch/moved'
      | 'patch/resized'
      | 'patch/recoloured'
      | 'patch/noted'
      | 'patch/removed';
    /**
     * @description One document event of the viewer's log: `id` (unique, never starting with `sync-`), `at` (epoch ms, when
     *     it was made), `origin` (always `user`), `type`, and the fields of its type — measurement/added `ruler`;
     *     measurement/removed `rulerId`; measurement/cleared nothing; patch/added `patch`; patch/moved `patchId`,
     *     `x`, `y`; patch/resized `patchId`, `width`, `height`; patch/recoloured `patchId`, `color`; patch/noted
     *     `patchId`, `note`; patch/removed `patchId`. The server checks each against the viewer's event schema.
     */
    AnnotationEvent: {
      type: components['schemas']['AnnotationEventType'];
      id: string;
      at: number;
      /** @enum {string} */
      origin: 'user';
      ruler?: components['schemas']['AnnotationRuler'];
      rulerId?: string;
      patch?: components['schemas']['AnnotationPatch'];
      patchId?: string;
      x?: number;
      y?: number;
      width?: number;
      height?: number;
      color?: string;
      note?: string;
    };
    /** @description An event as the server keeps it, with who saved it and when it arrived. */
    StoredAnnotationEvent: {
      event: components['schemas']['AnnotationEvent'];
      author: components['schemas']['PersonRef'];
      /** Format: date-time */
      receivedAt: string;
    };
    SlideAnnotations: {
      caseID: string;
      imageId: string;
      /**
       * Format: int32
       * @description The number of events held; grows with every event the server had not seen.
       */
      revision: number;
      rulers: components['schemas']['AnnotationRuler'][];
      patches: components['schemas']['AnnotationPatch'][];
      /** @description Every event, ordered by (`at`, `id`). */
      events: components['schemas']['StoredAnnotationEvent'][];
      /** @description Whether the caller may save annotations now. */
      canEdit: boolean;
      /** @description Why the caller may not save (null when `canEdit`). */
      readOnlyReason: string | null;
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: components['schemas']['PersonRef'] | null;
    };
    SaveAnnotationsInput: {
      events: components['schemas']['AnnotationEvent'][];
    };
    SlideAnnotationsEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['SlideAnnotations'];
      error?: null;
      details?: null;
    };
    /**
     * @description What was done (docs/audit.md). ReportViewed is a read of a case whose answer carried its report (final
     *     or draft), CaseViewed one without; SlideOpened is recorded once per slide and session; AdminChange is
     *     any change only an admin may make (users, accounts, groups, tasks, billing, enquiries, banner, support,
     *     turnaround, assignment). The Consult actions are a live consult's (tag Consults): ConsultViewed is a read of a
     *     consult, its steps or a case's list of consults, and ConsultStepsShared the leader's steps, each once
     *     per consult and session when it succeeds; ConsultLeadChanged is a lead asked for or handed over.
     *     CaseEscalated is an escalation notice sent by the system (no actor): its tier and who was told.
     *     InterfaceChanged is a change to a facility's interfaces (tag Interop): its HL7 and FHIR settings, its FHIR
     *     credential rotated, a backend client registered or removed, a delivery sent again.
     * @enum {string}
     */
    AuditAction:
      | 'LoginSucceeded'
      | 'LoginFailed'
      | 'Logout'
      | 'PasswordChanged'
      | 'CaseViewed'
      | 'ReportViewed'
      | 'CaseCreated'
      | 'CasesImported'
      | 'CaseChanged'
      | 'CaseStatusChanged'
      | 'CaseAssigned'
      | 'CaseEscalated'
      | 'CaseSignedOut'
      | 'ReportSaved'
      | 'AddendumAdded'
      | 'SlideOpened'
      | 'SlideAdded'
      | 'AttachmentDownloaded'
      | 'AttachmentAdded'
      | 'AttachmentDeleted'
      | 'AnnotationChanged'
      | 'QaBlindReadRecorded'
      | 'QaReviewGraded'
      | 'ConsultStarted'
      | 'ConsultInvited'
      | 'ConsultJoined'
      | 'ConsultLeft'
      | 'ConsultLeadChanged'
      | 'ConsultViewed'
      | 'ConsultStepsShared'
      | 'InterfaceChanged'
      | 'AdminChange';
    /**
     * @description Succeeded (2xx); Denied (401, 403, 404, or a refused login); Failed (any other refusal or failure).
     * @enum {string}
     */
    AuditOutcome: 'Succeeded' | 'Denied' | 'Failed';
    /** @enum {string} */
    AuditTargetType:
      | 'Session'
      | 'Case'
      | 'Report'
      | 'Slide'
      | 'Attachment'
      | 'Annotation'
      | 'User'
      | 'Account'
      | 'Group'
      | 'Task'
      | 'BillingRecord'
      | 'Enquiry'
      | 'Banner'
      | 'SupportRequest'
      | 'TurnaroundSettings'
      | 'QualitySettings'
      | 'AssignmentSettings'
      | 'Registration'
      | 'Consult'
      | 'Interface'
      | 'Delivery';
    /** @description The signed-in user who acted, as they were then. */
    AuditActor: {
      userId: string;
      name: string;
      email: string;
      role: components['schemas']['Role'];
    };
    /** @description What was acted on; `id` is null where the operation names no single thing (a login, an import). */
    AuditTarget: {
      type: components['schemas']['AuditTargetType'];
      id: string | null;
    };
    /** @description One record of the audit trail. Records are never changed or deleted. */
    AuditEvent: {
      id: string;
      /** Format: date-time */
      at: string;
      /** @description Null when no signed-in user is known (a failed login, a request without a valid token). */
      actor: components['schemas']['AuditActor'] | null;
      /** @description The e-mail a login (or password reset) was tried with; null otherwise. */
      attemptedEmail: string | null;
      action: components['schemas']['AuditAction'];
      target: components['schemas']['AuditTarget'];
      /** @description The case (`caseID`) the record is about, where one applies. */
      caseId: string | null;
      /** @description That case's record id as people know it, when the case exists. */
      caseRecordId: string | null;
      outcome: components['schemas']['AuditOutcome'];
      /**
       * Format: int32
       * @description The HTTP status of the answer.
       */
      status: number;
      /**
       * @description The client's address as the backend saw it (through trusted proxies, docs/audit.md); `system` for a
       *     record no signed-in person made: an escalation sent, or an order from a hospital's system (whose
       *     detail names the address it came from).
       */
      clientAddress: string;
      /** @description A short note (which part of a case changed, the new status, why a login failed). */
      detail: string | null;
    };
    AuditEventPage: {
      items: components['schemas']['AuditEvent'][];
      /** Format: int32 */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /** Format: int32 */
      total: number;
      /** Format: int32 */
      totalPages: number;
    };
    AuditEventListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['AuditEventPage'];
      error?: null;
      details?: null;
    };
    QualityRate: {
      caseType: components['schemas']['CaseTypeName'];
      /** @description The share of this type's signed-out cases sampled for a blinded QA review, in per cent. */
      ratePercent: number;
    };
    QualitySettings: {
      /** @description One rate per case type, in the order of CaseTypeName. */
      rates: components['schemas']['QualityRate'][];
      /** Format: date-time */
      updatedAt: string | null;
      updatedBy: components['schemas']['PersonRef'] | null;
    };
    QualitySettingsInput: {
      rates: components['schemas']['QualityRate'][];
    };
    QualitySettingsEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['QualitySettings'];
      error?: null;
      details?: null;
    };
    /**
     * @description Unassigned: nobody was eligible to review it (the admins were told; an admin may create a QA task by
     *     hand); Open: its QA task is open; Graded: the reviewer graded it; Cancelled: its QA task was cancelled.
     * @enum {string}
     */
    QaSampleState: 'Unassigned' | 'Open' | 'Graded' | 'Cancelled';
    QaTaskRef: {
      id: string;
      taskNumber: string;
      status: components['schemas']['TaskStatus'];
      assignee: components['schemas']['PersonRef'] | null;
    };
    /**
     * @description A signed-out case drawn for a blinded QA review, as admins see it (the reviewer never reads this: their
     *     task and the case, blinded until graded). `followUp` is the task for the signer that a major discordance
     *     opens.
     */
    QaSample: {
      id: string;
      caseId: string;
      caseRecordId: string;
      caseType: components['schemas']['CaseType'];
      facility: components['schemas']['FacilityRef'];
      signer: components['schemas']['PersonRef'];
      signerDiagnosis: string | null;
      reviewer: components['schemas']['PersonRef'] | null;
      task: components['schemas']['QaTaskRef'] | null;
      ratePercent: number;
      /** Format: date-time */
      sampledAt: string;
      state: components['schemas']['QaSampleState'];
      grade: components['schemas']['QaGrade'] | null;
      /** Format: date-time */
      gradedAt: string | null;
      comment: string | null;
      reviewerDiagnosis: string | null;
      followUp: components['schemas']['QaTaskRef'] | null;
    };
    /** @description Graded reviews of one signing provider, one case type, or all (`key` all). */
    QualityAgreement: {
      key: string;
      label: string;
      /** Format: int32 */
      reviews: number;
      /** Format: int32 */
      agree: number;
      /** Format: int32 */
      minor: number;
      /** Format: int32 */
      major: number;
      /** @description Agree ÷ reviews in per cent, to one decimal; null without reviews. */
      agreePercent: number | null;
    };
    QualityReport: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      total: components['schemas']['QualityAgreement'];
      /** @description By the provider who signed the case out, by name. */
      byProvider: components['schemas']['QualityAgreement'][];
      byCaseType: components['schemas']['QualityAgreement'][];
      /**
       * @description One page of the samples not graded yet (Unassigned and Open): the unassigned first, then oldest first
       *     (decision 108).
       */
      open: components['schemas']['QaSample'][];
      /**
       * Format: int32
       * @description The page of `open`.
       */
      page: number;
      /** Format: int32 */
      pageSize: number;
      /**
       * Format: int32
       * @description How many samples are not graded yet (every page of `open`).
       */
      openTotal: number;
      /**
       * Format: int32
       * @description The pages of `open` at `pageSize` (0 when there is none).
       */
      openTotalPages: number;
      /**
       * @description One page of the major discordances graded in the period, newest first (then by id), with their
       *     follow-ups (decision 114).
       */
      discordances: components['schemas']['QaSample'][];
      /**
       * Format: int32
       * @description The page of `discordances`.
       */
      discordancePage: number;
      /** Format: int32 */
      discordancePageSize: number;
      /**
       * Format: int32
       * @description How many major discordances were graded in the period (every page of `discordances`).
       */
      discordanceTotal: number;
      /**
       * Format: int32
       * @description The pages of `discordances` at `discordancePageSize` (0 when there is none).
       */
      discordanceTotalPages: number;
    };
    QualityReportEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['QualityReport'];
      error?: null;
      details?: null;
    };
    QaBlindReadInput: {
      /** @description The reviewer's own diagnosis, plain text, trimmed; not blank (422). */
      reviewerDiagnosis: string;
    };
    /**
     * @description The reviewer's own diagnosis of a sampled case, recorded blind before the grade (recordQaBlindRead). It
     *     counts for its reader only: a task reassigned to someone else asks them for their own.
     */
    QaBlindRead: {
      reviewerDiagnosis: string;
      /** Format: date-time */
      recordedAt: string;
      recordedBy: components['schemas']['PersonRef'];
    };
    /**
     * @description Step 2 of a sampled QA review (docs/quality.md): what the reviewer compares their blind read with, without
     *     the signer. Given on the case only to the reviewer who recorded a blind read and has not graded yet.
     */
    QaComparison: {
      /** @description The reviewer's own blind read. */
      reviewerDiagnosis: string;
      /** Format: date-time */
      blindReadAt: string;
      /** @description The final report's primary diagnosis as it stands (null when the case has no final report). */
      reportDiagnosis: string | null;
    };
    /**
     * @description `Invited` (told, not joined yet), `Present` (following or leading now), `Left`.
     * @enum {string}
     */
    ConsultPresence: 'Invited' | 'Present' | 'Left';
    /**
     * @description One person of a consult. `lostAccess` is true when they were taken out of it because they may no longer
     *     read the case (docs/consult.md, "When a consult ends"): their presence is then `Left`.
     */
    ConsultParticipant: {
      userId: string;
      name: string;
      presence: components['schemas']['ConsultPresence'];
      /** Format: date-time */
      invitedAt: string;
      /** Format: date-time */
      joinedAt: string | null;
      /** Format: date-time */
      leftAt: string | null;
      lostAccess: boolean;
    };
    /**
     * @description Why a consult ended (docs/consult.md): `AllLeft` (the last one out left), `NoReader` (no one present in it
     *     may read the case on their own any more: reassigned, released, picked up by another, a deactivated
     *     account), `SignedOut` and `Cancelled` (the case was), `Idle` (no request from anyone present for
     *     CONSULT_IDLE_MINUTES, 15), `LeaderAway` (the leader's live stream was gone for 30 s and no one else was
     *     present to take the lead: decision 109).
     * @enum {string}
     */
    ConsultEndReason: 'AllLeft' | 'NoReader' | 'SignedOut' | 'Cancelled' | 'Idle' | 'LeaderAway';
    /**
     * @description A live consult on a case. `leaderId` is the participant whose viewer the others follow (null once ended);
     *     `lastSeq` the number of steps in its event log; `leadRequestedBy` the follower who asked to lead (null:
     *     nobody). The starter is the first participant. A consult lends the case to its participants only while
     *     someone present in it reads the case on their own and they would be invited now (docs/consult.md);
     *     `endReason` says why it ended (null while active), `lastActiveAt` when someone present last asked about
     *     it (it ends after 15 minutes without). `ledBy`: everyone who has led it, in the order they first took the
     *     lead (the starter first), kept after it ends so a past consult says who led.
     */
    Consult: {
      consultId: string;
      caseId: string;
      caseRecordId: string | null;
      /** @enum {string} */
      state: 'Active' | 'Ended';
      leaderId: string | null;
      leadRequestedBy: string | null;
      participants: components['schemas']['ConsultParticipant'][];
      /** Format: int32 */
      lastSeq: number;
      /** Format: date-time */
      startedAt: string;
      /** Format: date-time */
      endedAt: string | null;
      endReason: components['schemas']['ConsultEndReason'] | null;
      /** Format: date-time */
      lastActiveAt: string;
      ledBy: string[];
    };
    /**
     * @description The viewer's event types (contracts/viewer-events.ts, docs/viewer-model.md).
     * @enum {string}
     */
    ConsultViewerEventType:
      | 'viewport/changed'
      | 'viewport/home'
      | 'slide/selected'
      | 'mode/measurement'
      | 'mode/delete'
      | 'mode/patches'
      | 'measurement/added'
      | 'measurement/removed'
      | 'measurement/cleared'
      | 'patch/added'
      | 'patch/moved'
      | 'patch/resized'
      | 'patch/recoloured'
      | 'patch/noted'
      | 'patch/removed'
      | 'patch/activated';
    /**
     * @description One event of the viewer's log (contracts/viewer-events.ts is its schema, which the server checks it
     *     against): `id`, `at` (epoch ms), `origin`, `type`, and the fields of its type — viewport/changed `zoom`,
     *     `center`, `rotation` (and `merge`, `history`); slide/selected `index`; mode/measurement `mode`;
     *     mode/delete and mode/patches `on`; the document events' fields as in AnnotationEvent; patch/activated
     *     `patchId` (or null).
     */
    ConsultViewerEvent: {
      type: components['schemas']['ConsultViewerEventType'];
      id: string;
      at: number;
      /** @enum {string} */
      origin: 'user' | 'sync';
      zoom?: number;
      center?: {
        x: number;
        y: number;
      };
      /**
       * Format: int32
       * @enum {integer}
       */
      rotation?: 0 | 90 | 180 | 270;
      merge?: boolean;
      /** @enum {string} */
      history?: 'back' | 'forward';
      /** Format: int32 */
      index?: number;
      /** @enum {string} */
      mode?: 'STRAIGHT' | 'COORDINATE';
      on?: boolean;
      ruler?: components['schemas']['AnnotationRuler'];
      rulerId?: string;
      patch?: components['schemas']['AnnotationPatch'];
      patchId?: string | null;
      x?: number;
      y?: number;
      width?: number;
      height?: number;
      color?: string;
      note?: string;
    };
    /**
     * @description `dispatch` applies `event` to the log; `undo` and `redo` move its undo cursor (no event).
     * @enum {string}
     */
    ConsultAction: 'dispatch' | 'undo' | 'redo';
    ConsultStepInput: {
      /** Format: int32 */
      seq: number;
      action: components['schemas']['ConsultAction'];
      event: components['schemas']['ConsultViewerEvent'] | null;
    };
    /** @description One step of the consult's log as stored, with who made it (the leader then) and when it arrived. */
    ConsultStep: {
      /** Format: int32 */
      seq: number;
      action: components['schemas']['ConsultAction'];
      event: components['schemas']['ConsultViewerEvent'] | null;
      byUserId: string;
      /** Format: date-time */
      at: string;
    };
    ConsultAppendRequest: {
      steps: components['schemas']['ConsultStepInput'][];
    };
    ConsultAppendResult: {
      /**
       * Format: int32
       * @description Steps applied now.
       */
      applied: number;
      /**
       * Format: int32
       * @description Steps held beyond a gap, waiting for the missing ones.
       */
      held: number;
      /** Format: int32 */
      lastSeq: number;
    };
    ConsultEventPage: {
      consultId: string;
      items: components['schemas']['ConsultStep'][];
      /** Format: int32 */
      lastSeq: number;
    };
    ConsultInvitationRequest: {
      userId: string;
    };
    ConsultHandOverRequest: {
      userId: string;
    };
    ConsultCandidate: {
      userId: string;
      /** @description The user's first and last names (each up to 100 characters) joined by a space. */
      name: string;
      maySee: boolean;
      reason: string | null;
    };
    ConsultEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Consult'];
      error?: null;
      details?: null;
    };
    ConsultListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['Consult'][];
      error?: null;
      details?: null;
    };
    ConsultCandidateListEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['ConsultCandidate'][];
      error?: null;
      details?: null;
    };
    ConsultEventPageEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['ConsultEventPage'];
      error?: null;
      details?: null;
    };
    ConsultAppendEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: components['schemas']['ConsultAppendResult'];
      error?: null;
      details?: null;
    };
    /**
     * @description A consult the caller takes part in changed: started, someone was invited, joined or left, asked to lead,
     *     the lead changed, someone was taken out because they may no longer read the case (`Removed`), or it
     *     ended (`consult.endReason` says why). Sent to its participants, and to who just left or was taken out.
     */
    LiveConsultChanged: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'consult.changed';
      /** Format: date-time */
      at: string;
      data: {
        consult: components['schemas']['Consult'];
        /** @enum {string} */
        change:
          'Started' | 'Invited' | 'Joined' | 'Left' | 'LeadRequested' | 'LeaderChanged' | 'Removed' | 'Ended';
      };
    };
    /** @description One step of a consult's leader, with the consult's sequence number, sent to its present participants. */
    LiveConsultEvent: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'consult.event';
      /** Format: date-time */
      at: string;
      data: {
        consultId: string;
        caseId: string;
        step: components['schemas']['ConsultStep'];
      };
    };
    /**
     * @description The leader's view and pointer now (sendConsultLiveView, decision 109): `view` as a viewport/changed step
     *     has it (`zoom`, `center` in viewport coordinates, `rotation`), `pointer` in the slide's image pixels.
     */
    ConsultLiveView: {
      /**
       * Format: int32
       * @description Grows with each one sent.
       */
      n: number;
      /** Format: int32 */
      slideIndex: number;
      view: {
        zoom: number;
        center: {
          x: number;
          y: number;
        };
        /**
         * Format: int32
         * @enum {integer}
         */
        rotation: 0 | 90 | 180 | 270;
      } | null;
      pointer: {
        x: number;
        y: number;
      } | null;
    };
    ConsultLiveViewEnvelope: {
      /** @constant */
      isSuccess: true;
      message?: string | null;
      data: {
        /**
         * Format: int32
         * @description Followers it was sent to.
         */
        told: number;
      };
      error?: null;
      details?: null;
    };
    /**
     * @description The leader's view while it moves and their pointer (sendConsultLiveView), sent to the present followers
     *     and never kept for a resume: a stream that missed it catches up with the movement's step.
     */
    LiveConsultView: {
      id: components['schemas']['LiveEventId'];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'consult.view';
      /** Format: date-time */
      at: string;
      data: {
        consultId: string;
        caseId: string;
        byUserId: string;
        live: components['schemas']['ConsultLiveView'];
      };
    };
  };
  responses: {
    /** @description The file's bytes (all of them, or the requested range with `Content-Range`). */
    SlideBytes: {
      headers: {
        /** @description Identifies this version of the file. */
        ETag?: string;
        /** @description Always `bytes`. */
        'Accept-Ranges'?: 'bytes';
        /** @description On 206: the range sent, `bytes {first}-{last}/{size}`. */
        'Content-Range'?: string;
        'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
        [name: string]: unknown;
      };
      content: {
        'application/octet-stream': unknown;
        'image/tiff': unknown;
        'image/jpeg': unknown;
        'application/dicom': unknown;
      };
    };
    /** @description A JPEG image. */
    JpegImage: {
      headers: {
        'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
        [name: string]: unknown;
      };
      content: {
        'image/jpeg': unknown;
      };
    };
    /** @description The requested range lies outside the file. */
    RangeNotSatisfiable: {
      headers: {
        /** @description `bytes *\/{size}` */
        'Content-Range'?: string;
        'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Range Not Satisfiable",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The change is not allowed in the resource's current state. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "A case in status SignOutCompleted cannot be picked up.",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The request is malformed or misses required fields. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Validation failed",
         *       "data": {
         *         "email": [
         *           "Email is required"
         *         ],
         *         "password": [
         *           "Password is required"
         *         ]
         *       },
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description The bearer token is missing, unknown or expired. When a token was sent but the server no longer takes it
     *     (revoked by logout, unknown, expired), the challenge says so: `WWW-Authenticate: Bearer
     *     error="invalid_token"` (RFC 6750); the app then ends the session at once. Any other 401 (no token, or a
     *     refusal that is not about the token) carries a bare `Bearer` challenge or none.
     */
    Unauthorized: {
      headers: {
        /** @description `Bearer error="invalid_token"` when the token sent is revoked, unknown or expired. */
        'WWW-Authenticate'?: string;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Unauthorized",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The user's role or ownership does not allow this. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Forbidden",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description No such resource. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Slide not found.",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The path exists but not with this method. */
    MethodNotAllowed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Method not allowed",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The request is well-formed but its values are not acceptable. */
    UnprocessableEntity: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Validation failed",
         *       "data": {
         *         "email": [
         *           "Enter a valid email address."
         *         ]
         *       },
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The server cannot do this just now (its storage refused the write, or it is busier than it can serve), and nothing was changed: memory and storage are as they were before the request. Retry after `Retry-After` seconds; the next request tries again. */
    ServiceUnavailable: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "The server could not save this just now, so nothing was changed. Please try again in a moment.",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The body is not JSON (its Content-Type must be `application/json`); nothing was done. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Send the request body as JSON (Content-Type application/json).",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description Too many requests in a short time; retry later. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Too many codes requested for this email. Try again in 10 minutes.",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description Too many failed logins for this email from this client, or from the account's familiar clients or
     *     from elsewhere, or from this trusted device (the description of `login` gives the numbers); the
     *     password was not checked. Retry after `Retry-After`
     *     seconds, or reset the password.
     */
    LoginTooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying this email again from this client. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Too many failed logins for this email. Try again in 15 minutes, or reset your password with Forgot Password.",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description Too many requests for slide bytes in a short time; retry after `Retry-After` seconds. Like every answer of
     *     the slide routes it carries `Access-Control-Allow-Origin`, so a viewer on another origin can read it.
     */
    SlideTooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After': number;
        'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Too many requests",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The request body is larger than the operation's bound (`x-max-body-bytes`: the operation's, else the document's); nothing was done. The server read none of it past the bound: a `Content-Length` past it is refused before any of the body is read (the connection then closes), a body sent without one as soon as it passes the bound. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "The request body is larger than 256 KB.",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The image archive did not answer in time, could not be reached, answered with a failure, or answered more than the server passes on. The sentence names no address or credential of the archive. */
    ArchiveFailed: {
      headers: {
        'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "The image archive did not answer in time. Try again in a moment.",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The image archive cannot answer in the media type the `Accept` header asked for. */
    ArchiveNotAcceptable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "The image archive cannot answer in the media type asked for.",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The server failed. */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Internal server error",
         *       "data": null,
         *       "error": null,
         *       "details": null
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
  };
  parameters: {
    /**
     * @description The consult's id.
     * @example cns-seed-replay
     */
    ConsultId: string;
    /**
     * @description A key the client generates once per thing it creates (a UUID is recommended) and sends again with every
     *     retry of the same request, so the server does it once (see the operation). Sent bare or, as the IETF
     *     draft writes it, as a quoted structured-field string (`"8e03978e-40d5-43e8-bc93-6894a57f9324"`); 16 to 64
     *     letters, digits, `-` and `_` (400 otherwise).
     * @example 8e03978e-40d5-43e8-bc93-6894a57f9324
     */
    IdempotencyKey: string;
    /**
     * @description The slide's id (the `fileContent` of an image).
     * @example blob-demo-01
     */
    SlideId: string;
    /**
     * @description When the link stops working, in seconds since the epoch.
     * @example 1795510800
     */
    LinkExpires: number;
    /**
     * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, the resource kind, `expires` and that id.
     * @example Qm9kZ3VzU2lnbmF0dXJl
     */
    LinkSignature: string;
    /**
     * @description When the link stops working, in seconds since the epoch.
     * @example 1795510800
     */
    PathExpires: number;
    /**
     * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dzi`, `expires` and that id.
     * @example Qm9kZ3VzU2lnbmF0dXJl
     */
    PathSignature: string;
    /**
     * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dicomweb`, `expires` and that id.
     * @example Qm9kZ3VzU2lnbmF0dXJl
     */
    DicomwebSignature: string;
    /** @description The study of the slide's series (`dicomweb.studyInstanceUid`); any other answers 404. */
    StudyInstanceUid: components['schemas']['DicomUid'];
    /** @description The slide's series (`dicomweb.seriesInstanceUid`); any other answers 404. */
    SeriesInstanceUid: components['schemas']['DicomUid'];
    /** @description An instance of the series (from its metadata). */
    SopInstanceUid: components['schemas']['DicomUid'];
    /**
     * @description The case's id (`caseID`).
     * @example case-0001
     */
    CaseId: string;
    /**
     * @description The user's id.
     * @example usr-provider
     */
    UserId: string;
    /**
     * @description The facility account's id (the facility id).
     * @example fac-001
     */
    AccountId: string;
    /**
     * @description The group's id.
     * @example grp-001
     */
    GroupId: string;
    /**
     * @description The notification's id.
     * @example ntf-0001
     */
    NotificationId: string;
    /**
     * @description The support request's id.
     * @example sup-001
     */
    SupportRequestId: string;
    /**
     * @description The registration's id.
     * @example reg-001
     */
    RegistrationId: string;
    /**
     * @description The registration document's server-generated id.
     * @example doc-0000000000000000
     */
    DocumentId: string;
    /**
     * @description The task's id.
     * @example task-0001
     */
    TaskId: string;
    /**
     * @description The billing record's id.
     * @example bill-0001
     */
    BillingId: string;
    /**
     * @description The enquiry's id.
     * @example enq-0001
     */
    EnquiryId: string;
    /**
     * @description The task document's server-generated id.
     * @example tdoc-0000000000000000
     */
    TaskDocumentId: string;
    /**
     * @description The attachment's server-generated id.
     * @example att-0000000000000000
     */
    AttachmentId: string;
    /**
     * @description The subsection's id (`Subsection.id`).
     * @example case-0001-S1-B1
     */
    SubsectionId: string;
    /**
     * @description A slide image of the case, by its file reference (`fileContent` in the case data).
     * @example blob-demo-01
     */
    ImageId: string;
    /** @description 1-based page number. */
    PageParam: number;
    /** @description Items per page. */
    PageSizeParam: number;
    /** @description Sort direction. */
    OrderParam: 'asc' | 'desc';
  };
  requestBodies: never;
  headers: {
    /**
     * @description Every answer of the slide routes (`/slides/…`) allows any origin: the signature in the URL, not a cookie or
     *     a bearer token, authorises it, so a viewer on another origin may read the bytes and their headers
     *     (Content-Range, ETag, Accept-Ranges…). A request that names its `Origin` (a browser's) gets that origin
     *     back instead, with `Access-Control-Allow-Credentials: true` and `Vary: Origin`, because the viewer asks
     *     with credentials (spec 9: anonymous cross-origin with credentials) and a browser refuses `*` then; the
     *     value below is the answer to a request without an `Origin`. The `/api` operations send no CORS headers:
     *     the web application's server calls them, never a browser.
     */
    'Access-Control-Allow-Origin': '*';
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "provider@demo.test",
         *       "password": "Demo-pass-2026"
         *     }
         */
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Logged in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Login successful.",
           *       "data": {
           *         "token": "3f9a0c2e8d7b4a61b2c5e9f0a1d3c4b5",
           *         "tokenExpiry": "2099-12-31T23:59:59.000Z",
           *         "role": "Provider",
           *         "message": null,
           *         "deviceToken": "d1.tb2x4g.Qm9jLKx1TzW8r5sV2yD0aA.7Zk1pV3mR9bL2qW8xN4cT6yH0jF5sD3gA1eU7iO9kPw"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['LoginEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description Wrong email or password. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "Invalid email or password.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The account exists but may not log in (deactivated). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "This account has been deactivated. Please contact support to restore access.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['LoginTooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "usr-provider",
           *         "email": "provider@demo.test",
           *         "firstName": "Maya",
           *         "lastName": "Okafor",
           *         "role": "Provider",
           *         "status": "Active",
           *         "timeZone": "America/New_York"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CurrentUserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCurrentFacilityUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The facility user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "fu-facility",
           *         "userId": "usr-facility",
           *         "email": "facility@demo.test",
           *         "firstName": "Daniel",
           *         "lastName": "Reyes",
           *         "phone": "+1 (555) 489-8178",
           *         "role": "MedicalFacility",
           *         "status": "Active",
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital",
           *           "facilityType": "private_hospital",
           *           "accountType": "Laboratory",
           *           "phone": "+1 (555) 010-2001",
           *           "country": "US",
           *           "state": "CA",
           *           "city": "Sacramento"
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityUserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSlideDownloadLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The image's file reference (`fileContent` in the case data).
         * @example blob-demo-01
         */
        blobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The slide's links. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "link": "http://127.0.0.1:4010/slides/blob-demo-01/file?expires=1795436283&signature=WScKaBWWP4JZEPkY9bGPp6z7HQARATntH4uZPwQJizo",
           *         "info": {
           *           "contentType": "image/tiff",
           *           "fileName": "demo-01.tiff",
           *           "sizeBytes": 2178236
           *         },
           *         "dziUrl": "http://127.0.0.1:4010/slides/blob-demo-01/dz/1795436283/CfFgwhnSsKeRlFuNVd66qgSA0v-K1SGPQVU4jAc8fkY/blob-demo-01.dzi",
           *         "dziTilesFolder": "http://127.0.0.1:4010/slides/blob-demo-01/dz/1795436283/CfFgwhnSsKeRlFuNVd66qgSA0v-K1SGPQVU4jAc8fkY/blob-demo-01_files/",
           *         "dziTileSourceObject": {
           *           "Image": {
           *             "xmlns": "http://schemas.microsoft.com/deepzoom/2008",
           *             "Url": "http://127.0.0.1:4010/slides/blob-demo-01/dz/1795436283/CfFgwhnSsKeRlFuNVd66qgSA0v-K1SGPQVU4jAc8fkY/blob-demo-01_files/",
           *             "Format": "jpg",
           *             "Overlap": 0,
           *             "TileSize": 256,
           *             "Size": {
           *               "Width": 4000,
           *               "Height": 3000
           *             }
           *           }
           *         },
           *         "firstTileUrl": "http://127.0.0.1:4010/slides/blob-demo-01/dz/1795436283/CfFgwhnSsKeRlFuNVd66qgSA0v-K1SGPQVU4jAc8fkY/blob-demo-01_files/0/0_0.jpg",
           *         "tileImageUrls": [
           *           "http://127.0.0.1:4010/slides/blob-demo-01/dz/1795436283/CfFgwhnSsKeRlFuNVd66qgSA0v-K1SGPQVU4jAc8fkY/blob-demo-01_files/0/0_0.jpg",
           *           "http://127.0.0.1:4010/slides/blob-demo-01/dz/1795436283/CfFgwhnSsKeRlFuNVd66qgSA0v-K1SGPQVU4jAc8fkY/blob-demo-01_files/1/0_0.jpg"
           *         ],
           *         "thumbnailUrl": "http://127.0.0.1:4010/slides/blob-demo-01/thumbnail.jpg?expires=1795436283&signature=-E9XoU6-72_fKwfnNNc_vs9XlSkrVkPNarBOYrZwLSo",
           *         "previewUrl": "http://127.0.0.1:4010/slides/blob-demo-01/preview.jpg?expires=1795436283&signature=eHElr4fPQKEKf5b9_J8DbO2yY4AEhfnMjbYEdWCKdY4",
           *         "expiresAt": "2026-11-23T12:18:03.000Z",
           *         "width": 4000,
           *         "height": 3000,
           *         "mpp": {
           *           "x": 0.25,
           *           "y": 0.25
           *         },
           *         "magnification": 40,
           *         "attribution": null,
           *         "dicomweb": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SlideLinkEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCases: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: number;
        /** @description Cases per page. */
        pageSize?: number;
        /**
         * @description Field to sort by (`dueAt`: cases without a due time last, whichever the order). `urgency` is the
         *     worklist order (decision 103), ascending: cases whose clock runs (Available, Assigned) first, STAT
         *     then Rush then Routine, each by due time (the overdue first), without a due time last; then the
         *     other cases in the same order. Descending reverses it.
         */
        sort?:
          | 'createdAt'
          | 'updatedAt'
          | 'caseRecordId'
          | 'patientName'
          | 'facilityName'
          | 'status'
          | 'dueAt'
          | 'urgency';
        /** @description Sort direction. */
        order?: 'asc' | 'desc';
        /** @description Matches the case record id, the patient's name or the facility's name (case-insensitive). */
        search?: string;
        /** @description Only cases in this status. */
        status?: components['schemas']['CaseStatus'];
        /** @description Only cases assigned to the caller (providers). */
        assignedToMe?: boolean;
        /** @description Only cases created by the caller's facility (facility users; the send-out list). */
        createdByMyFacility?: boolean;
        /**
         * @description Only cases assigned to this provider (the user id of `assignedProvider`; admins' case list). Within
         *     what the caller may see, like every filter.
         */
        assigneeId?: string;
        /** @description Only cases of this facility account (admins' case list). */
        facilityId?: string;
        /** @description Only cases of this kind (CaseType's `name`). */
        type?: components['schemas']['CaseTypeName'];
        /** @description Only cases in this state against their due time (cases without one never match). */
        dueState?: components['schemas']['DueState'];
        /** @description Only cases of this priority. */
        priority?: components['schemas']['CasePriority'];
        /** @description Only cases created on or after this day (UTC). */
        createdFrom?: string;
        /**
         * @description Only cases created on or before this day (UTC, the whole day included). Before `createdFrom` answers
         *     400.
         */
        createdTo?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of cases. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "caseID": "case-0369",
           *             "caseRecordId": "RCH-2026-0034",
           *             "status": "Assigned",
           *             "type": {
           *               "name": "gastrointestinal",
           *               "displayName": "GI Pathology"
           *             },
           *             "patient": {
           *               "firstName": "Umar",
           *               "lastName": "Schmidt"
           *             },
           *             "facility": {
           *               "id": "fac-001",
           *               "name": "Riverside Community Hospital"
           *             },
           *             "assignedProvider": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "specimenCount": 2,
           *             "imageCount": 2,
           *             "createdAt": "2026-11-11T01:14:59.000Z",
           *             "updatedAt": "2026-11-14T11:14:59.000Z",
           *             "priority": "Routine",
           *             "dueAt": "2026-11-16T19:14:59.000Z",
           *             "dueState": "Overdue"
           *           },
           *           {
           *             "caseID": "case-0353",
           *             "caseRecordId": "MVRH-2026-0030",
           *             "status": "Assigned",
           *             "type": {
           *               "name": "dermatopathology",
           *               "displayName": "Dermatopathology"
           *             },
           *             "patient": {
           *               "firstName": "Dmitri",
           *               "lastName": "Fernandes"
           *             },
           *             "facility": {
           *               "id": "fac-004",
           *               "name": "Mesa Verde Regional Hospital"
           *             },
           *             "assignedProvider": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "specimenCount": 3,
           *             "imageCount": 5,
           *             "createdAt": "2026-11-08T14:59:35.000Z",
           *             "updatedAt": "2026-11-11T21:59:35.000Z",
           *             "priority": "Routine",
           *             "dueAt": "2026-11-12T16:59:35.000Z",
           *             "dueState": "Overdue"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 60,
           *         "totalPages": 30
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createCase: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description A key the client generates once per thing it creates (a UUID is recommended) and sends again with every
         *     retry of the same request, so the server does it once (see the operation). Sent bare or, as the IETF
         *     draft writes it, as a quoted structured-field string (`"8e03978e-40d5-43e8-bc93-6894a57f9324"`); 16 to 64
         *     letters, digits, `-` and `_` (400 otherwise).
         * @example 8e03978e-40d5-43e8-bc93-6894a57f9324
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "surgical",
         *       "patientInfo": {
         *         "firstName": "Ada",
         *         "lastName": "Lovelace",
         *         "birthDate": "1961-12-10",
         *         "gender": "Female",
         *         "race": "White"
         *       },
         *       "specimens": [
         *         {
         *           "facilitySpecimenID": "A1",
         *           "specimenType": "Biopsy",
         *           "bodysite": "Breast",
         *           "subsite": "Left upper outer quadrant",
         *           "specimenCollectionDate": "2026-10-01",
         *           "collectionTime": "09:15",
         *           "subsections": [
         *             {
         *               "slideType": "H&E",
         *               "stain": "H&E",
         *               "slideCount": 1,
         *               "images": []
         *             }
         *           ]
         *         }
         *       ],
         *       "clinicalInfo": "Palpable mass, 2 cm.",
         *       "billingComponent": 2,
         *       "caseRelation": "Standalone",
         *       "slideDelivery": "Upload_the_Slide_Images"
         *     }
         */
        'application/json': components['schemas']['CaseInput'];
      };
    };
    responses: {
      /**
       * @description The created case; for a repeat with the same `Idempotency-Key` and body, the case that key created,
       *     with `Idempotent-Replayed: true`.
       */
      201: {
        headers: {
          /** @description `true` when the answer is the case an earlier request with the same key created. */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Case created.",
           *       "data": {
           *         "caseID": "case-fb55836ff946",
           *         "caseRecordId": "RCH-2026-0035",
           *         "status": "Draft",
           *         "type": {
           *           "name": "surgical",
           *           "displayName": "Surgical Pathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "assignedProvider": null,
           *         "patientInfo": {
           *           "firstName": "Ada",
           *           "lastName": "Lovelace",
           *           "birthDate": "1961-12-10",
           *           "gender": "Female",
           *           "race": "White",
           *           "mrn": null
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-fb55836ff946-S1",
           *             "facilitySpecimenID": "A1",
           *             "bodysite": "Breast",
           *             "subsite": "Left upper outer quadrant",
           *             "specimenType": "Biopsy",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-10-01",
           *             "collectionTime": "09:15",
           *             "subsections": [
           *               {
           *                 "id": "case-fb55836ff946-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": null,
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": []
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Palpable mass, 2 cm.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 2,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "aetna",
           *         "createdAt": "2026-11-25T18:55:34.564Z",
           *         "updatedAt": "2026-11-25T18:55:34.564Z",
           *         "sentOutAt": null,
           *         "assignedAt": null,
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": null,
           *         "dueState": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      /** @description A request with the same `Idempotency-Key` is still being processed; try again shortly. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "A request with this Idempotency-Key is still being processed. Try again in a moment.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  importCases: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseImportInput'];
      };
    };
    responses: {
      /** @description The created cases, in the order they were given. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "1 case created.",
           *       "data": {
           *         "items": [
           *           {
           *             "caseID": "case-bd232b73e978",
           *             "caseRecordId": "RCH-2026-0035",
           *             "status": "Draft",
           *             "type": {
           *               "name": "surgical",
           *               "displayName": "Surgical Pathology"
           *             },
           *             "patient": {
           *               "firstName": "Ada",
           *               "lastName": "Lovelace"
           *             },
           *             "facility": {
           *               "id": "fac-001",
           *               "name": "Riverside Community Hospital"
           *             },
           *             "assignedProvider": null,
           *             "specimenCount": 1,
           *             "imageCount": 0,
           *             "createdAt": "2026-11-25T18:55:34.900Z",
           *             "updatedAt": "2026-11-25T18:55:34.900Z",
           *             "priority": "Routine",
           *             "dueAt": null,
           *             "dueState": null
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseImportEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The case. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "status": "Assigned",
           *         "type": {
           *           "name": "cytology",
           *           "displayName": "Cytopathology"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "createdBy": {
           *           "id": "usr-staff-009",
           *           "name": "Cascade Urology Group staff"
           *         },
           *         "assignedProvider": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "patientInfo": {
           *           "firstName": "Quinn",
           *           "lastName": "Kim",
           *           "birthDate": "1956-07-13",
           *           "gender": "Female",
           *           "race": "Hispanic or Latino",
           *           "mrn": "MRN-962314"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0013-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Pleural fluid",
           *             "subsite": null,
           *             "specimenType": "Body fluid",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-06-12",
           *             "collectionTime": "11:45",
           *             "subsections": [
           *               {
           *                 "id": "case-0013-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "hamamatsu-test3-TRITC-2-560.ndpi",
           *                     "fileContent": "blob-hamamatsu-test3-tritc-2-560"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Changing pigmented lesion over six months.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 2,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "wellcare",
           *         "createdAt": "2026-06-13T08:30:10.000Z",
           *         "updatedAt": "2026-06-15T17:30:10.000Z",
           *         "sentOutAt": "2026-06-14T07:30:10.000Z",
           *         "assignedAt": "2026-06-15T17:30:10.000Z",
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-06-17T00:00:00.000Z",
           *         "dueState": "Overdue"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseInput'];
      };
    };
    responses: {
      /** @description The updated case. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0241",
           *         "caseRecordId": "RCH-2026-0009",
           *         "status": "Draft",
           *         "type": {
           *           "name": "surgical",
           *           "displayName": "Surgical Pathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "assignedProvider": null,
           *         "patientInfo": {
           *           "firstName": "Ada",
           *           "lastName": "Lovelace",
           *           "birthDate": "1961-12-10",
           *           "gender": "Female",
           *           "race": "White",
           *           "mrn": null
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0241-S1",
           *             "facilitySpecimenID": "A1",
           *             "bodysite": "Breast",
           *             "subsite": "Left upper outer quadrant",
           *             "specimenType": "Biopsy",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-10-01",
           *             "collectionTime": "09:15",
           *             "subsections": [
           *               {
           *                 "id": "case-0241-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": null,
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": []
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Palpable mass, 2 cm.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 2,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "aetna",
           *         "createdAt": "2026-07-06T01:27:01.000Z",
           *         "updatedAt": "2026-11-25T18:55:35.386Z",
           *         "sentOutAt": null,
           *         "assignedAt": null,
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": null,
           *         "dueState": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendOutCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0241",
           *         "caseRecordId": "RCH-2026-0009",
           *         "status": "Available",
           *         "type": {
           *           "name": "dermatopathology",
           *           "displayName": "Dermatopathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "assignedProvider": null,
           *         "patientInfo": {
           *           "firstName": "Farid",
           *           "lastName": "Nakamura",
           *           "birthDate": "1989-05-25",
           *           "gender": "Female",
           *           "race": "White",
           *           "mrn": "MRN-325642"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0241-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Skin, scalp",
           *             "subsite": null,
           *             "specimenType": "Excision",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-07-03",
           *             "collectionTime": "16:00",
           *             "subsections": [
           *               {
           *                 "id": "case-0241-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "synthetic-pyramid-boxes.tiff",
           *                     "fileContent": "blob-synthetic-pyramid-boxes"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "History of prior excision; rule out recurrence.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 2,
           *         "caseRelation": "Other",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "aetna",
           *         "createdAt": "2026-07-06T01:27:01.000Z",
           *         "updatedAt": "2026-11-25T18:55:35.523Z",
           *         "sentOutAt": "2026-11-25T18:55:35.523Z",
           *         "assignedAt": null,
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-11-30T18:55:35.523Z",
           *         "dueState": "OnTime"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  pickUpCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0265",
           *         "caseRecordId": "RCH-2026-0001",
           *         "status": "Assigned",
           *         "type": {
           *           "name": "surgical",
           *           "displayName": "Surgical Pathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "assignedProvider": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "patientInfo": {
           *           "firstName": "Bruno",
           *           "lastName": "Xu",
           *           "birthDate": "2004-02-23",
           *           "gender": "Male",
           *           "race": "White",
           *           "mrn": "MRN-183181"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0265-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Lung",
           *             "subsite": null,
           *             "specimenType": "Excision",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-05-16",
           *             "collectionTime": "15:30",
           *             "subsections": [
           *               {
           *                 "id": "case-0265-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "hamamatsu-test3-TRITC-2-560.ndpi",
           *                     "fileContent": "blob-hamamatsu-test3-tritc-2-560"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Second opinion requested by the treating physician.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 1,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Mail_the_Slides",
           *         "insurancePayer": null,
           *         "createdAt": "2026-05-19T07:23:04.000Z",
           *         "updatedAt": "2026-11-25T18:55:35.640Z",
           *         "sentOutAt": "2026-05-19T14:23:04.000Z",
           *         "assignedAt": "2026-11-25T18:55:35.640Z",
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-05-21T14:23:04.000Z",
           *         "dueState": "Overdue"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description A provisionally active provider (the catalogue's Forbidden), or a provider who breaks an assignment rule: the refusal, in `message` and in `details` so every client shows it instead of the generic text. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "You cannot pick up this case: you are not licensed in IL.",
           *       "data": null,
           *       "error": null,
           *       "details": "You cannot pick up this case: you are not licensed in IL."
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  releaseCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0265",
           *         "caseRecordId": "RCH-2026-0001",
           *         "status": "Available",
           *         "type": {
           *           "name": "surgical",
           *           "displayName": "Surgical Pathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "assignedProvider": null,
           *         "patientInfo": {
           *           "firstName": "Bruno",
           *           "lastName": "Xu",
           *           "birthDate": "2004-02-23",
           *           "gender": "Male",
           *           "race": "White",
           *           "mrn": "MRN-183181"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0265-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Lung",
           *             "subsite": null,
           *             "specimenType": "Excision",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-05-16",
           *             "collectionTime": "15:30",
           *             "subsections": [
           *               {
           *                 "id": "case-0265-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "hamamatsu-test3-TRITC-2-560.ndpi",
           *                     "fileContent": "blob-hamamatsu-test3-tritc-2-560"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Second opinion requested by the treating physician.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 1,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Mail_the_Slides",
           *         "insurancePayer": null,
           *         "createdAt": "2026-05-19T07:23:04.000Z",
           *         "updatedAt": "2026-11-25T18:55:35.946Z",
           *         "sentOutAt": "2026-05-19T14:23:04.000Z",
           *         "assignedAt": null,
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-05-21T14:23:04.000Z",
           *         "dueState": "Overdue"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  assignCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "providerId": "usr-provider"
         *     }
         */
        'application/json': components['schemas']['AssignCaseInput'];
      };
    };
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0265",
           *         "caseRecordId": "RCH-2026-0001",
           *         "status": "Assigned",
           *         "type": {
           *           "name": "surgical",
           *           "displayName": "Surgical Pathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "assignedProvider": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "patientInfo": {
           *           "firstName": "Bruno",
           *           "lastName": "Xu",
           *           "birthDate": "2004-02-23",
           *           "gender": "Male",
           *           "race": "White",
           *           "mrn": "MRN-183181"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0265-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Lung",
           *             "subsite": null,
           *             "specimenType": "Excision",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-05-16",
           *             "collectionTime": "15:30",
           *             "subsections": [
           *               {
           *                 "id": "case-0265-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "hamamatsu-test3-TRITC-2-560.ndpi",
           *                     "fileContent": "blob-hamamatsu-test3-tritc-2-560"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Second opinion requested by the treating physician.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 1,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Mail_the_Slides",
           *         "insurancePayer": null,
           *         "createdAt": "2026-05-19T07:23:04.000Z",
           *         "updatedAt": "2026-11-25T18:55:36.108Z",
           *         "sentOutAt": "2026-05-19T14:23:04.000Z",
           *         "assignedAt": "2026-11-25T18:55:36.108Z",
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-05-21T14:23:04.000Z",
           *         "dueState": "Overdue"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAssignmentCandidates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ranking. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseId": "case-0265",
           *         "caseType": "surgical",
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital",
           *           "state": "CA",
           *           "country": "US"
           *         },
           *         "eligible": [
           *           {
           *             "provider": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "rank": 1,
           *             "openCases": 40,
           *             "caseloadCap": 60,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": true,
           *                 "text": "Active ✓"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": true,
           *                 "text": "Licensed in CA ✓"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "40 of 60 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           }
           *         ],
           *         "ineligible": [
           *           {
           *             "provider": {
           *               "id": "usr-prv-029",
           *               "name": "Aisha Abbott"
           *             },
           *             "rank": null,
           *             "openCases": 1,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": true,
           *                 "text": "Active ✓"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "1 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-031",
           *               "name": "Chloe Yilmaz"
           *             },
           *             "rank": null,
           *             "openCases": 0,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": false,
           *                 "text": "Account Provisionally Active"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "0 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-032",
           *               "name": "Daniel Walsh"
           *             },
           *             "rank": null,
           *             "openCases": 1,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": true,
           *                 "text": "Active ✓"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "1 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-035",
           *               "name": "Dmitri Brennan"
           *             },
           *             "rank": null,
           *             "openCases": 6,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": true,
           *                 "text": "Active ✓"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "6 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-015",
           *               "name": "Elena Adeyemi"
           *             },
           *             "rank": null,
           *             "openCases": 3,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": true,
           *                 "text": "Active ✓"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "3 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-004",
           *               "name": "Esther Dubois"
           *             },
           *             "rank": null,
           *             "openCases": 3,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": true,
           *                 "text": "Active ✓"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "3 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-017",
           *               "name": "Farid Patel"
           *             },
           *             "rank": null,
           *             "openCases": 3,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": true,
           *                 "text": "Active ✓"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "3 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-010",
           *               "name": "Gabriela Nakamura"
           *             },
           *             "rank": null,
           *             "openCases": 0,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": false,
           *                 "text": "Account Provisionally Active"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "0 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-036",
           *               "name": "Grace Abbott"
           *             },
           *             "rank": null,
           *             "openCases": 0,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": false,
           *                 "text": "Account Provisionally Active"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "0 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           },
           *           {
           *             "provider": {
           *               "id": "usr-prv-019",
           *               "name": "Grace Kim"
           *             },
           *             "rank": null,
           *             "openCases": 6,
           *             "caseloadCap": 20,
           *             "awayFrom": null,
           *             "awayTo": null,
           *             "reasons": [
           *               {
           *                 "rule": "active",
           *                 "met": true,
           *                 "text": "Active ✓"
           *               },
           *               {
           *                 "rule": "subspecialty",
           *                 "met": true,
           *                 "text": "Any subspecialty ✓"
           *               },
           *               {
           *                 "rule": "licence",
           *                 "met": false,
           *                 "text": "Not licensed in CA"
           *               },
           *               {
           *                 "rule": "caseload",
           *                 "met": true,
           *                 "text": "6 of 20 open ✓"
           *               },
           *               {
           *                 "rule": "away",
           *                 "met": true,
           *                 "text": "Not away ✓"
           *               }
           *             ]
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['AssignmentCandidatesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAssignmentProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "userId": "usr-provider",
           *         "caseloadCap": 20,
           *         "awayFrom": null,
           *         "awayTo": null,
           *         "updatedAt": null,
           *         "openCases": 40
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['AssignmentProfileEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateAssignmentProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "awayFrom": "2026-12-21",
         *       "awayTo": "2026-12-31"
         *     }
         */
        'application/json': components['schemas']['AssignmentProfileInput'];
      };
    };
    responses: {
      /** @description The profile after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Assignment profile saved. The cap of 20 is below the 40 cases open: no case is assigned to them until fewer are open.",
           *       "data": {
           *         "userId": "usr-provider",
           *         "caseloadCap": 20,
           *         "awayFrom": "2026-12-21",
           *         "awayTo": "2026-12-31",
           *         "updatedAt": "2026-11-25T21:09:27.034Z",
           *         "openCases": 40
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['AssignmentProfileEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAssignmentSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "facilityIds": [],
           *         "caseTypes": [],
           *         "updatedAt": null,
           *         "updatedBy": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['AssignmentSettingsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateAssignmentSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "facilityIds": [
         *         "fac-001"
         *       ],
         *       "caseTypes": [
         *         "dermatopathology"
         *       ]
         *     }
         */
        'application/json': components['schemas']['AssignmentSettingsInput'];
      };
    };
    responses: {
      /** @description The settings after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Assignment settings saved.",
           *       "data": {
           *         "facilityIds": [
           *           "fac-001"
           *         ],
           *         "caseTypes": [
           *           "dermatopathology"
           *         ],
           *         "updatedAt": "2026-11-25T21:09:27.063Z",
           *         "updatedBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['AssignmentSettingsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  signOutCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "primaryDiagnosis": "Left breast, core biopsy: invasive ductal carcinoma, Nottingham grade 2 of 3.",
         *       "grossDescription": "Received in formalin, three tan cores of tissue, 0.1 x 1.2 cm each, entirely submitted.",
         *       "microscopicDescription": "Infiltrating nests and cords of atypical ductal cells in a desmoplastic stroma.",
         *       "comments": "ER, PR and HER2 studies to follow as an addendum.",
         *       "cptCodes": [
         *         "88305",
         *         "88342"
         *       ],
         *       "billingComponent": 0
         *     }
         */
        'application/json': components['schemas']['SignOutInput'];
      };
    };
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "status": "SignOutCompleted",
           *         "type": {
           *           "name": "cytology",
           *           "displayName": "Cytopathology"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "createdBy": {
           *           "id": "usr-staff-009",
           *           "name": "Cascade Urology Group staff"
           *         },
           *         "assignedProvider": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "patientInfo": {
           *           "firstName": "Quinn",
           *           "lastName": "Kim",
           *           "birthDate": "1956-07-13",
           *           "gender": "Female",
           *           "race": "Hispanic or Latino",
           *           "mrn": "MRN-962314"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0013-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Pleural fluid",
           *             "subsite": null,
           *             "specimenType": "Body fluid",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-06-12",
           *             "collectionTime": "11:45",
           *             "subsections": [
           *               {
           *                 "id": "case-0013-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "hamamatsu-test3-TRITC-2-560.ndpi",
           *                     "fileContent": "blob-hamamatsu-test3-tritc-2-560"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Changing pigmented lesion over six months.",
           *         "primaryDiagnosis": "Left breast, core biopsy: invasive ductal carcinoma, Nottingham grade 2 of 3.",
           *         "finalReport": {
           *           "version": 1,
           *           "primaryDiagnosis": "Left breast, core biopsy: invasive ductal carcinoma, Nottingham grade 2 of 3.",
           *           "grossDescription": "Received in formalin, three tan cores of tissue, 0.1 x 1.2 cm each, entirely submitted.",
           *           "microscopicDescription": "Infiltrating nests and cords of atypical ductal cells in a desmoplastic stroma.",
           *           "comments": "ER, PR and HER2 studies to follow as an addendum.",
           *           "cptCodes": [
           *             "88305",
           *             "88342"
           *           ],
           *           "billingComponent": 0,
           *           "signedOutAt": "2026-11-27T02:33:32.325Z",
           *           "signedOutBy": {
           *             "id": "usr-provider",
           *             "name": "Maya Okafor"
           *           },
           *           "signerCredentials": {
           *             "salutation": "Dr.",
           *             "specialty": "Pathology",
           *             "licensedStates": [
           *               "AZ",
           *               "CA",
           *               "CO",
           *               "KS",
           *               "MA",
           *               "NC",
           *               "NY",
           *               "OR",
           *               "TX",
           *               "WA"
           *             ]
           *           },
           *           "addenda": [],
           *           "synoptic": null
           *         },
           *         "reportDraft": null,
           *         "billingComponent": 0,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "wellcare",
           *         "createdAt": "2026-06-13T08:30:10.000Z",
           *         "updatedAt": "2026-11-27T02:33:32.325Z",
           *         "sentOutAt": "2026-06-14T07:30:10.000Z",
           *         "assignedAt": "2026-06-15T17:30:10.000Z",
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-06-17T00:00:00.000Z",
           *         "dueState": "Overdue"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  cancelCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0361",
           *         "caseRecordId": "RCH-2026-0008",
           *         "status": "Cancelled",
           *         "type": {
           *           "name": "surgical",
           *           "displayName": "Surgical Pathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "assignedProvider": null,
           *         "patientInfo": {
           *           "firstName": "Samir",
           *           "lastName": "Garcia",
           *           "birthDate": "1990-02-05",
           *           "gender": "Female",
           *           "race": "Hispanic or Latino",
           *           "mrn": "MRN-206451"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0361-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Lung",
           *             "subsite": null,
           *             "specimenType": "Excision",
           *             "totalNumberSlides": 3,
           *             "specimenCollectionDate": "2026-06-26",
           *             "collectionTime": "12:00",
           *             "subsections": [
           *               {
           *                 "id": "case-0361-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "demo-03.tiff",
           *                     "fileContent": "blob-demo-03"
           *                   }
           *                 ]
           *               },
           *               {
           *                 "id": "case-0361-S1-B2",
           *                 "displayId": "A2",
           *                 "slideType": "IHC",
           *                 "slideCount": 1,
           *                 "facilityId": "A2",
           *                 "stain": "TTF-1",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "aperio-CMU-1-Small-Region.svs",
           *                     "fileContent": "blob-aperio-cmu-1-small-region"
           *                   }
           *                 ]
           *               },
           *               {
           *                 "id": "case-0361-S1-B3",
           *                 "displayId": "A3",
           *                 "slideType": "IHC",
           *                 "slideCount": 1,
           *                 "facilityId": "A3",
           *                 "stain": "Ki-67",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "aperio-jp2k33005-tcga-cr-7395-01a-01-ts1.svs",
           *                     "fileContent": "blob-aperio-jp2k33005-tcga-cr-7395-01a-01-ts1"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Palpable mass noted on exam; imaging suspicious.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 2,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "aetna",
           *         "createdAt": "2026-06-29T05:46:12.000Z",
           *         "updatedAt": "2026-11-25T18:55:36.479Z",
           *         "sentOutAt": null,
           *         "assignedAt": null,
           *         "cancelledAt": "2026-11-25T18:55:36.479Z",
           *         "priority": "Routine",
           *         "dueAt": null,
           *         "dueState": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Logged out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "You have been logged out.",
           *       "data": {
           *         "loggedOutAt": "2026-11-22T09:00:00.000Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['LoggedOutEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestEmailVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "provider@demo.test"
         *     }
         */
        'application/json': components['schemas']['EmailVerificationRequest'];
      };
    };
    responses: {
      /** @description Accepted; a code was sent if the account exists. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "If an account exists for this email, we sent it a 6-digit code. It expires in 15 minutes.",
           *       "data": {
           *         "email": "provider@demo.test",
           *         "codeLength": 6,
           *         "expiresInMinutes": 15,
           *         "maxAttempts": 5
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['EmailVerificationSentEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  verifyEmailCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "provider@demo.test",
         *       "code": "482913"
         *     }
         */
        'application/json': components['schemas']['VerifyEmailCodeInput'];
      };
    };
    responses: {
      /** @description The code is correct. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Code verified. Choose a new password.",
           *       "data": {
           *         "email": "provider@demo.test",
           *         "verified": true,
           *         "validUntil": "2026-11-22T09:15:00.000Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['EmailCodeVerifiedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  setPasswordWithCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "provider@demo.test",
         *       "code": "482913",
         *       "newPassword": "Slide-review-2027"
         *     }
         */
        'application/json': components['schemas']['SetPasswordWithCodeInput'];
      };
    };
    responses: {
      /** @description The password was changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Your password has been changed. Log in with your new password.",
           *       "data": {
           *         "changedAt": "2026-11-22T09:05:00.000Z",
           *         "sessionsEnded": 1,
           *         "signInAgain": true
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['PasswordChangedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "currentPassword": "Demo-pass-2026",
         *       "newPassword": "Slide-review-2027"
         *     }
         */
        'application/json': components['schemas']['ResetPasswordInput'];
      };
    };
    responses: {
      /** @description The password was changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Your password has been changed.",
           *       "data": {
           *         "changedAt": "2026-11-22T09:05:00.000Z",
           *         "sessionsEnded": 0,
           *         "signInAgain": false
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['PasswordChangedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "currentPassword": "Demo-pass-2026",
         *       "newPassword": "Slide-review-2027",
         *       "confirmPassword": "Slide-review-2027"
         *     }
         */
        'application/json': components['schemas']['ChangePasswordInput'];
      };
    };
    responses: {
      /** @description The password was changed and every session ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Your password has been changed. Log in with your new password.",
           *       "data": {
           *         "changedAt": "2026-11-22T09:05:00.000Z",
           *         "sessionsEnded": 2,
           *         "signInAgain": true
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['PasswordChangedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listUsers: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: number;
        /** @description Users per page. */
        pageSize?: number;
        /** @description Field to sort by. */
        sort?: 'name' | 'email' | 'role' | 'status' | 'createdAt';
        /** @description Sort direction. */
        order?: 'asc' | 'desc';
        /** @description Matches first name, last name or email (case-insensitive). */
        search?: string;
        /** @description Only users with this role. */
        role?: components['schemas']['Role'];
        /** @description Only users in this status. */
        status?: components['schemas']['UserStatus'];
        /** @description Only the users of this facility account (an account's users on its detail page). */
        facilityId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "usr-prv-029",
           *             "email": "aisha.abbott.29@providers.demo.test",
           *             "firstName": "Aisha",
           *             "lastName": "Abbott",
           *             "role": "Provider",
           *             "status": "Active",
           *             "userType": "Physician",
           *             "staffRole": null,
           *             "phone": "+1 (555) 940-7258",
           *             "specialty": "Other",
           *             "workAuthorization": "Citizen",
           *             "experience": "10+",
           *             "country": "US",
           *             "state": "IL",
           *             "city": "Chicago",
           *             "createdAt": "2025-07-15T12:00:00.000Z",
           *             "updatedAt": "2025-07-15T12:00:00.000Z",
           *             "facility": null,
           *             "groupIds": []
           *           },
           *           {
           *             "id": "usr-staff-005",
           *             "email": "staff@harbor-dermatology-associates.demo.test",
           *             "firstName": "Daniel",
           *             "lastName": "Abbott",
           *             "role": "MedicalFacility",
           *             "status": "Active",
           *             "userType": "Other",
           *             "staffRole": null,
           *             "phone": "+1 (555) 684-1180",
           *             "specialty": null,
           *             "workAuthorization": null,
           *             "experience": null,
           *             "country": "US",
           *             "state": "MA",
           *             "city": "Boston",
           *             "createdAt": "2026-04-22T12:00:00.000Z",
           *             "updatedAt": "2026-04-22T12:00:00.000Z",
           *             "facility": {
           *               "id": "fac-005",
           *               "name": "Harbor Dermatology Associates"
           *             },
           *             "groupIds": []
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 55,
           *         "totalPages": 28
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['UserListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "jordan.bell@demo.test",
         *       "firstName": "Jordan",
         *       "lastName": "Bell",
         *       "role": "Provider",
         *       "userType": "Physician",
         *       "phone": "+1 (555) 010-3344",
         *       "specialty": "Pathology",
         *       "workAuthorization": "Citizen",
         *       "experience": "5-7",
         *       "country": "US",
         *       "state": "CA",
         *       "city": "Fresno"
         *     }
         */
        'application/json': components['schemas']['UserCreateInput'];
      };
    };
    responses: {
      /** @description The created user. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "User created.",
           *       "data": {
           *         "id": "usr-c7060020-4ef",
           *         "email": "jordan.bell@demo.test",
           *         "firstName": "Jordan",
           *         "lastName": "Bell",
           *         "role": "Provider",
           *         "status": "New",
           *         "userType": "Physician",
           *         "staffRole": null,
           *         "phone": "+1 (555) 010-3344",
           *         "specialty": "Pathology",
           *         "workAuthorization": "Citizen",
           *         "experience": "5-7",
           *         "country": "US",
           *         "state": "CA",
           *         "city": "Fresno",
           *         "createdAt": "2026-11-23T11:16:56.138Z",
           *         "updatedAt": "2026-11-23T11:16:56.138Z",
           *         "facility": null,
           *         "groupIds": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['UserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "usr-provider",
           *         "email": "provider@demo.test",
           *         "firstName": "Maya",
           *         "lastName": "Okafor",
           *         "role": "Provider",
           *         "status": "Active",
           *         "userType": "Physician",
           *         "staffRole": null,
           *         "phone": "+1 (555) 825-6572",
           *         "specialty": "Radiology",
           *         "workAuthorization": "EAD",
           *         "experience": "0-3",
           *         "country": "US",
           *         "state": "WA",
           *         "city": "Seattle",
           *         "createdAt": "2026-01-20T12:00:00.000Z",
           *         "updatedAt": "2026-01-20T12:00:00.000Z",
           *         "facility": null,
           *         "groupIds": [
           *           "grp-001",
           *           "grp-005"
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['UserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "phone": "+1 (555) 010-4002",
         *       "city": "Oakland"
         *     }
         */
        'application/json': components['schemas']['UserUpdateInput'];
      };
    };
    responses: {
      /** @description The updated user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "User updated.",
           *       "data": {
           *         "id": "usr-facility",
           *         "email": "facility@demo.test",
           *         "firstName": "Daniel",
           *         "lastName": "Reyes",
           *         "role": "MedicalFacility",
           *         "status": "Active",
           *         "userType": "Other",
           *         "staffRole": null,
           *         "phone": "+1 (555) 010-4002",
           *         "specialty": null,
           *         "workAuthorization": null,
           *         "experience": null,
           *         "country": "Canada",
           *         "state": "ON",
           *         "city": "Oakland",
           *         "createdAt": "2026-03-15T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.165Z",
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "groupIds": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['UserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getUserStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The status, the allowed changes and the history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "userId": "usr-new-provider",
           *         "status": "New",
           *         "allowed": [
           *           "In Progress",
           *           "Deactivated"
           *         ],
           *         "history": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['UserStatusInfoEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeUserStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-provider
         */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "Provisionally Active",
         *       "reason": "Licence and CV checked; references pending."
         *     }
         */
        'application/json': components['schemas']['UserStatusChangeInput'];
      };
    };
    responses: {
      /** @description The new status, the changes now allowed, and the history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Status changed to Provisionally Active.",
           *       "data": {
           *         "userId": "usr-prv-005",
           *         "status": "Provisionally Active",
           *         "allowed": [
           *           "Active",
           *           "Deactivated"
           *         ],
           *         "history": [
           *           {
           *             "id": "sch-01bba82a-674",
           *             "from": "In Progress",
           *             "to": "Provisionally Active",
           *             "reason": "Licence and CV checked; references pending.",
           *             "changedBy": {
           *               "id": "usr-admin",
           *               "name": "Alex Morgan"
           *             },
           *             "changedAt": "2026-11-23T11:16:56.186Z"
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['UserStatusInfoEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAccounts: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: number;
        /** @description Accounts per page. */
        pageSize?: number;
        /** @description Field to sort by. */
        sort?: 'name' | 'createdAt' | 'status' | 'country';
        /** @description Sort direction. */
        order?: 'asc' | 'desc';
        /** @description Matches the name, email or city (case-insensitive). */
        search?: string;
        /** @description Only accounts in this status. */
        status?: components['schemas']['UserStatus'];
        /** @description Only accounts of this type. */
        accountType?: components['schemas']['AccountType'];
        /** @description Only accounts in this country. */
        country?: components['schemas']['Country'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of accounts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "fac-006",
           *             "name": "Blue Ridge Gastroenterology",
           *             "facilityType": "independent_facility",
           *             "accountType": "Physician_Group",
           *             "phone": "+1 (555) 010-2006",
           *             "country": "US",
           *             "state": "NC",
           *             "city": "Asheville",
           *             "labArrangement": "Own Lab",
           *             "email": "accounts@blue-ridge-gastroenterology.demo.test",
           *             "address": "4 Hill Street",
           *             "postalCode": "42399",
           *             "status": "Active",
           *             "reviewRequestedAt": null,
           *             "reviewRequestedBy": null,
           *             "createdAt": "2024-12-28T12:00:00.000Z",
           *             "updatedAt": "2024-12-28T12:00:00.000Z",
           *             "userCount": 1,
           *             "proofOfAddress": null
           *           },
           *           {
           *             "id": "fac-009",
           *             "name": "Cascade Urology Group",
           *             "facilityType": "independent_facility",
           *             "accountType": "Physician_Group",
           *             "phone": "+1 (555) 010-2009",
           *             "country": "US",
           *             "state": "WA",
           *             "city": "Seattle",
           *             "labArrangement": "Contract Lab",
           *             "email": "accounts@cascade-urology-group.demo.test",
           *             "address": "38 Hill Street",
           *             "postalCode": "10739",
           *             "status": "Active",
           *             "reviewRequestedAt": null,
           *             "reviewRequestedBy": null,
           *             "createdAt": "2025-05-25T12:00:00.000Z",
           *             "updatedAt": "2025-05-25T12:00:00.000Z",
           *             "userCount": 1,
           *             "proofOfAddress": null
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 12,
           *         "totalPages": 6
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityAccountListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Willow Creek Pathology",
         *       "facilityType": "independent_facility",
         *       "accountType": "Laboratory",
         *       "labArrangement": "Own Lab",
         *       "email": "office@willowcreek.demo.test",
         *       "phone": "+1 (555) 010-7788",
         *       "country": "US",
         *       "state": "MT",
         *       "city": "Billings",
         *       "address": "12 Willow Creek Road",
         *       "postalCode": "59101"
         *     }
         */
        'application/json': components['schemas']['FacilityAccountInput'];
      };
    };
    responses: {
      /** @description The created account. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Facility account created.",
           *       "data": {
           *         "id": "fac-013",
           *         "name": "Willow Creek Pathology",
           *         "facilityType": "independent_facility",
           *         "accountType": "Laboratory",
           *         "phone": "+1 (555) 010-7788",
           *         "country": "US",
           *         "state": "MT",
           *         "city": "Billings",
           *         "labArrangement": "Own Lab",
           *         "email": "office@willowcreek.demo.test",
           *         "address": "12 Willow Creek Road",
           *         "postalCode": "59101",
           *         "status": "New",
           *         "reviewRequestedAt": null,
           *         "reviewRequestedBy": null,
           *         "createdAt": "2026-11-23T11:16:56.211Z",
           *         "updatedAt": "2026-11-23T11:16:56.211Z",
           *         "userCount": 0,
           *         "proofOfAddress": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityAccountEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The facility account's id (the facility id).
         * @example fac-001
         */
        accountId: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "fac-001",
           *         "name": "Riverside Community Hospital",
           *         "facilityType": "private_hospital",
           *         "accountType": "Laboratory",
           *         "phone": "+1 (555) 010-2001",
           *         "country": "US",
           *         "state": "CA",
           *         "city": "Sacramento",
           *         "labArrangement": "Other",
           *         "email": "accounts@riverside-community-hospital.demo.test",
           *         "address": "71 Oak Street",
           *         "postalCode": "85238",
           *         "status": "Active",
           *         "reviewRequestedAt": null,
           *         "reviewRequestedBy": null,
           *         "createdAt": "2025-11-30T12:00:00.000Z",
           *         "updatedAt": "2025-11-30T12:00:00.000Z",
           *         "userCount": 2,
           *         "proofOfAddress": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityAccountEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The facility account's id (the facility id).
         * @example fac-001
         */
        accountId: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "labArrangement": "Contract Lab",
         *       "phone": "+1 (555) 010-2009"
         *     }
         */
        'application/json': components['schemas']['FacilityAccountUpdateInput'];
      };
    };
    responses: {
      /** @description The updated account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Account updated.",
           *       "data": {
           *         "id": "fac-001",
           *         "name": "Riverside Community Hospital",
           *         "facilityType": "private_hospital",
           *         "accountType": "Laboratory",
           *         "phone": "+1 (555) 010-2009",
           *         "country": "US",
           *         "state": "CA",
           *         "city": "Sacramento",
           *         "labArrangement": "Contract Lab",
           *         "email": "accounts@riverside-community-hospital.demo.test",
           *         "address": "71 Oak Street",
           *         "postalCode": "85238",
           *         "status": "Active",
           *         "reviewRequestedAt": null,
           *         "reviewRequestedBy": null,
           *         "createdAt": "2025-11-30T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.230Z",
           *         "userCount": 2,
           *         "proofOfAddress": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityAccountEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadFacilityAccountDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The facility account's id (the facility id).
         * @example fac-001
         */
        accountId: components['parameters']['AccountId'];
        /**
         * @description The registration document's server-generated id.
         * @example doc-0000000000000000
         */
        documentId: components['parameters']['DocumentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="…"; filename*=UTF-8''…` with the sanitized name. */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
          'image/jpeg': unknown;
          'image/png': unknown;
          'application/msword': unknown;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestFacilityAccountChanges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The facility account's id (the facility id).
         * @example fac-001
         */
        accountId: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "The proof of address is older than three months."
         *     }
         */
        'application/json': components['schemas']['AccountChangesRequestInput'];
      };
    };
    responses: {
      /** @description The account, no longer submitted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Changes requested.",
           *       "data": {
           *         "id": "fac-002",
           *         "name": "Northgate Pathology Clinic",
           *         "facilityType": "independent_facility",
           *         "accountType": "Physician_Group",
           *         "phone": "+1 (555) 010-2002",
           *         "country": "US",
           *         "state": "OR",
           *         "city": "Portland",
           *         "labArrangement": "Own Lab",
           *         "email": "accounts@northgate-pathology-clinic.demo.test",
           *         "address": "333 Main Street",
           *         "postalCode": "99681",
           *         "status": "Provisionally Active",
           *         "reviewRequestedAt": null,
           *         "reviewRequestedBy": null,
           *         "createdAt": "2025-12-22T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.265Z",
           *         "userCount": 1,
           *         "proofOfAddress": {
           *           "id": "doc-09da5d98aea7a007",
           *           "kind": "proofOfAddress",
           *           "fileName": "Utility bill.pdf",
           *           "contentType": "application/pdf",
           *           "sizeBytes": 125,
           *           "uploadedAt": "2026-11-23T11:16:56.245Z",
           *           "expiresAt": null
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityAccountEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMyFacilityAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "fac-001",
           *         "name": "Riverside Community Hospital",
           *         "facilityType": "private_hospital",
           *         "accountType": "Laboratory",
           *         "phone": "+1 (555) 010-2001",
           *         "country": "US",
           *         "state": "CA",
           *         "city": "Sacramento",
           *         "labArrangement": "Other",
           *         "email": "accounts@riverside-community-hospital.demo.test",
           *         "address": "71 Oak Street",
           *         "postalCode": "85238",
           *         "status": "Active",
           *         "reviewRequestedAt": null,
           *         "reviewRequestedBy": null,
           *         "createdAt": "2025-11-30T12:00:00.000Z",
           *         "updatedAt": "2025-11-30T12:00:00.000Z",
           *         "userCount": 2,
           *         "proofOfAddress": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityAccountEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateMyFacilityAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "address": "101 River Road",
         *       "postalCode": "95815"
         *     }
         */
        'application/json': components['schemas']['FacilityAccountUpdateInput'];
      };
    };
    responses: {
      /** @description The updated account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Facility account details saved.",
           *       "data": {
           *         "id": "fac-001",
           *         "name": "Riverside Community Hospital",
           *         "facilityType": "private_hospital",
           *         "accountType": "Laboratory",
           *         "phone": "+1 (555) 010-2001",
           *         "country": "US",
           *         "state": "CA",
           *         "city": "Sacramento",
           *         "labArrangement": "Other",
           *         "email": "accounts@riverside-community-hospital.demo.test",
           *         "address": "101 River Road",
           *         "postalCode": "95815",
           *         "status": "Active",
           *         "reviewRequestedAt": null,
           *         "reviewRequestedBy": null,
           *         "createdAt": "2025-11-30T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.310Z",
           *         "userCount": 2,
           *         "proofOfAddress": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityAccountEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMyFacilityInterfaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The facility's interfaces. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "hl7": {
           *           "enabled": false,
           *           "host": null,
           *           "port": null,
           *           "receivingApplication": "",
           *           "receivingFacility": ""
           *         },
           *         "orders": {
           *           "sendingFacility": "",
           *           "sourceNetworks": [],
           *           "acceptCredentialInMsh8": false
           *         },
           *         "fhirPush": {
           *           "enabled": false,
           *           "baseUrl": null,
           *           "tokenSet": false
           *         },
           *         "dicomweb": null,
           *         "fhir": {
           *           "baseUrl": "http://127.0.0.1:4010/fhir/R4",
           *           "tokenUrl": "http://127.0.0.1:4010/fhir/R4/auth/token",
           *           "credentialHint": null,
           *           "credentialCreatedAt": null
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityInterfacesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateMyFacilityInterfaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FacilityInterfacesInput'];
      };
    };
    responses: {
      /** @description The facility's interfaces after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Interfaces saved.",
           *       "data": {
           *         "hl7": {
           *           "enabled": true,
           *           "host": "lis.riverside.example",
           *           "port": 2575,
           *           "receivingApplication": "LIS",
           *           "receivingFacility": "RCH"
           *         },
           *         "orders": {
           *           "sendingFacility": "RCH",
           *           "sourceNetworks": [
           *             "10.20.0.0/16",
           *             "192.0.2.10"
           *           ],
           *           "acceptCredentialInMsh8": false
           *         },
           *         "fhirPush": {
           *           "enabled": true,
           *           "baseUrl": "https://fhir.riverside.example/R4",
           *           "tokenSet": true
           *         },
           *         "dicomweb": {
           *           "baseUrl": "https://pacs.riverside.example/dicom-web"
           *         },
           *         "fhir": {
           *           "baseUrl": "http://127.0.0.1:4010/fhir/R4",
           *           "tokenUrl": "http://127.0.0.1:4010/fhir/R4/auth/token",
           *           "credentialHint": null,
           *           "credentialCreatedAt": null
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityInterfacesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendInterfaceTestMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the endpoint answered. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "outcome": "unreachable",
           *         "ackCode": null,
           *         "ackText": "No connection to 127.0.0.1:9 (ECONNREFUSED).",
           *         "controlId": "PBT1795751102693",
           *         "sentAt": "2026-11-27T03:45:02.693Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['InterfaceTestResultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  testDicomWebEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the archive answered. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "outcome": "unreachable",
           *         "sentence": "The image archive could not be reached (ECONNREFUSED): check the address with your PACS administrator.",
           *         "studiesSeen": null,
           *         "httpStatus": null,
           *         "testedAt": "2026-11-29T03:05:00.000Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['DicomWebTestResultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  searchImageArchive: {
    parameters: {
      query?: {
        /**
         * @description The study's accession number (DICOM SH, matched exactly).
         * @example A-2026-0042
         */
        accessionNumber?: string;
        /**
         * @description The patient's id in the archive (DICOM LO, matched exactly).
         * @example MRN-1001
         */
        patientId?: string;
        /** @description The study's date. */
        studyDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The matching studies with their slide series (none is an empty list). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "studies": [
           *           {
           *             "studyInstanceUid": "1.2.826.0.1.3680043.8.498.10",
           *             "accessionNumber": "A-2026-0042",
           *             "patientId": "MRN-1001",
           *             "studyDate": "2026-11-20",
           *             "description": "Skin biopsy",
           *             "series": [
           *               {
           *                 "seriesInstanceUid": "1.2.826.0.1.3680043.8.498.11",
           *                 "description": "H&E",
           *                 "instanceCount": 3
           *               }
           *             ]
           *           }
           *         ],
           *         "truncated": false
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ImageArchiveSearchEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      /** @description The archive refused the search, answered as something other than DICOMweb, or could not be reached. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The image archive could not be reached (ECONNREFUSED): check the address with your PACS administrator.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      503: components['responses']['ServiceUnavailable'];
      /** @description The archive did not answer in time. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The image archive did not answer within 10 seconds: it may be down, or a firewall may be holding the connection. Try again, or check the address with your PACS administrator.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  rotateFhirCredential: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new credential. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Copy this credential now: it is not shown again.",
           *       "data": {
           *         "credential": "pbf__VaLMiUOEO66M5El9q3GeBg-8fEgud47",
           *         "credentialHint": "ud47",
           *         "credentialCreatedAt": "2026-11-27T03:45:02.739Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FhirCredentialEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listBackendServiceClients: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The clients. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BackendServiceClientListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerBackendServiceClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Hospital EHR results feed",
         *       "jwks": "{\"keys\":[{\"kty\":\"EC\",\"crv\":\"P-384\",\"kid\":\"lis-2026-11\",\"alg\":\"ES384\",\"use\":\"sig\",\"x\":\"hVvcLAa0D3VcsHKKfQgvHU_ttSJky9Pp2rw_fiU-DycsIqdirnO48dULLqxDV4sG\",\"y\":\"dgvaW6Xf43piBM4OLMpXOpNDfu2pcWaogqYYyHwjqz6yUoAD4zcryva4H5zSwVdX\"}]}",
         *       "scopes": [
         *         "system/DiagnosticReport.rs",
         *         "system/ServiceRequest.c"
         *       ]
         *     }
         */
        'application/json': components['schemas']['BackendServiceClientInput'];
      };
    };
    responses: {
      /** @description The client, registered. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "The client was registered.",
           *       "data": {
           *         "clientId": "pbc_3q2Yl0m1cH7kV9xQ4eT8wA",
           *         "name": "Hospital EHR results feed",
           *         "keyIds": [
           *           "lis-2026-11"
           *         ],
           *         "scopes": [
           *           "system/DiagnosticReport.rs",
           *           "system/ServiceRequest.c"
           *         ],
           *         "createdAt": "2026-11-28T07:10:00.000Z",
           *         "lastUsedAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BackendServiceClientEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  removeBackendServiceClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The client's `client_id`.
         * @example pbc_3q2Yl0m1cH7kV9xQ4eT8wA
         */
        clientId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client was removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "The client was removed; its access tokens no longer work.",
           *       "data": {
           *         "clientId": "pbc_3q2Yl0m1cH7kV9xQ4eT8wA",
           *         "removedAt": "2026-11-28T07:20:00.000Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BackendServiceClientRemovedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  submitMyFacilityAccountForReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account, now waiting for review. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Submitted for review.",
           *       "data": {
           *         "id": "fac-002",
           *         "name": "Northgate Pathology Clinic",
           *         "facilityType": "independent_facility",
           *         "accountType": "Physician_Group",
           *         "phone": "+1 (555) 010-2002",
           *         "country": "US",
           *         "state": "OR",
           *         "city": "Portland",
           *         "labArrangement": "Own Lab",
           *         "email": "accounts@northgate-pathology-clinic.demo.test",
           *         "address": "333 Main Street",
           *         "postalCode": "99681",
           *         "status": "Provisionally Active",
           *         "reviewRequestedAt": "2026-11-23T11:16:56.339Z",
           *         "reviewRequestedBy": {
           *           "id": "usr-provisional-facility",
           *           "name": "Priya Nair"
           *         },
           *         "createdAt": "2025-12-22T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.339Z",
           *         "userCount": 1,
           *         "proofOfAddress": {
           *           "id": "doc-f535b23a9a40b48f",
           *           "kind": "proofOfAddress",
           *           "fileName": "Utility bill.pdf",
           *           "contentType": "application/pdf",
           *           "sizeBytes": 125,
           *           "uploadedAt": "2026-11-23T11:16:56.325Z",
           *           "expiresAt": null
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FacilityAccountEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMyTeam: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['PageParam'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSizeParam'];
        /** @description Field to sort by (name is last name, then first name). */
        sort?: 'name' | 'email' | 'role' | 'status';
        /** @description Sort direction. */
        order?: 'asc' | 'desc';
        /** @description Matches the first name, last name, full name or email (case-insensitive). */
        search?: string;
        /** @description Only members with this role. */
        role?: 'MedicalFacility' | 'Facility_NP';
        /** @description Only members in this status. */
        status?: components['schemas']['UserStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the team. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "members": [
           *           {
           *             "id": "usr-facility",
           *             "email": "facility@demo.test",
           *             "firstName": "Daniel",
           *             "lastName": "Reyes",
           *             "role": "MedicalFacility",
           *             "status": "Active",
           *             "userType": "Other",
           *             "staffRole": null,
           *             "phone": "+1 (555) 489-8178",
           *             "specialty": null,
           *             "workAuthorization": null,
           *             "experience": null,
           *             "country": "Canada",
           *             "state": "ON",
           *             "city": "Toronto",
           *             "createdAt": "2026-03-15T12:00:00.000Z",
           *             "updatedAt": "2026-03-15T12:00:00.000Z",
           *             "facility": {
           *               "id": "fac-001",
           *               "name": "Riverside Community Hospital"
           *             },
           *             "groupIds": []
           *           },
           *           {
           *             "id": "usr-np",
           *             "email": "np@demo.test",
           *             "firstName": "Grace",
           *             "lastName": "Whitfield",
           *             "role": "Facility_NP",
           *             "status": "Active",
           *             "userType": "Facility_NP",
           *             "staffRole": null,
           *             "phone": "+1 (555) 548-8233",
           *             "specialty": null,
           *             "workAuthorization": null,
           *             "experience": null,
           *             "country": "US",
           *             "state": "CA",
           *             "city": "Sacramento",
           *             "createdAt": "2025-11-23T12:00:00.000Z",
           *             "updatedAt": "2025-11-23T12:00:00.000Z",
           *             "facility": {
           *               "id": "fac-001",
           *               "name": "Riverside Community Hospital"
           *             },
           *             "groupIds": []
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 20,
           *         "total": 2,
           *         "totalPages": 1
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TeamEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMyProviderProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "userId": "usr-provider",
           *         "registrationId": "reg-demo-provider",
           *         "status": "Active",
           *         "salutation": "Dr.",
           *         "firstName": "Maya",
           *         "lastName": "Okafor",
           *         "email": "provider@demo.test",
           *         "phone": "+1 (555) 825-6572",
           *         "specialty": "Radiology",
           *         "subspecialties": [
           *           "Breast",
           *           "Dermatopathology"
           *         ],
           *         "workAuthorization": "EAD",
           *         "experience": "0-3",
           *         "licensedStates": [],
           *         "country": "US",
           *         "state": "WA",
           *         "city": "Seattle",
           *         "documents": [],
           *         "createdAt": "2026-01-20T12:00:00.000Z",
           *         "updatedAt": "2026-01-20T12:00:00.000Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ProviderProfileEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateMyProviderProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "phone": "+1 (555) 010-6124",
         *       "licensedStates": [
         *         "WA",
         *         "OR",
         *         "ID"
         *       ]
         *     }
         */
        'application/json': components['schemas']['ProviderRegistrationUpdateInput'];
      };
    };
    responses: {
      /** @description The updated profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Your profile was saved.",
           *       "data": {
           *         "userId": "usr-provider",
           *         "registrationId": "reg-demo-provider",
           *         "status": "Active",
           *         "salutation": "Dr.",
           *         "firstName": "Maya",
           *         "lastName": "Okafor",
           *         "email": "provider@demo.test",
           *         "phone": "+1 (555) 010-6124",
           *         "specialty": "Radiology",
           *         "subspecialties": [
           *           "Breast",
           *           "Dermatopathology"
           *         ],
           *         "workAuthorization": "EAD",
           *         "experience": "0-3",
           *         "licensedStates": [
           *           "WA",
           *           "OR",
           *           "ID"
           *         ],
           *         "country": "US",
           *         "state": "WA",
           *         "city": "Seattle",
           *         "documents": [],
           *         "createdAt": "2026-01-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.423Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ProviderProfileEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listMyNotifications: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: number;
        /** @description Notifications per page. */
        pageSize?: number;
        /** @description Only notifications not read yet (true), or all of them (false or absent). */
        unread?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the caller's notifications. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "ntf-0002",
           *             "kind": "CaseOverdue",
           *             "title": "Case CUG-2026-0004 is overdue",
           *             "message": "Case CUG-2026-0004 (Cytopathology, Routine, Cascade Urology Group) was due 2026-06-17 00:00 UTC and is not signed out yet.",
           *             "caseId": "case-0013",
           *             "caseRecordId": "CUG-2026-0004",
           *             "createdAt": "2026-06-17T00:00:00.000Z",
           *             "readAt": null
           *           },
           *           {
           *             "id": "ntf-0001",
           *             "kind": "CaseAtRisk",
           *             "title": "Case CUG-2026-0004 is at risk",
           *             "message": "Case CUG-2026-0004 (Cytopathology, Routine, Cascade Urology Group) is due 2026-06-17 00:00 UTC, with 20 % of its turnaround time or less left.",
           *             "caseId": "case-0013",
           *             "caseRecordId": "CUG-2026-0004",
           *             "createdAt": "2026-06-16T14:24:00.000Z",
           *             "readAt": "2026-06-17T00:00:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 20,
           *         "total": 2,
           *         "totalPages": 1,
           *         "unreadCount": 1
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['NotificationListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  markNotificationRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The notification's id.
         * @example ntf-0001
         */
        notificationId: components['parameters']['NotificationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notification, read. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Marked as read.",
           *       "data": {
           *         "id": "ntf-0002",
           *         "kind": "CaseOverdue",
           *         "title": "Case CUG-2026-0004 is overdue",
           *         "message": "Case CUG-2026-0004 (Cytopathology, Routine, Cascade Urology Group) was due 2026-06-17 00:00 UTC and is not signed out yet.",
           *         "caseId": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "createdAt": "2026-06-17T00:00:00.000Z",
           *         "readAt": "2026-11-25T20:54:37.007Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['NotificationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many were marked, and the unread count after (0). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "1 notification marked as read.",
           *       "data": {
           *         "marked": 1,
           *         "unreadCount": 0
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['NotificationsReadEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's preferences. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "kind": "CaseAssigned",
           *             "delivery": "InAppAndEmail"
           *           },
           *           {
           *             "kind": "CaseAvailable",
           *             "delivery": "InApp"
           *           },
           *           {
           *             "kind": "TaskAssigned",
           *             "delivery": "InAppAndEmail"
           *           },
           *           {
           *             "kind": "ReportAddendum",
           *             "delivery": "InAppAndEmail"
           *           },
           *           {
           *             "kind": "QaResult",
           *             "delivery": "InApp"
           *           },
           *           {
           *             "kind": "AccountStatusChanged",
           *             "delivery": "InAppAndEmail"
           *           },
           *           {
           *             "kind": "ConsultInvitation",
           *             "delivery": "InAppAndEmail"
           *           }
           *         ],
           *         "alwaysSent": [
           *           "CaseAtRisk",
           *           "CaseOverdue",
           *           "QaReviewAssigned",
           *           "QaFollowUp"
           *         ],
           *         "updatedAt": null,
           *         "timeZone": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['NotificationPreferencesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "items": [
         *         {
         *           "kind": "CaseAvailable",
         *           "delivery": "Off"
         *         },
         *         {
         *           "kind": "ReportAddendum",
         *           "delivery": "Email"
         *         }
         *       ],
         *       "timeZone": "America/New_York"
         *     }
         */
        'application/json': components['schemas']['NotificationPreferencesInput'];
      };
    };
    responses: {
      /** @description The caller's preferences, saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Your notification settings were saved.",
           *       "data": {
           *         "items": [
           *           {
           *             "kind": "CaseAssigned",
           *             "delivery": "InAppAndEmail"
           *           },
           *           {
           *             "kind": "CaseAvailable",
           *             "delivery": "Off"
           *           },
           *           {
           *             "kind": "TaskAssigned",
           *             "delivery": "InAppAndEmail"
           *           },
           *           {
           *             "kind": "ReportAddendum",
           *             "delivery": "Email"
           *           },
           *           {
           *             "kind": "QaResult",
           *             "delivery": "InApp"
           *           },
           *           {
           *             "kind": "AccountStatusChanged",
           *             "delivery": "InAppAndEmail"
           *           },
           *           {
           *             "kind": "ConsultInvitation",
           *             "delivery": "InAppAndEmail"
           *           }
           *         ],
           *         "alwaysSent": [
           *           "CaseAtRisk",
           *           "CaseOverdue",
           *           "QaReviewAssigned",
           *           "QaFollowUp"
           *         ],
           *         "updatedAt": "2026-11-26T03:10:00.000Z",
           *         "timeZone": "America/New_York"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['NotificationPreferencesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  streamMyEvents: {
    parameters: {
      query?: {
        /**
         * @description The consult this stream's page shows (a viewer in a consult). Presence in a consult is judged on the
         *     streams that name it, not on the caller's other pages: a participant with none open for 30 seconds
         *     (CONSULT_AWAY_SECONDS) is away and leaves it (docs/consult.md, decision 147). It changes nothing
         *     about which events the stream carries.
         */
        consultId?: string;
      };
      header?: {
        /** @description The id of the last event the client took, to resume after it. */
        'Last-Event-ID'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stream; each `data:` line is one LiveEvent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "1042",
           *       "type": "case.changed",
           *       "at": "2026-11-26T09:30:00.000Z",
           *       "data": {
           *         "caseId": "case-0265",
           *         "caseRecordId": "LUMC-2026-0031",
           *         "status": "Assigned",
           *         "previousStatus": "Available",
           *         "providerId": "usr-0002",
           *         "change": "PickedUp"
           *       }
           *     }
           */
          'text/event-stream': components['schemas']['LiveEvent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listGroups: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: number;
        /** @description Groups per page. */
        pageSize?: number;
        /** @description Matches the name or description (case-insensitive). */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of groups. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "grp-001",
           *             "name": "Breast Pathology",
           *             "description": "Breast biopsies and resections.",
           *             "specialty": "Pathology",
           *             "createdAt": "2026-05-21T12:00:00.000Z",
           *             "updatedAt": "2026-05-21T12:00:00.000Z",
           *             "members": [
           *               {
           *                 "id": "usr-provider",
           *                 "name": "Maya Okafor",
           *                 "email": "provider@demo.test",
           *                 "status": "Active"
           *               },
           *               {
           *                 "id": "usr-prv-014",
           *                 "name": "Hassan Tanaka",
           *                 "email": "hassan.tanaka.14@providers.demo.test",
           *                 "status": "New"
           *               },
           *               {
           *                 "id": "usr-prv-023",
           *                 "name": "Umar Ivanova",
           *                 "email": "umar.ivanova.23@providers.demo.test",
           *                 "status": "Active"
           *               },
           *               {
           *                 "id": "usr-prv-034",
           *                 "name": "Esther Zielinski",
           *                 "email": "esther.zielinski.34@providers.demo.test",
           *                 "status": "In Progress"
           *               }
           *             ]
           *           },
           *           {
           *             "id": "grp-002",
           *             "name": "Dermatopathology",
           *             "description": "Skin biopsies and excisions.",
           *             "specialty": "Pathology",
           *             "createdAt": "2026-10-09T12:00:00.000Z",
           *             "updatedAt": "2026-10-09T12:00:00.000Z",
           *             "members": [
           *               {
           *                 "id": "usr-prv-006",
           *                 "name": "Rosa Delgado",
           *                 "email": "rosa.delgado.6@providers.demo.test",
           *                 "status": "Active"
           *               },
           *               {
           *                 "id": "usr-prv-016",
           *                 "name": "Jonas Ivanova",
           *                 "email": "jonas.ivanova.16@providers.demo.test",
           *                 "status": "In Progress"
           *               },
           *               {
           *                 "id": "usr-prv-027",
           *                 "name": "Jamal Yilmaz",
           *                 "email": "jamal.yilmaz.27@providers.demo.test",
           *                 "status": "New"
           *               }
           *             ]
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 6,
           *         "totalPages": 3
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['GroupListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Weekend Reads",
         *       "description": "Providers who take cases at weekends.",
         *       "specialty": "Pathology",
         *       "memberIds": [
         *         "usr-provider"
         *       ]
         *     }
         */
        'application/json': components['schemas']['GroupInput'];
      };
    };
    responses: {
      /** @description The created group. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Group created.",
           *       "data": {
           *         "id": "grp-68787444-a58",
           *         "name": "Weekend Reads",
           *         "description": "Providers who take cases at weekends.",
           *         "specialty": "Pathology",
           *         "createdAt": "2026-11-23T11:16:56.456Z",
           *         "updatedAt": "2026-11-23T11:16:56.456Z",
           *         "members": [
           *           {
           *             "id": "usr-provider",
           *             "name": "Maya Okafor",
           *             "email": "provider@demo.test",
           *             "status": "Active"
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['GroupEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The group's id.
         * @example grp-001
         */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "grp-001",
           *         "name": "Breast Pathology",
           *         "description": "Breast biopsies and resections.",
           *         "specialty": "Pathology",
           *         "createdAt": "2026-05-21T12:00:00.000Z",
           *         "updatedAt": "2026-05-21T12:00:00.000Z",
           *         "members": [
           *           {
           *             "id": "usr-provider",
           *             "name": "Maya Okafor",
           *             "email": "provider@demo.test",
           *             "status": "Active"
           *           },
           *           {
           *             "id": "usr-prv-014",
           *             "name": "Hassan Tanaka",
           *             "email": "hassan.tanaka.14@providers.demo.test",
           *             "status": "New"
           *           },
           *           {
           *             "id": "usr-prv-023",
           *             "name": "Umar Ivanova",
           *             "email": "umar.ivanova.23@providers.demo.test",
           *             "status": "Active"
           *           },
           *           {
           *             "id": "usr-prv-034",
           *             "name": "Esther Zielinski",
           *             "email": "esther.zielinski.34@providers.demo.test",
           *             "status": "In Progress"
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['GroupEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The group's id.
         * @example grp-001
         */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group was deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Group deleted.",
           *       "data": {
           *         "id": "grp-006",
           *         "deletedAt": "2026-11-23T11:16:56.469Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['GroupDeletedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The group's id.
         * @example grp-001
         */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "memberIds": [
         *         "usr-provider",
         *         "usr-provisional-provider"
         *       ]
         *     }
         */
        'application/json': components['schemas']['GroupUpdateInput'];
      };
    };
    responses: {
      /** @description The updated group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Group updated.",
           *       "data": {
           *         "id": "grp-005",
           *         "name": "Night Reads",
           *         "description": "Providers who take cases overnight.",
           *         "specialty": null,
           *         "createdAt": "2026-09-26T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.482Z",
           *         "members": [
           *           {
           *             "id": "usr-provider",
           *             "name": "Maya Okafor",
           *             "email": "provider@demo.test",
           *             "status": "Active"
           *           },
           *           {
           *             "id": "usr-provisional-provider",
           *             "name": "Samuel Lindqvist",
           *             "email": "provisional.provider@demo.test",
           *             "status": "Provisionally Active"
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['GroupEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSupportRequests: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: number;
        /** @description Requests per page. */
        pageSize?: number;
        /** @description Only requests in this status. */
        status?: components['schemas']['SupportRequestStatus'];
        /** @description Matches the subject, the message, or the requester's name or email. */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of support requests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "sup-003",
           *             "subject": "Case stuck in Available",
           *             "message": "A case we sent out a week ago has not been picked up.",
           *             "status": "Resolved",
           *             "createdBy": {
           *               "id": "usr-prv-008",
           *               "name": "Keiko Fischer",
           *               "email": "keiko.fischer.8@providers.demo.test",
           *               "role": "Provider"
           *             },
           *             "createdAt": "2026-11-13T11:16:42.000Z",
           *             "resolvedAt": "2026-11-16T00:16:42.000Z",
           *             "resolvedBy": {
           *               "id": "usr-admin",
           *               "name": "Alex Morgan"
           *             },
           *             "resolution": "Explained the workflow in a call."
           *           },
           *           {
           *             "id": "sup-004",
           *             "subject": "Billing question",
           *             "message": "Which component is billed for consult cases?",
           *             "status": "Open",
           *             "createdBy": {
           *               "id": "usr-prv-008",
           *               "name": "Keiko Fischer",
           *               "email": "keiko.fischer.8@providers.demo.test",
           *               "role": "Provider"
           *             },
           *             "createdAt": "2026-11-11T13:33:03.000Z",
           *             "resolvedAt": null,
           *             "resolvedBy": null,
           *             "resolution": null
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 12,
           *         "totalPages": 6
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SupportRequestListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createSupportRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "subject": "Cannot open a slide",
         *       "message": "The viewer shows an error for case RCH-2026-0001."
         *     }
         */
        'application/json': components['schemas']['SupportRequestInput'];
      };
    };
    responses: {
      /** @description The created request. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Thank you. Our support team will get back to you.",
           *       "data": {
           *         "id": "sup-6b8aa804-d61",
           *         "subject": "Cannot open a slide",
           *         "message": "The viewer shows an error for case RCH-2026-0001.",
           *         "status": "Open",
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes",
           *           "email": "facility@demo.test",
           *           "role": "MedicalFacility"
           *         },
           *         "createdAt": "2026-11-23T11:16:56.520Z",
           *         "resolvedAt": null,
           *         "resolvedBy": null,
           *         "resolution": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SupportRequestEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resolveSupportRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The support request's id.
         * @example sup-001
         */
        supportRequestId: components['parameters']['SupportRequestId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "resolution": "The slide was rescanned; it opens now."
         *     }
         */
        'application/json': components['schemas']['ResolveSupportRequestInput'];
      };
    };
    responses: {
      /** @description The resolved request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Support request resolved.",
           *       "data": {
           *         "id": "sup-001",
           *         "subject": "Report formatting",
           *         "message": "The final report PDF cuts off long diagnoses.",
           *         "status": "Resolved",
           *         "createdBy": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor",
           *           "email": "provider@demo.test",
           *           "role": "Provider"
           *         },
           *         "createdAt": "2026-11-03T01:43:27.000Z",
           *         "resolvedAt": "2026-11-23T11:16:56.531Z",
           *         "resolvedBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         },
           *         "resolution": "The slide was rescanned; it opens now."
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SupportRequestEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getBanner: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The banner. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "message": null,
           *         "updatedAt": null,
           *         "updatedBy": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BannerEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  setBanner: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "Scheduled maintenance on Saturday from 22:00 to 23:00 UTC."
         *     }
         */
        'application/json': components['schemas']['BannerInput'];
      };
    };
    responses: {
      /** @description The banner after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Banner updated.",
           *       "data": {
           *         "message": "Scheduled maintenance on Saturday from 22:00 to 23:00 UTC.",
           *         "updatedAt": "2026-11-23T11:16:56.542Z",
           *         "updatedBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BannerEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  clearBanner: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The banner after the change (message null). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "No banner was set.",
           *       "data": {
           *         "message": null,
           *         "updatedAt": null,
           *         "updatedBy": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BannerEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The counts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "cases": {
           *           "Draft": 40,
           *           "Available": 120,
           *           "Assigned": 120,
           *           "SignOutCompleted": 100,
           *           "Cancelled": 20
           *         },
           *         "providers": {
           *           "New": 9,
           *           "In Progress": 4,
           *           "Provisionally Active": 6,
           *           "Active": 18,
           *           "Deactivated": 4
           *         },
           *         "openTasks": 50,
           *         "openEnquiries": 24,
           *         "openSupportRequests": 8,
           *         "qaResults": {
           *           "Agree": 18,
           *           "MinorDiscrepancy": 4,
           *           "MajorDiscrepancy": 6
           *         },
           *         "tasks": {
           *           "general": {
           *             "Open": 12,
           *             "InProgress": 4,
           *             "Completed": 5,
           *             "Cancelled": 5
           *           },
           *           "qa": {
           *             "Open": 13,
           *             "InProgress": 5,
           *             "Completed": 28,
           *             "Cancelled": 5
           *           },
           *           "onboarding": {
           *             "Open": 11,
           *             "InProgress": 5,
           *             "Completed": 5,
           *             "Cancelled": 4
           *           }
           *         },
           *         "enquiriesByStage": {
           *           "prospect": 6,
           *           "interested": 6,
           *           "follow_up": 6,
           *           "not_interested": 18,
           *           "onboarding_in_progress": 6,
           *           "active": 6
           *         },
           *         "billingThisMonth": {
           *           "month": "2026-11",
           *           "records": 11,
           *           "totalCents": 245375
           *         },
           *         "daily": [
           *           {
           *             "date": "2026-10-31",
           *             "created": 2,
           *             "signedOut": 1
           *           },
           *           {
           *             "date": "2026-11-01",
           *             "created": 2,
           *             "signedOut": 1
           *           },
           *           {
           *             "date": "2026-11-02",
           *             "created": 3,
           *             "signedOut": 1
           *           },
           *           {
           *             "date": "2026-11-03",
           *             "created": 3,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-04",
           *             "created": 3,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-05",
           *             "created": 1,
           *             "signedOut": 2
           *           },
           *           {
           *             "date": "2026-11-06",
           *             "created": 3,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-07",
           *             "created": 3,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-08",
           *             "created": 3,
           *             "signedOut": 1
           *           },
           *           {
           *             "date": "2026-11-09",
           *             "created": 2,
           *             "signedOut": 1
           *           },
           *           {
           *             "date": "2026-11-10",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-11",
           *             "created": 6,
           *             "signedOut": 1
           *           },
           *           {
           *             "date": "2026-11-12",
           *             "created": 4,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-13",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-14",
           *             "created": 0,
           *             "signedOut": 2
           *           },
           *           {
           *             "date": "2026-11-15",
           *             "created": 0,
           *             "signedOut": 3
           *           },
           *           {
           *             "date": "2026-11-16",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-17",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-18",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-19",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-20",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-21",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-22",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-23",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-24",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-25",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-26",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-27",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-28",
           *             "created": 0,
           *             "signedOut": 0
           *           },
           *           {
           *             "date": "2026-11-29",
           *             "created": 0,
           *             "signedOut": 0
           *           }
           *         ],
           *         "turnaround": {
           *           "medianHours": 100.5,
           *           "cases": 14
           *         },
           *         "dueTimes": {
           *           "windowDays": 30,
           *           "byFacility": [
           *             {
           *               "id": "fac-003",
           *               "name": "Lakeshore University Medical Center",
           *               "signedOut": 2,
           *               "met": 2,
           *               "onTimePercent": 100
           *             },
           *             {
           *               "id": "fac-002",
           *               "name": "Northgate Pathology Clinic",
           *               "signedOut": 2,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "fac-001",
           *               "name": "Riverside Community Hospital",
           *               "signedOut": 2,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "fac-007",
           *               "name": "St. Brendan Medical Center",
           *               "signedOut": 2,
           *               "met": 1,
           *               "onTimePercent": 50
           *             },
           *             {
           *               "id": "fac-006",
           *               "name": "Blue Ridge Gastroenterology",
           *               "signedOut": 1,
           *               "met": 1,
           *               "onTimePercent": 100
           *             },
           *             {
           *               "id": "fac-010",
           *               "name": "Gulf Coast Cancer Institute",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "fac-005",
           *               "name": "Harbor Dermatology Associates",
           *               "signedOut": 1,
           *               "met": 1,
           *               "onTimePercent": 100
           *             },
           *             {
           *               "id": "fac-011",
           *               "name": "Maple Leaf Diagnostic Centre",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "fac-004",
           *               "name": "Mesa Verde Regional Hospital",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "fac-008",
           *               "name": "Prairie Women’s Health Clinic",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             }
           *           ],
           *           "byProvider": [
           *             {
           *               "id": "usr-prv-037",
           *               "name": "Maria Rossi",
           *               "signedOut": 3,
           *               "met": 2,
           *               "onTimePercent": 66.7
           *             },
           *             {
           *               "id": "usr-provisional-provider",
           *               "name": "Samuel Lindqvist",
           *               "signedOut": 2,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "usr-prv-032",
           *               "name": "Daniel Walsh",
           *               "signedOut": 1,
           *               "met": 1,
           *               "onTimePercent": 100
           *             },
           *             {
           *               "id": "usr-prv-035",
           *               "name": "Dmitri Brennan",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "usr-prv-015",
           *               "name": "Elena Adeyemi",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "usr-prv-004",
           *               "name": "Esther Dubois",
           *               "signedOut": 1,
           *               "met": 1,
           *               "onTimePercent": 100
           *             },
           *             {
           *               "id": "usr-prv-017",
           *               "name": "Farid Patel",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "usr-prv-040",
           *               "name": "Jamal Yilmaz",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             },
           *             {
           *               "id": "usr-prv-012",
           *               "name": "Olivia Xu",
           *               "signedOut": 1,
           *               "met": 1,
           *               "onTimePercent": 100
           *             },
           *             {
           *               "id": "usr-prv-020",
           *               "name": "Ximena Patel",
           *               "signedOut": 1,
           *               "met": 0,
           *               "onTimePercent": 0
           *             }
           *           ],
           *           "byCaseType": [
           *             {
           *               "caseType": "surgical",
           *               "cases": 2,
           *               "met": 1,
           *               "onTimePercent": 50,
           *               "medianWorkingHours": 44.2,
           *               "byPriority": [
           *                 {
           *                   "priority": "STAT",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Rush",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Routine",
           *                   "cases": 2,
           *                   "met": 1,
           *                   "onTimePercent": 50,
           *                   "medianWorkingHours": 44.2
           *                 }
           *               ]
           *             },
           *             {
           *               "caseType": "cytology",
           *               "cases": 0,
           *               "met": 0,
           *               "onTimePercent": null,
           *               "medianWorkingHours": null,
           *               "byPriority": [
           *                 {
           *                   "priority": "STAT",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Rush",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Routine",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 }
           *               ]
           *             },
           *             {
           *               "caseType": "consult",
           *               "cases": 4,
           *               "met": 3,
           *               "onTimePercent": 75,
           *               "medianWorkingHours": 44.6,
           *               "byPriority": [
           *                 {
           *                   "priority": "STAT",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Rush",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Routine",
           *                   "cases": 4,
           *                   "met": 3,
           *                   "onTimePercent": 75,
           *                   "medianWorkingHours": 44.6
           *                 }
           *               ]
           *             },
           *             {
           *               "caseType": "dermatopathology",
           *               "cases": 3,
           *               "met": 1,
           *               "onTimePercent": 33.3,
           *               "medianWorkingHours": 56,
           *               "byPriority": [
           *                 {
           *                   "priority": "STAT",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Rush",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Routine",
           *                   "cases": 3,
           *                   "met": 1,
           *                   "onTimePercent": 33.3,
           *                   "medianWorkingHours": 56
           *                 }
           *               ]
           *             },
           *             {
           *               "caseType": "hematopathology",
           *               "cases": 2,
           *               "met": 0,
           *               "onTimePercent": 0,
           *               "medianWorkingHours": 94.1,
           *               "byPriority": [
           *                 {
           *                   "priority": "STAT",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Rush",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Routine",
           *                   "cases": 2,
           *                   "met": 0,
           *                   "onTimePercent": 0,
           *                   "medianWorkingHours": 94.1
           *                 }
           *               ]
           *             },
           *             {
           *               "caseType": "gastrointestinal",
           *               "cases": 3,
           *               "met": 0,
           *               "onTimePercent": 0,
           *               "medianWorkingHours": 81.1,
           *               "byPriority": [
           *                 {
           *                   "priority": "STAT",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Rush",
           *                   "cases": 0,
           *                   "met": 0,
           *                   "onTimePercent": null,
           *                   "medianWorkingHours": null
           *                 },
           *                 {
           *                   "priority": "Routine",
           *                   "cases": 3,
           *                   "met": 0,
           *                   "onTimePercent": 0,
           *                   "medianWorkingHours": 81.1
           *                 }
           *               ]
           *             }
           *           ],
           *           "overdue": {
           *             "total": 205,
           *             "unassigned": 108,
           *             "byFacility": [
           *               {
           *                 "id": "fac-005",
           *                 "name": "Harbor Dermatology Associates",
           *                 "overdue": 26
           *               },
           *               {
           *                 "id": "fac-006",
           *                 "name": "Blue Ridge Gastroenterology",
           *                 "overdue": 25
           *               },
           *               {
           *                 "id": "fac-009",
           *                 "name": "Cascade Urology Group",
           *                 "overdue": 20
           *               },
           *               {
           *                 "id": "fac-001",
           *                 "name": "Riverside Community Hospital",
           *                 "overdue": 20
           *               },
           *               {
           *                 "id": "fac-004",
           *                 "name": "Mesa Verde Regional Hospital",
           *                 "overdue": 19
           *               },
           *               {
           *                 "id": "fac-011",
           *                 "name": "Maple Leaf Diagnostic Centre",
           *                 "overdue": 18
           *               },
           *               {
           *                 "id": "fac-008",
           *                 "name": "Prairie Women’s Health Clinic",
           *                 "overdue": 17
           *               },
           *               {
           *                 "id": "fac-007",
           *                 "name": "St. Brendan Medical Center",
           *                 "overdue": 15
           *               },
           *               {
           *                 "id": "fac-012",
           *                 "name": "Summit Family Medicine",
           *                 "overdue": 14
           *               },
           *               {
           *                 "id": "fac-003",
           *                 "name": "Lakeshore University Medical Center",
           *                 "overdue": 13
           *               }
           *             ],
           *             "byProvider": [
           *               {
           *                 "id": "usr-provider",
           *                 "name": "Maya Okafor",
           *                 "overdue": 40
           *               },
           *               {
           *                 "id": "usr-provisional-provider",
           *                 "name": "Samuel Lindqvist",
           *                 "overdue": 7
           *               },
           *               {
           *                 "id": "usr-prv-020",
           *                 "name": "Ximena Patel",
           *                 "overdue": 7
           *               },
           *               {
           *                 "id": "usr-prv-019",
           *                 "name": "Grace Kim",
           *                 "overdue": 5
           *               },
           *               {
           *                 "id": "usr-prv-006",
           *                 "name": "Rosa Delgado",
           *                 "overdue": 5
           *               },
           *               {
           *                 "id": "usr-prv-023",
           *                 "name": "Umar Ivanova",
           *                 "overdue": 5
           *               },
           *               {
           *                 "id": "usr-prv-037",
           *                 "name": "Maria Rossi",
           *                 "overdue": 4
           *               },
           *               {
           *                 "id": "usr-prv-033",
           *                 "name": "Zoe Tanaka",
           *                 "overdue": 4
           *               },
           *               {
           *                 "id": "usr-prv-024",
           *                 "name": "Hiro Brennan",
           *                 "overdue": 3
           *               },
           *               {
           *                 "id": "usr-prv-012",
           *                 "name": "Olivia Xu",
           *                 "overdue": 3
           *               }
           *             ]
           *           }
           *         },
           *         "generatedAt": "2026-11-29T05:03:03.879Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['AdminDashboardEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTurnaroundSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "targets": [
           *           {
           *             "caseType": "surgical",
           *             "priority": "Routine",
           *             "hours": 48
           *           },
           *           {
           *             "caseType": "surgical",
           *             "priority": "Rush",
           *             "hours": 24
           *           },
           *           {
           *             "caseType": "surgical",
           *             "priority": "STAT",
           *             "hours": 4
           *           },
           *           {
           *             "caseType": "cytology",
           *             "priority": "Routine",
           *             "hours": 48
           *           },
           *           {
           *             "caseType": "cytology",
           *             "priority": "Rush",
           *             "hours": 24
           *           },
           *           {
           *             "caseType": "cytology",
           *             "priority": "STAT",
           *             "hours": 4
           *           },
           *           {
           *             "caseType": "consult",
           *             "priority": "Routine",
           *             "hours": 72
           *           },
           *           {
           *             "caseType": "consult",
           *             "priority": "Rush",
           *             "hours": 24
           *           },
           *           {
           *             "caseType": "consult",
           *             "priority": "STAT",
           *             "hours": 4
           *           },
           *           {
           *             "caseType": "dermatopathology",
           *             "priority": "Routine",
           *             "hours": 48
           *           }
           *         ],
           *         "holidays": [
           *           "2026-01-01",
           *           "2026-01-19",
           *           "2026-02-16",
           *           "2026-05-25",
           *           "2026-06-19",
           *           "2026-07-03",
           *           "2026-09-07",
           *           "2026-10-12",
           *           "2026-11-11",
           *           "2026-11-26"
           *         ],
           *         "updatedAt": null,
           *         "updatedBy": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TurnaroundSettingsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateTurnaroundSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "targets": [
         *         {
         *           "caseType": "surgical",
         *           "priority": "STAT",
         *           "hours": 6
         *         }
         *       ],
         *       "holidays": [
         *         "2026-12-25",
         *         "2027-01-01"
         *       ]
         *     }
         */
        'application/json': components['schemas']['TurnaroundSettingsInput'];
      };
    };
    responses: {
      /** @description The settings after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Turnaround targets saved.",
           *       "data": {
           *         "targets": [
           *           {
           *             "caseType": "surgical",
           *             "priority": "Routine",
           *             "hours": 48
           *           },
           *           {
           *             "caseType": "surgical",
           *             "priority": "Rush",
           *             "hours": 24
           *           },
           *           {
           *             "caseType": "surgical",
           *             "priority": "STAT",
           *             "hours": 6
           *           },
           *           {
           *             "caseType": "cytology",
           *             "priority": "Routine",
           *             "hours": 48
           *           },
           *           {
           *             "caseType": "cytology",
           *             "priority": "Rush",
           *             "hours": 24
           *           },
           *           {
           *             "caseType": "cytology",
           *             "priority": "STAT",
           *             "hours": 4
           *           },
           *           {
           *             "caseType": "consult",
           *             "priority": "Routine",
           *             "hours": 72
           *           },
           *           {
           *             "caseType": "consult",
           *             "priority": "Rush",
           *             "hours": 24
           *           },
           *           {
           *             "caseType": "consult",
           *             "priority": "STAT",
           *             "hours": 4
           *           },
           *           {
           *             "caseType": "dermatopathology",
           *             "priority": "Routine",
           *             "hours": 48
           *           }
           *         ],
           *         "holidays": [
           *           "2026-12-25",
           *           "2027-01-01"
           *         ],
           *         "updatedAt": "2026-11-25T18:55:36.678Z",
           *         "updatedBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TurnaroundSettingsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listRegistrations: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: number;
        /** @description Registrations per page. */
        pageSize?: number;
        /** @description Field to sort by. */
        sort?: 'submittedAt' | 'name' | 'email' | 'status';
        /** @description Sort direction. */
        order?: 'asc' | 'desc';
        /** @description Matches first name, last name, email, facility or organisation name (case-insensitive). */
        search?: string;
        /** @description Only registrations of this kind. */
        kind?: components['schemas']['RegistrationKind'];
        /** @description Only registrations in this status. */
        status?: components['schemas']['UserStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of registrations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "reg-demo-new-provider",
           *             "kind": "provider",
           *             "status": "New",
           *             "userId": "usr-new-provider",
           *             "facilityId": null,
           *             "firstName": "Nadia",
           *             "lastName": "Haddad",
           *             "email": "new.provider@demo.test",
           *             "phone": "+1 (555) 010-7374",
           *             "specialty": "Pathology",
           *             "workAuthorization": "Citizen",
           *             "experience": "3-5",
           *             "salutation": null,
           *             "subspecialties": [],
           *             "licensedStates": [
           *               "MA"
           *             ],
           *             "country": "US",
           *             "state": "MA",
           *             "city": "Boston",
           *             "facilityName": null,
           *             "facilityType": null,
           *             "accountType": null,
           *             "labArrangement": null,
           *             "organisationKind": null,
           *             "services": null,
           *             "caseScope": null,
           *             "facilityPhone": null,
           *             "address": null,
           *             "postalCode": null,
           *             "organisationName": null,
           *             "message": null,
           *             "submittedAt": "2026-11-13T12:00:00.000Z",
           *             "updatedAt": "2026-11-13T12:00:00.000Z",
           *             "documents": []
           *           },
           *           {
           *             "id": "reg-demo-other",
           *             "kind": "other",
           *             "status": "New",
           *             "userId": null,
           *             "facilityId": null,
           *             "firstName": "Marie",
           *             "lastName": "Tremblay",
           *             "email": "marie.tremblay@example.test",
           *             "phone": "+1 (604) 555-0142",
           *             "specialty": "Pathology",
           *             "workAuthorization": null,
           *             "experience": null,
           *             "salutation": null,
           *             "subspecialties": [],
           *             "licensedStates": [],
           *             "country": "Canada",
           *             "state": "BC",
           *             "city": "Vancouver",
           *             "facilityName": null,
           *             "facilityType": null,
           *             "accountType": null,
           *             "labArrangement": null,
           *             "organisationKind": null,
           *             "services": null,
           *             "caseScope": null,
           *             "facilityPhone": null,
           *             "address": null,
           *             "postalCode": null,
           *             "organisationName": "Coastal Tissue Biobank",
           *             "message": "We hold archived slides and would like second opinions on a research cohort.",
           *             "submittedAt": "2026-11-12T12:00:00.000Z",
           *             "updatedAt": "2026-11-12T12:00:00.000Z",
           *             "documents": []
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 18,
           *         "totalPages": 9
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerProvider: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "firstName": "Lena",
         *       "lastName": "Fischer",
         *       "email": "lena.fischer@example.test",
         *       "phone": "+1 (555) 010-6123",
         *       "password": "Microscope-2026",
         *       "salutation": "Dr.",
         *       "specialty": "Pathology",
         *       "subspecialties": [
         *         "Dermatopathology",
         *         "Gastrointestinal"
         *       ],
         *       "workAuthorization": "Green_Card",
         *       "experience": "3-5",
         *       "licensedStates": [
         *         "WA",
         *         "OR"
         *       ],
         *       "country": "US",
         *       "state": "WA",
         *       "city": "Spokane"
         *     }
         */
        'application/json': components['schemas']['ProviderRegistrationInput'];
      };
    };
    responses: {
      /** @description The registration. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Thank you for registering. You can log in now; we will review your registration.",
           *       "data": {
           *         "id": "reg-17c6fe2e-f00",
           *         "kind": "provider",
           *         "status": "New",
           *         "userId": "usr-b1c85b8d-bcc",
           *         "facilityId": null,
           *         "firstName": "Lena",
           *         "lastName": "Fischer",
           *         "email": "lena.fischer@example.test",
           *         "phone": "+1 (555) 010-6123",
           *         "specialty": "Pathology",
           *         "workAuthorization": "Green_Card",
           *         "experience": "3-5",
           *         "salutation": "Dr.",
           *         "subspecialties": [
           *           "Dermatopathology",
           *           "Gastrointestinal"
           *         ],
           *         "licensedStates": [
           *           "WA",
           *           "OR"
           *         ],
           *         "country": "US",
           *         "state": "WA",
           *         "city": "Spokane",
           *         "facilityName": null,
           *         "facilityType": null,
           *         "accountType": null,
           *         "labArrangement": null,
           *         "organisationKind": null,
           *         "services": null,
           *         "caseScope": null,
           *         "facilityPhone": null,
           *         "address": null,
           *         "postalCode": null,
           *         "organisationName": null,
           *         "message": null,
           *         "submittedAt": "2026-11-23T11:16:56.575Z",
           *         "updatedAt": "2026-11-23T11:16:56.575Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getProviderRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "reg-demo-provider",
           *         "kind": "provider",
           *         "status": "Active",
           *         "userId": "usr-provider",
           *         "facilityId": null,
           *         "firstName": "Maya",
           *         "lastName": "Okafor",
           *         "email": "provider@demo.test",
           *         "phone": "+1 (555) 825-6572",
           *         "specialty": "Radiology",
           *         "workAuthorization": "EAD",
           *         "experience": "0-3",
           *         "salutation": "Dr.",
           *         "subspecialties": [
           *           "Breast",
           *           "Dermatopathology"
           *         ],
           *         "licensedStates": [],
           *         "country": "US",
           *         "state": "WA",
           *         "city": "Seattle",
           *         "facilityName": null,
           *         "facilityType": null,
           *         "accountType": null,
           *         "labArrangement": null,
           *         "organisationKind": null,
           *         "services": null,
           *         "caseScope": null,
           *         "facilityPhone": null,
           *         "address": null,
           *         "postalCode": null,
           *         "organisationName": null,
           *         "message": null,
           *         "submittedAt": "2026-01-20T12:00:00.000Z",
           *         "updatedAt": "2026-01-20T12:00:00.000Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateProviderRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "experience": "5-7",
         *       "city": "Seattle"
         *     }
         */
        'application/json': components['schemas']['ProviderRegistrationUpdateInput'];
      };
    };
    responses: {
      /** @description The updated registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Registration updated.",
           *       "data": {
           *         "id": "reg-demo-provider",
           *         "kind": "provider",
           *         "status": "Active",
           *         "userId": "usr-provider",
           *         "facilityId": null,
           *         "firstName": "Maya",
           *         "lastName": "Okafor",
           *         "email": "provider@demo.test",
           *         "phone": "+1 (555) 825-6572",
           *         "specialty": "Radiology",
           *         "workAuthorization": "EAD",
           *         "experience": "5-7",
           *         "salutation": "Dr.",
           *         "subspecialties": [
           *           "Breast",
           *           "Dermatopathology"
           *         ],
           *         "licensedStates": [],
           *         "country": "US",
           *         "state": "WA",
           *         "city": "Seattle",
           *         "facilityName": null,
           *         "facilityType": null,
           *         "accountType": null,
           *         "labArrangement": null,
           *         "organisationKind": null,
           *         "services": null,
           *         "caseScope": null,
           *         "facilityPhone": null,
           *         "address": null,
           *         "postalCode": null,
           *         "organisationName": null,
           *         "message": null,
           *         "submittedAt": "2026-01-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.629Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  uploadRegistrationDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['RegistrationDocumentUpload'];
      };
    };
    responses: {
      /** @description The stored document, not yet part of a registration. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "File uploaded.",
           *       "data": {
           *         "id": "doc-1afa12df4b52f88a",
           *         "kind": "cv",
           *         "fileName": "Curriculum vitae.pdf",
           *         "contentType": "application/pdf",
           *         "sizeBytes": 125,
           *         "uploadedAt": "2026-11-23T11:16:56.636Z",
           *         "expiresAt": "2026-11-23T12:16:56.636Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationDocumentEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      /** @description The file is larger than 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The file is larger than 20 MB.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The file type is not accepted. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "Only JPG, PNG, PDF and Word documents are allowed.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadRegistrationDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
        /**
         * @description The registration document's server-generated id.
         * @example doc-0000000000000000
         */
        documentId: components['parameters']['DocumentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="…"; filename*=UTF-8''…` with the sanitized name. */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
          'image/jpeg': unknown;
          'image/png': unknown;
          'application/msword': unknown;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerFacility: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "facilityName": "Pine Valley Clinic",
         *       "organisationKind": "Clinic/Facility",
         *       "facilityType": "independent_facility",
         *       "accountType": "Physician_Group",
         *       "labArrangement": "Contract Lab",
         *       "services": "Send Out",
         *       "caseScope": "only_full_global_cases",
         *       "facilityPhone": "+1 (555) 010-8800",
         *       "country": "US",
         *       "state": "ID",
         *       "city": "Boise",
         *       "address": "5 Pine Valley Way",
         *       "postalCode": "83702",
         *       "firstName": "Omar",
         *       "lastName": "Haddad",
         *       "email": "omar.haddad@example.test",
         *       "phone": "+1 (555) 010-8801",
         *       "password": "Pine-valley-2026"
         *     }
         */
        'application/json': components['schemas']['FacilityRegistrationInput'];
      };
    };
    responses: {
      /** @description The registration. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Thank you for registering your facility. You can log in now; we will review your registration.",
           *       "data": {
           *         "id": "reg-683f39ab-43a",
           *         "kind": "facility",
           *         "status": "New",
           *         "userId": "usr-5918dc4c-624",
           *         "facilityId": "fac-013",
           *         "firstName": "Omar",
           *         "lastName": "Haddad",
           *         "email": "omar.haddad@example.test",
           *         "phone": "+1 (555) 010-8801",
           *         "specialty": null,
           *         "workAuthorization": null,
           *         "experience": null,
           *         "salutation": null,
           *         "subspecialties": [],
           *         "licensedStates": [],
           *         "country": "US",
           *         "state": "ID",
           *         "city": "Boise",
           *         "facilityName": "Pine Valley Clinic",
           *         "facilityType": "independent_facility",
           *         "accountType": "Physician_Group",
           *         "labArrangement": "Contract Lab",
           *         "organisationKind": "Clinic/Facility",
           *         "services": "Send Out",
           *         "caseScope": "only_full_global_cases",
           *         "facilityPhone": "+1 (555) 010-8800",
           *         "address": "5 Pine Valley Way",
           *         "postalCode": "83702",
           *         "organisationName": null,
           *         "message": null,
           *         "submittedAt": "2026-11-23T11:16:56.641Z",
           *         "updatedAt": "2026-11-23T11:16:56.641Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getFacilityRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "reg-demo-facility",
           *         "kind": "facility",
           *         "status": "Provisionally Active",
           *         "userId": "usr-provisional-facility",
           *         "facilityId": "fac-002",
           *         "firstName": "Priya",
           *         "lastName": "Nair",
           *         "email": "provisional.facility@demo.test",
           *         "phone": "+1 (555) 671-0528",
           *         "specialty": null,
           *         "workAuthorization": null,
           *         "experience": null,
           *         "salutation": null,
           *         "subspecialties": [],
           *         "licensedStates": [],
           *         "country": "US",
           *         "state": "OR",
           *         "city": "Portland",
           *         "facilityName": "Northgate Pathology Clinic",
           *         "facilityType": "independent_facility",
           *         "accountType": "Physician_Group",
           *         "labArrangement": "Own Lab",
           *         "organisationKind": "Pathologist Group",
           *         "services": "Send Out",
           *         "caseScope": "all",
           *         "facilityPhone": "+1 (555) 010-2002",
           *         "address": "333 Main Street",
           *         "postalCode": "99681",
           *         "organisationName": null,
           *         "message": null,
           *         "submittedAt": "2025-12-22T12:00:00.000Z",
           *         "updatedAt": "2025-12-22T12:00:00.000Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateFacilityRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "labArrangement": "Own Lab"
         *     }
         */
        'application/json': components['schemas']['FacilityRegistrationUpdateInput'];
      };
    };
    responses: {
      /** @description The updated registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Registration updated.",
           *       "data": {
           *         "id": "reg-demo-facility",
           *         "kind": "facility",
           *         "status": "Provisionally Active",
           *         "userId": "usr-provisional-facility",
           *         "facilityId": "fac-002",
           *         "firstName": "Priya",
           *         "lastName": "Nair",
           *         "email": "provisional.facility@demo.test",
           *         "phone": "+1 (555) 671-0528",
           *         "specialty": null,
           *         "workAuthorization": null,
           *         "experience": null,
           *         "salutation": null,
           *         "subspecialties": [],
           *         "licensedStates": [],
           *         "country": "US",
           *         "state": "OR",
           *         "city": "Portland",
           *         "facilityName": "Northgate Pathology Clinic",
           *         "facilityType": "independent_facility",
           *         "accountType": "Physician_Group",
           *         "labArrangement": "Own Lab",
           *         "organisationKind": "Pathologist Group",
           *         "services": "Send Out",
           *         "caseScope": "all",
           *         "facilityPhone": "+1 (555) 010-2002",
           *         "address": "333 Main Street",
           *         "postalCode": "99681",
           *         "organisationName": null,
           *         "message": null,
           *         "submittedAt": "2025-12-22T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.676Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerOther: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "firstName": "Ines",
         *       "lastName": "Duarte",
         *       "email": "ines.duarte@example.test",
         *       "phone": "+1 (555) 010-9911",
         *       "organisationName": "Duarte Research Partners",
         *       "country": "Other",
         *       "message": "We run a biobank and would like to send out slides."
         *     }
         */
        'application/json': components['schemas']['OtherRegistrationInput'];
      };
    };
    responses: {
      /** @description The registration. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Thank you. Our team will contact you.",
           *       "data": {
           *         "id": "reg-617d42fe-c1e",
           *         "kind": "other",
           *         "status": "New",
           *         "userId": null,
           *         "facilityId": null,
           *         "firstName": "Ines",
           *         "lastName": "Duarte",
           *         "email": "ines.duarte@example.test",
           *         "phone": "+1 (555) 010-9911",
           *         "specialty": null,
           *         "workAuthorization": null,
           *         "experience": null,
           *         "salutation": null,
           *         "subspecialties": [],
           *         "licensedStates": [],
           *         "country": "Other",
           *         "state": null,
           *         "city": null,
           *         "facilityName": null,
           *         "facilityType": null,
           *         "accountType": null,
           *         "labArrangement": null,
           *         "organisationKind": null,
           *         "services": null,
           *         "caseScope": null,
           *         "facilityPhone": null,
           *         "address": null,
           *         "postalCode": null,
           *         "organisationName": "Duarte Research Partners",
           *         "message": "We run a biobank and would like to send out slides.",
           *         "submittedAt": "2026-11-23T11:16:56.688Z",
           *         "updatedAt": "2026-11-23T11:16:56.688Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getOtherRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "reg-demo-other",
           *         "kind": "other",
           *         "status": "New",
           *         "userId": null,
           *         "facilityId": null,
           *         "firstName": "Marie",
           *         "lastName": "Tremblay",
           *         "email": "marie.tremblay@example.test",
           *         "phone": "+1 (604) 555-0142",
           *         "specialty": "Pathology",
           *         "workAuthorization": null,
           *         "experience": null,
           *         "salutation": null,
           *         "subspecialties": [],
           *         "licensedStates": [],
           *         "country": "Canada",
           *         "state": "BC",
           *         "city": "Vancouver",
           *         "facilityName": null,
           *         "facilityType": null,
           *         "accountType": null,
           *         "labArrangement": null,
           *         "organisationKind": null,
           *         "services": null,
           *         "caseScope": null,
           *         "facilityPhone": null,
           *         "address": null,
           *         "postalCode": null,
           *         "organisationName": "Coastal Tissue Biobank",
           *         "message": "We hold archived slides and would like second opinions on a research cohort.",
           *         "submittedAt": "2026-11-12T12:00:00.000Z",
           *         "updatedAt": "2026-11-12T12:00:00.000Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateOtherRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The registration's id.
         * @example reg-001
         */
        registrationId: components['parameters']['RegistrationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "Follow up in January."
         *     }
         */
        'application/json': components['schemas']['OtherRegistrationUpdateInput'];
      };
    };
    responses: {
      /** @description The updated registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Registration updated.",
           *       "data": {
           *         "id": "reg-demo-other",
           *         "kind": "other",
           *         "status": "New",
           *         "userId": null,
           *         "facilityId": null,
           *         "firstName": "Marie",
           *         "lastName": "Tremblay",
           *         "email": "marie.tremblay@example.test",
           *         "phone": "+1 (604) 555-0142",
           *         "specialty": "Pathology",
           *         "workAuthorization": null,
           *         "experience": null,
           *         "salutation": null,
           *         "subspecialties": [],
           *         "licensedStates": [],
           *         "country": "Canada",
           *         "state": "BC",
           *         "city": "Vancouver",
           *         "facilityName": null,
           *         "facilityType": null,
           *         "accountType": null,
           *         "labArrangement": null,
           *         "organisationKind": null,
           *         "services": null,
           *         "caseScope": null,
           *         "facilityPhone": null,
           *         "address": null,
           *         "postalCode": null,
           *         "organisationName": "Coastal Tissue Biobank",
           *         "message": "Follow up in January.",
           *         "submittedAt": "2026-11-12T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.715Z",
           *         "documents": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['RegistrationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listTasks: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['PageParam'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSizeParam'];
        /** @description Field to sort by. */
        sort?: 'createdAt' | 'updatedAt' | 'dueDate' | 'title' | 'status' | 'priority' | 'taskNumber';
        /** @description Sort direction. */
        order?: components['parameters']['OrderParam'];
        /** @description Matches the task number, title, assignee name or case record id. */
        search?: string;
        /** @description Only tasks of this type (1 General, 2 QA, 3 Onboarding). */
        type?: number;
        /** @description Only tasks in this status. */
        status?: components['schemas']['TaskStatus'];
        /** @description Only tasks assigned to this user. */
        assigneeId?: string;
        /** @description Only tasks assigned to the caller. */
        assignedToMe?: boolean;
        /** @description Only tasks with this owner group. */
        ownerGroup?: components['schemas']['OwnerGroup'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of tasks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "task-0073",
           *             "taskNumber": "TSK-000073",
           *             "type": 2,
           *             "typeKey": "qa",
           *             "typeLabel": "QA",
           *             "title": "QA review of RCH-2026-0032",
           *             "description": "Second read of the final diagnosis and report for quality assurance.",
           *             "status": "Open",
           *             "priority": "High",
           *             "ownerGroup": "Operator",
           *             "assignee": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "facility": {
           *               "id": "fac-001",
           *               "name": "Riverside Community Hospital"
           *             },
           *             "case": {
           *               "caseID": "case-0096",
           *               "caseRecordId": "RCH-2026-0032"
           *             },
           *             "createdBy": {
           *               "id": "usr-admin",
           *               "name": "Alex Morgan"
           *             },
           *             "dueDate": "2026-11-20",
           *             "checklist": [],
           *             "comments": [],
           *             "resolution": null,
           *             "qaReview": null,
           *             "documents": [],
           *             "submittedAt": null,
           *             "createdAt": "2026-11-13T12:00:00.000Z",
           *             "updatedAt": "2026-11-13T12:00:00.000Z",
           *             "startedAt": null,
           *             "completedAt": null,
           *             "cancelledAt": null
           *           },
           *           {
           *             "id": "task-0026",
           *             "taskNumber": "TSK-000026",
           *             "type": 2,
           *             "typeKey": "qa",
           *             "typeLabel": "QA",
           *             "title": "QA review of HDA-2026-0041",
           *             "description": "Second read of the final diagnosis and report for quality assurance.",
           *             "status": "Open",
           *             "priority": "Urgent",
           *             "ownerGroup": "Operator",
           *             "assignee": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "facility": {
           *               "id": "fac-005",
           *               "name": "Harbor Dermatology Associates"
           *             },
           *             "case": {
           *               "caseID": "case-0315",
           *               "caseRecordId": "HDA-2026-0041"
           *             },
           *             "createdBy": {
           *               "id": "usr-admin",
           *               "name": "Alex Morgan"
           *             },
           *             "dueDate": "2026-11-24",
           *             "checklist": [],
           *             "comments": [],
           *             "resolution": null,
           *             "qaReview": null,
           *             "documents": [],
           *             "submittedAt": null,
           *             "createdAt": "2026-11-10T15:41:46.000Z",
           *             "updatedAt": "2026-11-10T15:41:46.000Z",
           *             "startedAt": null,
           *             "completedAt": null,
           *             "cancelledAt": null
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 14,
           *         "totalPages": 7
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createTask: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": 1,
         *       "title": "Send the missing requisition form",
         *       "description": "The requisition for the last breast biopsy is missing a signature.",
         *       "priority": "High",
         *       "assigneeId": null,
         *       "dueDate": "2026-11-30"
         *     }
         */
        'application/json': components['schemas']['TaskInput'];
      };
    };
    responses: {
      /** @description The created task. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Task created.",
           *       "data": {
           *         "id": "task-0075",
           *         "taskNumber": "TSK-000075",
           *         "type": 1,
           *         "typeKey": "general",
           *         "typeLabel": "General",
           *         "title": "Send the missing requisition form",
           *         "description": "The requisition for the last breast biopsy is missing a signature.",
           *         "status": "Open",
           *         "priority": "High",
           *         "ownerGroup": "Operator",
           *         "assignee": null,
           *         "facility": null,
           *         "case": null,
           *         "createdBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         },
           *         "dueDate": "2026-11-30",
           *         "checklist": [],
           *         "comments": [],
           *         "resolution": null,
           *         "qaReview": null,
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-11-23T11:16:56.730Z",
           *         "updatedAt": "2026-11-23T11:16:56.730Z",
           *         "startedAt": null,
           *         "completedAt": null,
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The task. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "task-0001",
           *         "taskNumber": "TSK-000001",
           *         "type": 1,
           *         "typeKey": "general",
           *         "typeLabel": "General",
           *         "title": "Upload the outside pathology report",
           *         "description": null,
           *         "status": "Open",
           *         "priority": "Normal",
           *         "ownerGroup": "Facility",
           *         "assignee": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "case": null,
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "dueDate": "2026-09-06",
           *         "checklist": [
           *           {
           *             "label": "Request the report",
           *             "done": false
           *           },
           *           {
           *             "label": "Upload it to the case",
           *             "done": false
           *           }
           *         ],
           *         "comments": [],
           *         "resolution": null,
           *         "qaReview": null,
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-08-24T15:50:41.000Z",
           *         "updatedAt": "2026-08-24T15:50:41.000Z",
           *         "startedAt": null,
           *         "completedAt": null,
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "priority": "Urgent",
         *       "dueDate": "2026-11-25"
         *     }
         */
        'application/json': components['schemas']['TaskUpdateInput'];
      };
    };
    responses: {
      /** @description The updated task. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "task-0001",
           *         "taskNumber": "TSK-000001",
           *         "type": 1,
           *         "typeKey": "general",
           *         "typeLabel": "General",
           *         "title": "Upload the outside pathology report",
           *         "description": null,
           *         "status": "Open",
           *         "priority": "Urgent",
           *         "ownerGroup": "Facility",
           *         "assignee": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "case": null,
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "dueDate": "2026-11-25",
           *         "checklist": [
           *           {
           *             "label": "Request the report",
           *             "done": false
           *           },
           *           {
           *             "label": "Upload it to the case",
           *             "done": false
           *           }
           *         ],
           *         "comments": [],
           *         "resolution": null,
           *         "qaReview": null,
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-08-24T15:50:41.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.752Z",
           *         "startedAt": null,
           *         "completedAt": null,
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  startTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The started task. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "task-0001",
           *         "taskNumber": "TSK-000001",
           *         "type": 1,
           *         "typeKey": "general",
           *         "typeLabel": "General",
           *         "title": "Upload the outside pathology report",
           *         "description": null,
           *         "status": "InProgress",
           *         "priority": "Normal",
           *         "ownerGroup": "Facility",
           *         "assignee": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "case": null,
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "dueDate": "2026-09-06",
           *         "checklist": [
           *           {
           *             "label": "Request the report",
           *             "done": false
           *           },
           *           {
           *             "label": "Upload it to the case",
           *             "done": false
           *           }
           *         ],
           *         "comments": [],
           *         "resolution": null,
           *         "qaReview": null,
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-08-24T15:50:41.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.770Z",
           *         "startedAt": "2026-11-23T11:16:56.770Z",
           *         "completedAt": null,
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  completeTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "resolution": "Reviewed; diagnosis confirmed."
         *     }
         */
        'application/json': components['schemas']['TaskCompletionInput'];
      };
    };
    responses: {
      /** @description The completed task. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Task completed.",
           *       "data": {
           *         "id": "task-0013",
           *         "taskNumber": "TSK-000013",
           *         "type": 1,
           *         "typeKey": "general",
           *         "typeLabel": "General",
           *         "title": "Confirm the patient’s insurance details",
           *         "description": null,
           *         "status": "Completed",
           *         "priority": "Normal",
           *         "ownerGroup": "Operator",
           *         "assignee": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "facility": null,
           *         "case": null,
           *         "createdBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         },
           *         "dueDate": "2026-09-13",
           *         "checklist": [],
           *         "comments": [
           *           {
           *             "id": "task-0013-c1",
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "body": "Started on this today.",
           *             "createdAt": "2026-08-27T15:40:11.000Z"
           *           }
           *         ],
           *         "resolution": "Reviewed; diagnosis confirmed.",
           *         "qaReview": null,
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-08-27T01:40:11.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.791Z",
           *         "startedAt": "2026-08-27T14:40:11.000Z",
           *         "completedAt": "2026-11-23T11:16:56.791Z",
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  cancelTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "resolution": "No longer needed."
         *     }
         */
        'application/json': components['schemas']['TaskResolutionInput'];
      };
    };
    responses: {
      /** @description The cancelled task. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "task-0001",
           *         "taskNumber": "TSK-000001",
           *         "type": 1,
           *         "typeKey": "general",
           *         "typeLabel": "General",
           *         "title": "Upload the outside pathology report",
           *         "description": null,
           *         "status": "Cancelled",
           *         "priority": "Normal",
           *         "ownerGroup": "Facility",
           *         "assignee": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "case": null,
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "dueDate": "2026-09-06",
           *         "checklist": [
           *           {
           *             "label": "Request the report",
           *             "done": false
           *           },
           *           {
           *             "label": "Upload it to the case",
           *             "done": false
           *           }
           *         ],
           *         "comments": [],
           *         "resolution": "No longer needed.",
           *         "qaReview": null,
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-08-24T15:50:41.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.811Z",
           *         "startedAt": null,
           *         "completedAt": null,
           *         "cancelledAt": "2026-11-23T11:16:56.811Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  reopenTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reopened task. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "task-0004",
           *         "taskNumber": "TSK-000004",
           *         "type": 1,
           *         "typeKey": "general",
           *         "typeLabel": "General",
           *         "title": "Send the missing requisition form",
           *         "description": null,
           *         "status": "Open",
           *         "priority": "Normal",
           *         "ownerGroup": "Operator",
           *         "assignee": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "facility": null,
           *         "case": null,
           *         "createdBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         },
           *         "dueDate": "2026-11-19",
           *         "checklist": [
           *           {
           *             "label": "Find the requisition in the patient file",
           *             "done": true
           *           },
           *           {
           *             "label": "Get the ordering physician’s signature",
           *             "done": true
           *           },
           *           {
           *             "label": "Send the signed form",
           *             "done": true
           *           }
           *         ],
           *         "comments": [
           *           {
           *             "id": "task-0004-c1",
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "body": "Started on this today.",
           *             "createdAt": "2026-11-08T06:01:09.000Z"
           *           },
           *           {
           *             "id": "task-0004-c2",
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "body": "Done, thanks.",
           *             "createdAt": "2026-11-09T15:01:09.000Z"
           *           }
           *         ],
           *         "resolution": null,
           *         "qaReview": null,
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-11-07T13:01:09.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.824Z",
           *         "startedAt": null,
           *         "completedAt": null,
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addTaskComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "body": "The signed requisition was faxed this morning."
         *     }
         */
        'application/json': components['schemas']['TaskCommentInput'];
      };
    };
    responses: {
      /** @description The task with the new comment last. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Comment added.",
           *       "data": {
           *         "id": "task-0001",
           *         "taskNumber": "TSK-000001",
           *         "type": 1,
           *         "typeKey": "general",
           *         "typeLabel": "General",
           *         "title": "Upload the outside pathology report",
           *         "description": null,
           *         "status": "Open",
           *         "priority": "Normal",
           *         "ownerGroup": "Facility",
           *         "assignee": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "case": null,
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "dueDate": "2026-09-06",
           *         "checklist": [
           *           {
           *             "label": "Request the report",
           *             "done": false
           *           },
           *           {
           *             "label": "Upload it to the case",
           *             "done": false
           *           }
           *         ],
           *         "comments": [
           *           {
           *             "id": "task-0001-c1",
           *             "author": {
           *               "id": "usr-facility",
           *               "name": "Daniel Reyes"
           *             },
           *             "body": "The signed requisition was faxed this morning.",
           *             "createdAt": "2026-11-23T11:16:56.837Z"
           *           }
           *         ],
           *         "resolution": null,
           *         "qaReview": null,
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-08-24T15:50:41.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.837Z",
           *         "startedAt": null,
           *         "completedAt": null,
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  submitQaReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "grade": "MinorDiscrepancy",
         *       "comment": "Margin status should read 'close (0.8 mm)', not 'negative'."
         *     }
         */
        'application/json': components['schemas']['QaReviewInput'];
      };
    };
    responses: {
      /** @description The completed task with its review. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "QA review submitted.",
           *       "data": {
           *         "id": "task-0073",
           *         "taskNumber": "TSK-000073",
           *         "type": 2,
           *         "typeKey": "qa",
           *         "typeLabel": "QA",
           *         "title": "QA review of RCH-2026-0032",
           *         "description": "Second read of the final diagnosis and report for quality assurance.",
           *         "status": "Completed",
           *         "priority": "High",
           *         "ownerGroup": "Operator",
           *         "assignee": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "case": {
           *           "caseID": "case-0096",
           *           "caseRecordId": "RCH-2026-0032"
           *         },
           *         "createdBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         },
           *         "dueDate": "2026-11-20",
           *         "checklist": [],
           *         "comments": [],
           *         "resolution": "Margin status should read 'close (0.8 mm)', not 'negative'.",
           *         "qaReview": {
           *           "grade": "MinorDiscrepancy",
           *           "comment": "Margin status should read 'close (0.8 mm)', not 'negative'.",
           *           "reviewedBy": {
           *             "id": "usr-provider",
           *             "name": "Maya Okafor"
           *           },
           *           "reviewedAt": "2026-11-23T11:16:56.865Z"
           *         },
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-11-13T12:00:00.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.865Z",
           *         "startedAt": "2026-11-23T11:16:56.865Z",
           *         "completedAt": "2026-11-23T11:16:56.865Z",
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  uploadTaskDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['TaskDocumentUpload'];
      };
    };
    responses: {
      /** @description The stored document. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "File uploaded.",
           *       "data": {
           *         "id": "doc-b90c702c42949e7f",
           *         "fileName": "Medical licence.pdf",
           *         "contentType": "application/pdf",
           *         "sizeBytes": 125,
           *         "uploadedBy": {
           *           "id": "usr-new-provider",
           *           "name": "Nadia Haddad"
           *         },
           *         "uploadedAt": "2026-11-23T11:16:56.879Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskDocumentEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      /** @description The file is larger than 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The file is larger than 20 MB.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The file type is not accepted. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "Only JPG, PNG, PDF and Word documents are allowed.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadTaskDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
        /**
         * @description The task document's server-generated id.
         * @example tdoc-0000000000000000
         */
        documentId: components['parameters']['TaskDocumentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="…"; filename*=UTF-8''…` with the sanitized name. */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
          'image/jpeg': unknown;
          'image/png': unknown;
          'application/msword': unknown;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listBillingRecords: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['PageParam'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSizeParam'];
        /** @description Field to sort by. */
        sort?:
          | 'createdAt'
          | 'updatedAt'
          | 'serviceDate'
          | 'amountCents'
          | 'status'
          | 'invoiceNumber'
          | 'facilityName';
        /** @description Sort direction. */
        order?: components['parameters']['OrderParam'];
        /** @description Matches the invoice number, case record id, patient name, facility name or payer name. */
        search?: string;
        /** @description Only records in this status. */
        status?: components['schemas']['BillingStatus'];
        /** @description Only records of this facility. */
        facilityId?: string;
        /** @description Only records of this component (0 PC, 1 TC, 2 Global). */
        billingComponent?: number;
        /** @description Only records billed to this payer. */
        payerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of billing records. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "bill-0107",
           *             "invoiceNumber": "INV-2026-000107",
           *             "case": {
           *               "caseID": "case-0175",
           *               "caseRecordId": "HDA-2026-0046"
           *             },
           *             "facility": {
           *               "id": "fac-005",
           *               "name": "Harbor Dermatology Associates"
           *             },
           *             "patientName": "Elena Quintero",
           *             "billingComponent": 1,
           *             "billingComponentLabel": "Technical Component (TC)",
           *             "cptCodes": [
           *               "88312"
           *             ],
           *             "amountCents": 14575,
           *             "currency": "USD",
           *             "status": "Invoiced",
           *             "payer": {
           *               "id": "cigna",
           *               "name": "Cigna"
           *             },
           *             "serviceDate": "2026-11-15",
           *             "invoiceDate": "2026-11-20",
           *             "dueDate": "2026-12-20",
           *             "paidAt": null,
           *             "voidedAt": null,
           *             "voidReason": null,
           *             "notes": null,
           *             "createdBy": {
           *               "id": "usr-admin",
           *               "name": "Alex Morgan"
           *             },
           *             "createdAt": "2026-11-15T12:00:00.000Z",
           *             "updatedAt": "2026-11-15T12:00:00.000Z"
           *           },
           *           {
           *             "id": "bill-0096",
           *             "invoiceNumber": "INV-2026-000096",
           *             "case": {
           *               "caseID": "case-0395",
           *               "caseRecordId": "BRG-2026-0038"
           *             },
           *             "facility": {
           *               "id": "fac-006",
           *               "name": "Blue Ridge Gastroenterology"
           *             },
           *             "patientName": "Olivia Ivanova",
           *             "billingComponent": 0,
           *             "billingComponentLabel": "Professional Component (PC)",
           *             "cptCodes": [
           *               "88305",
           *               "88342"
           *             ],
           *             "amountCents": 9925,
           *             "currency": "USD",
           *             "status": "Paid",
           *             "payer": null,
           *             "serviceDate": "2026-11-15",
           *             "invoiceDate": "2026-11-21",
           *             "dueDate": "2026-12-21",
           *             "paidAt": "2026-11-15T12:00:00.000Z",
           *             "voidedAt": null,
           *             "voidReason": null,
           *             "notes": null,
           *             "createdBy": {
           *               "id": "usr-admin",
           *               "name": "Alex Morgan"
           *             },
           *             "createdAt": "2026-11-15T12:00:00.000Z",
           *             "updatedAt": "2026-11-15T12:00:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 112,
           *         "totalPages": 56,
           *         "totals": [
           *           {
           *             "currency": "USD",
           *             "records": 107,
           *             "amountCents": 2231625
           *           },
           *           {
           *             "currency": "CAD",
           *             "records": 5,
           *             "amountCents": 127850
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BillingListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createBillingRecord: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "caseId": "case-0275",
         *       "billingComponent": 0,
         *       "amountCents": 12500,
         *       "currency": "USD",
         *       "payerId": "aetna",
         *       "cptCodes": [
         *         "88305"
         *       ],
         *       "notes": null
         *     }
         */
        'application/json': components['schemas']['BillingRecordInput'];
      };
    };
    responses: {
      /** @description The created billing record. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Billing record created.",
           *       "data": {
           *         "id": "bill-0113",
           *         "invoiceNumber": "INV-2026-000113",
           *         "case": {
           *           "caseID": "case-0275",
           *           "caseRecordId": "NPC-2026-0001"
           *         },
           *         "facility": {
           *           "id": "fac-002",
           *           "name": "Northgate Pathology Clinic"
           *         },
           *         "patientName": "Samir Chen",
           *         "billingComponent": 0,
           *         "billingComponentLabel": "Professional Component (PC)",
           *         "cptCodes": [
           *           "88305"
           *         ],
           *         "amountCents": 12500,
           *         "currency": "USD",
           *         "status": "Draft",
           *         "payer": {
           *           "id": "aetna",
           *           "name": "Aetna"
           *         },
           *         "serviceDate": "2026-05-27",
           *         "invoiceDate": null,
           *         "dueDate": null,
           *         "paidAt": null,
           *         "voidedAt": null,
           *         "voidReason": null,
           *         "notes": null,
           *         "createdBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         },
           *         "createdAt": "2026-11-23T11:18:27.685Z",
           *         "updatedAt": "2026-11-23T11:18:27.685Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BillingRecordEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getBillingRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The billing record's id.
         * @example bill-0001
         */
        billingId: components['parameters']['BillingId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The billing record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "bill-0001",
           *         "invoiceNumber": "INV-2026-000001",
           *         "case": {
           *           "caseID": "case-0015",
           *           "caseRecordId": "CUG-2026-0007"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "patientName": "Amelia Haddad",
           *         "billingComponent": 2,
           *         "billingComponentLabel": "Global/Whole Case (PC+TC)",
           *         "cptCodes": [
           *           "88305"
           *         ],
           *         "amountCents": 29225,
           *         "currency": "USD",
           *         "status": "Draft",
           *         "payer": {
           *           "id": "anthem",
           *           "name": "Anthem Blue Cross"
           *         },
           *         "serviceDate": "2026-06-27",
           *         "invoiceDate": null,
           *         "dueDate": null,
           *         "paidAt": null,
           *         "voidedAt": null,
           *         "voidReason": null,
           *         "notes": "Patient asked for an itemised statement.",
           *         "createdBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         },
           *         "createdAt": "2026-07-02T17:42:02.000Z",
           *         "updatedAt": "2026-07-02T17:42:02.000Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BillingRecordEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateBillingRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The billing record's id.
         * @example bill-0001
         */
        billingId: components['parameters']['BillingId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "Invoiced"
         *     }
         */
        'application/json': components['schemas']['BillingRecordUpdateInput'];
      };
    };
    responses: {
      /** @description The updated billing record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "bill-0001",
           *         "invoiceNumber": "INV-2026-000001",
           *         "case": {
           *           "caseID": "case-0015",
           *           "caseRecordId": "CUG-2026-0007"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "patientName": "Amelia Haddad",
           *         "billingComponent": 2,
           *         "billingComponentLabel": "Global/Whole Case (PC+TC)",
           *         "cptCodes": [
           *           "88305"
           *         ],
           *         "amountCents": 29225,
           *         "currency": "USD",
           *         "status": "Invoiced",
           *         "payer": {
           *           "id": "anthem",
           *           "name": "Anthem Blue Cross"
           *         },
           *         "serviceDate": "2026-06-27",
           *         "invoiceDate": "2026-11-23",
           *         "dueDate": "2026-12-23",
           *         "paidAt": null,
           *         "voidedAt": null,
           *         "voidReason": null,
           *         "notes": "Patient asked for an itemised statement.",
           *         "createdBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         },
           *         "createdAt": "2026-07-02T17:42:02.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.931Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['BillingRecordEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listEnquiries: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['PageParam'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSizeParam'];
        /** @description Field to sort by. */
        sort?: 'createdAt' | 'updatedAt' | 'name' | 'organisation' | 'status';
        /** @description Sort direction. */
        order?: components['parameters']['OrderParam'];
        /** @description Matches the name, email or organisation. */
        search?: string;
        /** @description Only leads with this status (list A). */
        status?: components['schemas']['LeadStatus'];
        /** @description Only leads at this stage (list B). */
        stage?: components['schemas']['LeadStatusB'];
        /** @description Only leads from this source. */
        leadSource?: components['schemas']['LeadSource'];
        /** @description Only leads wanting this service. */
        service?: components['schemas']['Service'];
        /** @description Only leads in this country. */
        country?: components['schemas']['Country'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of enquiries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "enq-0015",
           *             "salutation": "Mr.",
           *             "firstName": "Rosa",
           *             "lastName": "Rossi",
           *             "email": "rosa.rossi.15@leads.demo.test",
           *             "phone": "+1 (597) 555-6559",
           *             "organisation": "Pinecrest Surgical Associates",
           *             "organisationKind": "Clinic/Facility",
           *             "country": "US",
           *             "state": "NC",
           *             "service": "Send Out",
           *             "caseScope": "professional_component",
           *             "leadSource": "Inbound Email",
           *             "status": "Active",
           *             "stage": "active",
           *             "message": null,
           *             "notes": "Spoke on the phone; see CRM for details.",
           *             "followUps": [
           *               {
           *                 "id": "enq-0015-note-1",
           *                 "text": "First call: interested, asked for pricing.",
           *                 "createdAt": "2026-11-10T22:36:34.000Z",
           *                 "createdBy": {
           *                   "id": "usr-admin",
           *                   "name": "Alex Morgan"
           *                 }
           *               }
           *             ],
           *             "createdAt": "2026-11-09T22:36:34.000Z",
           *             "updatedAt": "2026-11-12T22:36:34.000Z"
           *           },
           *           {
           *             "id": "enq-0002",
           *             "salutation": "Dr.",
           *             "firstName": "Benjamin",
           *             "lastName": "Okonkwo",
           *             "email": "benjamin.okonkwo.2@leads.demo.test",
           *             "phone": "+1 (937) 555-7667",
           *             "organisation": "Red River Pathology Lab",
           *             "organisationKind": "Pathologist Group",
           *             "country": "US",
           *             "state": "OH",
           *             "service": "Send Out",
           *             "caseScope": "technical_component",
           *             "leadSource": "Website",
           *             "status": "Interested",
           *             "stage": "interested",
           *             "message": null,
           *             "notes": "Spoke on the phone; see CRM for details.",
           *             "followUps": [
           *               {
           *                 "id": "enq-0002-note-1",
           *                 "text": "First call: interested, asked for pricing.",
           *                 "createdAt": "2026-11-01T03:48:31.000Z",
           *                 "createdBy": {
           *                   "id": "usr-admin",
           *                   "name": "Alex Morgan"
           *                 }
           *               }
           *             ],
           *             "createdAt": "2026-10-31T03:48:31.000Z",
           *             "updatedAt": "2026-11-15T12:00:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 2,
           *         "total": 48,
           *         "totalPages": 24
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['EnquiryListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "salutation": "Dr.",
         *       "firstName": "Helen",
         *       "lastName": "Carter",
         *       "email": "helen.carter@example.org",
         *       "phone": "+1 (617) 555-0142",
         *       "organisation": "Back Bay Pathology Partners",
         *       "organisationKind": "Pathologist Group",
         *       "country": "US",
         *       "state": "MA",
         *       "service": "Pick Up",
         *       "caseScope": "all",
         *       "message": "We would like to read cases for your facilities."
         *     }
         */
        'application/json': components['schemas']['EnquiryInput'];
      };
    };
    responses: {
      /** @description The enquiry was received. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Thank you for your enquiry. Our team will contact you shortly.",
           *       "data": {
           *         "id": "enq-0049",
           *         "salutation": "Dr.",
           *         "firstName": "Helen",
           *         "lastName": "Carter",
           *         "email": "helen.carter@example.org",
           *         "phone": "+1 (617) 555-0142",
           *         "organisation": "Back Bay Pathology Partners",
           *         "organisationKind": "Pathologist Group",
           *         "country": "US",
           *         "state": "MA",
           *         "service": "Pick Up",
           *         "caseScope": "all",
           *         "leadSource": "Website",
           *         "status": "Prospect",
           *         "stage": "prospect",
           *         "message": "We would like to read cases for your facilities.",
           *         "notes": null,
           *         "followUps": [],
           *         "createdAt": "2026-11-23T11:16:56.957Z",
           *         "updatedAt": "2026-11-23T11:16:56.957Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['EnquiryEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The enquiry's id.
         * @example enq-0001
         */
        enquiryId: components['parameters']['EnquiryId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The enquiry. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "enq-0001",
           *         "salutation": "Dr.",
           *         "firstName": "Jonas",
           *         "lastName": "Xu",
           *         "email": "jonas.xu.1@leads.demo.test",
           *         "phone": "+1 (554) 555-1836",
           *         "organisation": "Pinecrest Surgical Associates",
           *         "organisationKind": "Pathology Lab",
           *         "country": "US",
           *         "state": "OH",
           *         "service": "Both",
           *         "caseScope": "only_full_global_cases",
           *         "leadSource": "Website",
           *         "status": "Prospect",
           *         "stage": "prospect",
           *         "message": "Please send us information about turnaround times and pricing.",
           *         "notes": null,
           *         "followUps": [],
           *         "createdAt": "2026-07-08T11:31:33.000Z",
           *         "updatedAt": "2026-07-27T11:31:33.000Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['EnquiryEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The enquiry's id.
         * @example enq-0001
         */
        enquiryId: components['parameters']['EnquiryId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "Interested",
         *       "stage": "interested",
         *       "notes": "Call back on Monday."
         *     }
         */
        'application/json': components['schemas']['EnquiryUpdateInput'];
      };
    };
    responses: {
      /** @description The updated enquiry. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "id": "enq-0001",
           *         "salutation": "Dr.",
           *         "firstName": "Jonas",
           *         "lastName": "Xu",
           *         "email": "jonas.xu.1@leads.demo.test",
           *         "phone": "+1 (554) 555-1836",
           *         "organisation": "Pinecrest Surgical Associates",
           *         "organisationKind": "Pathology Lab",
           *         "country": "US",
           *         "state": "OH",
           *         "service": "Both",
           *         "caseScope": "only_full_global_cases",
           *         "leadSource": "Website",
           *         "status": "Interested",
           *         "stage": "interested",
           *         "message": "Please send us information about turnaround times and pricing.",
           *         "notes": "Call back on Monday.",
           *         "followUps": [],
           *         "createdAt": "2026-07-08T11:31:33.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.979Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['EnquiryEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addEnquiryNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The enquiry's id.
         * @example enq-0001
         */
        enquiryId: components['parameters']['EnquiryId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "text": "Called back; they want a demo next week."
         *     }
         */
        'application/json': components['schemas']['EnquiryNoteInput'];
      };
    };
    responses: {
      /** @description The enquiry with the new note. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Note added.",
           *       "data": {
           *         "id": "enq-0001",
           *         "salutation": "Dr.",
           *         "firstName": "Jonas",
           *         "lastName": "Xu",
           *         "email": "jonas.xu.1@leads.demo.test",
           *         "phone": "+1 (554) 555-1836",
           *         "organisation": "Pinecrest Surgical Associates",
           *         "organisationKind": "Pathology Lab",
           *         "country": "US",
           *         "state": "OH",
           *         "service": "Both",
           *         "caseScope": "only_full_global_cases",
           *         "leadSource": "Website",
           *         "status": "Prospect",
           *         "stage": "prospect",
           *         "message": "Please send us information about turnaround times and pricing.",
           *         "notes": null,
           *         "followUps": [
           *           {
           *             "id": "enq-0001-note-1",
           *             "text": "Called back; they want a demo next week.",
           *             "createdAt": "2026-11-23T11:16:56.996Z",
           *             "createdBy": {
           *               "id": "usr-admin",
           *               "name": "Alex Morgan"
           *             }
           *           }
           *         ],
           *         "createdAt": "2026-07-08T11:31:33.000Z",
           *         "updatedAt": "2026-11-23T11:16:56.996Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['EnquiryEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCountries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The countries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "value": "US",
           *           "label": "United States",
           *           "group": null
           *         },
           *         {
           *           "value": "Canada",
           *           "label": "Canada",
           *           "group": null
           *         },
           *         {
           *           "value": "Other",
           *           "label": "Other",
           *           "group": null
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ReferenceListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listUsStates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The states and territories. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "value": "AL",
           *           "label": "Alabama",
           *           "group": "State"
           *         },
           *         {
           *           "value": "AK",
           *           "label": "Alaska",
           *           "group": "State"
           *         },
           *         {
           *           "value": "AZ",
           *           "label": "Arizona",
           *           "group": "State"
           *         },
           *         {
           *           "value": "AR",
           *           "label": "Arkansas",
           *           "group": "State"
           *         },
           *         {
           *           "value": "CA",
           *           "label": "California",
           *           "group": "State"
           *         },
           *         {
           *           "value": "CO",
           *           "label": "Colorado",
           *           "group": "State"
           *         },
           *         {
           *           "value": "CT",
           *           "label": "Connecticut",
           *           "group": "State"
           *         },
           *         {
           *           "value": "DE",
           *           "label": "Delaware",
           *           "group": "State"
           *         },
           *         {
           *           "value": "FL",
           *           "label": "Florida",
           *           "group": "State"
           *         },
           *         {
           *           "value": "GA",
           *           "label": "Georgia",
           *           "group": "State"
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ReferenceListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCanadianProvinces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The provinces and territories. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "value": "AB",
           *           "label": "Alberta",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "BC",
           *           "label": "British Columbia",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "MB",
           *           "label": "Manitoba",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "NB",
           *           "label": "New Brunswick",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "NL",
           *           "label": "Newfoundland and Labrador",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "NS",
           *           "label": "Nova Scotia",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "ON",
           *           "label": "Ontario",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "PE",
           *           "label": "Prince Edward Island",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "QC",
           *           "label": "Quebec",
           *           "group": "Province"
           *         },
           *         {
           *           "value": "SK",
           *           "label": "Saskatchewan",
           *           "group": "Province"
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ReferenceListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listInsurancePayers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "value": "aetna",
           *           "label": "Aetna",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "anthem",
           *           "label": "Anthem Blue Cross",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "bcbs",
           *           "label": "Blue Cross Blue Shield",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "cigna",
           *           "label": "Cigna",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "humana",
           *           "label": "Humana",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "uhc",
           *           "label": "UnitedHealthcare",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "kaiser",
           *           "label": "Kaiser Permanente",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "centene",
           *           "label": "Centene (Ambetter)",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "molina",
           *           "label": "Molina Healthcare",
           *           "group": "Commercial"
           *         },
           *         {
           *           "value": "highmark",
           *           "label": "Highmark",
           *           "group": "Commercial"
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ReferenceListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSubspecialties: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subspecialties. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "value": "Breast",
           *           "label": "Breast",
           *           "group": null
           *         },
           *         {
           *           "value": "Cardiovascular",
           *           "label": "Cardiovascular",
           *           "group": null
           *         },
           *         {
           *           "value": "Cytopathology",
           *           "label": "Cytopathology",
           *           "group": null
           *         },
           *         {
           *           "value": "Dermatopathology",
           *           "label": "Dermatopathology",
           *           "group": null
           *         },
           *         {
           *           "value": "Endocrine",
           *           "label": "Endocrine",
           *           "group": null
           *         },
           *         {
           *           "value": "Gastrointestinal",
           *           "label": "Gastrointestinal",
           *           "group": null
           *         },
           *         {
           *           "value": "Genitourinary",
           *           "label": "Genitourinary",
           *           "group": null
           *         },
           *         {
           *           "value": "Gynecologic",
           *           "label": "Gynecologic",
           *           "group": null
           *         },
           *         {
           *           "value": "Head and Neck",
           *           "label": "Head and Neck",
           *           "group": null
           *         },
           *         {
           *           "value": "Hematopathology",
           *           "label": "Hematopathology",
           *           "group": null
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ReferenceListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSpecialStains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The special stains. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "value": "AFB (Ziehl-Neelsen)",
           *           "label": "AFB (Ziehl-Neelsen)",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "Alcian Blue",
           *           "label": "Alcian Blue",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "Alcian Blue/PAS",
           *           "label": "Alcian Blue/PAS",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "Colloidal Iron",
           *           "label": "Colloidal Iron",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "Congo Red",
           *           "label": "Congo Red",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "Elastic (Verhoeff-Van Gieson)",
           *           "label": "Elastic (Verhoeff-Van Gieson)",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "Fite",
           *           "label": "Fite",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "Fontana-Masson",
           *           "label": "Fontana-Masson",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "Giemsa",
           *           "label": "Giemsa",
           *           "group": "Special stain"
           *         },
           *         {
           *           "value": "GMS (Grocott Methenamine Silver)",
           *           "label": "GMS (Grocott Methenamine Silver)",
           *           "group": "Special stain"
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ReferenceListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listIhcMarkers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The markers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "value": "CD3",
           *           "label": "CD3",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD4",
           *           "label": "CD4",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD5",
           *           "label": "CD5",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD8",
           *           "label": "CD8",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD10",
           *           "label": "CD10",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD15",
           *           "label": "CD15",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD19",
           *           "label": "CD19",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD20",
           *           "label": "CD20",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD23",
           *           "label": "CD23",
           *           "group": "Lymphoid"
           *         },
           *         {
           *           "value": "CD30",
           *           "label": "CD30",
           *           "group": "Lymphoid"
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ReferenceListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSlideOrderOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "value": "he-recut",
           *           "label": "H&E Recut",
           *           "group": "Recut"
           *         },
           *         {
           *           "value": "he-deeper-x1",
           *           "label": "H&E Deeper Cuts x1",
           *           "group": "Recut"
           *         },
           *         {
           *           "value": "he-deeper-x2",
           *           "label": "H&E Deeper Cuts x2",
           *           "group": "Recut"
           *         },
           *         {
           *           "value": "he-deeper-x3",
           *           "label": "H&E Deeper Cuts x3",
           *           "group": "Recut"
           *         },
           *         {
           *           "value": "he-levels-x3",
           *           "label": "H&E Levels x3",
           *           "group": "Recut"
           *         },
           *         {
           *           "value": "unstained-x1",
           *           "label": "Unstained Slides x1",
           *           "group": "Unstained"
           *         },
           *         {
           *           "value": "unstained-x2",
           *           "label": "Unstained Slides x2",
           *           "group": "Unstained"
           *         },
           *         {
           *           "value": "unstained-x5",
           *           "label": "Unstained Slides x5",
           *           "group": "Unstained"
           *         },
           *         {
           *           "value": "unstained-x10",
           *           "label": "Unstained Slides x10",
           *           "group": "Unstained"
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ReferenceListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getFileRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload rules. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "attachmentExtensions": [
           *           ".jpeg",
           *           ".jpg",
           *           ".png",
           *           ".pdf",
           *           ".doc",
           *           ".docx"
           *         ],
           *         "attachmentContentTypes": [
           *           "image/jpeg",
           *           "image/png",
           *           "application/pdf",
           *           "application/msword",
           *           "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
           *         ],
           *         "attachmentMaxBytes": 20971520,
           *         "attachmentTypeMessage": "Only JPG, PNG, PDF and Word documents are allowed.",
           *         "slideImageExtensions": [
           *           ".jpg",
           *           ".jpeg",
           *           ".tif",
           *           ".tiff",
           *           ".ndpi",
           *           ".mrxs",
           *           ".isyntax",
           *           ".svs",
           *           ".dcm",
           *           ".vms"
           *         ],
           *         "slideImageMaxBytes": 2147483648
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['FileRulesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDeliveries: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['PageParam'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSizeParam'];
        /** @description Only deliveries in this status. */
        status?: components['schemas']['DeliveryStatus'];
        /** @description Only this case's deliveries. */
        caseId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of deliveries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "dlv-000001",
           *             "case": {
           *               "caseID": "case-0013",
           *               "caseRecordId": "CUG-2026-0004"
           *             },
           *             "facility": {
           *               "id": "fac-009",
           *               "name": "Cascade Urology Group"
           *             },
           *             "reportVersion": 1,
           *             "messageType": "ORU^R01",
           *             "controlId": "PB00000001",
           *             "status": "failed",
           *             "attempts": 5,
           *             "nextAttemptAt": null,
           *             "lastAttemptAt": "2026-11-27T04:16:06.120Z",
           *             "ackCode": "AE",
           *             "ackText": "Unknown receiving facility",
           *             "endpoint": "lis.cascade-urology.example:2575",
           *             "history": [
           *               {
           *                 "at": "2026-11-27T03:34:06.000Z",
           *                 "outcome": "rejected",
           *                 "ackCode": "AE",
           *                 "ackText": "Unknown receiving facility",
           *                 "endpoint": "lis.cascade-urology.example:2575",
           *                 "controlId": "PB00000001"
           *               },
           *               {
           *                 "at": "2026-11-27T03:34:36.000Z",
           *                 "outcome": "rejected",
           *                 "ackCode": "AE",
           *                 "ackText": "Unknown receiving facility",
           *                 "endpoint": "lis.cascade-urology.example:2575",
           *                 "controlId": "PB00000001"
           *               },
           *               {
           *                 "at": "2026-11-27T03:36:36.000Z",
           *                 "outcome": "rejected",
           *                 "ackCode": "AE",
           *                 "ackText": "Unknown receiving facility",
           *                 "endpoint": "lis.cascade-urology.example:2575",
           *                 "controlId": "PB00000001"
           *               },
           *               {
           *                 "at": "2026-11-27T03:44:36.000Z",
           *                 "outcome": "rejected",
           *                 "ackCode": "AE",
           *                 "ackText": "Unknown receiving facility",
           *                 "endpoint": "lis.cascade-urology.example:2575",
           *                 "controlId": "PB00000001"
           *               },
           *               {
           *                 "at": "2026-11-27T04:16:06.000Z",
           *                 "outcome": "rejected",
           *                 "ackCode": "AE",
           *                 "ackText": "Unknown receiving facility",
           *                 "endpoint": "lis.cascade-urology.example:2575",
           *                 "controlId": "PB00000001"
           *               }
           *             ],
           *             "historyDropped": 0,
           *             "createdAt": "2026-11-27T03:34:04.694Z",
           *             "updatedAt": "2026-11-27T04:16:06.140Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 20,
           *         "total": 1,
           *         "totalPages": 1
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['DeliveryListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  retryDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The delivery, queued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "The delivery is queued to be sent again.",
           *       "data": {
           *         "id": "dlv-000001",
           *         "case": {
           *           "caseID": "case-0013",
           *           "caseRecordId": "CUG-2026-0004"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "reportVersion": 1,
           *         "messageType": "ORU^R01",
           *         "controlId": "PB00000001",
           *         "status": "queued",
           *         "attempts": 0,
           *         "nextAttemptAt": "2026-11-27T04:20:00.000Z",
           *         "lastAttemptAt": "2026-11-27T03:34:06.120Z",
           *         "ackCode": "AE",
           *         "ackText": "Unknown receiving facility",
           *         "endpoint": "lis.cascade-urology.example:2575",
           *         "history": [
           *           {
           *             "at": "2026-11-27T03:34:06.000Z",
           *             "outcome": "rejected",
           *             "ackCode": "AE",
           *             "ackText": "Unknown receiving facility",
           *             "endpoint": "lis.cascade-urology.example:2575",
           *             "controlId": "PB00000001"
           *           },
           *           {
           *             "at": "2026-11-27T03:34:36.000Z",
           *             "outcome": "rejected",
           *             "ackCode": "AE",
           *             "ackText": "Unknown receiving facility",
           *             "endpoint": "lis.cascade-urology.example:2575",
           *             "controlId": "PB00000001"
           *           },
           *           {
           *             "at": "2026-11-27T03:36:36.000Z",
           *             "outcome": "rejected",
           *             "ackCode": "AE",
           *             "ackText": "Unknown receiving facility",
           *             "endpoint": "lis.cascade-urology.example:2575",
           *             "controlId": "PB00000001"
           *           },
           *           {
           *             "at": "2026-11-27T03:44:36.000Z",
           *             "outcome": "rejected",
           *             "ackCode": "AE",
           *             "ackText": "Unknown receiving facility",
           *             "endpoint": "lis.cascade-urology.example:2575",
           *             "controlId": "PB00000001"
           *           },
           *           {
           *             "at": "2026-11-27T04:16:06.000Z",
           *             "outcome": "rejected",
           *             "ackCode": "AE",
           *             "ackText": "Unknown receiving facility",
           *             "endpoint": "lis.cascade-urology.example:2575",
           *             "controlId": "PB00000001"
           *           }
           *         ],
           *         "historyDropped": 0,
           *         "createdAt": "2026-11-27T03:34:04.694Z",
           *         "updatedAt": "2026-11-27T03:34:06.140Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['DeliveryEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "resourceType": "Bundle",
         *       "type": "collection",
         *       "entry": [
         *         {
         *           "fullUrl": "urn:uuid:6f1c1a56-8f0e-4c55-9f0b-0c1b2e3d4f50",
         *           "resource": {
         *             "resourceType": "ServiceRequest",
         *             "identifier": [
         *               {
         *                 "type": {
         *                   "coding": [
         *                     {
         *                       "system": "http://terminology.hl7.org/CodeSystem/v2-0203",
         *                       "code": "PLAC"
         *                     }
         *                   ]
         *                 },
         *                 "system": "urn:oid:2.16.840.1.113883.3.1234.1",
         *                 "value": "ORD-20261127-0042"
         *               }
         *             ],
         *             "status": "active",
         *             "intent": "order",
         *             "priority": "routine",
         *             "code": {
         *               "text": "Surgical pathology consultation"
         *             },
         *             "subject": {
         *               "reference": "urn:uuid:0b0a7c1e-3c1d-4a4e-8f0e-5a6b7c8d9e01"
         *             },
         *             "specimen": [
         *               {
         *                 "reference": "urn:uuid:3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b02"
         *               }
         *             ],
         *             "note": [
         *               {
         *                 "text": "Breast mass, left, 2 cm."
         *               }
         *             ]
         *           }
         *         },
         *         {
         *           "fullUrl": "urn:uuid:0b0a7c1e-3c1d-4a4e-8f0e-5a6b7c8d9e01",
         *           "resource": {
         *             "resourceType": "Patient",
         *             "identifier": [
         *               {
         *                 "type": {
         *                   "coding": [
         *                     {
         *                       "system": "http://terminology.hl7.org/CodeSystem/v2-0203",
         *                       "code": "MR"
         *                     }
         *                   ]
         *                 },
         *                 "value": "MRN-5520"
         *               }
         *             ],
         *             "name": [
         *               {
         *                 "family": "Okafor",
         *                 "given": [
         *                   "Adaeze"
         *                 ]
         *               }
         *             ],
         *             "gender": "female",
         *             "birthDate": "1968-04-12"
         *           }
         *         },
         *         {
         *           "fullUrl": "urn:uuid:3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b02",
         *           "resource": {
         *             "resourceType": "Specimen",
         *             "identifier": [
         *               {
         *                 "value": "S26-1190-A"
         *               }
         *             ],
         *             "type": {
         *               "text": "Core needle biopsy"
         *             },
         *             "collection": {
         *               "collectedDateTime": "2026-11-26",
         *               "bodySite": {
         *                 "text": "Breast, left"
         *               }
         *             }
         *           }
         *         }
         *       ]
         *     }
         */
        'application/fhir+json': components['schemas']['FhirOrderBundle'];
      };
    };
    responses: {
      /**
       * @description An order of a placer order number received before: its case, unchanged (the same order), changed (a
       *     Draft, other content) or cancelled (a revoked ServiceRequest of a Draft; or sent again).
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "This order was already received.",
           *       "data": {
           *         "caseID": "case-3fa2b1c0d9e8",
           *         "caseRecordId": "RCH-2026-0041",
           *         "placerOrderNumber": "ORD-20261127-0042",
           *         "status": "Draft",
           *         "created": false
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['OrderIntakeEnvelope'];
        };
      };
      /** @description A new order: its draft case. */
      201: {
        headers: {
          /** @description The case's address, `/api/cases/{caseId}` (getCase). */
          Location: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Order received as a draft case.",
           *       "data": {
           *         "caseID": "case-3fa2b1c0d9e8",
           *         "caseRecordId": "RCH-2026-0041",
           *         "placerOrderNumber": "ORD-20261127-0042",
           *         "status": "Draft",
           *         "created": true
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['OrderIntakeEnvelope'];
        };
      };
      /** @description The body is not JSON, or not a valid FHIR R4 Bundle of an order. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "resourceType": "OperationOutcome",
           *       "issue": [
           *         {
           *           "severity": "error",
           *           "code": "structure",
           *           "diagnostics": "Invalid date format",
           *           "expression": [
           *             "Bundle.entry[1].resource.birthDate"
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/fhir+json': components['schemas']['OperationOutcome'];
        };
      };
      /**
       * @description No credential (a bare `Bearer` challenge), or not the current credential of a facility (`Bearer
       *     error="invalid_token"`, RFC 6750: a rotated-out credential is refused so).
       */
      401: {
        headers: {
          'WWW-Authenticate': string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "resourceType": "OperationOutcome",
           *       "issue": [
           *         {
           *           "severity": "error",
           *           "code": "login",
           *           "diagnostics": "Send the facility's API credential as a Bearer token."
           *         }
           *       ]
           *     }
           */
          'application/fhir+json': components['schemas']['OperationOutcome'];
        };
      };
      /**
       * @description A SMART access token without the scope `system/ServiceRequest.c` (issue code `forbidden`, the scope
       *     named in the diagnostics; decision 133).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "resourceType": "OperationOutcome",
           *       "issue": [
           *         {
           *           "severity": "error",
           *           "code": "forbidden",
           *           "diagnostics": "This access token lacks the scope system/ServiceRequest.c."
           *         }
           *       ]
           *     }
           */
          'application/fhir+json': components['schemas']['OperationOutcome'];
        };
      };
      405: components['responses']['MethodNotAllowed'];
      /**
       * @description A change or a cancel its case can no longer follow (decision 118): the case has been sent out, or (for
       *     a change) was cancelled. Issue code `business-rule`; nothing changes.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "resourceType": "OperationOutcome",
           *       "issue": [
           *         {
           *           "severity": "error",
           *           "code": "business-rule",
           *           "diagnostics": "Case RCH-2026-0041 has been sent out: the order can no longer be cancelled.",
           *           "expression": [
           *             "ServiceRequest.status"
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/fhir+json': components['schemas']['OperationOutcome'];
        };
      };
      /** @description The Bundle is larger than this operation's bound (1 MB, its `x-max-body-bytes`); issue code `too-long`. None of it past the bound was read, and nothing was created. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "resourceType": "OperationOutcome",
           *       "issue": [
           *         {
           *           "severity": "error",
           *           "code": "too-long",
           *           "diagnostics": "The request body is larger than 1 MB."
           *         }
           *       ]
           *     }
           */
          'application/fhir+json': components['schemas']['OperationOutcome'];
        };
      };
      /** @description A Content-Type other than `application/fhir+json` (or `application/json`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "resourceType": "OperationOutcome",
           *       "issue": [
           *         {
           *           "severity": "error",
           *           "code": "not-supported",
           *           "diagnostics": "Send the order as application/fhir+json."
           *         }
           *       ]
           *     }
           */
          'application/fhir+json': components['schemas']['OperationOutcome'];
        };
      };
      /**
       * @description A valid Bundle that lacks what a case needs (a placer order number, a patient's birth date, a
       *     specimen…), or a cancel of a placer order number never received (issue code `not-found`).
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "resourceType": "OperationOutcome",
           *       "issue": [
           *         {
           *           "severity": "error",
           *           "code": "required",
           *           "diagnostics": "The ServiceRequest needs an identifier of type PLAC (the placer order number).",
           *           "expression": [
           *             "Bundle.entry[0].resource.identifier"
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/fhir+json': components['schemas']['OperationOutcome'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSynopticTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every template, in title order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "id": "breast-core-biopsy",
           *           "version": 1,
           *           "title": "Breast, core needle biopsy: invasive carcinoma",
           *           "caseTypes": [
           *             "surgical"
           *           ],
           *           "items": [
           *             {
           *               "id": "histologic-type",
           *               "label": "Histologic type",
           *               "kind": "choice",
           *               "required": true,
           *               "coding": {
           *                 "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-item",
           *                 "code": "histologic-type",
           *                 "display": "Histologic type"
           *               },
           *               "answers": [
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "invasive-nst",
           *                   "display": "Invasive carcinoma of no special type (ductal)"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "invasive-lobular",
           *                   "display": "Invasive lobular carcinoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "mixed-ductal-lobular",
           *                   "display": "Mixed ductal and lobular carcinoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "mucinous",
           *                   "display": "Mucinous carcinoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "tubular",
           *                   "display": "Tubular carcinoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "other",
           *                   "display": "Other (see comment)"
           *                 }
           *               ],
           *               "unit": null,
           *               "minimum": null,
           *               "maximum": null
           *             },
           *             {
           *               "id": "histologic-grade",
           *               "label": "Histologic grade (Nottingham)",
           *               "kind": "choice",
           *               "required": true,
           *               "coding": {
           *                 "system": "http://loinc.org",
           *                 "code": "33732-9",
           *                 "display": "Histology grade [Identifier] in Cancer specimen"
           *               },
           *               "answers": [
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "grade-1",
           *                   "display": "Grade 1 (score 3–5)"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "grade-2",
           *                   "display": "Grade 2 (score 6–7)"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "grade-3",
           *                   "display": "Grade 3 (score 8–9)"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "cannot-be-assessed",
           *                   "display": "Cannot be assessed"
           *                 }
           *               ],
           *               "unit": null,
           *               "minimum": null,
           *               "maximum": null
           *             }
           *           ]
           *         },
           *         {
           *           "id": "colorectal-resection",
           *           "version": 1,
           *           "title": "Colon and rectum, resection: carcinoma",
           *           "caseTypes": [
           *             "gastrointestinal",
           *             "surgical"
           *           ],
           *           "items": [
           *             {
           *               "id": "tumour-site",
           *               "label": "Tumour site",
           *               "kind": "choice",
           *               "required": true,
           *               "coding": {
           *                 "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-item",
           *                 "code": "tumour-site",
           *                 "display": "Tumour site"
           *               },
           *               "answers": [
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "caecum",
           *                   "display": "Caecum"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "ascending",
           *                   "display": "Ascending colon"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "transverse",
           *                   "display": "Transverse colon"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "descending",
           *                   "display": "Descending colon"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "sigmoid",
           *                   "display": "Sigmoid colon"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "rectum",
           *                   "display": "Rectum"
           *                 }
           *               ],
           *               "unit": null,
           *               "minimum": null,
           *               "maximum": null
           *             },
           *             {
           *               "id": "histologic-type",
           *               "label": "Histologic type",
           *               "kind": "choice",
           *               "required": true,
           *               "coding": {
           *                 "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-item",
           *                 "code": "histologic-type",
           *                 "display": "Histologic type"
           *               },
           *               "answers": [
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "adenocarcinoma",
           *                   "display": "Adenocarcinoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "mucinous",
           *                   "display": "Mucinous adenocarcinoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "signet-ring",
           *                   "display": "Signet-ring cell carcinoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "other",
           *                   "display": "Other (see comment)"
           *                 }
           *               ],
           *               "unit": null,
           *               "minimum": null,
           *               "maximum": null
           *             }
           *           ]
           *         },
           *         {
           *           "id": "prostate-needle-biopsy",
           *           "version": 1,
           *           "title": "Prostate, needle biopsies: adenocarcinoma",
           *           "caseTypes": [
           *             "surgical"
           *           ],
           *           "items": [
           *             {
           *               "id": "grade-group",
           *               "label": "Grade group",
           *               "kind": "choice",
           *               "required": true,
           *               "coding": {
           *                 "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-item",
           *                 "code": "grade-group",
           *                 "display": "Grade group"
           *               },
           *               "answers": [
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "gg-1",
           *                   "display": "Grade group 1 (Gleason 3+3=6)"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "gg-2",
           *                   "display": "Grade group 2 (Gleason 3+4=7)"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "gg-3",
           *                   "display": "Grade group 3 (Gleason 4+3=7)"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "gg-4",
           *                   "display": "Grade group 4 (Gleason 8)"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "gg-5",
           *                   "display": "Grade group 5 (Gleason 9–10)"
           *                 }
           *               ],
           *               "unit": null,
           *               "minimum": null,
           *               "maximum": null
           *             },
           *             {
           *               "id": "cores-involved",
           *               "label": "Cores involved",
           *               "kind": "number",
           *               "required": true,
           *               "coding": {
           *                 "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-item",
           *                 "code": "cores-involved",
           *                 "display": "Cores involved"
           *               },
           *               "answers": [],
           *               "unit": "{#}",
           *               "minimum": 0,
           *               "maximum": 40
           *             }
           *           ]
           *         },
           *         {
           *           "id": "skin-melanoma-excision",
           *           "version": 1,
           *           "title": "Skin, excision: melanoma",
           *           "caseTypes": [
           *             "dermatopathology"
           *           ],
           *           "items": [
           *             {
           *               "id": "histologic-subtype",
           *               "label": "Histologic subtype",
           *               "kind": "choice",
           *               "required": true,
           *               "coding": {
           *                 "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-item",
           *                 "code": "histologic-subtype",
           *                 "display": "Histologic subtype"
           *               },
           *               "answers": [
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "superficial-spreading",
           *                   "display": "Superficial spreading melanoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "nodular",
           *                   "display": "Nodular melanoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "lentigo-maligna",
           *                   "display": "Lentigo maligna melanoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "acral-lentiginous",
           *                   "display": "Acral lentiginous melanoma"
           *                 },
           *                 {
           *                   "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-answer",
           *                   "code": "other",
           *                   "display": "Other (see comment)"
           *                 }
           *               ],
           *               "unit": null,
           *               "minimum": null,
           *               "maximum": null
           *             },
           *             {
           *               "id": "breslow-thickness",
           *               "label": "Breslow thickness",
           *               "kind": "number",
           *               "required": true,
           *               "coding": {
           *                 "system": "https://pathbridge.example/fhir/CodeSystem/synoptic-item",
           *                 "code": "breslow-thickness",
           *                 "display": "Breslow thickness"
           *               },
           *               "answers": [],
           *               "unit": "mm",
           *               "minimum": 0,
           *               "maximum": 100
           *             }
           *           ]
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SynopticTemplateListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getEnumerations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The enumerations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "salutation": [
           *           {
           *             "value": "None",
           *             "label": "None"
           *           },
           *           {
           *             "value": "Mr.",
           *             "label": "Mr."
           *           },
           *           {
           *             "value": "Ms.",
           *             "label": "Ms."
           *           },
           *           {
           *             "value": "Mrs.",
           *             "label": "Mrs."
           *           },
           *           {
           *             "value": "Dr.",
           *             "label": "Dr."
           *           },
           *           {
           *             "value": "Prof.",
           *             "label": "Prof."
           *           },
           *           {
           *             "value": "Mx.",
           *             "label": "Mx."
           *           }
           *         ],
           *         "organisationKind": [
           *           {
           *             "value": "Pathology Lab",
           *             "label": "Pathology Lab"
           *           },
           *           {
           *             "value": "Pathologist Group",
           *             "label": "Pathologist Group"
           *           },
           *           {
           *             "value": "Clinic/Facility",
           *             "label": "Clinic/Facility"
           *           },
           *           {
           *             "value": "Other",
           *             "label": "Other"
           *           }
           *         ],
           *         "leadSource": [
           *           {
           *             "value": "Website",
           *             "label": "Website"
           *           },
           *           {
           *             "value": "Email Campaign",
           *             "label": "Email Campaign"
           *           },
           *           {
           *             "value": "Inbound Email",
           *             "label": "Inbound Email"
           *           },
           *           {
           *             "value": "Conference",
           *             "label": "Conference"
           *           },
           *           {
           *             "value": "Other",
           *             "label": "Other"
           *           }
           *         ],
           *         "leadStatus": [
           *           {
           *             "value": "Prospect",
           *             "label": "Prospect"
           *           },
           *           {
           *             "value": "Ineligible",
           *             "label": "Ineligible"
           *           },
           *           {
           *             "value": "Interested",
           *             "label": "Interested"
           *           },
           *           {
           *             "value": "Follow_up",
           *             "label": "Follow up"
           *           },
           *           {
           *             "value": "Not_Interested",
           *             "label": "Not Interested"
           *           },
           *           {
           *             "value": "ProvisionallyActive",
           *             "label": "Provisionally Active"
           *           },
           *           {
           *             "value": "Active",
           *             "label": "Active"
           *           },
           *           {
           *             "value": "Deactivated",
           *             "label": "Deactivated"
           *           }
           *         ],
           *         "leadStatusB": [
           *           {
           *             "value": "prospect",
           *             "label": "Prospect"
           *           },
           *           {
           *             "value": "interested",
           *             "label": "Interested"
           *           },
           *           {
           *             "value": "follow_up",
           *             "label": "Follow up"
           *           },
           *           {
           *             "value": "not_interested",
           *             "label": "Not interested"
           *           },
           *           {
           *             "value": "onboarding_in_progress",
           *             "label": "Onboarding in progress"
           *           },
           *           {
           *             "value": "active",
           *             "label": "Active"
           *           }
           *         ],
           *         "service": [
           *           {
           *             "value": "Send Out",
           *             "label": "Send Out"
           *           },
           *           {
           *             "value": "Pick Up",
           *             "label": "Pick Up"
           *           },
           *           {
           *             "value": "Both",
           *             "label": "Both"
           *           }
           *         ],
           *         "caseScope": [
           *           {
           *             "value": "only_full_global_cases",
           *             "label": "Only full (global) cases"
           *           },
           *           {
           *             "value": "professional_component",
           *             "label": "Professional component"
           *           },
           *           {
           *             "value": "technical_component",
           *             "label": "Technical component"
           *           },
           *           {
           *             "value": "all",
           *             "label": "All"
           *           }
           *         ],
           *         "taskType": [
           *           {
           *             "value": 1,
           *             "label": "General"
           *           },
           *           {
           *             "value": 2,
           *             "label": "QA"
           *           },
           *           {
           *             "value": 3,
           *             "label": "Onboarding"
           *           }
           *         ],
           *         "taskStatus": [
           *           {
           *             "value": "Open",
           *             "label": "Open"
           *           },
           *           {
           *             "value": "InProgress",
           *             "label": "In Progress"
           *           },
           *           {
           *             "value": "Completed",
           *             "label": "Completed"
           *           },
           *           {
           *             "value": "Cancelled",
           *             "label": "Cancelled"
           *           }
           *         ],
           *         "taskPriority": [
           *           {
           *             "value": "Low",
           *             "label": "Low"
           *           },
           *           {
           *             "value": "Normal",
           *             "label": "Normal"
           *           },
           *           {
           *             "value": "High",
           *             "label": "High"
           *           },
           *           {
           *             "value": "Urgent",
           *             "label": "Urgent"
           *           }
           *         ],
           *         "ownerGroup": [
           *           {
           *             "value": "Operator",
           *             "label": "Operator"
           *           },
           *           {
           *             "value": "Facility",
           *             "label": "Facility"
           *           },
           *           {
           *             "value": "Both",
           *             "label": "Both"
           *           }
           *         ],
           *         "billingComponent": [
           *           {
           *             "value": 0,
           *             "label": "Professional Component (PC)"
           *           },
           *           {
           *             "value": 1,
           *             "label": "Technical Component (TC)"
           *           },
           *           {
           *             "value": 2,
           *             "label": "Global/Whole Case (PC+TC)"
           *           }
           *         ],
           *         "billingStatus": [
           *           {
           *             "value": "Draft",
           *             "label": "Draft"
           *           },
           *           {
           *             "value": "Invoiced",
           *             "label": "Invoiced"
           *           },
           *           {
           *             "value": "Paid",
           *             "label": "Paid"
           *           },
           *           {
           *             "value": "Void",
           *             "label": "Void"
           *           }
           *         ],
           *         "currency": [
           *           {
           *             "value": "USD",
           *             "label": "USD"
           *           },
           *           {
           *             "value": "CAD",
           *             "label": "CAD"
           *           }
           *         ],
           *         "caseRelation": [
           *           {
           *             "value": "Standalone",
           *             "label": "Standalone"
           *           },
           *           {
           *             "value": "Parent",
           *             "label": "Parent"
           *           },
           *           {
           *             "value": "Child",
           *             "label": "Child"
           *           },
           *           {
           *             "value": "Other",
           *             "label": "Other"
           *           }
           *         ],
           *         "attachmentSlot": [
           *           {
           *             "value": "clinicalHistoryLetter",
           *             "label": "Clinical history letter"
           *           },
           *           {
           *             "value": "labReports",
           *             "label": "Lab reports"
           *           },
           *           {
           *             "value": "radiologyEndoscopyOperation",
           *             "label": "Radiology / endoscopy / operation report"
           *           },
           *           {
           *             "value": "otherClinical",
           *             "label": "Other clinical file"
           *           },
           *           {
           *             "value": "primaryPhysician",
           *             "label": "Primary physician attachment"
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['EnumerationsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  saveReportDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "primaryDiagnosis": "Invasive ductal carcinoma",
         *       "grossDescription": "Received in formalin, three tan cores.",
         *       "microscopicDescription": null,
         *       "comments": null,
         *       "cptCodes": [
         *         "88305"
         *       ],
         *       "billingComponent": 0
         *     }
         */
        'application/json': components['schemas']['ReportDraftInput'];
      };
    };
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Draft saved.",
           *       "data": {
           *         "caseID": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "status": "Assigned",
           *         "type": {
           *           "name": "cytology",
           *           "displayName": "Cytopathology"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "createdBy": {
           *           "id": "usr-staff-009",
           *           "name": "Cascade Urology Group staff"
           *         },
           *         "assignedProvider": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "patientInfo": {
           *           "firstName": "Quinn",
           *           "lastName": "Kim",
           *           "birthDate": "1956-07-13",
           *           "gender": "Female",
           *           "race": "Hispanic or Latino",
           *           "mrn": "MRN-962314"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0013-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Pleural fluid",
           *             "subsite": null,
           *             "specimenType": "Body fluid",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-06-12",
           *             "collectionTime": "11:45",
           *             "subsections": [
           *               {
           *                 "id": "case-0013-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "hamamatsu-test3-TRITC-2-560.ndpi",
           *                     "fileContent": "blob-hamamatsu-test3-tritc-2-560"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Changing pigmented lesion over six months.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": {
           *           "primaryDiagnosis": "Invasive ductal carcinoma",
           *           "grossDescription": "Received in formalin, three tan cores.",
           *           "microscopicDescription": null,
           *           "comments": null,
           *           "cptCodes": [
           *             "88305"
           *           ],
           *           "billingComponent": 0,
           *           "savedAt": "2026-11-27T02:33:33.420Z",
           *           "savedBy": {
           *             "id": "usr-provider",
           *             "name": "Maya Okafor"
           *           },
           *           "synoptic": null
           *         },
           *         "billingComponent": 2,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "wellcare",
           *         "createdAt": "2026-06-13T08:30:10.000Z",
           *         "updatedAt": "2026-11-27T02:33:33.420Z",
           *         "sentOutAt": "2026-06-14T07:30:10.000Z",
           *         "assignedAt": "2026-06-15T17:30:10.000Z",
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-06-17T00:00:00.000Z",
           *         "dueState": "Overdue"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addReportAddendum: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "Immunohistochemistry results",
         *       "text": "ER positive (95%, strong), PR positive (60%, moderate), HER2 negative (1+)."
         *     }
         */
        'application/json': components['schemas']['ReportAddendumInput'];
      };
    };
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Addendum added.",
           *       "data": {
           *         "caseID": "case-0217",
           *         "caseRecordId": "CUG-2026-0001",
           *         "status": "SignOutCompleted",
           *         "type": {
           *           "name": "hematopathology",
           *           "displayName": "Hematopathology"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "createdBy": {
           *           "id": "usr-staff-009",
           *           "name": "Cascade Urology Group staff"
           *         },
           *         "assignedProvider": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "patientInfo": {
           *           "firstName": "Jamal",
           *           "lastName": "Xu",
           *           "birthDate": "1948-04-09",
           *           "gender": "Other",
           *           "race": "Asian",
           *           "mrn": "MRN-130398"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0217-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Bone marrow, iliac crest",
           *             "subsite": null,
           *             "specimenType": "Bone marrow biopsy",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-05-17",
           *             "collectionTime": "08:30",
           *             "subsections": [
           *               {
           *                 "id": "case-0217-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "aperio-jp2k33005-tcga-cr-7395-01a-01-ts1.svs",
           *                     "fileContent": "blob-aperio-jp2k33005-tcga-cr-7395-01a-01-ts1"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Lymphadenopathy with night sweats.",
           *         "primaryDiagnosis": "Reactive follicular hyperplasia.",
           *         "finalReport": {
           *           "version": 2,
           *           "primaryDiagnosis": "Reactive follicular hyperplasia.",
           *           "grossDescription": "Received in formalin in one part, each labelled with the patient's name and site; entirely submitted.",
           *           "microscopicDescription": "Sections show the features summarised in the diagnosis.",
           *           "comments": null,
           *           "cptCodes": [
           *             "88305"
           *           ],
           *           "billingComponent": 2,
           *           "signedOutAt": "2026-05-25T20:12:42.000Z",
           *           "signedOutBy": {
           *             "id": "usr-provider",
           *             "name": "Maya Okafor"
           *           },
           *           "signerCredentials": {
           *             "salutation": "Dr.",
           *             "specialty": "Pathology",
           *             "licensedStates": [
           *               "AZ",
           *               "CA",
           *               "CO",
           *               "KS",
           *               "MA",
           *               "NC",
           *               "NY",
           *               "OR",
           *               "TX",
           *               "WA"
           *             ]
           *           },
           *           "addenda": [
           *             {
           *               "version": 2,
           *               "reason": "Immunohistochemistry results",
           *               "text": "ER positive (95%, strong), PR positive (60%, moderate), HER2 negative (1+).",
           *               "addedAt": "2026-11-27T02:33:33.802Z",
           *               "addedBy": {
           *                 "id": "usr-provider",
           *                 "name": "Maya Okafor"
           *               },
           *               "adderCredentials": {
           *                 "salutation": "Dr.",
           *                 "specialty": "Pathology",
           *                 "licensedStates": [
           *                   "AZ",
           *                   "CA",
           *                   "CO",
           *                   "KS",
           *                   "MA",
           *                   "NC",
           *                   "NY",
           *                   "OR",
           *                   "TX",
           *                   "WA"
           *                 ]
           *               },
           *               "synoptic": null
           *             }
           *           ],
           *           "synoptic": null
           *         },
           *         "reportDraft": null,
           *         "billingComponent": 2,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "tricare",
           *         "createdAt": "2026-05-20T03:12:42.000Z",
           *         "updatedAt": "2026-11-27T02:33:33.802Z",
           *         "sentOutAt": "2026-05-21T03:12:42.000Z",
           *         "assignedAt": "2026-05-22T20:12:42.000Z",
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-05-27T03:12:42.000Z",
           *         "dueState": "OnTime"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getReportPdf: {
    parameters: {
      query?: {
        /**
         * @description The report's version, 1 to the current one (default the current one).
         * @example 1
         */
        version?: number;
        /**
         * @description The IANA time zone the dates are written in (default UTC).
         * @example America/New_York
         */
        tz?: string;
      };
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report's PDF. */
      200: {
        headers: {
          /** @description `attachment; filename="…"; filename*=UTF-8''…`, the name `RCH-2026-0001-report-v2.pdf`. */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateCasePrimaryDiagnosis: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "primaryDiagnosis": "Invasive ductal carcinoma, grade 2."
         *     }
         */
        'application/json': components['schemas']['PrimaryDiagnosisInput'];
      };
    };
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "status": "Assigned",
           *         "type": {
           *           "name": "cytology",
           *           "displayName": "Cytopathology"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "createdBy": {
           *           "id": "usr-staff-009",
           *           "name": "Cascade Urology Group staff"
           *         },
           *         "assignedProvider": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "patientInfo": {
           *           "firstName": "Quinn",
           *           "lastName": "Kim",
           *           "birthDate": "1956-07-13",
           *           "gender": "Female",
           *           "race": "Hispanic or Latino",
           *           "mrn": "MRN-962314"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0013-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Pleural fluid",
           *             "subsite": null,
           *             "specimenType": "Body fluid",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-06-12",
           *             "collectionTime": "11:45",
           *             "subsections": [
           *               {
           *                 "id": "case-0013-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "hamamatsu-test3-TRITC-2-560.ndpi",
           *                     "fileContent": "blob-hamamatsu-test3-tritc-2-560"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Changing pigmented lesion over six months.",
           *         "primaryDiagnosis": "Invasive ductal carcinoma, grade 2.",
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 2,
           *         "caseRelation": "Standalone",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "wellcare",
           *         "createdAt": "2026-06-13T08:30:10.000Z",
           *         "updatedAt": "2026-11-25T18:55:36.956Z",
           *         "sentOutAt": "2026-06-14T07:30:10.000Z",
           *         "assignedAt": "2026-06-15T17:30:10.000Z",
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": "2026-06-17T00:00:00.000Z",
           *         "dueState": "Overdue"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateCaseClinicalInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "clinicalInfo": "Palpable mass, 2 cm; prior benign biopsy in 2021."
         *     }
         */
        'application/json': components['schemas']['ClinicalInfoInput'];
      };
    };
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0241",
           *         "caseRecordId": "RCH-2026-0009",
           *         "status": "Draft",
           *         "type": {
           *           "name": "dermatopathology",
           *           "displayName": "Dermatopathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "assignedProvider": null,
           *         "patientInfo": {
           *           "firstName": "Farid",
           *           "lastName": "Nakamura",
           *           "birthDate": "1989-05-25",
           *           "gender": "Female",
           *           "race": "White",
           *           "mrn": "MRN-325642"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0241-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Skin, scalp",
           *             "subsite": null,
           *             "specimenType": "Excision",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-07-03",
           *             "collectionTime": "16:00",
           *             "subsections": [
           *               {
           *                 "id": "case-0241-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "synthetic-pyramid-boxes.tiff",
           *                     "fileContent": "blob-synthetic-pyramid-boxes"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "Palpable mass, 2 cm; prior benign biopsy in 2021.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 2,
           *         "caseRelation": "Other",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "aetna",
           *         "createdAt": "2026-07-06T01:27:01.000Z",
           *         "updatedAt": "2026-11-25T18:55:37.047Z",
           *         "sentOutAt": null,
           *         "assignedAt": null,
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": null,
           *         "dueState": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateCaseBillingComponent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "billingComponent": 0
         *     }
         */
        'application/json': components['schemas']['BillingComponentInput'];
      };
    };
    responses: {
      /** @description The case after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0241",
           *         "caseRecordId": "RCH-2026-0009",
           *         "status": "Draft",
           *         "type": {
           *           "name": "dermatopathology",
           *           "displayName": "Dermatopathology"
           *         },
           *         "facility": {
           *           "id": "fac-001",
           *           "name": "Riverside Community Hospital"
           *         },
           *         "createdBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "assignedProvider": null,
           *         "patientInfo": {
           *           "firstName": "Farid",
           *           "lastName": "Nakamura",
           *           "birthDate": "1989-05-25",
           *           "gender": "Female",
           *           "race": "White",
           *           "mrn": "MRN-325642"
           *         },
           *         "slides": [
           *           {
           *             "specimenID": "case-0241-S1",
           *             "facilitySpecimenID": "A",
           *             "bodysite": "Skin, scalp",
           *             "subsite": null,
           *             "specimenType": "Excision",
           *             "totalNumberSlides": 1,
           *             "specimenCollectionDate": "2026-07-03",
           *             "collectionTime": "16:00",
           *             "subsections": [
           *               {
           *                 "id": "case-0241-S1-B1",
           *                 "displayId": "A1",
           *                 "slideType": "H&E",
           *                 "slideCount": 1,
           *                 "facilityId": "A1",
           *                 "stain": "H&E",
           *                 "isRequested": false,
           *                 "requireRescan": false,
           *                 "requireRescanReason": null,
           *                 "slideOrders": [],
           *                 "images": [
           *                   {
           *                     "fileName": "synthetic-pyramid-boxes.tiff",
           *                     "fileContent": "blob-synthetic-pyramid-boxes"
           *                   }
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "clinicalInfo": "History of prior excision; rule out recurrence.",
           *         "primaryDiagnosis": null,
           *         "finalReport": null,
           *         "reportDraft": null,
           *         "billingComponent": 0,
           *         "caseRelation": "Other",
           *         "slideDelivery": "Upload_the_Slide_Images",
           *         "insurancePayer": "aetna",
           *         "createdAt": "2026-07-06T01:27:01.000Z",
           *         "updatedAt": "2026-11-25T18:55:37.159Z",
           *         "sentOutAt": null,
           *         "assignedAt": null,
           *         "cancelledAt": null,
           *         "priority": "Routine",
           *         "dueAt": null,
           *         "dueState": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCaseRelations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The relations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0111",
           *         "caseRelation": "Child",
           *         "parent": {
           *           "caseID": "case-0177",
           *           "caseRecordId": "PWHC-2026-0002",
           *           "status": "SignOutCompleted"
           *         },
           *         "children": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseRelationsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateCaseRelations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "caseRelation": "Child",
         *       "parentCaseId": "case-0021"
         *     }
         */
        'application/json': components['schemas']['CaseRelationsInput'];
      };
    };
    responses: {
      /** @description The relations after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Case relations updated.",
           *       "data": {
           *         "caseID": "case-0241",
           *         "caseRelation": "Child",
           *         "parent": {
           *           "caseID": "case-0265",
           *           "caseRecordId": "RCH-2026-0001",
           *           "status": "Available"
           *         },
           *         "children": []
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseRelationsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCaseAttachments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The attachments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "id": "att-0000000000000045",
           *           "caseID": "case-0241",
           *           "slot": "otherClinical",
           *           "fileName": "Referral notes.pdf",
           *           "contentType": "application/pdf",
           *           "sizeBytes": 712,
           *           "sha256": "1c33b27145d6075f12548a59e1ea77a006906213511d3e1527f7709e08127545",
           *           "uploadedBy": {
           *             "id": "usr-facility",
           *             "name": "Riverside Community Hospital staff"
           *           },
           *           "uploadedAt": "2026-07-06T02:27:01.000Z"
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseAttachmentListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  uploadCaseAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CaseAttachmentUpload'];
      };
    };
    responses: {
      /** @description The stored attachment. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "File uploaded.",
           *       "data": {
           *         "id": "att-45dd56ae6ea43894",
           *         "caseID": "case-0241",
           *         "slot": "clinicalHistoryLetter",
           *         "fileName": "Clinical history.pdf",
           *         "contentType": "application/pdf",
           *         "sizeBytes": 125,
           *         "sha256": "d5e20c175d0649dd3ed2f8fff6322119d5d18c6ad603adce1cdb5025028ae382",
           *         "uploadedBy": {
           *           "id": "usr-facility",
           *           "name": "Daniel Reyes"
           *         },
           *         "uploadedAt": "2026-11-23T11:16:57.430Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseAttachmentEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      /** @description The file is larger than 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The file is larger than 20 MB.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The file type is not accepted. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "Only JPG, PNG, PDF and Word documents are allowed.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadCaseAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The attachment's server-generated id.
         * @example att-0000000000000000
         */
        attachmentId: components['parameters']['AttachmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description `attachment; filename="…"; filename*=UTF-8''…` with the sanitized name. */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
          'image/jpeg': unknown;
          'image/png': unknown;
          'application/msword': unknown;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteCaseAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The attachment's server-generated id.
         * @example att-0000000000000000
         */
        attachmentId: components['parameters']['AttachmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The removed attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Attachment removed.",
           *       "data": {
           *         "id": "att-0000000000000045",
           *         "caseID": "case-0241",
           *         "slot": "otherClinical",
           *         "fileName": "Referral notes.pdf",
           *         "contentType": "application/pdf",
           *         "sizeBytes": 712,
           *         "sha256": "1c33b27145d6075f12548a59e1ea77a006906213511d3e1527f7709e08127545",
           *         "uploadedBy": {
           *           "id": "usr-facility",
           *           "name": "Riverside Community Hospital staff"
           *         },
           *         "uploadedAt": "2026-07-06T02:27:01.000Z"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CaseAttachmentEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  uploadSubsectionImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The subsection's id (`Subsection.id`).
         * @example case-0001-S1-B1
         */
        subsectionId: components['parameters']['SubsectionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['SlideImageUpload'];
      };
    };
    responses: {
      /** @description The stored image. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Slide image uploaded.",
           *       "data": {
           *         "caseID": "case-0241",
           *         "specimenID": "case-0241-S1",
           *         "subsectionId": "case-0241-S1-B1",
           *         "image": {
           *           "fileName": "biopsy-A1.jpg",
           *           "fileContent": "sld-5693250375e7e107"
           *         },
           *         "contentType": "image/jpeg",
           *         "sizeBytes": 134
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['UploadedSlideImageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      /** @description The file is larger than the limit. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The slide image is larger than 2 GB.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The file is not a supported slide image. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "Only slide images are allowed (.jpg, .jpeg, .tif, .tiff, .ndpi, .mrxs, .isyntax, .svs, .dcm, .vms, .vmu, .scn, .vsi, .bif, .czi, .zvi, .svslide, .ome.tiff).",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createSlideUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The subsection's id (`Subsection.id`).
         * @example case-0001-S1-B1
         */
        subsectionId: components['parameters']['SubsectionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "fileName": "biopsy-A1.svs",
         *       "sizeBytes": 1073741824
         *     }
         */
        'application/json': components['schemas']['SlideUploadRequest'];
      };
    };
    responses: {
      /** @description The signed tus creation URL. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "uploadUrl": "http://127.0.0.1:4010/slide-uploads/eyJjIjoiY2FzZS0wMjQxIiwicyI6ImNhc2UtMDI0MS1TMS1CMSIsInUiOiJ1c3ItZmFjaWxpdHkiLCJuIjoiYmlvcHN5LUExLnN2cyIsInoiOjEwNzM3NDE4MjR9/1795519083/ea33siD79AxFr9v3sfjufFDcV-A1iB-6zbgbs-ldeWE",
           *         "expiresAt": "2026-11-24T11:18:03.000Z",
           *         "maxBytes": 2147483648
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SlideUploadGrantEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      /** @description The file (`sizeBytes`) is larger than the limit, or the request body itself is larger than 256 KB (the document's `x-max-body-bytes`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The slide image is larger than 2 GB.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The file name is not a supported slide image. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "Only slide images are allowed (.jpg, .jpeg, .tif, .tiff, .ndpi, .mrxs, .isyntax, .svs, .dcm, .vms, .vmu, .scn, .vsi, .bif, .czi, .zvi, .svslide, .ome.tiff).",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  attachArchiveSeries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The subsection's id (`Subsection.id`).
         * @example case-0001-S1-B1
         */
        subsectionId: components['parameters']['SubsectionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "studyInstanceUid": "1.2.826.0.1.3680043.8.498.10",
         *       "seriesInstanceUid": "1.2.826.0.1.3680043.8.498.11"
         *     }
         */
        'application/json': components['schemas']['ArchiveSeriesLink'];
      };
    };
    responses: {
      /** @description The image added to the subsection. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Slide series added from the image archive.",
           *       "data": {
           *         "caseID": "case-0241",
           *         "specimenID": "case-0241-S1",
           *         "subsectionId": "case-0241-S1-B1",
           *         "image": {
           *           "fileName": "H&E",
           *           "fileContent": "sld-5693250375e7e107"
           *         },
           *         "contentType": "application/dicom",
           *         "sizeBytes": 0
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['UploadedSlideImageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      /** @description The archive refused the search, answered as something other than DICOMweb, or could not be reached. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The image archive could not be reached (ECONNREFUSED): check the address with your PACS administrator.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      503: components['responses']['ServiceUnavailable'];
      /** @description The archive did not answer in time. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": false,
           *       "message": "The image archive did not answer within 10 seconds: it may be down, or a firewall may be holding the connection. Try again, or check the address with your PACS administrator.",
           *       "data": null,
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  retrySlideArchiveStore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description A slide image of the case, by its file reference (`fileContent` in the case data).
         * @example blob-demo-01
         */
        imageId: components['parameters']['ImageId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The store queued again; its state now. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "The slide is queued to be stored in the image archive again.",
           *       "data": {
           *         "state": "Queued",
           *         "message": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SlideArchiveStorageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSlideAnnotations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description A slide image of the case, by its file reference (`fileContent` in the case data).
         * @example blob-demo-01
         */
        imageId: components['parameters']['ImageId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The slide's annotations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "caseID": "case-0013",
           *         "imageId": "blob-demo-01",
           *         "revision": 4,
           *         "rulers": [
           *           {
           *             "id": "seed-case-0013-ruler-1",
           *             "mode": "straight",
           *             "rect": {
           *               "x": 800,
           *               "y": 900,
           *               "width": 500,
           *               "height": 250
           *             },
           *             "label": "—",
           *             "visible": true
           *           },
           *           {
           *             "id": "seed-case-0013-ruler-2",
           *             "mode": "coordinate",
           *             "rect": {
           *               "x": 2200,
           *               "y": 1800,
           *               "width": 500,
           *               "height": 500
           *             },
           *             "label": "—",
           *             "visible": true
           *           }
           *         ],
           *         "patches": [
           *           {
           *             "id": "seed-case-0013-patch-1",
           *             "note": "Atypical glands at the margin",
           *             "color": "#7cfc00",
           *             "isPoint": false,
           *             "size": {
           *               "x": 1400,
           *               "y": 1050,
           *               "width": 500,
           *               "height": 500
           *             },
           *             "widthInClient": 120
           *           },
           *           {
           *             "id": "seed-case-0013-patch-2",
           *             "note": "Mitotic figure",
           *             "color": "#ff4500",
           *             "isPoint": true,
           *             "size": {
           *               "x": 2400,
           *               "y": 750
           *             },
           *             "widthInClient": 0
           *           }
           *         ],
           *         "events": [
           *           {
           *             "event": {
           *               "type": "measurement/added",
           *               "id": "seed-case-0013-evt-1",
           *               "at": 1794657660000,
           *               "origin": "user",
           *               "ruler": {
           *                 "id": "seed-case-0013-ruler-1",
           *                 "mode": "straight",
           *                 "rect": {
           *                   "x": 800,
           *                   "y": 900,
           *                   "width": 500,
           *                   "height": 250
           *                 },
           *                 "label": "—",
           *                 "visible": true
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-14T12:00:00.000Z"
           *           },
           *           {
           *             "event": {
           *               "type": "measurement/added",
           *               "id": "seed-case-0013-evt-2",
           *               "at": 1794657720000,
           *               "origin": "user",
           *               "ruler": {
           *                 "id": "seed-case-0013-ruler-2",
           *                 "mode": "coordinate",
           *                 "rect": {
           *                   "x": 2200,
           *                   "y": 1800,
           *                   "width": 500,
           *                   "height": 500
           *                 },
           *                 "label": "—",
           *                 "visible": true
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-14T12:00:00.000Z"
           *           },
           *           {
           *             "event": {
           *               "type": "patch/added",
           *               "id": "seed-case-0013-evt-3",
           *               "at": 1794657780000,
           *               "origin": "user",
           *               "patch": {
           *                 "id": "seed-case-0013-patch-1",
           *                 "note": "Atypical glands at the margin",
           *                 "color": "#7cfc00",
           *                 "isPoint": false,
           *                 "size": {
           *                   "x": 1400,
           *                   "y": 1050,
           *                   "width": 500,
           *                   "height": 500
           *                 },
           *                 "widthInClient": 120
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-14T12:00:00.000Z"
           *           },
           *           {
           *             "event": {
           *               "type": "patch/added",
           *               "id": "seed-case-0013-evt-4",
           *               "at": 1794657840000,
           *               "origin": "user",
           *               "patch": {
           *                 "id": "seed-case-0013-patch-2",
           *                 "note": "Mitotic figure",
           *                 "color": "#ff4500",
           *                 "isPoint": true,
           *                 "size": {
           *                   "x": 2400,
           *                   "y": 750
           *                 },
           *                 "widthInClient": 0
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-14T12:00:00.000Z"
           *           }
           *         ],
           *         "canEdit": true,
           *         "readOnlyReason": null,
           *         "updatedAt": "2026-11-14T12:00:00.000Z",
           *         "updatedBy": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SlideAnnotationsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  saveSlideAnnotations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description A slide image of the case, by its file reference (`fileContent` in the case data).
         * @example blob-demo-01
         */
        imageId: components['parameters']['ImageId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "events": [
         *         {
         *           "type": "measurement/added",
         *           "id": "evt-example-ruler",
         *           "at": 1795510800000,
         *           "origin": "user",
         *           "ruler": {
         *             "id": "ruler-example",
         *             "mode": "straight",
         *             "rect": {
         *               "x": 100,
         *               "y": 100,
         *               "width": 400,
         *               "height": 300
         *             },
         *             "label": "125.000 μm",
         *             "visible": true
         *           }
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['SaveAnnotationsInput'];
      };
    };
    responses: {
      /** @description The merged annotations after the batch. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Annotations saved.",
           *       "data": {
           *         "caseID": "case-0013",
           *         "imageId": "blob-demo-01",
           *         "revision": 5,
           *         "rulers": [
           *           {
           *             "id": "seed-case-0013-ruler-1",
           *             "mode": "straight",
           *             "rect": {
           *               "x": 800,
           *               "y": 900,
           *               "width": 500,
           *               "height": 250
           *             },
           *             "label": "—",
           *             "visible": true
           *           },
           *           {
           *             "id": "seed-case-0013-ruler-2",
           *             "mode": "coordinate",
           *             "rect": {
           *               "x": 2200,
           *               "y": 1800,
           *               "width": 500,
           *               "height": 500
           *             },
           *             "label": "—",
           *             "visible": true
           *           },
           *           {
           *             "id": "ruler-example",
           *             "mode": "straight",
           *             "rect": {
           *               "x": 100,
           *               "y": 100,
           *               "width": 400,
           *               "height": 300
           *             },
           *             "label": "125.000 μm",
           *             "visible": true
           *           }
           *         ],
           *         "patches": [
           *           {
           *             "id": "seed-case-0013-patch-1",
           *             "note": "Atypical glands at the margin",
           *             "color": "#7cfc00",
           *             "isPoint": false,
           *             "size": {
           *               "x": 1400,
           *               "y": 1050,
           *               "width": 500,
           *               "height": 500
           *             },
           *             "widthInClient": 120
           *           },
           *           {
           *             "id": "seed-case-0013-patch-2",
           *             "note": "Mitotic figure",
           *             "color": "#ff4500",
           *             "isPoint": true,
           *             "size": {
           *               "x": 2400,
           *               "y": 750
           *             },
           *             "widthInClient": 0
           *           }
           *         ],
           *         "events": [
           *           {
           *             "event": {
           *               "type": "measurement/added",
           *               "id": "seed-case-0013-evt-1",
           *               "at": 1794657660000,
           *               "origin": "user",
           *               "ruler": {
           *                 "id": "seed-case-0013-ruler-1",
           *                 "mode": "straight",
           *                 "rect": {
           *                   "x": 800,
           *                   "y": 900,
           *                   "width": 500,
           *                   "height": 250
           *                 },
           *                 "label": "—",
           *                 "visible": true
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-14T12:00:00.000Z"
           *           },
           *           {
           *             "event": {
           *               "type": "measurement/added",
           *               "id": "seed-case-0013-evt-2",
           *               "at": 1794657720000,
           *               "origin": "user",
           *               "ruler": {
           *                 "id": "seed-case-0013-ruler-2",
           *                 "mode": "coordinate",
           *                 "rect": {
           *                   "x": 2200,
           *                   "y": 1800,
           *                   "width": 500,
           *                   "height": 500
           *                 },
           *                 "label": "—",
           *                 "visible": true
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-14T12:00:00.000Z"
           *           },
           *           {
           *             "event": {
           *               "type": "patch/added",
           *               "id": "seed-case-0013-evt-3",
           *               "at": 1794657780000,
           *               "origin": "user",
           *               "patch": {
           *                 "id": "seed-case-0013-patch-1",
           *                 "note": "Atypical glands at the margin",
           *                 "color": "#7cfc00",
           *                 "isPoint": false,
           *                 "size": {
           *                   "x": 1400,
           *                   "y": 1050,
           *                   "width": 500,
           *                   "height": 500
           *                 },
           *                 "widthInClient": 120
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-14T12:00:00.000Z"
           *           },
           *           {
           *             "event": {
           *               "type": "patch/added",
           *               "id": "seed-case-0013-evt-4",
           *               "at": 1794657840000,
           *               "origin": "user",
           *               "patch": {
           *                 "id": "seed-case-0013-patch-2",
           *                 "note": "Mitotic figure",
           *                 "color": "#ff4500",
           *                 "isPoint": true,
           *                 "size": {
           *                   "x": 2400,
           *                   "y": 750
           *                 },
           *                 "widthInClient": 0
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-14T12:00:00.000Z"
           *           },
           *           {
           *             "event": {
           *               "type": "measurement/added",
           *               "id": "evt-example-ruler",
           *               "at": 1795510800000,
           *               "origin": "user",
           *               "ruler": {
           *                 "id": "ruler-example",
           *                 "mode": "straight",
           *                 "rect": {
           *                   "x": 100,
           *                   "y": 100,
           *                   "width": 400,
           *                   "height": 300
           *                 },
           *                 "label": "125.000 μm",
           *                 "visible": true
           *               }
           *             },
           *             "author": {
           *               "id": "usr-provider",
           *               "name": "Maya Okafor"
           *             },
           *             "receivedAt": "2026-11-23T11:16:57.519Z"
           *           }
           *         ],
           *         "canEdit": true,
           *         "readOnlyReason": null,
           *         "updatedAt": "2026-11-23T11:16:57.519Z",
           *         "updatedBy": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['SlideAnnotationsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSlideRegion: {
    parameters: {
      query: {
        /**
         * @description Left edge, level-0 pixels.
         * @example 0
         */
        x: number;
        /**
         * @description Top edge, level-0 pixels.
         * @example 0
         */
        y: number;
        /**
         * @description Width, level-0 pixels.
         * @example 1024
         */
        width: number;
        /**
         * @description Height, level-0 pixels.
         * @example 1024
         */
        height: number;
        /**
         * @description Width of the answer in pixels (default 512).
         * @example 512
         */
        outWidth?: number;
      };
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description A slide image of the case, by its file reference (`fileContent` in the case data).
         * @example blob-demo-01
         */
        imageId: components['parameters']['ImageId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The region as a PNG. */
      200: {
        headers: {
          /** @description `private, max-age=3600` */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/png': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSlideFile: {
    parameters: {
      query: {
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['LinkExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, the resource kind, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['LinkSignature'];
      };
      header?: {
        /** @description A byte range, e.g. `bytes=0-65535`. */
        Range?: string;
      };
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SlideBytes'];
      206: components['responses']['SlideBytes'];
      /** @description Not modified since the ETag the client holds. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      416: components['responses']['RangeNotSatisfiable'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSlideThumbnail: {
    parameters: {
      query: {
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['LinkExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, the resource kind, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['LinkSignature'];
      };
      header?: never;
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['JpegImage'];
      /** @description Not modified since the ETag the client holds. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSlidePreview: {
    parameters: {
      query: {
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['LinkExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, the resource kind, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['LinkSignature'];
      };
      header?: never;
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['JpegImage'];
      /** @description Not modified since the ETag the client holds. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDeepZoomDescriptor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['PathExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dzi`, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['PathSignature'];
        /**
         * @description `{slideId}.dzi`
         * @example blob-demo-01.dzi
         */
        descriptor: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The descriptor. */
      200: {
        headers: {
          'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="jpg" Overlap="0" TileSize="256">
           *       <Size Width="4000" Height="3000"/>
           *     </Image>
           */
          'application/xml': string;
        };
      };
      /** @description Not modified since the ETag the client holds. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDeepZoomTile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['PathExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dzi`, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['PathSignature'];
        /**
         * @description `{slideId}_files`
         * @example blob-demo-01_files
         */
        tilesFolder: string;
        /**
         * @description Deep Zoom level (0 is 1×1 pixel).
         * @example 0
         */
        level: number;
        /**
         * @description `{column}_{row}.jpg`
         * @example 0_0.jpg
         */
        tile: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['JpegImage'];
      /** @description Not modified since the ETag the client holds. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDicomwebSeriesMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['PathExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dicomweb`, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['DicomwebSignature'];
        /** @description The study of the slide's series (`dicomweb.studyInstanceUid`); any other answers 404. */
        studyInstanceUid: components['parameters']['StudyInstanceUid'];
        /** @description The slide's series (`dicomweb.seriesInstanceUid`); any other answers 404. */
        seriesInstanceUid: components['parameters']['SeriesInstanceUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The DICOM JSON of every instance of the series, as the archive answers it. */
      200: {
        headers: {
          'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
          /** @description `private, max-age={seconds the link has left}` */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/dicom+json': components['schemas']['DicomJsonList'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      406: components['responses']['ArchiveNotAcceptable'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      502: components['responses']['ArchiveFailed'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  searchDicomwebInstances: {
    parameters: {
      query?: {
        /**
         * @description At most this many instances.
         * @example 100
         */
        limit?: number;
        /**
         * @description Skip this many instances first.
         * @example 0
         */
        offset?: number;
        /**
         * @description Further attributes to answer (`all`, or tags and keywords separated by commas).
         * @example 00280008
         */
        includefield?: string;
      };
      header?: never;
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['PathExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dicomweb`, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['DicomwebSignature'];
        /** @description The study of the slide's series (`dicomweb.studyInstanceUid`); any other answers 404. */
        studyInstanceUid: components['parameters']['StudyInstanceUid'];
        /** @description The slide's series (`dicomweb.seriesInstanceUid`); any other answers 404. */
        seriesInstanceUid: components['parameters']['SeriesInstanceUid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The DICOM JSON of the matching instances, as the archive answers it. */
      200: {
        headers: {
          'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
          /** @description `private, max-age={seconds the link has left}` */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/dicom+json': components['schemas']['DicomJsonList'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      406: components['responses']['ArchiveNotAcceptable'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      502: components['responses']['ArchiveFailed'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDicomwebFrames: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['PathExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dicomweb`, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['DicomwebSignature'];
        /** @description The study of the slide's series (`dicomweb.studyInstanceUid`); any other answers 404. */
        studyInstanceUid: components['parameters']['StudyInstanceUid'];
        /** @description The slide's series (`dicomweb.seriesInstanceUid`); any other answers 404. */
        seriesInstanceUid: components['parameters']['SeriesInstanceUid'];
        /** @description An instance of the series (from its metadata). */
        sopInstanceUid: components['parameters']['SopInstanceUid'];
        /**
         * @description One to 32 frame numbers (1-based), separated by commas.
         * @example 1
         */
        frameList: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The frames, one part each, as the archive answers them. */
      200: {
        headers: {
          'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
          /** @description `private, max-age={seconds the link has left}` */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'multipart/related': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      406: components['responses']['ArchiveNotAcceptable'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      502: components['responses']['ArchiveFailed'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDicomwebRendered: {
    parameters: {
      query?: {
        /**
         * @description `{width},{height}` of the answer in pixels.
         * @example 256,256
         */
        viewport?: string;
        /**
         * @description JPEG quality, 1 to 100.
         * @example 90
         */
        quality?: number;
      };
      header?: never;
      path: {
        /**
         * @description The slide's id (the `fileContent` of an image).
         * @example blob-demo-01
         */
        slideId: components['parameters']['SlideId'];
        /**
         * @description When the link stops working, in seconds since the epoch.
         * @example 1795510800
         */
        expires: components['parameters']['PathExpires'];
        /**
         * @description The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dicomweb`, `expires` and that id.
         * @example Qm9kZ3VzU2lnbmF0dXJl
         */
        signature: components['parameters']['DicomwebSignature'];
        /** @description The study of the slide's series (`dicomweb.studyInstanceUid`); any other answers 404. */
        studyInstanceUid: components['parameters']['StudyInstanceUid'];
        /** @description The slide's series (`dicomweb.seriesInstanceUid`); any other answers 404. */
        seriesInstanceUid: components['parameters']['SeriesInstanceUid'];
        /** @description An instance of the series (from its metadata). */
        sopInstanceUid: components['parameters']['SopInstanceUid'];
        /**
         * @description `rendered` (the whole instance) or `thumbnail`.
         * @example rendered
         */
        rendition: 'rendered' | 'thumbnail';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image, as the archive renders it. */
      200: {
        headers: {
          'Access-Control-Allow-Origin': components['headers']['Access-Control-Allow-Origin'];
          /** @description `private, max-age={seconds the link has left}` */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': unknown;
          'image/png': unknown;
          'image/gif': unknown;
          'image/jp2': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      406: components['responses']['ArchiveNotAcceptable'];
      429: components['responses']['SlideTooManyRequests'];
      500: components['responses']['ServerError'];
      502: components['responses']['ArchiveFailed'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAuditEvents: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['PageParam'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSizeParam'];
        /**
         * @description A user's id, or text found (any letter case) in the actor's e-mail or name, or in the e-mail a failed
         *     login tried.
         */
        user?: string;
        /** @description Only records about this case, by its `caseID` or its `caseRecordId` (any letter case). */
        caseId?: string;
        /** @description Only records of this action. */
        action?: components['schemas']['AuditAction'];
        /** @description Only records with this outcome (Denied lists who was refused what). */
        outcome?: components['schemas']['AuditOutcome'];
        /** @description Only records on or after this day (UTC). */
        from?: string;
        /** @description Only records on or before this day (UTC); not before `from` (400). */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the trail. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "aud-00000004",
           *             "at": "2026-11-25T21:04:21.255Z",
           *             "actor": {
           *               "userId": "usr-admin",
           *               "name": "Alex Morgan",
           *               "email": "admin@demo.test",
           *               "role": "Admin"
           *             },
           *             "attemptedEmail": "admin@demo.test",
           *             "action": "LoginSucceeded",
           *             "target": {
           *               "type": "Session",
           *               "id": null
           *             },
           *             "caseId": null,
           *             "caseRecordId": null,
           *             "outcome": "Succeeded",
           *             "status": 200,
           *             "clientAddress": "127.0.0.1",
           *             "detail": null
           *           },
           *           {
           *             "id": "aud-00000003",
           *             "at": "2026-11-25T21:04:21.228Z",
           *             "actor": {
           *               "userId": "usr-provider",
           *               "name": "Maya Okafor",
           *               "email": "provider@demo.test",
           *               "role": "Provider"
           *             },
           *             "attemptedEmail": null,
           *             "action": "SlideOpened",
           *             "target": {
           *               "type": "Slide",
           *               "id": "blob-demo-01"
           *             },
           *             "caseId": "case-0013",
           *             "caseRecordId": "CUG-2026-0004",
           *             "outcome": "Succeeded",
           *             "status": 200,
           *             "clientAddress": "127.0.0.1",
           *             "detail": null
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 3,
           *         "total": 4,
           *         "totalPages": 2
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['AuditEventListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getQualitySettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "rates": [
           *           {
           *             "caseType": "surgical",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "cytology",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "consult",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "dermatopathology",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "hematopathology",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "gastrointestinal",
           *             "ratePercent": 0
           *           }
           *         ],
           *         "updatedAt": null,
           *         "updatedBy": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['QualitySettingsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateQualitySettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "rates": [
         *         {
         *           "caseType": "dermatopathology",
         *           "ratePercent": 5
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['QualitySettingsInput'];
      };
    };
    responses: {
      /** @description The settings after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "QA sampling rates saved.",
           *       "data": {
           *         "rates": [
           *           {
           *             "caseType": "surgical",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "cytology",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "consult",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "dermatopathology",
           *             "ratePercent": 5
           *           },
           *           {
           *             "caseType": "hematopathology",
           *             "ratePercent": 0
           *           },
           *           {
           *             "caseType": "gastrointestinal",
           *             "ratePercent": 0
           *           }
           *         ],
           *         "updatedAt": "2026-11-25T23:46:05.027Z",
           *         "updatedBy": {
           *           "id": "usr-admin",
           *           "name": "Alex Morgan"
           *         }
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['QualitySettingsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getQualityReport: {
    parameters: {
      query?: {
        /** @description The first day (UTC) of the period. */
        from?: string;
        /** @description The last day (UTC) of the period; not before `from` (400). */
        to?: string;
        /** @description 1-based page number of the open reviews (`open`). */
        page?: number;
        /** @description Open reviews per page. */
        pageSize?: number;
        /** @description 1-based page number of the major discordances (`discordances`; decision 114). */
        discordancePage?: number;
        /** @description Major discordances per page. */
        discordancePageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "from": "2026-09-01",
           *         "to": "2026-11-15",
           *         "byProvider": [
           *           {
           *             "key": "usr-prv-029",
           *             "label": "Aisha Abbott",
           *             "reviews": 3,
           *             "agree": 2,
           *             "minor": 1,
           *             "major": 0,
           *             "agreePercent": 66.7
           *           },
           *           {
           *             "key": "usr-prv-032",
           *             "label": "Daniel Walsh",
           *             "reviews": 1,
           *             "agree": 1,
           *             "minor": 0,
           *             "major": 0,
           *             "agreePercent": 100
           *           },
           *           {
           *             "key": "usr-prv-035",
           *             "label": "Dmitri Brennan",
           *             "reviews": 2,
           *             "agree": 1,
           *             "minor": 0,
           *             "major": 1,
           *             "agreePercent": 50
           *           },
           *           {
           *             "key": "usr-prv-015",
           *             "label": "Elena Adeyemi",
           *             "reviews": 1,
           *             "agree": 1,
           *             "minor": 0,
           *             "major": 0,
           *             "agreePercent": 100
           *           },
           *           {
           *             "key": "usr-prv-004",
           *             "label": "Esther Dubois",
           *             "reviews": 1,
           *             "agree": 0,
           *             "minor": 1,
           *             "major": 0,
           *             "agreePercent": 0
           *           },
           *           {
           *             "key": "usr-prv-017",
           *             "label": "Farid Patel",
           *             "reviews": 1,
           *             "agree": 1,
           *             "minor": 0,
           *             "major": 0,
           *             "agreePercent": 100
           *           },
           *           {
           *             "key": "usr-prv-024",
           *             "label": "Hiro Brennan",
           *             "reviews": 1,
           *             "agree": 0,
           *             "minor": 0,
           *             "major": 1,
           *             "agreePercent": 0
           *           },
           *           {
           *             "key": "usr-prv-022",
           *             "label": "Isabel Chen",
           *             "reviews": 1,
           *             "agree": 1,
           *             "minor": 0,
           *             "major": 0,
           *             "agreePercent": 100
           *           },
           *           {
           *             "key": "usr-prv-040",
           *             "label": "Jamal Yilmaz",
           *             "reviews": 2,
           *             "agree": 2,
           *             "minor": 0,
           *             "major": 0,
           *             "agreePercent": 100
           *           },
           *           {
           *             "key": "usr-prv-037",
           *             "label": "Maria Rossi",
           *             "reviews": 4,
           *             "agree": 3,
           *             "minor": 1,
           *             "major": 0,
           *             "agreePercent": 75
           *           }
           *         ],
           *         "byCaseType": [
           *           {
           *             "key": "consult",
           *             "label": "Consultation",
           *             "reviews": 6,
           *             "agree": 4,
           *             "minor": 2,
           *             "major": 0,
           *             "agreePercent": 66.7
           *           },
           *           {
           *             "key": "cytology",
           *             "label": "Cytopathology",
           *             "reviews": 2,
           *             "agree": 2,
           *             "minor": 0,
           *             "major": 0,
           *             "agreePercent": 100
           *           },
           *           {
           *             "key": "dermatopathology",
           *             "label": "Dermatopathology",
           *             "reviews": 4,
           *             "agree": 3,
           *             "minor": 1,
           *             "major": 0,
           *             "agreePercent": 75
           *           },
           *           {
           *             "key": "gastrointestinal",
           *             "label": "GI Pathology",
           *             "reviews": 6,
           *             "agree": 3,
           *             "minor": 1,
           *             "major": 2,
           *             "agreePercent": 50
           *           },
           *           {
           *             "key": "hematopathology",
           *             "label": "Hematopathology",
           *             "reviews": 1,
           *             "agree": 1,
           *             "minor": 0,
           *             "major": 0,
           *             "agreePercent": 100
           *           },
           *           {
           *             "key": "surgical",
           *             "label": "Surgical Pathology",
           *             "reviews": 5,
           *             "agree": 5,
           *             "minor": 0,
           *             "major": 0,
           *             "agreePercent": 100
           *           }
           *         ],
           *         "total": {
           *           "key": "all",
           *           "label": "All reviews",
           *           "reviews": 24,
           *           "agree": 18,
           *           "minor": 4,
           *           "major": 2,
           *           "agreePercent": 75
           *         },
           *         "open": [
           *           {
           *             "id": "qas-seed-027",
           *             "caseId": "case-0059",
           *             "caseRecordId": "HDA-2026-0014",
           *             "caseType": {
           *               "name": "surgical",
           *               "displayName": "Surgical Pathology"
           *             },
           *             "facility": {
           *               "id": "fac-005",
           *               "name": "Harbor Dermatology Associates"
           *             },
           *             "signer": {
           *               "id": "usr-prv-015",
           *               "name": "Elena Adeyemi"
           *             },
           *             "signerDiagnosis": "Invasive ductal carcinoma, grade 2.",
           *             "reviewer": null,
           *             "task": null,
           *             "ratePercent": 5,
           *             "sampledAt": "2026-07-10T09:54:57.000Z",
           *             "state": "Unassigned",
           *             "grade": null,
           *             "gradedAt": null,
           *             "comment": null,
           *             "reviewerDiagnosis": null,
           *             "followUp": null
           *           },
           *           {
           *             "id": "qas-seed-026",
           *             "caseId": "case-0099",
           *             "caseRecordId": "LUMC-2026-0005",
           *             "caseType": {
           *               "name": "cytology",
           *               "displayName": "Cytopathology"
           *             },
           *             "facility": {
           *               "id": "fac-003",
           *               "name": "Lakeshore University Medical Center"
           *             },
           *             "signer": {
           *               "id": "usr-prv-032",
           *               "name": "Daniel Walsh"
           *             },
           *             "signerDiagnosis": "Negative for intraepithelial lesion or malignancy.",
           *             "reviewer": {
           *               "id": "usr-prv-040",
           *               "name": "Jamal Yilmaz"
           *             },
           *             "task": {
           *               "id": "task-0102",
           *               "taskNumber": "TSK-000102",
           *               "status": "Open",
           *               "assignee": {
           *                 "id": "usr-prv-040",
           *                 "name": "Jamal Yilmaz"
           *               }
           *             },
           *             "ratePercent": 5,
           *             "sampledAt": "2026-11-12T12:00:00.000Z",
           *             "state": "Open",
           *             "grade": null,
           *             "gradedAt": null,
           *             "comment": null,
           *             "reviewerDiagnosis": null,
           *             "followUp": null
           *           },
           *           {
           *             "id": "qas-seed-025",
           *             "caseId": "case-0378",
           *             "caseRecordId": "CUG-2026-0011",
           *             "caseType": {
           *               "name": "consult",
           *               "displayName": "Consultation"
           *             },
           *             "facility": {
           *               "id": "fac-009",
           *               "name": "Cascade Urology Group"
           *             },
           *             "signer": {
           *               "id": "usr-prv-018",
           *               "name": "Tara Walsh"
           *             },
           *             "signerDiagnosis": "Agree with outside diagnosis of leiomyoma.",
           *             "reviewer": {
           *               "id": "usr-prv-033",
           *               "name": "Zoe Tanaka"
           *             },
           *             "task": {
           *               "id": "task-0101",
           *               "taskNumber": "TSK-000101",
           *               "status": "Open",
           *               "assignee": {
           *                 "id": "usr-prv-033",
           *                 "name": "Zoe Tanaka"
           *               }
           *             },
           *             "ratePercent": 5,
           *             "sampledAt": "2026-11-14T12:00:00.000Z",
           *             "state": "Open",
           *             "grade": null,
           *             "gradedAt": null,
           *             "comment": null,
           *             "reviewerDiagnosis": null,
           *             "followUp": null
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 20,
           *         "openTotal": 3,
           *         "openTotalPages": 1,
           *         "discordancePage": 1,
           *         "discordancePageSize": 20,
           *         "discordanceTotal": 2,
           *         "discordanceTotalPages": 1,
           *         "discordances": [
           *           {
           *             "id": "qas-seed-016",
           *             "caseId": "case-0339",
           *             "caseRecordId": "HDA-2026-0009",
           *             "caseType": {
           *               "name": "gastrointestinal",
           *               "displayName": "GI Pathology"
           *             },
           *             "facility": {
           *               "id": "fac-005",
           *               "name": "Harbor Dermatology Associates"
           *             },
           *             "signer": {
           *               "id": "usr-prv-024",
           *               "name": "Hiro Brennan"
           *             },
           *             "signerDiagnosis": "Tubular adenoma, low-grade dysplasia.",
           *             "reviewer": {
           *               "id": "usr-prv-035",
           *               "name": "Dmitri Brennan"
           *             },
           *             "task": {
           *               "id": "task-0090",
           *               "taskNumber": "TSK-000090",
           *               "status": "Completed",
           *               "assignee": {
           *                 "id": "usr-prv-035",
           *                 "name": "Dmitri Brennan"
           *               }
           *             },
           *             "ratePercent": 5,
           *             "sampledAt": "2026-06-26T03:50:48.000Z",
           *             "state": "Graded",
           *             "grade": "MajorDiscrepancy",
           *             "gradedAt": "2026-09-03T18:10:29.000Z",
           *             "comment": "Lymphovascular invasion is present (slide A3); the report says absent.",
           *             "reviewerDiagnosis": null,
           *             "followUp": {
           *               "id": "task-0091",
           *               "taskNumber": "TSK-000091",
           *               "status": "Open",
           *               "assignee": {
           *                 "id": "usr-prv-024",
           *                 "name": "Hiro Brennan"
           *               }
           *             }
           *           },
           *           {
           *             "id": "qas-seed-023",
           *             "caseId": "case-0319",
           *             "caseRecordId": "PWHC-2026-0028",
           *             "caseType": {
           *               "name": "gastrointestinal",
           *               "displayName": "GI Pathology"
           *             },
           *             "facility": {
           *               "id": "fac-008",
           *               "name": "Prairie Women’s Health Clinic"
           *             },
           *             "signer": {
           *               "id": "usr-prv-035",
           *               "name": "Dmitri Brennan"
           *             },
           *             "signerDiagnosis": "Chronic active gastritis, H. pylori present.",
           *             "reviewer": {
           *               "id": "usr-prv-024",
           *               "name": "Hiro Brennan"
           *             },
           *             "task": {
           *               "id": "task-0098",
           *               "taskNumber": "TSK-000098",
           *               "status": "Completed",
           *               "assignee": {
           *                 "id": "usr-prv-024",
           *                 "name": "Hiro Brennan"
           *               }
           *             },
           *             "ratePercent": 5,
           *             "sampledAt": "2026-09-01T14:07:37.000Z",
           *             "state": "Graded",
           *             "grade": "MajorDiscrepancy",
           *             "gradedAt": "2026-09-02T14:07:37.000Z",
           *             "comment": "Atypical cells in the second pass are high-grade; the report says benign.",
           *             "reviewerDiagnosis": null,
           *             "followUp": {
           *               "id": "task-0099",
           *               "taskNumber": "TSK-000099",
           *               "status": "Open",
           *               "assignee": {
           *                 "id": "usr-prv-035",
           *                 "name": "Dmitri Brennan"
           *               }
           *             }
           *           }
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['QualityReportEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  recordQaBlindRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The task's id.
         * @example task-0001
         */
        taskId: components['parameters']['TaskId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reviewerDiagnosis": "Sigmoid colon, biopsy: tubular adenoma with low-grade dysplasia."
         *     }
         */
        'application/json': components['schemas']['QaBlindReadInput'];
      };
    };
    responses: {
      /** @description The QA task with its blind read. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Your blind read is recorded. The signer's diagnosis is shown now; grade it below.",
           *       "data": {
           *         "id": "task-0101",
           *         "taskNumber": "TSK-000101",
           *         "type": 2,
           *         "typeKey": "qa",
           *         "typeLabel": "QA",
           *         "title": "Blinded QA review of CUG-2026-0011",
           *         "description": "Sampled at sign-out for a blinded second read. Read the case and its slides and record your own diagnosis; then the signer's diagnosis is shown beside it, unnamed, and you grade; the signer is named once graded.",
           *         "status": "Open",
           *         "priority": "Normal",
           *         "ownerGroup": "Operator",
           *         "assignee": {
           *           "id": "usr-provider",
           *           "name": "Maya Okafor"
           *         },
           *         "facility": {
           *           "id": "fac-009",
           *           "name": "Cascade Urology Group"
           *         },
           *         "case": {
           *           "caseID": "case-0378",
           *           "caseRecordId": "CUG-2026-0011"
           *         },
           *         "createdBy": {
           *           "id": "system-qa",
           *           "name": "PathBridge QA sampling"
           *         },
           *         "dueDate": "2026-11-21",
           *         "checklist": [],
           *         "comments": [],
           *         "resolution": null,
           *         "qaReview": null,
           *         "qaBlindRead": {
           *           "reviewerDiagnosis": "Sigmoid colon, biopsy: tubular adenoma with low-grade dysplasia.",
           *           "recordedAt": "2026-11-26T00:47:03.036Z",
           *           "recordedBy": {
           *             "id": "usr-provider",
           *             "name": "Maya Okafor"
           *           }
           *         },
           *         "documents": [],
           *         "submittedAt": null,
           *         "createdAt": "2026-11-14T12:00:00.000Z",
           *         "updatedAt": "2026-11-26T00:47:03.036Z",
           *         "startedAt": null,
           *         "completedAt": null,
           *         "cancelledAt": null
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['TaskEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCaseConsults: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The case's consults. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "consultId": "cns-seed-replay",
           *           "caseId": "case-0017",
           *           "caseRecordId": "SBMC-2026-0021",
           *           "state": "Ended",
           *           "leaderId": null,
           *           "leadRequestedBy": null,
           *           "participants": [
           *             {
           *               "userId": "usr-provider",
           *               "name": "Maya Okafor",
           *               "presence": "Left",
           *               "invitedAt": "2026-11-12T12:00:00.000Z",
           *               "joinedAt": "2026-11-12T12:00:00.000Z",
           *               "leftAt": "2026-11-12T12:01:28.000Z",
           *               "lostAccess": false
           *             },
           *             {
           *               "userId": "usr-prv-004",
           *               "name": "Esther Dubois",
           *               "presence": "Left",
           *               "invitedAt": "2026-11-12T12:00:01.000Z",
           *               "joinedAt": "2026-11-12T12:00:02.000Z",
           *               "leftAt": "2026-11-12T12:00:58.000Z",
           *               "lostAccess": false
           *             }
           *           ],
           *           "lastSeq": 7,
           *           "startedAt": "2026-11-12T12:00:00.000Z",
           *           "endedAt": "2026-11-12T12:01:28.000Z",
           *           "endReason": "AllLeft",
           *           "lastActiveAt": "2026-11-12T12:01:28.000Z",
           *           "ledBy": [
           *             "usr-provider"
           *           ]
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  startConsult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The consult started. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Consult started.",
           *       "data": {
           *         "consultId": "cns-a734501d-1987-41c6-b86d-189841880d48",
           *         "caseId": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "state": "Active",
           *         "leaderId": "usr-provider",
           *         "leadRequestedBy": null,
           *         "participants": [
           *           {
           *             "userId": "usr-provider",
           *             "name": "Maya Okafor",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:08.922Z",
           *             "joinedAt": "2026-11-26T02:44:08.922Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           }
           *         ],
           *         "lastSeq": 0,
           *         "startedAt": "2026-11-26T02:44:08.922Z",
           *         "endedAt": null,
           *         "endReason": null,
           *         "lastActiveAt": "2026-11-26T02:44:08.922Z",
           *         "ledBy": [
           *           "usr-provider"
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listConsultCandidates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The candidates. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": [
           *         {
           *           "userId": "usr-prv-029",
           *           "name": "Aisha Abbott",
           *           "maySee": false,
           *           "reason": "Aisha Abbott cannot see this case: not Cytopathology; not licensed in WA."
           *         },
           *         {
           *           "userId": "usr-prv-031",
           *           "name": "Chloe Yilmaz",
           *           "maySee": false,
           *           "reason": "Chloe Yilmaz cannot see this case: their account is Provisionally Active."
           *         },
           *         {
           *           "userId": "usr-prv-032",
           *           "name": "Daniel Walsh",
           *           "maySee": false,
           *           "reason": "Daniel Walsh cannot see this case: not Cytopathology; not licensed in WA."
           *         },
           *         {
           *           "userId": "usr-prv-035",
           *           "name": "Dmitri Brennan",
           *           "maySee": false,
           *           "reason": "Dmitri Brennan cannot see this case: not licensed in WA."
           *         },
           *         {
           *           "userId": "usr-prv-015",
           *           "name": "Elena Adeyemi",
           *           "maySee": false,
           *           "reason": "Elena Adeyemi cannot see this case: not Cytopathology; not licensed in WA."
           *         },
           *         {
           *           "userId": "usr-prv-004",
           *           "name": "Esther Dubois",
           *           "maySee": true,
           *           "reason": null
           *         },
           *         {
           *           "userId": "usr-prv-017",
           *           "name": "Farid Patel",
           *           "maySee": false,
           *           "reason": "Farid Patel cannot see this case: not Cytopathology."
           *         },
           *         {
           *           "userId": "usr-prv-010",
           *           "name": "Gabriela Nakamura",
           *           "maySee": false,
           *           "reason": "Gabriela Nakamura cannot see this case: their account is Provisionally Active."
           *         },
           *         {
           *           "userId": "usr-prv-036",
           *           "name": "Grace Abbott",
           *           "maySee": false,
           *           "reason": "Grace Abbott cannot see this case: their account is Provisionally Active."
           *         },
           *         {
           *           "userId": "usr-prv-019",
           *           "name": "Grace Kim",
           *           "maySee": false,
           *           "reason": "Grace Kim cannot see this case: not Cytopathology."
           *         }
           *       ],
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultCandidateListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getConsult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The consult. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "consultId": "cns-seed-replay",
           *         "caseId": "case-0017",
           *         "caseRecordId": "SBMC-2026-0021",
           *         "state": "Ended",
           *         "leaderId": null,
           *         "leadRequestedBy": null,
           *         "participants": [
           *           {
           *             "userId": "usr-provider",
           *             "name": "Maya Okafor",
           *             "presence": "Left",
           *             "invitedAt": "2026-11-12T12:00:00.000Z",
           *             "joinedAt": "2026-11-12T12:00:00.000Z",
           *             "leftAt": "2026-11-12T12:01:28.000Z",
           *             "lostAccess": false
           *           },
           *           {
           *             "userId": "usr-prv-004",
           *             "name": "Esther Dubois",
           *             "presence": "Left",
           *             "invitedAt": "2026-11-12T12:00:01.000Z",
           *             "joinedAt": "2026-11-12T12:00:02.000Z",
           *             "leftAt": "2026-11-12T12:00:58.000Z",
           *             "lostAccess": false
           *           }
           *         ],
           *         "lastSeq": 7,
           *         "startedAt": "2026-11-12T12:00:00.000Z",
           *         "endedAt": "2026-11-12T12:01:28.000Z",
           *         "endReason": "AllLeft",
           *         "lastActiveAt": "2026-11-12T12:01:28.000Z",
           *         "ledBy": [
           *           "usr-provider"
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  inviteToConsult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userId": "usr-provider"
         *     }
         */
        'application/json': components['schemas']['ConsultInvitationRequest'];
      };
    };
    responses: {
      /** @description The consult with the invitee among its participants. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": "Esther Dubois is invited.",
           *       "data": {
           *         "consultId": "cns-8834dced-2430-40f0-bab0-d343ce052158",
           *         "caseId": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "state": "Active",
           *         "leaderId": "usr-provider",
           *         "leadRequestedBy": null,
           *         "participants": [
           *           {
           *             "userId": "usr-provider",
           *             "name": "Maya Okafor",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:09.214Z",
           *             "joinedAt": "2026-11-26T02:44:09.214Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           },
           *           {
           *             "userId": "usr-prv-004",
           *             "name": "Esther Dubois",
           *             "presence": "Invited",
           *             "invitedAt": "2026-11-26T02:44:09.331Z",
           *             "joinedAt": null,
           *             "leftAt": null,
           *             "lostAccess": false
           *           }
           *         ],
           *         "lastSeq": 0,
           *         "startedAt": "2026-11-26T02:44:09.214Z",
           *         "endedAt": null,
           *         "endReason": null,
           *         "lastActiveAt": "2026-11-26T02:44:09.214Z",
           *         "ledBy": [
           *           "usr-provider"
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  joinConsult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The consult. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "consultId": "cns-1c97c1ce-159b-44be-9bba-e2bdfe600e75",
           *         "caseId": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "state": "Active",
           *         "leaderId": "usr-provider",
           *         "leadRequestedBy": null,
           *         "participants": [
           *           {
           *             "userId": "usr-provider",
           *             "name": "Maya Okafor",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:09.375Z",
           *             "joinedAt": "2026-11-26T02:44:09.375Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           },
           *           {
           *             "userId": "usr-prv-004",
           *             "name": "Esther Dubois",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:09.439Z",
           *             "joinedAt": "2026-11-26T02:44:09.482Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           }
           *         ],
           *         "lastSeq": 0,
           *         "startedAt": "2026-11-26T02:44:09.375Z",
           *         "endedAt": null,
           *         "endReason": null,
           *         "lastActiveAt": "2026-11-26T02:44:09.375Z",
           *         "ledBy": [
           *           "usr-provider"
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  leaveConsult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The consult after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "consultId": "cns-f78d07c5-6add-486b-8486-278fc5dbb8eb",
           *         "caseId": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "state": "Active",
           *         "leaderId": "usr-prv-004",
           *         "leadRequestedBy": null,
           *         "participants": [
           *           {
           *             "userId": "usr-provider",
           *             "name": "Maya Okafor",
           *             "presence": "Left",
           *             "invitedAt": "2026-11-26T02:44:09.500Z",
           *             "joinedAt": "2026-11-26T02:44:09.500Z",
           *             "leftAt": "2026-11-26T02:44:09.553Z",
           *             "lostAccess": false
           *           },
           *           {
           *             "userId": "usr-prv-004",
           *             "name": "Esther Dubois",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:09.526Z",
           *             "joinedAt": "2026-11-26T02:44:09.546Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           }
           *         ],
           *         "lastSeq": 0,
           *         "startedAt": "2026-11-26T02:44:09.500Z",
           *         "endedAt": null,
           *         "endReason": null,
           *         "lastActiveAt": "2026-11-26T02:44:09.500Z",
           *         "ledBy": [
           *           "usr-provider",
           *           "usr-prv-004"
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestConsultLead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The consult with `leadRequestedBy` set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "consultId": "cns-37879eb6-c981-4359-95de-4d16b9f95383",
           *         "caseId": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "state": "Active",
           *         "leaderId": "usr-provider",
           *         "leadRequestedBy": "usr-prv-004",
           *         "participants": [
           *           {
           *             "userId": "usr-provider",
           *             "name": "Maya Okafor",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:09.597Z",
           *             "joinedAt": "2026-11-26T02:44:09.597Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           },
           *           {
           *             "userId": "usr-prv-004",
           *             "name": "Esther Dubois",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:09.629Z",
           *             "joinedAt": "2026-11-26T02:44:09.667Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           }
           *         ],
           *         "lastSeq": 0,
           *         "startedAt": "2026-11-26T02:44:09.597Z",
           *         "endedAt": null,
           *         "endReason": null,
           *         "lastActiveAt": "2026-11-26T02:44:09.597Z",
           *         "ledBy": [
           *           "usr-provider"
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  handOverConsult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userId": "usr-provider"
         *     }
         */
        'application/json': components['schemas']['ConsultHandOverRequest'];
      };
    };
    responses: {
      /** @description The consult with its new leader. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "consultId": "cns-47c2fceb-023f-46de-8393-ea4d788832e4",
           *         "caseId": "case-0013",
           *         "caseRecordId": "CUG-2026-0004",
           *         "state": "Active",
           *         "leaderId": "usr-prv-004",
           *         "leadRequestedBy": null,
           *         "participants": [
           *           {
           *             "userId": "usr-provider",
           *             "name": "Maya Okafor",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:09.752Z",
           *             "joinedAt": "2026-11-26T02:44:09.752Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           },
           *           {
           *             "userId": "usr-prv-004",
           *             "name": "Esther Dubois",
           *             "presence": "Present",
           *             "invitedAt": "2026-11-26T02:44:09.787Z",
           *             "joinedAt": "2026-11-26T02:44:09.812Z",
           *             "leftAt": null,
           *             "lostAccess": false
           *           }
           *         ],
           *         "lastSeq": 0,
           *         "startedAt": "2026-11-26T02:44:09.752Z",
           *         "endedAt": null,
           *         "endReason": null,
           *         "lastActiveAt": "2026-11-26T02:44:09.752Z",
           *         "ledBy": [
           *           "usr-provider",
           *           "usr-prv-004"
           *         ]
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listConsultEvents: {
    parameters: {
      query?: {
        /** @description Only steps after this sequence number (0, the default, from the start). */
        after?: number;
        /** @description At most this many steps (default 500). */
        limit?: number;
      };
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The steps. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "consultId": "cns-seed-replay",
           *         "items": [
           *           {
           *             "seq": 1,
           *             "action": "dispatch",
           *             "event": {
           *               "type": "slide/selected",
           *               "id": "seed-consult-evt-1",
           *               "at": 1794484804000,
           *               "origin": "user",
           *               "index": 0
           *             },
           *             "byUserId": "usr-provider",
           *             "at": "2026-11-12T12:00:04.000Z"
           *           },
           *           {
           *             "seq": 2,
           *             "action": "dispatch",
           *             "event": {
           *               "type": "viewport/changed",
           *               "id": "seed-consult-evt-2",
           *               "at": 1794484808000,
           *               "origin": "user",
           *               "zoom": 2,
           *               "center": {
           *                 "x": 0.4,
           *                 "y": 0.35
           *               },
           *               "rotation": 0
           *             },
           *             "byUserId": "usr-provider",
           *             "at": "2026-11-12T12:00:08.000Z"
           *           }
           *         ],
           *         "lastSeq": 7
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultEventPageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  appendConsultEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "steps": [
         *         {
         *           "seq": 1,
         *           "action": "dispatch",
         *           "event": {
         *             "type": "slide/selected",
         *             "id": "evt-1",
         *             "at": 1794657660000,
         *             "origin": "user",
         *             "index": 0
         *           }
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['ConsultAppendRequest'];
      };
    };
    responses: {
      /** @description What was applied. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "applied": 1,
           *         "held": 0,
           *         "lastSeq": 1
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultAppendEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendConsultLiveView: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The case's id (`caseID`).
         * @example case-0001
         */
        caseId: components['parameters']['CaseId'];
        /**
         * @description The consult's id.
         * @example cns-seed-replay
         */
        consultId: components['parameters']['ConsultId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "n": 12,
         *       "slideIndex": 0,
         *       "view": {
         *         "zoom": 2.5,
         *         "center": {
         *           "x": 0.41,
         *           "y": 0.33
         *         },
         *         "rotation": 0
         *       },
         *       "pointer": {
         *         "x": 10240,
         *         "y": 8192
         *       }
         *     }
         */
        'application/json': components['schemas']['ConsultLiveView'];
      };
    };
    responses: {
      /** @description Passed on. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "isSuccess": true,
           *       "message": null,
           *       "data": {
           *         "told": 1
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['ConsultLiveViewEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
}
