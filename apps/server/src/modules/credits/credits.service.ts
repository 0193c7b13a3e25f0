import {
  CREDIT_PLANS,
  GENERATION_MESSAGES,
  parseServerMessage,
  serverMessage,
  serverMessageText,
  type CreditPlan,
  type Credits,
  type Pricing,
  type Subscription,
  type UsageEntry,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { CreditEntryRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { assertGenerationAllowed, entitlementOfTier, readTierUsage } from '../limits/tier-usage.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { nextMonthlyReset, planById, planForTier } from './credit-plans.ts';
import type { CreditLedgerRepository, LedgerKind } from './credit-ledger.repository.ts';
import type { PaymentProvider, PaymentRequest, PaymentResult } from './payment-provider.ts';

/** The user as the credits service needs them. */
export interface CreditHolder {
  id: string;
  tier: string;
  role?: string;
  /** APP_TIER: on a professional site everyone has the professional limits (absent: the user's tier decides). */
  siteTier?: string;
}

/** Most credits one purchase may ask for. */
export const PURCHASE_MAX = 100_000;

interface CreditsDeps {
  db: Database;
  ledger: CreditLedgerRepository;
  payments: PaymentProvider;
  events: DomainEvents;
  pricing: () => Pricing;
  now?: () => Date;
}

const USAGE_TYPE: Record<LedgerKind, string> = {
  allocation: 'allocation',
  purchase: 'purchase',
  grant: 'grant',
  reservation: 'usage',
  capture: 'usage',
  release: 'refund',
};

/** Also rows written before codes existed: their texts were the same, so the code is read back from the text. */
function presentEntry(row: CreditEntryRow): UsageEntry {
  const message = parseServerMessage(row.description);
  return {
    id: row.id,
    amount: row.amount,
    type: USAGE_TYPE[row.kind as LedgerKind] ?? row.kind,
    description: row.description,
    descriptionCode: message.code,
    descriptionParams: message.params,
    created_at: row.createdAt.toISOString(),
  };
}

/** Credits: a ledger per user, monthly allocations, purchases, plans and the reservations of generation jobs. */
export function createCreditsService(deps: CreditsDeps) {
  const { db, ledger, events } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Inside a transaction: creates the account on first use (with its first allocation), grants the monthly
   * allocation when the reset date has passed, and locks the account row until the transaction ends.
   */
  async function openAccount(tx: Database, holder: CreditHolder) {
    const plan = planForTier(holder.tier);
    const at = now();
    const isNew = await ledger.createAccount(tx, {
      userId: holder.id,
      planId: plan.id,
      subscriptionStatus: 'active',
      nextResetAt: nextMonthlyReset(at),
    });
    if (isNew) {
      await ledger.append(tx, {
        userId: holder.id,
        kind: 'allocation',
        amount: plan.monthlyAllocation,
        description: serverMessageText('usage.monthlyAllocation', { plan: plan.name }),
      });
    }
    const account = await ledger.lockAccount(tx, holder.id);
    if (!account) throw new Error(`credit account of ${holder.id} vanished`);
    if (account.nextResetAt.getTime() <= at.getTime()) {
      const accountPlan = planById(account.planId) ?? plan;
      await ledger.append(tx, {
        userId: holder.id,
        kind: 'allocation',
        amount: accountPlan.monthlyAllocation,
        description: serverMessageText('usage.monthlyAllocation', { plan: accountPlan.name }),
      });
      let next = account.nextResetAt;
      while (next.getTime() <= at.getTime()) next = nextMonthlyReset(next);
      await ledger.updateAccount(tx, holder.id, { nextResetAt: next });
      account.nextResetAt = next;
    }
    return account;
  }

  async function readCredits(tx: Database, holder: CreditHolder): Promise<Credits> {
    const account = await openAccount(tx, holder);
    const totals = await ledger.totals(tx, holder.id);
    const plan = planById(account.planId) ?? planForTier(holder.tier);
    return {
      ...totals,
      monthlyAllocation: plan.monthlyAllocation,
      nextResetDate: account.nextResetAt.toISOString(),
      subscription: { planId: account.planId, status: account.subscriptionStatus },
    };
  }

  function announce(userId: string, currentBalance: number, amount: number, operationType: string) {
    events.publish({
      type: 'credits.updated',
      projectId: null,
      actorId: userId,
      data: { currentBalance, amount: Math.abs(amount), type: amount >= 0 ? 'added' : 'used', operationType },
    });
  }

  /** Asks the payment provider; 403 '{failure}: {reason}' when it refuses. */
  async function charge(
    holder: CreditHolder,
    request: Omit<PaymentRequest, 'userId' | 'isAdministrator'>,
    failure: 'credits.purchaseRefused' | 'credits.upgradeRefused',
  ): Promise<PaymentResult> {
    const payment = await deps.payments.charge({
      ...request,
      userId: holder.id,
      isAdministrator: holder.role === 'admin',
    });
    if (!payment.isApproved) {
      const text = serverMessageText(failure, { reason: payment.message ?? 'refused' });
      throw AppError.withMessage('FORBIDDEN', parseServerMessage(text));
    }
    return payment;
  }

  async function subscriptionOf(tx: Database, holder: CreditHolder): Promise<Subscription> {
    const account = await openAccount(tx, holder);
    const entitlement = entitlementOfTier(holder.tier, holder.siteTier);
    return {
      planId: account.planId,
      status: account.subscriptionStatus,
      isActive: account.subscriptionStatus === 'active',
      nextResetDate: account.nextResetAt.toISOString(),
      paymentProvider: deps.payments.info,
      usage: await readTierUsage(tx, ledger, entitlement, holder.id, now()),
    };
  }

  return {
    /** Balance, allocation, next reset, totals and subscription of the user. */
    balance(holder: CreditHolder): Promise<Credits> {
      return db.transaction((tx) => readCredits(tx, holder));
    },

    /** The newest ledger entries that moved credits. */
    async usage(holder: CreditHolder, limit: number): Promise<UsageEntry[]> {
      return db.transaction(async (tx) => {
        await openAccount(tx, holder);
        return (await ledger.history(tx, holder.id, limit)).map(presentEntry);
      });
    },

    /** Every plan. */
    plans(): CreditPlan[] {
      return [...CREDIT_PLANS];
    },

    /** The user's plan, its status and the payment provider in use. */
    subscription(holder: CreditHolder): Promise<Subscription> {
      return db.transaction((tx) => subscriptionOf(tx, holder));
    },

    /** Credits per generation kind, from the providers in use. */
    pricing(): Pricing {
      return deps.pricing();
    },

    /** Buys credits through the payment provider; 'Purchase failed' when it refuses. */
    async purchase(holder: CreditHolder, amount: number, paymentMethodId?: string): Promise<Credits> {
      const credits = Math.floor(amount);
      if (credits < 1 || credits > PURCHASE_MAX) {
        throw new AppError('VALIDATION_ERROR', GENERATION_MESSAGES.purchaseFailed, [
          { field: 'amount', message: `Must be a whole number from 1 to ${PURCHASE_MAX}` },
        ]);
      }
      const payment = await charge(holder, { kind: 'purchase', credits, paymentMethodId }, 'credits.purchaseRefused');
      const result = await db.transaction(async (tx) => {
        await openAccount(tx, holder);
        await ledger.append(tx, {
          userId: holder.id,
          kind: 'purchase',
          amount: credits,
          description: serverMessageText('usage.purchase', { credits, reference: payment.reference }),
        });
        return readCredits(tx, holder);
      });
      announce(holder.id, result.balance, credits, 'purchase');
      return result;
    },

    /** Changes the user's plan (and tier) through the payment provider; grants the plan's allocation difference. */
    async upgrade(holder: CreditHolder, planId: string, paymentMethodId?: string): Promise<Subscription> {
      const plan = planById(planId);
      if (!plan) {
        throw new AppError('VALIDATION_ERROR', GENERATION_MESSAGES.upgradeFailed, [
          { field: 'planId', message: GENERATION_MESSAGES.unknownPlan },
        ]);
      }
      await charge(holder, { kind: 'subscription', planId, paymentMethodId }, 'credits.upgradeRefused');
      let granted = 0;
      const result = await db.transaction(async (tx) => {
        const account = await openAccount(tx, holder);
        const previous = planById(account.planId) ?? planForTier(holder.tier);
        granted = Math.max(0, plan.monthlyAllocation - previous.monthlyAllocation);
        await ledger.updateAccount(tx, holder.id, { planId: plan.id, subscriptionStatus: 'active' });
        if (granted > 0) {
          await ledger.append(tx, {
            userId: holder.id,
            kind: 'allocation',
            amount: granted,
            description: serverMessageText('usage.upgradeAllocation', { plan: plan.name }),
          });
        }
        await createUsersRepository(tx).setTier(holder.id, plan.tier);
        return subscriptionOf(tx, { ...holder, tier: plan.tier });
      });
      if (granted > 0) announce(holder.id, (await ledger.totals(db, holder.id)).balance, granted, 'plan');
      return result;
    },

    /** Grants credits without payment (administrators, the grant script). */
    async grant(holder: CreditHolder, amount: number, description: string): Promise<Credits> {
      const result = await db.transaction(async (tx) => {
        await openAccount(tx, holder);
        await ledger.append(tx, { userId: holder.id, kind: 'grant', amount, description });
        return readCredits(tx, holder);
      });
      announce(holder.id, result.balance, amount, 'grant');
      return result;
    },

    /**
     * Inside the caller's transaction (with the job record): takes `cost` credits for a job making `kind`, or throws
     * 403 with the limit's text when the tier's monthly images or videos are used up or its storage is full, or
     * with the balance when there are not enough credits. The account lock makes concurrent reservations of one
     * user queue, so none overdraws and none slips past a limit. Free jobs are recorded too (amount 0): the monthly
     * limits count them.
     */
    async reserve(
      tx: Database,
      holder: CreditHolder,
      job: { id: string; kind: string },
      cost: number,
      description: string,
    ) {
      await openAccount(tx, holder);
      const entitlement = entitlementOfTier(holder.tier, holder.siteTier);
      await assertGenerationAllowed(tx, ledger, entitlement, holder.id, job.kind, now());
      const { balance } = await ledger.totals(tx, holder.id);
      if (balance < cost) {
        throw AppError.withMessage('FORBIDDEN', serverMessage('credits.insufficient', { needed: cost, balance }));
      }
      await ledger.append(tx, {
        userId: holder.id,
        kind: 'reservation',
        amount: -cost,
        jobId: job.id,
        generationKind: job.kind,
        description,
      });
      return balance - cost;
    },

    /** Inside the caller's transaction: makes the job's reservation final. Idempotent. */
    async capture(tx: Database, userId: string, jobId: string, description: string): Promise<void> {
      await ledger.append(tx, { userId, kind: 'capture', amount: 0, jobId, description });
    },

    /**
     * Inside the caller's transaction: gives the job's reserved credits back (a free job's release moves nothing
     * but takes it out of the monthly limits too). Idempotent; false if no credits were given back.
     */
    async release(tx: Database, userId: string, jobId: string, cost: number, description: string): Promise<boolean> {
      const released = await ledger.append(tx, {
        userId,
        kind: 'release',
        amount: Math.max(cost, 0),
        jobId,
        description,
      });
      return released && cost > 0;
    },

    /** The balance as it stands (for events after a job's transaction). */
    async currentBalance(userId: string): Promise<number> {
      return (await ledger.totals(db, userId)).balance;
    },

    /** Tells the user's open sessions the balance changed. */
    announce,
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
