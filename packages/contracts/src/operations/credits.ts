import { z } from 'zod';
import { UsageInput } from '../api/generation.ts';
import {
  CREDIT_PLANS,
  CreditPlan,
  Credits,
  Pricing,
  PricingInput,
  PurchaseInput,
  Subscription,
  UpgradeInput,
  UsageEntry,
} from '../entities/credits.ts';
import { EmptyInput, defineContracts, get, post } from './define.ts';

const EXAMPLE_CREDITS: z.input<typeof Credits> = {
  balance: 240,
  monthlyAllocation: 100,
  nextResetDate: '2026-12-01T00:00:00.000Z',
  totalEarned: 300,
  totalSpent: 60,
  subscription: { planId: 'sym', status: 'active' },
};

const EXAMPLE_SUBSCRIPTION: z.input<typeof Subscription> = {
  planId: 'sym',
  status: 'active',
  isActive: true,
  nextResetDate: '2026-12-01T00:00:00.000Z',
  paymentProvider: {
    id: 'self-hosted',
    name: 'Self-hosted instance (no payment)',
    description: 'This instance takes no payments: its administrator grants credits and plans.',
  },
  usage: {
    periodStart: '2026-11-01T00:00:00.000Z',
    imagesPerMonth: { used: 42, limit: 100 },
    videosPerMonth: { used: 3, limit: 10 },
    storageBytes: { used: 734003200, limit: 5368709120 },
  },
};

export const creditsContracts = defineContracts({
  'credits.getBalance': {
    summary: 'Read the credit balance, allocation and next reset',
    auth: 'required',
    http: get('/api/credits/balance'),
    input: EmptyInput,
    output: Credits,
    example: { input: {}, output: EXAMPLE_CREDITS },
  },
  'credits.getPlans': {
    summary: 'List the subscription plans',
    auth: 'required',
    http: get('/api/credits/plans'),
    input: EmptyInput,
    output: z.array(CreditPlan),
    example: {
      input: {},
      output: [...CREDIT_PLANS],
    },
  },
  'credits.getUsage': {
    summary: 'List the newest credit movements',
    auth: 'required',
    http: get('/api/credits/usage'),
    input: UsageInput,
    output: z.array(UsageEntry),
    example: {
      input: { limit: 2 },
      output: [
        {
          id: '9d4b2c1a-7e6f-4a3b-8c2d-1e0f9a8b7c6d',
          amount: -1,
          type: 'usage',
          description: 'Image: shot 3',
          descriptionCode: 'usage.shotImage',
          descriptionParams: { shot: 3 },
          created_at: '2026-11-27T09:20:00.000Z',
        },
        {
          id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
          amount: 100,
          type: 'allocation',
          description: 'Sym monthly allocation',
          descriptionCode: 'usage.monthlyAllocation',
          descriptionParams: { plan: 'Sym' },
          created_at: '2026-11-01T00:00:00.000Z',
        },
      ],
    },
  },
  'credits.getSubscription': {
    summary: 'Read the plan, payment provider and use of the tier limits',
    auth: 'required',
    http: get('/api/credits/subscription'),
    input: EmptyInput,
    output: Subscription,
    example: { input: {}, output: EXAMPLE_SUBSCRIPTION },
  },
  'credits.getPricing': {
    summary: "Read the credits each kind of generation costs (a project's: at the prices of its chosen models)",
    auth: 'required',
    http: get('/api/credits/pricing'),
    input: PricingInput,
    output: Pricing,
    example: {
      input: {},
      output: {
        items: [
          { kind: 'image', credits: 1, unit: 'image', providerId: 'mock', providerName: 'Mock provider' },
          { kind: 'video', credits: 5, unit: 'clip', providerId: 'mock', providerName: 'Mock provider' },
        ],
        variantSuiteImages: 4,
      },
    },
  },
  'credits.purchase': {
    summary: 'Buy credits through the payment provider',
    auth: 'required',
    http: post('/api/credits/purchase'),
    input: PurchaseInput,
    output: Credits,
    example: { input: { amount: 100 }, output: { ...EXAMPLE_CREDITS, balance: 340, totalEarned: 400 } },
  },
  'credits.subscription.upgrade': {
    summary: 'Change the subscription plan',
    auth: 'required',
    http: post('/api/credits/subscription/upgrade'),
    input: UpgradeInput,
    output: Subscription,
    example: { input: { planId: 'motionmaker' }, output: { ...EXAMPLE_SUBSCRIPTION, planId: 'motionmaker' } },
  },
});
