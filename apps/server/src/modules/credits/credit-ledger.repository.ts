import { and, desc, eq, gte, inArray, isNotNull, ne, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { creditAccounts, creditEntries, type CreditAccountRow, type CreditEntryRow } from '../../db/schema.ts';

export type LedgerKind = 'allocation' | 'purchase' | 'grant' | 'reservation' | 'capture' | 'release';

export interface LedgerTotals {
  balance: number;
  totalEarned: number;
  totalSpent: number;
}

const EARNING_KINDS: LedgerKind[] = ['allocation', 'purchase', 'grant'];

/** The only code that reads or writes credit_accounts and credit_entries. */
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

  /** Appends an entry; a second capture or release of the same job is ignored (returns false). */
  async append(entry: {
    userId: string;
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
        jobId: entry.jobId ?? null,
        generationKind: entry.generationKind ?? null,
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoNothing()
      .returning({ id: creditEntries.id });
    return inserted.length === 1;
  }

  /** Balance (sum of all entries), credits earned and credits spent (reserved minus released). */
  async totals(userId: string): Promise<LedgerTotals> {
    const [row] = await this.db
      .select({
        balance: sql<string>`coalesce(sum(${creditEntries.amount}), 0)`,
        earned: sql<string>`coalesce(sum(${creditEntries.amount}) filter (where ${inArray(creditEntries.kind, EARNING_KINDS)}), 0)`,
        reserved: sql<string>`coalesce(-sum(${creditEntries.amount}) filter (where ${creditEntries.kind} = 'reservation'), 0)`,
        released: sql<string>`coalesce(sum(${creditEntries.amount}) filter (where ${creditEntries.kind} = 'release'), 0)`,
      })
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId));
    return {
      balance: Number(row?.balance ?? 0),
      totalEarned: Number(row?.earned ?? 0),
      totalSpent: Number(row?.reserved ?? 0) - Number(row?.released ?? 0),
    };
  }

  /**
   * Generations reserved since `since`, per GenerationKind, leaving out released (refunded) ones: what the monthly
   * image and video limits count. Entries outlive the projects they were for, so deleting a project frees nothing.
   */
  async generationsSince(userId: string, since: Date): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ kind: creditEntries.generationKind, count: sql<string>`count(*)` })
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.userId, userId),
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
  async history(userId: string, limit: number): Promise<CreditEntryRow[]> {
    const movesNothing = sql`(${creditEntries.amount} = 0 and ${creditEntries.kind} in ('reservation', 'release'))`;
    return this.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, userId), ne(creditEntries.kind, 'capture'), not(movesNothing)))
      .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
      .limit(limit);
  }

  /** Every entry of one job (reservation, capture, release). */
  async entriesOfJob(jobId: string): Promise<CreditEntryRow[]> {
    return this.db.select().from(creditEntries).where(eq(creditEntries.jobId, jobId));
  }
}
