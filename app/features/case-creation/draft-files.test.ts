/**
 * The draft's files in the browser database spec 3.4 names: AppStorage, version 1, store `files`, keyed; and
 * clearDraft removing the draft, its index and its files. (Node's Blob and fake-indexeddb: jsdom's Blob does not
 * survive the structured clone.)
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { clearDraft, fileKey, keepFile, keptFile, type DraftFile } from './draft-storage';

const FILE: DraftFile = {
  key: fileKey('a1b2c3', 'one'),
  name: 'lab.pdf',
  size: 5,
  type: 'application/pdf',
  target: { kind: 'attachment', slot: 'labReports' },
  stored: true,
};

describe('the files of a draft', () => {
  it('keeps files in AppStorage v1 store "files", and clearDraft removes draft, index and files', async () => {
    expect(await keepFile(FILE.key, new Blob(['%PDF-'], { type: 'application/pdf' }))).toBe(true);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('AppStorage');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames]).toEqual(['files']);
    db.close();
    expect(await (await keptFile(FILE.key))!.text()).toBe('%PDF-');

    const removed: string[] = [];
    const storage = { removeItem: (key: string) => removed.push(key) };
    vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage });
    await clearDraft('a1b2c3', { files: [FILE] });
    vi.unstubAllGlobals();
    expect(removed).toEqual(['caseCreationDraft:a1b2c3', 'caseCreationFiles:a1b2c3']);
    expect(await keptFile(FILE.key)).toBeNull();
  });
});
