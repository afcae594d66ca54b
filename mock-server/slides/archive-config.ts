/**
 * The site's image archive (DICOMweb), as the operator names it: DICOMWEB_URL, the archive's DICOMweb root (e.g.
 * `https://pacs.hospital.example/dicom-web`), read once when the server starts (server.ts) and never taken from
 * a request. Slides stay in the archive: the signed proxy (./dicomweb-proxy.ts) forwards reads of a linked
 * series to it, and uploaded slides are stored in it (./archive-store.ts) with the same credentials.
 *
 * User and password in the URL (`https://user:secret@…`) become a Basic Authorization header and are dropped from
 * the address; neither appears in any answer or log line. Only http and https, without query or fragment (the
 * proxy appends the standard paths to the root). An archive that takes a bearer token instead (a cloud healthcare
 * API's OAuth 2 access token, an archive behind an OAuth proxy) reads it from DICOMWEB_TOKEN_FILE, a file that
 * something else keeps fresh (a sidecar, a projected secret): read again whenever it changes, never logged.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ArchiveLimits {
  /** From sending a request to the archive to its last byte. Below the viewer's 20 s, so the viewer hears 502. */
  timeoutMs: number;
  /** Requests to the archive at once; more wait (`queue`, up to `queueMs`), past that 503 at once. */
  concurrent: number;
  queue: number;
  queueMs: number;
  /** Bytes of one answer: a series' metadata or a search (the viewer reads at most 32 MiB of it). */
  metadataBytes: number;
  /** Bytes of one frame asked for (the viewer reads at most 8 MiB), and of a rendered image. */
  frameBytes: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = {
  timeoutMs: 15_000,
  concurrent: 16,
  queue: 64,
  queueMs: 5_000,
  metadataBytes: 32 * 1024 * 1024,
  frameBytes: 8 * 1024 * 1024,
};

export interface DicomwebArchive {
  /** The root without credentials or trailing slash: `https://host/dicom-web`. */
  root: string;
  /** `Basic …` from the URL's user and password; null when it names none. */
  authorization: string | null;
  /** DICOMWEB_TOKEN_FILE, absolute: its token is sent as `Bearer …` (`archiveAuthorization`). */
  tokenFile?: string;
  limits: ArchiveLimits;
  /** How uploads are stored in it (./archive-store.ts); absent: the defaults there. */
  store?: ArchiveStoreOptions;
}

/** The converter's bounds (./archive-dicomize.ts). */
export interface DicomizeLimits {
  /** From start to exit: a slide of gigabytes is converted in minutes, tiles copied, not re-encoded. */
  timeoutMs: number;
  /** Output bytes: the input's size times this, plus `outputSlackBytes` (DICOM headers, a label, an overview). */
  outputFactor: number;
  outputSlackBytes: number;
  /** Largest instance the converter writes (its `--max-size`, MB): one STOW-RS part, one archive object. */
  instanceMegabytes: number;
}

/** The bounds of a store by STOW-RS (./archive-stow.ts). */
export interface StowLimits {
  /** From sending a batch to the last byte of its answer. */
  timeoutMs: number;
  /** Bytes of instances sent in one request (a single larger instance goes alone). */
  batchBytes: number;
  /** Bytes of the archive's answer read (a DICOM JSON list of the instances stored). */
  answerBytes: number;
}

/** Tests give an archive other limits or converter; a site's server runs the defaults. */
export interface ArchiveStoreOptions {
  /** The converter's path (default /usr/bin/OrthancWSIDicomizer). */
  dicomizer?: string;
  dicomize?: DicomizeLimits;
  stow?: StowLimits;
}

export const DICOMWEB_URL_MALFORMED =
  "DICOMWEB_URL must be the http or https address of the archive's DICOMweb root, without query or fragment.";
export const DICOMWEB_CREDENTIALS_TWICE =
  'DICOMWEB_URL names a user and password and DICOMWEB_TOKEN_FILE a token: set one way to sign in to the archive.';
export const DICOMWEB_TOKEN_UNUSABLE =
  'DICOMWEB_TOKEN_FILE holds no usable token (empty, unreadable, larger than 8 KiB or with characters a header cannot carry): requests to the image archive go without one.';

/** A token as a header carries it: printable, no spaces or line breaks, at most 8 KiB. */
const TOKEN = /^[\x21-\x7e]{1,8192}$/;
let tokenRead: { file: string; stamp: string; value: string | null } | null = null;

/**
 * The Authorization header for a request to the site's archive: the token file's current token as `Bearer …`
 * (read again when the file's size or time changes, so a refreshed token is sent from the next request), else the
 * URL's Basic credential, else null. An unusable token sends none, said once in the log without the token.
 */
export function archiveAuthorization(archive: Pick<DicomwebArchive, 'authorization' | 'tokenFile'>) {
  const file = archive.tokenFile;
  if (!file) return archive.authorization;
  // A missing or unreadable file is an empty token: unusable, said once, until the file changes.
  const read = (what: () => string) => {
    try {
      return what();
    } catch {
      return '';
    }
  };
  const stamp = read(() => {
    const { size, mtimeMs } = statSync(file);
    return `${size} ${mtimeMs}`;
  });
  if (tokenRead?.file !== file || tokenRead.stamp !== stamp) {
    const token = stamp ? read(() => readFileSync(file, 'utf8').trim()) : '';
    const value = TOKEN.test(token) ? token : null;
    if (value === null) console.warn(`mock: ${DICOMWEB_TOKEN_UNUSABLE}`);
    tokenRead = { file, stamp, value };
  }
  return tokenRead.value === null ? null : `Bearer ${tokenRead.value}`;
}

/** The archive DICOMWEB_URL names; null when unset; throws (a sentence naming no credential) when malformed. */
export function dicomwebArchive(env: Readonly<Record<string, string | undefined>> = process.env) {
  const setting = env.DICOMWEB_URL?.trim();
  if (!setting) return null;
  let url: URL;
  try {
    url = new URL(setting);
  } catch {
    throw new Error(DICOMWEB_URL_MALFORMED);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new Error(DICOMWEB_URL_MALFORMED);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const tokenFile = env.DICOMWEB_TOKEN_FILE?.trim();
  if (tokenFile && (user || password)) throw new Error(DICOMWEB_CREDENTIALS_TWICE);
  const archive: DicomwebArchive = {
    root: url.href.replace(/\/+$/, ''),
    authorization: user || password ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : null,
    limits: ARCHIVE_LIMITS,
    ...(tokenFile && { tokenFile: path.resolve(tokenFile) }),
  };
  return archive;
}
