import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerEventSchema, type Patch, type ViewerEvent } from 'contracts';
import { toast } from '~/components/ui/sonner';
import { TooltipProvider } from '~/components/ui/tooltip';
import { parsePatchFile, patchesToGeoJson, patchesToJson } from '../model';
import { MAX_PATCH_FILE_BYTES, PatchFileMenu, PATCH_FILE_TEXT, patchFileName } from './patch-file-menu';
import { spyOnToasts } from '../../../../tests/setup/toast-spies';

spyOnToasts();

const PATCHES: Patch[] = [
  {
    id: 'a',
    note: '<b>x</b>',
    color: '#ff0000',
    isPoint: false,
    size: { x: 10, y: 20, width: 300, height: 200 },
    widthInClient: 150,
  },
  { id: 'p', note: '', color: '#7cfc00', isPoint: true, size: { x: 5, y: 6 }, widthInClient: 0 },
];

interface Download {
  name: string;
  blob: Blob;
}

let downloads: Download[];
let blobs: Map<string, Blob>;
let anchorClick: { mockRestore(): void };

beforeEach(() => {
  vi.clearAllMocks();
  downloads = [];
  blobs = new Map();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  // jsdom has no blob URLs and cannot navigate: record what the link would have saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void blobs.delete(url));
  anchorClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.useRealTimers();
  anchorClick.mockRestore();
});

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A File as the picker gives it (jsdom's lacks text()). */
function file(name: string, content: string, size?: number): File {
  const result = new File([content], name, { type: 'application/json' });
  Object.defineProperty(result, 'text', { value: vi.fn(() => Promise.resolve(content)) });
  if (size !== undefined) Object.defineProperty(result, 'size', { value: size });
  return result;
}

function setup(patches: readonly Patch[] = PATCHES) {
  const events: ViewerEvent[] = [];
  render(
    <TooltipProvider>
      <PatchFileMenu
        patches={patches}
        caseId="case 7/x"
        slideIndex={2}
        dispatch={(event) => events.push(viewerEventSchema.parse(event))}
      />
    </TooltipProvider>,
  );
  return { events };
}

async function choose(chosen: File) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('patch-file-input'), { target: { files: [chosen] } });
  });
}

describe('PatchFileMenu: export', () => {
  it('names files after the case and slide', () => {
    expect(patchFileName('case-0001', 3, 'json')).toBe('patches_case-0001_3.json');
    expect(patchFileName('case 7/x', 0, 'geojson')).toBe('patches_case_7_x_0.geojson');
  });

  it('saves the slide’s patches as spec 3.9 JSON', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: PATCH_FILE_TEXT.exportJson }));
    expect(downloads.map((download) => download.name)).toEqual(['patches_case_7_x_2.json']);
    const text = await readBlob(downloads[0]!.blob);
    expect(text).toBe(patchesToJson(PATCHES));
    expect(parsePatchFile(text)).toEqual({ ok: true, patches: PATCHES });
    expect(downloads[0]!.blob.type).toBe('application/json');
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
  });

  it('saves them as GeoJSON that reads back to the same patches', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: PATCH_FILE_TEXT.exportGeoJson }));
    expect(downloads.map((download) => download.name)).toEqual(['patches_case_7_x_2.geojson']);
    const text = await readBlob(downloads[0]!.blob);
    expect(JSON.parse(text)).toEqual(patchesToGeoJson(PATCHES));
    expect(parsePatchFile(text)).toEqual({ ok: true, patches: PATCHES });
  });

  it('has nothing to export without patches', () => {
    setup([]);
    expect(screen.getByRole('button', { name: PATCH_FILE_TEXT.exportJson })).toBeDisabled();
    expect(screen.getByRole('button', { name: PATCH_FILE_TEXT.exportGeoJson })).toBeDisabled();
    expect(screen.getByRole('button', { name: PATCH_FILE_TEXT.import })).toBeEnabled();
  });
});

describe('PatchFileMenu: import', () => {
  it('opens the file picker for .json and .geojson files', () => {
    setup();
    const input = screen.getByTestId('patch-file-input') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: PATCH_FILE_TEXT.import }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(input.accept).toContain('.json');
    expect(input.accept).toContain('.geojson');
  });

  it('adds every patch of a JSON file, with a fresh id where the id is taken', async () => {
    const { events } = setup([PATCHES[0]!]);
    await choose(file('patches.json', patchesToJson(PATCHES)));
    expect(events.map((event) => event.type)).toEqual(['patch/added', 'patch/added']);
    const added = events.map((event) => (event.type === 'patch/added' ? event.patch : null));
    expect(added[0]).toEqual({ ...PATCHES[0], id: expect.not.stringMatching(/^a$/) });
    expect(added[1]).toEqual(PATCHES[1]);
    expect(toast.success).toHaveBeenCalledWith('Imported 2 patches.');
  });

  it('adds the patches of a GeoJSON file as they were exported', async () => {
    const { events } = setup([]);
    await choose(file('patches.geojson', JSON.stringify(patchesToGeoJson(PATCHES))));
    expect(events.map((event) => (event.type === 'patch/added' ? event.patch : null))).toEqual(PATCHES);
  });

  it('refuses an invalid file whole, saying why', async () => {
    const { events } = setup([]);
    const broken = [PATCHES[0], { ...PATCHES[1], color: 'green' }];
    await choose(file('bad.json', JSON.stringify(broken)));
    await choose(file('bad.json', 'not json'));
    expect(events).toEqual([]);
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      [expect.stringMatching(/^Could not import patches: Not a patch file: 1\.color /)],
      ['Could not import patches: The file is not JSON.'],
    ]);
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const { events } = setup([]);
    const large = file('big.json', '[]', MAX_PATCH_FILE_BYTES + 1);
    await choose(large);
    expect(large.text).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(toast.error).toHaveBeenCalledWith('Could not import patches: the file is larger than 5 MB.');
  });

  it('says so when a file holds no patches', async () => {
    const { events } = setup([]);
    await choose(file('empty.json', '[]'));
    expect(events).toEqual([]);
    expect(toast.info).toHaveBeenCalledWith('The file holds no patches.');
  });
});
