import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { containsPattern } from './search-pattern.ts';

/**
 * The administration's reads of the users table: search and pages over every account, and one account locked for
 * a change. Writes to users go through the users repository (announced to the session caches).
 */
export class AdminUsersRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): AdminUsersRepository {
    return new AdminUsersRepository(tx);
  }

  /** One page of users whose e-mail or name contains `search` (any case), newest first, and how many match. */
  async list(search: string | undefined, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
    let where: SQL | undefined;
    if (search) {
      const pattern = containsPattern(search);
      where = sql`(lower(${users.email}) like ${pattern} or lower(${users.name}) like ${pattern})`;
    }
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(users).where(where);
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** The user, locked until the transaction ends, so two administrators' changes to one account queue. */
  async lock(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).for('update');
    return row;
  }
}
