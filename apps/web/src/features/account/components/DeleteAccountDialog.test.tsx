import { STORAGE_KEYS } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi, type ApiReply } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const DELETE_ROUTE = 'POST /api/users/me/delete';
const CONFIRM_EMAIL = 'Type your account e-mail to confirm';

/** Signed in as ada@example.com on /settings, with the dialog opened from the danger zone. */
async function openDialog(deleteReply: (body: unknown) => ApiReply) {
  const sent: unknown[] = [];
  const fetchMock = stubApi({
    'GET /api/auth/sessions': () => ok([]),
    [DELETE_ROUTE]: (body) => {
      sent.push(body);
      return deleteReply(body);
    },
  });
  const { router } = renderApp('/settings', { isSignedIn: true });
  const dangerZone = await screen.findByRole('region', { name: 'Danger zone' });
  // A click focuses the button in a browser (jsdom's click does not): the dialog gives focus back to it.
  const opener = within(dangerZone).getByRole('button', { name: 'Delete account…' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete account' });
  return { dialog, sent, fetchMock, router };
}

const emailField = (dialog: HTMLElement) => within(dialog).getByLabelText('Type ada@example.com to confirm');
const deleteButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;

describe('delete account dialog', () => {
  it('says what is lost and keeps Delete disabled until the account e-mail is typed', async () => {
    const { dialog, sent } = await openDialog(() => ok({ deleted: true }));
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/all its projects, episodes, assets and files/)).toBeTruthy();
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    expect(document.activeElement).toBe(emailField(dialog));

    expect(deleteButton(dialog).disabled).toBe(true);
    fireEvent.change(emailField(dialog), { target: { value: 'ada@example.co' } });
    expect(deleteButton(dialog).disabled).toBe(true);
    // Enter in the field with a wrong e-mail sends nothing either.
    fireEvent.submit(emailField(dialog).closest('form')!);
    fireEvent.change(emailField(dialog), { target: { value: 'bob@example.com' } });
    expect(deleteButton(dialog).disabled).toBe(true);
    fireEvent.change(emailField(dialog), { target: { value: '  ADA@Example.com ' } });
    expect(deleteButton(dialog).disabled).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete account…' }));

    // Opened again, it starts empty.
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete account' });
    expect((emailField(again) as HTMLInputElement).value).toBe('');
    expect(deleteButton(again).disabled).toBe(true);
  });

  it('shows the server field error and stays signed in when the server refuses', async () => {
    const { dialog, sent, router } = await openDialog(() =>
      fail(422, 'VALIDATION_ERROR', 'Validation failed', [{ field: 'email', message: CONFIRM_EMAIL }]),
    );
    fireEvent.change(emailField(dialog), { target: { value: 'ada@example.com' } });
    fireEvent.click(deleteButton(dialog));

    expect(await within(dialog).findByText(CONFIRM_EMAIL)).toBeTruthy();
    expect(emailField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([{ email: 'ada@example.com' }]);
    expect(router.state.location.pathname).toBe('/settings');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-0');

    // Editing the e-mail clears the error.
    fireEvent.change(emailField(dialog), { target: { value: 'ada@example.co' } });
    await waitFor(() => expect(within(dialog).queryByText(CONFIRM_EMAIL)).toBeNull());
  });

  it('shows a generic failure for an unexpected error', async () => {
    const { dialog } = await openDialog(() => fail(500, 'SERVER_ERROR', 'Internal server error'));
    fireEvent.change(emailField(dialog), { target: { value: 'ada@example.com' } });
    fireEvent.click(deleteButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Failed to delete account. Please try again.',
    );
  });

  it('deletes with the typed e-mail, shows progress, signs out like Logout and lands on sign-in with a notice', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { dialog, sent, fetchMock, router } = await openDialog(() => ok({ deleted: true }));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/users/me/delete') await held;
      return answer(input, init);
    });

    fireEvent.change(emailField(dialog), { target: { value: ' ADA@example.com' } });
    fireEvent.click(deleteButton(dialog));

    const busy = await within(dialog).findByRole('button', { name: 'Deleting account…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Delete account' })).toBeTruthy();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(sent).toEqual([{ email: 'ADA@example.com' }]);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert').textContent).toBe('Your account has been deleted.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The local half of Logout: tokens gone, the next start skips restoring; the ended session is not logged out again.
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.loggingOut)).toBe('true');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/logout')).toBe(false);
  });

  it('is reached from the Settings entry of the user menu and the mobile menu, no longer from the menus themselves', async () => {
    stubApi({ 'GET /api/auth/sessions': () => ok([]) });
    const { router } = renderApp('/projects', { isSignedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete account…' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('button', { name: 'Delete account…' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });
});
