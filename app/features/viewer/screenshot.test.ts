import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captionText,
  captureScreenshot,
  fitText,
  layoutScreenshot,
  paintScreenshot,
  snapshotFileName,
  withTimeout,
  type PaintContext,
  type ScreenshotPane,
} from './screenshot';

const takenAt = new Date('2026-03-04T15:06:07.089Z');
const caption = { caseRecordId: 'LUMC-2026-0006', takenAt, timeZone: 'UTC' };

/** A pane of `width` × 600 CSS pixels drawn at `ratio` device pixels per CSS pixel. */
const pane = (width: number, ratio: number, extra: Partial<ScreenshotPane> = {}): ScreenshotPane => ({
  canvas: { width: width * ratio, height: 600 * ratio } as ScreenshotPane['canvas'],
  size: { width, height: 600 },
  drawables: [],
  slideName: 'S1-A: slide.svs',
  magnification: 10,
  ...extra,
});

/** Records what is painted; text is 7 px per character. */
function recorder() {
  const calls: Array<[string, ...unknown[]]> = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const context = {
    save: record('save'),
    restore: record('restore'),
    setTransform: record('setTransform'),
    drawImage: record('drawImage'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    closePath: record('closePath'),
    arc: record('arc'),
    rect: record('rect'),
    clip: record('clip'),
    fill: () => calls.push(['fill', context.fillStyle]),
    stroke: () => calls.push(['stroke', context.strokeStyle, context.lineWidth]),
    fillRect: (...args: unknown[]) => calls.push(['fillRect', context.fillStyle, ...args]),
    fillText: (...args: unknown[]) => calls.push(['fillText', context.font, ...args]),
    strokeText: record('strokeText'),
    measureText: (text: string) => ({ width: text.length * 7 }) as TextMetrics,
    fillStyle: '' as string,
    strokeStyle: '' as string,
    lineWidth: 1,
    font: '',
  };
  return { calls, context: context as unknown as PaintContext };
}

afterEach(() => vi.useRealTimers());

describe('screenshot', () => {
  it('names the file snapshot_ and a timestamp', () => {
    expect(snapshotFileName(takenAt)).toBe('snapshot_2026-03-04T15-06-07-089Z.png');
  });

  it('captions a pane with the case record id, slide name, magnification, date and time', () => {
    expect(captionText(caption, { slideName: 'S1-A: slide.svs', magnification: 12.5 })).toBe(
      'LUMC-2026-0006 · S1-A: slide.svs · 12.5× · 03/04/2026 03:06 PM UTC',
    );
    expect(captionText(caption, { slideName: 'Unknown Slide', magnification: null })).toBe(
      'LUMC-2026-0006 · Unknown Slide · 03/04/2026 03:06 PM UTC',
    );
  });

  it('lays out split view side by side at the device pixel ratio, a caption band under each pane', () => {
    const plan = layoutScreenshot([pane(500, 2), pane(300, 2, { slideName: 'S2' })], caption);
    expect(plan).toMatchObject({ width: 1600, height: 1200 + 56 });
    expect(plan.panes.map((p) => [p.x, p.scale])).toEqual([
      [0, 2],
      [1000, 2],
    ]);
    expect(plan.panes[1]!.caption).toMatchObject({ x: 1000, y: 1200, width: 600, height: 56 });
    expect(plan.panes[1]!.caption.text).toContain('S2');
  });

  it('has nothing to capture without a drawn pane', () => {
    expect(() => layoutScreenshot([pane(0, 1)], caption)).toThrow('Nothing to capture');
  });

  it('paints each canvas, then its overlays in CSS pixels scaled and clipped to the pane, then its caption', () => {
    const { calls, context } = recorder();
    const plan = layoutScreenshot(
      [
        pane(500, 1),
        pane(300, 1, {
          drawables: [
            { kind: 'rect', x: 5, y: 577, width: 200, height: 18, fill: 'white' },
            {
              kind: 'path',
              points: [
                { x: 1, y: 2 },
                { x: 3, y: 4 },
              ],
              closed: false,
              stroke: '#facc15',
              lineWidth: 2,
            },
          ],
        }),
      ],
      caption,
    );
    paintScreenshot(plan, context, 'Inter');
    const names = calls.map((call) => call[0]);
    expect(names.filter((name) => name === 'drawImage')).toHaveLength(2);
    expect(calls).toContainEqual(['drawImage', plan.panes[1]!.canvas, 500, 0]);
    expect(calls).toContainEqual(['setTransform', 1, 0, 0, 1, 500, 0]);
    expect(calls).toContainEqual(['rect', 0, 0, 300, 600]);
    expect(calls).toContainEqual(['fillRect', 'white', 5, 577, 200, 18]);
    expect(calls).toContainEqual(['stroke', '#facc15', 2]);
    // The bands: under each pane, full width, then the caption text in them.
    expect(calls).toContainEqual(['fillRect', '#111827', 500, 600, 300, 28]);
    const texts = calls.filter((call) => call[0] === 'fillText');
    expect(texts.map((call) => call[1])).toEqual(['13px Inter', '13px Inter']);
    expect(texts[0]![2]).toBe(plan.panes[0]!.caption.text);
    // The second band is 300 px: its caption is cut to fit (7 px a character, 8 px padding each side).
    expect(texts[1]![2]).toMatch(/…$/);
    expect((texts[1]![2] as string).length * 7).toBeLessThanOrEqual(284);
  });

  it('cuts text with an ellipsis to fit', () => {
    const measure = { measureText: (text: string) => ({ width: text.length * 10 }) as TextMetrics };
    expect(fitText(measure, 'abcdef', 60)).toBe('abcdef');
    expect(fitText(measure, 'abcdef', 40)).toBe('abc…');
  });

  it('encodes and saves the composed PNG', async () => {
    const { context } = recorder();
    const saved: string[] = [];
    const name = await captureScreenshot([pane(500, 2), null], caption, {
      createCanvas: (width, height) =>
        ({ width, height, getContext: () => context }) as unknown as HTMLCanvasElement,
      encode: (canvas) => Promise.resolve(new Blob([`${canvas.width}x${canvas.height}`])),
      save: (_, fileName) => saved.push(fileName),
      fontFamily: 'Inter',
    });
    expect(name).toBe('snapshot_2026-03-04T15-06-07-089Z.png');
    expect(saved).toEqual([name]);
  });

  it('fails when the capture has not finished after 15 s', async () => {
    vi.useFakeTimers();
    const { context } = recorder();
    const saved: string[] = [];
    const capture = captureScreenshot([pane(500, 1)], caption, {
      createCanvas: () => ({ getContext: () => context }) as unknown as HTMLCanvasElement,
      encode: () => new Promise<Blob>(() => undefined),
      save: (_, fileName) => saved.push(fileName),
      fontFamily: 'Inter',
    });
    const outcome = capture.then(
      () => 'saved',
      (error: Error) => error.message,
    );
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('The screenshot took longer than 15000 ms');
    expect(saved).toEqual([]);
  });

  it('passes a result that comes in time through the time-out', async () => {
    await expect(withTimeout(Promise.resolve('done'), 10)).resolves.toBe('done');
  });
});
