/** The browser's checks of a chosen file: extension, first bytes (magic numbers), size; and their words. */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../contracts';
import { TEST_API } from '../../../tests/setup/mock-backend';
import {
  ATTACHMENT_FILE_RULES,
  checkFile,
  describeUploadFailure,
  extensionOf,
  formatBytes,
  previewKind,
  signatureMatches,
  tooLargeMessage,
} from './file-rules';

const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';
const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0].slice(0, 8));
const HEADS = {
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  pdf: new TextEncoder().encode('%PDF-1.7'),
  doc: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  docx: bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00),
  exe: bytes(0x4d, 0x5a, 0x90, 0x00),
  html: new TextEncoder().encode('<html><b'),
};
const file = (name: string, size = 1000) => ({ name, size });

describe('checkFile with spec 5’s attachment rules', () => {
  it('accepts each allowed type whose bytes are that type, whatever the case of the extension', () => {
    const accepted: Array<[string, Uint8Array]> = [
      ['scan.jpeg', HEADS.jpeg],
      ['scan.JPG', HEADS.jpeg],
      ['scan.png', HEADS.png],
      ['report.pdf', HEADS.pdf],
      ['letter.doc', HEADS.doc],
      ['letter.DOCX', HEADS.docx],
    ];
    for (const [name, head] of accepted)
      expect(checkFile(file(name), head, ATTACHMENT_FILE_RULES), name).toBeNull();
  });

  it('refuses other extensions and renamed files with the spec’s sentence', () => {
    const refused: Array<[string, Uint8Array]> = [
      ['setup.exe', HEADS.exe],
      ['notes.txt', HEADS.pdf],
      ['scan.gif', HEADS.png],
      ['noextension', HEADS.pdf],
      ['report.pdf', HEADS.png], // a PNG renamed .pdf
      ['photo.jpg', HEADS.pdf],
      ['letter.docx', HEADS.doc], // an old Word file renamed .docx
      ['page.pdf', HEADS.html],
      ['short.png', new Uint8Array([0x89, 0x50])],
    ];
    for (const [name, head] of refused) {
      expect(checkFile(file(name), head, ATTACHMENT_FILE_RULES), name).toBe(TYPE_MESSAGE);
    }
  });

  it('refuses a file over 20 MB and an empty file, with their sentences', () => {
    const limit = 20 * 1024 * 1024;
    expect(checkFile(file('big.pdf', limit), HEADS.pdf, ATTACHMENT_FILE_RULES)).toBeNull();
    expect(checkFile(file('big.pdf', limit + 1), HEADS.pdf, ATTACHMENT_FILE_RULES)).toBe(
      'The file is larger than 20 MB.',
    );
    expect(checkFile(file('empty.pdf', 0), new Uint8Array(), ATTACHMENT_FILE_RULES)).toBe(
      'The file is empty.',
    );
    // The type is judged first: a large file of the wrong type hears about its type.
    expect(checkFile(file('big.exe', limit + 1), HEADS.exe, ATTACHMENT_FILE_RULES)).toBe(TYPE_MESSAGE);
  });

  it('follows a slot’s own rules', () => {
    const rules = { accept: ['.png'], maxBytes: 1024 * 1024, typeMessage: 'Only PNG images.' };
    expect(checkFile(file('a.pdf'), HEADS.pdf, rules)).toBe('Only PNG images.');
    expect(checkFile(file('a.png', 2 * 1024 * 1024), HEADS.png, rules)).toBe('The file is larger than 1 MB.');
    expect(checkFile(file('a.png'), HEADS.png, rules)).toBeNull();
  });
});

describe('helpers', () => {
  it('reads extensions, signatures and sizes', () => {
    expect(extensionOf('Scan.Final.PDF')).toBe('.pdf');
    expect(extensionOf('.hidden')).toBe('');
    expect(signatureMatches('.pdf', HEADS.pdf)).toBe(true);
    expect(signatureMatches('.pdf', HEADS.png)).toBe(false);
    expect(signatureMatches('.csv', HEADS.html)).toBe(true); // no known signature: the name decides
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(820)).toBe('820 bytes');
    expect(formatBytes(34 * 1024)).toBe('34 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(tooLargeMessage(20 * 1024 * 1024)).toBe('The file is larger than 20 MB.');
    expect(previewKind('a.PNG')).toEqual({ kind: 'image', type: 'image/png' });
    expect(previewKind('a.pdf')).toEqual({ kind: 'pdf', type: 'application/pdf' });
    expect(previewKind('a.docx')).toBeNull();
  });

  it('words a refused upload with the server’s words where they are its, the catalogue’s otherwise', () => {
    const envelope = (message: string, data: Record<string, string[]> | null = null) => ({
      isSuccess: false,
      message,
      data,
      error: null,
      details: null,
    });
    expect(describeUploadFailure(415, envelope(TYPE_MESSAGE))).toBe(TYPE_MESSAGE);
    expect(describeUploadFailure(413, envelope('The file is larger than 20 MB.'))).toBe(
      'The file is larger than 20 MB.',
    );
    expect(describeUploadFailure(400, envelope('Validation failed', { file: ['The file is empty.'] }))).toBe(
      'The file is empty.',
    );
    expect(
      describeUploadFailure(429, envelope('Too many uploads from this address. Try again in 3 minutes.')),
    ).toBe('Too many uploads from this address. Try again in 3 minutes.');
    expect(describeUploadFailure(403, 'Error 403: Forbidden.')).toBe(
      'Error 403: Forbidden. You do not have permission to perform this action.',
    );
    expect(describeUploadFailure(502, undefined)).toBe('Error 500: Server error. Please try again later.');
  });
});

describe('the defaults', () => {
  it('are what the API says it accepts (GET /api/reference/file-rules)', async () => {
    const login = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
      body: { email: 'provider@demo.test', password: 'Demo-pass-2026' },
    });
    const api = createApiClient({ baseUrl: TEST_API, token: login.data!.data.token });
    const { data } = (await api.GET('/api/reference/file-rules')).data!;
    expect(ATTACHMENT_FILE_RULES).toEqual({
      accept: data.attachmentExtensions,
      maxBytes: data.attachmentMaxBytes,
      typeMessage: data.attachmentTypeMessage,
    });
  });
});
