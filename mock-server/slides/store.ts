/**
 * The slide store: slide files in a folder (SLIDES_DIR), each known to the database by a server-generated id.
 * A file name never becomes a path on its own: requests name an id, and the id is looked up.
 */
import { readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Slide image extensions of spec section 5 that this store serves. */
export const CONTENT_TYPES: Record<string, string> = {
  '.svs': 'image/tiff',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.ndpi': 'image/tiff',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.dcm': 'application/dicom',
};

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** SLIDES_DIR, else the shared fixtures beside the project when they exist, else none. */
export function resolveSlidesDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SLIDES_DIR) return path.resolve(env.SLIDES_DIR);
  const shared = path.resolve(projectRoot, '..', 'shared', 'fixtures', 'slides');
  return existsSync(shared) ? shared : null;
}

export function slideIdFor(fileName: string): string {
  const slug = fileName
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return `blob-${slug}`;
}

export interface SlideFile {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  mtimeMs: number;
}

export async function listSlideFiles(dir: string | null): Promise<SlideFile[]> {
  if (!dir || !existsSync(dir)) return [];
  const names = (await readdir(dir)).sort();
  const slides: SlideFile[] = [];
  for (const fileName of names) {
    const contentType = CONTENT_TYPES[path.extname(fileName).toLowerCase()];
    if (!contentType) continue;
    const info = await stat(path.join(dir, fileName));
    if (!info.isFile()) continue;
    slides.push({
      id: slideIdFor(fileName),
      fileName,
      contentType,
      sizeBytes: info.size,
      mtimeMs: Math.floor(info.mtimeMs),
    });
  }
  return slides;
}
