import { screen, within } from '@testing-library/react';
import type { TierUsage } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes, makeSubscription } from '../../../test/creditFixtures';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const GB = 1024 ** 3;

function openCreditsWith(usage: TierUsage | undefined) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  stubApi(creditRoutes(42, { 'GET /api/credits/subscription': () => ok(makeSubscription({ usage })) }));
  renderApp('/credits', { isSignedIn: true });
}

describe('plan limits on the credits screen', () => {
  it('shows each limit with its use, a bar of how full it is, and when it is reached', async () => {
    openCreditsWith({
      periodStart: '2024-05-01T00:00:00.000Z',
      imagesPerMonth: { used: 37, limit: 100 },
      videosPerMonth: { used: 10, limit: 10 },
      storageBytes: { used: GB / 4, limit: GB },
    });
    const panel = await screen.findByRole('region', { name: 'Plan limits' });
    expect(await within(panel).findByText('37 of 100')).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: 'Images this month' }).getAttribute('aria-valuenow')).toBe(
      '37',
    );
    expect(within(panel).getByText('10 of 10')).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: 'Videos this month' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(within(panel).getAllByText('Limit reached')).toHaveLength(1);
    expect(within(panel).getByText('256 MB of 1 GB')).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: 'Storage' }).getAttribute('aria-valuenow')).toBe('25');
  });

  it('says Unlimited where the tier sets no limit (-1) and draws no bar for it', async () => {
    openCreditsWith({
      periodStart: '2024-05-01T00:00:00.000Z',
      imagesPerMonth: { used: 1200, limit: -1 },
      videosPerMonth: { used: 3, limit: 100 },
      storageBytes: { used: 1536, limit: 50 * GB },
    });
    const panel = await screen.findByRole('region', { name: 'Plan limits' });
    expect(await within(panel).findByText('1,200 used · Unlimited')).toBeTruthy();
    expect(within(panel).queryByRole('progressbar', { name: 'Images this month' })).toBeNull();
    expect(within(panel).getByText('1.5 kB of 50 GB')).toBeTruthy();
  });

  it('is left out when the server sends no usage', async () => {
    openCreditsWith(undefined);
    expect(await screen.findByRole('note', { name: 'Payment provider' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Plan limits' })).toBeNull();
  });
});
