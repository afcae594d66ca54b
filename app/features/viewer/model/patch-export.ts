/**
 * Patches out and back in: as spec 3.9 JSON (an array of patches) and as GeoJSON, which QuPath and other tools
 * open (a FeatureCollection: a Polygon per region, a Point per point; properties carry note and colour). Image
 * pixel coordinates, y downwards, as QuPath uses them. Both formats read back to identical patches.
 */
import { z } from 'zod';
import { patchSchema, type Patch } from 'contracts';
import { newId } from './ids';
import { DEFAULT_PATCH_COLOR } from './patches';

export type PatchImport = { ok: true; patches: Patch[] } | { ok: false; error: string };

export function patchesToJson(patches: readonly Patch[]): string {
  return JSON.stringify(patches, null, 2);
}

const position = z.array(z.number()).min(2);
const geometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position).min(4)).min(1) }),
]);
const rgb = z.array(z.number().int().min(0).max(255)).length(3);
const properties = z
  .object({
    note: z.string().optional(),
    name: z.string().optional(),
    color: z.union([z.string(), rgb]).optional(),
    classification: z.object({ color: rgb.optional() }).loose().optional(),
    widthInClient: z.number().optional(),
  })
  .loose();
const featureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.union([z.string(), z.number()]).optional(),
      geometry,
      properties: properties.nullable().optional(),
    }),
  ),
});

export type PatchFeatureCollection = z.infer<typeof featureCollection>;

export function patchesToGeoJson(patches: readonly Patch[]): PatchFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: patches.map((patch) => {
      const { x, y, width = 0, height = 0 } = patch.size;
      return {
        type: 'Feature' as const,
        id: patch.id,
        geometry: patch.isPoint
          ? { type: 'Point' as const, coordinates: [x, y] }
          : {
              type: 'Polygon' as const,
              coordinates: [
                [
                  [x, y],
                  [x + width, y],
                  [x + width, y + height],
                  [x, y + height],
                  [x, y],
                ],
              ],
            },
        properties: {
          objectType: 'annotation',
          name: patch.note,
          note: patch.note,
          color: patch.color,
          widthInClient: patch.widthInClient,
        },
      };
    }),
  };
}

/** Reads either format (detected from the content). A file with anything invalid is refused whole. */
export function parsePatchFile(text: string): PatchImport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not JSON.' };
  }
  if (Array.isArray(json)) return patchesFromJson(json);
  return patchesFromGeoJson(json);
}

export function patchesFromJson(json: unknown): PatchImport {
  const parsed = z.array(patchSchema).safeParse(json);
  return parsed.success ? { ok: true, patches: parsed.data } : { ok: false, error: describe(parsed.error) };
}

export function patchesFromGeoJson(json: unknown): PatchImport {
  const collection = featureCollection.safeParse(json);
  if (!collection.success) return { ok: false, error: describe(collection.error) };
  const candidates = collection.data.features.map((feature) => {
    const props = feature.properties ?? {};
    const common = {
      id: feature.id === undefined ? newId() : String(feature.id),
      note: props.note ?? props.name ?? '',
      color: colourOf(props.color ?? props.classification?.color),
      widthInClient: props.widthInClient ?? 0,
    };
    if (feature.geometry.type === 'Point') {
      const [x, y] = feature.geometry.coordinates as [number, number];
      return { ...common, isPoint: true, size: { x, y } };
    }
    // A region is the outer ring's bounding box (a patch is a rectangle; other tools' polygons become one).
    const ring = feature.geometry.coordinates[0] as number[][];
    const xs = ring.map((point) => point[0] as number);
    const ys = ring.map((point) => point[1] as number);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    return {
      ...common,
      isPoint: false,
      size: { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y },
    };
  });
  return patchesFromJson(candidates);
}

function colourOf(color: string | number[] | undefined): string {
  if (typeof color === 'string') return color;
  if (color) return `#${color.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  return DEFAULT_PATCH_COLOR;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `Not a patch file: ${issue.path.join('.') || 'file'} ${issue.message}` : 'Not a patch file.';
}
