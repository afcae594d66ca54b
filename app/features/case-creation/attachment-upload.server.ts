/**
 * POST /cases/:caseId/attachments/upload: a clinical attachment of a case (multipart: `slot`, then `file`), checked
 * here and streamed to the API's uploadCaseAttachment as it arrives, never held whole (the kit's FileField and the
 * case form post it with XMLHttpRequest; decision 023).
 *
 * Only the start of the body is held while it is judged: the `slot` field (before the file, as the browser's
 * FormData sends it) must be one of spec 3.4's five, and the file's extension and first bytes one of spec 5's
 * attachment types (contracts/file-types.ts), else 400/415 before a byte reaches the API. Then the held start and
 * the rest of the body go on unchanged through `proxyUpload` (size limit while streaming, 413; the API's answer
 * back as JSON). The API judges everything again. A refusal here reads the rest of the body and drops it before
 * answering (~/lib/drain.server.ts), so the browser gets the answer, not a reset connection.
 */
import busboy from 'busboy';
import { MESSAGES, schemas, SENTENCES } from '../../../contracts';
import { requireUser } from '~/auth.server';
import { ATTACHMENT_FILE_RULES, EMPTY_FILE_MESSAGE, signatureMatches } from '~/components/form/file-rules';
import { clientAddress, proxyUpload } from '~/uploads.server';
import { closing, drainBody } from '~/lib/drain.server';

/** How much of the body may be held while the slot and the file's first bytes are found. */
const JUDGE_WITHIN_BYTES = 64 * 1024;
const SIGNATURE_BYTES = 8;

const envelope = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
  Response.json(
    { isSuccess: false, message, data: fieldErrors ?? null, error: null, details: null },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );

const extensionOf = (name: string) => {
  const lower = name.toLowerCase();
  const dot = lower.lastIndexOf('.');
  return dot > 0 ? lower.slice(dot) : '';
};

interface Start {
  slot: string | undefined;
  file: { name: string; head: Uint8Array; empty: boolean } | null;
  /** The bytes read so far, to be sent on first. */
  held: Uint8Array[];
  /** Whether the body ended within them. */
  ended: boolean;
}

/** Reads the body until the slot and the file's first bytes are known (or the body ends, or too much is held). */
async function readStart(reader: ReadableStreamDefaultReader<Uint8Array>, type: string): Promise<Start> {
  const parser = busboy({
    headers: { 'content-type': type },
    limits: { files: 1, fields: 10, fieldSize: 1024 },
  });
  parser.on('error', () => undefined);
  const start: Start = { slot: undefined, file: null, held: [], ended: false };
  let head = Buffer.alloc(0);
  let fileEnded = false;
  parser.on('field', (name, value) => {
    if (name === 'slot' && !start.file) start.slot = value;
  });
  parser.on('file', (name, stream, info) => {
    stream.on('error', () => undefined);
    if (name !== 'file' || start.file) {
      stream.resume();
      return;
    }
    start.file = { name: info.filename ?? '', head: new Uint8Array(), empty: false };
    stream.on('data', (data: Buffer) => {
      if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, data]).subarray(0, SIGNATURE_BYTES);
    });
    stream.on('end', () => (fileEnded = true));
  });
  let heldBytes = 0;
  const judged = () => start.file && (head.length >= SIGNATURE_BYTES || fileEnded);
  while (!judged() && heldBytes <= JUDGE_WITHIN_BYTES) {
    const { done, value } = await reader.read();
    if (done) {
      start.ended = true;
      parser.end();
      await new Promise((resolve) => setImmediate(resolve));
      break;
    }
    start.held.push(value);
    heldBytes += value.byteLength;
    parser.write(value);
    // Let the parser's file stream hand over what it has.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (start.file) {
    start.file.head = new Uint8Array(head);
    start.file.empty = fileEnded && head.length === 0;
  }
  parser.destroy();
  return start;
}

/** The held start, then the rest of the body as it arrives. */
function rejoin(held: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>, ended: boolean) {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = held.shift();
      if (next) return controller.enqueue(next);
      if (ended) return controller.close();
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

export async function uploadNewCaseAttachment(
  request: Request,
  params: Record<string, string | undefined>,
  context: unknown,
) {
  if (request.method !== 'POST') return envelope(405, MESSAGES.methodNotAllowed);
  const user = await requireUser(request);
  const path = schemas.zUploadCaseAttachmentPath.safeParse(params);
  if (!path.success) return envelope(404, MESSAGES.fetchNotFound);
  const type = request.headers.get('content-type') ?? '';
  const target = {
    apiPath: `/api/cases/${encodeURIComponent(path.data.caseId)}/attachments`,
    successSchema: schemas.zUploadCaseAttachmentResponse,
    maxBytes: ATTACHMENT_FILE_RULES.maxBytes,
    token: user.token,
    clientAddress: clientAddress(context),
  };
  if (!/^multipart\/form-data;\s*boundary=/i.test(type) || !request.body)
    return envelope(400, SENTENCES.request.notMultipart);
  // A declared size over the limit is refused before a byte is read (proxyUpload says so in its words).
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > ATTACHMENT_FILE_RULES.maxBytes + 64 * 1024)
    return proxyUpload(request, target);

  const reader = request.body.getReader();
  // A refusal reads the rest of the body and drops it before answering, so the browser, still sending, gets the
  // answer and not a reset connection (decision 073); cancelling the body would close the socket unanswered.
  const refuse = async (response: Response) => closing(response, await drainBody(reader));
  let start: Start;
  try {
    start = await readStart(reader, type);
  } catch {
    return refuse(envelope(400, SENTENCES.request.unreadableMultipart));
  }
  if (!schemas.zAttachmentSlot.safeParse(start.slot).success)
    return refuse(
      envelope(400, 'Validation failed', { slot: ['Choose the attachment slot (send it before the file).'] }),
    );
  if (!start.file)
    return refuse(envelope(400, 'Validation failed', { file: [SENTENCES.request.fileMissing] }));
  if (start.file.empty) return refuse(envelope(400, 'Validation failed', { file: [EMPTY_FILE_MESSAGE] }));
  const extension = extensionOf(start.file.name);
  if (!ATTACHMENT_FILE_RULES.accept.includes(extension) || !signatureMatches(extension, start.file.head))
    return refuse(envelope(415, ATTACHMENT_FILE_RULES.typeMessage));

  const onward = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: rejoin(start.held, reader, start.ended),
    signal: request.signal,
    // Node's Request takes a stream as the body only in half-duplex mode.
    duplex: 'half',
  } as RequestInit);
  return proxyUpload(onward, target);
}
