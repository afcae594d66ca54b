/**
 * Rulers saved in local storage per case id and slide index (spec 3.8). Storage is a convenience, never a
 * failure: a corrupt entry is removed and treated as absent (spec 8), and a storage that throws (private mode,
 * quota, disabled) is ignored.
 */
import { z } from 'zod';
import { rulerSchema, type Ruler } from 'contracts';
import { hasArea } from './state';

export type RulerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storedRulers = z.array(rulerSchema);

export function rulerStorageKey(caseId: string, slideIndex: number): string {
  return `pathbridge:rulers:${caseId}:${slideIndex}`;
}

/** The slide's stored rulers; [] when there are none, the entry is corrupt (then removed) or storage fails. */
export function loadRulers(
  storage: RulerStorage | null | undefined,
  caseId: string,
  slideIndex: number,
): Ruler[] {
  if (!storage) return [];
  const key = rulerStorageKey(caseId, slideIndex);
  try {
    const text = storage.getItem(key);
    if (text === null) return [];
    const parsed = storedRulers.safeParse(parseJson(text));
    if (parsed.success) return parsed.data.filter(hasArea);
    storage.removeItem(key);
    return [];
  } catch {
    return [];
  }
}

/** Saves the slide's rulers (those with area only, spec 5); no rulers removes the entry. False if storage failed. */
export function saveRulers(
  storage: RulerStorage | null | undefined,
  caseId: string,
  slideIndex: number,
  rulers: readonly Ruler[],
): boolean {
  if (!storage) return false;
  const key = rulerStorageKey(caseId, slideIndex);
  const kept = rulers.filter(hasArea);
  try {
    if (kept.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
