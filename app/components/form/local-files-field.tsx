/**
 * A file slot that keeps what is chosen in the browser until the form is sent (the case form's attachments and
 * slide images: the case they belong to does not exist yet). The same checks and pieces as `FileField`: the
 * type by extension and first bytes and the size, with the sentences people see; a preview of images and PDFs;
 * Remove. `multiple` takes several files. Where the files are kept is the caller's (`onAdd`, `onRemove`,
 * `read` for the preview).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/utils';
import { ErrorList } from './field';
import { FileDropArea, HeldFile, acceptedText, readFileHead, type Preview } from './file-parts';
import { checkFile, previewKind, type FileRules } from './file-rules';

export interface LocalFile {
  key: string;
  name: string;
  size: number;
}

export interface LocalFilesFieldProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  files: readonly LocalFile[];
  rules: FileRules;
  /** Why a file is refused beyond `rules` (e.g. first bytes of a slide image), or null. */
  check?: (file: File, head: Uint8Array) => string | null;
  multiple?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** The kept bytes of a file, for its preview (images and PDFs only); none when it cannot be read. */
  read?: (key: string) => Promise<Blob | null>;
  /** Messages from the form (e.g. 'Add at least one slide image'). */
  errors?: readonly string[];
  className?: string;
}

function usePreview(file: LocalFile, read: LocalFilesFieldProps['read']): Preview | null {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    const kind = previewKind(file.name);
    if (!kind || !read) return;
    let url: string | null = null;
    let live = true;
    void read(file.key).then((blob) => {
      if (!blob || !live) return;
      // The bytes were checked to be this type; the blob says so, so nothing else ever renders them.
      url = URL.createObjectURL(new Blob([blob], { type: kind.type }));
      setPreview({ kind: kind.kind, url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.key, file.name, read]);
  return preview;
}

/** What Remove says before a kept file goes (the kit's confirm; decision 069). */
export const REMOVE_KEPT_TEXT =
  'The file is removed from this form and from the draft kept in this browser. To put it back, choose it again from your device.';

function KeptFile({
  file,
  read,
  onRemove,
  focusAfter,
}: {
  file: LocalFile;
  read?: LocalFilesFieldProps['read'];
  onRemove: () => void;
  focusAfter: () => HTMLElement | null;
}) {
  return (
    <HeldFile
      name={file.name}
      size={file.size}
      preview={usePreview(file, read)}
      onRemove={onRemove}
      confirm={{ description: REMOVE_KEPT_TEXT, focusAfter }}
    />
  );
}

export function LocalFilesField({
  id,
  label,
  description,
  files,
  rules,
  check,
  multiple = false,
  onAdd,
  onRemove,
  read,
  errors: formErrors = [],
  className,
}: LocalFilesFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  const choose = async (chosen: File[]) => {
    if (inputRef.current) inputRef.current.value = '';
    const picked = multiple ? chosen : chosen.slice(0, 1);
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of picked) {
      const head = await readFileHead(file).catch(() => new Uint8Array());
      const refusal = checkFile(file, head, rules) ?? check?.(file, head) ?? null;
      if (refusal) refused.push(picked.length > 1 ? `${file.name}: ${refusal}` : refusal);
      else accepted.push(file);
    }
    setProblems(refused);
    if (accepted.length) {
      onAdd(accepted);
      setAnnouncement(`${accepted.map((file) => file.name).join(', ')} added.`);
    }
  };

  const remove = (file: LocalFile) => {
    onRemove(file.key);
    setProblems([]);
    setAnnouncement(`${file.name} removed.`);
    inputRef.current?.focus();
  };

  const errors = [...problems, ...formErrors];
  const full = !multiple && files.length > 0;
  const describedBy = [description ? descriptionId : null, errors.length ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-slot="local-files-field" className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {full ? null : (
        <FileDropArea
          inputRef={inputRef}
          active
          onFiles={(chosen) => void choose(chosen)}
          hint={acceptedText(rules.accept, rules.maxBytes)}
          prompt={multiple ? 'Drag files here or' : 'Drag a file here or'}
        >
          <input
            ref={inputRef}
            id={id}
            type="file"
            multiple={multiple}
            accept={rules.accept.join(',')}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => void choose([...(event.currentTarget.files ?? [])])}
            className="sr-only"
          />
        </FileDropArea>
      )}
      {files.length ? (
        <ul
          className="space-y-2"
          aria-label={`Files for ${typeof label === 'string' ? label : 'this field'}`}
        >
          {files.map((file) => (
            <li key={file.key}>
              <KeptFile
                file={file}
                read={read}
                onRemove={() => remove(file)}
                focusAfter={() => inputRef.current}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
