import {
  USAGE_HISTORY_LIMIT,
  type CreditPlan,
  type Credits,
  type Pricing,
  type Subscription,
  type UsageEntry,
} from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Credits operations of spec §7: balance, plans, usage history, subscription, pricing, purchase, upgrade. */
export const creditsApi = {
  balance: () => call<Credits>('credits.getBalance'),
  plans: () => call<CreditPlan[]>('credits.getPlans'),
  usage: (limit: number = USAGE_HISTORY_LIMIT) => call<UsageEntry[]>('credits.getUsage', { limit }),
  subscription: () => call<Subscription>('credits.getSubscription'),
  pricing: () => call<Pricing>('credits.getPricing'),
  purchase: (amount: number) => call<Credits>('credits.purchase', { amount }),
  upgrade: (planId: string) => call<Subscription>('credits.subscription.upgrade', { planId }),
};
