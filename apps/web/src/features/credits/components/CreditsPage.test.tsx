import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes, makeCredits, makeSubscription, makeUsage } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { renderApp } from '../../../test/renderApp';

function openCredits(routes: ApiRoutes = {}) {
  // The socket never connects in tests: go straight to HTTP instead of waiting for it.
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const fetchMock = stubApi(creditRoutes(42, routes));
  renderApp('/credits', { isSignedIn: true });
  return fetchMock;
}

function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** Confirms the purchase dialog with its buy button. */
async function confirmPurchase(label: string) {
  const dialog = await screen.findByRole('alertdialog', { name: 'Buy credits' });
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('credits screen', () => {
  it('shows the balance, totals, usage history, subscription provider and plans', async () => {
    const fetchMock = openCredits({
      'GET /api/credits/usage': () =>
        ok([
          makeUsage('u1', -3, 'usage', 'Video: shot 2'),
          makeUsage('u2', 100, 'allocation', 'Sym monthly allocation'),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeTruthy();
    expect((await screen.findByTestId('credits-balance')).textContent).toBe('42');
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(within(balance).getByText('Monthly allocation').nextSibling?.textContent).toBe('100');
    expect(within(balance).getByText('Total earned').nextSibling?.textContent).toBe('150');
    expect(within(balance).getByText('Total spent').nextSibling?.textContent).toBe('108');
    expect(within(balance).getByText('Next reset').nextSibling?.textContent).toBe('Jun 1, 2024');
    expect(screen.getByRole('link', { name: 'Credits: 42' })).toBeTruthy();

    const usage = await screen.findByRole('list', { name: 'Usage history' });
    const rows = within(usage).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Video: shot 2');
    expect(within(rows[0]!).getByText('-3').className).toContain('text-danger');
    expect(within(rows[1]!).getByText('+100').className).toContain('text-success');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/credits/usage?limit=10')).toBe(true);

    const provider = await screen.findByRole('note', { name: 'Payment provider' });
    expect(provider.textContent).toContain('Self-hosted instance (no payment)');
    expect(provider.textContent).toContain('its administrator grants credits and plans');

    const plans = await screen.findByRole('list', { name: 'Plans' });
    const current = within(plans).getByRole('listitem', { name: 'Sym' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(current).getByText('Current plan')).toBeTruthy();
    expect(within(current).getByText('Free')).toBeTruthy();
    const pro = within(plans).getByRole('listitem', { name: 'Motion Maker Pro' });
    expect(within(pro).getByText('$29.00 / month')).toBeTruthy();
    expect(within(pro).getByRole('button', { name: 'Upgrade to Motion Maker Pro' })).toBeTruthy();
  });

  it('shows an empty usage history', async () => {
    openCredits();
    expect(await screen.findByRole('heading', { name: 'No credit activity yet' })).toBeTruthy();
  });

  it('refuses a non-numeric amount, then shows the server text of a refused purchase', async () => {
    const fetchMock = openCredits({
      'POST /api/credits/purchase': () =>
        fail(403, 'FORBIDDEN', 'Purchase failed: Credits on this instance are granted by its administrator'),
    });
    const form = await screen.findByRole('region', { name: 'Buy credits' });
    const amount = within(form).getByRole('spinbutton', { name: 'Number of credits' });
    fireEvent.change(amount, { target: { value: '2.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buy credits' }));
    expect(within(form).getByText('Enter a whole number of credits greater than 0')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/credits/purchase')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buy credits' }));
    await confirmPurchase('Buy credits');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Purchase failed: Credits on this instance are granted by its administrator',
    );
    expect(bodiesOf(fetchMock, 'POST', '/api/credits/purchase')).toEqual([{ amount: 50 }]);
  });

  it('adds purchased credits to the shown balance', async () => {
    let credits = makeCredits();
    openCredits({
      'GET /api/credits/balance': () => ok(credits),
      'POST /api/credits/purchase': () => {
        credits = makeCredits({ balance: 92, totalEarned: 200 });
        return ok(credits);
      },
    });
    const form = await screen.findByRole('region', { name: 'Buy credits' });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Number of credits' }), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buy credits' }));
    await confirmPurchase('Buy credits');
    expect(await within(form).findByText('50 credits added to your balance.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('credits-balance').textContent).toBe('92'));
  });

  it('warns before buying credits that cannot be spent on images this month, and offers the upgrade (issue 30)', async () => {
    const usage = {
      periodStart: '2024-05-01T00:00:00.000Z',
      imagesPerMonth: { used: 100, limit: 100 },
      videosPerMonth: { used: 4, limit: 10 },
      storageBytes: { used: 0, limit: 1024 ** 3 },
    };
    const fetchMock = openCredits({
      'GET /api/credits/subscription': () => ok(makeSubscription({ usage })),
      'POST /api/credits/subscription/upgrade': () => ok(makeSubscription({ planId: 'motionmaker', usage })),
    });
    const form = await screen.findByRole('region', { name: 'Buy credits' });
    // On the page, before any purchase.
    const warning = await within(form).findByRole('alert');
    expect(warning.textContent).toContain('Image limit reached (100 per month on Sym).');
    expect(warning.textContent).toContain('cannot be spent on images before Jun 1, 2024');

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Number of credits' }), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buy credits' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Buy credits' });
    expect(dialog.textContent).toContain('Buy 50 credits?');
    const limits = within(dialog).getByRole('region', { name: 'Your monthly limits' });
    expect(within(limits).getByText('Images this month').nextSibling?.textContent).toBe('100 of 100');
    expect(within(limits).getByText('Videos this month').nextSibling?.textContent).toBe('4 of 10');
    expect(within(dialog).getByRole('alert').textContent).toContain('Image limit reached (100 per month on Sym).');
    expect(within(dialog).getByRole('button', { name: 'Buy anyway' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to Motion Maker Pro' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/credits/subscription/upgrade')).toEqual([{ planId: 'motionmaker' }]),
    );
    expect(await within(form).findByText('You are now on the Motion Maker Pro plan.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/credits/purchase')).toHaveLength(0);
  });

  it('changes the plan only after confirmation', async () => {
    const fetchMock = openCredits({
      'POST /api/credits/subscription/upgrade': () => ok(makeSubscription({ planId: 'motionmaker' })),
    });
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Motion Maker Pro' });
    fireEvent.click(upgrade);
    const dialog = await screen.findByRole('alertdialog', { name: 'Change plan' });
    expect(dialog.textContent).toContain('Motion Maker Pro (1,000 credits a month)');
    expect(dialog.textContent).toContain('Self-hosted instance (no payment)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(fetchMock, 'POST', '/api/credits/subscription/upgrade')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Motion Maker Pro' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change plan' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/credits/subscription/upgrade')).toEqual([{ planId: 'motionmaker' }]),
    );
    expect(await screen.findByText('You are now on the Motion Maker Pro plan.')).toBeTruthy();
  });

  it('shows a loading error with a retry when the balance cannot be read', async () => {
    installFakeClock();
    const fetchMock = openCredits({
      'GET /api/credits/balance': () => fail(500, 'SERVER_ERROR', 'Database unavailable'),
    });
    const balance = await screen.findByRole('region', { name: 'Balance' });
    // A server error is retried twice, 1 s and then 2 s later, before the page gives up.
    await elapse(1_000 + 2_000);
    expect(await within(balance).findByText('Failed to load the balance.')).toBeTruthy();
    expect(within(balance).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/credits/balance'))).toHaveLength(3);
  });
});
