/**
 * Breakages of the promises the conformance command's media pass checks (issue 48: media types in full, every
 * handed-out URL used once, streams read as a client lives with them).
 */
import type { Breakage } from './breakage-hook';

export const MEDIA_BREAKAGES: Breakage[] = [
  // content_type_conformance, the parameters (./../../conformance/checks/media-type.ts)
  {
    name: 'json-charset-latin1',
    breaks: 'listCanadianProvinces labels its UTF-8 JSON application/json; charset=iso-8859-1',
    check: 'content_type_conformance',
    operations: ['listCanadianProvinces'],
    effects: () => [
      {
        operationId: 'listCanadianProvinces',
        response: (answer) => {
          answer.headers['content-type'] = 'application/json; charset=iso-8859-1';
        },
      },
    ],
  },
];
