/**
 * The data file's folder, made once instead of before every save (a `mkdir` a write went through the file-system
 * thread pool: 10 ms and more a save under load). A save that fails forgets it, so the next one makes
 * the folder again if it was removed meanwhile (that save answers 503 and changes nothing, as any refused write).
 */
import { mkdir } from 'node:fs/promises';

const made = new Set<string>();

export async function ensureFolder(folder: string): Promise<void> {
  if (made.has(folder)) return;
  await mkdir(folder, { recursive: true });
  made.add(folder);
}

export function forgetFolders(): void {
  made.clear();
}
