import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES } from '@sym/contracts';
import { fail, signedInResult, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'analytical engine, Babbage 1843' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/register', () => {
  it('has required name, e-mail and password fields and a link to /login', async () => {
    stubApi({});
    renderApp('/register');
    for (const label of ['Name', 'Email', 'Password']) {
      expect((await screen.findByLabelText(label)).hasAttribute('required')).toBe(true);
    }
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('creates the account and goes to /projects', async () => {
    stubApi({ 'POST /api/auth/register': () => signedInResult });
    const { router } = renderApp('/register');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('shows 422 field details under their fields', async () => {
    stubApi({
      'POST /api/auth/register': () =>
        fail(422, 'VALIDATION_ERROR', 'Validation error', [{ field: 'email', message: 'Email is already registered' }]),
    });
    renderApp('/register');
    await fillAndSubmit();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const hint = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Email is already registered');
    // Said once, under the field, not again above the form.
    expect(screen.getAllByText(/Email is already registered/)).toHaveLength(1);
    expect(screen.queryByText(/Validation error/)).toBeNull();
  });

  it("shows the server's refusal of a common password under the password field", async () => {
    stubApi({
      'POST /api/auth/register': () =>
        fail(422, 'VALIDATION_ERROR', 'Validation error', [
          { field: 'password', message: DOMAIN_MESSAGES.passwordTooCommon },
        ]),
    });
    renderApp('/register');
    await fillAndSubmit();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText(/Validation error - password/)).toBeNull();
    // The error first; the strength meter follows it in aria-describedby.
    const hint = document.getElementById(password.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toBe('This password is too common. Choose one that is harder to guess');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).not.toBe('true');
  });
});
