/**
 * Resumable slide image uploads (tus 1.0.0: core, creation, termination) at the signed URLs createSlideUpload
 * issues (./upload-grants.ts), answered by @tus/server with @tus/file-store ahead of MSW:
 *
 *   OPTIONS  /slide-uploads/…                               CORS preflight, any origin (the signature is the key)
 *   POST     /slide-uploads/{grant}/{expires}/{signature}   create: Upload-Length must be the granted size
 *   HEAD     …/{uploadId}   PATCH …/{uploadId}   DELETE …/{uploadId}
 *
 * Bytes go to MOCK_UPLOADS_DIR under the upload id (`sld-<16 hex>`, the storage key the finished image keeps, so
 * nothing is copied), tus's own record of each upload to `.tus/{id}.json` beside them. A PATCH cut off midway
 * keeps what arrived; HEAD says how much. The first bytes are checked on the PATCH after they arrive and at
 * the end (./signatures.ts): a wrong file is refused (415) and deleted. The PATCH that completes the upload
 * makes it a slide image of the subsection (./uploads.ts `addSlideImage`) and answers `Slide-Image-Id`; with an
 * image archive, the slide is then stored in it in the background (./archive-store.ts).
 */
import { mkdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { FileConfigstore, FileStore } from '@tus/file-store';
import { EXPOSED_HEADERS, Server, type Upload } from '@tus/server';
import { asyncRoute } from '../http/careful';
import { NAMESPACE_HEADER } from '../qa/matching';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { settle } from '../store/persistence';
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
} from '../store/write-queue';
import { checkCaseChange } from '../cases/change-access';
import {
  newStorageKey,
  slideImageContentType,
  slideImageLimit,
  storagePath,
  uploadsDir,
} from '../store/files';
import { SLIDE_TYPE_MESSAGE } from '../reference/data';
import { drainRequest } from '../http/drain';
import { peekBody } from './peek';
import { readHead, signatureLength, slideSignatureMatches } from './signatures';
import {
  bindingMetadata,
  checkUploadPath,
  sameBinding,
  UPLOAD_ROUTE,
  type UploadBinding,
} from './upload-grants';
import { addSlideImage, sha256OfFile } from './uploads';
import type { DicomwebArchive } from './archive-config';
import { queueArchiveStore } from './archive-store';
import { sameStatus, formatBytes } from '../../contracts';

/** The response header naming the finished image's fileContent. */
export const SLIDE_IMAGE_ID_HEADER = 'Slide-Image-Id';
const UPLOAD_ID = /^sld-[0-9a-f]{16}$/;
/** An unfinished upload nobody has touched for this long is deleted (checked at most hourly, on creation). */
const STALE_UPLOAD_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

const envelope = (message: string) => ({ isSuccess: false, message, data: null, error: null, details: null });

/** A refusal from a tus hook: @tus/server answers `status_code` with `body` (the envelope, as JSON text). */
const hookError = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify(envelope(message)),
});

/**
 * Every 503 and 429 an upload answers says when to try again, as the contract's 503s and 429s do:
 * @tus/server answers a hook's refusal (a finished upload the database could not save: 503) with no header of
 * the hook's, so the header is added as the answer's head is written, unless the answer already has one. (The
 * QA faults and the load shedder, ahead of this route, give theirs.)
 */
export function retryAfterOnRefusals(res: ServerResponse, seconds = STORAGE_RETRY_AFTER_SECONDS) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if ((status === 503 || status === 429) && !res.hasHeader('Retry-After') && !namesRetryAfter(rest))
      res.setHeader('Retry-After', String(seconds));
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

/** Whether writeHead's own headers (an object, or a flat list of names and values) carry Retry-After. */
function namesRetryAfter(rest: unknown[]): boolean {
  const headers = rest.find((arg) => arg !== null && typeof arg === 'object');
  if (Array.isArray(headers))
    return headers.some((name, i) => i % 2 === 0 && String(name).toLowerCase() === 'retry-after');
  return !!headers && Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after');
}

type Allowed =
  { ok: true; item: CaseRecord; user: UserRecord } | { ok: false; status: number; message: string };

/** Whether the grant's caller may still add slide images to its case and subsection (as createSlideUpload). */
function stillAllowed(binding: UploadBinding): Allowed {
  const user = db.users.findFirst((q) => q.where({ id: binding.userId }));
  if (!user || sameStatus(user.status, 'Deactivated'))
    return { ok: false, status: 403, message: 'You may not do this to this case.' };
  const item = db.cases.findFirst((q) => q.where({ caseID: binding.caseID }));
  if (!item) return { ok: false, status: 404, message: 'Case not found.' };
  const check = checkCaseChange(user, item, 'uploadSlide');
  if (!check.ok) return { ok: false, status: check.status, message: check.message };
  if (!item.slides.some((s) => s.subsections.some((sub) => sub.id === binding.subsectionId)))
    return { ok: false, status: 404, message: 'Subsection not found.' };
  return { ok: true, item, user };
}

function bindingOf(upload: Pick<Upload, 'metadata'>): UploadBinding | null {
  const m = upload.metadata ?? {};
  const size = Number(m.sizeBytes);
  if (!m.caseID || !m.subsectionId || !m.userId || !m.fileName || !Number.isSafeInteger(size)) return null;
  return {
    caseID: m.caseID,
    subsectionId: m.subsectionId,
    userId: m.userId,
    fileName: m.fileName,
    sizeBytes: size,
  };
}

export function slideUploadRouter({
  linkSecret,
  archive = null,
}: {
  linkSecret: string;
  /** The site's image archive (DICOMWEB_URL): a finished slide is stored in it (./archive-store.ts). */
  archive?: DicomwebArchive | null;
}) {
  const servers = new Map<string, { tus: Server; store: FileStore; configDir: string }>();
  let lastPurge = 0;

  const pathOf = (url: string) => new URL(url).pathname;

  /** One tus server per uploads folder (MOCK_UPLOADS_DIR is read per request, as the rest of the mock does). */
  function tusFor(directory: string) {
    const existing = servers.get(directory);
    if (existing) return existing;
    const configDir = path.join(directory, '.tus');
    mkdirSync(configDir, { recursive: true });
    const store = new FileStore({ directory, configstore: new FileConfigstore(configDir) });
    const tus = new Server({
      path: UPLOAD_ROUTE,
      datastore: store,
      exposedHeaders: [SLIDE_IMAGE_ID_HEADER],
      // A browser test scoped to a QA namespace sends it with every request (docs/qa.md).
      allowedHeaders: [NAMESPACE_HEADER],
      disableTerminationForFinishedUploads: true,
      namingFunction: () => newStorageKey('sld'),
      generateUrl: (req, { proto, host, id }) => {
        const check = checkUploadPath(linkSecret, pathOf(req.url));
        return `${proto}://${host}${check.status === 'valid' ? check.base : UPLOAD_ROUTE}/${id}`;
      },
      getFileIdFromRequest: (req) => {
        const check = checkUploadPath(linkSecret, pathOf(req.url));
        return check.status === 'valid' ? (check.uploadId ?? undefined) : undefined;
      },
      maxSize: (req) => {
        const check = checkUploadPath(linkSecret, pathOf(req.url));
        return check.status === 'valid' ? check.binding.sizeBytes : slideImageLimit();
      },
      onUploadCreate: async (req) => {
        const check = checkUploadPath(linkSecret, pathOf(req.url));
        if (check.status !== 'valid') throw hookError(403, 'Invalid signature');
        // The upload keeps what it was granted for, not what the client says about itself.
        return { metadata: { ...bindingMetadata(check.binding) } as Upload['metadata'] };
      },
      onIncomingRequest: async (req, id) => {
        if (req.method !== 'PATCH') return;
        const upload = await store.getUpload(id).catch(() => null);
        const binding = upload && bindingOf(upload);
        if (!upload || !binding) return;
        const needed = signatureLength(binding.fileName);
        if (needed === 0 || upload.offset < needed) return;
        if (!slideSignatureMatches(binding.fileName, await readHead(storagePath(id), needed))) {
          await store.remove(id).catch(() => undefined);
          throw hookError(415, SLIDE_TYPE_MESSAGE);
        }
      },
      onUploadFinish: async (_req, upload) => finishUpload(store, upload, archive),
    });
    const entry = { tus, store, configDir };
    servers.set(directory, entry);
    return entry;
  }

  /** Deletes unfinished uploads untouched for a week (their URLs have long expired). */
  async function purgeStale(store: FileStore, configDir: string, now = Date.now()) {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    for (const name of await readdir(configDir).catch(() => [] as string[])) {
      const id = name.replace(/\.json$/, '');
      if (!UPLOAD_ID.test(id) || db.slideUploads.findFirst((q) => q.where({ id }))) continue;
      const touched = await stat(storagePath(id)).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      const created = await readFile(path.join(configDir, name), 'utf8').then(
        (text) => Date.parse((JSON.parse(text) as { creation_date?: string }).creation_date ?? '') || 0,
        () => 0,
      );
      if (now - Math.max(touched, created) > STALE_UPLOAD_MS) await store.remove(id).catch(() => undefined);
    }
  }

  const router = express.Router();
  router.all(
    `${UPLOAD_ROUTE}/*`,
    asyncRoute(async (req, res) => {
      const { tus, store, configDir } = tusFor(uploadsDir());
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Expose-Headers', `${EXPOSED_HEADERS}, ${SLIDE_IMAGE_ID_HEADER}`);
      res.setHeader('Tus-Resumable', '1.0.0');
      retryAfterOnRefusals(res);
      const refuse = async (status: number, message: string) => {
        // The rest of the body (a chunk is at most 50 MB) is read and dropped first, so a browser still sending
        // gets the answer rather than a reset (decision 073); a larger one closes the connection after it.
        if (!(await drainRequest(req))) res.setHeader('Connection', 'close');
        res.status(status).json(envelope(message));
      };
      if (req.method === 'OPTIONS') return tus.handle(req, res);

      const check = checkUploadPath(linkSecret, req.path);
      if (check.status === 'malformed') return refuse(404, 'Not found.');
      if (check.status !== 'valid')
        return refuse(403, check.status === 'expired' ? 'Link expired' : 'Invalid signature');
      const { binding, uploadId } = check;

      if (uploadId === null) {
        if (req.method !== 'POST') return refuse(405, 'Method not allowed.');
        const allowed = stillAllowed(binding);
        if (!allowed.ok) return refuse(allowed.status, allowed.message);
        if (req.get('upload-defer-length') !== undefined)
          return refuse(400, "Say the upload's size in Upload-Length.");
        const length = Number(req.get('upload-length'));
        if (length > binding.sizeBytes)
          return refuse(
            413,
            `The slide image is larger than ${formatBytes(binding.sizeBytes)}, the size its upload URL was issued for.`,
          );
        if (length !== binding.sizeBytes)
          return refuse(
            400,
            `Upload-Length must be ${binding.sizeBytes}, the size the upload URL was issued for.`,
          );
        await purgeStale(store, configDir);
      } else {
        if (!['HEAD', 'PATCH', 'DELETE'].includes(req.method)) return refuse(405, 'Method not allowed.');
        const upload = UPLOAD_ID.test(uploadId) ? await store.getUpload(uploadId).catch(() => null) : null;
        if (!upload) return refuse(404, 'Upload not found.');
        if (!sameBinding(upload.metadata, binding))
          return refuse(403, 'This upload belongs to another upload URL.');
        if (db.slideUploads.findFirst((q) => q.where({ id: uploadId })))
          res.setHeader(SLIDE_IMAGE_ID_HEADER, uploadId);
        // The first chunk is judged by its bytes before any of it is stored: HTML named .tif never lands. (A
        // first PATCH shorter than the signature is judged on the next one, or at the end.)
        const needed = Math.min(signatureLength(binding.fileName), binding.sizeBytes);
        const declared = Number(req.get('content-length'));
        const first = req.method === 'PATCH' && upload.offset === 0 && req.get('upload-offset') === '0';
        if (first && needed > 0 && declared >= needed) {
          const { head, ended } = await peekBody(req, needed);
          if (!slideSignatureMatches(binding.fileName, head)) {
            await store.remove(uploadId).catch(() => undefined);
            return await refuse(415, SLIDE_TYPE_MESSAGE);
          }
          if (ended) return refuse(400, 'The request body ended before its Content-Length.');
        }
      }
      await tus.handle(req, res);
    }),
  );
  return router;
}

/**
 * The last PATCH has arrived: check the first bytes and that the case still takes slide images, then make the
 * file a slide image of the subsection. A refusal deletes the upload.
 */
async function finishUpload(store: FileStore, upload: Upload, archive: DicomwebArchive | null) {
  const binding = bindingOf(upload);
  if (!binding) throw hookError(500, 'The upload lost its record.');
  if (db.slideUploads.findFirst((q) => q.where({ id: upload.id })))
    return { headers: { [SLIDE_IMAGE_ID_HEADER]: upload.id } };
  const file = storagePath(upload.id);
  const refuse = async (status: number, message: string) => {
    await store.remove(upload.id).catch(() => undefined);
    return hookError(status, message);
  };
  if (!slideSignatureMatches(binding.fileName, await readHead(file)))
    throw await refuse(415, SLIDE_TYPE_MESSAGE);
  const allowed = stillAllowed(binding);
  if (!allowed.ok) throw await refuse(allowed.status, allowed.message);
  const contentType = slideImageContentType(binding.fileName);
  if (!contentType) throw await refuse(415, SLIDE_TYPE_MESSAGE);
  await addSlideImage({
    item: allowed.item,
    subsectionId: binding.subsectionId,
    id: upload.id,
    fileName: binding.fileName,
    contentType,
    sizeBytes: upload.size ?? binding.sizeBytes,
    sha256: await sha256OfFile(file),
    uploadedBy: allowed.user,
  });
  // A record the database could not save is gone from memory again: the upload answers 503 in the envelope.
  await settle().catch((error: unknown) => {
    throw error instanceof StorageUnavailableError ? hookError(503, STORAGE_UNAVAILABLE_MESSAGE) : error;
  });
  // The slide is the case's now, read from its file; the archive takes it in the background.
  await queueArchiveStore(upload.id, archive).catch((error: unknown) =>
    console.error(`mock: archive store of ${upload.id} was not queued: ${String(error)}`),
  );
  return { headers: { [SLIDE_IMAGE_ID_HEADER]: upload.id } };
}
