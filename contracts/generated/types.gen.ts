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
     *     answer 400 with field details. Repeated failures for one email answer 429.
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
     * @description Used right after login to read the user's status (compared lower-cased by the client).
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
     *     authorises them until `expiresAt`.
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
     */
    get: operations['listCases'];
    put?: never;
    /**
     * Create a case as a draft
     * @description Facility users create cases for their own facility; the case starts in status Draft.
     */
    post: operations['createCase'];
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
     * @description The full case as the viewer and the case pages need it (spec 3.7).
     */
    get: operations['getCase'];
    /**
     * Replace a draft case's contents
     * @description Only while the case is a Draft (409 otherwise), by its facility or an admin.
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
     * Send a draft out (Draft → Available)
     * @description By the case's facility or an admin. The case needs at least one specimen; otherwise 422.
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
     * @description Active providers only; a provisionally active provider answers 403.
     */
    post: operations['pickUpCase'];
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
     * @description Only the provider the case is assigned to (or an admin on their behalf).
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
    };
    LoginResult: {
      token: string;
      /** Format: date-time */
      tokenExpiry: string;
      role: components['schemas']['Role'];
      /** @description A banner message to show the user until it is cleared. */
      message?: string | null;
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
      role: components['schemas']['Role'];
      status: components['schemas']['UserStatus'];
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
      id: string;
      userId: string;
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
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
      xmlns?: string;
      /** @description The tiles folder, ending in `_files/`. */
      Url: string;
      /** @enum {string} */
      Format: 'jpeg' | 'jpg' | 'png';
      Overlap: number;
      TileSize: number;
      Size: {
        Width: number;
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
        sizeBytes: number;
      };
      /**
       * Format: uri
       * @description Signed URL of the Deep Zoom descriptor, or null when the slide has no Deep Zoom copy.
       */
      dziUrl: string | null;
      /** Format: uri */
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
    /** @description A block or part of a specimen and its slides. */
    Subsection: {
      id: string;
      displayId: string | null;
      slideType: string;
      slideCount: number;
      /** @description The facility's own label for the block. */
      facilityId: string | null;
      stain: string | null;
      /** @description The provider asked for this (a recut or special stain). */
      isRequested: boolean;
      requireRescan: boolean;
      requireRescanReason: string | null;
      images: components['schemas']['SlideImage'][];
    };
    Specimen: {
      specimenID: string;
      facilitySpecimenID: string | null;
      bodysite: string | null;
      subsite: string | null;
      specimenType: string;
      totalNumberSlides: number;
      /** Format: date */
      specimenCollectionDate: string | null;
      collectionTime: string | null;
      subsections: components['schemas']['Subsection'][];
    };
    FinalReport: {
      text: string;
      /** Format: date-time */
      signedOutAt: string;
      signedOutBy: components['schemas']['PersonRef'];
    };
    /** @description A case with everything the case pages and the viewer read (spec 3.7). `slides` lists the specimens. */
    Case: {
      caseID: string;
      caseRecordId: string;
      status: components['schemas']['CaseStatus'];
      type: components['schemas']['CaseType'];
      facility: components['schemas']['FacilityRef'];
      createdBy: components['schemas']['PersonRef'];
      assignedProvider: components['schemas']['PersonRef'] | null;
      patientInfo: components['schemas']['PatientInfo'];
      slides: components['schemas']['Specimen'][];
      clinicalInfo: string | null;
      primaryDiagnosis: string | null;
      finalReport: components['schemas']['FinalReport'] | null;
      billingComponent: components['schemas']['BillingComponent'];
      caseRelation: components['schemas']['CaseRelation'];
      slideDelivery: components['schemas']['SlideDelivery'];
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
      specimenCount: number;
      imageCount: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CasePage: {
      items: components['schemas']['CaseSummary'][];
      page: number;
      pageSize: number;
      total: number;
      totalPages: number;
    };
    SubsectionInput: {
      displayId?: string | null;
      slideType: string;
      slideCount: number;
      facilityId?: string | null;
      stain?: string | null;
      images: components['schemas']['SlideImage'][];
    };
    SpecimenInput: {
      facilitySpecimenID?: string | null;
      bodysite?: string | null;
      subsite?: string | null;
      specimenType: string;
      /** Format: date */
      specimenCollectionDate?: string | null;
      collectionTime?: string | null;
      subsections: components['schemas']['SubsectionInput'][];
    };
    CaseInput: {
      type: components['schemas']['CaseTypeName'];
      patientInfo: components['schemas']['PatientInfo'];
      specimens: components['schemas']['SpecimenInput'][];
      clinicalInfo?: string | null;
      billingComponent: components['schemas']['BillingComponent'];
      caseRelation: components['schemas']['CaseRelation'];
      slideDelivery: components['schemas']['SlideDelivery'];
    };
    AssignCaseInput: {
      providerId: string;
    };
    SignOutInput: {
      primaryDiagnosis: string;
      finalReport: string;
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
  };
  responses: {
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
    /** @description The case after the change. */
    CaseChanged: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['CaseEnvelope'];
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
    /** @description The bearer token is missing, unknown or expired. */
    Unauthorized: {
      headers: {
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
    /** @description Too many requests in a short time; retry later. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "isSuccess": false,
         *       "message": "Too many login attempts. Try again in 15 minutes.",
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
     * @description The case's id (`caseID`).
     * @example case-0001
     */
    CaseId: string;
  };
  requestBodies: never;
  headers: never;
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
           *         "tokenExpiry": "2026-11-23T09:00:00.000Z",
           *         "role": "Provider",
           *         "message": null
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
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
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
           *         "status": "Active"
           *       },
           *       "error": null,
           *       "details": null
           *     }
           */
          'application/json': components['schemas']['CurrentUserEnvelope'];
        };
      };
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
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
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getSlideDownloadLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The image's file reference (`fileContent` in the case data).
         * @example blob-cmu-1-small-region
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
           *         "link": "http://127.0.0.1:4010/slides/blob-demo-01/file?expires=1795510800&signature=4c1d",
           *         "info": {
           *           "contentType": "image/tiff",
           *           "fileName": "demo-01.tiff",
           *           "sizeBytes": 1938955
           *         },
           *         "dziUrl": null,
           *         "dziTilesFolder": null,
           *         "dziTileSourceObject": null,
           *         "firstTileUrl": null,
           *         "tileImageUrls": [],
           *         "thumbnailUrl": null,
           *         "previewUrl": null,
           *         "expiresAt": "2026-11-22T10:00:00.000Z"
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
    };
  };
  listCases: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: number;
        /** @description Cases per page. */
        pageSize?: number;
        /** @description Field to sort by. */
        sort?: 'createdAt' | 'updatedAt' | 'caseRecordId' | 'patientName' | 'facilityName' | 'status';
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
           *             "caseID": "case-0001",
           *             "caseRecordId": "RCH-2026-0001",
           *             "status": "Available",
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
           *             "specimenCount": 2,
           *             "imageCount": 4,
           *             "createdAt": "2026-10-02T09:30:00.000Z",
           *             "updatedAt": "2026-10-03T11:00:00.000Z"
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
          'application/json': components['schemas']['CaseListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  createCase: {
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
      /** @description The created case. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
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
      200: components['responses']['CaseChanged'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
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
      200: components['responses']['CaseChanged'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
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
      200: components['responses']['CaseChanged'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
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
         *       "primaryDiagnosis": "Invasive ductal carcinoma, grade 2.",
         *       "finalReport": "Left breast, core biopsy: invasive ductal carcinoma, Nottingham grade 2 of 3."
         *     }
         */
        'application/json': components['schemas']['SignOutInput'];
      };
    };
    responses: {
      200: components['responses']['CaseChanged'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
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
      200: components['responses']['CaseChanged'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
}
