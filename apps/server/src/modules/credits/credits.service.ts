import {
  CREDIT_PLANS,
  GENERATION_MESSAGES,
  parseServerMessage,
  serverMessageText,
  type CreditPlan,
  type Credits,
  type Pricing,
  type Subscription,
  type UsageEntry,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { CreditAccounts } from './credit-accounts.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import { planById, planForTier } from './credit-plans.ts';
import { userAccount } from './ledger-account.ts';
import { presentUsageEntry } from './credit.presenter.ts';
import type { PaymentProvider, PaymentRequest, PaymentResult } from './payment-provider.ts';

/** The user as the credits services need them. */
export interface CreditHolder {
  id: string;
  tier: string;
  role?: string;
  /** APP_TIER: on a professional site everyone has the professional limits (absent: the user's tier decides). */
  siteTier?: string;
}

/** Most credits one purchase may ask for. */
export const PURCHASE_MAX = 100_000;

export interface CreditsServiceDeps {
  db: Database;
  ledger: CreditLedgerRepository;
  accounts: CreditAccounts;
  payments: PaymentProvider;
  pricing: () => Promise<Pricing>;
  /** A plan change sets the user's tier through it (announced, so session caches forget the user). */
  users: UsersRepository;
}

/** Credits as the user sees them: balance, usage, plans and pricing, purchases, plan changes and grants. */
export class CreditsService {
  constructor(private readonly deps: CreditsServiceDeps) {}

  /** Balance, allocation, next reset, totals and subscription of the user. */
  balance(holder: CreditHolder): Promise<Credits> {
    return this.deps.db.transaction((tx) => this.deps.accounts.credits(tx, holder));
  }

  /** The newest ledger entries that moved credits. */
  async usage(holder: CreditHolder, limit: number): Promise<UsageEntry[]> {
    return this.deps.db.transaction(async (tx) => {
      await this.deps.accounts.open(tx, holder);
      return (await this.deps.ledger.in(tx).history(userAccount(holder.id), limit)).map(presentUsageEntry);
    });
  }

  /** Every plan. */
  plans(): CreditPlan[] {
    return [...CREDIT_PLANS];
  }

  /** The user's plan, its status and the payment provider in use. */
  subscription(holder: CreditHolder): Promise<Subscription> {
    return this.deps.db.transaction((tx) => this.deps.accounts.subscription(tx, holder));
  }

  /** Credits per generation kind, from the providers in use. */
  pricing(): Promise<Pricing> {
    return this.deps.pricing();
  }

  /** Buys credits through the payment provider; 'Purchase failed' when it refuses. */
  async purchase(holder: CreditHolder, amount: number, paymentMethodId?: string): Promise<Credits> {
    const credits = Math.floor(amount);
    if (credits < 1 || credits > PURCHASE_MAX) {
      throw new AppError('VALIDATION_ERROR', GENERATION_MESSAGES.purchaseFailed, [
        { field: 'amount', message: `Must be a whole number from 1 to ${PURCHASE_MAX}` },
      ]);
    }
    const payment = await this.charge(
      holder,
      { kind: 'purchase', credits, paymentMethodId },
      'credits.purchaseRefused',
    );
    const description = serverMessageText('usage.purchase', { credits, reference: payment.reference });
    return this.credit(holder, { kind: 'purchase', amount: credits, description }, 'purchase');
  }

  /** Changes the user's plan (and tier) through the payment provider; grants the plan's allocation difference. */
  async upgrade(holder: CreditHolder, planId: string, paymentMethodId?: string): Promise<Subscription> {
    const { accounts } = this.deps;
    const plan = planById(planId);
    if (!plan) {
      throw new AppError('VALIDATION_ERROR', GENERATION_MESSAGES.upgradeFailed, [
        { field: 'planId', message: GENERATION_MESSAGES.unknownPlan },
      ]);
    }
    await this.charge(holder, { kind: 'subscription', planId, paymentMethodId }, 'credits.upgradeRefused');
    let granted = 0;
    const result = await this.deps.db.transaction(async (tx) => {
      const ledger = this.deps.ledger.in(tx);
      const account = await accounts.open(tx, holder);
      const previous = planById(account.planId) ?? planForTier(holder.tier);
      granted = Math.max(0, plan.monthlyAllocation - previous.monthlyAllocation);
      await ledger.updateAccount(holder.id, { planId: plan.id, subscriptionStatus: 'active' });
      if (granted > 0) {
        const description = serverMessageText('usage.upgradeAllocation', { plan: plan.name });
        await ledger.append({ userId: holder.id, kind: 'allocation', amount: granted, description });
      }
      await this.deps.users.in(tx).setTier(holder.id, plan.tier);
      return accounts.subscription(tx, { ...holder, tier: plan.tier });
    });
    if (granted > 0) {
      const own = userAccount(holder.id);
      await accounts.announce(own, await accounts.currentBalance(own), granted, 'plan');
    }
    return result;
  }

  /**
   * Grants credits without payment (administrators, the grant script). `alsoInTransaction` writes with the grant
   * (an administrator's audit entry), so both commit or neither.
   */
  grant(
    holder: CreditHolder,
    amount: number,
    description: string,
    alsoInTransaction?: (tx: Database, credits: Credits) => Promise<void>,
  ): Promise<Credits> {
    return this.credit(holder, { kind: 'grant', amount, description }, 'grant', alsoInTransaction);
  }

  /** Appends a purchase or grant to the user's ledger and announces the new balance. */
  private async credit(
    holder: CreditHolder,
    entry: { kind: 'purchase' | 'grant'; amount: number; description: string },
    operationType: string,
    alsoInTransaction?: (tx: Database, credits: Credits) => Promise<void>,
  ): Promise<Credits> {
    const result = await this.deps.db.transaction(async (tx) => {
      await this.deps.accounts.open(tx, holder);
      await this.deps.ledger.in(tx).append({ userId: holder.id, ...entry });
      const credits = await this.deps.accounts.credits(tx, holder);
      await alsoInTransaction?.(tx, credits);
      return credits;
    });
    await this.deps.accounts.announce(userAccount(holder.id), result.balance, entry.amount, operationType);
    return result;
  }

  /** Asks the payment provider; 403 '{failure}: {reason}' when it refuses. */
  private async charge(
    holder: CreditHolder,
    request: Omit<PaymentRequest, 'userId' | 'isAdministrator'>,
    failure: 'credits.purchaseRefused' | 'credits.upgradeRefused',
  ): Promise<PaymentResult> {
    const payment = await this.deps.payments.charge({
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
}
