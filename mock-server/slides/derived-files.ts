/**
 * The files the slide pipeline (./prepare.ts) derives from a slide's pixels, with sharp: a pyramidal tiled TIFF
 * with resolution tags, XMP provenance and an Aperio-style description; a Deep Zoom pyramid; a thumbnail and a
 * preview. And the decoding of an original into RGB pixels (libvips), with its embedded pages as a fall-back.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { RgbImage } from './demo';
import { TILE_OVERLAP, TILE_SIZE } from './deepzoom';
import { PIPELINE_VERSION } from './manifest';
import { setImageDescription } from './tiff';

export const TOOL = `mock slide pipeline v${PIPELINE_VERSION} (sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips})`;
const JPEG_QUALITY = 80;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function xmp(source: string, rights: string | null): string {
  return (
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">' +
    `<dc:source>${escapeXml(source)}</dc:source>` +
    (rights ? `<dc:rights>${escapeXml(rights)}</dc:rights>` : '') +
    `<xmp:CreatorTool>${escapeXml(TOOL)}</xmp:CreatorTool>` +
    '</rdf:Description></rdf:RDF></x:xmpmeta>'
  );
}

/** ASCII only (EXIF and TIFF ASCII fields): µ becomes "um". */
const ascii = (text: string) =>
  text
    .replace(/µ/g, 'u')
    .replace(/×/g, 'x')
    .replace(/[^\x20-\x7e\r\n]/g, '?');

export const fromRaw = (image: RgbImage) =>
  sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
    limitInputPixels: false,
  });

/** The thumbnail's and the preview's longer side (pixels). */
export type Sizes = { thumb: number; preview: number };

export interface Provenance {
  derivedFrom: string;
  attribution: string | null;
  mpp: number | null;
  magnification: number | null;
}

/** A pyramidal tiled TIFF with resolution tags, XMP provenance and an Aperio-style description. */
export async function writePyramidalTiff(
  image: RgbImage,
  file: string,
  p: Provenance,
  mppAtThisScale = p.mpp,
) {
  const resolution = mppAtThisScale ? { xres: 1000 / mppAtThisScale, yres: 1000 / mppAtThisScale } : {};
  await fromRaw(image)
    .withXmp(xmp(p.derivedFrom, p.attribution))
    .tiff({
      tile: true,
      pyramid: true,
      tileWidth: TILE_SIZE,
      tileHeight: TILE_SIZE,
      compression: 'jpeg',
      quality: JPEG_QUALITY,
      resolutionUnit: 'cm',
      ...resolution,
    })
    .toFile(file);
  setImageDescription(file, describe(image, p, mppAtThisScale));
}

export function describe(image: { width: number; height: number }, p: Provenance, mpp = p.mpp): string {
  const fields = [
    `${TOOL}\r\n${image.width}x${image.height} (${TILE_SIZE}x${TILE_SIZE}) JPEG Q=${JPEG_QUALITY}`,
    ...(mpp ? [`MPP = ${mpp}`] : []),
    ...(p.magnification && mpp === p.mpp ? [`AppMag = ${p.magnification}`] : []),
    `Derived from = ${p.derivedFrom}`,
    ...(p.attribution ? [`Attribution = ${p.attribution}`] : []),
  ];
  return ascii(fields.join('|'));
}

export async function writeDeepZoom(image: RgbImage, base: string) {
  await fromRaw(image)
    .jpeg({ quality: JPEG_QUALITY })
    .tile({ size: TILE_SIZE, overlap: TILE_OVERLAP, layout: 'dz' })
    .toFile(base);
}

export async function writeThumbnails(image: RgbImage, dir: string, p: Provenance, sizes: Sizes) {
  const exif = { IFD0: { ImageDescription: ascii(`Derived from ${p.derivedFrom}`) } };
  const preview = await fromRaw(image)
    .resize(sizes.preview, sizes.preview, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const small: RgbImage = { data: preview.data, width: preview.info.width, height: preview.info.height };
  await fromRaw(small).withExif(exif).jpeg({ quality: JPEG_QUALITY }).toFile(path.join(dir, 'preview.jpg'));
  await fromRaw(small)
    .resize(sizes.thumb, sizes.thumb, { fit: 'inside', withoutEnlargement: true })
    .withExif(exif)
    .jpeg({ quality: JPEG_QUALITY })
    .toFile(path.join(dir, 'thumbnail.jpg'));
}

export async function decode(file: string, page = 0): Promise<{ image: RgbImage; note: string | null }> {
  const attempt = async (failOn: 'warning' | 'none') => {
    const { data, info } = await sharp(file, { failOn, page, limitInputPixels: false })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  };
  try {
    return { image: await attempt('warning'), note: null };
  } catch (error) {
    // NDPI: libtiff warns about JPEG subsampling it then corrects; the pixels are right.
    if (!/Warning treated as error/.test(String(error))) throw error;
    return {
      image: await attempt('none'),
      note: 'decoded despite libtiff warnings (JPEG subsampling corrected)',
    };
  }
}

/** The first other page (an SVS thumbnail, for instance) that decodes, for a thumbnail of an undecodable slide. */
export async function embeddedImage(file: string, pages: number): Promise<RgbImage | null> {
  for (let page = 1; page < pages; page++) {
    try {
      const { image } = await decode(file, page);
      if (image.width >= 128 && image.height >= 128) return image;
    } catch {
      // try the next page
    }
  }
  return null;
}
