import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCopy, pageTemplate } from '../../../server/login-refusal.js';
import { takeConsoleErrors } from '../../../tests/setup/strict-console';
import { LoginForm, type LoginActionData } from './login-form';
import { LOGIN_BUSY_TEXT, fieldErrorsAfterEdit } from './login-schema';

function renderLogin(answer: LoginActionData = { kind: 'refused', formError: 'Invalid email or password.' }) {
  const action = () => answer;
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

/** The form as the server renders it in answer to `answer` (a page without JavaScript sees only this). */
function renderedOnServer(answer: LoginActionData) {
  const router = createMemoryRouter(
    [{ id: 'login', path: '/login', element: <LoginForm />, action: () => null }],
    { initialEntries: ['/login'], hydrationData: { loaderData: {}, actionData: { login: answer } } },
  );
  const html = renderToString(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  // Under jsdom the router takes the layout effects it skips on a real server, which React warns of: only that.
  for (const error of takeConsoleErrors())
    expect(error).toMatch(/^Warning: useLayoutEffect does nothing on the server/);
  return html;
}

/** `html` in a container, for queries by role. */
function page(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return within(container);
}

describe('a login refused as busy (decision 072)', () => {
  it('keeps the form and the e-mail, the sentence under it as an alert (the page script)', async () => {
    const { email, password, submit } = renderLogin({ kind: 'refused', formError: LOGIN_BUSY_TEXT });
    edit(email, 'provider@demo.test');
    edit(password, 'Demo-pass-2026');
    await act(async () => submit());
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_BUSY_TEXT);
    expect(email.value).toBe('provider@demo.test');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('rendered on the server (no JavaScript), has the sentence as an alert and the e-mail that was sent', () => {
    const form = page(
      renderedOnServer({ kind: 'refused', formError: LOGIN_BUSY_TEXT, email: 'provider@demo.test' }),
    );
    expect(form.getByRole('alert').textContent).toBe(LOGIN_BUSY_TEXT);
    expect((form.getByPlaceholderText('Your email *') as HTMLInputElement).value).toBe('provider@demo.test');
    expect(form.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it("shed by the app server: its copy of the page has the refused e-mail written into the form's field", () => {
    // The server renders the shed answer once, without an e-mail, and fills each refusal's in (server/login-refusal.js).
    const html = renderedOnServer({ kind: 'refused', formError: LOGIN_BUSY_TEXT });
    const nonce = 'rendered-nonce';
    const template = pageTemplate(
      `<html><head><script nonce="${nonce}"></script></head><body>${html}</body></html>`,
      new Headers({ 'Content-Security-Policy': `script-src 'nonce-${nonce}'` }),
    );
    const form = page(pageCopy(template, 'a"<b>@demo.test').body);
    expect(form.getByRole('alert').textContent).toBe(LOGIN_BUSY_TEXT);
    expect((form.getByPlaceholderText('Your email *') as HTMLInputElement).value).toBe('a"<b>@demo.test');
  });
});

describe('the page to return to (decision 124)', () => {
  it('is posted with the form; a refused attempt stays on it, so the next one returns', async () => {
    const asked = '/login?returnTo=%2Fcase-details%2Fcase-0361';
    const posted: string[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/login',
          element: <LoginForm action={asked} />,
          action: ({ request }) => {
            posted.push(new URL(request.url).search);
            return { kind: 'refused', formError: 'Invalid email or password.' };
          },
        },
      ],
      { initialEntries: [asked] },
    );
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    fireEvent.change(screen.getByPlaceholderText('Your email *'), {
      target: { value: 'provider@demo.test' },
    });
    fireEvent.change(screen.getByPlaceholderText('Your password *'), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(posted).toEqual(['?returnTo=%2Fcase-details%2Fcase-0361']);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(asked);
    expect(screen.getByRole('button', { name: 'Log In' }).closest('form')?.getAttribute('action')).toBe(
      asked,
    );
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
