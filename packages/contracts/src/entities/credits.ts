import { z } from 'zod';
import { Id, Timestamp } from '../limits.ts';

export const UsageEntry = z.object({
  id: Id,
  amount: z.number(),
  type: z.string(),
  description: z.string(),
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
});
