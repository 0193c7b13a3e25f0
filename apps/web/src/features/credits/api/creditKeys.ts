/**
 * Query keys of the credits feature. Everything under `account` moves when credits are spent or granted
 * (balance, usage, subscription); plans and pricing are the instance's and rarely change.
 */
export const creditKeys = {
  all: ['credits'] as const,
  account: () => [...creditKeys.all, 'account'] as const,
  balance: () => [...creditKeys.account(), 'balance'] as const,
  usage: (limit: number) => [...creditKeys.account(), 'usage', limit] as const,
  subscription: () => [...creditKeys.account(), 'subscription'] as const,
  plans: () => [...creditKeys.all, 'plans'] as const,
  pricing: (projectId?: string) => [...creditKeys.all, 'pricing', projectId ?? 'site'] as const,
};
