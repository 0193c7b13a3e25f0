import type { UsageEntry } from '@sym/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes, makeUsage } from '../../../test/creditFixtures';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

function coded(entry: UsageEntry, code: string, params: Record<string, string | number>): UsageEntry {
  return { ...entry, descriptionCode: code, descriptionParams: params };
}

const USAGE: UsageEntry[] = [
  coded(makeUsage('u1', -3, 'usage', 'Video: shot 2'), 'usage.shotVideo', { shot: 2 }),
  coded(makeUsage('u2', 1, 'refund', 'Refund: Cancelled'), 'usage.refund', {
    reason: 'Cancelled',
    reasonCode: 'job.cancelled',
  }),
  coded(makeUsage('u3', 25, 'purchase', 'Purchased 25 credits — pay_1'), 'usage.purchase', {
    credits: 25,
    reference: 'pay_1',
  }),
  coded(makeUsage('u4', 10, 'grant', 'Welcome bonus'), 'text', { text: 'Welcome bonus' }),
  // From a server that sent no code: its text as it is.
  makeUsage('u5', 100, 'allocation', 'Sym monthly allocation'),
];

async function usageRows() {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  stubApi(creditRoutes(42, { 'GET /api/credits/usage': () => ok(USAGE) }));
  renderApp('/credits', { isSignedIn: true });
  return within(await screen.findByRole('list', { name: i18n.t('credits.usage.title') })).getAllByRole('listitem');
}

describe('usage history in the user language', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the server lines in Japanese from their codes, the reason of a refund too', async () => {
    await act(() => i18n.changeLanguage('ja'));
    const rows = await usageRows();
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      '動画：ショット 2',
      '返金：キャンセルされました',
      '25 クレジットを購入 — pay_1',
      'Welcome bonus',
      'Sym monthly allocation',
    ]);
    expect(rows[0]!.textContent).toContain('使用');
  });

  it('shows the same lines in English as the server wrote them', async () => {
    const rows = await usageRows();
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(USAGE.map((entry) => entry.description));
  });
});
