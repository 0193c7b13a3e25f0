import { defineOperation } from './operation.ts';

/** Analytics of the professional edition: the feature gate (`analytics`) is the contract's, checked centrally. */
export const analyticsOperations = [
  defineOperation('analytics.get', (ctx, input) => ctx.services.analytics.report(ctx.user.id, input)),
];
