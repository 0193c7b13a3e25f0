import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { apiKeys, type ApiKeyRow } from '../../db/schema.ts';

export interface NewApiKey {
  userId: string;
  name: string;
  prefix: string;
  hash: string;
  expiresAt: Date;
}

/** The only code that queries the api_keys table. */
export class ApiKeyRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ApiKeyRepository {
    return new ApiKeyRepository(tx);
  }

  /** Stores a new key (its secret only as a hash). */
  async insert(values: NewApiKey): Promise<ApiKeyRow> {
    const [row] = await this.db.insert(apiKeys).values(values).returning();
    return row!;
  }

  /** The user's keys, newest first, revoked and expired ones included. */
  async listForUser(userId: string): Promise<ApiKeyRow[]> {
    return this.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  }

  /** The key whose secret has this hash, whatever its state. */
  async findByHash(hash: string): Promise<ApiKeyRow | undefined> {
    const [row] = await this.db.select().from(apiKeys).where(eq(apiKeys.hash, hash)).limit(1);
    return row;
  }

  /** The user's key with this id, whatever its state. */
  async findForUser(userId: string, id: string): Promise<ApiKeyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .limit(1);
    return row;
  }

  /** Sets revoked_at on the user's key unless it is already revoked; the key's row as it is afterwards. */
  async revoke(userId: string, id: string): Promise<ApiKeyRow | undefined> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning();
    return row;
  }

  /** Moves last_used_at to now unless it moved less than `intervalSeconds` ago (in any process). */
  async touch(id: string, intervalSeconds: number): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${intervalSeconds})`),
          ),
        ),
      );
  }
}
