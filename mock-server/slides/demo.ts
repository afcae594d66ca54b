/**
 * Procedural demo slides: H&E-like tissue (pink eosin stroma with fibres, purple haematoxylin nuclei in
 * clusters, white gaps, ragged tissue edges on a pale background), the same pixels for the same seed on every
 * machine. The project ships no slide data of its own; these make `npm start` show slides anywhere.
 *
 * Cost model (2 cores): pixels are written at full resolution in one pass of typed-array lookups. Smooth
 * fields (tissue shape, cellularity, stain tone) live on a coarse 32-px grid and are interpolated per pixel;
 * fine structure comes from small periodic textures computed once. Upscaling a cheaper image with sharp was
 * measured slower (a 4× cubic enlargement of 16,000 × 12,000 costs ~12 s) and blurs the nuclei.
 */

export interface RgbImage {
  width: number;
  height: number;
  /** Interleaved 8-bit RGB, row-major. */
  data: Buffer;
}

/** Mulberry32: a tiny deterministic PRNG (same sequence on every platform). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** `v` modulo a positive period, or `v` itself for period 0 (not periodic). */
function wrap(v: number, period: number): number {
  return period ? ((v % period) + period) % period : v;
}

// Hot paths avoid closures: tsx/esbuild names every nested function at creation, which costs per call.

/** Value noise on the integer lattice, optionally periodic (period in lattice cells). */
function valueNoise(x: number, y: number, seed: number, period = 0): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = smooth(x - x0);
  const fy = smooth(y - y0);
  const xa = wrap(x0, period);
  const xb = wrap(x0 + 1, period);
  const ya = wrap(y0, period);
  const yb = wrap(y0 + 1, period);
  const a = hash2(xa, ya, seed);
  const b = hash2(xb, ya, seed);
  const c = hash2(xa, yb, seed);
  const d = hash2(xb, yb, seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Fractal sum of value noise, in [0, 1]. */
function fbm(x: number, y: number, seed: number, octaves: number, period = 0): number {
  let sum = 0;
  let amplitude = 0.5;
  let norm = 0;
  let frequency = 1;
  for (let o = 0; o < octaves; o++) {
    sum += amplitude * valueNoise(x * frequency, y * frequency, seed + o * 101, period * frequency);
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum / norm;
}

const TEXTURE_BITS = 10;
const TEXTURE_SIZE = 1 << TEXTURE_BITS; // 1024, periodic
const TEXTURE_MASK = TEXTURE_SIZE - 1;

interface Textures {
  /** Wavy collagen fibres running along x, 0..255. */
  fibres: Uint8Array;
  /** The same fibres running diagonally, stored row-major so lookups stay sequential in memory. */
  diagonalFibres: Uint8Array;
  /** Fine grain, 0..255. */
  grain: Uint8Array;
}

const textureCache = new Map<number, Textures>();

function texturesFor(seed: number): Textures {
  const cached = textureCache.get(seed);
  if (cached) return cached;
  const fibres = new Uint8Array(TEXTURE_SIZE * TEXTURE_SIZE);
  const grain = new Uint8Array(TEXTURE_SIZE * TEXTURE_SIZE);
  const warpCells = 8;
  const bundleCells = 16;
  const grainCells = 256;
  for (let y = 0; y < TEXTURE_SIZE; y++) {
    for (let x = 0; x < TEXTURE_SIZE; x++) {
      const u = x / TEXTURE_SIZE;
      const v = y / TEXTURE_SIZE;
      const warp = fbm(u * warpCells, v * warpCells, seed + 7, 3, warpCells);
      // 48 fibre periods per texture height, bent by the warp field; bundles fade in and out along them.
      const phase = v * 64 + warp * 7;
      const line = 0.5 + 0.5 * Math.sin(2 * Math.PI * phase);
      const bundle = fbm(u * bundleCells, v * (bundleCells / 4), seed + 13, 3, bundleCells / 4);
      // Thin fibres (a high power of the wave) in bundles that come and go, with loose gaps between them.
      const strength = Math.max(0, bundle * 1.8 - 0.45);
      fibres[y * TEXTURE_SIZE + x] = Math.round(255 * Math.min(1, line ** 3 * strength));
      grain[y * TEXTURE_SIZE + x] = Math.round(
        255 * fbm(u * grainCells, v * grainCells, seed + 29, 2, grainCells),
      );
    }
  }
  const diagonalFibres = new Uint8Array(TEXTURE_SIZE * TEXTURE_SIZE);
  for (let y = 0; y < TEXTURE_SIZE; y++) {
    for (let x = 0; x < TEXTURE_SIZE; x++) {
      diagonalFibres[(y << TEXTURE_BITS) | x] =
        fibres[(((y - x) & TEXTURE_MASK) << TEXTURE_BITS) | ((x + y) & TEXTURE_MASK)]!;
    }
  }
  const textures = { fibres, diagonalFibres, grain };
  textureCache.set(seed, textures);
  return textures;
}

const GRID_BITS = 5; // smooth fields on a 32-px grid
const GRID = 1 << GRID_BITS;

interface Fields {
  columns: number;
  rows: number;
  /** Tissue presence (thresholded per pixel), stain tone, fibre orientation mix, gaps, cellularity. */
  tissue: Float32Array;
  tone: Float32Array;
  orientation: Float32Array;
  gaps: Float32Array;
  cells: Float32Array;
}

function buildFields(width: number, height: number, seed: number): Fields {
  const columns = (width >> GRID_BITS) + 2;
  const rows = (height >> GRID_BITS) + 2;
  const n = columns * rows;
  const fields: Fields = {
    columns,
    rows,
    tissue: new Float32Array(n),
    tone: new Float32Array(n),
    orientation: new Float32Array(n),
    gaps: new Float32Array(n),
    cells: new Float32Array(n),
  };
  // Feature sizes are physical (pixels at 0.25 µm/px), so a bigger slide shows more tissue, not bigger cells.
  const tissueScale = 1 / 2400;
  const gapScale = 1 / 700;
  const cellScale = 1 / 1100;
  for (let gy = 0; gy < rows; gy++) {
    for (let gx = 0; gx < columns; gx++) {
      const x = gx * GRID;
      const y = gy * GRID;
      const i = gy * columns + gx;
      // Tissue: low-frequency noise, pushed down towards the slide border so a margin of glass shows.
      const nx = x / width - 0.5;
      const ny = y / height - 0.5;
      const border = Math.sqrt(Math.sqrt(nx ** 4 + ny ** 4)) * 2; // 0 centre, 1 edge (a rounded rectangle)
      const falloff = border > 0.72 ? (border - 0.72) * 1.9 : 0;
      fields.tissue[i] = fbm(x * tissueScale, y * tissueScale, seed + 1, 5) + 0.12 - falloff;
      fields.tone[i] = fbm(x / 1800, y / 1800, seed + 2, 3);
      fields.orientation[i] = smooth(
        Math.min(1, Math.max(0, (fbm(x / 3000, y / 3000, seed + 3, 2) - 0.35) * 3.3)),
      );
      // Gaps: elongated (vessel or tear-like) white spaces inside the tissue.
      fields.gaps[i] = fbm(x * gapScale, y * gapScale * 2.2, seed + 4, 4);
      fields.cells[i] = fbm(x * cellScale, y * cellScale, seed + 5, 3);
    }
  }
  return fields;
}

/** One row of a grid field, interpolated between grid rows `top` and `bottom`. */
function lerpRow(field: Float32Array, top: number, bottom: number, fy: number, out: Float32Array) {
  for (let gx = 0; gx < out.length; gx++) {
    const a = field[top + gx]!;
    out[gx] = a + (field[bottom + gx]! - a) * fy;
  }
}

/** The pure-JS pixel pass plus nuclei. Deterministic for a given (width, height, seed). */
export function generateDemoTissue(width: number, height: number, seed: number): RgbImage {
  const data = Buffer.allocUnsafe(width * height * 3);
  // The tissue pass writes bytes directly (every colour below stays within 0..255; a clamped view costs ~40 %
  // more here); nuclei, which blend, go through a clamped view.
  const px = data;
  const { fibres, diagonalFibres, grain } = texturesFor(seed);
  const fields = buildFields(width, height, seed);
  const { columns } = fields;
  const rowTissue = new Float32Array(columns);
  const rowTone = new Float32Array(columns);
  const rowOrientation = new Float32Array(columns);
  const rowGaps = new Float32Array(columns);
  // Per-pixel tissue coverage, kept for nucleus placement (one byte per 4×4 block).
  const coverageColumns = (width >> 2) + 1;
  const coverage = new Uint8Array(coverageColumns * ((height >> 2) + 1));

  for (let y = 0; y < height; y++) {
    const gy = y >> GRID_BITS;
    const fy = (y & (GRID - 1)) / GRID;
    const top = gy * columns;
    const bottom = top + columns;
    lerpRow(fields.tissue, top, bottom, fy, rowTissue);
    lerpRow(fields.tone, top, bottom, fy, rowTone);
    lerpRow(fields.orientation, top, bottom, fy, rowOrientation);
    lerpRow(fields.gaps, top, bottom, fy, rowGaps);
    const textureRow = (y & TEXTURE_MASK) << TEXTURE_BITS;
    let offset = y * width * 3;
    // One grid cell (32 px) at a time: fields step linearly across it, so no per-pixel interpolation.
    for (let x0 = 0; x0 < width; x0 += GRID) {
      const gx = x0 >> GRID_BITS;
      const x1 = Math.min(width, x0 + GRID);
      let tissue = rowTissue[gx]!;
      const tissueStep = (rowTissue[gx + 1]! - tissue) / GRID;
      // Background fast path: the whole span is well below the tissue threshold.
      if (tissue < 0.47 && tissue + tissueStep * GRID < 0.47) {
        for (let x = x0; x < x1; x++) {
          const g = grain[textureRow | (x & TEXTURE_MASK)]! * (8 / 255);
          px[offset++] = 242 + g;
          px[offset++] = 240 + g;
          px[offset++] = 244 + g;
        }
        continue;
      }
      let tone = rowTone[gx]!;
      const toneStep = (rowTone[gx + 1]! - tone) / GRID;
      let orient = rowOrientation[gx]!;
      const orientStep = (rowOrientation[gx + 1]! - orient) / GRID;
      let gapField = rowGaps[gx]!;
      const gapStep = (rowGaps[gx + 1]! - gapField) / GRID;
      const coverageRow = (y >> 2) * coverageColumns;
      for (let x = x0; x < x1; x++, tissue += tissueStep, tone += toneStep, orient += orientStep) {
        gapField += gapStep;
        const g = grain[textureRow | (x & TEXTURE_MASK)]! * (1 / 255);
        // Ragged edge: fine grain perturbs the threshold of the smooth tissue field.
        const presence = (tissue + (g - 0.5) * 0.06 - 0.5) * 90;
        const mask = presence <= 0 ? 0 : presence >= 1 ? 1 : presence;
        let r = 242 + g * 8;
        let gr = 240 + g * 8;
        let b = 244 + g * 8;
        if (mask > 0) {
          // Two fibre directions (along x, and diagonal), mixed by a slow orientation field.
          const along = fibres[textureRow | (x & TEXTURE_MASK)]!;
          const diagonal = diagonalFibres[textureRow | (x & TEXTURE_MASK)]!;
          const fibre = (along + (diagonal - along) * orient) * (1 / 255);
          const density = 0.35 + 0.65 * fibre * (0.6 + 0.8 * tone) + (g - 0.5) * 0.25;
          // Eosin: light pink to deep magenta-pink.
          let tr = 246 - 40 * density - 14 * tone;
          let tg = 200 - 110 * density - 20 * tone;
          let tb = 222 - 60 * density - 10 * tone;
          // Gaps: near-white spaces (vessels, tears) inside the tissue.
          const gap = (gapField + (g - 0.5) * 0.03 - 0.66) * 70;
          if (gap > 0) {
            const open = gap >= 1 ? 1 : gap;
            tr += (248 - tr) * open;
            tg += (243 - tg) * open;
            tb += (247 - tb) * open;
          } else if (mask === 1) {
            coverage[coverageRow + (x >> 2)] = 1;
          }
          // Tissue edge: a slightly darker rim where the section thins.
          const rim = mask < 1 ? 0.85 + 0.15 * mask : 1;
          r += (tr * rim - r) * mask;
          gr += (tg * rim - gr) * mask;
          b += (tb * rim - b) * mask;
        }
        px[offset++] = r;
        px[offset++] = gr;
        px[offset++] = b;
      }
    }
  }
  drawNuclei(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width,
    height,
    seed,
    fields,
    coverage,
    coverageColumns,
    grain,
  );
  return { width, height, data };
}

function drawNuclei(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  seed: number,
  fields: Fields,
  coverage: Uint8Array,
  coverageColumns: number,
  grain: Uint8Array,
) {
  const random = seededRandom(seed ^ 0x9e3779b9);
  const inTissue = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && coverage[(y >> 2) * coverageColumns + (x >> 2)] === 1;
  const cellularity = (x: number, y: number) =>
    fields.cells[(y >> GRID_BITS) * fields.columns + (x >> GRID_BITS)] ?? 0;

  const area = width * height;
  // Clusters: dense groups (glands, lymphoid aggregates) where cellularity is high.
  const clusterCount = Math.round(area / 900_000);
  for (let c = 0; c < clusterCount; c++) {
    const cx = Math.floor(random() * width);
    const cy = Math.floor(random() * height);
    if (!inTissue(cx, cy) || cellularity(cx, cy) < 0.45) continue;
    const spread = 40 + random() * 160;
    const members = 25 + Math.floor(random() * 120);
    const lymphoid = random() < 0.35;
    for (let m = 0; m < members; m++) {
      // Box–Muller for a round cluster.
      const radius = spread * Math.sqrt(-2 * Math.log(1 - random() * 0.999));
      const angle = 2 * Math.PI * random();
      const x = Math.round(cx + radius * Math.cos(angle));
      const y = Math.round(cy + radius * Math.sin(angle));
      if (inTissue(x, y)) drawNucleus(data, width, height, x, y, random, grain, lymphoid);
    }
  }
  // Scattered nuclei (fibroblasts, single cells), more where cellularity is high.
  const scattered = Math.round(area / 2_600);
  for (let s = 0; s < scattered; s++) {
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    if (!inTissue(x, y) || random() > cellularity(x, y) * 1.4 - 0.2) continue;
    drawNucleus(data, width, height, x, y, random, grain, random() < 0.2);
  }
}

function drawNucleus(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  cx: number,
  cy: number,
  random: () => number,
  grain: Uint8Array,
  lymphocyte: boolean,
) {
  // Radii in pixels at 0.25 µm/px: lymphocytes ~7 µm across, other nuclei 6–14 µm long.
  const rx = lymphocyte ? 11 + random() * 3 : 12 + random() * 16;
  const ry = lymphocyte ? rx * (0.85 + random() * 0.15) : rx * (0.45 + random() * 0.45);
  const theta = random() * Math.PI;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const darkness = lymphocyte ? 0.95 : 0.55 + random() * 0.35;
  // Haematoxylin: blue-purple, darker for lymphocytes.
  const nr = 120 - 70 * darkness;
  const ng = 70 - 45 * darkness;
  const nb = 165 - 45 * darkness;
  const extent = Math.ceil(Math.max(rx, ry)) + 1;
  const x0 = Math.max(0, cx - extent);
  const x1 = Math.min(width - 1, cx + extent);
  const y0 = Math.max(0, cy - extent);
  const y1 = Math.min(height - 1, cy + extent);
  const grainShift = Math.floor(random() * TEXTURE_SIZE);
  const vesicular = lymphocyte ? 0 : random() * 0.45;
  for (let y = y0; y <= y1; y++) {
    const dy = y - cy;
    for (let x = x0; x <= x1; x++) {
      const dx = x - cx;
      const u = (dx * cos + dy * sin) / rx;
      const v = (-dx * sin + dy * cos) / ry;
      const d = Math.sqrt(u * u + v * v);
      if (d >= 1) continue;
      // Antialiased edge, a darker membrane rim and granular chromatin.
      const edge = Math.min(1, (1 - d) * ry * 0.8);
      const chromatin =
        grain[(((y + grainShift) & TEXTURE_MASK) << TEXTURE_BITS) | ((x + grainShift) & TEXTURE_MASK)]! / 255;
      // Vesicular nuclei are paler inside; every nucleus has a darker rim and coarse chromatin.
      const shade = 0.7 + 0.6 * chromatin + vesicular * (1 - d) - (d > 0.8 ? 0.18 : 0);
      const alpha = edge * 0.92;
      const i = (y * width + x) * 3;
      data[i] = data[i]! + (nr * shade - data[i]!) * alpha;
      data[i + 1] = data[i + 1]! + (ng * shade - data[i + 1]!) * alpha;
      data[i + 2] = data[i + 2]! + (nb * shade - data[i + 2]!) * alpha;
    }
  }
}
