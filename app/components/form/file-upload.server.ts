/**
 * The action's half of a file slot when the page runs without JavaScript: the form arrives as
 * multipart/form-data with the chosen files in it (`<name>__file`). `readFormWithFiles` reads it with bounded
 * memory, hands each file to its slot's `upload` (the feature's call to the API) and puts the uploaded file's
 * id in the slot's own field, so the schema and the API only ever see ids, as they do with JavaScript.
 *
 * Bounded, never unbounded: a file is kept in memory up to its slot's limit (the attachment limit, 20 MB) and
 * no further; a larger one is read past and refused under its field; text fields are at most 64 KB each; and the
 * whole body is read up to the slots' limits plus 1 MB, after which reading stops (what came before is kept).
 */
import { data, unstable_parseMultipartFormData, type UploadHandlerPart } from '@remix-run/node';
import { FORM_UNREADABLE } from '~/lib/read-form.server';
import type { Submission } from '@conform-to/react';
import { fileNameField, filePartName, tooLargeMessage } from './file-rules';
import { formReply } from './submission.server';
import { readForm } from '~/lib/read-form.server';
import { drainBody } from '~/lib/drain.server';

/** What a slot's upload came to: the stored file's id and name, or the sentence to show under the slot. */
export type UploadOutcome = { ok: true; id: string; fileName: string } | { ok: false; message: string };

export interface FileTarget {
  maxBytes: number;
  upload(file: File): Promise<UploadOutcome>;
}

export interface FormWithFiles {
  formData: FormData;
  /** Messages under slots whose file was refused (too large, wrong type, the API's answer). */
  fileErrors: Record<string, string[]>;
  /** Set when the body was larger than all slots together allow; the fields read before it are kept. */
  formErrors: string[];
}

const TEXT_PART_MAX_BYTES = 64 * 1024;
const TEXT_BUDGET_BYTES = 1024 * 1024;
export const FORM_TOO_LARGE = 'The form is too large to send. Choose smaller files and try again.';

class BodyTooLarge extends Error {}

/**
 * The request body, cut off with an error once more than `cap` bytes have come. What is left after the cut (or
 * after the parser gives up on a broken body) is read and dropped before the error is given, so the answer
 * reaches a browser that is still sending (decision 073); cancelling the body would reset the connection.
 */
function limited(body: ReadableStream<Uint8Array>, cap: number) {
  const reader = body.getReader();
  let seen = 0;
  let drained = true;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen <= cap) return controller.enqueue(value);
      drained = await drainBody(reader);
      controller.error(new BodyTooLarge());
    },
    async cancel() {
      drained = await drainBody(reader);
    },
  });
  /** Reads and drops whatever the parser left unread (it may stop at a broken part without cancelling). */
  const finish = async () => (drained = drained && (await drainBody(reader)));
  return { stream, finish };
}

/**
 * Reads a posted form whose file slots are `targets` (by field name). Without files (a URL-encoded post) it is
 * the plain form. Each chosen file is uploaded through its target; its field then holds the id (and
 * `<name>__fileName` the name); a refusal lands in `fileErrors` under the field.
 */
export async function readFormWithFiles(
  request: Request,
  targets: Record<string, FileTarget>,
): Promise<FormWithFiles> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type) || !request.body) {
    return { formData: await readForm(request), fileErrors: {}, formErrors: [] };
  }
  const byPart = new Map(Object.keys(targets).map((field) => [filePartName(field), field]));
  const cap = Object.values(targets).reduce((sum, t) => sum + t.maxBytes, 0) + TEXT_BUDGET_BYTES;
  const formData = new FormData();
  const files = new Map<string, File>();
  const fileErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  let reading: string | null = null;

  const handler = async ({ name, filename, contentType, data }: UploadHandlerPart) => {
    reading = name;
    const field = byPart.get(name);
    // A slot's part is a file even when none was chosen (an empty part without a file name).
    if (typeof filename === 'string' || field) {
      const maxBytes = field ? targets[field]!.maxBytes : 0;
      const chunks: BlobPart[] = [];
      let size = 0;
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size <= maxBytes) chunks.push(chunk as BlobPart);
        else chunks.length = 0; // read past the rest, keep none of it
      }
      if (!field || size === 0 || !filename) return undefined;
      if (size > maxBytes) fileErrors[field] = [tooLargeMessage(maxBytes)];
      else files.set(field, new File(chunks, filename, { type: contentType }));
      return undefined;
    }
    const chunks: BlobPart[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > TEXT_PART_MAX_BYTES) throw new BodyTooLarge();
      chunks.push(chunk as BlobPart);
    }
    formData.append(name, await new Blob(chunks).text());
    return undefined;
  };

  const body = limited(request.body, cap);
  try {
    await unstable_parseMultipartFormData(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: body.stream,
        duplex: 'half',
      }),
      handler,
    );
  } catch (error) {
    const drained = await body.finish();
    // A body that is not readable multipart (its boundary broken, cut short) is the same 400 as any unreadable form.
    if (!(error instanceof BodyTooLarge) && !isTooLarge(error))
      throw data(FORM_UNREADABLE, { status: 400, headers: drained ? undefined : { Connection: 'close' } });
    const field = reading ? byPart.get(reading) : undefined;
    if (field) fileErrors[field] = [tooLargeMessage(targets[field]!.maxBytes)];
    else formErrors.push(FORM_TOO_LARGE);
  }

  for (const [field, file] of files) {
    if (fileErrors[field]) continue;
    const outcome = await targets[field]!.upload(file);
    if (outcome.ok) {
      formData.set(field, outcome.id);
      formData.set(fileNameField(field), outcome.fileName);
    } else {
      fileErrors[field] = [outcome.message];
    }
  }
  return { formData, fileErrors, formErrors };
}

/** The limiter's error may reach us wrapped by the multipart parser. */
function isTooLarge(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if (e instanceof BodyTooLarge) return true;
  return false;
}

export const hasFileErrors = (form: Pick<FormWithFiles, 'fileErrors' | 'formErrors'>) =>
  Object.keys(form.fileErrors).length > 0 || form.formErrors.length > 0;

/**
 * 400 with the schema's messages and the slots' refusals together (the uploaded ids stay in the form, so a file
 * that did upload is not asked for again).
 */
// Any parsed submission: the reply only reads its payload and errors.
export function fileErrorsReply(
  submission: Submission<unknown, string[], unknown>,
  form: Pick<FormWithFiles, 'fileErrors' | 'formErrors'>,
  options: { hideFields?: string[] } = {},
) {
  return formReply(
    {
      result: submission.reply({
        fieldErrors: form.fileErrors,
        formErrors: form.formErrors.length ? form.formErrors : undefined,
        hideFields: options.hideFields,
      }),
    },
    400,
  );
}
