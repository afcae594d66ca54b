/**
 * Saves bytes the page holds as a file (a fetched download, a screenshot, exported patches): a click on a
 * temporary link to a blob URL. The URL is freed a minute later, once the browser has surely read the bytes.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
