import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from './login-form';
import { fieldErrorsAfterEdit } from './login-schema';

function renderLogin() {
  const action = () => ({ kind: 'refused', formError: 'Invalid email or password.' });
  const router = createMemoryRouter([{ path: '/login', element: <LoginForm />, action }], {
    initialEntries: ['/login'],
  });
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return {
    email: screen.getByPlaceholderText('Your email *') as HTMLInputElement,
    password: screen.getByPlaceholderText('Your password *') as HTMLInputElement,
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })),
  };
}

const edit = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => window.localStorage.clear());

describe('login form (spec 5): validated on submit, revalidated on change', () => {
  it('shows nothing while typing before the first submit', () => {
    const { email, password } = renderLogin();
    edit(email, 'a');
    edit(email, '');
    edit(password, '');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('after a submit, any edit clears the errors and checks the edited field again', async () => {
    const { email, password, submit } = renderLogin();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    edit(email, 'p');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Password is required')).toBeNull();

    edit(email, '');
    expect(screen.getByText('Email is required')).toBeTruthy();
    edit(password, 'x');
    expect(screen.queryByText('Email is required')).toBeNull();
    edit(password, '');
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it("the server's failure clears on any edit of either field; the fields are then checked again", async () => {
    const { email, password, submit } = renderLogin();
    edit(email, 'provider@demo.test');
    edit(password, 'wrong');
    await act(async () => submit());
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe('Invalid email or password.');

    edit(password, '');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Password is required')).toBeTruthy();
  });
});

describe('fieldErrorsAfterEdit', () => {
  it('is empty before a submit; after it, the edited field only', () => {
    const empty = { email: ' ', password: '' };
    expect(fieldErrorsAfterEdit(empty, 'email', false)).toEqual({});
    expect(fieldErrorsAfterEdit(empty, 'email', true)).toEqual({ email: 'Email is required' });
    expect(fieldErrorsAfterEdit(empty, 'password', true)).toEqual({ password: 'Password is required' });
    expect(fieldErrorsAfterEdit({ email: 'a@b.c', password: '' }, 'email', true)).toEqual({});
    expect(fieldErrorsAfterEdit(empty, 'remember', true)).toEqual({});
  });
});
