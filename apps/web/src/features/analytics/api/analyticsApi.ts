import type { AnalyticsInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Query keys of analytics: one report per scope and period. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (input: AnalyticsInput) =>
    [...analyticsKeys.all, input.teamId ?? 'personal', input.from ?? '', input.to ?? ''] as const,
};

export const analyticsApi = {
  report: (input: AnalyticsInput) => call('analytics.get', input),
};
