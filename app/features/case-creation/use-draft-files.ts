/**
 * The files of the case being created: the index (what the draft saves) and the bytes, kept in AppStorage as
 * soon as they are chosen so a reload finds them. A file the browser refuses to keep (storage full) stays in
 * this page's memory only and is marked `stored: false`: after a reload it must be chosen again, and the page
 * says so.
 */
import { useCallback, useRef, useState } from 'react';
import { fileKey, forgetFiles, keepFile, keptFile, type DraftFile, type FileTarget } from './draft-storage';
import { newUid } from './schema';

/** Files held in this page's memory (chosen in this visit), by key: the fastest way back to the bytes. */
const chosenThisVisit = new Map<string, Blob>();

export const isForTarget = (file: DraftFile, target: FileTarget) =>
  file.target.kind === target.kind &&
  (target.kind === 'attachment'
    ? file.target.kind === 'attachment' && file.target.slot === target.slot
    : file.target.kind === 'slide' && file.target.subsectionUid === target.subsectionUid);

/** The bytes of a draft's file: from this visit, else from AppStorage; null when gone. */
export async function readDraftFile(key: string): Promise<Blob | null> {
  return chosenThisVisit.get(key) ?? (await keptFile(key));
}

export function useDraftFiles(owner: string, initial: readonly DraftFile[]) {
  const [files, setFiles] = useState<DraftFile[]>([...initial]);
  const [storing, setStoring] = useState(0);
  const filesRef = useRef(files);
  filesRef.current = files;

  const add = useCallback(
    async (chosen: readonly File[], target: FileTarget, { replace = false } = {}) => {
      const replaced = replace ? filesRef.current.filter((file) => isForTarget(file, target)) : [];
      if (replaced.length) {
        setFiles((current) => current.filter((file) => !replaced.includes(file)));
        void forgetFiles(replaced.map((file) => file.key));
      }
      setStoring((n) => n + 1);
      try {
        const added = await Promise.all(
          chosen.map(async (file): Promise<DraftFile> => {
            const key = fileKey(owner, newUid());
            chosenThisVisit.set(key, file);
            const stored = await keepFile(key, file);
            return { key, name: file.name, size: file.size, type: file.type, target, stored };
          }),
        );
        setFiles((current) => [...current, ...added]);
      } finally {
        setStoring((n) => n - 1);
      }
    },
    [owner],
  );

  const remove = useCallback((keys: readonly string[]) => {
    if (!keys.length) return;
    setFiles((current) => current.filter((file) => !keys.includes(file.key)));
    for (const key of keys) chosenThisVisit.delete(key);
    void forgetFiles(keys);
  }, []);

  /** Drops the slide images of blocks that are gone (a block or specimen was removed). */
  const keepSlidesOf = useCallback(
    (blockUids: ReadonlySet<string>) => {
      const orphans = filesRef.current.filter(
        (file) => file.target.kind === 'slide' && !blockUids.has(file.target.subsectionUid),
      );
      remove(orphans.map((file) => file.key));
    },
    [remove],
  );

  return { files, storing: storing > 0, add, remove, keepSlidesOf };
}
