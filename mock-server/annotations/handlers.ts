/**
 * Annotations of a case's slide images (list and save, docs/decisions/029) and region images of a slide for the
 * final report's patch snapshots. Reading: anyone who may see the case; saving: see annotations/rules.ts.
 */
import { annotationBatchSchema } from '../../contracts';
import { visibleImage } from '../cases/case-image';
import { isBlinded } from '../quality/blinding';
import { BLINDED_ANNOTATIONS } from '../quality/samples';
import { ANNOTATION_TEXT, annotationWriteAccess, appendAnnotationEvents, slideAnnotationsFor } from './rules';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { findSlide } from '../slides/lookup';
import { renderRegion } from '../slides/region';
import { contentDisposition } from '../store/files';

export const annotationHandlers = [
  operation('listSlideAnnotations', ({ auth, params }) => {
    const item = visibleImage(auth.user, params.caseId, params.imageId);
    if (item instanceof Response) return item;
    // A blinded QA reviewer sees none of the signer's marks until they have graded (docs/quality.md).
    if (isBlinded(auth.user, item.caseID)) {
      const blind = slideAnnotationsFor(auth.user, item, params.imageId, []);
      return ok('listSlideAnnotations', { ...blind, readOnlyReason: BLINDED_ANNOTATIONS });
    }
    return ok('listSlideAnnotations', slideAnnotationsFor(auth.user, item, params.imageId));
  }),

  operation('saveSlideAnnotations', async ({ auth, params, body }) => {
    const item = visibleImage(auth.user, params.caseId, params.imageId);
    if (item instanceof Response) return item;
    const access = annotationWriteAccess(auth.user, item);
    if (!access.ok) return fail(access.status, access.message);
    // The contract's schema checked the shape; the viewer's own event schema checks each type's fields.
    const events = annotationBatchSchema.safeParse(body.events);
    if (!events.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of events.error.issues) {
        const field = ['events', ...issue.path].join('.');
        (fieldErrors[field] ??= []).push(issue.message);
      }
      return fail(400, 'Validation failed', { fieldErrors });
    }
    const saved = await appendAnnotationEvents(personRef(auth.user), item, params.imageId, events.data);
    if (!saved) return fail(409, ANNOTATION_TEXT.tooMany);
    return ok('saveSlideAnnotations', slideAnnotationsFor(auth.user, item, params.imageId, saved), {
      message: 'Annotations saved.',
    });
  }),

  operation('getSlideRegion', async ({ auth, params, query }) => {
    const item = visibleImage(auth.user, params.caseId, params.imageId);
    if (item instanceof Response) return item;
    const slide = await findSlide(params.imageId);
    if (!slide) return fail(404, 'Slide not found.');
    const region = await renderRegion(slide, query);
    if (!region.ok) return fail(region.status, region.message);
    return new Response(new Uint8Array(region.png), {
      status: 200,
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(region.png.byteLength),
        'Cache-Control': 'private, max-age=3600',
        'Content-Disposition': contentDisposition(`region-${params.imageId}.png`, 'inline'),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
