/**
 * A new case's upload routes against the in-process mock backend, with a real session cookie: the signed tus URL
 * for a slide image (the token stays on the server; the API's refusals in its words), and a clinical attachment
 * checked here (slot, type by its first bytes) and streamed on to the API.
 */
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_TYPE_MESSAGE } from '../../../contracts';
import { TEST_API, server } from '../../../tests/setup/mock-backend';
import { sessionFor } from '../../../tests/setup/app-session';
import { uploadNewCaseAttachment } from './attachment-upload.server';
import { createSlideUploadUrl } from './slide-upload.server';

const FACILITY = 'facility@demo.test';
const PDF = new TextEncoder().encode('%PDF-1.4\n% upload\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Session = Awaited<ReturnType<typeof sessionFor>>;

/** One of the facility's drafts and its first block, as the API lists them. */
async function draftOf({ client }: Session) {
  const { data: list } = await client.GET('/api/cases', {
    params: { query: { status: 'Draft', createdByMyFacility: true, pageSize: 1 } },
  });
  const caseID = list!.data.items[0]!.caseID;
  const { data } = await client.GET('/api/cases/{caseId}', { params: { path: { caseId: caseID } } });
  return { caseID, subsectionId: data!.data.slides[0]!.subsections[0]!.id };
}

async function askForUrl(session: Session, body: unknown, caseId?: string) {
  const found = await draftOf(session);
  const caseID = caseId ?? found.caseID;
  const { subsectionId } = found;
  const cookie = session.cookie;
  const request = new Request(`http://app.test/cases/${caseID}/subsections/${subsectionId}/slide-upload`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await createSlideUploadUrl(request, { caseId: caseID, subsectionId });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('POST /cases/:caseId/subsections/:subsectionId/slide-upload', () => {
  it('answers the signed tus URL and its expiry, and nothing of the token', async () => {
    const session = await sessionFor(FACILITY);
    const { status, body } = await askForUrl(session, { fileName: 'biopsy.svs', sizeBytes: 5_000_000 });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'uploadUrl']);
    expect(body.uploadUrl).toMatch(/^http:\/\/api\.test\/slide-uploads\/[\w-]+\/\d+\/[\w-]+$/);
    expect(Date.parse(body.expiresAt!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(JSON.stringify(body)).not.toContain(session.token);
  });

  it('passes the API’s refusals on in its words; 400 for a body that is not the contract’s', async () => {
    const session = await sessionFor(FACILITY);
    expect(await askForUrl(session, { fileName: 'notes.txt', sizeBytes: 10 })).toEqual({
      status: 415,
      body: { message: SLIDE_TYPE_MESSAGE },
    });
    expect(await askForUrl(session, { fileName: 'big.svs', sizeBytes: 3 * 1024 ** 3 })).toEqual({
      status: 413,
      body: { message: 'The slide image is larger than 2 GB.' },
    });
    expect((await askForUrl(session, { fileName: 'a.svs' })).status).toBe(400);
    expect((await askForUrl(session, 'not json')).status).toBe(400);
    expect((await askForUrl(session, { fileName: 'a.svs', sizeBytes: 10 }, 'case-9999')).status).toBe(404);
  });

  it('a 429 or 503 of the API says when to try again: its Retry-After passed on, else 5 s', async () => {
    const session = await sessionFor(FACILITY);
    const { caseID, subsectionId } = await draftOf(session);
    const refusing = (status: number, headers: Record<string, string>) =>
      server.use(
        http.post(
          `${TEST_API}/api/cases/:caseId/subsections/:subsectionId/slide-uploads`,
          () =>
            Response.json(
              { isSuccess: false, message: 'Busy.', data: null, error: null, details: null },
              { status, headers },
            ),
          { once: true },
        ),
      );
    const ask = () =>
      createSlideUploadUrl(
        new Request(`http://app.test/cases/${caseID}/subsections/${subsectionId}/slide-upload`, {
          method: 'POST',
          headers: { Cookie: session.cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ fileName: 'a.svs', sizeBytes: 10 }),
        }),
        { caseId: caseID, subsectionId },
      );
    refusing(503, { 'Retry-After': '30' });
    const busy = await ask();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toBe('30');
    refusing(429, {});
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('5');
  });

  it('sends a visitor to log in', async () => {
    const session = await sessionFor(FACILITY);
    const visitor = { ...session, cookie: '' };
    const thrown = await askForUrl(visitor, { fileName: 'a.svs', sizeBytes: 10 }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login');
  });
});

/** The multipart bytes a browser's FormData makes, in its order. */
async function multipart(fields: Array<[string, string | [Blob, string]]>) {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value[0], value[1]);
  }
  const encoded = new Request('http://app.test/', { method: 'POST', body: form });
  return { type: encoded.headers.get('content-type')!, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

interface Stored {
  id: string;
  slot: string;
  fileName: string;
  sizeBytes: number;
}

async function postAttachment(
  session: Session,
  body: { type: string; bytes: Uint8Array } | { type: string; stream: ReadableStream<Uint8Array> },
) {
  const caseId = (await draftOf(session)).caseID;
  const cookie = session.cookie;
  const request = new Request(`http://app.test/cases/${caseId}/attachments/upload`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': body.type },
    body: 'bytes' in body ? body.bytes : body.stream,
    duplex: 'half',
  } as RequestInit);
  const response = await uploadNewCaseAttachment(request, { caseId }, {});
  return { status: response.status, body: (await response.json()) as { message: string; data: Stored } };
}

describe('POST /cases/:caseId/attachments/upload', () => {
  it('stores the file in its slot through the API and answers what the file slot reads', async () => {
    const session = await sessionFor(FACILITY);
    const sent = await multipart([
      ['slot', 'labReports'],
      ['file', [new Blob([PDF], { type: 'application/pdf' }), 'Lab report.pdf']],
    ]);
    const { status, body } = await postAttachment(session, sent);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      slot: 'labReports',
      fileName: 'Lab report.pdf',
      sizeBytes: PDF.length,
    });
    expect(body.data.id).toMatch(/^att-[0-9a-f]{16}$/);
    const caseId = (await draftOf(session)).caseID;
    const { data: listed } = await session.client.GET('/api/cases/{caseId}/attachments', {
      params: { path: { caseId } },
    });
    expect(listed!.data.map((a) => a.id)).toContain(body.data.id);
  });

  it('refuses here, before the API hears of it: a renamed file (415), no slot or a slot after the file (400)', async () => {
    const session = await sessionFor(FACILITY);
    const reached = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/attachments')) reached();
    });
    const renamed = await multipart([
      ['slot', 'labReports'],
      ['file', [new Blob([PNG], { type: 'application/pdf' }), 'scan.pdf']],
    ]);
    expect(await postAttachment(session, renamed)).toMatchObject({
      status: 415,
      body: { message: TYPE_MESSAGE },
    });
    const noSlot = await multipart([['file', [new Blob([PDF]), 'a.pdf']]]);
    expect((await postAttachment(session, noSlot)).status).toBe(400);
    const slotAfter = await multipart([
      ['file', [new Blob([PDF]), 'a.pdf']],
      ['slot', 'labReports'],
    ]);
    expect((await postAttachment(session, slotAfter)).status).toBe(400);
    const unknownSlot = await multipart([
      ['slot', 'somewhere'],
      ['file', [new Blob([PDF]), 'a.pdf']],
    ]);
    expect((await postAttachment(session, unknownSlot)).status).toBe(400);
    const empty = await multipart([
      ['slot', 'labReports'],
      ['file', [new Blob([]), 'a.pdf']],
    ]);
    expect(await postAttachment(session, empty)).toMatchObject({ status: 400 });
    expect(reached).not.toHaveBeenCalled();
    server.events.removeAllListeners('request:start');
  });

  it('reads a refused body to its end, keeping none of it, before answering: never a reset connection', async () => {
    // Cancelling the body destroys Node's socket before the answer is written: the browser said 'Failed to fetch'.
    const session = await sessionFor(FACILITY);
    const { type, bytes } = await multipart([
      ['slot', 'labReports'],
      ['file', [new Blob([new TextEncoder().encode('MZ'), new Uint8Array(300_000)]), 'report.pdf']],
    ]);
    let sent = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(sent, sent + 16 * 1024));
        sent += 16 * 1024;
      },
      cancel: () => void (cancelled = true),
    });
    expect(await postAttachment(session, { type, stream })).toMatchObject({
      status: 415,
      body: { message: TYPE_MESSAGE },
    });
    expect(cancelled).toBe(false);
    expect(sent).toBeGreaterThanOrEqual(bytes.length);
  });

  it('streams: the API has the first bytes before the browser has sent the rest, and the limit holds (413)', async () => {
    const session = await sessionFor(FACILITY);
    let firstChunkSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstChunkSeen = resolve));
    server.use(
      http.post(`${TEST_API}/api/cases/:caseId/attachments`, async ({ request }) => {
        const reader = request.body!.getReader();
        await reader.read();
        firstChunkSeen();
        while (!(await reader.read()).done);
        return Response.json(
          { isSuccess: false, message: 'Seen.', data: null, error: null, details: null },
          { status: 400 },
        );
      }),
    );
    const { type, bytes } = await multipart([
      ['slot', 'labReports'],
      ['file', [new Blob([PDF, new Uint8Array(100_000)]), 'long.pdf']],
    ]);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    controller.enqueue(bytes.slice(0, 1000));
    const answer = postAttachment(session, { type, stream });
    await seen; // a buffering route never gets here: the body has not ended
    controller.enqueue(bytes.slice(1000));
    controller.close();
    expect((await answer).status).toBe(400);
    server.resetHandlers();

    const big = await multipart([
      ['slot', 'labReports'],
      ['file', [new Blob([PDF, new Uint8Array(21 * 1024 * 1024)]), 'big.pdf']],
    ]);
    const chunks = [big.bytes.slice(0, 4096), big.bytes.slice(4096)];
    const chunked = new ReadableStream<Uint8Array>({
      pull: (c) => (chunks.length ? c.enqueue(chunks.shift()!) : c.close()),
    });
    expect(await postAttachment(session, { type: big.type, stream: chunked })).toMatchObject({
      status: 413,
      body: { message: 'The file is larger than 20 MB.' },
    });
  });
});
