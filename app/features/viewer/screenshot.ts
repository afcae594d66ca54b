/**
 * Capture Screenshot (spec 7 and 9, decision 050): what the reader sees, as a PNG at the device pixel ratio —
 * each pane's slide canvas with its rulers, patches and scale bar drawn over it, side by side in split view,
 * and under each pane a caption band (case record id, slide name, magnification, date and time). Outside the
 * drawn tiles the background stays transparent. A capture that has not finished in 15 s fails. No call is made.
 *
 * A pane gives its canvas and its drawables (CSS pixels of the pane, computed from its state and viewer in
 * overlays/screenshot-layer.ts); `layoutScreenshot` places them and `paintScreenshot` draws the plan on any 2D
 * context, so both are tested without a browser.
 */
import type { Point } from 'contracts';
import { formatDateTime } from '~/lib/format';
import { SCREENSHOT_TIMEOUT_MS } from './constants';
import { saveFile } from '~/lib/save-file';

/** Something drawn over a pane, in the pane's CSS pixels. */
export type Drawable =
  | {
      kind: 'path';
      points: readonly Point[];
      closed: boolean;
      fill?: string;
      stroke?: string;
      lineWidth?: number;
      lineCap?: CanvasLineCap;
    }
  | { kind: 'circle'; center: Point; radius: number; fill?: string; stroke?: string; lineWidth?: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string }
  | {
      kind: 'text';
      at: Point;
      text: string;
      /** CSS pixels and weight; the family is the page's. */
      fontSize: number;
      fontWeight?: number;
      fill: string;
      align?: CanvasTextAlign;
      baseline?: CanvasTextBaseline;
      /** A stroke painted under the text. */
      halo?: { color: string; width: number };
      /** A box behind the text (the text starts `padding` in from `at`, the box's top left). */
      box?: { fill: string; padding: number; height: number; maxWidth: number };
    };

export interface ScreenshotPane {
  /** The pane's drawn slide; its width is the pane's CSS width × the device pixel ratio. */
  canvas: CanvasImageSource & { width: number; height: number };
  /** The pane's size in CSS pixels. */
  size: { width: number; height: number };
  drawables: readonly Drawable[];
  slideName: string;
  /** What the pane shows, as an objective magnification (scan magnification × screen pixels per image pixel). */
  magnification: number | null;
}

export interface Caption {
  caseRecordId: string;
  takenAt: Date;
  /** The reader's time zone (the date and time are shown in it). */
  timeZone?: string;
}

/** The caption band under each pane, in CSS pixels. */
export const CAPTION_HEIGHT_PX = 28;
export const CAPTION_COLORS = { band: '#111827', text: '#ffffff' } as const;

export function snapshotFileName(now = new Date()): string {
  return `snapshot_${now.toISOString().replace(/[:.]/g, '-')}.png`;
}

/** '10×', '12.5×' */
export function magnificationText(value: number): string {
  return `${Number(value.toPrecision(3))}×`;
}

/** One pane's caption: case record id · slide name · magnification · date and time. */
export function captionText(
  caption: Caption,
  pane: Pick<ScreenshotPane, 'slideName' | 'magnification'>,
): string {
  return [
    caption.caseRecordId,
    pane.slideName,
    pane.magnification && pane.magnification > 0 ? magnificationText(pane.magnification) : null,
    formatDateTime(caption.takenAt, caption.timeZone),
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface ScreenshotPlan {
  /** Output pixels. */
  width: number;
  height: number;
  panes: Array<{
    canvas: ScreenshotPane['canvas'];
    /** Where the pane's canvas goes (output pixels) and its CSS → output scale (the device pixel ratio). */
    x: number;
    scale: number;
    size: ScreenshotPane['size'];
    drawables: readonly Drawable[];
    /** The caption band under the pane, output pixels. */
    caption: { text: string; x: number; y: number; width: number; height: number };
  }>;
}

/** Where everything goes: the panes left to right, each with its caption band below the tallest canvas. */
export function layoutScreenshot(panes: readonly ScreenshotPane[], caption: Caption): ScreenshotPlan {
  const parts = panes.filter(
    (pane) => pane.canvas.width > 0 && pane.canvas.height > 0 && pane.size.width > 0,
  );
  if (parts.length === 0) throw new Error('Nothing to capture');
  const slideHeight = Math.max(...parts.map((pane) => pane.canvas.height));
  const captionHeight = Math.round(CAPTION_HEIGHT_PX * (parts[0]!.canvas.width / parts[0]!.size.width));
  let x = 0;
  const placed = parts.map((pane) => {
    const scale = pane.canvas.width / pane.size.width;
    const entry = {
      canvas: pane.canvas,
      x,
      scale,
      size: pane.size,
      drawables: pane.drawables,
      caption: {
        text: captionText(caption, pane),
        x,
        y: slideHeight,
        width: pane.canvas.width,
        height: captionHeight,
      },
    };
    x += pane.canvas.width;
    return entry;
  });
  return { width: x, height: slideHeight + captionHeight, panes: placed };
}

/** The part of a 2D context the painter uses. */
export type PaintContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'setTransform'
  | 'drawImage'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'arc'
  | 'rect'
  | 'clip'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'fillText'
  | 'strokeText'
  | 'measureText'
> &
  Partial<
    Pick<CanvasRenderingContext2D, 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'lineCap' | 'lineJoin'>
  > &
  Partial<Pick<CanvasRenderingContext2D, 'font' | 'textAlign' | 'textBaseline'>>;

export function paintScreenshot(
  plan: ScreenshotPlan,
  context: PaintContext,
  fontFamily = 'sans-serif',
): void {
  for (const pane of plan.panes) {
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(pane.canvas, pane.x, 0);
    // The overlays in the pane's CSS pixels, clipped to the pane as the page clips them.
    context.save();
    context.setTransform(pane.scale, 0, 0, pane.scale, pane.x, 0);
    context.beginPath();
    context.rect(0, 0, pane.size.width, pane.size.height);
    context.clip();
    for (const drawable of pane.drawables) paintDrawable(context, drawable, fontFamily);
    context.restore();

    const band = pane.caption;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = CAPTION_COLORS.band;
    context.fillRect(band.x, band.y, band.width, band.height);
    const padding = 8 * pane.scale;
    context.font = `${13 * pane.scale}px ${fontFamily}`;
    context.textAlign = 'left';
    context.textBaseline = 'middle';
    context.fillStyle = CAPTION_COLORS.text;
    context.fillText(
      fitText(context, band.text, band.width - 2 * padding),
      band.x + padding,
      band.y + band.height / 2,
    );
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
}

function paintDrawable(context: PaintContext, drawable: Drawable, fontFamily: string): void {
  switch (drawable.kind) {
    case 'path': {
      const [first, ...rest] = drawable.points;
      if (!first) return;
      context.beginPath();
      context.moveTo(first.x, first.y);
      for (const point of rest) context.lineTo(point.x, point.y);
      if (drawable.closed) context.closePath();
      return fillAndStroke(context, drawable);
    }
    case 'circle':
      context.beginPath();
      context.arc(drawable.center.x, drawable.center.y, drawable.radius, 0, Math.PI * 2);
      return fillAndStroke(context, drawable);
    case 'rect':
      context.fillStyle = drawable.fill;
      context.fillRect(drawable.x, drawable.y, drawable.width, drawable.height);
      return;
    case 'text': {
      context.font = `${drawable.fontWeight ?? 400} ${drawable.fontSize}px ${fontFamily}`;
      context.textAlign = drawable.align ?? 'left';
      context.textBaseline = drawable.baseline ?? 'alphabetic';
      let { at, text } = drawable;
      if (drawable.box) {
        const { padding, height, maxWidth, fill } = drawable.box;
        text = fitText(context, text, maxWidth - 2 * padding);
        context.fillStyle = fill;
        context.fillRect(at.x, at.y, context.measureText(text).width + 2 * padding, height);
        at = { x: at.x + padding, y: at.y + height / 2 };
        context.textBaseline = 'middle';
      }
      if (drawable.halo) {
        context.strokeStyle = drawable.halo.color;
        context.lineWidth = drawable.halo.width;
        context.lineJoin = 'round';
        context.strokeText(text, at.x, at.y);
      }
      context.fillStyle = drawable.fill;
      context.fillText(text, at.x, at.y);
    }
  }
}

function fillAndStroke(
  context: PaintContext,
  style: { fill?: string; stroke?: string; lineWidth?: number; lineCap?: CanvasLineCap },
) {
  if (style.fill) {
    context.fillStyle = style.fill;
    context.fill();
  }
  if (style.stroke) {
    context.strokeStyle = style.stroke;
    context.lineWidth = style.lineWidth ?? 1;
    context.lineCap = style.lineCap ?? 'butt';
    context.stroke();
  }
}

/** The text, cut with an ellipsis to fit `maxWidth`. */
export function fitText(context: Pick<PaintContext, 'measureText'>, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && context.measureText(`${text.slice(0, end)}…`).width > maxWidth) end--;
  return `${text.slice(0, end)}…`;
}

/** Rejects when `work` has not settled after `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The screenshot took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface CaptureOptions {
  timeoutMs?: number;
  fontFamily?: string;
  /** Replaceable in tests: the output canvas, its PNG, and saving it under a name. */
  createCanvas?(width: number, height: number): HTMLCanvasElement;
  encode?(canvas: HTMLCanvasElement): Promise<Blob>;
  save?(blob: Blob, name: string): void;
}

/** Draws the panes and saves the PNG; resolves with its file name. Missing panes (null) are skipped. */
export async function captureScreenshot(
  panes: ReadonlyArray<ScreenshotPane | null | undefined>,
  caption: Omit<Caption, 'takenAt'> & { takenAt?: Date },
  options: CaptureOptions = {},
): Promise<string> {
  const {
    timeoutMs = SCREENSHOT_TIMEOUT_MS,
    createCanvas = newCanvas,
    encode = encodePng,
    save = saveFile,
  } = options;
  const takenAt = caption.takenAt ?? new Date();
  const work = (async () => {
    const plan = layoutScreenshot(
      panes.filter((pane): pane is ScreenshotPane => Boolean(pane)),
      { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, ...caption, takenAt },
    );
    const output = createCanvas(plan.width, plan.height);
    const context = output.getContext('2d');
    if (!context) throw new Error('No 2D context');
    paintScreenshot(plan, context, options.fontFamily ?? pageFont());
    const blob = await encode(output);
    const name = snapshotFileName(takenAt);
    save(blob, name);
    return name;
  })();
  return withTimeout(work, timeoutMs);
}

function newCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function pageFont(): string {
  return window.getComputedStyle(document.body).fontFamily || 'sans-serif';
}

function encodePng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))),
      'image/png',
    ),
  );
}
