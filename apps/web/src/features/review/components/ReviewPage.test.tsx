import { REVIEW_MESSAGES } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { publicReview, REVIEW_PATH, REVIEW_TOKEN } from '../../../test/reviewFixtures';

const PAGE = `/r/${REVIEW_TOKEN}`;
const keepName = (name = 'Carla Client') => window.localStorage.setItem(WEB_STORAGE_KEYS.reviewGuestName, name);
const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).split('?')[0] === path);

describe('review page /r/{token}: its states', () => {
  it('asks a guest with no name kept for one, once, then shows the storyboard without signing in', async () => {
    const fetchMock = stubApi({ [`GET ${REVIEW_PATH}`]: () => ok(publicReview()) });
    const first = renderApp(PAGE);

    const dialog = await screen.findByRole('dialog', { name: 'What is your name?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Storm Night' })).toBeTruthy();
    expect(screen.getByTestId('review-shot-3')).toBeTruthy();
    expect(screen.getByTestId('review-approval-counts').textContent).toBe('0 of 3 approved');
    const field = within(dialog).getByTestId('review-guest-name');
    fireEvent.change(field, { target: { value: '  Carla Client ' } });
    fireEvent.submit(field.closest('form')!);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(WEB_STORAGE_KEYS.reviewGuestName)).toBe('Carla Client');
    expect(screen.getByText('Commenting as Carla Client.')).toBeTruthy();
    // Asked with no Authorization header, as a visitor with no account.
    const [, init] = callsTo(fetchMock, REVIEW_PATH)[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();

    first.unmount();
    renderApp(PAGE);
    await screen.findByTestId('review-shot-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the guest put the name off, and asks again when they comment', async () => {
    const posted: unknown[] = [];
    stubApi({
      [`GET ${REVIEW_PATH}`]: () => ok(publicReview()),
      [`POST ${REVIEW_PATH}/comments`]: (body) => {
        posted.push(body);
        return fail(400, 'BAD_REQUEST', 'Not in this test');
      },
    });
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.change(screen.getByTestId('review-comment-body'), { target: { value: 'Lovely' } });
    fireEvent.click(screen.getByTestId('review-comment-submit'));

    const field = await screen.findByTestId('review-guest-name');
    fireEvent.change(field, { target: { value: 'Dana' } });
    fireEvent.click(screen.getByTestId('review-guest-name-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ guestName: 'Dana', body: 'Lovely' });
  });

  it('says plainly that an expired or revoked link is gone, and shows nothing of the review', async () => {
    keepName();
    stubApi({ [`GET ${REVIEW_PATH}`]: () => fail(404, 'NOT_FOUND', 'Not found') });
    renderApp(PAGE);
    const gone = await screen.findByTestId('review-gone');
    expect(within(gone).getByRole('heading', { level: 1 }).textContent).toBe(REVIEW_MESSAGES.linkGone);
    expect(screen.queryByTestId('review-shot-1')).toBeNull();
    expect(screen.queryByTestId('review-player')).toBeNull();
  });

  it('asks for the passphrase, says when it is wrong, and keeps the right one for this tab', async () => {
    keepName();
    const fetchMock = stubApi({
      [`GET ${REVIEW_PATH}`]: () => {
        const url = String(fetchMock.mock.calls.at(-1)![0]);
        const given = new URL(url, 'http://localhost').searchParams.get('passphrase');
        if (given === 'lantern-keeper') return ok(publicReview());
        return fail(401, 'UNAUTHORIZED', given ? REVIEW_MESSAGES.wrongPassphrase : REVIEW_MESSAGES.passphraseRequired);
      },
    });
    renderApp(PAGE);

    const field = await screen.findByTestId('review-passphrase');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: 'lighthouse' } });
    fireEvent.click(screen.getByTestId('review-passphrase-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong passphrase. Try again.');

    fireEvent.change(screen.getByTestId('review-passphrase'), { target: { value: 'lantern-keeper' } });
    fireEvent.click(screen.getByTestId('review-passphrase-submit'));
    expect(await screen.findByTestId('review-shot-1')).toBeTruthy();
    expect(window.sessionStorage.getItem(`${WEB_STORAGE_KEYS.reviewPassphrase}.${REVIEW_TOKEN}`)).toBe(
      'lantern-keeper',
    );
    window.sessionStorage.clear();
  });

  it('offers a retry when the server fails for another reason', async () => {
    keepName();
    let isDown = true;
    stubApi({ [`GET ${REVIEW_PATH}`]: () => (isDown ? fail(400, 'BAD_REQUEST', 'Server busy') : ok(publicReview())) });
    renderApp(PAGE);
    const retry = await screen.findByRole('button', { name: 'Reload' });
    isDown = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('review-shot-1')).toBeTruthy();
  });

  it('shows each panel: picture, text, dialogue, duration, take and approval state; arrows move between panels', async () => {
    keepName();
    stubApi({ [`GET ${REVIEW_PATH}`]: () => ok(publicReview()) });
    renderApp(PAGE);
    const first = await screen.findByTestId('review-shot-1');
    expect(within(first).getByRole('img', { name: 'Picture of shot 1' }).getAttribute('src')).toContain(
      '/media/shot-1-take-1.png',
    );
    expect(first.textContent).toContain('Shot 1 description');
    expect(first.textContent).toContain('Forty years, and never once late.');
    expect(first.textContent).toContain('0:03');
    expect(within(first).getByTestId('review-shot-version-1').textContent).toBe('v1');
    expect(screen.getByTestId('review-shot-state-1').textContent).toBe('Not reviewed yet');
    expect(screen.queryByTestId('review-download')).toBeNull();

    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('review-shot-2'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(first);
  });
});
