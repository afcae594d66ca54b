/** What every geotiff decoder is constructed with: the block layout of one image directory (tile or strip). */
import type { ImageFileDirectory } from 'geotiff';

export async function blockLayoutOf(directory: ImageFileDirectory) {
  const tiled = directory.hasTag('TileWidth');
  const height = Number(await directory.loadValue('ImageLength'));
  return {
    tileWidth: Number(await directory.loadValue(tiled ? 'TileWidth' : 'ImageWidth')),
    tileHeight: tiled
      ? Number(await directory.loadValue('TileLength'))
      : Number((await directory.loadValue('RowsPerStrip')) || height),
    planarConfiguration: Number((await directory.loadValue('PlanarConfiguration')) ?? 1),
    bitsPerSample: (await directory.loadValue('BitsPerSample')) ?? 8,
    predictor: 1,
    samplesPerPixel: Number((await directory.loadValue('SamplesPerPixel')) ?? 1),
  };
}
