/**
 * Capture Screenshot (spec 7 and 9): the drawn panes side by side as a PNG at the device pixel ratio (the
 * canvases already are), transparent background, saved as `snapshot_` + a timestamp. No call is made.
 */

export function snapshotFileName(now = new Date()): string {
  return `snapshot_${now.toISOString().replace(/[:.]/g, '-')}.png`;
}

/** The panes' canvases drawn side by side on one canvas (a missing pane is skipped). */
export function composeCanvases(canvases: ReadonlyArray<HTMLCanvasElement | null>): HTMLCanvasElement {
  const parts = canvases.filter((canvas): canvas is HTMLCanvasElement => canvas !== null && canvas.width > 0);
  if (parts.length === 0) throw new Error('Nothing to capture');
  const output = document.createElement('canvas');
  output.width = parts.reduce((sum, canvas) => sum + canvas.width, 0);
  output.height = Math.max(...parts.map((canvas) => canvas.height));
  const context = output.getContext('2d');
  if (!context) throw new Error('No 2D context');
  let x = 0;
  for (const canvas of parts) {
    context.drawImage(canvas, x, 0);
    x += canvas.width;
  }
  return output;
}

export async function captureScreenshot(canvases: ReadonlyArray<HTMLCanvasElement | null>): Promise<string> {
  const canvas = composeCanvases(canvases);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas could not be encoded');
  const name = snapshotFileName();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
