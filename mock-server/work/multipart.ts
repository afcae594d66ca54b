/**
 * Operations whose body is multipart/form-data: the shared `operation()` reads JSON bodies, so these run the
 * same steps (latency → authenticate → path parameters) and leave the body to the handler.
 */
import type { z } from 'zod';
import { operations, type OperationId } from '../../contracts';
import { authenticate, fail, route, simulateLatency, type Authenticated } from '../http';

type Params<Op extends OperationId> = (typeof operations)[Op]['params'] extends z.ZodType
  ? z.infer<(typeof operations)[Op]['params']>
  : undefined;

export function multipartOperation<Op extends OperationId>(
  operationId: Op,
  handler: (context: { request: Request; auth: Authenticated; params: Params<Op> }) => Promise<Response>,
) {
  const op = operations[operationId];
  return route(operationId, async ({ request, params }) => {
    await simulateLatency();
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    let parsed: unknown = undefined;
    if (op.params) {
      const result = op.params.safeParse(params);
      if (!result.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of result.error.issues)
          (fieldErrors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
        return fail(400, 'Validation failed', { fieldErrors });
      }
      parsed = result.data;
    }
    return handler({ request, auth, params: parsed as Params<Op> });
  });
}

/** The multipart body, or a 400 answer when the request is not multipart/form-data. */
export async function readFormData(request: Request): Promise<FormData | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    return fail(400, 'Send the file as multipart/form-data.', {
      fieldErrors: { file: ['Send the file as multipart/form-data.'] },
    });
  }
  try {
    return await request.formData();
  } catch {
    return fail(400, 'The multipart body could not be read.');
  }
}

const MB = 1024 * 1024;
/** A size limit as people read it: '20 MB', '2 GB'. */
export const describeSize = (bytes: number) =>
  bytes >= 1024 * MB ? `${Math.round(bytes / (1024 * MB))} GB` : `${Math.round(bytes / MB)} MB`;

/** Multipart framing on top of the file itself; a Content-Length beyond limit + this is refused unread. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The uploaded file (part `file`) from a multipart body, or the 400/413 answer. */
export async function readUpload(
  request: Request,
  limit: number,
  tooLarge: string,
): Promise<{ file: File; form: FormData } | Response> {
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > limit + MULTIPART_OVERHEAD) return fail(413, tooLarge);
  const form = await readFormData(request);
  if (form instanceof Response) return form;
  const file = form.get('file');
  if (!(file instanceof File))
    return fail(400, 'Validation failed', { fieldErrors: { file: ['Choose a file to upload.'] } });
  if (file.size > limit) return fail(413, tooLarge);
  if (file.size === 0)
    return fail(400, 'Validation failed', { fieldErrors: { file: ['The file is empty.'] } });
  return { file, form };
}
