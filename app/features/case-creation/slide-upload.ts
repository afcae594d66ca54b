/**
 * One slide image, uploaded resumably from the browser straight to the backend (tus 1.0.0 with tus-js-client),
 * never through the web server and never with the API token (docs/decisions/023-resumable-slide-uploads.md).
 *
 *   const upload = startSlideUpload({ caseId, subsectionId, file, fileName, resume, onProgress, onRemember });
 *   upload.pause(); upload.resume(); upload.abort();
 *   const { fileContent } = await upload.done;   // the image's fileContent in the case
 *
 * - The signed upload URL comes from the app (`POST /cases/:caseId/subsections/:subsectionId/slide-upload`,
 *   which asks the API with the session's token); a fresh one on every start, and again when the backend says
 *   the one in use has expired or is unknown (403), so an upload outlives one URL's 24 hours.
 * - What to keep for a reload: `onRemember(resume)` hands over `{ uploadUrl }`, the upload's own URL, as soon as
 *   the backend has made it; keep it in the draft and pass it back as `resume` after a reload, a crash or a
 *   closed tab, with the same file (from the browser database). The upload then asks the backend how much it
 *   holds (HEAD) and sends only the rest. A `resume` that no longer fits (another file, an upload the backend
 *   deleted) is dropped and the upload starts over.
 * - Chunks of 50 MB (a 1–3 GB slide is 20–60 PATCH requests): few enough that the per-request cost disappears,
 *   small enough that a proxy's body limit is not reached and that a refused file (its first bytes checked by
 *   the backend after the first chunk) costs one chunk. The browser reads each chunk from disk as it is sent
 *   (Blob.slice), so memory does not grow with the file.
 * - Retries: after 0, 1, 3, 5, 10, 20, 30 and 60 s (about two minutes in all) for network failures, 5xx, 409
 *   (the offset moved: HEAD again), 423 and 429; the count starts again once bytes get through. While the
 *   browser says it is offline no retry is spent: the upload waits for the `online` event and continues.
 *   Other refusals (413, 415, a 403 a fresh URL does not cure) end it with the backend's sentence.
 */
import * as tus from 'tus-js-client';
import { MESSAGES } from '../../../contracts';

export const SLIDE_CHUNK_BYTES = 50 * 1024 * 1024;
export const SLIDE_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];
/** The backend's header naming the finished image's fileContent. */
const SLIDE_IMAGE_ID_HEADER = 'Slide-Image-Id';
const RETRY_STATUSES = new Set([409, 423, 429]);

/** What the caller keeps (in the draft) to continue an upload after a reload. */
export interface SlideUploadResume {
  /** The upload's own URL on the backend (tus Location). */
  uploadUrl: string;
}

/** The signed creation URL the app hands out. */
export interface SlideUploadGrant {
  uploadUrl: string;
  expiresAt: string;
}

export interface SlideUploadResult {
  /** The image's fileContent in the case (what get-download-link and the viewer take). */
  fileContent: string;
  fileName: string;
}

export type SlideUploadState =
  'starting' | 'uploading' | 'paused' | 'offline' | 'done' | 'failed' | 'aborted';

export interface SlideUploadOptions {
  caseId: string;
  subsectionId: string;
  file: Blob;
  fileName: string;
  /** What `onRemember` handed over before (from the draft), to continue that upload; null or absent to start. */
  resume?: SlideUploadResume | null | unknown;
  /** Bytes sent so far and the file's size (several times a second while sending). */
  onProgress?: (sent: number, total: number) => void;
  /** Keep this in the draft: it is what `resume` needs after a reload. */
  onRemember?: (resume: SlideUploadResume) => void;
  onStateChange?: (state: SlideUploadState) => void;
  /** How the signed URL is obtained; the app's resource route by default. */
  getUploadUrl?: () => Promise<SlideUploadGrant>;
  /** Extra tus-js-client options (tests in Node pass a file reader and smaller chunks). */
  tusOptions?: Partial<tus.UploadOptions>;
}

export interface SlideUpload {
  done: Promise<SlideUploadResult>;
  readonly state: SlideUploadState;
  /** Stops sending; what the backend holds stays, `resume()` continues from there. */
  pause(): void;
  resume(): void;
  /** Stops and deletes the unfinished upload on the backend; `done` rejects with an AbortError. */
  abort(): void;
}

/** The app's resource route for a signed upload URL (it holds the API token; the browser does not). */
export const slideUploadRoute = (caseId: string, subsectionId: string) =>
  `/cases/${encodeURIComponent(caseId)}/subsections/${encodeURIComponent(subsectionId)}/slide-upload`;

/** A failure with the sentence to show. */
export class SlideUploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'SlideUploadError';
  }
}

/** The message of an API envelope, or the text itself; null when there is none. */
function messageOf(text: string | undefined | null): string | null {
  if (!text) return null;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return text.trim() || null;
  }
}

async function fetchGrant(
  caseId: string,
  subsectionId: string,
  fileName: string,
  sizeBytes: number,
): Promise<SlideUploadGrant> {
  let response: Response;
  try {
    response = await fetch(slideUploadRoute(caseId, subsectionId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ fileName, sizeBytes }),
    });
  } catch {
    throw new SlideUploadError(isOffline() ? MESSAGES.offline : MESSAGES.network);
  }
  const text = await response.text();
  if (!response.ok) throw new SlideUploadError(messageOf(text) ?? MESSAGES.serverError, response.status);
  const body = JSON.parse(text) as Partial<SlideUploadGrant>;
  if (typeof body.uploadUrl !== 'string') throw new SlideUploadError(MESSAGES.serverError, response.status);
  return { uploadUrl: body.uploadUrl, expiresAt: String(body.expiresAt ?? '') };
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const lastSegment = (url: string) => url.replace(/\/+$/, '').split('/').pop() ?? '';
const isResume = (value: unknown): value is SlideUploadResume =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SlideUploadResume).uploadUrl === 'string' &&
  /^sld-[0-9a-f]{16}$/.test(lastSegment((value as SlideUploadResume).uploadUrl));

const statusOf = (error: unknown) =>
  (error as tus.DetailedError | undefined)?.originalResponse?.getStatus?.() ?? 0;

export function startSlideUpload(options: SlideUploadOptions): SlideUpload {
  const { caseId, subsectionId, file, fileName } = options;
  const getUploadUrl = options.getUploadUrl ?? (() => fetchGrant(caseId, subsectionId, fileName, file.size));
  let state: SlideUploadState = 'starting';
  let upload: tus.Upload | null = null;
  /** The upload's own URL once known (to continue it under a fresh grant). */
  let uploadUrl: string | null = isResume(options.resume) ? options.resume.uploadUrl : null;
  let regranted = false;
  let stopOnline: (() => void) | null = null;
  let settle: { resolve: (r: SlideUploadResult) => void; reject: (e: Error) => void };
  const done = new Promise<SlideUploadResult>((resolve, reject) => (settle = { resolve, reject }));

  const setState = (next: SlideUploadState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };
  const fail = (error: Error) => {
    if (state === 'done' || state === 'failed' || state === 'aborted') return;
    setState(error.name === 'AbortError' ? 'aborted' : 'failed');
    stopOnline?.();
    settle.reject(error);
  };

  /** Waits for the browser to come back online, then continues (HEAD, then the rest). */
  function waitForNetwork() {
    setState('offline');
    if (typeof window === 'undefined') return;
    const online = () => {
      stopOnline?.();
      if (state === 'offline') void begin();
    };
    window.addEventListener('online', online);
    stopOnline = () => {
      window.removeEventListener('online', online);
      stopOnline = null;
    };
  }

  /** Gets a fresh signed URL and starts (or continues) the tus upload under it. */
  async function begin() {
    setState('starting');
    let grant: SlideUploadGrant;
    try {
      grant = await getUploadUrl();
    } catch (error) {
      if (isOffline()) return waitForNetwork();
      return fail(error instanceof Error ? error : new SlideUploadError(MESSAGES.network));
    }
    if (state !== 'starting') return;
    const endpoint = grant.uploadUrl.replace(/\/+$/, '');
    // An upload continues under any URL issued for the same case, subsection, person, file name and size.
    const continueAt = uploadUrl ? `${endpoint}/${lastSegment(uploadUrl)}` : null;
    upload = new tus.Upload(file, {
      endpoint,
      uploadUrl: continueAt,
      uploadSize: file.size,
      chunkSize: SLIDE_CHUNK_BYTES,
      retryDelays: SLIDE_RETRY_DELAYS_MS,
      metadata: { filename: fileName },
      // The draft keeps the URL (onRemember); tus-js-client's own localStorage copy would be a second truth.
      storeFingerprintForResuming: false,
      onShouldRetry: (error) => {
        if (isOffline()) return false;
        const status = statusOf(error);
        return status === 0 || status >= 500 || RETRY_STATUSES.has(status);
      },
      onUploadUrlAvailable: () => {
        if (!upload?.url) return;
        uploadUrl = upload.url;
        options.onRemember?.({ uploadUrl: upload.url });
        setState('uploading');
      },
      onProgress: (sent, total) => {
        regranted = false;
        options.onProgress?.(sent, total);
      },
      onSuccess: ({ lastResponse }) => {
        setState('done');
        settle.resolve({
          fileContent: lastResponse.getHeader(SLIDE_IMAGE_ID_HEADER) || lastSegment(upload?.url ?? ''),
          fileName,
        });
      },
      onError: (error) => {
        const status = statusOf(error);
        if (status === 0 && isOffline()) return waitForNetwork();
        // An expired or unknown URL (the 24 hours passed, the backend was restarted): once more with a fresh one.
        if (status === 403 && !regranted) {
          regranted = true;
          void begin();
          return;
        }
        const body = (error as tus.DetailedError).originalResponse?.getBody?.();
        const message =
          status === 0 ? MESSAGES.network : (messageOf(body) ?? `The upload failed (${status}).`);
        fail(new SlideUploadError(message, status || null));
      },
      ...options.tusOptions,
    });
    upload.start();
  }

  void begin();

  return {
    done,
    get state() {
      return state;
    },
    pause() {
      if (state !== 'uploading' && state !== 'starting' && state !== 'offline') return;
      stopOnline?.();
      setState('paused');
      void upload?.abort(false);
    },
    resume() {
      if (state !== 'paused') return;
      if (upload?.url) {
        setState('uploading');
        upload.start();
      } else void begin();
    },
    abort() {
      const current = upload;
      fail(new DOMException('Upload stopped.', 'AbortError'));
      // An unfinished upload is deleted on the backend (tus termination); a finished one is the case's slide.
      void current?.abort(true).catch(() => undefined);
    },
  };
}
