import { PASSWORD_REFUSAL } from '@sym/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const SENT = 'If an account uses this address, we sent it a link to reset the password. The link works for one hour.';

describe('/forgot-password', () => {
  it('is linked from the sign-in form', async () => {
    stubApi({ 'GET /api/auth/password/recovery': () => ok({ byEmail: true }) });
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('on a site without mail, says to ask the administrator, who has the operator command', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/password/recovery': () => ok({ byEmail: false }) });
    renderApp('/forgot-password');
    expect(
      await screen.findByText(
        "Password reset by e-mail is not available on this site. Ask the site's administrator to set a new password for you.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('npm run user:password -- --email <address>')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/password/forgot')).toBe(false);
  });

  it('sends the address and says the same whether or not an account uses it', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /api/auth/password/recovery': () => ok({ byEmail: true }),
      'POST /api/auth/password/forgot': (body) => {
        sent.push(body);
        return ok({ accepted: true });
      },
    });
    renderApp('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' nobody@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain(SENT);
    expect(sent).toEqual([{ email: 'nobody@example.com' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('says to wait when the server limits the requests (429)', async () => {
    stubApi({
      'GET /api/auth/password/recovery': () => ok({ byEmail: true }),
      'POST /api/auth/password/forgot': () => fail(429, 'RATE_LIMITED', 'Rate limited'),
    });
    renderApp('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many reset requests. Please wait a while before asking again.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('/reset-password', () => {
  const STRONG = 'violet staple orbit canyon';

  async function submitNewPassword(password = STRONG) {
    fireEvent.change(await screen.findByLabelText('New password', { exact: true }), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: password } });
    await screen.findByRole('meter');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the new password with the token and goes to sign in with a notice', async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/auth/password/reset': (body) => {
        sent.push(body);
        return ok({ reset: true });
      },
    });
    const { router } = renderApp('/reset-password?token=abc123');
    await submitNewPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert').textContent).toBe('Your password was reset. Sign in with your new password.');
    expect(sent).toEqual([{ token: 'abc123', newPassword: STRONG }]);
  });

  it("shows the server's refusal of the token with a link to ask for a new one", async () => {
    stubApi({
      'POST /api/auth/password/reset': () =>
        fail(422, 'VALIDATION_ERROR', 'Validation error', [
          {
            field: 'token',
            message: 'This reset link is invalid or has expired',
            code: PASSWORD_REFUSAL.resetLinkInvalid,
          },
        ]),
    });
    renderApp('/reset-password?token=used');
    await submitNewPassword();
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password', { exact: true })).toBeNull();
  });

  it('refuses a link without a token at once', async () => {
    stubApi({});
    renderApp('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired');
  });

  it('keeps a weak password from being sent', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/password/reset': () => ok({ reset: true }) });
    renderApp('/reset-password?token=abc123');
    await submitNewPassword('password1');
    await waitFor(() =>
      expect(screen.getByLabelText('New password', { exact: true }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/password/reset')).toBe(false);
  });
});
