import { serverMessageText, TEAM_MESSAGES, type Credits, type Subscription, type TeamCredits } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { CreditAccountRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { accountUsage, entitlementOfTier, readTierUsage, type AccountUsage } from '../limits/tier-usage.ts';
import type { StoredFilesRepository } from '../stored-files/stored-files.repository.ts';
import { allocationStep, nextMonthlyReset, planById, planForTier } from './credit-plans.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import type { CreditHolder } from './credits.service.ts';
import { teamAccount, userAccount, type LedgerAccount } from './ledger-account.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { TeamAccountRepository, TeamAccountRow } from './team-account.repository.ts';

export interface CreditAccountsDeps {
  ledger: CreditLedgerRepository;
  /** The teams rows that are the teams' accounts (issue 33), and who hears of a team's balance. */
  teamAccounts: TeamAccountRepository;
  /** The storage a subscription's usage shows. */
  files: StoredFilesRepository;
  payments: Pick<PaymentProvider, 'info'>;
  events: DomainEvents;
  now?: () => Date;
}

/**
 * The credit accounts inside the caller's transaction, a user's own and a team's shared one: opened (and topped
 * up monthly) on first touch, read as the API shows them, and the `credits.updated` event that tells the people
 * concerned the balance moved.
 */
export class CreditAccounts {
  constructor(private readonly deps: CreditAccountsDeps) {}

  /** The current instant, as the ledger's resets and monthly limits see it. */
  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Inside a transaction: creates the user's own account on first use (with its first allocation), grants the
   * monthly allocation when the reset date has passed, and locks the account row until the transaction ends.
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
    const step = allocationStep({ isOpened: true, nextResetAt: account.nextResetAt }, at);
    if (step.isDue) {
      const accountPlan = planById(account.planId) ?? plan;
      await ledger.append({
        userId: holder.id,
        kind: 'allocation',
        amount: accountPlan.monthlyAllocation,
        description: serverMessageText('usage.monthlyAllocation', { plan: accountPlan.name }),
      });
      await ledger.updateAccount(holder.id, { nextResetAt: step.nextResetAt });
      account.nextResetAt = step.nextResetAt;
    }
    return account;
  }

  /**
   * Inside a transaction: the team's account, its teams row locked until the transaction ends (so the debits of
   * all members queue on it). Its first touch grants the team plan's first allocation; then one comes at each
   * monthly reset (entries of the owner). 404 'Team not found' when the team is gone.
   */
  async openTeam(tx: Database, teamId: string): Promise<TeamAccountRow> {
    const ledger = this.deps.ledger.in(tx);
    const teams = this.deps.teamAccounts.in(tx);
    const team = await teams.lock(teamId);
    if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
    const isOpened = await ledger.hasAllocation(teamAccount(teamId));
    const step = allocationStep({ isOpened, nextResetAt: team.nextResetAt }, this.now());
    if (step.isDue) {
      const plan = planById(team.planId) ?? planForTier(team.ownerTier);
      await ledger.append({
        userId: team.ownerId,
        teamId,
        kind: 'allocation',
        amount: plan.monthlyAllocation,
        description: serverMessageText('usage.monthlyAllocation', { plan: plan.name }),
      });
    }
    if (step.nextResetAt.getTime() !== team.nextResetAt.getTime()) {
      await teams.setNextReset(teamId, step.nextResetAt);
      team.nextResetAt = step.nextResetAt;
    }
    return team;
  }

  /** Inside a transaction: balance, allocation, next reset, totals and subscription of the user's own account. */
  async credits(tx: Database, holder: CreditHolder): Promise<Credits> {
    const account = await this.open(tx, holder);
    const totals = await this.deps.ledger.in(tx).totals(userAccount(holder.id));
    const plan = planById(account.planId) ?? planForTier(holder.tier);
    return {
      ...totals,
      monthlyAllocation: plan.monthlyAllocation,
      nextResetDate: account.nextResetAt.toISOString(),
      subscription: { planId: account.planId, status: account.subscriptionStatus },
    };
  }

  /** Inside a transaction: the team's balance, allocation, next reset, totals and plan. */
  async teamCredits(tx: Database, teamId: string): Promise<TeamCredits> {
    const team = await this.openTeam(tx, teamId);
    const totals = await this.deps.ledger.in(tx).totals(teamAccount(teamId));
    const plan = planById(team.planId) ?? planForTier(team.ownerTier);
    return {
      teamId,
      ...totals,
      monthlyAllocation: plan.monthlyAllocation,
      nextResetDate: team.nextResetAt.toISOString(),
      subscription: { planId: team.planId, status: 'active' },
    };
  }

  /** Inside a transaction: the user's plan, its status, the payment provider and the tier's usage. */
  async subscription(tx: Database, holder: CreditHolder): Promise<Subscription> {
    const account = await this.open(tx, holder);
    const entitlement = entitlementOfTier(holder.tier, holder.siteTier);
    return {
      planId: account.planId,
      status: account.subscriptionStatus,
      isActive: account.subscriptionStatus === 'active',
      nextResetDate: account.nextResetAt.toISOString(),
      paymentProvider: this.deps.payments.info,
      usage: await readTierUsage(this.usageOf(tx, userAccount(holder.id)), entitlement, this.now()),
    };
  }

  /** Inside a transaction: what the account's monthly and storage limits measure. */
  usageOf(tx: Database, account: LedgerAccount): AccountUsage {
    return accountUsage({ ledger: this.deps.ledger.in(tx), files: this.deps.files.in(tx) }, account);
  }

  /** The account's balance as it stands (for events after a transaction). */
  async currentBalance(account: LedgerAccount): Promise<number> {
    return (await this.deps.ledger.totals(account)).balance;
  }

  /**
   * Tells who holds the account that its balance changed: the user's open sessions, or for a team every member's
   * (the event names the team, so no one's own balance is taken for it).
   */
  async announce(account: LedgerAccount, currentBalance: number, amount: number, operationType: string): Promise<void> {
    const data = {
      currentBalance,
      amount: Math.abs(amount),
      type: amount >= 0 ? 'added' : 'used',
      operationType,
    } as const;
    if (account.type === 'user') {
      this.deps.events.publish({ type: 'credits.updated', projectId: null, actorId: account.userId, data });
      return;
    }
    for (const memberId of await this.deps.teamAccounts.memberIds(account.teamId)) {
      this.deps.events.publish({
        type: 'credits.updated',
        projectId: null,
        actorId: memberId,
        data: { ...data, teamId: account.teamId },
      });
    }
  }
}
