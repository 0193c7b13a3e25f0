import { TEAM_MESSAGES } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_USER, fail, ok, signedInResult } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { TEAM_ID, callsTo, makeTeam, stubTeamsApi } from '../testing/teamFixtures';

const TOKEN = 'tinv_8Jd2kQ9zLm4Xv7Rt1Yp6Wn3Bc5Hs0Fg';
const acceptPath = `/api/invitations/${TOKEN}/accept`;

afterEach(() => window.sessionStorage.clear());

describe('/invite/{token}', () => {
  it('joins the team with Accept and opens its page', async () => {
    const joined = makeTeam({ role: 'editor', ownerId: 'e0000000-0000-4000-8000-000000000000' });
    const fetchMock = stubTeamsApi({ team: joined }, { [`POST ${acceptPath}`]: () => ok({ team: joined }) });
    const { router } = renderApp(`/invite/${TOKEN}`, { isSignedIn: true, tier: 'motionmaker' });
    expect(await screen.findByRole('heading', { name: 'Join team' })).toBeTruthy();
    expect(screen.getByText(`Signed in as ${TEST_USER.email}.`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teams/${TEAM_ID}`));
    expect(callsTo(fetchMock, 'POST', acceptPath)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Northlight Studio' })).toBeTruthy();
  });

  it.each([
    [fail(404, 'NOT_FOUND', TEAM_MESSAGES.invitationGone), TEAM_MESSAGES.invitationGone],
    [fail(403, 'FORBIDDEN', TEAM_MESSAGES.invitationOtherEmail), TEAM_MESSAGES.invitationOtherEmail],
    [
      fail(422, 'VALIDATION_ERROR', 'Validation error', [{ field: 'token', message: TEAM_MESSAGES.alreadyMember }]),
      TEAM_MESSAGES.alreadyMember,
    ],
  ])('says clearly why an invitation cannot be accepted (%#)', async (reply, text) => {
    stubTeamsApi(undefined, { [`POST ${acceptPath}`]: () => reply });
    const { router } = renderApp(`/invite/${TOKEN}`, { isSignedIn: true, tier: 'motionmaker' });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(router.state.location.pathname).toBe(`/invite/${TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in, then comes back to the invitation', async () => {
    stubTeamsApi(undefined, { 'POST /api/auth/login': () => signedInResult });
    const { router } = renderApp(`/invite/${TOKEN}`, { tier: 'motionmaker' });
    const card = await screen.findByRole('region', { name: 'Join team' });
    expect(within(card).getByText(/Sign in, or create an account with the invited e-mail address/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register');

    fireEvent.click(within(card).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/invite/${TOKEN}`));
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeTruthy();
    // Reached: the next sign-in in this tab goes to the projects again.
    expect(window.sessionStorage.length).toBe(0);
  });
});
