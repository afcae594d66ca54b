/**
 * The active patch's panel (spec 3.9, 4.6): colour, note (typed, or chosen from the supplied list, which sets
 * note and colour), Remove. Only the active patch has one, so activating another closes this one. Notes are
 * free text shown as text; anything the schema refuses is reported, never dispatched.
 */
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import X from 'lucide-react/icons/x';
import { PATCH_NOTE_MAX_LENGTH, viewerEventSchema, type Patch, type ViewerEvent } from 'contracts';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/sonner';
import { userMeta } from '../model';

export interface NoteOption {
  text: string;
  color: string;
}

export interface PatchPanelHandle {
  /** Saves a note still being typed (before another patch becomes active, which closes this panel). */
  flush(): void;
}

interface PatchPanelProps {
  patch: Patch;
  /** Its number among the slide's patches, from 1. */
  number: number;
  noteOptions?: ReadonlyArray<NoteOption>;
  dispatch(event: ViewerEvent): void;
  onClose(): void;
}

export const PatchPanel = forwardRef<PatchPanelHandle, PatchPanelProps>(function PatchPanel(props, ref) {
  const { patch, number, noteOptions = [], dispatch, onClose } = props;
  const ids = useId();
  const [note, setNote] = useState(patch.note);
  const [colour, setColour] = useState(patch.color);
  const colourInput = useRef<HTMLInputElement>(null);
  const latest = useRef({ patch, note, dispatch });
  latest.current = { patch, note, dispatch };

  // Undo, redo or a chosen note change the patch under the panel: show what it now holds.
  useEffect(() => {
    setNote(patch.note);
  }, [patch.note]);
  useEffect(() => {
    setColour(patch.color);
  }, [patch.color]);

  useImperativeHandle(ref, () => ({ flush: () => saveNote() }));

  // The colour goes to the log when the picker commits it ('change'), not on every 'input' while it is open.
  useEffect(() => {
    const input = colourInput.current;
    if (!input) return;
    const onCommit = () => {
      const { patch: current } = latest.current;
      if (input.value.toLowerCase() !== current.color.toLowerCase()) {
        send({ type: 'patch/recoloured', ...userMeta(), patchId: current.id, color: input.value });
      }
    };
    input.addEventListener('change', onCommit);
    return () => input.removeEventListener('change', onCommit);
  }, []);

  function send(event: ViewerEvent): boolean {
    const parsed = viewerEventSchema.safeParse(event);
    if (!parsed.success) {
      toast.error(`The patch was not changed: ${parsed.error.issues[0]?.message ?? 'invalid value'}.`);
      return false;
    }
    latest.current.dispatch(parsed.data);
    return true;
  }

  function saveNote() {
    const { patch: current, note: draft } = latest.current;
    if (draft === current.note) return;
    send({ type: 'patch/noted', ...userMeta(), patchId: current.id, note: draft });
  }

  function chooseNote(index: string) {
    const option = noteOptions[Number(index)];
    if (!option) return;
    if (option.text !== patch.note) {
      send({ type: 'patch/noted', ...userMeta(), patchId: patch.id, note: option.text });
    }
    if (option.color.toLowerCase() !== patch.color.toLowerCase()) {
      send({ type: 'patch/recoloured', ...userMeta(), patchId: patch.id, color: option.color });
    }
  }

  return (
    <section
      aria-labelledby={`${ids}-title`}
      data-testid="patch-panel"
      data-patch-id={patch.id}
      className="pointer-events-auto min-h-0 w-64 max-w-full shrink space-y-3 self-end overflow-y-auto rounded-md border bg-background/95 p-3 text-sm shadow"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="font-medium">
          {patch.isPoint ? 'Point' : 'Region'} patch {number}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label="Close patch panel"
          onClick={onClose}
        >
          <X />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={`${ids}-colour`}>Patch colour</Label>
        <input
          ref={colourInput}
          id={`${ids}-colour`}
          type="color"
          value={colour}
          onChange={(event) => setColour(event.target.value)}
          className="h-7 w-12 cursor-pointer rounded border bg-transparent"
        />
      </div>
      {noteOptions.length > 0 ? (
        <div className="space-y-1">
          <Label htmlFor={`${ids}-choice`}>Choose a note</Label>
          <select
            id={`${ids}-choice`}
            value=""
            onChange={(event) => chooseNote(event.target.value)}
            className="h-8 w-full rounded-md border bg-transparent px-2"
          >
            <option value="" disabled>
              Pick from the list…
            </option>
            {noteOptions.map((option, index) => (
              <option key={`${index}-${option.text}`} value={index}>
                {option.text}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="space-y-1">
        <Label htmlFor={`${ids}-note`}>Patch note</Label>
        <textarea
          id={`${ids}-note`}
          value={note}
          maxLength={PATCH_NOTE_MAX_LENGTH}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          onBlur={saveNote}
          onKeyDown={(event) => {
            // Enter saves; Shift+Enter is a line break.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              saveNote();
            }
          }}
          aria-describedby={`${ids}-hint`}
          className="w-full resize-y rounded-md border bg-transparent px-2 py-1"
        />
        <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
          Enter saves; Shift+Enter starts a new line.
        </p>
      </div>
      <Button
        variant="destructive"
        size="sm"
        onClick={() => dispatch({ type: 'patch/removed', ...userMeta(), patchId: patch.id })}
      >
        Remove patch
      </Button>
    </section>
  );
});
