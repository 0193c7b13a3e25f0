import { serverMessage } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertGenerationAllowed, entitlementOfTier } from '../limits/tier-usage.ts';
import type { StoredFilesRepository } from '../stored-files/stored-files.repository.ts';
import type { CreditAccounts } from './credit-accounts.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import type { CreditHolder } from './credits.service.ts';

export interface CreditReservationServiceDeps {
  db: Database;
  ledger: CreditLedgerRepository;
  /** The storage limit a reservation checks. */
  files: StoredFilesRepository;
  accounts: CreditAccounts;
}

/**
 * The credits of generation jobs: reserved with the job record, captured when it succeeds, released (given back)
 * when it fails. Each step runs in the caller's transaction, so the ledger and the job never disagree.
 */
export class CreditReservationService {
  constructor(private readonly deps: CreditReservationServiceDeps) {}

  /**
   * Inside the caller's transaction (with the job record): takes `cost` credits for a job making `kind`, or throws
   * 403 with the limit's text when the tier's monthly images or videos are used up or its storage is full, or
   * with the balance when there are not enough credits. The account lock makes concurrent reservations of one
   * user queue, so none overdraws and none slips past a limit. Free jobs are recorded too (amount 0): the monthly
   * limits count them. Answers the balance left.
   */
  async reserve(
    tx: Database,
    holder: CreditHolder,
    job: { id: string; kind: string },
    cost: number,
    description: string,
  ): Promise<number> {
    const { accounts } = this.deps;
    const ledger = this.deps.ledger.in(tx);
    await accounts.open(tx, holder);
    const entitlement = entitlementOfTier(holder.tier, holder.siteTier);
    const usageRepositories = { ledger, files: this.deps.files.in(tx) };
    await assertGenerationAllowed(usageRepositories, entitlement, holder.id, job.kind, accounts.now());
    const { balance } = await ledger.totals(holder.id);
    if (balance < cost) {
      throw AppError.withMessage('FORBIDDEN', serverMessage('credits.insufficient', { needed: cost, balance }));
    }
    await ledger.append({
      userId: holder.id,
      kind: 'reservation',
      amount: -cost,
      jobId: job.id,
      generationKind: job.kind,
      description,
    });
    return balance - cost;
  }

  /** Inside the caller's transaction: makes the job's reservation final. Idempotent. */
  async capture(tx: Database, userId: string, jobId: string, description: string): Promise<void> {
    await this.deps.ledger.in(tx).append({ userId, kind: 'capture', amount: 0, jobId, description });
  }

  /**
   * Inside the caller's transaction: gives the job's reserved credits back (a free job's release moves nothing
   * but takes it out of the monthly limits too). Idempotent; false if no credits were given back.
   */
  async release(tx: Database, userId: string, jobId: string, cost: number, description: string): Promise<boolean> {
    const released = await this.deps.ledger.in(tx).append({
      userId,
      kind: 'release',
      amount: Math.max(cost, 0),
      jobId,
      description,
    });
    return released && cost > 0;
  }

  /** The balance as it stands (for events after a job's transaction). */
  async currentBalance(userId: string): Promise<number> {
    return (await this.deps.ledger.totals(userId)).balance;
  }

  /** Tells the user's open sessions the balance changed. */
  announce(userId: string, currentBalance: number, amount: number, operationType: string): void {
    this.deps.accounts.announce(userId, currentBalance, amount, operationType);
  }
}
