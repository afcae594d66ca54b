/**
 * The file slot in a real Remix form: a chosen file is checked here (type by name and first bytes, size) with
 * the sentences people see, uploaded at once with a progress bar, previewed, and removable; the server's
 * refusal is shown in its words; the form holds only the uploaded id.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Form } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FileField, SubmitButton, UPLOAD_IN_PROGRESS, useContractForm } from '.';
import { REMOVE_TEXT } from './file-field';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

spyOnToasts();

const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

/** XMLHttpRequest as the test drives it: what was sent, progress, and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const schema = z.object({ name: z.string(), cvDocumentId: z.string().optional() });
const submitted = vi.fn();

function Sample({ maxBytes }: { maxBytes?: number }) {
  const [form, fields] = useContractForm(schema, { id: 'sample' });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <input name="name" defaultValue="Lena" />
      <FileField
        meta={fields.cvDocumentId}
        label="CV"
        description="JPG, PNG, PDF or Word."
        uploadUrl="/uploads/registration-document"
        uploadFields={{ kind: 'cv' }}
        maxBytes={maxBytes}
      />
      <SubmitButton>Register</SubmitButton>
    </Form>
  );
}

function renderSample(props: { maxBytes?: number } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Sample {...props} />,
        action: async ({ request }) => {
          submitted(Object.fromEntries(await request.formData()));
          return null;
        },
      },
    ],
    { future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const fileInput = () => screen.getByLabelText(/^CV/) as HTMLInputElement;
const hiddenValue = () =>
  (document.querySelector('input[type=hidden][name="cvDocumentId"]') as HTMLInputElement).value;

async function choose(file: File) {
  const input = await waitFor(() => {
    const element = fileInput();
    // Hydrated: the input no longer posts the file itself.
    expect(element).not.toHaveAttribute('name');
    return element;
  });
  fireEvent.change(input, { target: { files: [file] } });
}

/** The n-th upload request, once the slot has sent it. */
const sent = (n: number) =>
  waitFor(() => {
    expect(FakeXhr.sent[n]).toBeDefined();
    return FakeXhr.sent[n]!;
  });

const uploaded = (id: string, fileName: string, size: number) => ({
  isSuccess: true,
  message: 'File uploaded.',
  data: {
    id,
    kind: 'cv',
    fileName,
    contentType: 'application/pdf',
    sizeBytes: size,
    uploadedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  },
  error: null,
  details: null,
});

beforeEach(() => {
  FakeXhr.sent = [];
  submitted.mockClear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('FileField', () => {
  it('uploads a chosen PDF at once with a progress bar, then shows it with a preview and holds its id', async () => {
    renderSample();
    await choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const xhr = await sent(0);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/uploads/registration-document');
    expect(xhr.body!.get('kind')).toBe('cv');
    expect((xhr.body!.get('file') as File).name).toBe('cv.pdf');

    const progress = screen.getByRole('progressbar', { name: 'Uploading cv.pdf' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(8, 16);
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeInTheDocument();

    xhr.respond(201, uploaded('doc-0123456789abcdef', 'cv.pdf', PDF.byteLength));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(hiddenValue()).toBe('doc-0123456789abcdef');
    expect(screen.getByRole('button', { name: 'Remove cv.pdf' })).toBeInTheDocument();
    expect(screen.getByText('· 15 bytes')).toBeInTheDocument();
    expect(screen.getByTitle('Preview of cv.pdf')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('status')).toHaveTextContent('cv.pdf uploaded.');
  });

  it('previews an image; Remove asks first, then clears the held id and gives the focus back to the input', async () => {
    renderSample();
    await choose(new File([PNG], 'scan.png', { type: 'image/png' }));
    const xhr = await sent(0);
    xhr.respond(201, uploaded('doc-00000000000000aa', 'scan.png', PNG.byteLength));
    expect(screen.getByRole('img', { name: 'Preview of scan.png' })).toHaveAttribute('src', 'blob:preview-1');

    // Escape keeps the file.
    const trigger = screen.getByRole('button', { name: 'Remove scan.png' });
    fireEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove scan.png?' });
    expect(dialog).toHaveAccessibleDescription(REMOVE_TEXT.uploaded);
    expect(within(dialog).getByRole('button', { name: 'Keep file' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(hiddenValue()).toBe('doc-00000000000000aa');
    expect(trigger).toHaveFocus();

    fireEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: 'Remove scan.png?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(hiddenValue()).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    await waitFor(() => expect(fileInput()).toHaveFocus());
    expect(screen.getByText(/Drag a file here/)).toBeInTheDocument();
  });

  it('refuses a file whose name or bytes are not an allowed type with the spec’s sentence, sending nothing', async () => {
    renderSample();
    await choose(new File([PNG], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(TYPE_MESSAGE)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(TYPE_MESSAGE));

    await choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(TYPE_MESSAGE)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(hiddenValue()).toBe('');
  });

  it('refuses a file over the limit: 20 MB by default, or the slot’s own', async () => {
    renderSample();
    const big = new File([PDF], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await choose(big);
    expect(await screen.findByText('The file is larger than 20 MB.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('a slot with a smaller limit says so', async () => {
    renderSample({ maxBytes: 10 });
    await choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The file is larger than 10 bytes.')).toBeInTheDocument();
  });

  it('shows the server’s refusal in its words (415, 429) and keeps nothing', async () => {
    renderSample();
    await choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const first = await sent(0);
    first.respond(415, { isSuccess: false, message: TYPE_MESSAGE, data: null, error: null, details: null });
    expect(screen.getByText(TYPE_MESSAGE)).toBeInTheDocument();
    expect(hiddenValue()).toBe('');

    await choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const second = await sent(1);
    const tooMany = 'Too many uploads from this address. Try again in 10 minutes.';
    second.respond(429, { isSuccess: false, message: tooMany, data: null, error: null, details: null });
    expect(screen.getByText(tooMany)).toBeInTheDocument();
  });

  it('takes a dropped file, and cancels an upload under way', async () => {
    renderSample();
    await waitFor(() => expect(fileInput()).not.toHaveAttribute('name'));
    const zone = document.querySelector('[data-slot="file-drop-zone"]')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File([PDF], 'dropped.pdf')] } });
    const xhr = await sent(0);
    expect((xhr.body!.get('file') as File).name).toBe('dropped.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(hiddenValue()).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('Upload cancelled.');
  });

  it('holds the form back while a file is uploading, then sends only the id', async () => {
    renderSample();
    await choose(new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const xhr = await sent(0);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(UPLOAD_IN_PROGRESS)).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();

    xhr.respond(201, uploaded('doc-0123456789abcdef', 'cv.pdf', PDF.byteLength));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]![0]).toEqual({
      name: 'Lena',
      cvDocumentId: 'doc-0123456789abcdef',
      cvDocumentId__fileName: 'cv.pdf',
    });
  });
});
