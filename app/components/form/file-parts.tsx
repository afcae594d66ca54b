/**
 * The pieces every file slot shows, shared by `FileField` (uploads at once) and `LocalFileSlot` (keeps the file
 * in the browser until the form is sent): the drop area around a real file input, the progress of an upload,
 * and a held file with its preview and Remove.
 */
import { useState, type DragEvent, type ReactNode, type Ref, type RefObject } from 'react';
import FileTextIcon from 'lucide-react/icons/file-text';
import UploadIcon from 'lucide-react/icons/upload';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { SIGNATURE_BYTES, formatBytes } from './file-rules';
import { DownloadLink } from '~/components/ui/download-link';

export type Preview = { kind: 'image' | 'pdf'; url: string };

/** The first bytes of a file (FileReader where Blob#arrayBuffer is missing). */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, SIGNATURE_BYTES);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** What the drop area says under its prompt: the types and the limit. */
export const acceptedText = (accept: readonly string[], maxBytes: number) =>
  `${accept.map((ext) => ext.slice(1).toUpperCase()).join(', ')} · at most ${formatBytes(maxBytes)}`;

/**
 * A dashed area that takes dropped files and opens the picker on click; the real `<input type="file">` inside
 * it is what Tab reaches. `active` false shows only the input's `fallback` (before the page's script runs, or
 * while the slot holds a file).
 */
export function FileDropArea({
  inputRef,
  active,
  onFiles,
  hint,
  prompt = 'Drag a file here or',
  children,
  fallback,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  active: boolean;
  onFiles: (files: File[]) => void;
  /** The types and the size limit. */
  hint: string;
  prompt?: string;
  /** The file input. */
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      data-slot="file-drop-zone"
      data-dragging={dragging || undefined}
      onDragOver={
        active
          ? (event) => {
              event.preventDefault();
              setDragging(true);
            }
          : undefined
      }
      onDragLeave={active ? () => setDragging(false) : undefined}
      onDrop={active ? onDrop : undefined}
      onClick={
        active
          ? (event) => {
              // The input's own click (Enter or Space on it) already opens the picker.
              if (event.target !== inputRef.current) inputRef.current?.click();
            }
          : undefined
      }
      className={cn(
        active
          ? 'flex cursor-pointer flex-col items-center gap-2 rounded-md border-2 border-dashed border-input px-4 py-6 text-center text-sm has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring has-[input:focus-visible]:outline-solid data-[dragging]:border-primary data-[dragging]:bg-accent'
          : 'space-y-2',
      )}
    >
      {children}
      {active ? (
        <>
          <UploadIcon className="size-5 text-muted-foreground" aria-hidden />
          <span>
            {prompt} <span className="font-medium text-primary underline underline-offset-4">browse</span>
          </span>
          <span className="text-xs text-muted-foreground">{hint}</span>
        </>
      ) : null}
      {fallback}
    </div>
  );
}

/** A progress bar named after the file, with its percentage and an optional action (Cancel, Pause). */
export function FileProgress({
  name,
  percent,
  label = `Uploading ${name}`,
  detail,
  children,
}: {
  name: string;
  percent: number;
  label?: string;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-2 rounded-md border p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium">{name}</span>
        <span className="shrink-0 text-muted-foreground">{detail ?? `${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** A file the slot holds: its name (a download link when stored), size, Remove, and its preview. */
export function HeldFile({
  name,
  size,
  href,
  preview,
  onRemove,
  removeRef,
}: {
  name: string;
  size?: number;
  href?: string;
  preview?: Preview | null;
  onRemove?: () => void;
  removeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="space-y-3 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <FileTextIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0 flex-1 break-all">
          {href ? (
            <DownloadLink href={href} className="font-medium text-primary underline underline-offset-4">
              {name}
            </DownloadLink>
          ) : (
            <span className="font-medium">{name}</span>
          )}
          {size !== undefined ? <span className="text-muted-foreground"> · {formatBytes(size)}</span> : null}
        </span>
        {onRemove ? (
          <Button
            ref={removeRef}
            type="button"
            variant="outline"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        ) : null}
      </div>
      {preview?.kind === 'image' ? (
        <img
          src={preview.url}
          alt={`Preview of ${name}`}
          className="max-h-64 max-w-full rounded border object-contain"
        />
      ) : null}
      {preview?.kind === 'pdf' ? (
        <iframe src={preview.url} title={`Preview of ${name}`} className="h-72 w-full rounded border" />
      ) : null}
    </div>
  );
}
