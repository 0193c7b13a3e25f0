import { z } from 'zod';
import { Id, Timestamp } from '../limits.ts';
import { ServerMessageParams } from '../rpc.ts';

export const UsageEntry = z.object({
  id: Id,
  amount: z.number(),
  type: z.string(),
  description: z.string(),
  /** `description` as a code of SERVER_MESSAGES with its parameters, for the browser to translate. */
  descriptionCode: z.string().optional(),
  descriptionParams: ServerMessageParams.optional(),
  created_at: Timestamp,
});
export type UsageEntry = z.infer<typeof UsageEntry>;

export const Credits = z.object({
  balance: z.number(),
  monthlyAllocation: z.number(),
  nextResetDate: Timestamp.nullable(),
  totalEarned: z.number(),
  totalSpent: z.number(),
  subscription: z.object({ planId: z.string(), status: z.string() }).nullable(),
});
export type Credits = z.infer<typeof Credits>;

export const PurchaseInput = z.object({
  amount: z.number({ error: 'purchaseCredits requires a numeric amount' }).positive(),
  paymentMethodId: z.string().max(200).optional(),
});
export const UpgradeInput = z.object({
  planId: z.string().trim().min(1),
  paymentMethodId: z.string().max(200).optional(),
});

/** A socket credit update needs a numeric currentBalance or is ignored. */
export const CreditsUpdatedEvent = z.object({
  currentBalance: z.number(),
  amount: z.number().optional(),
  type: z.enum(['added', 'used']).optional(),
  operationType: z.string().optional(),
  /** Set when the balance is a team's shared account (issue 33), told to each member: not the member's own. */
  teamId: Id.optional(),
});
export type CreditsUpdatedEvent = z.infer<typeof CreditsUpdatedEvent>;

/** A subscription plan; its monthly allocation is added to the balance at each reset. */
export const CreditPlan = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.string(),
  monthlyAllocation: z.number(),
  /** Price per month in the payment provider's currency; 0 for the free plan. */
  priceMonthly: z.number(),
  currency: z.string(),
  /** Members a team on this plan may hold, its owner included (issue 33); 1: no team beyond its owner. */
  seats: z.number().int().min(1),
});
export type CreditPlan = z.infer<typeof CreditPlan>;

/**
 * The plans. Each grants its monthly allocation at every reset; the professional plan also raises the user's tier
 * (limits and features of spec §6). Allocations follow §6: about one credit per image of the monthly image limit.
 */
export const CREDIT_PLANS: readonly CreditPlan[] = [
  { id: 'sym', name: 'Sym', tier: 'sym', monthlyAllocation: 100, priceMonthly: 0, currency: 'USD', seats: 1 },
  {
    id: 'motionmaker',
    name: 'Motion Maker Pro',
    tier: 'motionmaker',
    monthlyAllocation: 1000,
    priceMonthly: 29,
    currency: 'USD',
    seats: 10,
  },
];

/** How much of one tier limit is used: `limit` -1 means unlimited (spec §6). */
export const LimitUse = z.object({ used: z.number(), limit: z.number() });
export type LimitUse = z.infer<typeof LimitUse>;

/**
 * The user's use of the tier limits that grow with use: images and videos generated this calendar month (UTC,
 * from `periodStart`; refunded generations do not count) and stored bytes (uploads, generated files, exports).
 */
export const TierUsage = z.object({
  periodStart: Timestamp,
  imagesPerMonth: LimitUse,
  videosPerMonth: LimitUse,
  /** Bytes; the limit is the tier's storageGb × 1024³. */
  storageBytes: LimitUse,
});
export type TierUsage = z.infer<typeof TierUsage>;

export const Subscription = z.object({
  planId: z.string(),
  status: z.string(),
  isActive: z.boolean(),
  nextResetDate: Timestamp.nullable(),
  /** The payment provider, named so users know how credits reach them (e.g. granted by the administrator). */
  paymentProvider: z.object({ id: z.string(), name: z.string(), description: z.string() }),
  /** Use of the monthly and storage limits of the user's tier (servers before these limits leave it out). */
  usage: TierUsage.optional(),
});
export type Subscription = z.infer<typeof Subscription>;

/** One price of the pricing table: credits per unit of a generation kind, from the provider in use. */
export const PriceItem = z.object({
  kind: z.string(),
  credits: z.number(),
  unit: z.string(),
  providerId: z.string(),
  providerName: z.string(),
});
export type PriceItem = z.infer<typeof PriceItem>;

export const Pricing = z.object({ items: z.array(PriceItem), variantSuiteImages: z.number() });
export type Pricing = z.infer<typeof Pricing>;

/** `projectId`: that project's prices (its chosen models, custom models); else the site's defaults. */
export const PricingInput = z.object({ projectId: Id.optional() });
export type PricingInput = z.infer<typeof PricingInput>;
