/**
 * The structured (synoptic) part's fields under the free text (decision 106): the template chosen from those
 * offered for the case's type, then its items, required ones marked. A choice of up to four answers is a radio
 * group, a longer one a select; a number says its unit and range; a text is a short textarea. The values post
 * with the rest of the report (`synoptic.answers.<item id>`), so the autosave and the sign-out carry them.
 */
import type { FieldMetadata } from '@conform-to/react';
import {
  CONTROL_CLASS,
  ErrorList,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form';
import { Label } from '~/components/ui/label';
import { unitText, type SynopticFormPart, type SynopticItem, type SynopticTemplate } from './synoptic';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PartMeta = FieldMetadata<SynopticFormPart | undefined, any, string[]>;

export const SYNOPTIC_TEXT = {
  heading: 'Synoptic report',
  template: 'Structured template',
  none: 'None',
  hint: 'The structured part of the report for this case type; required items must be answered to sign out.',
} as const;

function rangeText(item: SynopticItem): string {
  const unit = unitText(item.unit);
  return `From ${item.minimum} to ${item.maximum}${unit ? ` ${unit}` : ''}.`;
}

function ItemField({ item, meta }: { item: SynopticItem; meta: Meta }) {
  const label =
    item.kind === 'number' && unitText(item.unit) ? `${item.label} (${unitText(item.unit)})` : item.label;
  if (item.kind === 'choice') {
    const options = item.answers.map((answer) => ({ value: answer.code, label: answer.display }));
    return options.length <= 4 ? (
      <RadioGroupField meta={meta} label={label} required={item.required} options={options} />
    ) : (
      <SelectField
        meta={meta}
        label={label}
        required={item.required}
        options={options}
        placeholder="Choose…"
      />
    );
  }
  if (item.kind === 'number') {
    return (
      <TextField
        meta={meta}
        label={label}
        required={item.required}
        description={rangeText(item)}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off', className: 'max-w-40' }}
      />
    );
  }
  return <TextareaField meta={meta} label={label} required={item.required} rows={2} />;
}

export function SynopticFields({
  meta,
  templates,
}: {
  meta: PartMeta;
  templates: readonly SynopticTemplate[];
}) {
  if (templates.length === 0) return null;
  const part = meta.getFieldset();
  const chosenId = String(part.templateId.value ?? part.templateId.initialValue ?? '');
  const template = templates.find((candidate) => candidate.id === chosenId);
  const answers = part.answers.getFieldset();
  return (
    <section aria-labelledby="synoptic-heading" className="space-y-4 rounded-md border p-4">
      <h3 id="synoptic-heading" className="text-sm font-semibold">
        {SYNOPTIC_TEXT.heading}
      </h3>
      <div className="space-y-2">
        <Label htmlFor={part.templateId.id}>{SYNOPTIC_TEXT.template}</Label>
        <p id={part.templateId.descriptionId} className="text-sm text-muted-foreground">
          {SYNOPTIC_TEXT.hint}
        </p>
        <select
          id={part.templateId.id}
          name={part.templateId.name}
          form={part.templateId.formId}
          defaultValue={chosenId}
          aria-describedby={part.templateId.descriptionId}
          className={CONTROL_CLASS}
        >
          <option value="">{SYNOPTIC_TEXT.none}</option>
          {templates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </select>
      </div>
      {template ? (
        <div key={template.id} className="space-y-4">
          <input
            type="hidden"
            name={part.templateVersion.name}
            form={part.templateVersion.formId}
            value={template.version}
          />
          <ErrorList id={part.answers.errorId} errors={part.answers.errors} />
          {template.items.map((item) => (
            <ItemField key={item.id} item={item} meta={answers[item.id] as Meta} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
