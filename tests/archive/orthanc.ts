/**
 * A real image archive for tests: Debian's Orthanc with its DICOMweb plugin, started on a free loopback port with
 * a temporary configuration and storage folder, and removed however the test ends. `.ci/run` installs the
 * packages; tests skip (with `archiveMissing()` as the reason) where they or the shared fixtures are absent.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveSlidesDir } from '../../mock-server/slides/store';

export const ORTHANC_BIN = '/usr/sbin/Orthanc';
export const DICOMIZER_BIN = '/usr/bin/OrthancWSIDicomizer';
export const DICOMWEB_PLUGIN = '/usr/share/orthanc/plugins/libOrthancDicomWeb.so';
const START_TIMEOUT_MS = 20_000;
const DICOMIZE_TIMEOUT_MS = 60_000;

/** Why archive tests cannot run here, or null when they can. */
export function archiveMissing(fixture = 'aperio-CMU-1-Small-Region.svs'): string | null {
  const missing = [ORTHANC_BIN, DICOMIZER_BIN, DICOMWEB_PLUGIN].filter((p) => !existsSync(p));
  if (missing.length)
    return `Orthanc is not installed (${missing.join(', ')}): apt-get install orthanc orthanc-dicomweb orthanc-wsi`;
  const slides = resolveSlidesDir();
  if (!slides || !existsSync(path.join(slides, fixture))) return `the shared fixture ${fixture} is absent`;
  return null;
}

/** Why a shared fixture (a file or a folder of them) cannot be read here, or null when it can. */
export function fixtureMissing(fixture: string): string | null {
  const slides = resolveSlidesDir();
  return slides && existsSync(path.join(slides, fixture)) ? null : `the shared fixture ${fixture} is absent`;
}

export function fixturePath(fixture: string): string {
  return path.join(resolveSlidesDir()!, fixture);
}

/** A port nothing listens on now: the OS picks it, so parallel runs never collide on a fixed number. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type Orthanc = {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** The DICOMweb root, e.g. http://127.0.0.1:PORT/dicom-web */
  dicomWeb: string;
  /** Its temporary configuration and storage folder. */
  dir: string;
  stop: () => Promise<void>;
};

export async function startOrthanc(): Promise<Orthanc> {
  const dir = mkdtempSync(path.join(tmpdir(), 'orthanc-'));
  const port = await freePort();
  const config = {
    Name: 'PathBridgeTest',
    StorageDirectory: path.join(dir, 'storage'),
    IndexDirectory: path.join(dir, 'storage'),
    HttpPort: port,
    // Loopback callers only, no users: the archive lives as long as one test file and holds fixture data.
    RemoteAccessAllowed: false,
    AuthenticationEnabled: false,
    // No DICOM (DIMSE) listener: tests speak DICOMweb only, so no second port to pick.
    DicomServerEnabled: false,
    HttpsCACertificates: '',
    Plugins: [DICOMWEB_PLUGIN],
    DicomWeb: { Enable: true, Root: '/dicom-web/', EnableWado: false },
  };
  const configFile = path.join(dir, 'orthanc.json');
  writeFileSync(configFile, JSON.stringify(config));
  const child: ChildProcess = spawn(ORTHANC_BIN, [configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (log.length < 20_000) log += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/system`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return { url, dicomWeb: `${url}/dicom-web`, dir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`Orthanc did not answer within ${START_TIMEOUT_MS} ms:\n${log.slice(-2_000)}`);
}

/**
 * Turns a whole-slide file into a DICOM pyramid (VL Whole Slide Microscopy) and stores it in the archive.
 * `options`: further dicomizer options, e.g. `--pyramid=1 --levels=3` or the imaged volume (`--imaged-width`).
 */
export async function dicomize(orthanc: Orthanc, slideFile: string, options: string[] = []): Promise<void> {
  await promisify(execFile)(
    DICOMIZER_BIN,
    [`--orthanc=${orthanc.url}`, '--threads=1', ...options, slideFile],
    {
      timeout: DICOMIZE_TIMEOUT_MS,
      maxBuffer: 1_000_000,
    },
  );
}
