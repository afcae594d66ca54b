/**
 * Patches out and back in (spec 3.9): export the current slide's patches as JSON or GeoJSON (QuPath opens the
 * latter), import either. An imported file is checked whole by `parsePatchFile`; a bad one changes nothing and
 * says why in a toast. Imported patches whose id is already taken get a fresh one.
 */
import { useRef } from 'react';
import FileJson from 'lucide-react/icons/file-json';
import FileDown from 'lucide-react/icons/file-down';
import FileUp from 'lucide-react/icons/file-up';
import type { Patch, ViewerEvent } from 'contracts';
import { toast } from '~/components/ui/sonner';
import { newId, parsePatchFile, patchesToGeoJson, patchesToJson, userMeta } from '../model';
import { ToolbarIconButton } from '../toolbar';
import { saveFile } from '~/lib/save-file';

/** Larger files are refused before they are read. */
export const MAX_PATCH_FILE_BYTES = 5 * 1024 * 1024;

export const PATCH_FILE_TEXT = {
  exportJson: 'Export patches (JSON)',
  exportGeoJson: 'Export patches (GeoJSON)',
  import: 'Import patches',
  tooLarge: 'Could not import patches: the file is larger than 5 MB.',
  invalid: (reason: string) => `Could not import patches: ${reason}`,
  empty: 'The file holds no patches.',
  imported: (count: number) => `Imported ${count} ${count === 1 ? 'patch' : 'patches'}.`,
} as const;

/** `patches_<caseId>_<slideIndex>.json`, with anything but letters, digits, '-' and '_' in the id replaced. */
export function patchFileName(caseId: string, slideIndex: number, format: 'json' | 'geojson'): string {
  return `patches_${caseId.replace(/[^A-Za-z0-9_-]/g, '_')}_${slideIndex}.${format}`;
}

/** Saves text as a file. */
export const downloadText = (fileName: string, text: string, type: string) =>
  saveFile(new Blob([text], { type }), fileName);

/** The imported patches as `patch/added` events, ids kept unless already taken (on the slide or in the file). */
export function importEvents(imported: readonly Patch[], existing: readonly Patch[]): ViewerEvent[] {
  const taken = new Set(existing.map((patch) => patch.id));
  return imported.map((patch) => {
    const id = taken.has(patch.id) ? newId() : patch.id;
    taken.add(id);
    return { type: 'patch/added', ...userMeta(), patch: { ...patch, id } };
  });
}

export function PatchFileMenu(props: {
  /** The current slide's patches. */
  patches: readonly Patch[];
  caseId: string;
  slideIndex: number;
  dispatch(event: ViewerEvent): void;
  disabled?: boolean;
  /** Importing adds patches: off when the person may not change annotations (decision 029). */
  importDisabled?: boolean;
}) {
  const { patches, caseId, slideIndex, dispatch, disabled = false, importDisabled = false } = props;
  const fileInput = useRef<HTMLInputElement>(null);

  async function importFile(file: File) {
    if (file.size > MAX_PATCH_FILE_BYTES) {
      toast.error(PATCH_FILE_TEXT.tooLarge);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast.error(PATCH_FILE_TEXT.invalid('the file could not be read.'));
      return;
    }
    const result = parsePatchFile(text);
    if (!result.ok) {
      toast.error(PATCH_FILE_TEXT.invalid(result.error));
      return;
    }
    if (result.patches.length === 0) {
      toast.info(PATCH_FILE_TEXT.empty);
      return;
    }
    for (const event of importEvents(result.patches, patches)) dispatch(event);
    toast.success(PATCH_FILE_TEXT.imported(result.patches.length));
  }

  return (
    <div role="group" aria-label="Patch files" className="flex shrink-0 items-center gap-0.5">
      <ToolbarIconButton
        label={PATCH_FILE_TEXT.exportJson}
        icon={FileJson}
        disabled={disabled || patches.length === 0}
        onClick={() =>
          downloadText(patchFileName(caseId, slideIndex, 'json'), patchesToJson(patches), 'application/json')
        }
      />
      <ToolbarIconButton
        label={PATCH_FILE_TEXT.exportGeoJson}
        icon={FileDown}
        disabled={disabled || patches.length === 0}
        onClick={() =>
          downloadText(
            patchFileName(caseId, slideIndex, 'geojson'),
            JSON.stringify(patchesToGeoJson(patches), null, 2),
            'application/geo+json',
          )
        }
      />
      <ToolbarIconButton
        label={PATCH_FILE_TEXT.import}
        icon={FileUp}
        disabled={disabled || importDisabled}
        onClick={() => fileInput.current?.click()}
      />
      <input
        ref={fileInput}
        type="file"
        accept=".json,.geojson,application/json,application/geo+json"
        hidden
        data-testid="patch-file-input"
        aria-label={PATCH_FILE_TEXT.import}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          // Cleared at once, so choosing the same file again imports it again.
          input.value = '';
          if (file) void importFile(file);
        }}
      />
    </div>
  );
}
