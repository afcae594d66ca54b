/**
 * The viewer page's loader (decision 110): it answers once the session's token is checked, so the document's head
 * leaves before the case is read; the case follows as a promise in its data.
 */
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, sessionFor } from '../../../tests/setup/app-session';
import { blobIdsOf, flattenCaseImages } from './case-images';
import { LINK_BATCH_SIZE } from './constants';
import { loadViewerPage } from './viewer.server';

/** The route's loader (app/routes/viewer.tsx) is this function. */
const loader = ({ request }: { request: Request; params: object; context: object }) =>
  loadViewerPage(request);

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

/** Holds the API's answers to case reads until `open()`; the mock answers them then. */
function holdCaseReads() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let held = 0;
  server.use(
    http.get(`${TEST_API}/api/cases/:caseId`, async () => {
      held++;
      await gate;
      // Nothing returned: the mock's own handler answers.
    }),
  );
  return { open, held: () => held };
}

const settledYet = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

describe("the viewer page's loader", () => {
  it('answers once the session is checked, the case still being read; the case follows in its data', async () => {
    const provider = await sessionFor('provider@demo.test');
    const { data } = await provider.client.GET('/api/cases', {
      params: { query: { assignedToMe: true, status: 'Assigned', pageSize: 1 } },
    });
    const caseId = data!.data.items[0]!.caseID;
    const reads = holdCaseReads();

    const answered = Promise.resolve(
      loader({ request: appRequest(provider.cookie, `/viewer?caseId=${caseId}`), params: {}, context: {} }),
    );
    expect(await settledYet(answered)).toBe(true);
    expect(reads.held()).toBe(1);
    const page = await answered;
    expect(page.expiresAt).toBeTruthy();
    expect(await settledYet(page.viewer)).toBe(false);

    reads.open();
    const read = await page.viewer;
    expect(read.caseData?.caseID).toBe(caseId);
    expect(read.caseData).not.toHaveProperty('clinicalInfo');
    expect(Object.keys((await read.extras!).links).length).toBeGreaterThan(0);
  });

  it("asks the API about the token before the case, so that a serial backend answers the head's check first", async () => {
    const provider = await sessionFor('provider@demo.test');
    const asked: string[] = [];
    const note = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', note);
    try {
      const page = await loader({
        request: appRequest(provider.cookie, '/viewer?caseId=case-0001'),
        params: {},
        context: {},
      });
      await page.viewer;
    } finally {
      server.events.removeListener('request:start', note);
    }
    expect(asked.slice(0, 2)).toEqual(['/api/Users/current', '/api/cases/case-0001']);
  });

  it("hands on the first slide's link as soon as it is read, before the rest of the batch and the rights", async () => {
    const provider = await sessionFor('provider@demo.test');
    const { data } = await provider.client.GET('/api/cases', {
      params: { query: { assignedToMe: true, status: 'Assigned', pageSize: 50 } },
    });
    const caseId = data!.data.items.find((item) => item.imageCount > 1)!.caseID;
    const viewerOf = async () =>
      (
        await loader({
          request: appRequest(provider.cookie, `/viewer?caseId=${caseId}`),
          params: {},
          context: {},
        })
      ).viewer;
    const read = await viewerOf();
    await read.extras;
    const blobIds = blobIdsOf(flattenCaseImages(read.caseData!));
    expect(blobIds.length).toBeGreaterThan(1);

    // Again, every other read held: the link of the first slide alone comes back.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const hold = async () => void (await gate);
    server.use(
      http.get(`${TEST_API}/api/wsi/get-download-link/:blobId`, ({ params }) =>
        params.blobId === blobIds[0] ? undefined : hold(),
      ),
      http.get(`${TEST_API}/api/cases/:caseId/images/:imageId/annotations`, hold),
    );
    const again = await viewerOf();
    expect(Object.keys(await again.firstLink!)).toEqual([blobIds[0]]);
    expect(await settledYet(again.extras!)).toBe(false);
    open();
    expect(Object.keys((await again.extras!).links).sort()).toEqual(blobIds.slice(0, LINK_BATCH_SIZE).sort());
  });

  it('still sends a visitor to the login and says when the case cannot be read', async () => {
    await expect(
      loader({ request: new Request('http://app.test/viewer?caseId=case-0001'), params: {}, context: {} }),
    ).rejects.toMatchObject({ status: 302, headers: expect.any(Headers) });
    const provider = await sessionFor('provider@demo.test');
    const page = await loader({
      request: appRequest(provider.cookie, '/viewer?caseId=no-such-case'),
      params: {},
      context: {},
    });
    expect(await page.viewer).toMatchObject({ caseData: null, error: 'Case not found.', extras: null });
  });
});
