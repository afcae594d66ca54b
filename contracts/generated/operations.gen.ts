// Auto-generated from openapi.yaml by `npm run contracts`. Do not edit.
import * as zod from './zod.gen';

/** Every operation of the contract: its method, its path template and the schema of its success body. */
export const operations = {
  login: { method: 'post', path: '/api/users/login', response: zod.zLoginResponse },
  getCurrentUser: { method: 'get', path: '/api/Users/current', response: zod.zGetCurrentUserResponse },
  getCurrentFacilityUser: {
    method: 'get',
    path: '/api/Facility/get-current',
    response: zod.zGetCurrentFacilityUserResponse,
  },
  getSlideDownloadLink: {
    method: 'get',
    path: '/api/wsi/get-download-link/{blobId}',
    response: zod.zGetSlideDownloadLinkResponse,
  },
} as const;

export type OperationId = keyof typeof operations;
