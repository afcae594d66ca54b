/**
 * Uploaded slides the image archive does not take (decision 165): an archive that is down, answers 500, answers
 * without end or never answers, and a converter that writes without end, never ends, fails or is missing. Each
 * leaves the slide on its uploaded file with the Failed state and its sentence, and the trail records it; a second
 * upload waits its turn without holding up its answer. (Successes: ./archive-store.test.ts.)
 */
import { chmodSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveMissing, startOrthanc } from './orthanc';
import {
  archiveAt,
  close,
  fileStillServed,
  FIXTURE,
  linkFor,
  listen,
  login,
  settledLink,
  signedIn,
  STOW,
  trailOf,
  upload,
  uploadsAndFakeArchives,
} from './archive-uploads';
import {
  CONVERSION_FAILED,
  CONVERSION_TOO_LARGE,
  CONVERSION_TOO_LONG,
  DICOMIZE_LIMITS,
} from '../../mock-server/slides/archive-dicomize';
import { STORE_SENTENCES } from '../../mock-server/slides/archive-stow';

const missing = archiveMissing(FIXTURE);
if (missing) console.warn(`Skipping the archive store failure tests: ${missing}`);

describe.skipIf(missing !== null)('uploads the image archive does not take', { timeout: 120_000 }, () => {
  const { state, fakeArchive } = uploadsAndFakeArchives();
  /** An address nothing answers at: the converter never gets as far as the archive in these tests. */
  const NOWHERE = 'http://127.0.0.1:9/dicom-web';

  const failures: Array<[string, () => Promise<string>, Partial<typeof STOW>, string]> = [
    [
      'an archive that is down',
      async () => {
        const down = await startOrthanc();
        await down.stop();
        return down.dicomWeb;
      },
      {},
      STORE_SENTENCES.unreachable,
    ],
    [
      'an archive answering 500 to the store',
      () => fakeArchive((_req, res) => res.writeHead(500).end('{"error":"disk full"}')),
      {},
      STORE_SENTENCES.refused,
    ],
    [
      'an archive whose answer never ends',
      () =>
        fakeArchive((req, res) => {
          req.resume();
          res.writeHead(200, { 'Content-Type': 'application/dicom+json' });
          const chunk = Buffer.alloc(64 * 1024, 0x20);
          const more = () => {
            while (!res.destroyed && res.write(chunk));
            if (!res.destroyed) res.once('drain', more);
          };
          more();
        }),
      {},
      STORE_SENTENCES.tooLarge,
    ],
    [
      'an archive that never answers',
      () => fakeArchive((req) => req.resume()),
      { timeoutMs: 1_500 },
      STORE_SENTENCES.timedOut,
    ],
  ];

  it.each(failures)(
    'leaves the slide on its file, Failed with its sentence, for %s',
    async (_, root, stow, sentence) => {
      const address = await root();
      await signedIn(archiveAt(address, stow), async (app, token) => {
        const id = await upload(app.base, token);
        const link = await settledLink(app.base, id, token);
        expect(link.archiveStorage).toEqual({ state: 'Failed', message: sentence });
        expect(link.dicomweb).toBeNull();
        expect(JSON.stringify(link)).not.toContain(new URL(address).host);
        await fileStillServed(link);
        expect(trailOf(id)).toEqual([
          expect.objectContaining({
            outcome: 'Failed',
            status: 502,
            detail: `not stored in the image archive: ${sentence}`,
          }),
        ]);
      });
    },
  );

  /** A stand-in converter: a shell script given the dicomizer's arguments (`--folder=…` first). */
  function fakeConverter(name: string, body: string): string {
    const file = path.join(state.uploads, `${name}.sh`);
    writeFileSync(file, `#!/bin/sh\nfolder="\${1#--folder=}"\n${body}\n`);
    chmodSync(file, 0o755);
    return file;
  }
  const conversions: Array<[string, string, string]> = [
    ['a converter that writes without end', 'exec yes > "$folder/wsi-000000.dcm"', CONVERSION_TOO_LARGE],
    ['a converter that never ends', 'exec sleep 60', CONVERSION_TOO_LONG],
    ['a converter that fails', 'echo "reading /secret/path failed" >&2; exit 3', CONVERSION_FAILED],
    ['a converter that is not installed', '', CONVERSION_FAILED],
  ];

  it.each(conversions)(
    'stops %s and leaves the slide Failed, its output unseen',
    async (name, body, sentence) => {
      const dicomizer = body
        ? fakeConverter(name.replace(/\W+/g, '-'), body)
        : path.join(state.uploads, 'absent');
      const temporary = () => readdirSync(tmpdir()).filter((n) => n.startsWith('pathbridge-dicomize-'));
      const before = temporary();
      const app = await listen({
        ...archiveAt(NOWHERE),
        store: {
          dicomizer,
          dicomize: { ...DICOMIZE_LIMITS, timeoutMs: 1_500, outputFactor: 1, outputSlackBytes: 1024 * 1024 },
        },
      });
      const warn = console.warn;
      const warnings: string[] = [];
      console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
      try {
        await app.reset();
        const token = await login(app.base);
        const id = await upload(app.base, token);
        const link = await settledLink(app.base, id, token);
        expect(link.archiveStorage).toEqual({ state: 'Failed', message: sentence });
        expect(JSON.stringify(link)).not.toContain('/secret/path');
        expect(JSON.stringify(trailOf(id))).not.toContain('/secret/path');
        await fileStillServed(link);
        // Its folder is gone with it.
        expect(temporary().filter((n) => !before.includes(n))).toEqual([]);
      } finally {
        console.warn = warn;
        await close(app.server);
      }
    },
  );

  it('never holds up another upload: one stores while the next waits, Queued', async () => {
    await signedIn(
      archiveAt(await fakeArchive((req) => req.resume()), { timeoutMs: 3_000 }),
      async (app, token) => {
        const first = await upload(app.base, token, 'first.svs');
        const second = await upload(app.base, token, 'second.svs');
        expect((await linkFor(app.base, second, token)).archiveStorage).toEqual({
          state: 'Queued',
          message: null,
        });
        expect((await settledLink(app.base, first, token)).archiveStorage?.state).toBe('Failed');
        expect((await settledLink(app.base, second, token)).archiveStorage).toEqual({
          state: 'Failed',
          message: STORE_SENTENCES.timedOut,
        });
      },
    );
  });
});
