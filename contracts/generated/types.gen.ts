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
  };
  responses: {
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
  parameters: never;
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
}
