/**
 * A file slot: one file, uploaded on its own as soon as it is chosen, so the form itself carries only the
 * uploaded file's id (the field `meta` names). docs/ui-kit.md 'File slot', decision 021.
 *
 * With JavaScript: drop a file on the slot or choose it (a real `<input type="file">`, reached with Tab, opened
 * with Enter or Space); the extension, the first bytes and the size are checked here with the sentences people
 * see (the server checks again and decides); the upload runs at once with a progress bar and can be cancelled;
 * then the slot shows the name, the size, a preview (images; PDFs in the browser's viewer) and Remove. A refusal
 * from the server (413, 415, 422, 429…) is shown under the field in the server's words. Sending the form while a
 * file is still uploading is held back with a message.
 *
 * Without JavaScript: a plain file input inside the multipart form; the action uploads the file
 * (`readFormWithFiles`) before it validates the rest.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { unstable_useControl as useControl } from '@conform-to/react';
import { useActionData } from '@remix-run/react';
import { MESSAGES } from '../../../contracts';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import { ErrorList, type AnyField } from './field';
import { FileDropArea, FileProgress, HeldFile, acceptedText, readFileHead, type Preview } from './file-parts';
import {
  ATTACHMENT_FILE_RULES,
  checkFile,
  describeUploadFailure,
  fileNameField,
  filePartName,
  previewKind,
  type FileRules,
} from './file-rules';
import type { FormReply } from './submission.server';

/** What Remove says before a held file goes (the kit's confirm; decision 069). */
export const REMOVE_TEXT = {
  uploaded: 'The file is taken off this form. To put it back, choose it again from your device.',
  stored:
    'The stored file is taken off this form; once you save, it is no longer kept with this record. To keep it, leave the page without saving.',
} as const;

/** A file the field's value already names (an edit form's stored document). */
export interface StoredFile {
  id: string;
  name: string;
  sizeBytes?: number;
  /** Where to download it (an app route that checks access). */
  href?: string;
}

export interface FileFieldProps {
  /** The field that holds the uploaded file's id. */
  meta: AnyField;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  /** The app route the browser posts the file to (a resource route that streams it to the API). */
  uploadUrl: string;
  /** Fields sent with the file, e.g. `{ kind: 'cv' }` or `{ slot: 'labReports' }`. */
  uploadFields?: Record<string, string>;
  /** Extensions allowed (lower case, with the dot); default spec 5's attachments. */
  accept?: readonly string[];
  maxBytes?: number;
  /** The sentence for a file of another type; default spec 5's. */
  typeMessage?: string;
  current?: StoredFile | null;
}

export const UPLOAD_IN_PROGRESS = 'Wait until the file has uploaded, or cancel the upload.';
export const UPLOAD_CANCELLED = 'Upload cancelled.';

type Slot =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; size: number; percent: number }
  | { state: 'done'; id: string; name: string; size: number; preview: Preview | null };

/** The uploaded file's name the action sent back with a refused form (posts without JavaScript). */
function useRepliedName(name: string, value: string | undefined): string | undefined {
  const reply = useActionData() as FormReply | undefined;
  const initial = reply?.result?.initialValue as Record<string, unknown> | null | undefined;
  const repliedName = initial?.[fileNameField(name)];
  return value && initial?.[name] === value && typeof repliedName === 'string' ? repliedName : undefined;
}

export function FileField({
  meta,
  label,
  description,
  required,
  className,
  uploadUrl,
  uploadFields,
  accept = ATTACHMENT_FILE_RULES.accept,
  maxBytes = ATTACHMENT_FILE_RULES.maxBytes,
  typeMessage = ATTACHMENT_FILE_RULES.typeMessage,
  current,
}: FileFieldProps) {
  const hydrated = useHydrated();
  const control = useControl<string>(meta as { key?: string | null; initialValue?: string });
  const value = typeof control.value === 'string' && control.value ? control.value : undefined;
  const [slot, setSlot] = useState<Slot>({ state: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const previewRef = useRef<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const repliedName = useRepliedName(meta.name, value);
  const rules: FileRules = { accept, maxBytes, typeMessage };

  const dropPreview = useCallback(() => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  }, []);
  useEffect(
    () => () => {
      xhrRef.current?.abort();
      dropPreview();
    },
    [dropPreview],
  );

  // What the slot holds: the file uploaded here, else the stored file the value names, else just an id (its
  // name when a refused form came back with it).
  const held: { name?: string; size?: number; preview: Preview | null; href?: string } | null =
    slot.state === 'done' && slot.id === value
      ? { name: slot.name, size: slot.size, preview: slot.preview }
      : value && current?.id === value
        ? { name: current.name, size: current.sizeBytes, preview: null, href: current.href }
        : value
          ? { name: repliedName, preview: null }
          : null;
  const heldName = held?.name ?? 'Uploaded file';
  const uploading = slot.state === 'uploading' ? slot : null;

  // A submit while a file is still on its way would send the form without it: hold it back and say why.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!uploading || !form) return;
    const hold = (event: Event) => {
      // Conform's own intents (revalidating a field as its value changes) submit the form too: not a send.
      if ((event as SubmitEvent).submitter?.getAttribute('name') === '__intent__') return;
      event.preventDefault();
      event.stopPropagation();
      setProblem(UPLOAD_IN_PROGRESS);
      cancelRef.current?.focus();
    };
    form.addEventListener('submit', hold, true);
    return () => form.removeEventListener('submit', hold, true);
  }, [uploading]);

  const upload = (file: File, preview: ReturnType<typeof previewKind>) => {
    const body = new FormData();
    for (const [name, fieldValue] of Object.entries(uploadFields ?? {})) body.set(name, fieldValue);
    body.set('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    setSlot({ state: 'uploading', name: file.name, size: file.size, percent: 0 });
    setAnnouncement(`Uploading ${file.name}.`);
    const finish = () => {
      if (xhrRef.current === xhr) xhrRef.current = null;
    };
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || xhrRef.current !== xhr) return;
      const percent = Math.min(100, Math.round((event.loaded / event.total) * 100));
      setSlot((s) => (s.state === 'uploading' ? { ...s, percent } : s));
    };
    xhr.onload = () => {
      if (xhrRef.current !== xhr) return;
      finish();
      let answer: unknown;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = undefined;
      }
      const data = (answer as { data?: { id?: unknown; fileName?: unknown } } | undefined)?.data;
      if (xhr.status >= 200 && xhr.status < 300 && typeof data?.id === 'string') {
        const name = typeof data.fileName === 'string' ? data.fileName : file.name;
        dropPreview();
        let shown: Preview | null = null;
        if (preview) {
          // The bytes were checked to be this type; the blob says so, so nothing else ever renders them.
          previewRef.current = URL.createObjectURL(new Blob([file], { type: preview.type }));
          shown = { kind: preview.kind, url: previewRef.current };
        }
        setSlot({ state: 'done', id: data.id, name, size: file.size, preview: shown });
        setProblem(null);
        setAnnouncement(`${name} uploaded.`);
        control.change(data.id);
      } else {
        setSlot({ state: 'idle' });
        const message = describeUploadFailure(xhr.status, answer);
        setProblem(message);
        setAnnouncement('');
      }
    };
    xhr.onerror = () => {
      if (xhrRef.current !== xhr) return;
      finish();
      setSlot({ state: 'idle' });
      setProblem(navigator.onLine === false ? MESSAGES.offline : MESSAGES.network);
    };
    xhr.open('POST', uploadUrl);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.send(body);
  };

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setProblem(null);
    let head: Uint8Array;
    try {
      head = await readFileHead(file);
    } catch {
      setProblem(MESSAGES.other);
      return;
    }
    const refusal = checkFile(file, head, rules);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    xhrRef.current?.abort();
    upload(file, previewKind(file.name));
  };

  // A file chosen before the page's script ran is uploaded as soon as it can be.
  useEffect(() => {
    const file = inputRef.current?.files?.[0];
    if (hydrated && file) void choose(file);
    // Only once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const cancel = () => {
    const xhr = xhrRef.current;
    xhrRef.current = null;
    xhr?.abort();
    setSlot({ state: 'idle' });
    setProblem(null);
    setAnnouncement(UPLOAD_CANCELLED);
    inputRef.current?.focus();
  };

  const remove = () => {
    dropPreview();
    setSlot({ state: 'idle' });
    setProblem(null);
    control.change('');
    setAnnouncement('File removed.');
    inputRef.current?.focus();
  };

  const errors = [problem, ...(meta.errors ?? [])].filter((e): e is string => Boolean(e));
  const describedBy =
    [description ? meta.descriptionId : null, errors.length ? meta.errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const acceptList = accept.join(',');
  const showDropZone = hydrated && !held && !uploading;

  return (
    <div data-slot="file-field" className={cn('space-y-2', className)}>
      <Label htmlFor={meta.id} className="gap-1">
        {label}
        {(required ?? meta.required) ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {description ? (
        <p id={meta.descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {/* The value is in the markup too, so a page without JavaScript posts the id it holds. */}
      <input
        type="hidden"
        ref={control.register}
        name={meta.name}
        form={meta.formId}
        defaultValue={value ?? ''}
      />
      <input type="hidden" name={fileNameField(meta.name)} form={meta.formId} value={held?.name ?? ''} />
      <FileDropArea
        inputRef={inputRef}
        active={showDropZone}
        onFiles={(files) => void choose(files[0])}
        hint={acceptedText(accept, maxBytes)}
        fallback={
          !hydrated && held ? (
            <p className="text-sm">
              Uploaded: <span className="font-medium">{heldName}</span>. Choose another file to replace it.
            </p>
          ) : null
        }
      >
        <input
          ref={inputRef}
          id={meta.id}
          type="file"
          name={hydrated ? undefined : filePartName(meta.name)}
          form={meta.formId}
          accept={acceptList}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={describedBy}
          tabIndex={hydrated && !showDropZone ? -1 : undefined}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
          className={
            hydrated
              ? 'sr-only'
              : 'block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium'
          }
        />
      </FileDropArea>
      {uploading ? (
        <FileProgress name={uploading.name} percent={uploading.percent}>
          <Button ref={cancelRef} type="button" variant="outline" size="sm" onClick={cancel}>
            Cancel upload
          </Button>
        </FileProgress>
      ) : null}
      {hydrated && held && !uploading ? (
        <HeldFile
          name={heldName}
          size={held.size}
          href={held.href}
          preview={held.preview}
          onRemove={remove}
          confirm={{
            description: current?.id === value ? REMOVE_TEXT.stored : REMOVE_TEXT.uploaded,
            focusAfter: () => inputRef.current,
          }}
        />
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}
