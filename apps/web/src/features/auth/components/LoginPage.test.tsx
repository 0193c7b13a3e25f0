import { STORAGE_KEYS } from '@sym/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, signedInResult, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('renders the brand, four social buttons, a required e-mail/password form and a register link', async () => {
    stubApi({});
    renderApp('/login');
    const email = await screen.findByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.hasAttribute('required')).toBe(true);
    for (const name of ['Google', 'GitHub', 'Facebook', 'Twitter']) {
      expect(screen.getByRole('button', { name: `Continue with ${name}` })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeTruthy();
    expect(screen.getAllByText('Studio').length).toBeGreaterThan(0);
  });

  it('signs in with e-mail and password and goes to /projects', async () => {
    const api = stubApi({ 'POST /api/auth/login': () => signedInResult });
    const { router } = renderApp('/login');
    await fillAndSubmit('ada@example.com', 'secret-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    const loginCall = api.mock.calls.find(([url]) => String(url) === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ email: 'ada@example.com', password: 'secret-password' });
  });

  it.each([
    [fail(401, 'UNAUTHORIZED', 'Invalid email or password'), 'Invalid email or password'],
    [fail(429, 'RATE_LIMITED', 'Rate limited'), 'Rate limited'],
    [{ status: 500, body: { success: false, error: { code: 'SERVER_ERROR', message: '' } } }, 'Server error'],
  ])('shows the server error (%#)', async (reply, text) => {
    stubApi({ 'POST /api/auth/login': () => reply });
    renderApp('/login');
    await fillAndSubmit('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the unsupported message for a provider the server has not configured', async () => {
    stubApi({});
    renderApp('/login');
    const github = await screen.findByRole('button', { name: 'Continue with GitHub' });
    await waitFor(() => expect(github.hasAttribute('disabled')).toBe(false));
    fireEvent.click(github);
    expect((await screen.findByRole('alert')).textContent).toBe('Github login is not supported');
  });

  it('completes a social sign-in returning with code and state', async () => {
    const api = stubApi({ 'POST /api/auth/social/callback': () => signedInResult });
    const { router } = renderApp('/login?code=the-code&state=the-state');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects');
    const calls = api.mock.calls.filter(([url]) => String(url) === '/api/auth/social/callback');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ code: 'the-code', state: 'the-state' });
  });

  it('forwards the issuer the provider names in its answer (RFC 9207)', async () => {
    const api = stubApi({ 'POST /api/auth/social/callback': () => signedInResult });
    renderApp('/login?code=c&state=s&iss=https%3A%2F%2Fidp.example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    const call = api.mock.calls.find(([url]) => String(url) === '/api/auth/social/callback');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: 'c', state: 's', iss: 'https://idp.example' });
  });

  it('removes code and state from the URL and shows the error when the social callback fails', async () => {
    stubApi({ 'POST /api/auth/social/callback': () => fail(401, 'UNAUTHORIZED', 'Sign-in expired, please try again') });
    const { router } = renderApp('/login?code=bad&state=s1');
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in expired, please try again');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the message the server sends back in ?error= and clears it from the URL', async () => {
    stubApi({});
    const { router } = renderApp('/login?error=Github%20login%20is%20not%20supported');
    expect((await screen.findByRole('alert')).textContent).toBe('Github login is not supported');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('hides the theme toggle in the professional edition and shows its brand', async () => {
    stubApi({});
    renderApp('/login', { tier: 'motionmaker' });
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Toggle theme' })).toBeNull();
    expect(screen.getAllByText(/Motion Maker/).length).toBeGreaterThan(0);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
