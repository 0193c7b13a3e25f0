import { PurchaseInput, UpgradeInput, UsageInput } from '@sym/contracts';
import { z } from 'zod';
import type { CreditHolder } from '../modules/credits/credits.service.ts';
import { defineUserOperation, type AuthenticatedContext } from './operation.ts';

const NoInput = z.object({}).passthrough();
const holderOf = (ctx: AuthenticatedContext): CreditHolder => ({
  id: ctx.user.id,
  tier: ctx.user.tier,
  role: ctx.user.role,
  siteTier: ctx.siteTier,
});

export const creditOperations = [
  defineUserOperation('credits.getBalance', NoInput, (ctx) => ctx.services.generation.credits.balance(holderOf(ctx))),
  defineUserOperation('credits.getPlans', NoInput, async (ctx) => ctx.services.generation.credits.plans()),
  defineUserOperation('credits.getUsage', UsageInput, (ctx, input) =>
    ctx.services.generation.credits.usage(holderOf(ctx), input.limit),
  ),
  defineUserOperation('credits.getSubscription', NoInput, (ctx) =>
    ctx.services.generation.credits.subscription(holderOf(ctx)),
  ),
  defineUserOperation('credits.getPricing', NoInput, async (ctx) => ctx.services.generation.credits.pricing()),
  defineUserOperation('credits.purchase', PurchaseInput, (ctx, input) =>
    ctx.services.generation.credits.purchase(holderOf(ctx), input.amount, input.paymentMethodId),
  ),
  defineUserOperation('credits.subscription.upgrade', UpgradeInput, (ctx, input) =>
    ctx.services.generation.credits.upgrade(holderOf(ctx), input.planId, input.paymentMethodId),
  ),
];

export { holderOf };
