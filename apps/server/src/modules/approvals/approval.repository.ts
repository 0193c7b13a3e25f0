import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { approvals, type ApprovalRow } from '../../db/schema.ts';

export type NewApproval = typeof approvals.$inferInsert;

/** The only code that queries the approvals table (append-only: a shot's state is its newest row). */
export class ApprovalRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewApproval): Promise<ApprovalRow> {
    const [row] = await this.db.insert(approvals).values(values).returning();
    return row!;
  }

  /** The newest approval of each shot of an episode, and of the episode itself (key null). */
  async newestByShot(scenarioId: string): Promise<Map<string | null, ApprovalRow>> {
    const rows = await this.db
      .select()
      .from(approvals)
      .where(eq(approvals.scenarioId, scenarioId))
      .orderBy(desc(approvals.createdAt), desc(approvals.id));
    const newest = new Map<string | null, ApprovalRow>();
    for (const row of rows) if (!newest.has(row.shotId)) newest.set(row.shotId, row);
    return newest;
  }
}
