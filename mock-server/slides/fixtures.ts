/**
 * Slide files of the slide folder (SLIDES_DIR, by default the shared fixtures): which files, where they come
 * from (MANIFEST.md beside them) and their pixel size as the file records it. Files are only read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listSlideFiles, slideIdFor } from './store';
import { readTiffFile, tagNumber, tagText, TAG } from './tiff';

export interface FixtureFile {
  id: string;
  /** Path inside the slide folder, e.g. `more/x.tiff`. */
  relativePath: string;
  fileName: string;
  path: string;
  contentType: string;
  sizeBytes: number;
  mtimeMs: number;
  /** A DICOM series folder: its other instances (absolute paths), served beside `path` (decision 048). */
  instances?: string[];
}

/**
 * A folder of `.dcm` files is one DICOM series, one slide: the largest file (the full-resolution level) is the
 * original; the others (further levels, label, overview) are its instances.
 */
function dicomSeries(dir: string, folder: string): FixtureFile | null {
  const full = path.join(dir, folder);
  const files = readdirSync(full)
    .filter((name) => name.toLowerCase().endsWith('.dcm'))
    .map((name) => ({ name, info: statSync(path.join(full, name)) }))
    .filter(({ info }) => info.isFile())
    .sort((a, b) => b.info.size - a.info.size || a.name.localeCompare(b.name));
  const main = files[0];
  if (!main) return null;
  return {
    id: slideIdFor(folder),
    relativePath: folder,
    fileName: main.name,
    path: path.join(full, main.name),
    contentType: 'application/dicom',
    sizeBytes: main.info.size,
    mtimeMs: Math.floor(Math.max(...files.map(({ info }) => info.mtimeMs))),
    instances: files.slice(1).map(({ name }) => path.join(full, name)),
  };
}

/** Slide files directly in `dir` and in its `more/` folder, and DICOM series folders, sorted, each with a unique id. */
export async function findFixtures(dir: string | null): Promise<FixtureFile[]> {
  if (!dir || !existsSync(dir)) return [];
  const found: FixtureFile[] = [];
  const ids = new Set<string>();
  for (const sub of ['', 'more']) {
    const folder = path.join(dir, sub);
    for (const file of await listSlideFiles(folder)) {
      if (ids.has(file.id)) continue;
      ids.add(file.id);
      found.push({
        ...file,
        relativePath: sub ? `${sub}/${file.fileName}` : file.fileName,
        path: path.join(folder, file.fileName),
      });
    }
  }
  for (const folder of readdirSync(dir).sort()) {
    if (folder === 'more' || !statSync(path.join(dir, folder)).isDirectory()) continue;
    const series = dicomSeries(dir, folder);
    if (series && !ids.has(series.id)) {
      ids.add(series.id);
      found.push(series);
    }
  }
  return found;
}

export interface FixtureDescription {
  attribution: string;
  /** First clause of the "what it is" column, without markdown. */
  summary: string;
}

const plain = (cell: string) =>
  cell
    .replace(/\*\*|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Origin and licence of each file from the folder's MANIFEST.md tables
 * (`| file | bytes | origin | licence | what |`), keyed by path inside the folder.
 */
export function readFixtureDescriptions(dir: string | null): Map<string, FixtureDescription> {
  const out = new Map<string, FixtureDescription>();
  const manifest = dir ? path.join(dir, 'MANIFEST.md') : null;
  if (!manifest || !existsSync(manifest)) return out;
  for (const line of readFileSync(manifest, 'utf8').split('\n')) {
    const cells = line.split('|').slice(1, -1);
    // `name`, or a folder's `name/` with a note such as "(3 files)".
    const name = /^\s*`([^`]+)`\s*(?:\([^)]*\))?\s*$/.exec(cells[0] ?? '')?.[1];
    if (!name || cells.length < 5) continue;
    const origin = plain(cells[2]!);
    const licence = plain(cells[3]!);
    const what = plain(cells[4]!);
    out.set(name.replace(/\/$/, ''), {
      attribution: `${origin}. Licence of the data: ${licence}.`,
      // Up to the first full stop or semicolon (not a decimal point: "0.499 µm").
      summary: what.split(/[.;](?!\d)/)[0]!.trim(),
    });
  }
  return out;
}

export interface SlideScale {
  mpp: number | null;
  magnification: number | null;
}

const OBJECTIVES = [1.25, 2.5, 5, 10, 20, 40, 60, 80, 100];

/** The usual objective for a pixel size (40× ≈ 0.25 µm/px). */
export function nominalMagnification(mpp: number): number {
  const raw = 10 / mpp;
  return OBJECTIVES.reduce((best, m) =>
    Math.abs(Math.log(m / raw)) < Math.abs(Math.log(best / raw)) ? m : best,
  );
}

const plausible = (mpp: number) => Number.isFinite(mpp) && mpp >= 0.05 && mpp <= 50;

/**
 * µm per pixel and magnification from a TIFF's first IFD: an Aperio description (`MPP = 0.4990`,
 * `AppMag = 20`) first, else XResolution with ResolutionUnit (cm or inch). Implausible values (a 72-dpi
 * default) count as unknown. Nulls for anything that is not a readable TIFF.
 */
export function readSlideScale(file: string): SlideScale {
  try {
    const tiff = readTiffFile(file, 1);
    const first = tiff.ifds[0];
    if (!first) return { mpp: null, magnification: null };
    const description = tagText(first, TAG.ImageDescription) ?? '';
    const aperioMpp = Number(/\bMPP\s*=\s*([\d.]+)/i.exec(description)?.[1]);
    const appMag = Number(/\bAppMag\s*=\s*([\d.]+)/i.exec(description)?.[1]);
    let mpp: number | null = plausible(aperioMpp) ? aperioMpp : null;
    if (mpp === null) {
      const xres = tagNumber(tiff, first, TAG.XResolution);
      const unit = tagNumber(tiff, first, TAG.ResolutionUnit) ?? 2;
      const micronsPerUnit = unit === 3 ? 10_000 : unit === 2 ? 25_400 : NaN;
      const fromResolution = xres ? micronsPerUnit / xres : NaN;
      if (plausible(fromResolution)) mpp = Math.round(fromResolution * 10_000) / 10_000;
    }
    const magnification = appMag > 0 ? appMag : mpp ? nominalMagnification(mpp) : null;
    return { mpp, magnification };
  } catch {
    return { mpp: null, magnification: null };
  }
}
