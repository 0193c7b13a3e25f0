import { PASSWORD_REFUSAL } from '@sym/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, signedInResult, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const STRONG = 'violet staple orbit canyon';

async function openRegister(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(routes);
  const view = renderApp('/register');
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  return { fetchMock, ...view };
}

const typePassword = (value: string) => fireEvent.change(screen.getByLabelText('Password'), { target: { value } });
const meter = () => screen.findByRole('meter', { name: 'Strength' });
const registerCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/register');

describe('password strength meter', () => {
  it('loads zxcvbn on the first character and scores the password with its warning', async () => {
    await openRegister();
    expect(screen.queryByRole('meter')).toBeNull();
    typePassword('password');
    await waitFor(async () => expect((await meter()).getAttribute('aria-valuenow')).toBe('0'));
    expect((await meter()).getAttribute('aria-valuetext')).toBe('Very weak');
    expect(screen.getByText('This is a heavily used password.')).toBeTruthy();

    typePassword(STRONG);
    await waitFor(async () => expect(Number((await meter()).getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(3));
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')).toBe((await meter()).parentElement?.parentElement?.id);
  });

  it("counts the account's own name as an easy guess", async () => {
    await openRegister();
    typePassword('AdaLovelace');
    await waitFor(async () => expect(Number((await meter()).getAttribute('aria-valuenow'))).toBeLessThan(3));
  });

  it('refuses a weak password under the field without asking the server', async () => {
    const { fetchMock } = await openRegister({ 'POST /api/auth/register': () => signedInResult });
    typePassword('sunshine12');
    await meter();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const input = screen.getByLabelText('Password');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/This password is too easy to guess/)).toBeTruthy();
    expect(registerCalls(fetchMock)).toEqual([]);

    typePassword(STRONG);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await waitFor(async () => expect(Number((await meter()).getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(3));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(registerCalls(fetchMock)).toHaveLength(1);
  });

  it("shows the server's refusal in the user's words, with zxcvbn's reasons from their keys", async () => {
    await openRegister({
      'POST /api/auth/register': () =>
        fail(422, 'VALIDATION_ERROR', 'Validation error', [
          {
            field: 'password',
            message: 'This password is too easy to guess. Use a longer one, for example a few unrelated words',
            code: PASSWORD_REFUSAL.tooWeak,
            feedback: { score: 2, warning: 'commonNames', suggestions: ['anotherWord'] },
          },
        ]),
    });
    typePassword(STRONG);
    await waitFor(async () => expect(Number((await meter()).getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(3));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Common names and surnames are easy to guess.')).toBeTruthy();
    expect(screen.getByText('Add more words that are less common.')).toBeTruthy();
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toMatch(/^This password is too easy to guess/);
  });
});
