import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { creditAccounts, creditEntries, teams, type CreditAccountRow, type CreditEntryRow } from '../../db/schema.ts';
import type { LedgerAccount } from './ledger-account.ts';

export type LedgerKind = 'allocation' | 'purchase' | 'grant' | 'reservation' | 'capture' | 'release';

export interface LedgerTotals {
  balance: number;
  totalEarned: number;
  totalSpent: number;
}

const EARNING_KINDS: LedgerKind[] = ['allocation', 'purchase', 'grant'];

/** The entries of one account: a team's carry its id; a user's own are theirs with no team. */
function entriesOf(account: LedgerAccount): SQL {
  return account.type === 'team'
    ? eq(creditEntries.teamId, account.teamId)
    : and(eq(creditEntries.userId, account.userId), isNull(creditEntries.teamId))!;
}

/**
 * The only code that reads or writes credit_accounts and credit_entries. Reads are per account (LedgerAccount):
 * a user's own leaves out the team entries they spent, a team's counts every member's.
 */
export class CreditLedgerRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction (the account lock holds until that transaction ends). */
  in(tx: Database): CreditLedgerRepository {
    return new CreditLedgerRepository(tx);
  }

  /** Creates the account when missing; true when this call created it. */
  async createAccount(row: Omit<CreditAccountRow, 'createdAt' | 'updatedAt'>): Promise<boolean> {
    const created = await this.db
      .insert(creditAccounts)
      .values(row)
      .onConflictDoNothing()
      .returning({ userId: creditAccounts.userId });
    return created.length === 1;
  }

  /** The account row, locked until the transaction ends: serialises every balance change of one user. */
  async lockAccount(userId: string): Promise<CreditAccountRow | undefined> {
    const [row] = await this.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)).for('update');
    return row;
  }

  /** The account row, unlocked. */
  async getAccount(userId: string): Promise<CreditAccountRow | undefined> {
    const [row] = await this.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
    return row;
  }

  /** Changes the account's plan, subscription status or next reset. */
  async updateAccount(
    userId: string,
    changes: Partial<Pick<CreditAccountRow, 'planId' | 'subscriptionStatus' | 'nextResetAt'>>,
  ): Promise<void> {
    await this.db
      .update(creditAccounts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(creditAccounts.userId, userId));
  }

  /**
   * Appends an entry; a second capture or release of the same job is ignored (returns false). On a team's
   * account `teamId` names the team and `userId` the member who spent or granted.
   */
  async append(entry: {
    userId: string;
    teamId?: string | null;
    kind: LedgerKind;
    amount: number;
    description: string;
    jobId?: string | null;
    /** On a reservation: the GenerationKind the job makes (the monthly image and video limits count it). */
    generationKind?: string | null;
  }): Promise<boolean> {
    const inserted = await this.db
      .insert(creditEntries)
      .values({
        ...entry,
        teamId: entry.teamId ?? null,
        jobId: entry.jobId ?? null,
        generationKind: entry.generationKind ?? null,
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoNothing()
      .returning({ id: creditEntries.id });
    return inserted.length === 1;
  }

  /** Balance (sum of the account's entries), credits earned and credits spent (reserved minus released). */
  async totals(account: LedgerAccount): Promise<LedgerTotals> {
    const [row] = await this.db
      .select({
        balance: sql<string>`coalesce(sum(${creditEntries.amount}), 0)`,
        earned: sql<string>`coalesce(sum(${creditEntries.amount}) filter (where ${inArray(creditEntries.kind, EARNING_KINDS)}), 0)`,
        reserved: sql<string>`coalesce(-sum(${creditEntries.amount}) filter (where ${creditEntries.kind} = 'reservation'), 0)`,
        released: sql<string>`coalesce(sum(${creditEntries.amount}) filter (where ${creditEntries.kind} = 'release'), 0)`,
      })
      .from(creditEntries)
      .where(entriesOf(account));
    return {
      balance: Number(row?.balance ?? 0),
      totalEarned: Number(row?.earned ?? 0),
      totalSpent: Number(row?.reserved ?? 0) - Number(row?.released ?? 0),
    };
  }

  /**
   * Generations reserved since `since`, per GenerationKind, leaving out released (refunded) ones: what the monthly
   * image and video limits count, of one account (a team's counts every member's). Entries outlive the projects
   * they were for, so deleting a project frees nothing.
   */
  async generationsSince(account: LedgerAccount, since: Date): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ kind: creditEntries.generationKind, count: sql<string>`count(*)` })
      .from(creditEntries)
      .where(
        and(
          entriesOf(account),
          eq(creditEntries.kind, 'reservation'),
          gte(creditEntries.createdAt, since),
          isNotNull(creditEntries.generationKind),
          // The outer row is named by its table; the inner one only by its alias, so the two cannot mix.
          sql`not exists (select 1 from ${creditEntries} as refund where refund.job_id = ${creditEntries.jobId} and refund.kind = 'release')`,
        ),
      )
      .groupBy(creditEntries.generationKind);
    return new Map(rows.map((row) => [row.kind ?? '', Number(row.count)]));
  }

  /**
   * The newest entries that move credits: captures, and the reservations and releases of free jobs (kept for the
   * monthly limits), carry no amount and are left out.
   */
  async history(account: LedgerAccount, limit: number): Promise<CreditEntryRow[]> {
    const movesNothing = sql`(${creditEntries.amount} = 0 and ${creditEntries.kind} in ('reservation', 'release'))`;
    return this.db
      .select()
      .from(creditEntries)
      .where(and(entriesOf(account), ne(creditEntries.kind, 'capture'), not(movesNothing)))
      .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
      .limit(limit);
  }

  /** The balances of these teams' shared accounts; a team without entries has 0. */
  async teamBalancesOf(teamIds: readonly string[]): Promise<Map<string, number>> {
    if (teamIds.length === 0) return new Map();
    const rows = await this.db
      .select({ teamId: creditEntries.teamId, balance: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
      .from(creditEntries)
      .where(inArray(creditEntries.teamId, [...teamIds]))
      .groupBy(creditEntries.teamId);
    return new Map(rows.map((row) => [row.teamId ?? '', Number(row.balance)]));
  }

  /** The balances of these users' own accounts (team pools left out); a user without entries has 0. */
  async balancesOf(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: creditEntries.userId, balance: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
      .from(creditEntries)
      .where(and(inArray(creditEntries.userId, [...userIds]), isNull(creditEntries.teamId)))
      .groupBy(creditEntries.userId);
    return new Map(rows.map((row) => [row.userId, Number(row.balance)]));
  }

  /** Whether the account holds an allocation yet: a team's account is opened by its first one. */
  async hasAllocation(account: LedgerAccount): Promise<boolean> {
    const [row] = await this.db
      .select({ found: sql<number>`1` })
      .from(creditEntries)
      .where(and(entriesOf(account), eq(creditEntries.kind, 'allocation')))
      .limit(1);
    return row !== undefined;
  }

  /** Who paid for a job: the user and team of its reservation (undefined when it reserved nothing). */
  async reservationOf(jobId: string): Promise<Pick<CreditEntryRow, 'userId' | 'teamId'> | undefined> {
    const [row] = await this.db
      .select({ userId: creditEntries.userId, teamId: creditEntries.teamId })
      .from(creditEntries)
      .where(and(eq(creditEntries.jobId, jobId), eq(creditEntries.kind, 'reservation')));
    return row;
  }

  /**
   * Before a user's account is deleted: their entries on the accounts of teams they belong to pass to each team's
   * owner, so those teams' balances and monthly counts stay as they were (the user's own entries go with them).
   */
  async handOverTeamEntries(userId: string): Promise<void> {
    await this.db
      .update(creditEntries)
      .set({ userId: sql`(select ${teams.ownerId} from ${teams} where ${teams.id} = ${creditEntries.teamId})` })
      .where(and(eq(creditEntries.userId, userId), isNotNull(creditEntries.teamId)));
  }

  /** Every entry of one job (reservation, capture, release). */
  async entriesOfJob(jobId: string): Promise<CreditEntryRow[]> {
    return this.db.select().from(creditEntries).where(eq(creditEntries.jobId, jobId));
  }
}
