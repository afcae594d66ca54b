/**
 * The Create New Case draft, kept in this browser exactly as spec 3.4 and 4.3 say:
 * - the form's values, the index of its files and, once sent, the upload progress: local storage under the
 *   case-creation key of the user (`caseCreationDraft:<owner>`), so a reload, a closed tab or a crash loses
 *   nothing; the file index is also kept in session storage (`caseCreationFiles:<owner>`), as spec 3.4 has it;
 * - the files themselves (clinical attachments and slide images): the browser database `AppStorage`
 *   (version 1, store `files`, keyed), as Blobs the browser keeps on disk, not in memory.
 * The draft also keeps the Idempotency-Key its create is sent with (decision 068).
 * An entry that cannot be read is removed and treated as absent (spec 8). `owner` is a digest of the user's
 * email from the server, so one person's draft never opens for another on a shared computer.
 */
import { createStore, del, delMany, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { schemas } from '../../../contracts';

export const DRAFT_VERSION = 1;
export const draftKey = (owner: string) => `caseCreationDraft:${owner}`;
export const fileIndexKey = (owner: string) => `caseCreationFiles:${owner}`;

const fileTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attachment'), slot: schemas.zAttachmentSlot }),
  z.object({ kind: z.literal('slide'), subsectionUid: z.string() }),
]);
export type FileTarget = z.infer<typeof fileTarget>;

const fileRef = z.object({
  key: z.string().min(1),
  name: z.string(),
  size: z.number().nonnegative(),
  type: z.string(),
  target: fileTarget,
  /** false when the browser refused to keep it (storage full): the file must be chosen again after a reload. */
  stored: z.boolean(),
});
export type DraftFile = z.infer<typeof fileRef>;

const uploadState = z.object({
  status: z.enum(['pending', 'done', 'failed']),
  /** A slide's resumable upload, as the uploader asks it to be remembered (slide-upload.ts). */
  resume: z.unknown().optional(),
  error: z.string().optional(),
});
export type UploadState = z.infer<typeof uploadState>;

const submission = z.object({
  caseId: z.string(),
  caseRecordId: z.string(),
  /** Block uid (form) → subsection id (API), for the slide images. */
  subsectionIds: z.record(z.string(), z.string()),
  uploads: z.record(z.string(), uploadState),
});
export type DraftSubmission = z.infer<typeof submission>;

const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  savedAt: z.string(),
  values: z.record(z.string(), z.unknown()),
  files: z.array(fileRef),
  submission: submission.nullable(),
  /**
   * createCase's Idempotency-Key for this draft (decision 068): made once per draft, sent with every attempt to
   * create it, so a create whose answer was lost and is sent again after a reload makes no second case. A draft
   * saved before keys existed has none and gets one when it is opened.
   */
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export type Draft = z.infer<typeof draftSchema>;

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or null; a corrupt entry is removed (with its file index) and counts as none. */
export function readDraft(owner: string): Draft | null {
  const local = storage('local');
  const raw = local?.getItem(draftKey(owner));
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: removed below
  }
  local?.removeItem(draftKey(owner));
  storage('session')?.removeItem(fileIndexKey(owner));
  return null;
}

/** Saves the draft; false when the browser refused (storage full or blocked). */
export function writeDraft(owner: string, draft: Omit<Draft, 'version' | 'savedAt'>): boolean {
  const full: Draft = { version: DRAFT_VERSION, savedAt: new Date().toISOString(), ...draft };
  try {
    storage('local')?.setItem(draftKey(owner), JSON.stringify(full));
    storage('session')?.setItem(fileIndexKey(owner), JSON.stringify(full.files));
    return true;
  } catch {
    return false;
  }
}

/** A new Idempotency-Key: 128 random bits in hex (getRandomValues works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let fileStore: UseStore | null = null;
/** AppStorage v1, store `files` (idb-keyval creates it at version 1 on first open). */
const files = () => (fileStore ??= createStore('AppStorage', 'files'));

export const fileKey = (owner: string, id: string) => `caseCreation:${owner}:${id}`;

/** Keeps a chosen file in AppStorage; false when the browser refused (quota, private mode). */
export async function keepFile(key: string, file: Blob): Promise<boolean> {
  try {
    await set(key, file, files());
    return true;
  } catch {
    return false;
  }
}

/** A kept file, or null when it is gone or unreadable (removed then). */
export async function keptFile(key: string): Promise<Blob | null> {
  try {
    const value = await get<unknown>(key, files());
    if (value instanceof Blob) return value;
    if (value !== undefined) await del(key, files());
  } catch {
    // the database is unavailable: treated as absent
  }
  return null;
}

export async function forgetFiles(keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  try {
    await delMany([...keys], files());
  } catch {
    // nothing more to do: the keys are unreachable without the draft
  }
}

/** Removes the draft, its file index and its files (after submit, or when the user discards it). */
export async function clearDraft(owner: string, draft: Pick<Draft, 'files'> | null): Promise<void> {
  storage('local')?.removeItem(draftKey(owner));
  storage('session')?.removeItem(fileIndexKey(owner));
  await forgetFiles(draft?.files.map((file) => file.key) ?? []);
}
