import type { CreditHolder } from '../modules/credits/credits.service.ts';
import { defineOperation, type AuthenticatedContext } from './operation.ts';

const holderOf = (ctx: AuthenticatedContext): CreditHolder => ({
  id: ctx.user.id,
  tier: ctx.user.tier,
  role: ctx.user.role,
  siteTier: ctx.siteTier,
});

export const creditOperations = [
  defineOperation('credits.getBalance', (ctx) => ctx.services.generation.credits.balance(holderOf(ctx))),
  defineOperation('credits.getPlans', async (ctx) => ctx.services.generation.credits.plans()),
  defineOperation('credits.getUsage', (ctx, input) =>
    ctx.services.generation.credits.usage(holderOf(ctx), input.limit),
  ),
  defineOperation('credits.getSubscription', (ctx) => ctx.services.generation.credits.subscription(holderOf(ctx))),
  defineOperation('credits.getPricing', (ctx, input) =>
    input.projectId
      ? ctx.services.projectModels.pricing(ctx.user.id, input.projectId)
      : ctx.services.generation.credits.pricing(),
  ),
  defineOperation('credits.purchase', (ctx, input) =>
    ctx.services.generation.credits.purchase(holderOf(ctx), input.amount, input.paymentMethodId),
  ),
  defineOperation('credits.subscription.upgrade', (ctx, input) =>
    ctx.services.generation.credits.upgrade(holderOf(ctx), input.planId, input.paymentMethodId),
  ),
];

export { holderOf };
