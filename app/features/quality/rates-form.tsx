/**
 * The sampling rates (decision 084): a rate per case type, in per cent, saved together. A rate outside 0–100 is
 * refused here and by the API with the same sentence under its field; nothing changes then.
 */
import { getFormProps, getInputProps, type FieldMetadata } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { ErrorList, SubmitButton, useContractForm, type FormReply } from '~/components/form';
import { Input } from '~/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { enumLabel } from '../../../contracts/enumerations';
import { RATES_FORM_ID, ratesForm, type RatesFormInput } from './schema';

type RateField = FieldMetadata<RatesFormInput['rates'][number], RatesFormInput, string[]>;

function RateRow({ rate, caseType }: { rate: RateField; caseType: string }) {
  const fields = rate.getFieldset();
  const { key, ...input } = getInputProps(fields.ratePercent, { type: 'text' });
  const errors = [...(rate.errors ?? []), ...(fields.ratePercent.errors ?? [])];
  const rowId = `rate-${caseType}`;
  return (
    <TableRow>
      <TableHead scope="row" id={rowId} className="whitespace-normal">
        {enumLabel('caseType', caseType)}
      </TableHead>
      <TableCell className="align-top">
        <input {...getInputProps(fields.caseType, { type: 'hidden' })} key={fields.caseType.key} />
        <span className="flex items-center gap-2">
          <Input
            key={key}
            {...input}
            inputMode="decimal"
            autoComplete="off"
            aria-labelledby={`${rowId} rate-heading`}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? `${rate.errorId} ${fields.ratePercent.errorId}` : undefined}
            className="w-24"
          />
          <span aria-hidden>%</span>
        </span>
        <ErrorList id={rate.errorId} errors={rate.errors} />
        <ErrorList id={fields.ratePercent.errorId} errors={fields.ratePercent.errors} />
      </TableCell>
    </TableRow>
  );
}

export function RatesForm({ values }: { values: RatesFormInput }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(ratesForm, {
    id: RATES_FORM_ID,
    reply: reply?.form === RATES_FORM_ID ? reply : null,
    defaultValue: values,
  });
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  const rates = fields.rates.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-busy={saving || undefined}>
      <p id="rates-hint" className="text-sm text-muted-foreground">
        The share of each case type&apos;s signed-out cases drawn at random for a blinded second read: a
        number from 0 to 100 %, one decimal at most (0: never, 100: every case).
      </p>
      <Table aria-describedby="rates-hint" className="max-w-md">
        <TableHeader>
          <TableRow>
            <TableHead>Case type</TableHead>
            <TableHead id="rate-heading">Sampling rate</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rates.map((rate, i) => (
            <RateRow key={rate.key} rate={rate} caseType={values.rates[i]?.caseType ?? ''} />
          ))}
        </TableBody>
      </Table>
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton pending={saving}>Save sampling rates</SubmitButton>
    </Form>
  );
}
