import { describe, expect, it } from 'vitest';
import type { CreditPlan, Credits, Pricing, Subscription, UsageEntry } from '@sym/contracts';
import { dataOf, errorOf, useTestServer } from './helpers/fixtures.ts';
import { balanceOf } from './helpers/jobs.ts';

const server = useTestServer();

describe('credits', () => {
  it('starts a user on the plan of their tier with its monthly allocation and a next reset a month away', async () => {
    const { accessToken: token } = await server.register();
    const credits = dataOf<Credits>(await server.request('GET', '/api/credits/balance', { token }));
    expect(credits).toMatchObject({ balance: 100, monthlyAllocation: 100, totalEarned: 100, totalSpent: 0 });
    expect(credits.subscription).toEqual({ planId: 'sym', status: 'active' });
    const days = (Date.parse(credits.nextResetDate!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const usage = dataOf<UsageEntry[]>(await server.request('GET', '/api/credits/usage', { token }));
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ amount: 100, type: 'allocation', description: 'Sym monthly allocation' });
  });

  it('lists plans, pricing from the providers in use, and the subscription with the named payment provider', async () => {
    const { accessToken: token } = await server.register();
    const plans = dataOf<CreditPlan[]>(await server.request('GET', '/api/credits/plans', { token }));
    expect(plans.map((plan) => plan.id)).toEqual(['sym', 'motionmaker']);
    const pricing = dataOf<Pricing>(await server.request('GET', '/api/credits/pricing', { token }));
    expect(pricing.variantSuiteImages).toBe(5);
    const image = pricing.items.find((item) => item.kind === 'image');
    expect(image).toMatchObject({ credits: 1, unit: 'image', providerId: 'local' });
    expect(pricing.items.map((item) => item.kind).sort()).toEqual(['image', 'lipsync', 'speech', 'text', 'video']);
    const subscription = dataOf<Subscription>(await server.request('GET', '/api/credits/subscription', { token }));
    expect(subscription).toMatchObject({ planId: 'sym', status: 'active', isActive: true });
    expect(subscription.paymentProvider.name).toBe('Self-hosted instance (no payment)');
  });

  it('purchases through the built-in provider and shows it in the usage history (limit respected)', async () => {
    const { accessToken: token } = await server.register();
    const after = dataOf<Credits>(
      await server.request('POST', '/api/credits/purchase', {
        token,
        body: { amount: 25, paymentMethodId: 'pm_mock' },
      }),
    );
    expect(after.balance).toBe(125);
    expect(after.totalEarned).toBe(125);
    const usage = dataOf<UsageEntry[]>(await server.request('GET', '/api/credits/usage?limit=1', { token }));
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ amount: 25, type: 'purchase' });
  });

  it('refuses a purchase without a numeric amount and an upgrade without a plan id (422 with the spec texts)', async () => {
    const { accessToken: token } = await server.register();
    const purchase = errorOf(
      await server.request('POST', '/api/credits/purchase', { token, body: { amount: 'ten' } }),
      422,
    );
    expect(purchase.details).toContainEqual({ field: 'amount', message: 'purchaseCredits requires a numeric amount' });
    const missing = errorOf(await server.request('POST', '/api/credits/purchase', { token, body: {} }), 422);
    expect(missing.details?.[0]?.field).toBe('amount');
    const upgrade = errorOf(
      await server.request('POST', '/api/credits/subscription/upgrade', { token, body: {} }),
      422,
    );
    expect(upgrade.details?.[0]?.field).toBe('planId');
    const unknown = errorOf(
      await server.request('POST', '/api/credits/subscription/upgrade', { token, body: { planId: 'gold' } }),
      422,
    );
    expect(unknown.message).toBe('Subscription upgrade failed');
    expect(await balanceOf(server, token)).toBe(100);
  });

  it('upgrades to the professional plan: tier, allocation difference and subscription change together', async () => {
    const { accessToken: token } = await server.register();
    const subscription = dataOf<Subscription>(
      await server.request('POST', '/api/credits/subscription/upgrade', { token, body: { planId: 'motionmaker' } }),
    );
    expect(subscription).toMatchObject({ planId: 'motionmaker', isActive: true });
    const credits = dataOf<Credits>(await server.request('GET', '/api/credits/balance', { token }));
    expect(credits).toMatchObject({ balance: 1000, monthlyAllocation: 1000 });
    const profile = dataOf<{ tier: string }>(await server.request('GET', '/api/users/profile', { token }));
    expect(profile.tier).toBe('motionmaker');
  });

  it('leaves purchases to administrators when self-service is off', async () => {
    const closed = await import('./helpers/test-server.ts').then(({ startTestServer }) =>
      startTestServer({ CREDITS_SELF_SERVICE: 'false' }),
    );
    try {
      const { accessToken: token } = await closed.register();
      const refused = errorOf(
        await closed.request('POST', '/api/credits/purchase', { token, body: { amount: 5 } }),
        403,
      );
      expect(refused.message).toBe('Purchase failed: Credits on this instance are granted by its administrator');
      expect(await balanceOf(closed, token)).toBe(100);
    } finally {
      await closed.close();
    }
  });

  it('needs a signed-in user', async () => {
    errorOf(await server.request('GET', '/api/credits/balance'), 401);
  });
});
