/**
 * The reader worker's side of the protocol: which 'open' requests share a reader. The page's boot script opens
 * the first slide (a TIFF file, or a series in an archive) before the viewer's own client asks for it again; the
 * second open must be answered from the first's read, and any other file or series read afresh.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenSlideRequest, WorkerRequest, WorkerResponse } from './protocol';
import type { TiffReader } from './reader';
import { serveSlideReader } from './worker-host';

const OPTIONS = { timeoutMs: 1000, retries: 0, retryDelayMs: 0 };
const SERIES = {
  wadoRsRoot: 'http://app.test/slides/s1/dicomweb/1/sig',
  studyInstanceUid: '1.2',
  seriesInstanceUid: '1.2.3',
};

/** A worker scope serving the protocol, whose reader opens are counted; `send` answers once the open settles. */
function serve() {
  const opened: OpenSlideRequest[] = [];
  const answers: WorkerResponse[] = [];
  const scope: { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null } = { onmessage: null };
  vi.stubGlobal(
    'self',
    Object.assign(scope, { postMessage: (message: WorkerResponse) => answers.push(message) }),
  );
  serveSlideReader(async (request) => {
    opened.push(request);
    return { info: { url: request.url } } as unknown as TiffReader;
  }, 'No file is open.');
  const send = async (request: Omit<OpenSlideRequest, 'type' | 'options'>) => {
    scope.onmessage!({ data: { type: 'open', options: OPTIONS, ...request } } as MessageEvent<WorkerRequest>);
    await vi.waitFor(() => expect(answers.some((answer) => answer.id === request.id)).toBe(true));
  };
  return { opened, answers, send };
}

afterEach(() => vi.unstubAllGlobals());

describe('serveSlideReader', () => {
  it("answers the client's open of the series the boot opened from the boot's read, and reads another series afresh", async () => {
    const { opened, answers, send } = serve();
    await send({ id: 0, url: SERIES.wadoRsRoot, dicomweb: SERIES });
    await send({ id: 1, url: SERIES.wadoRsRoot, dicomweb: SERIES });
    expect(opened).toHaveLength(1);
    expect(answers.map((answer) => [answer.type, answer.id])).toEqual([
      ['opened', 0],
      ['opened', 1],
    ]);
    // Same root, another series: its own read.
    await send({ id: 2, url: SERIES.wadoRsRoot, dicomweb: { ...SERIES, seriesInstanceUid: '1.2.4' } });
    expect(opened.map((request) => request.dicomweb?.seriesInstanceUid)).toEqual(['1.2.3', '1.2.4']);
  });

  it('shares a TIFF file read by its URL, never a DICOM series of instances read together', async () => {
    const { opened, send } = serve();
    await send({ id: 0, url: 'http://app.test/s4/file' });
    await send({ id: 1, url: 'http://app.test/s4/file' });
    expect(opened).toHaveLength(1);
    await send({ id: 2, url: 'http://app.test/s5/file', instances: ['http://app.test/s5/level-1'] });
    await send({ id: 3, url: 'http://app.test/s5/file', instances: ['http://app.test/s5/level-1'] });
    expect(opened.map((request) => request.url)).toEqual([
      'http://app.test/s4/file',
      'http://app.test/s5/file',
      'http://app.test/s5/file',
    ]);
  });
});
