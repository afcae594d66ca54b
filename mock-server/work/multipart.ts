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
