/**
 * Case files: attachment upload (type 415 with the spec's message, size 413, hostile names), list, download with
 * a sanitized Content-Disposition, delete, seeded placeholders, and slide image uploads into a subsection.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../index';
import {
  ADMIN,
  FACILITY,
  OTHER_FACILITY,
  PROVIDER,
  TEST_API,
  clientFor,
  tokenFor,
} from '../testing/test-clients';

const PDF = new TextEncoder().encode('%PDF-1.4\n% test\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let uploads: string;
const previous = process.env.MOCK_UPLOADS_DIR;
beforeAll(() => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-uploads-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
});
afterAll(() => {
  if (previous === undefined) delete process.env.MOCK_UPLOADS_DIR;
  else process.env.MOCK_UPLOADS_DIR = previous;
  rmSync(uploads, { recursive: true, force: true });
});

const draftOf = (facilityId = 'fac-001') =>
  db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === facilityId)!;

async function upload(
  email: string,
  caseId: string,
  file: Blob,
  name: string,
  slot: string | null = 'labReports',
) {
  const form = new FormData();
  if (slot !== null) form.set('slot', slot);
  form.set('file', file, name);
  const response = await fetch(`${TEST_API}/api/cases/${caseId}/attachments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenFor(email)}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message: string;
      data: Record<string, unknown> & { id: string; fileName: string };
    },
  };
}

async function download(email: string, caseId: string, attachmentId: string) {
  return fetch(`${TEST_API}/api/cases/${caseId}/attachments/${attachmentId}`, {
    headers: { Authorization: `Bearer ${await tokenFor(email)}` },
  });
}

describe('clinical attachments', () => {
  it('a facility uploads a PDF into a slot, lists it and downloads the same bytes', async () => {
    const item = draftOf();
    const { status, body } = await upload(
      FACILITY,
      item.caseID,
      new Blob([PDF], { type: 'application/pdf' }),
      'History letter.pdf',
      'clinicalHistoryLetter',
    );
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      slot: 'clinicalHistoryLetter',
      fileName: 'History letter.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.byteLength,
    });
    expect(readdirSync(uploads)).toContain(body.data.id);
    const client = await clientFor(FACILITY);
    const listed = await client.GET('/api/cases/{caseId}/attachments', {
      params: { path: { caseId: item.caseID } },
    });
    expect(listed.data!.data.map((a) => a.id)).toContain(body.data.id);
    const file = await download(FACILITY, item.caseID, body.data.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="History letter.pdf"; filename*=UTF-8''History%20letter.pdf`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('answers 415 with the spec’s message for a wrong extension, type or content', async () => {
    const item = draftOf();
    const cases: Array<[Blob, string]> = [
      [new Blob(['MZ'], { type: 'application/x-msdownload' }), 'setup.exe'],
      [new Blob([PDF], { type: 'application/pdf' }), 'report.txt'],
      [new Blob([PDF], { type: 'image/png' }), 'report.pdf'],
      [new Blob(['not a pdf'], { type: 'application/pdf' }), 'fake.pdf'],
      [new Blob([PDF], { type: 'application/pdf' }), 'passwd'],
    ];
    for (const [blob, name] of cases) {
      const { status, body } = await upload(FACILITY, item.caseID, blob, name);
      expect(status, name).toBe(415);
      expect(body.message).toBe('Only JPG, PNG, PDF and Word documents are allowed.');
    }
    expect(
      (await upload(FACILITY, item.caseID, new Blob([PNG], { type: 'image/png' }), 'scan.PNG')).status,
    ).toBe(201);
  });

  it('answers 413 for a file over 20 MB and 400 for a missing slot or an empty file', async () => {
    const item = draftOf();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooLarge = await upload(
      FACILITY,
      item.caseID,
      new Blob([big], { type: 'application/pdf' }),
      'big.pdf',
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The file is larger than 20 MB.');
    expect((await upload(FACILITY, item.caseID, new Blob([PDF]), 'a.pdf', null)).status).toBe(400);
    expect((await upload(FACILITY, item.caseID, new Blob([PDF]), 'a.pdf', 'kitchen')).status).toBe(400);
    expect((await upload(FACILITY, item.caseID, new Blob([]), 'a.pdf')).status).toBe(400);
  });

  it('stores hostile names under server ids and serves them with a sanitized name', async () => {
    const item = draftOf();
    const names = [
      '../../etc/passwd.pdf',
      '..\\..\\x.pdf',
      'dir/sub/evil.pdf',
      '.hidden.pdf',
      'quote"semi;colon.pdf',
    ];
    const stored: string[] = [];
    for (const name of names) {
      const { status, body } = await upload(
        FACILITY,
        item.caseID,
        new Blob([PDF], { type: 'application/pdf' }),
        name,
      );
      expect(status, name).toBe(201);
      // eslint-disable-next-line no-control-regex
      expect(body.data.fileName).not.toMatch(/[\\/\u0000"]|^\./);
      expect(body.data.id).toMatch(/^att-[0-9a-f]{16}$/);
      stored.push(body.data.fileName);
      const file = await download(FACILITY, item.caseID, body.data.id);
      expect(file.headers.get('content-disposition')).not.toMatch(/[\\/]|\.\./);
    }
    expect(stored.slice(0, 2)).toEqual(['passwd.pdf', 'x.pdf']);
    expect(stored[2]).toBe('evil.pdf');
    expect(stored[3]).toBe('hidden.pdf');
    // A NUL in a part's header is not HTTP (RFC 9110 field values): the body is refused, nothing is stored.
    const nul = await upload(
      FACILITY,
      item.caseID,
      new Blob([PDF], { type: 'application/pdf' }),
      'a\u0000b.pdf',
    );
    expect(nul.status).toBe(400);
    // Nothing was written outside the uploads folder, and only server ids inside it.
    expect(readdirSync(uploads).every((f) => /^att-[0-9a-f]{16}$/.test(f))).toBe(true);
    expect(readdirSync(path.dirname(uploads)).some((f) => f === 'passwd.pdf' || f === 'evil.pdf')).toBe(
      false,
    );
  });

  it('permissions: other facility 403, provider 403 to upload, 409 after send-out is over, admin deletes', async () => {
    const item = draftOf();
    const pdf = () => new Blob([PDF], { type: 'application/pdf' });
    expect((await upload(OTHER_FACILITY, item.caseID, pdf(), 'a.pdf')).status).toBe(403);
    const mine = db.cases
      .all()
      .find((c) => c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider')!;
    expect((await upload(PROVIDER, mine.caseID, pdf(), 'a.pdf')).status).toBe(403);
    const signed = db.cases
      .all()
      .find((c) => c.status === 'SignOutCompleted' && c.facility.id === 'fac-001')!;
    expect((await upload(FACILITY, signed.caseID, pdf(), 'a.pdf')).status).toBe(409);
    expect((await upload(FACILITY, 'case-9999', pdf(), 'a.pdf')).status).toBe(404);
    const { body } = await upload(FACILITY, item.caseID, pdf(), 'a.pdf');
    expect((await download(OTHER_FACILITY, item.caseID, body.data.id)).status).toBe(403);
    expect((await download(FACILITY, item.caseID, 'att-ffffffffffffffff')).status).toBe(404);
    const other = await clientFor(OTHER_FACILITY);
    const path404 = { params: { path: { caseId: item.caseID, attachmentId: body.data.id } } };
    expect(
      (await other.DELETE('/api/cases/{caseId}/attachments/{attachmentId}', path404)).response.status,
    ).toBe(403);
    const admin = await clientFor(ADMIN);
    const removed = await admin.DELETE('/api/cases/{caseId}/attachments/{attachmentId}', path404);
    expect(removed.data!.data.id).toBe(body.data.id);
    expect(readdirSync(uploads)).not.toContain(body.data.id);
    expect((await download(FACILITY, item.caseID, body.data.id)).status).toBe(404);
  });

  it('seeded attachments download a placeholder PDF written on first use, matching size and checksum', async () => {
    const seeded = db.attachments
      .all()
      .find(
        (a) => a.placeholder && db.cases.all().find((c) => c.caseID === a.caseID)!.facility.id === 'fac-001',
      )!;
    expect(db.attachments.all().length).toBeGreaterThan(50);
    const file = await download(ADMIN, seeded.caseID, seeded.id);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBe(seeded.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(seeded.sha256);
    expect(readdirSync(uploads)).toContain(seeded.id);
  });
});

describe('slide image uploads', () => {
  async function uploadSlide(email: string, caseId: string, subsectionId: string, blob: Blob, name: string) {
    const form = new FormData();
    form.set('file', blob, name);
    const response = await fetch(`${TEST_API}/api/cases/${caseId}/subsections/${subsectionId}/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(email)}` },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        message: string;
        data: { image: { fileName: string; fileContent: string } };
      },
    };
  }

  it('adds the image to the subsection; 415 for other types, 413 over the cap, 404 for an unknown subsection', async () => {
    const item = draftOf();
    const subsection = item.slides[0]!.subsections[0]!;
    const tiff = new Blob([new Uint8Array([0x49, 0x49, 0x2a, 0x00, 1, 2, 3, 4])]);
    const { status, body } = await uploadSlide(
      FACILITY,
      item.caseID,
      subsection.id,
      tiff,
      '../scanner/Block A1.ome.tiff',
    );
    expect(status).toBe(201);
    expect(body.data.image.fileName).toBe('Block A1.ome.tiff');
    expect(body.data.image.fileContent).toMatch(/^sld-[0-9a-f]{16}$/);
    const client = await clientFor(FACILITY);
    const after = await client.GET('/api/cases/{caseId}', { params: { path: { caseId: item.caseID } } });
    expect(after.data!.data.slides[0]!.subsections[0]!.images).toContainEqual(body.data.image);
    const wrong = await uploadSlide(FACILITY, item.caseID, subsection.id, tiff, 'slide.png');
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toMatch(/^Only slide images are allowed/);
    expect((await uploadSlide(FACILITY, item.caseID, 'nope', tiff, 'a.svs')).status).toBe(404);
    process.env.MOCK_MAX_SLIDE_UPLOAD_BYTES = '4';
    try {
      expect((await uploadSlide(FACILITY, item.caseID, subsection.id, tiff, 'a.svs')).status).toBe(413);
    } finally {
      delete process.env.MOCK_MAX_SLIDE_UPLOAD_BYTES;
    }
    expect((await uploadSlide(PROVIDER, item.caseID, subsection.id, tiff, 'a.svs')).status).toBe(403);
  });
});
