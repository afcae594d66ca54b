/**
 * The prepared-slides manifest: what `prepareSlides` derived into the cache folder, one entry per slide. The seed
 * turns it into database records and the slide routes find files through it, so both read the same truth.
 *
 * Paths are relative to the cache folder, except fixture originals, which stay where they are (absolute paths):
 * third-party files are never copied, only read.
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Bump when the derived files change in any way: a cache of another version is derived again. */
export const PIPELINE_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** SLIDES_CACHE_DIR, else `.cache/slides/` in the project (ignored by git). */
export function resolveSlideCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SLIDES_CACHE_DIR
    ? path.resolve(env.SLIDES_CACHE_DIR)
    : path.join(projectRoot, '.cache', 'slides');
}

export const slideSourceSchema = z.enum(['demo', 'fixture', 'mosaic']);
export type SlideSource = z.infer<typeof slideSourceSchema>;

export const preparedSlideSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  source: slideSourceSchema,
  title: z.string(),
  /** The name the original file is served under. */
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int().nonnegative(),
  width: z.int().positive().nullable(),
  height: z.int().positive().nullable(),
  /** Micrometres per pixel at full resolution, when the file records it (or, for demo slides, by design). */
  mpp: z.number().positive().nullable(),
  magnification: z.number().positive().nullable(),
  attribution: z.string().nullable(),
  /** What the derived files were made from, as written into their metadata. */
  derivedFrom: z.string().nullable(),
  /** Why something could not be derived (for example, a codec libvips lacks). */
  note: z.string().nullable(),
  /** Hash of everything the derived files depend on; a different key means derive again. */
  inputKey: z.string(),
  files: z.object({
    original: z.string(),
    /** Pyramidal tiled TIFF (for demo slides, the original itself). */
    tiff: z.string().nullable(),
    /** Deep Zoom tiles folder (`…_files`), or null when the slide has no Deep Zoom copy on disk. */
    deepZoom: z.string().nullable(),
    thumbnail: z.string().nullable(),
    preview: z.string().nullable(),
    /** A DICOM series: the other instances' files (absolute, like a fixture's original), served by index. */
    instances: z.array(z.string()).optional(),
  }),
  hasDeepZoom: z.boolean(),
  mosaic: z
    .object({
      unitSize: z.int().positive(),
      repeats: z.int().positive(),
      tileSize: z.int().positive(),
      unitTiles: z.string(),
      overviewTiles: z.string(),
    })
    .nullable(),
});
export type PreparedSlide = z.infer<typeof preparedSlideSchema>;

export const slideManifestSchema = z.object({
  version: z.literal(PIPELINE_VERSION),
  preparedAt: z.iso.datetime(),
  slidesDir: z.string().nullable(),
  slides: z.array(preparedSlideSchema),
});
export type SlideManifest = z.infer<typeof slideManifestSchema>;

/** Absolute path of a manifest path (relative ones are inside the cache folder). */
export const cachePath = (cacheDir: string, p: string) => path.resolve(cacheDir, p);

let memo: { file: string; stamp: string; manifest: SlideManifest | null } | undefined;

/**
 * The manifest in `cacheDir`, or null when there is none or it is of another version. Memoised by file
 * modification time, so calling it on every database reset costs one `stat`.
 */
export function loadSlideManifest(cacheDir = resolveSlideCacheDir()): SlideManifest | null {
  const file = path.join(cacheDir, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  const info = statSync(file);
  const stamp = `${info.mtimeMs}:${info.size}`;
  if (memo?.file === file && memo.stamp === stamp) return memo.manifest;
  let manifest: SlideManifest | null = null;
  try {
    const parsed = slideManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    manifest = parsed.success ? parsed.data : null;
  } catch {
    manifest = null;
  }
  memo = { file, stamp, manifest };
  return manifest;
}

export function saveSlideManifest(cacheDir: string, manifest: SlideManifest): void {
  const file = path.join(cacheDir, MANIFEST_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temporary, file);
}
