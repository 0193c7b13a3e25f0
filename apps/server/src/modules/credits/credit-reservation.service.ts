import { serverMessage, type TierConfig } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AppMetrics } from '../../metrics/app-metrics.ts';
import { assertGenerationAllowed, entitlementOfTier } from '../limits/tier-usage.ts';
import type { CreditAccounts } from './credit-accounts.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import type { CreditHolder } from './credits.service.ts';
import { accountOfEntry, payingAccount, teamIdOf, type LedgerAccount } from './ledger-account.ts';
import type { TeamAccountRepository } from './team-account.repository.ts';

export interface CreditReservationServiceDeps {
  db: Database;
  ledger: CreditLedgerRepository;
  /** Which team a job's project bills (issue 33). */
  teamAccounts: Pick<TeamAccountRepository, 'in' | 'teamOfProject'>;
  accounts: CreditAccounts;
  /**
   * Counts the entries written (with METRICS_TOKEN or METRICS_PORT). They are counted inside the caller's
   * transaction: one that rolls back afterwards (rare: the job's own write failing) is still counted.
   */
  metrics?: Pick<AppMetrics, 'ledgerEntry'>;
}

/** The credits a reservation took: from which account, and the balance it left there. */
export interface ReservedCredits {
  account: LedgerAccount;
  balance: number;
}

/**
 * The credits of generation jobs: reserved with the job record, captured when it succeeds, released (given back)
 * when it fails. Each step runs in the caller's transaction, so the ledger and the job never disagree. A job on a
 * team's project is paid from the team's shared account, every step of it: capture and release find the account
 * by the job's reservation.
 */
export class CreditReservationService {
  constructor(private readonly deps: CreditReservationServiceDeps) {}

  /**
   * Inside the caller's transaction (with the job record): takes `cost` credits for a job making `kind` from the
   * account that pays for its project (the team's when the project is a team's, else the requester's own), or
   * throws 403 with the limit's text when that account's monthly images or videos are used up or its storage is
   * full, or with the balance when there are not enough credits. The account lock (the user's account row, or the
   * teams row) makes concurrent reservations on one account queue, so none overdraws and none slips past a limit.
   * Free jobs are recorded too (amount 0): the monthly limits count them.
   */
  async reserve(
    tx: Database,
    holder: CreditHolder,
    job: { id: string; kind: string; projectId?: string | null },
    cost: number,
    description: string,
  ): Promise<ReservedCredits> {
    const { accounts } = this.deps;
    const ledger = this.deps.ledger.in(tx);
    const projectTeamId = job.projectId ? await this.deps.teamAccounts.in(tx).teamOfProject(job.projectId) : null;
    const account = payingAccount(holder.id, projectTeamId);
    const entitlement = await this.openForDebit(tx, holder, account);
    await assertGenerationAllowed(accounts.usageOf(tx, account), entitlement, job.kind, accounts.now());
    const { balance } = await ledger.totals(account);
    if (balance < cost) {
      throw AppError.withMessage('FORBIDDEN', serverMessage('credits.insufficient', { needed: cost, balance }));
    }
    await ledger.append({
      userId: holder.id,
      teamId: teamIdOf(account),
      kind: 'reservation',
      amount: -cost,
      jobId: job.id,
      generationKind: job.kind,
      description,
    });
    this.deps.metrics?.ledgerEntry('reservation', cost);
    return { account, balance: balance - cost };
  }

  /** Inside the caller's transaction: makes the job's reservation final, on the account it was taken from. Idempotent. */
  async capture(tx: Database, userId: string, jobId: string, description: string): Promise<void> {
    const ledger = this.deps.ledger.in(tx);
    const reservation = await ledger.reservationOf(jobId);
    const captured = await ledger.append({
      userId,
      teamId: reservation?.teamId ?? null,
      kind: 'capture',
      amount: 0,
      jobId,
      description,
    });
    if (captured) this.deps.metrics?.ledgerEntry('capture', 0);
  }

  /**
   * Inside the caller's transaction: gives the job's reserved credits back to the account they came from (a free
   * job's release moves nothing but takes it out of the monthly limits too). Idempotent; false if no credits were
   * given back.
   */
  async release(tx: Database, userId: string, jobId: string, cost: number, description: string): Promise<boolean> {
    const ledger = this.deps.ledger.in(tx);
    const reservation = await ledger.reservationOf(jobId);
    const released = await ledger.append({
      userId,
      teamId: reservation?.teamId ?? null,
      kind: 'release',
      amount: Math.max(cost, 0),
      jobId,
      description,
    });
    if (released) this.deps.metrics?.ledgerEntry('release', Math.max(cost, 0));
    return released && cost > 0;
  }

  /**
   * After a job's transaction: tells the holders of the account that paid for it (the requester, or the team's
   * members) its balance as it stands, `amount` having moved.
   */
  async announceJob(jobId: string, amount: number, operationType: string): Promise<void> {
    const reservation = await this.deps.ledger.reservationOf(jobId);
    if (!reservation) return;
    const account = accountOfEntry(reservation);
    await this.deps.accounts.announce(account, await this.deps.accounts.currentBalance(account), amount, operationType);
  }

  /** Tells the account's holders its balance changed (a reservation's answer carries the balance it left). */
  announce(account: LedgerAccount, currentBalance: number, amount: number, operationType: string): Promise<void> {
    return this.deps.accounts.announce(account, currentBalance, amount, operationType);
  }

  /** Opens and locks the paying account; answers the limits it debits under (a team's are its owner's). */
  private async openForDebit(tx: Database, holder: CreditHolder, account: LedgerAccount): Promise<TierConfig> {
    if (account.type === 'user') {
      await this.deps.accounts.open(tx, holder);
      return entitlementOfTier(holder.tier, holder.siteTier);
    }
    const team = await this.deps.accounts.openTeam(tx, account.teamId);
    return entitlementOfTier(team.ownerTier, holder.siteTier);
  }
}
