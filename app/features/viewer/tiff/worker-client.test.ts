import { describe, expect, it, vi } from 'vitest';
import { TIFF_LOAD_FAILED } from './errors';
import type { TiffSlideInfo } from './reader';
import { TiffWorkerClient } from './worker-client';
import { fakeWorker } from './fake-worker';

const bitmap = () => ({ width: 1, height: 1, close: vi.fn() }) as unknown as ImageBitmap;
const OPTIONS = { timeoutMs: 1000, retries: 0, retryDelayMs: 0 };
const INFO = { mppFromFile: false } as TiffSlideInfo;

describe('the page side of the TIFF worker', () => {
  it('opens and hands back the slide description', async () => {
    const { worker, sent, answer } = fakeWorker();
    const client = new TiffWorkerClient(worker as unknown as Worker);
    const opening = client.open('https://slides/file', OPTIONS);
    expect(sent).toEqual([{ type: 'open', id: 1, url: 'https://slides/file', options: OPTIONS }]);
    answer({ type: 'opened', id: 1, info: INFO });
    await expect(opening).resolves.toBe(INFO);
  });

  it("rejects with the worker's message", async () => {
    const { worker, answer } = fakeWorker();
    const client = new TiffWorkerClient(worker as unknown as Worker);
    const opening = client.open('u', OPTIONS);
    answer({ type: 'failed', id: 1, message: 'TIFF file is incomplete or corrupted', name: 'Error' });
    await expect(opening).rejects.toThrow('TIFF file is incomplete or corrupted');
  });

  it('aborts an open when its signal fires, and tells the worker', async () => {
    const { worker, sent } = fakeWorker();
    const client = new TiffWorkerClient(worker as unknown as Worker);
    const controller = new AbortController();
    const opening = client.open('u', OPTIONS, controller.signal);
    controller.abort();
    await expect(opening).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent.at(-1)).toEqual({ type: 'abort', id: 1 });
  });

  it('delivers tiles by request, and closes a bitmap that arrives after its abort', async () => {
    const { worker, sent, answer } = fakeWorker();
    const client = new TiffWorkerClient(worker as unknown as Worker);
    const first = client.tile(12, 3, 4);
    const second = client.tile(12, 3, 5);
    expect(sent).toEqual([
      { type: 'tile', id: 1, level: 12, x: 3, y: 4 },
      { type: 'tile', id: 2, level: 12, x: 3, y: 5 },
    ]);
    const image = bitmap();
    answer({ type: 'tile', id: 1, bitmap: image });
    await expect(first.promise).resolves.toBe(image);

    second.abort();
    await expect(second.promise).rejects.toMatchObject({ name: 'AbortError' });
    const late = bitmap();
    answer({ type: 'tile', id: 2, bitmap: late });
    expect(late.close).toHaveBeenCalled();
  });

  it("fails everything pending with 'Failed to load TIFF file…' when the worker itself fails", async () => {
    const { worker, crash } = fakeWorker();
    const client = new TiffWorkerClient(worker as unknown as Worker);
    const opening = client.open('u', OPTIONS);
    crash();
    await expect(opening).rejects.toThrow(TIFF_LOAD_FAILED);
  });

  it("sends a DICOM series' other instances with the open, and fails with the DICOM route's message", async () => {
    const { worker, sent, crash } = fakeWorker();
    const client = new TiffWorkerClient(worker as unknown as Worker, 'Failed to load slide: DICOM.');
    const opening = client.open('u', OPTIONS, undefined, { instances: ['i0', 'i1'] });
    expect(sent).toEqual([{ type: 'open', id: 1, url: 'u', options: OPTIONS, instances: ['i0', 'i1'] }]);
    crash();
    await expect(opening).rejects.toThrow('Failed to load slide: DICOM.');
  });

  it("names an archive's series with the open, for the DICOMweb worker", () => {
    const { worker, sent } = fakeWorker();
    const client = new TiffWorkerClient(worker as unknown as Worker, 'Failed to load slide: DICOM.');
    const dicomweb = { wadoRsRoot: 'https://app/root', studyInstanceUid: '1.2', seriesInstanceUid: '1.2.3' };
    void client.open('https://app/root', OPTIONS, undefined, { dicomweb });
    expect(sent).toEqual([{ type: 'open', id: 1, url: 'https://app/root', options: OPTIONS, dicomweb }]);
  });

  it('stops the worker on terminate and refuses further requests', async () => {
    const { worker } = fakeWorker();
    const client = new TiffWorkerClient(worker as unknown as Worker);
    const pending = client.tile(1, 0, 0).promise;
    client.terminate();
    expect(worker.terminate).toHaveBeenCalledOnce();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(client.tile(1, 0, 0).promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
