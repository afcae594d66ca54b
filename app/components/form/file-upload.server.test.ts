/**
 * A form posted without JavaScript: its files are read with bounded memory, uploaded through their slot, and
 * replaced by the uploaded ids; a refused or too large file is said under its slot while the typed fields stay.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { FORM_UNREADABLE } from '~/lib/read-form.server';
import { FORM_TOO_LARGE, fileErrorsReply, readFormWithFiles, type FileTarget } from './file-upload.server';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

function post(form: FormData) {
  return new Request('http://app.test/register', { method: 'POST', body: form });
}

function slot(
  maxBytes = 20 * 1024 * 1024,
  answer?: (file: File) => Awaited<ReturnType<FileTarget['upload']>>,
) {
  const upload = vi.fn(
    async (file: File) =>
      answer?.(file) ?? { ok: true as const, id: `doc-${file.name.length}`, fileName: file.name },
  );
  return { maxBytes, upload };
}

describe('readFormWithFiles', () => {
  it('uploads each chosen file and puts its id (and name) in the slot’s field, the text fields as posted', async () => {
    const form = new FormData();
    form.set('firstName', 'Lena');
    form.set('cvDocumentId', '');
    form.set('cvDocumentId__file', new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    form.set('proofOfAddressDocumentId__file', new File([], ''));
    const cv = slot();
    const proof = slot();
    const read = await readFormWithFiles(post(form), { cvDocumentId: cv, proofOfAddressDocumentId: proof });
    expect(read.fileErrors).toEqual({});
    expect(read.formErrors).toEqual([]);
    expect(Object.fromEntries(read.formData)).toEqual({
      firstName: 'Lena',
      cvDocumentId: 'doc-6',
      cvDocumentId__fileName: 'cv.pdf',
    });
    const sent = cv.upload.mock.calls[0]![0];
    expect(sent.name).toBe('cv.pdf');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PDF);
    expect(proof.upload).not.toHaveBeenCalled(); // no file chosen: nothing to upload
  });

  it('keeps an id already uploaded when no new file is chosen', async () => {
    const form = new FormData();
    form.set('cvDocumentId', 'doc-0123456789abcdef');
    form.set('cvDocumentId__file', new File([], ''));
    const read = await readFormWithFiles(post(form), { cvDocumentId: slot() });
    expect(read.formData.get('cvDocumentId')).toBe('doc-0123456789abcdef');
  });

  it('says the API’s refusal under the slot', async () => {
    const form = new FormData();
    form.set('cvDocumentId__file', new File([PDF], 'cv.pdf'));
    const message = 'Only JPG, PNG, PDF and Word documents are allowed.';
    const read = await readFormWithFiles(post(form), {
      cvDocumentId: slot(undefined, () => ({ ok: false, message })),
    });
    expect(read.fileErrors).toEqual({ cvDocumentId: [message] });
    expect(read.formData.get('cvDocumentId')).toBeNull();
  });

  it('reads past a file over its slot’s limit without keeping it, and keeps the fields around it', async () => {
    const form = new FormData();
    form.set('firstName', 'Lena');
    form.set('cvDocumentId__file', new File([new Uint8Array(4096)], 'big.pdf'));
    form.set('lastName', 'Fischer');
    const cv = slot(1024);
    const read = await readFormWithFiles(post(form), { cvDocumentId: cv });
    expect(read.fileErrors).toEqual({ cvDocumentId: ['The file is larger than 1 KB.'] });
    expect(read.formData.get('firstName')).toBe('Lena');
    expect(read.formData.get('lastName')).toBe('Fischer');
    expect(cv.upload).not.toHaveBeenCalled();
  });

  it('stops reading a body larger than all slots together allow, keeping what came before', async () => {
    const form = new FormData();
    form.set('firstName', 'Lena');
    form.set('cvDocumentId__file', new File([new Uint8Array(3 * 1024 * 1024)], 'huge.pdf'));
    const read = await readFormWithFiles(post(form), { cvDocumentId: slot(1024) });
    expect(read.formData.get('firstName')).toBe('Lena');
    expect(read.fileErrors).toEqual({ cvDocumentId: ['The file is larger than 1 KB.'] });
  });

  it('reads the rest of a body past the limit and drops it, never cancelling it: the answer reaches the browser', async () => {
    // A cancelled body destroys Node's socket before the page is written: the browser showed its error page.
    const form = new FormData();
    form.set('firstName', 'Lena');
    form.set('cvDocumentId__file', new File([new Uint8Array(3 * 1024 * 1024)], 'huge.pdf'));
    const bytes = new Uint8Array(await post(form).arrayBuffer());
    let sent = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
      cancel: () => void (cancelled = true),
    });
    const request = new Request('http://app.test/register', {
      method: 'POST',
      headers: { 'Content-Type': post(form).headers.get('content-type')! },
      body,
      duplex: 'half',
    } as RequestInit);
    const read = await readFormWithFiles(request, { cvDocumentId: slot(1024) });
    expect(read.formErrors).toEqual([FORM_TOO_LARGE]);
    expect(cancelled).toBe(false);
    expect(sent).toBeGreaterThanOrEqual(bytes.length);
  });

  it('answers a multipart body it cannot read (a part cut short) with a 400 in words', async () => {
    const request = new Request('http://app.test/register', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nLena',
    });
    const thrown = await readFormWithFiles(request, { cvDocumentId: slot() }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 400 }, data: FORM_UNREADABLE });
  });

  it('reads a URL-encoded post as it is', async () => {
    const request = new Request('http://app.test/register', {
      method: 'POST',
      body: new URLSearchParams({ firstName: 'Lena', cvDocumentId: 'doc-1' }),
    });
    const read = await readFormWithFiles(request, { cvDocumentId: slot() });
    expect(Object.fromEntries(read.formData)).toEqual({ firstName: 'Lena', cvDocumentId: 'doc-1' });
  });

  it('replies 400 with the schema’s messages and the slots’ together, keeping the uploaded ids', async () => {
    const form = new FormData();
    form.set('cvDocumentId__file', new File([PDF], 'cv.pdf'));
    form.set('proofOfAddressDocumentId__file', new File([PDF], 'bill.pdf'));
    const read = await readFormWithFiles(post(form), {
      cvDocumentId: slot(),
      proofOfAddressDocumentId: slot(undefined, () => ({ ok: false, message: 'The file is empty.' })),
    });
    const schema = z.object({
      firstName: z.string({ error: 'This field is required.' }),
      cvDocumentId: z.string().optional(),
      proofOfAddressDocumentId: z.string().optional(),
    });
    const reply = fileErrorsReply(parseWithZod(read.formData, { schema }), read);
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error).toEqual({
      firstName: ['This field is required.'],
      proofOfAddressDocumentId: ['The file is empty.'],
    });
    expect(reply.data.result.initialValue).toMatchObject({
      cvDocumentId: 'doc-6',
      cvDocumentId__fileName: 'cv.pdf',
    });
  });
});
