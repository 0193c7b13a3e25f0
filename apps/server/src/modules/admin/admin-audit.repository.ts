import type { AdminAction } from '@sym/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { adminAuditLog, users, type AdminAuditRow } from '../../db/schema.ts';

/** One administrative action as it is written. */
export interface AuditRecord {
  actor: { id: string | null; email: string };
  action: AdminAction;
  targetUserId?: string | null;
  details: Record<string, unknown>;
}

/** An entry of the log with its target's e-mail as it is now. */
export type AuditEntryRow = AdminAuditRow & { targetEmail: string | null };

/** The only code that reads or writes admin_audit_log (append-only). */
export class AdminAuditRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction: the entry commits with the change it records. */
  in(tx: Database): AdminAuditRepository {
    return new AdminAuditRepository(tx);
  }

  /** Appends an entry. */
  async record(entry: AuditRecord): Promise<void> {
    await this.db.insert(adminAuditLog).values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetUserId: entry.targetUserId ?? null,
      details: entry.details,
    });
  }

  /** One page of the log, newest first, and how many entries there are. */
  async list(limit: number, offset: number): Promise<{ rows: AuditEntryRow[]; total: number }> {
    const rows = await this.db
      .select({ entry: adminAuditLog, targetEmail: users.email })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.targetUserId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(adminAuditLog);
    return {
      rows: rows.map((row) => ({ ...row.entry, targetEmail: row.targetEmail })),
      total: Number(counted?.total ?? 0),
    };
  }
}
