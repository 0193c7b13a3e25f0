import { UsageInput } from '../api/generation.ts';
import { PurchaseInput, UpgradeInput } from '../entities/credits.ts';
import { EmptyInput, PendingOutput, defineContracts, get, post } from './define.ts';

export const creditsContracts = defineContracts({
  'credits.getBalance': {
    summary: 'Get balance credits',
    auth: 'required',
    http: get('/api/credits/balance'),
    input: EmptyInput,
    output: PendingOutput,
  },
  'credits.getPlans': {
    summary: 'Get plans credits',
    auth: 'required',
    http: get('/api/credits/plans'),
    input: EmptyInput,
    output: PendingOutput,
  },
  'credits.getUsage': {
    summary: 'Get usage credits',
    auth: 'required',
    http: get('/api/credits/usage'),
    input: UsageInput,
    output: PendingOutput,
  },
  'credits.getSubscription': {
    summary: 'Get subscription credits',
    auth: 'required',
    http: get('/api/credits/subscription'),
    input: EmptyInput,
    output: PendingOutput,
  },
  'credits.getPricing': {
    summary: 'Get pricing credits',
    auth: 'required',
    http: get('/api/credits/pricing'),
    input: EmptyInput,
    output: PendingOutput,
  },
  'credits.purchase': {
    summary: 'Purchase credits',
    auth: 'required',
    http: post('/api/credits/purchase'),
    input: PurchaseInput,
    output: PendingOutput,
  },
  'credits.subscription.upgrade': {
    summary: 'Upgrade credits subscription',
    auth: 'required',
    http: post('/api/credits/subscription/upgrade'),
    input: UpgradeInput,
    output: PendingOutput,
  },
});
