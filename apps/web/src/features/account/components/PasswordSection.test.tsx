import { PASSWORD_REFUSAL } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_USER, fail, ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const STRONG = 'violet staple orbit canyon';

async function openPasswordSection(routes: Parameters<typeof stubApi>[0], sectionName = 'Password') {
  const sent: unknown[] = [];
  const fetchMock = stubApi({
    'GET /api/auth/sessions': () => ok([]),
    ...routes,
    'POST /api/auth/password': (body) => {
      sent.push(body);
      return routes['POST /api/auth/password']!(body);
    },
  });
  renderApp('/settings', { isSignedIn: true });
  const section = await screen.findByRole('region', { name: sectionName });
  return { section, sent, fetchMock };
}

const field = (section: HTMLElement, label: string) =>
  within(section).getByLabelText(label, { exact: true }) as HTMLInputElement;

async function fillNew(section: HTMLElement, password: string, confirmation = password) {
  fireEvent.change(field(section, 'New password'), { target: { value: password } });
  fireEvent.change(field(section, 'Confirm new password'), { target: { value: confirmation } });
  // The meter has scored what was typed: a weak password is refused here, a strong one goes to the server.
  await within(section).findByRole('meter');
}

describe('account settings: password', () => {
  it('refuses a wrong current password with the reason under its field', async () => {
    const { section, sent } = await openPasswordSection({
      'POST /api/auth/password': () =>
        fail(422, 'VALIDATION_ERROR', 'Validation error', [
          {
            field: 'currentPassword',
            message: 'Current password is incorrect',
            code: PASSWORD_REFUSAL.currentIncorrect,
          },
        ]),
    });
    fireEvent.change(field(section, 'Current password'), { target: { value: 'not it' } });
    await fillNew(section, STRONG);
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(field(section, 'Current password').getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByText('Current password is incorrect')).toBeTruthy();
    expect(sent).toEqual([{ currentPassword: 'not it', newPassword: STRONG }]);
  });

  it('checks the confirmation and the strength before sending', async () => {
    const { section, sent } = await openPasswordSection({ 'POST /api/auth/password': () => ok({}) });
    fireEvent.change(field(section, 'Current password'), { target: { value: 'old password' } });
    await fillNew(section, 'password1', 'password2');
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The passwords do not match')).toBeTruthy();
    expect(within(section).getByText(/This password is too easy to guess/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('changes the password, says how many other sessions were signed out and clears the fields', async () => {
    const { section, sent } = await openPasswordSection({
      'POST /api/auth/password': () => ok({ changed: true, otherSessionsSignedOut: 1 }),
    });
    fireEvent.change(field(section, 'Current password'), { target: { value: 'old password' } });
    await fillNew(section, STRONG);
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));

    expect(await within(section).findByRole('status')).toHaveProperty(
      'textContent',
      'Your password was changed. 1 other session was signed out.',
    );
    expect(sent).toEqual([{ currentPassword: 'old password', newPassword: STRONG }]);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(field(section, label).value).toBe('');
    }
  });

  it('adds a first password to a social account without asking for a current one', async () => {
    let hasPassword = false;
    const { section, sent } = await openPasswordSection(
      {
        'GET /api/users/profile': () => ok({ ...TEST_USER, authProvider: 'google', hasPassword }),
        'POST /api/auth/password': () => {
          hasPassword = true;
          return ok({ changed: true, otherSessionsSignedOut: 0 });
        },
      },
      'Add a password',
    );
    expect(screen.getByText('Google')).toBeTruthy();
    expect(within(section).queryByLabelText('Current password')).toBeNull();
    await fillNew(section, STRONG);
    fireEvent.click(within(section).getByRole('button', { name: 'Add password' }));

    expect(await within(section).findByRole('status')).toHaveProperty(
      'textContent',
      'Your password was added. No other session was signed in.',
    );
    expect(sent).toEqual([{ newPassword: STRONG }]);
    // The profile is read again: the account has a password now, so the section changes it from here on.
    expect(await screen.findByRole('region', { name: 'Password' })).toBe(section);
    expect(field(section, 'Current password')).toBeTruthy();
    expect(screen.getByText('Google, or email and password')).toBeTruthy();
  });
});
