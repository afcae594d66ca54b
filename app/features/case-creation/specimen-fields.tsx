/**
 * The specimens of the case being created: each with its fields and its blocks (subsections), each block with
 * its slide type, stain, count, recut/unstained orders and, when the slides are uploaded, its slide images.
 * Specimens and blocks are added, removed (asked first) and moved with Conform's list intents, so the draft
 * and the server see the same order.
 */
import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import PlusIcon from 'lucide-react/icons/plus';
import { SLIDE_IMAGE_EXTENSIONS, SLIDE_IMAGE_MAX_BYTES, SLIDE_TYPE_MESSAGE } from '../../../contracts';
import {
  ComboboxField,
  DateField,
  ErrorList,
  LocalFilesField,
  NumberField,
  SelectField,
  TextField,
  type FileRules,
} from '~/components/form';
import { ConfirmDialog } from '~/components/detail';
import { Button } from '~/components/ui/button';
import type { DraftFile } from './draft-storage';
import type { CreateCaseLists } from './create.server';
import { CASE_FORM_MESSAGES, emptySpecimen, emptySubsection, type CaseFormInput } from './schema';

export const SLIDE_TYPES = [
  'H&E',
  'Special stain',
  'IHC',
  'Unstained',
  'Cytology',
  'Frozen section',
  'Other',
].map((value) => ({ value, label: value }));

export const SLIDE_IMAGE_RULES: FileRules = {
  accept: SLIDE_IMAGE_EXTENSIONS,
  maxBytes: SLIDE_IMAGE_MAX_BYTES,
  typeMessage: SLIDE_TYPE_MESSAGE,
};

const TIFF_LIKE = new Set(['.tif', '.tiff', '.svs', '.ndpi', '.scn', '.bif', '.ome.tiff']);
/** A TIFF-based slide must start like a TIFF, a JPEG like a JPEG (the backend checks again). */
export function slideBytesProblem(file: File, head: Uint8Array): string | null {
  const name = file.name.toLowerCase();
  const ext = name.endsWith('.ome.tiff') ? '.ome.tiff' : name.slice(name.lastIndexOf('.'));
  const tiff =
    (head[0] === 0x49 && head[1] === 0x49 && (head[2] === 42 || head[2] === 43) && head[3] === 0) ||
    (head[0] === 0x4d && head[1] === 0x4d && head[2] === 0 && (head[3] === 42 || head[3] === 43));
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (TIFF_LIKE.has(ext) && !tiff) return SLIDE_TYPE_MESSAGE;
  if ((ext === '.jpg' || ext === '.jpeg') && !jpeg) return SLIDE_TYPE_MESSAGE;
  return null;
}

type Form = FormMetadata<CaseFormInput, string[]>;
type SpecimensField = FieldMetadata<CaseFormInput['specimens'], CaseFormInput, string[]>;

export interface SlideFiles {
  uploading: boolean;
  filesOf: (blockUid: string) => DraftFile[];
  add: (blockUid: string, files: File[]) => void;
  remove: (key: string) => void;
  /** Names of the images an edited draft's block already holds. */
  storedOf: (blockUid: string) => string[];
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function MoveButtons({
  form,
  name,
  index,
  count,
  what,
}: {
  form: Form;
  name: string;
  index: number;
  count: number;
  what: string;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={index === 0}
        aria-label={`Move ${what} up`}
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
      >
        <ArrowUpIcon className="size-4" aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={index === count - 1}
        aria-label={`Move ${what} down`}
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
      >
        <ArrowDownIcon className="size-4" aria-hidden />
      </Button>
    </>
  );
}

function RemoveButton({
  form,
  name,
  index,
  what,
}: {
  form: Form;
  name: string;
  index: number;
  what: string;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          Remove {what}
        </Button>
      }
      title={`Remove ${what}?`}
      description={`${what[0]!.toUpperCase()}${what.slice(1)} and everything entered for it, slide images included, will be removed from this case.`}
      confirmLabel={`Remove ${what}`}
      destructive
      onConfirm={() => form.remove({ name, index })}
    />
  );
}

export function SpecimenFields({
  form,
  specimens,
  lists,
  slides,
}: {
  form: Form;
  specimens: SpecimensField;
  lists: CreateCaseLists;
  slides: SlideFiles | null;
}) {
  const list = specimens.getFieldList();
  return (
    <div className="space-y-6">
      {list.map((specimen, s) => {
        const fields = specimen.getFieldset();
        const blocks = fields.subsections.getFieldList();
        const title = `Specimen ${s + 1}`;
        return (
          <fieldset key={specimen.key} className="space-y-4 rounded-lg border p-4">
            <legend className="px-1 text-base font-semibold">{title}</legend>
            <input {...getInputProps(fields.uid, { type: 'hidden' })} key={fields.uid.key} />
            <div className="flex flex-wrap gap-2">
              <MoveButtons
                form={form}
                name={specimens.name}
                index={s}
                count={list.length}
                what={title.toLowerCase()}
              />
              {list.length > 1 ? (
                <RemoveButton form={form} name={specimens.name} index={s} what={title.toLowerCase()} />
              ) : null}
            </div>
            <div className={GRID}>
              <TextField
                meta={fields.specimenType}
                label="Specimen type"
                description="e.g. Core needle biopsy"
              />
              <TextField meta={fields.bodysite} label="Body site" />
              <TextField meta={fields.subsite} label="Subsite" />
              <TextField meta={fields.facilitySpecimenID} label="Facility specimen ID" />
              <DateField meta={fields.specimenCollectionDate} label="Collection date" />
              <TextField
                meta={fields.collectionTime}
                label="Collection time"
                description="24-hour, HH:MM"
                inputProps={{ type: 'time' }}
              />
              <NumberField
                meta={fields.totalNumberSlides}
                label="Number of slides"
                description="Leave empty to count the blocks' slides."
              />
            </div>
            <div className="space-y-4">
              <h3 className="text-sm font-semibold">Blocks and slides</h3>
              {blocks.map((block, b) => {
                const blockFields = block.getFieldset();
                const blockTitle = `block ${b + 1} of ${title.toLowerCase()}`;
                const uid = String(blockFields.uid.value ?? '');
                return (
                  <fieldset key={block.key} className="space-y-4 rounded-md border border-dashed p-3">
                    <legend className="px-1 text-sm font-medium">{`Block ${b + 1}`}</legend>
                    <input
                      {...getInputProps(blockFields.uid, { type: 'hidden' })}
                      key={blockFields.uid.key}
                    />
                    <div className="flex flex-wrap gap-2">
                      <MoveButtons
                        form={form}
                        name={fields.subsections.name}
                        index={b}
                        count={blocks.length}
                        what={blockTitle}
                      />
                      {blocks.length > 1 ? (
                        <RemoveButton
                          form={form}
                          name={fields.subsections.name}
                          index={b}
                          what={blockTitle}
                        />
                      ) : null}
                    </div>
                    <div className={GRID}>
                      <TextField meta={blockFields.facilityId} label="Block label" description="e.g. A1" />
                      <SelectField meta={blockFields.slideType} label="Slide type" options={SLIDE_TYPES} />
                      <ComboboxField
                        meta={blockFields.stain}
                        label="Stain"
                        options={lists.stains}
                        searchPlaceholder="Search stains and IHC markers…"
                      />
                      <NumberField meta={blockFields.slideCount} label="Slide count" />
                      <ComboboxField
                        meta={blockFields.slideOrders}
                        label="Recut and unstained orders"
                        options={lists.slideOrders}
                        multiple
                      />
                    </div>
                    {slides?.storedOf(uid).length ? (
                      <p className="text-sm">
                        Uploaded: <span className="font-medium">{slides.storedOf(uid).join(', ')}</span>
                      </p>
                    ) : null}
                    {slides ? (
                      <LocalFilesField
                        id={`${blockFields.uid.id}-images`}
                        label={`Slide images for block ${b + 1}`}
                        description={CASE_FORM_MESSAGES.slideImagesHint}
                        files={slides.filesOf(uid)}
                        rules={SLIDE_IMAGE_RULES}
                        check={slideBytesProblem}
                        multiple
                        onAdd={(files) => slides.add(uid, files)}
                        onRemove={slides.remove}
                      />
                    ) : null}
                  </fieldset>
                );
              })}
              <ErrorList id={fields.subsections.errorId} errors={fields.subsections.errors} />
              <Button
                variant="outline"
                size="sm"
                {...form.insert.getButtonProps({
                  name: fields.subsections.name,
                  defaultValue: emptySubsection(),
                })}
              >
                <PlusIcon className="size-4" aria-hidden /> Add block
              </Button>
            </div>
          </fieldset>
        );
      })}
      <ErrorList id={specimens.errorId} errors={specimens.errors} />
      <Button
        variant="outline"
        {...form.insert.getButtonProps({ name: specimens.name, defaultValue: emptySpecimen() })}
      >
        <PlusIcon className="size-4" aria-hidden /> Add specimen
      </Button>
    </div>
  );
}
