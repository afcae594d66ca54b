// Auto-generated from openapi.yaml by `npm run contracts`. Do not edit.

import * as z from 'zod';

/**
 * A user's role, in the capitalised spelling the menus compare against (spec 3.2).
 */
export const zRole = z.enum(['Admin', 'Provider', 'MedicalFacility', 'Facility_NP']);

/**
 * Account status (spec 3.3, provider status). Clients compare it lower-cased.
 */
export const zUserStatus = z.enum(['New', 'In Progress', 'Provisionally Active', 'Active', 'Deactivated']);

/**
 * Messages per request field, for 400 and 422 answers.
 */
export const zFieldErrors = z.record(z.string(), z.array(z.string()));

/**
 * The envelope of every failed call.
 */
export const zErrorEnvelope = z.object({
  isSuccess: z.literal(false),
  message: z.string(),
  data: zFieldErrors.nullish(),
  error: z.string().nullish(),
  details: z.string().nullish(),
});

export const zLoginRequest = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(256),
});

export const zLoginResult = z.object({
  token: z.string().min(16),
  tokenExpiry: z.iso.datetime(),
  role: zRole,
  message: z.string().nullish(),
});

export const zLoginEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zLoginResult,
  error: z.null().optional(),
  details: z.null().optional(),
});

export const zCurrentUser = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  role: zRole,
  status: zUserStatus,
});

export const zCurrentUserEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zCurrentUser,
  error: z.null().optional(),
  details: z.null().optional(),
});

export const zFacilitySummary = z.object({
  id: z.string(),
  name: z.string(),
  facilityType: z.enum([
    'independent_facility',
    'private_hospital',
    'public_hospital',
    'university_medical_center',
    'other',
  ]),
  accountType: z.enum(['Individual', 'Physician_Group', 'Laboratory', 'Other']),
  phone: z.string().nullish(),
  country: z.enum(['US', 'Canada', 'Other']),
  state: z.string().nullish(),
  city: z.string().nullish(),
});

export const zFacilityUser = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['MedicalFacility', 'Facility_NP']),
  status: zUserStatus,
  facility: zFacilitySummary,
});

export const zFacilityUserEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zFacilityUser,
  error: z.null().optional(),
  details: z.null().optional(),
});

/**
 * A Deep Zoom descriptor as a JSON object, in the shape OpenSeadragon accepts inline.
 */
export const zDeepZoomImage = z.object({
  xmlns: z.string().optional(),
  Url: z.string(),
  Format: z.enum(['jpeg', 'jpg', 'png']),
  Overlap: z.int().gte(0),
  TileSize: z.int().gte(1),
  Size: z.object({
    Width: z.int().gte(1),
    Height: z.int().gte(1),
  }),
});

export const zSlideLink = z.object({
  link: z.url(),
  info: z.object({
    contentType: z.string(),
    fileName: z.string(),
    sizeBytes: z.int().gte(0),
  }),
  dziUrl: z.url().nullable(),
  dziTilesFolder: z.url().nullable(),
  dziTileSourceObject: z
    .object({
      Image: zDeepZoomImage,
    })
    .nullable(),
  firstTileUrl: z.url().nullable(),
  tileImageUrls: z.array(z.url()),
  thumbnailUrl: z.url().nullable(),
  previewUrl: z.url().nullable(),
  expiresAt: z.iso.datetime(),
});

export const zSlideLinkEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zSlideLink,
  error: z.null().optional(),
  details: z.null().optional(),
});

export const zLoginBody = zLoginRequest;

/**
 * Logged in.
 */
export const zLoginResponse = zLoginEnvelope;

/**
 * The current user.
 */
export const zGetCurrentUserResponse = zCurrentUserEnvelope;

/**
 * The facility user.
 */
export const zGetCurrentFacilityUserResponse = zFacilityUserEnvelope;

export const zGetSlideDownloadLinkPath = z.object({
  blobId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});

/**
 * The slide's links.
 */
export const zGetSlideDownloadLinkResponse = zSlideLinkEnvelope;
