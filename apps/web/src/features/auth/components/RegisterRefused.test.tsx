import { serverMessage } from '@sym/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { stubApi, type ApiReply } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The server's 403 when the site's registration mode does not admit the address (issue 33). */
function refusal(code: 'registration.closed' | 'registration.inviteOnly'): ApiReply {
  const message = serverMessage(code);
  return {
    status: 403,
    body: { success: false, error: { code: 'FORBIDDEN', message: message.text, messageCode: code, messageParams: {} } },
  };
}

async function submit(labels: { name: string; email: string; password: string; submit: string }) {
  fireEvent.change(await screen.findByLabelText(labels.name), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: 'analytical engine, Babbage 1843' } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('/register on a site that does not admit the address', () => {
  it('says registration is closed', async () => {
    stubApi({ 'POST /api/auth/register': () => refusal('registration.closed') });
    renderApp('/register');
    await submit({ name: 'Name', email: 'Email', password: 'Password', submit: 'Create account' });
    expect(await screen.findByText('Registration is closed on this site')).toBeTruthy();
  });

  it("says so in the user's language", async () => {
    await act(() => i18n.changeLanguage('de'));
    stubApi({ 'POST /api/auth/register': () => refusal('registration.inviteOnly') });
    renderApp('/register');
    const de = i18n.getFixedT('de');
    await submit({
      name: de('auth.register.name'),
      email: de('auth.register.email'),
      password: de('auth.register.password'),
      submit: de('auth.register.submit'),
    });
    expect(await screen.findByText(/nur mit Einladung/)).toBeTruthy();
    expect(screen.queryByText(/by invitation only/)).toBeNull();
  });
});
