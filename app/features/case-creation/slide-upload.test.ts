/**
 * startSlideUpload against the mock backend's real tus endpoint (tus-js-client's Node build, the file read by
 * slices as the browser's would be): chunks with progress, the URL handed over for the draft, pause and resume,
 * continuing after a "reload" under a fresh URL from where the backend stopped, a fresh URL when one stops
 * working, the backend's refusal in its words, and abort deleting the unfinished upload.
 */
import { createHash } from 'node:crypto';
import type { FileReader as TusFileReader } from 'tus-js-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, SLIDE_TYPE_MESSAGE } from '../../../contracts';
import { startMockHttpServer, type MockHttpServer } from '../../../tests/setup/mock-http-server';
import {
  startSlideUpload,
  type SlideUploadGrant,
  type SlideUploadOptions,
  type SlideUploadResume,
} from './slide-upload';

const CHUNK = 64 * 1024;
let mock: MockHttpServer;
let api: ReturnType<typeof createApiClient>;
let target: { caseId: string; subsectionId: string };

beforeAll(async () => {
  mock = await startMockHttpServer('slide-upload-test-secret');
});
beforeEach(async () => {
  mock.passThrough();
  const { data: login } = await createApiClient({ baseUrl: mock.base }).POST('/api/users/login', {
    body: { email: 'facility@demo.test', password: 'Demo-pass-2026' },
  });
  api = createApiClient({ baseUrl: mock.base, token: login!.data.token });
  const { data: list } = await api.GET('/api/cases', {
    params: { query: { status: 'Draft', createdByMyFacility: true, pageSize: 1 } },
  });
  const caseId = list!.data.items[0]!.caseID;
  const { data } = await api.GET('/api/cases/{caseId}', { params: { path: { caseId } } });
  target = { caseId, subsectionId: data!.data.slides[0]!.subsections[0]!.id };
});
afterAll(() => mock.close());

/** What the app's resource route does: createSlideUpload with the session's token. */
function grants(file: Blob, fileName: string) {
  const calls: SlideUploadGrant[] = [];
  const get = async () => {
    const { data } = await api.POST('/api/cases/{caseId}/subsections/{subsectionId}/slide-uploads', {
      params: { path: target },
      body: { fileName, sizeBytes: file.size },
    });
    calls.push(data!.data);
    return data!.data;
  };
  return { get, calls };
}

/** The stored image as the viewer gets it: its signed link's bytes. */
async function storedBytes(fileContent: string): Promise<Buffer> {
  const { data } = await api.GET('/api/wsi/get-download-link/{blobId}', {
    params: { path: { blobId: fileContent } },
  });
  return Buffer.from(await (await fetch(data!.data.link)).arrayBuffer());
}

/** The block's images, as the API shows the case. */
async function imagesOfBlock() {
  const { data } = await api.GET('/api/cases/{caseId}', { params: { path: { caseId: target.caseId } } });
  return data!.data.slides.flatMap((s) => s.subsections).find((sub) => sub.id === target.subsectionId)!
    .images;
}

/** The browser reads a File by slices; in Node, tus-js-client takes Buffers. */
const blobReader: TusFileReader = {
  openFile: async (input: Blob) => ({
    size: input.size,
    slice: async (start: number, end: number) => {
      const value = Buffer.from(await input.slice(start, end).arrayBuffer()) as Buffer & { size: number };
      value.size = value.length;
      return { value, done: end >= input.size };
    },
    close: () => undefined,
  }),
};

/** Bytes that start as a TIFF, `size` long, different at every position. */
function tiffLike(size: number): Blob {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) % 256;
  bytes.set([0x49, 0x49, 0x2a, 0x00], 0);
  return new Blob([bytes]);
}

const sha256 = async (blob: Blob) =>
  createHash('sha256')
    .update(new Uint8Array(await blob.arrayBuffer()))
    .digest('hex');

function start(
  file: Blob,
  fileName: string,
  extra: Partial<SlideUploadOptions> & { requests?: string[] } = {},
) {
  const source = grants(file, fileName);
  const { requests, ...options } = extra;
  const upload = startSlideUpload({
    ...target,
    file,
    fileName,
    getUploadUrl: source.get,
    ...options,
    tusOptions: {
      fileReader: blobReader,
      chunkSize: CHUNK,
      retryDelays: [0],
      onBeforeRequest: (request) => void requests?.push(`${request.getMethod()}`),
      ...options.tusOptions,
    },
  });
  return { upload, grants: source.calls };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('startSlideUpload', () => {
  it('sends the file in chunks with progress, hands over its URL, and resolves with the image of the case', async () => {
    const file = tiffLike(5 * CHUNK + 123);
    const progress: number[] = [];
    const remembered: SlideUploadResume[] = [];
    const states: string[] = [];
    const requests: string[] = [];
    const { upload } = start(file, 'Slide A.tif', {
      onProgress: (sent, total) => {
        expect(total).toBe(file.size);
        progress.push(sent);
      },
      onRemember: (resume) => remembered.push(resume),
      onStateChange: (state) => states.push(state),
      requests,
    });
    const result = await upload.done;
    expect(result.fileName).toBe('Slide A.tif');
    expect(result.fileContent).toMatch(/^sld-[0-9a-f]{16}$/);
    expect(remembered).toHaveLength(1);
    expect(remembered[0]!.uploadUrl.endsWith(`/${result.fileContent}`)).toBe(true);
    expect(requests).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH', 'PATCH', 'PATCH', 'PATCH']);
    expect(progress.at(-1)).toBe(file.size);
    expect(states).toEqual(['uploading', 'done']);
    expect(upload.state).toBe('done');

    expect(await imagesOfBlock()).toContainEqual({
      fileName: 'Slide A.tif',
      fileContent: result.fileContent,
    });
    expect(
      createHash('sha256')
        .update(await storedBytes(result.fileContent))
        .digest('hex'),
    ).toBe(await sha256(file));
  });

  it('pauses and resumes where the backend stopped', async () => {
    const file = tiffLike(6 * CHUNK);
    let paused = false;
    const { upload } = start(file, 'paused.tif', {
      onProgress: (sent) => {
        if (!paused && sent >= 2 * CHUNK) {
          paused = true;
          upload.pause();
        }
      },
    });
    await until(() => upload.state === 'paused');
    upload.resume();
    const { fileContent } = await upload.done;
    expect((await storedBytes(fileContent)).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it('continues after a reload from the URL the draft kept, under a fresh signed URL, sending only the rest', async () => {
    const file = tiffLike(8 * CHUNK);
    let kept: SlideUploadResume | null = null;
    let stopped = false;
    const first = start(file, 'reloaded.tif', {
      onRemember: (resume) => (kept = resume),
      tusOptions: {
        // Once the backend has taken three chunks (progress counts bytes written, which may not have arrived).
        onChunkComplete: (_size, accepted) => {
          if (!stopped && accepted >= 3 * CHUNK) {
            stopped = true;
            first.upload.pause(); // the tab goes away: nothing more is sent
          }
        },
      },
    });
    await until(() => first.upload.state === 'paused');
    const uploadId = kept!.uploadUrl.split('/').pop()!;

    const requests: string[] = [];
    const sent: number[] = [];
    const second = start(file, 'reloaded.tif', {
      resume: JSON.parse(JSON.stringify(kept)) as unknown,
      requests,
      onProgress: (bytes) => sent.push(bytes),
    });
    const { fileContent } = await second.upload.done;
    expect(fileContent).toBe(uploadId);
    // A URL of its own (the same as the first one's when issued in the same second: it is signed, not random).
    expect(second.grants).toHaveLength(1);
    expect(requests[0]).toBe('HEAD');
    expect(requests.filter((m) => m === 'POST')).toEqual([]);
    expect(sent[0]).toBeGreaterThanOrEqual(3 * CHUNK);
    expect((await storedBytes(fileContent)).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it('asks for a fresh URL when the one in use stops working (403)', async () => {
    const file = tiffLike(2 * CHUNK);
    const real = grants(file, 'fresh.tif');
    let asked = 0;
    const upload = startSlideUpload({
      ...target,
      file,
      fileName: 'fresh.tif',
      getUploadUrl: async () => {
        const grant = await real.get();
        // The first URL has a broken signature, as an expired or forgotten one would answer.
        return ++asked === 1 ? { ...grant, uploadUrl: `${grant.uploadUrl.slice(0, -3)}AAA` } : grant;
      },
      tusOptions: { fileReader: blobReader, chunkSize: CHUNK, retryDelays: [0] },
    });
    await upload.done;
    expect(asked).toBe(2);
  });

  it('while the browser is offline, waits for the network instead of failing, then goes on', async () => {
    const network = { onLine: false };
    const browserWindow = new EventTarget();
    vi.stubGlobal('navigator', network);
    vi.stubGlobal('window', browserWindow);
    try {
      const file = tiffLike(2 * CHUNK);
      const real = grants(file, 'offline.tif');
      const states: string[] = [];
      const upload = startSlideUpload({
        ...target,
        file,
        fileName: 'offline.tif',
        // The app cannot be reached while offline.
        getUploadUrl: () => (network.onLine ? real.get() : Promise.reject(new TypeError('Failed to fetch'))),
        onStateChange: (state) => states.push(state),
        tusOptions: { fileReader: blobReader, chunkSize: CHUNK, retryDelays: [0] },
      });
      await until(() => upload.state === 'offline');
      network.onLine = true;
      browserWindow.dispatchEvent(new Event('online'));
      await upload.done;
      expect(states).toEqual(['offline', 'starting', 'uploading', 'done']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ends with the backend’s sentence when it refuses the file', async () => {
    const fake = new Blob([new Uint8Array(3 * CHUNK).fill(1)]);
    const { upload } = start(fake, 'fake.svs');
    await expect(upload.done).rejects.toThrow(SLIDE_TYPE_MESSAGE);
    expect(upload.state).toBe('failed');
  });

  it('abort stops and deletes the unfinished upload on the backend', async () => {
    const file = tiffLike(6 * CHUNK);
    let kept: SlideUploadResume | null = null;
    const { upload } = start(file, 'dropped.tif', {
      onRemember: (resume) => (kept = resume),
      onProgress: (sent) => {
        if (sent >= CHUNK && upload.state === 'uploading') upload.abort();
      },
    });
    await expect(upload.done).rejects.toMatchObject({ name: 'AbortError' });
    expect(upload.state).toBe('aborted');
    // The DELETE goes out as abort() returns; then the backend no longer knows the upload.
    const headStatus = async () =>
      (await fetch(kept!.uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } })).status;
    let status = await headStatus();
    while (status === 200) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = await headStatus();
    }
    expect(status).toBe(404);
  });
});
