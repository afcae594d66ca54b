/**
 * The facility's DICOMweb endpoint (decision 163) through the API: saved under the destination rule, tested by a
 * one-study QIDO-RS search against Debian's Orthanc with its DICOMweb plugin (tests/archive/orthanc.ts), and
 * against peers that refuse, redirect, never answer or answer HTML, each answered with its sentence.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../tests/setup/mock-backend';
import {
  archiveMissing,
  dicomize,
  fixturePath,
  startOrthanc,
  type Orthanc,
} from '../../../tests/archive/orthanc';
import { FACILITY, OTHER_FACILITY, PROVIDER, clientFor } from '../../testing/test-clients';
import { DICOMWEB_TEST_SENTENCES as SAID } from './test-result';

const FIXTURE = 'aperio-CMU-1-Small-Region.svs';
const missing = archiveMissing(FIXTURE);
if (missing) console.warn(`Skipping the image archive endpoint tests: ${missing}`);

const ALLOWED = 'MOCK_INTERFACE_ALLOWED_NETWORKS';
const LOOPBACK = `a loopback address: results cannot be sent to this machine's own network. An administrator can allow a network for interfaces.`;
const INTERFACES = '/api/me/facility-account/interfaces';
const TEST = '/api/me/facility-account/interfaces/dicomweb-test';

const save = async (baseUrl: string | null, as = FACILITY) =>
  (await clientFor(as)).PUT(INTERFACES, { body: { dicomweb: baseUrl === null ? null : { baseUrl } } });
const test = async (as = FACILITY) => (await clientFor(as)).POST(TEST);

/** A peer on the loopback answering every request with `answer`, or holding it unanswered. */
async function peer(answer: ((res: import('node:http').ServerResponse) => void) | 'silent') {
  const sockets = new Set<Socket>();
  const srv: Server | import('node:net').Server =
    answer === 'silent'
      ? createServer((socket) => void sockets.add(socket))
      : createHttpServer((_req, res) => answer(res));
  srv.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/dicom-web`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        srv.close(() => resolve());
      }),
  };
}

/** The archives here are real servers on the loopback, reached as such (not the in-process mock). */
const reachLoopback = () => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

const setting = process.env[ALLOWED];
beforeEach(reachLoopback);
afterEach(() => {
  if (setting === undefined) delete process.env[ALLOWED];
  else process.env[ALLOWED] = setting;
  delete process.env.MOCK_DICOMWEB_TIMEOUT_MS;
});

describe.skipIf(missing !== null)('a DICOMweb endpoint tested against Orthanc', () => {
  let orthanc: Orthanc;
  beforeAll(async () => {
    reachLoopback();
    orthanc = await startOrthanc();
    await dicomize(orthanc, fixturePath(FIXTURE));
  }, 90_000);
  afterAll(async () => orthanc?.stop());

  it('is saved, answered back, and reached: one study seen by a search limited to one', async () => {
    const saved = await save(`${orthanc.dicomWeb}/`);
    expect(saved.response.status).toBe(200);
    expect(saved.data!.data.dicomweb).toEqual({ baseUrl: `${orthanc.dicomWeb}/` });
    const { data, response } = await test();
    expect(response.status).toBe(200);
    expect(data!.data).toMatchObject({
      outcome: 'reached',
      sentence: 'Connected: the image archive answered as a DICOMweb service (1 study seen).',
      studiesSeen: 1,
      httpStatus: 200,
    });
    // Another facility has none saved: its test is refused, and the first one's endpoint is not its.
    const other = await test(OTHER_FACILITY);
    expect(other.response.status).toBe(409);
    expect(other.error?.message).toBe('Save the image archive’s DICOMweb address first.');
    expect((await test(PROVIDER)).response.status).toBe(403);
  });

  it('is refused where the destination rule refuses it, on saving and again when tested', async () => {
    process.env[ALLOWED] = '';
    const refused = await save(orthanc.dicomWeb);
    const sentence = `127.0.0.1 is ${LOOPBACK}`;
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ message: sentence, data: { 'dicomweb.baseUrl': [sentence] } });
    expect((await (await clientFor(FACILITY)).GET(INTERFACES)).data!.data.dicomweb).toBeNull();
    // Saved while the loopback was allowed, tested once it no longer is: judged again, never connected to.
    process.env[ALLOWED] = '127.0.0.0/8';
    expect((await save(orthanc.dicomWeb)).response.status).toBe(200);
    process.env[ALLOWED] = '';
    expect((await test()).data!.data).toMatchObject({ outcome: 'not-allowed', sentence, httpStatus: null });
  });
});

describe('a DICOMweb endpoint tested against peers that are not archives', () => {
  it('a peer that accepts and never answers: the time-out sentence', async () => {
    process.env.MOCK_DICOMWEB_TIMEOUT_MS = '300';
    const silent = await peer('silent');
    try {
      await save(silent.baseUrl);
      expect((await test()).data!.data).toMatchObject({
        outcome: 'timed-out',
        sentence:
          'The image archive did not answer within 0.3 seconds: it may be down, or a firewall may be holding the connection. Try again, or check the address with your PACS administrator.',
      });
    } finally {
      await silent.close();
    }
  });

  it('a web page: not a DICOMweb service, and nothing of the page in the answer', async () => {
    const page = await peer((res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><body>Hospital intranet: secret-marker</body></html>');
    });
    try {
      await save(page.baseUrl);
      const { data } = await test();
      expect(data!.data).toMatchObject({
        outcome: 'not-dicomweb',
        sentence: SAID.notDicomWeb,
        httpStatus: 200,
      });
      expect(SAID.notDicomWeb).toBe(
        'Something answered at this address, but not as a DICOMweb service: check that it is the archive’s DICOMweb address (it often ends in /dicom-web or /dicomweb).',
      );
      expect(JSON.stringify(data)).not.toContain('secret-marker');
    } finally {
      await page.close();
    }
  });

  it('a refusal, a redirect (not followed) and a closed port, each in its sentence', async () => {
    const locked = await peer((res) => {
      res.writeHead(401, 'Go away: secret-marker', { 'WWW-Authenticate': 'Basic' });
      res.end('secret-marker');
    });
    let followed = false;
    const target = await peer((res) => {
      followed = true;
      res.writeHead(200, { 'Content-Type': 'application/dicom+json' }).end('[]');
    });
    const moved = await peer((res) => res.writeHead(302, { Location: `${target.baseUrl}/studies` }).end());
    const closed = await peer('silent');
    await closed.close();
    try {
      await save(locked.baseUrl);
      const refusal = (await test()).data!.data;
      expect(refusal).toMatchObject({
        outcome: 'refused',
        httpStatus: 401,
        sentence:
          'The image archive refused the search (HTTP 401 Unauthorized): ask your PACS administrator to give PathBridge access.',
      });
      expect(JSON.stringify(refusal)).not.toContain('secret-marker');
      await save(moved.baseUrl);
      expect((await test()).data!.data).toMatchObject({
        outcome: 'refused',
        httpStatus: 302,
        sentence:
          'The address answered with a redirect (HTTP 302 Found), which PathBridge does not follow: ask your PACS administrator for the DICOMweb service’s own address.',
      });
      expect(followed).toBe(false);
      await save(closed.baseUrl);
      expect((await test()).data!.data).toMatchObject({
        outcome: 'unreachable',
        sentence:
          'The image archive could not be reached (ECONNREFUSED): check the address with your PACS administrator.',
      });
      // Removed with null: the test then has nothing to search.
      expect((await save(null)).data!.data.dicomweb).toBeNull();
      expect((await test()).response.status).toBe(409);
    } finally {
      await Promise.all([locked.close(), target.close(), moved.close()]);
    }
  });

  it('refuses a URL with a user name or password, and one that is not http or https', async () => {
    const withPassword = await save('https://clerk:hunter2@pacs.example.org/dicom-web');
    expect(withPassword.response.status).toBe(422);
    expect(withPassword.error?.data).toEqual({
      'dicomweb.baseUrl': ['A URL with a user name or password is refused: set a bearer token instead.'],
    });
    expect(JSON.stringify(withPassword.error)).not.toContain('hunter2');
    expect((await save('ftp://pacs.example.org/dicom-web')).response.status).toBe(400);
  });
});
