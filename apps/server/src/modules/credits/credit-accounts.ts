import { serverMessageText, type Credits, type Subscription } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { CreditAccountRow } from '../../db/schema.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { entitlementOfTier, readTierUsage } from '../limits/tier-usage.ts';
import type { StoredFilesRepository } from '../stored-files/stored-files.repository.ts';
import { nextMonthlyReset, planById, planForTier } from './credit-plans.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import type { CreditHolder } from './credits.service.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface CreditAccountsDeps {
  ledger: CreditLedgerRepository;
  /** The storage a subscription's usage shows. */
  files: StoredFilesRepository;
  payments: Pick<PaymentProvider, 'info'>;
  events: DomainEvents;
  now?: () => Date;
}

/**
 * A user's credit account inside the caller's transaction: opened (and topped up monthly) on first touch, read as
 * the API shows it, and the `credits.updated` event that tells the user's sessions the balance moved.
 */
export class CreditAccounts {
  constructor(private readonly deps: CreditAccountsDeps) {}

  /** The current instant, as the ledger's resets and monthly limits see it. */
  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Inside a transaction: creates the account on first use (with its first allocation), grants the monthly
   * allocation when the reset date has passed, and locks the account row until the transaction ends.
   */
  async open(tx: Database, holder: CreditHolder): Promise<CreditAccountRow> {
    const ledger = this.deps.ledger.in(tx);
    const plan = planForTier(holder.tier);
    const at = this.now();
    const isNew = await ledger.createAccount({
      userId: holder.id,
      planId: plan.id,
      subscriptionStatus: 'active',
      nextResetAt: nextMonthlyReset(at),
    });
    if (isNew) {
      await ledger.append({
        userId: holder.id,
        kind: 'allocation',
        amount: plan.monthlyAllocation,
        description: serverMessageText('usage.monthlyAllocation', { plan: plan.name }),
      });
    }
    const account = await ledger.lockAccount(holder.id);
    if (!account) throw new Error(`credit account of ${holder.id} vanished`);
    if (account.nextResetAt.getTime() <= at.getTime()) {
      const accountPlan = planById(account.planId) ?? plan;
      await ledger.append({
        userId: holder.id,
        kind: 'allocation',
        amount: accountPlan.monthlyAllocation,
        description: serverMessageText('usage.monthlyAllocation', { plan: accountPlan.name }),
      });
      let next = account.nextResetAt;
      while (next.getTime() <= at.getTime()) next = nextMonthlyReset(next);
      await ledger.updateAccount(holder.id, { nextResetAt: next });
      account.nextResetAt = next;
    }
    return account;
  }

  /** Inside a transaction: balance, allocation, next reset, totals and subscription of the user. */
  async credits(tx: Database, holder: CreditHolder): Promise<Credits> {
    const account = await this.open(tx, holder);
    const totals = await this.deps.ledger.in(tx).totals(holder.id);
    const plan = planById(account.planId) ?? planForTier(holder.tier);
    return {
      ...totals,
      monthlyAllocation: plan.monthlyAllocation,
      nextResetDate: account.nextResetAt.toISOString(),
      subscription: { planId: account.planId, status: account.subscriptionStatus },
    };
  }

  /** Inside a transaction: the user's plan, its status, the payment provider and the tier's usage. */
  async subscription(tx: Database, holder: CreditHolder): Promise<Subscription> {
    const account = await this.open(tx, holder);
    const entitlement = entitlementOfTier(holder.tier, holder.siteTier);
    const usageRepositories = { ledger: this.deps.ledger.in(tx), files: this.deps.files.in(tx) };
    return {
      planId: account.planId,
      status: account.subscriptionStatus,
      isActive: account.subscriptionStatus === 'active',
      nextResetDate: account.nextResetAt.toISOString(),
      paymentProvider: this.deps.payments.info,
      usage: await readTierUsage(usageRepositories, entitlement, holder.id, this.now()),
    };
  }

  /** Tells the user's open sessions the balance changed. */
  announce(userId: string, currentBalance: number, amount: number, operationType: string): void {
    this.deps.events.publish({
      type: 'credits.updated',
      projectId: null,
      actorId: userId,
      data: { currentBalance, amount: Math.abs(amount), type: amount >= 0 ? 'added' : 'used', operationType },
    });
  }
}
