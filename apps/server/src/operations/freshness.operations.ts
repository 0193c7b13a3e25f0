import { holderOf } from './credits.operations.ts';
import { defineOperation } from './operation.ts';

export const freshnessOperations = [
  defineOperation('scenario.freshness', (ctx, input) => ctx.services.freshness.ofScenario(ctx.user.id, input.id)),
  defineOperation('asset.freshness', (ctx, input) => ctx.services.assetFreshness.ofAsset(ctx.user.id, input.id)),
  defineOperation('scenario.consistency', (ctx, input) => ctx.services.freshness.consistency(ctx.user.id, input.id)),
  defineOperation('scenario.upToDate.quote', (ctx, input) => ctx.services.freshness.quote(holderOf(ctx), input)),
  defineOperation('scenario.upToDate.generate', (ctx, input) =>
    ctx.services.freshness.bringUpToDate(holderOf(ctx), input),
  ),
];
