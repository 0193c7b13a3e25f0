import type { ReviewLink } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, openStoryboard } from '../storyboard/storyboardTestServer';
import { stubReviewServer } from './reviewTestServer';

const DAY_MS = 86_400_000;

const oldLink: ReviewLink = {
  id: 'rv-old',
  scenarioId: 's1',
  name: 'Agency pass',
  token: 'tok_old_abcdefghijklmnopqrstuvwxyz',
  url: 'https://sym.example/r/tok_old_abcdefghijklmnopqrstuvwxyz',
  expiresAt: null,
  hasPassphrase: true,
  allowDownload: true,
  createdBy: 'u1',
  createdAt: '2025-01-01T00:00:00.000Z',
  revokedAt: null,
};

async function openDialog() {
  fireEvent.click(await screen.findByTestId('review-links-button'));
  return screen.findByRole('dialog', { name: 'Review links' });
}

describe('review links in the episode editor', () => {
  it('lists the links with their address, expiry, passphrase and downloads', async () => {
    stubReviewServer(undefined, [oldLink]);
    await openStoryboard();
    const dialog = await openDialog();
    const item = await within(dialog).findByTestId('review-link-item');
    expect(within(item).getByTestId('review-link-url').textContent).toBe(oldLink.url);
    expect(item.textContent).toContain('Active');
    expect(item.textContent).toContain('Never expires');
    expect(item.textContent).toContain('Passphrase: yes');
    expect(item.textContent).toContain('Downloads allowed');
  });

  it('creates a link with a name, an expiry, a passphrase and downloads, and shows its full address', async () => {
    const { fetchMock } = stubReviewServer();
    await openStoryboard();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('No review links yet')).toBeTruthy();

    fireEvent.click(within(dialog).getByTestId('review-link-create'));
    expect(await within(dialog).findByText('Give the link a name')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('review-link-name'), { target: { value: 'Client review' } });
    fireEvent.change(within(dialog).getByTestId('review-link-expiry'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByTestId('review-link-passphrase'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByTestId('review-link-create'));
    expect(await within(dialog).findByText('Use at least 4 letters, digits or symbols')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('review-link-passphrase'), { target: { value: 'lighthouse' } });
    fireEvent.click(within(dialog).getByTestId('review-link-allow-download'));
    const before = Date.now();
    fireEvent.click(within(dialog).getByTestId('review-link-create'));

    const url = await within(dialog).findByTestId('review-link-url');
    expect(url.textContent).toBe(`${window.location.origin}/r/tok_abcdefghijklmnopqrstuvwxyz012345`);
    const [sent] = bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/reviews');
    expect(sent).toMatchObject({ name: 'Client review', passphrase: 'lighthouse', allowDownload: true });
    const expiresIn = new Date(String(sent!.expiresAt)).getTime() - before;
    expect(Math.round(expiresIn / DAY_MS)).toBe(30);
    // The new link's Copy button has the focus, so Escape still closes the dialog.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Copy the address of “Client review”'),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review links' })).toBeNull());
  });

  it('refuses an expiry date in the past', async () => {
    const { fetchMock } = stubReviewServer();
    await openStoryboard();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByTestId('review-link-name'), { target: { value: 'Late' } });
    fireEvent.change(within(dialog).getByTestId('review-link-expiry'), { target: { value: 'date' } });
    fireEvent.change(within(dialog).getByTestId('review-link-date'), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByTestId('review-link-create'));
    expect(await within(dialog).findByText('Pick a date in the future')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/reviews')).toEqual([]);
  });

  it('revokes a link after confirming', async () => {
    const { fetchMock } = stubReviewServer(undefined, [oldLink]);
    await openStoryboard();
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByTestId('review-link-revoke'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke review link' });
    expect(confirm.textContent).toContain('Agency pass');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(within(dialog).getByTestId('review-link-item').textContent).toContain('Revoked'));
    expect(within(dialog).queryByTestId('review-link-revoke')).toBeNull();
    expect(within(dialog).queryByTestId('review-link-url')).toBeNull();
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1/reviews/rv-old')).toHaveLength(1);
  });
});
