import { USAGE_HISTORY_LIMIT } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Credits operations of spec §7: balance, plans, usage history, subscription, pricing, purchase, upgrade. */
export const creditsApi = {
  balance: () => call('credits.getBalance'),
  plans: () => call('credits.getPlans'),
  usage: (limit: number = USAGE_HISTORY_LIMIT) => call('credits.getUsage', { limit }),
  subscription: () => call('credits.getSubscription'),
  pricing: (projectId?: string) => call('credits.getPricing', projectId ? { projectId } : {}),
  purchase: (amount: number) => call('credits.purchase', { amount }),
  upgrade: (planId: string) => call('credits.subscription.upgrade', { planId }),
};
