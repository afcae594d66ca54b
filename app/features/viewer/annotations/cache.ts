/**
 * The browser's offline copy of a case's annotations (decision 029), next to the spec 3.8 ruler key
 * (`pathbridge:rulers:{caseId}:{slideIndex}`, model/ruler-storage.ts): the slide's patches, and the events not
 * yet acknowledged by the server (the outbox, kept per image so a reload or a lost connection sends them later).
 * Like ruler storage, a convenience and never a failure: corrupt entries are dropped, a throwing storage ignored.
 */
import { z } from 'zod';
import { annotationEventSchema, patchSchema, type DocumentEvent, type Patch } from 'contracts';
import type { RulerStorage } from '../model';

export const patchStorageKey = (caseId: string, slideIndex: number) =>
  `pathbridge:patches:${caseId}:${slideIndex}`;
export const outboxStorageKey = (caseId: string, imageId: string) =>
  `pathbridge:annotation-outbox:${caseId}:${imageId}`;

function read<T>(storage: RulerStorage | null | undefined, key: string, schema: z.ZodType<T>): T | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // corrupt or unreadable: removed below
  }
  try {
    storage.removeItem(key);
  } catch {
    // storage unavailable
  }
  return null;
}

function write(storage: RulerStorage | null | undefined, key: string, items: readonly unknown[]) {
  if (!storage) return;
  try {
    if (items.length) storage.setItem(key, JSON.stringify(items));
    else storage.removeItem(key);
  } catch {
    // quota, private mode: the server still has what was sent
  }
}

export const loadPatches = (storage: RulerStorage | null | undefined, caseId: string, slideIndex: number) =>
  read(storage, patchStorageKey(caseId, slideIndex), z.array(patchSchema)) ?? [];

export const savePatches = (
  storage: RulerStorage | null | undefined,
  caseId: string,
  slideIndex: number,
  patches: readonly Patch[],
) => write(storage, patchStorageKey(caseId, slideIndex), patches);

export const loadOutbox = (
  storage: RulerStorage | null | undefined,
  caseId: string,
  imageId: string,
): DocumentEvent[] => read(storage, outboxStorageKey(caseId, imageId), z.array(annotationEventSchema)) ?? [];

export const saveOutbox = (
  storage: RulerStorage | null | undefined,
  caseId: string,
  imageId: string,
  events: readonly DocumentEvent[],
) => write(storage, outboxStorageKey(caseId, imageId), events);
