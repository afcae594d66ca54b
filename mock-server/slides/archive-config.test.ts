/**
 * Where the server finds the site's image archive (DICOMWEB_URL) and what a slide link says of it: a DICOMweb root
 * only where the slide has an archive series and the server an archive.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db, DEMO_PASSWORD } from '../index';
import {
  ARCHIVE_LIMITS,
  archiveAuthorization,
  DICOMWEB_CREDENTIALS_TWICE,
  DICOMWEB_TOKEN_UNUSABLE,
  DICOMWEB_URL_MALFORMED,
  dicomwebArchive,
} from './archive-config';
import { slideLinkData, type SlideLinkData } from './links';
import { checkSignature } from './signing';

const series = {
  studyInstanceUid: '1.2.826.0.1.3680043.8.498.10',
  seriesInstanceUid: '1.2.826.0.1.3680043.8.498.11',
};

describe('DICOMWEB_URL', () => {
  it('unset or blank: no archive', () => {
    expect(dicomwebArchive({})).toBeNull();
    expect(dicomwebArchive({ DICOMWEB_URL: '  ' })).toBeNull();
  });

  it('names the root; a user and password in it become a Basic header and leave the address', () => {
    expect(dicomwebArchive({ DICOMWEB_URL: 'https://reader:p%40ss@pacs.example:8443/dicom-web/' })).toEqual({
      root: 'https://pacs.example:8443/dicom-web',
      authorization: `Basic ${Buffer.from('reader:p@ss').toString('base64')}`,
      limits: ARCHIVE_LIMITS,
    });
    expect(dicomwebArchive({ DICOMWEB_URL: 'http://127.0.0.1:8042/dicom-web' })).toMatchObject({
      root: 'http://127.0.0.1:8042/dicom-web',
      authorization: null,
    });
  });

  it.each([
    'ftp://reader:secret@pacs.example/dicom-web',
    'https://reader:secret@pacs.example/dicom-web?token=secret',
    'https://pacs.example/dicom-web#secret',
    'pacs.example/dicom-web',
  ])('refuses %s with a sentence that repeats none of it', (setting) => {
    expect(() => dicomwebArchive({ DICOMWEB_URL: setting })).toThrow(DICOMWEB_URL_MALFORMED);
    expect(DICOMWEB_URL_MALFORMED).not.toMatch(/secret|pacs/);
  });
});

describe('DICOMWEB_TOKEN_FILE', () => {
  const folder = () => mkdtempSync(path.join(tmpdir(), 'dicomweb-token-'));

  it('sends the file’s token as Bearer, and the new one once the file is refreshed', () => {
    const dir = folder();
    try {
      const file = path.join(dir, 'token');
      writeFileSync(file, 'ya29.first-token\n');
      const archive = dicomwebArchive({
        DICOMWEB_URL: 'https://healthcare.example/v1/dicomWeb',
        DICOMWEB_TOKEN_FILE: file,
      })!;
      expect(archive).toMatchObject({ authorization: null, tokenFile: file });
      expect(archiveAuthorization(archive)).toBe('Bearer ya29.first-token');
      writeFileSync(file, 'ya29.second-token');
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect(archiveAuthorization(archive)).toBe('Bearer ya29.second-token');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['empty', ''],
    ['a line break inside', 'first\nsecond'],
    ['larger than 8 KiB', 'x'.repeat(8193)],
  ])('sends none for a token %s, and says so once without the token', (_, content) => {
    const dir = folder();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const file = path.join(dir, 'token');
      writeFileSync(file, content);
      const archive = { authorization: null, tokenFile: file };
      expect(archiveAuthorization(archive)).toBeNull();
      expect(archiveAuthorization(archive)).toBeNull();
      expect(warn.mock.calls).toEqual([[`mock: ${DICOMWEB_TOKEN_UNUSABLE}`]]);
      rmSync(file);
      expect(archiveAuthorization(archive)).toBeNull();
    } finally {
      warn.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a user and password in DICOMWEB_URL beside it', () => {
    expect(() =>
      dicomwebArchive({
        DICOMWEB_URL: 'https://u:p@pacs.example/dicom-web',
        DICOMWEB_TOKEN_FILE: '/run/token',
      }),
    ).toThrow(DICOMWEB_CREDENTIALS_TWICE);
  });
});

describe('a slide link’s dicomweb', () => {
  const record = () => ({
    ...db.slides.findFirst((q) => q.where({ id: 'blob-demo-01' }))!,
    archiveSeries: series,
  });
  const options = {
    origin: 'http://api.test',
    secret: 's',
    expires: 2_000_000_000,
    sessionId: 'x'.repeat(22),
  };
  const archive = dicomwebArchive({ DICOMWEB_URL: 'http://127.0.0.1:8042/dicom-web' });

  it('is null without an archive, though the slide has a series in one', () => {
    expect(slideLinkData(record(), options).dicomweb).toBeNull();
    expect(slideLinkData(record(), { ...options, archive: null }).dicomweb).toBeNull();
  });

  it('is null for a slide without a series, though the server has an archive', () => {
    expect(slideLinkData({ ...record(), archiveSeries: null }, { ...options, archive }).dicomweb).toBeNull();
  });

  it('is a root on this server signed for the slide, its session and expiry, with the record’s UIDs', () => {
    const source = slideLinkData(record(), { ...options, archive }).dicomweb!;
    const match = /^http:\/\/api\.test\/slides\/blob-demo-01\/dicomweb\/2000000000\/([\w-]+)$/.exec(
      source.wadoRsRoot,
    );
    expect(match).not.toBeNull();
    expect(match![1]!.startsWith(options.sessionId)).toBe(true);
    expect(checkSignature('s', 'blob-demo-01', 'dicomweb', '2000000000', match![1]!, 1)).toBe('valid');
    expect(checkSignature('s', 'blob-demo-01', 'dzi', '2000000000', match![1]!, 1)).toBe('invalid');
    expect(source).toMatchObject(series);
    expect(source.wadoRsRoot).not.toContain('8042');
  });

  it('is null from get-download-link on a server started without DICOMWEB_URL', async () => {
    await db.slides.update((q) => q.where({ id: 'blob-demo-01' }), {
      data(draft) {
        draft.archiveSeries = series;
      },
    });
    const login = await fetch(`${TEST_API}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const response = await fetch(`${TEST_API}/api/wsi/get-download-link/blob-demo-01`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: SlideLinkData }).data.dicomweb).toBeNull();
  });
});
