/**
 * An uploaded whole-slide file turned into DICOM (VL Whole Slide Microscopy) by the archive's own converter,
 * Orthanc's `OrthancWSIDicomizer` (Debian's orthanc-wsi), run as a child process into a temporary folder. The
 * instances are then stored by STOW-RS (./archive-stow.ts), so any DICOMweb archive takes them, not only Orthanc
 * (the dicomizer's own `--orthanc` option speaks Orthanc's REST API only).
 *
 * The converter is a peer like any other: it runs under a time limit, its folder is measured while it writes and
 * it is stopped once the output passes its bound, and what it prints is never shown to a user (it names paths).
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DicomizeLimits } from './archive-config';

export const DICOMIZER_BIN = '/usr/bin/OrthancWSIDicomizer';

export const DICOMIZE_LIMITS: DicomizeLimits = {
  timeoutMs: 15 * 60_000,
  outputFactor: 2,
  outputSlackBytes: 64 * 1024 * 1024,
  instanceMegabytes: 64,
};

/** Why a conversion failed, in words a user may read (the converter's own output stays in the server log). */
export class ArchiveStoreError extends Error {}

export const CONVERSION_FAILED = 'The slide file could not be converted to DICOM for the image archive.';
export const CONVERSION_TOO_LONG = 'Converting the slide file to DICOM for the image archive took too long.';
export const CONVERSION_TOO_LARGE =
  'Converting the slide file to DICOM for the image archive made more data than this server allows.';

export interface SlideGeometry {
  width: number | null;
  height: number | null;
  /** µm per pixel at full resolution; null when the file does not record it. */
  mpp: number | null;
}

/**
 * The converter's arguments. The imaged volume (mm) is given from the file's own scale, or the converter writes
 * Pixel Spacing from its 15 mm default and rulers on the archive's series would be wrong. Width and height are
 * given crossed: Orthanc WSI 1.x swaps them when it writes Pixel Spacing (the archive tests' fixture does the same).
 */
export function dicomizerArguments(
  input: { file: string; folder: string; geometry: SlideGeometry },
  limits: Pick<DicomizeLimits, 'instanceMegabytes'> = DICOMIZE_LIMITS,
): string[] {
  const { width, height, mpp } = input.geometry;
  // Millimetres to the nanometre: more digits are float noise, not scale.
  const mm = (pixels: number) => Number(((pixels * mpp!) / 1000).toFixed(6));
  const volume =
    width && height && mpp ? [`--imaged-width=${mm(height)}`, `--imaged-height=${mm(width)}`] : [];
  return [
    `--folder=${input.folder}`,
    '--threads=1',
    `--max-size=${limits.instanceMegabytes}`,
    ...volume,
    // A file name starting with '-' must stay a file name.
    path.resolve(input.file),
  ];
}

/** The bytes under a folder (one level: the converter writes its instances flat). */
async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(folder).catch(() => [] as string[]))
    total += await stat(path.join(folder, name)).then(
      (s) => s.size,
      () => 0,
    );
  return total;
}

const STDERR_KEPT = 4_000;

/**
 * Runs the converter into `folder` (empty, the caller's) and answers the instances it wrote, in name order.
 * Throws ArchiveStoreError with one of the sentences above; the converter's last lines go to the server log.
 */
export async function dicomize(
  input: { file: string; folder: string; geometry: SlideGeometry; sizeBytes: number },
  options: { bin?: string; limits?: DicomizeLimits } = {},
): Promise<string[]> {
  const limits = options.limits ?? DICOMIZE_LIMITS;
  const maxBytes = input.sizeBytes * limits.outputFactor + limits.outputSlackBytes;
  const child = spawn(options.bin ?? DICOMIZER_BIN, dicomizerArguments(input, limits), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
  });
  let stopped: string | null = null;
  const stop = (why: string) => {
    stopped ??= why;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => stop(CONVERSION_TOO_LONG), limits.timeoutMs);
  // Measured while it writes: a file that expands without end is stopped near the bound, not at a full disk.
  const watch = setInterval(() => {
    void folderBytes(input.folder).then((bytes) => bytes > maxBytes && stop(CONVERSION_TOO_LARGE));
  }, 250);
  const exit = await new Promise<{ code: number | null; error: Error | null }>((resolve) => {
    child.once('error', (error) => resolve({ code: null, error }));
    child.once('close', (code) => resolve({ code, error: null }));
  });
  clearTimeout(timer);
  clearInterval(watch);
  if (!stopped && (await folderBytes(input.folder)) > maxBytes) stopped = CONVERSION_TOO_LARGE;
  if (stopped) throw new ArchiveStoreError(stopped);
  if (exit.error || exit.code !== 0) {
    console.warn(
      `The DICOM converter failed (${exit.error ? exit.error.message : `exit ${exit.code}`}): ${stderr.slice(-1_000)}`,
    );
    throw new ArchiveStoreError(CONVERSION_FAILED);
  }
  const names = (await readdir(input.folder)).filter((name) => name.endsWith('.dcm')).sort();
  if (!names.length) throw new ArchiveStoreError(CONVERSION_FAILED);
  return names.map((name) => path.join(input.folder, name));
}
