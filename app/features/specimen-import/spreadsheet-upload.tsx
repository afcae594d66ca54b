/**
 * The spreadsheet slot (decision 040): the kit's drop area around a real file input in a multipart form that
 * posts to the page's action, which reads the file. The browser checks the size and the first bytes first
 * (the same rules as the server, which decides); a file is only read, never stored, so this is not the kit's
 * FileField (which uploads to storage and holds the stored file's id).
 */
import { useRef, useState } from 'react';
import { Form } from '@remix-run/react';
import { ErrorList } from '~/components/form';
import { FileDropArea, HeldFile, acceptedText, readFileHead } from '~/components/form/file-parts';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Spinner } from '~/components/ui/spinner';
import { useHydrated } from '~/lib/use-hydrated';
import { IMPORT_LIMITS } from './columns';
import { SPREADSHEET_ACCEPT, spreadsheetProblem } from './file-kind';
import { FIELD_FILE } from './types';

const INPUT_ID = 'specimen-spreadsheet';

export function SpreadsheetUpload({
  refusal,
  busy,
  replacing,
}: {
  /** The action's refusal of the last file. */
  refusal: string | null;
  busy: boolean;
  /** Rows are on the page already: a new file replaces them. */
  replacing: boolean;
}) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (files: File[]) => {
    const file = files[0];
    const input = inputRef.current;
    if (!file || !input) return;
    const head = await readFileHead(file).catch(() => new Uint8Array());
    const refused = spreadsheetProblem(file.size, head);
    if (refused) {
      input.value = '';
      setChosen(null);
      setProblem(refused);
      return;
    }
    // A dropped file goes into the input, so the form sends it.
    if (input.files?.[0] !== file) {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
    }
    setChosen(file);
    setProblem(null);
  };
  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setChosen(null);
    inputRef.current?.focus();
  };

  const errors = [problem ?? refusal].filter((e): e is string => Boolean(e));
  const errorId = `${INPUT_ID}-error`;
  const hintId = `${INPUT_ID}-hint`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3"
      onSubmit={(event) => {
        if (hydrated && !chosen) {
          event.preventDefault();
          setProblem('Choose an XLSX or CSV spreadsheet to upload.');
          inputRef.current?.focus();
        }
      }}
    >
      <input type="hidden" name="intent" value="parse" />
      <Label id={`${INPUT_ID}-label`} htmlFor={INPUT_ID}>
        Spreadsheet
      </Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        XLSX or CSV with the template&apos;s headers, one specimen a row, at most {IMPORT_LIMITS.maxRows}{' '}
        rows.
        {replacing ? ' A new spreadsheet replaces the rows below.' : ''}
      </p>
      <FileDropArea
        inputRef={inputRef}
        active={hydrated && !chosen}
        onFiles={(files) => void choose(files)}
        hint={acceptedText(SPREADSHEET_ACCEPT, IMPORT_LIMITS.maxBytes)}
      >
        <input
          ref={inputRef}
          id={INPUT_ID}
          type="file"
          name={`${FIELD_FILE}__file`}
          accept={SPREADSHEET_ACCEPT.join(',')}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={[hintId, errors.length ? errorId : null].filter(Boolean).join(' ')}
          tabIndex={hydrated && chosen ? -1 : undefined}
          onChange={(event) => void choose([...(event.currentTarget.files ?? [])])}
          className={hydrated ? 'sr-only' : 'block w-full text-sm'}
        />
      </FileDropArea>
      {hydrated && chosen ? <HeldFile name={chosen.name} size={chosen.size} onRemove={remove} /> : null}
      <ErrorList id={errorId} errors={errors} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner /> : null}
        Upload and check
      </Button>
    </Form>
  );
}
