/**
 * links_followed for the slide files' own promises (getSlideFile: "Answers HTTP Range requests (206, or 416 with
 * `Content-Range: bytes *\/size`), ETag and Last-Modified (304 to a matching If-None-Match)"), read from what each
 * `x-signed-url` operation declares, no marker: one that declares 206 is sent `Range: bytes=0-1023` (206, that
 * range, that many bytes); one that also declares 416, the first byte past the size that answer named (416,
 * `Content-Range: bytes *\/size`); one that declares 304, the ETag it answered in `If-None-Match` (304, no body;
 * with the same small Range, so a server that ignores the ETag sends a kilobyte, not the file). The URLs are the
 * ones the run collected from the issuing operation (as signed_url_integrity's): a slide a run role may read, and
 * only GETs, so the run changes nothing. Judged by ./slide-bytes-judge.ts.
 */
import { describeExchange } from '../checks/response';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange } from '../types';
import { eachMarked } from './extension';
import type { Rule } from './index';
import { requestFor, urlFor } from './signed-url-integrity';
import { readSignedUrl, SIGNED_URL_EXTENSION, type SignedUrl } from './signed-url-tampering';
import { FIRST_RANGE, notModifiedVerdict, pastEndVerdict, rangeVerdict } from './slide-bytes-judge';

const CHECK = 'links_followed';
const FIRST = `bytes=${FIRST_RANGE.first}-${FIRST_RANGE.last}`;

const declares = (operation: OperationInfo, status: string) => !!operation.responses[status];

async function checkBytes(context: RunContext, operation: OperationInfo, rule: SignedUrl) {
  const { results } = context;
  const ranged = declares(operation, '206');
  const pastEnd = ranged && declares(operation, '416');
  const revalidated = declares(operation, '304');
  if (!ranged && !revalidated) return;
  const found = urlFor(context, operation, rule);
  if (!found) {
    const why = `no URL of it came from ${rule.issuedBy}`;
    return results.skipped(operation.operationId, `${CHECK}: Range and If-None-Match`, why);
  }
  const send = (headers: Record<string, string>) => {
    const request = requestFor(operation, found.binding.values);
    request.headers = headers;
    return context.client.send(request);
  };
  const first = await send(ranged ? { Range: FIRST } : {});
  let size: number | undefined;
  if (ranged) {
    const judged = rangeVerdict(first, FIRST_RANGE);
    results.record(operation, CHECK, judged.verdict, first);
    size = judged.size;
  } else if (!first.response || first.response.status !== 200) {
    const why = `the URL as issued answered ${describeExchange(first)}`;
    return results.skipped(operation.operationId, `${CHECK}: If-None-Match`, why);
  }
  if (pastEnd && size !== undefined) {
    const beyond = await send({ Range: `bytes=${size}-` });
    results.record(operation, CHECK, pastEndVerdict(beyond, size), beyond);
  }
  if (revalidated)
    await checkNotModified(context, operation, first, (etag) =>
      // A browser's revalidation. Without a Cache-Control of its own, fetch adds `no-cache` to a conditional
      // request (the Fetch standard's HTTP-network-or-cache fetch), and RFC 9111 lets a cache, and servers such as
      // express's, answer that with the whole file.
      send({ ...(ranged ? { Range: FIRST } : {}), 'If-None-Match': etag, 'Cache-Control': 'max-age=0' }),
    );
}

async function checkNotModified(
  context: RunContext,
  operation: OperationInfo,
  first: Exchange,
  again: (etag: string) => Promise<Exchange>,
) {
  const etag = first.response?.headers.etag;
  if (!etag || !first.response || first.response.status >= 300) {
    const why = `its answer had no ETag to send back (${describeExchange(first)})`;
    return context.results.skipped(operation.operationId, `${CHECK}: If-None-Match`, why);
  }
  const exchange = await again(etag);
  context.results.record(operation, CHECK, notModifiedVerdict(exchange, etag), exchange);
}

export const slideBytes: Rule = {
  check: CHECK,
  phase: 'early',
  writes: false,
  run: (context) =>
    eachMarked(context, SIGNED_URL_EXTENSION, readSignedUrl, (operation, rule) =>
      checkBytes(context, operation, rule),
    ),
};
