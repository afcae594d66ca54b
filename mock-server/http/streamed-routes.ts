/**
 * The multipart upload operations (case attachments, subsection images, registration documents) answered by
 * express ahead of the MSW middleware, with the request body handed over as a stream that is read only as fast
 * as the handler writes it to disk. Through MSW the body would be held whole: a handler gets a clone of the
 * request, and the other branch of the body, never read, keeps every byte (a 200 MB slide took the mock from
 * 286 to 991 MB).
 *
 * When a handler answers before the body has been read to its end (413 past the size limit, or any refusal:
 * 401, 403, 404, 409 before a byte is read), the rest (a declared Content-Length up to 64 MB, ./drain.ts) is
 * read and dropped first, so a client still writing it gets the answer on a connection that stays open (closing
 * at once, with bytes unread, resets the connection and a client such as Node's fetch, the app's upload proxy,
 * loses the answer: 'fetch failed', a 502 for the person instead of the API's words; decision 073). A larger or
 * chunked body is answered with `Connection: close` and never read.
 */
import express from 'express';
import { operations } from '../../contracts';
import { asyncRoute } from './careful';
import { fail, storageUnavailable } from './operation';
import { beginAudit, finishAudit } from '../audit/recorder';
import { isStreamed } from './multipart';
import { sendWebResponse, toWebRequest } from './web-request';

/** Express routes for every streamed handler among the backend's handlers, at the operation's own path. */
export function streamedRoutes(handlers: readonly unknown[]) {
  const router = express.Router();
  for (const handler of handlers) {
    if (!isStreamed(handler)) continue;
    const { operationId, resolve } = handler.streamed;
    const { method, path } = operations[operationId];
    router[method](
      path.replace(/\{(\w+)\}/g, ':$1'),
      asyncRoute(async (req, res) => {
        const request = toWebRequest(req);
        // The audit trail's hook, as route() calls it for every other operation (../audit/recorder.ts).
        const audit = await beginAudit(operationId, request);
        let response: Response;
        try {
          // Faults and scenarios have been applied ahead of every route (../qa/http-middleware.ts).
          response = await resolve(request, { ...req.params });
        } catch {
          response = fail(500, 'The upload could not be stored.');
        }
        if (audit)
          response = await finishAudit(audit, { ...req.params }, request.url, response, storageUnavailable);
        await sendWebResponse(req, res, response);
      }),
    );
  }
  return router;
}
