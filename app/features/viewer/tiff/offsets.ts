/**
 * Spec §5: a TIFF is valid for the tiled route only if it has all its tile offsets. Checked for every level the
 * viewer uses before the slide opens, so a truncated upload fails at once with 'TIFF file is incomplete or
 * corrupted' instead of as grey holes while panning.
 */
import { TIFF_INCOMPLETE, tiffError } from './errors';

export interface BlockLayout {
  width: number;
  height: number;
  tiled: boolean;
  /** Tile width and height, or for strips the image width and RowsPerStrip. */
  blockWidth: number;
  blockHeight: number;
  /** PlanarConfiguration 2 stores each sample in its own blocks. */
  planarConfiguration: number;
  samplesPerPixel: number;
}

/** How many tiles (or strips) the level must have. */
export function expectedBlockCount(layout: BlockLayout): number {
  const across = layout.tiled ? Math.ceil(layout.width / layout.blockWidth) : 1;
  const down = Math.ceil(layout.height / layout.blockHeight);
  return across * down * (layout.planarConfiguration === 2 ? layout.samplesPerPixel : 1);
}

type Numbers = ArrayLike<number | bigint> | number | bigint | undefined | null;

const asArray = (values: Numbers): ArrayLike<number | bigint> =>
  values === undefined || values === null ? [] : typeof values === 'object' ? values : [values];

/**
 * Throws 'TIFF file is incomplete or corrupted' when a block is missing, has a zero offset or byte count, or
 * ends beyond the file (`fileSize` null when the server did not say how large the file is).
 */
export function checkBlockOffsets(
  offsets: Numbers,
  byteCounts: Numbers,
  expected: number,
  fileSize: number | null,
): void {
  const offsetList = asArray(offsets);
  const countList = asArray(byteCounts);
  if (!(expected > 0) || offsetList.length < expected || countList.length < expected) {
    throw tiffError(TIFF_INCOMPLETE);
  }
  for (let i = 0; i < expected; i++) {
    const offset = Number(offsetList[i]);
    const count = Number(countList[i]);
    if (!(offset > 0) || !(count > 0) || (fileSize !== null && offset + count > fileSize)) {
      throw tiffError(TIFF_INCOMPLETE);
    }
  }
}
