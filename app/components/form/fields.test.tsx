/** The kit's fields in a real Remix form inside a memory router: ids, labels, errors and the client rules. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Form } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemas } from '../../../contracts';
import {
  ComboboxField,
  DateField,
  PhoneField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useContractForm,
  usDateSchema,
  phoneNumberSchema,
  PHONE_FORMAT_MESSAGE,
  FORM_MESSAGES,
} from '.';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

spyOnToasts();

// jsdom lacks what the popover (Radix) and the list (cmdk) measure with; browsers all have them.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
});

const schema = schemas.zProviderRegistrationInput
  .pick({ firstName: true, country: true })
  .extend({ phone: phoneNumberSchema, birthDate: usDateSchema, states: z.array(z.string()).min(1) });

const STATES = [
  { value: 'WA', label: 'Washington', group: 'State' },
  { value: 'ID', label: 'Idaho', group: 'State' },
  { value: 'GU', label: 'Guam', group: 'Territory' },
];

function Sample() {
  const [form, fields] = useContractForm(schema, { id: 'sample' });
  return (
    <Form method="post" {...getFormProps(form)}>
      <TextField meta={fields.firstName} label="First name" />
      <SelectField
        meta={fields.country}
        label="Country"
        options={[{ value: 'US', label: 'United States' }]}
      />
      <PhoneField meta={fields.phone} label="Phone" />
      <DateField meta={fields.birthDate} label="Birth date" />
      <ComboboxField meta={fields.states} label="Licensed states" options={STATES} multiple />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

/** Items a template marks required while the form's schema cannot (a structured report's): only the page knows. */
const itemsSchema = z.object({
  grade: z.string(),
  size: z.string().optional(),
  site: z.string().optional(),
  note: z.string().optional(),
});

function Items() {
  const [form, fields] = useContractForm(itemsSchema, { id: 'items' });
  return (
    <Form method="post" {...getFormProps(form)}>
      <RadioGroupField
        meta={fields.grade}
        label="Grade"
        required
        options={[
          { value: '1', label: 'Grade 1' },
          { value: '2', label: 'Grade 2' },
        ]}
      />
      <TextField meta={fields.size} label="Size" required />
      <SelectField meta={fields.site} label="Site" required options={[{ value: 'L', label: 'Left' }]} />
      <TextareaField meta={fields.note} label="Note" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

function renderSample(element = <Sample />) {
  const action = vi.fn(() => null);
  const router = createMemoryRouter([{ path: '/', element, action }], {
    future: { v7_relativeSplatPath: true },
  });
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return action;
}

describe('the form kit’s fields', () => {
  it('label every control and say what is wrong under it, without reaching the action', async () => {
    const action = renderSample();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveAccessibleDescription(FORM_MESSAGES.required);
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveAccessibleDescription(
      FORM_MESSAGES.required,
    );
    expect(screen.getByRole('combobox', { name: /Licensed states/ })).toHaveAccessibleDescription(
      FORM_MESSAGES.chooseAtLeastOne,
    );
    // The first invalid field takes the focus.
    expect(firstName).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it('lays the phone number out as it is typed and words a bad one with the spec’s sentence', async () => {
    renderSample();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    fireEvent.input(phone, { target: { value: '15550102001' } });
    expect(phone).toHaveValue('+1 (555) 010-2001');
    fireEvent.input(phone, { target: { value: '555-0102' } });
    // Nothing is said while typing or on leaving the field, only once the form is sent.
    fireEvent.blur(phone);
    expect(phone).not.toHaveAccessibleDescription(expect.stringContaining(PHONE_FORMAT_MESSAGE));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_FORMAT_MESSAGE)),
    );
    // From then on, every change is checked again.
    fireEvent.input(phone, { target: { value: '+1 555 010 2001' } });
    await waitFor(() =>
      expect(phone).not.toHaveAccessibleDescription(expect.stringContaining(PHONE_FORMAT_MESSAGE)),
    );
  });

  it('adds the slashes to a typed date and refuses a day that does not exist', async () => {
    renderSample();
    const date = screen.getByRole('textbox', { name: /Birth date/ });
    fireEvent.input(date, { target: { value: '02302026' } });
    expect(date).toHaveValue('02/30/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(expect.stringContaining(FORM_MESSAGES.date)),
    );
  });

  it('chooses several values from a searchable list and keeps them in the form', async () => {
    renderSample();
    const trigger = await screen.findByRole('combobox', { name: /Licensed states/ });
    fireEvent.click(trigger);
    const search = await screen.findByPlaceholderText('Search…');
    fireEvent.change(search, { target: { value: 'ida' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Idaho' }));
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(screen.getByRole('option', { name: 'Guam' }));
    expect(trigger).toHaveTextContent('2 selected');
    expect(screen.getByRole('button', { name: 'Remove Idaho' })).toBeInTheDocument();
    const form = trigger.closest('form')!;
    expect(new FormData(form).getAll('states')).toEqual(['ID', 'GU']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Idaho' }));
    expect(new FormData(form).getAll('states')).toEqual(['GU']);
  });

  it('tell a screen reader which items are required, and tie a radio group’s error to each radio', async () => {
    renderSample(<Items />);
    // The star is hidden from screen readers: the controls themselves say it.
    const grade = screen.getByRole('radiogroup', { name: 'Grade' });
    expect(grade).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Size' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toBeRequired();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(grade).toHaveAttribute('aria-invalid', 'true'));
    expect(grade).toHaveAccessibleErrorMessage(FORM_MESSAGES.required);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAccessibleDescription(FORM_MESSAGES.required);
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
  });
});
