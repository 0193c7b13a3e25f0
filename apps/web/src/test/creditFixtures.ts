import { CREDIT_PLANS, type Credits, type Pricing, type Subscription, type UsageEntry } from '@sym/contracts';
import { ok, type ApiRoutes } from './fakeApi';

export function makeCredits(changes: Partial<Credits> = {}): Credits {
  return {
    balance: 42,
    monthlyAllocation: 100,
    nextResetDate: '2024-06-01T00:00:00.000Z',
    totalEarned: 150,
    totalSpent: 108,
    subscription: { planId: 'sym', status: 'active' },
    ...changes,
  };
}

export function makeSubscription(changes: Partial<Subscription> = {}): Subscription {
  return {
    planId: 'sym',
    status: 'active',
    isActive: true,
    nextResetDate: '2024-06-01T00:00:00.000Z',
    paymentProvider: {
      id: 'self-hosted',
      name: 'Self-hosted instance (no payment)',
      description: 'This instance takes no payments: its administrator grants credits and plans.',
    },
    ...changes,
  };
}

export const PRICING: Pricing = {
  items: [
    { kind: 'image', credits: 1, unit: 'image', providerId: 'local', providerName: 'Local renderer' },
    { kind: 'video', credits: 3, unit: 'clip', providerId: 'local', providerName: 'Local renderer' },
  ],
  variantSuiteImages: 5,
};

export function makeUsage(id: string, amount: number, type: string, description: string): UsageEntry {
  return { id, amount, type, description, created_at: '2024-05-02T10:30:00.000Z' };
}

/** The credits endpoints answering a balance of `balance` (and the fixtures above); `routes` override them. */
export function creditRoutes(balance = 42, routes: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/credits/balance': () => ok(makeCredits({ balance })),
    'GET /api/credits/plans': () => ok(CREDIT_PLANS),
    'GET /api/credits/usage': () => ok([]),
    'GET /api/credits/subscription': () => ok(makeSubscription()),
    'GET /api/credits/pricing': () => ok(PRICING),
    ...routes,
  };
}
