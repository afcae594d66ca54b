/**
 * The report's patch snapshots on the server: for each slide image of the case, its patches
 * (listSlideAnnotations) and its µm per pixel and size (get-download-link), then each patch's region
 * (getSlideRegion) — as a URL of the app's own route for the page (the PDF is the backend's, decision 136). The browser never holds
 * the API's token or address.
 */
import {
  ApiError,
  ContractViolationError,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  describeFailure,
  classifyFetchError,
  schemas,
  unwrap,
} from '../../../contracts';
import { api, apiBaseUrl } from '~/api.server';
import { backendHeaders } from '~/lib/backend-context.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import type { CaseDetails } from '~/features/cases';
import {
  MAX_SNAPSHOTS,
  slideImages,
  snapshotOf,
  type RegionRect,
  type ReportSnapshot,
  type SlideInfo,
} from './snapshots';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

export const SNAPSHOT_MESSAGES = {
  partial: 'Some annotated regions could not be loaded; the report shows the others.',
} as const;

const isApiFailure = (error: unknown) => error instanceof ApiError || error instanceof ContractViolationError;

async function slideInfo(
  request: Request,
  user: SessionUser,
  image: { imageId: string; slideName: string },
): Promise<SlideInfo> {
  const info: SlideInfo = { ...image, width: null, height: null, mpp: null, magnification: null };
  try {
    const { data: link } = await unwrap(
      api(user.token).GET('/api/wsi/get-download-link/{blobId}', {
        params: { path: { blobId: image.imageId } },
        signal: request.signal,
      }),
    );
    return {
      ...info,
      width: link.width ?? null,
      height: link.height ?? null,
      mpp: link.mpp ? (link.mpp.x + link.mpp.y) / 2 : null,
      magnification: link.magnification ?? null,
    };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!isApiFailure(error)) throw error;
    return info; // the defaults: no bounds, the viewers' assumed 0.25 µm per pixel
  }
}

/** Every patch of every slide image of the case, as snapshots (at most MAX_SNAPSHOTS). */
export async function loadSnapshots(
  request: Request,
  user: SessionUser,
  caseData: CaseDetails,
): Promise<{ snapshots: ReportSnapshot[]; snapshotsError: string | null }> {
  let failed = false;
  const perImage = await Promise.all(
    slideImages(caseData).map(async (image) => {
      try {
        const { data: annotations } = await unwrap(
          api(user.token).GET('/api/cases/{caseId}/images/{imageId}/annotations', {
            params: { path: { caseId: caseData.caseID, imageId: image.imageId } },
            signal: request.signal,
          }),
        );
        if (annotations.patches.length === 0) return [];
        const info = await slideInfo(request, user, image);
        return annotations.patches.flatMap((patch) => snapshotOf(patch, info) ?? []);
      } catch (error) {
        await endSessionOnUnauthorized(request, user, error);
        if (!isApiFailure(error)) throw error;
        failed = true;
        return [];
      }
    }),
  );
  const snapshots = perImage.flat().slice(0, MAX_SNAPSHOTS);
  return { snapshots, snapshotsError: failed ? SNAPSHOT_MESSAGES.partial : null };
}

export type RegionAnswer =
  { ok: true; bytes: Uint8Array; contentType: string } | { ok: false; status: number; message: string };

/** A slide rectangle as an image from the API (getSlideRegion). */
export async function fetchRegion(
  request: Request,
  token: string,
  target: { caseId: string; imageId: string; region: RegionRect },
): Promise<RegionAnswer> {
  const { caseId, imageId, region } = target;
  const query = new URLSearchParams(
    Object.entries(region).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  const path = `/api/cases/${encodeURIComponent(caseId)}/images/${encodeURIComponent(imageId)}/region?${query}`;
  let response: Response;
  try {
    response = await fetch(new URL(path, apiBaseUrl()), {
      headers: { Authorization: `Bearer ${token}`, ...backendHeaders() },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
  } catch (error) {
    return { ok: false, status: 502, message: describeFailure(classifyFetchError(error)) };
  }
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!response.ok || (contentType !== 'image/png' && contentType !== 'image/jpeg')) {
    const body: unknown = await response.json().catch(() => undefined);
    const status = response.ok ? 502 : response.status;
    return { ok: false, status, message: describeFailure({ kind: 'http', status, body }) };
  }
  return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()), contentType };
}

function plain(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** GET /final-report/:caseId/snapshots/:imageId?x&y&width&height&outWidth: a snapshot's image, for the page. */
export async function snapshotImage(request: Request, params: Record<string, string | undefined>) {
  const user = await requireUser(request);
  const path = schemas.zGetSlideRegionPath.safeParse(params);
  const url = new URL(request.url);
  const query = schemas.zGetSlideRegionQuery.safeParse(
    Object.fromEntries(
      ['x', 'y', 'width', 'height', 'outWidth'].flatMap((key) => {
        const raw = url.searchParams.get(key);
        return raw !== null && /^\d{1,6}$/.test(raw) ? [[key, Number(raw)]] : [];
      }),
    ),
  );
  if (!path.success) return plain(404, MESSAGES.fetchNotFound);
  if (!query.success) return plain(400, MESSAGES.other);
  const { outWidth = 512, ...rect } = query.data;
  const answer = await fetchRegion(request, user.token, { ...path.data, region: { ...rect, outWidth } });
  if (!answer.ok) return plain(answer.status, answer.message);
  return new Response(answer.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': answer.contentType,
      'Content-Length': String(answer.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
    },
  });
}
