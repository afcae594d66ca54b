import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from './login-form';
import { fieldErrorsAfterEdit } from './login-schema';

function renderLogin(
  action: () => unknown = () => ({ kind: 'refused', formError: 'Invalid email or password.' }),
) {
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

  it('after a submit, each edit checks both fields again', async () => {
    const { email, password, submit } = renderLogin();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    edit(email, 'provider@demo.test');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();

    edit(password, 'x');
    expect(screen.queryByText('Password is required')).toBeNull();
    edit(email, '');
    expect(screen.getByText('Email is required')).toBeTruthy();
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
  it('is empty before a submit whatever the values, and the schema after it', () => {
    expect(fieldErrorsAfterEdit({ email: '', password: '' }, false)).toEqual({});
    expect(fieldErrorsAfterEdit({ email: ' ', password: '' }, true)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrorsAfterEdit({ email: 'a@b.c', password: 'p' }, true)).toEqual({});
  });
});
