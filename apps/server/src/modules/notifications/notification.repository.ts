import { and, asc, count, desc, eq, exists, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  notificationPreferences,
  notifications,
  projectCollaborators,
  projects,
  scenarios,
  users,
  type NotificationRow,
} from '../../db/schema.ts';
import { isProjectLive, isScenarioLive } from '../projects/content-state.ts';

export type NewNotification = typeof notifications.$inferInsert;

/** An entry waiting for its mail, with the names the mail shows. */
export interface UnmailedNotification {
  row: NotificationRow;
  projectName: string;
  scenarioName: string;
}

/** The only code that queries the notifications and notification_preferences tables. */
export class NotificationRepository {
  constructor(private readonly db: Database) {}

  async insertMany(values: readonly NewNotification[]): Promise<NotificationRow[]> {
    if (values.length === 0) return [];
    return this.db
      .insert(notifications)
      .values([...values])
      .returning();
  }

  /** The user's visible inbox, newest first. */
  list(userId: string, limit: number, unreadOnly: boolean): Promise<NotificationRow[]> {
    const where = unreadOnly ? and(this.visibleTo(userId), isNull(notifications.readAt)) : this.visibleTo(userId);
    return this.db
      .select({ row: notifications })
      .from(notifications)
      .innerJoin(scenarios, eq(scenarios.id, notifications.scenarioId))
      .innerJoin(projects, eq(projects.id, notifications.projectId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .then((rows) => rows.map(({ row }) => row));
  }

  /**
   * What of a user's inbox they may still see: entries of episodes that are not in the Recycle Bin, in projects
   * the user still owns or collaborates on (a removed collaborator's old entries stop showing, excerpts and all).
   */
  private visibleTo(userId: string): SQL {
    const collaborates = this.db
      .select({ userId: projectCollaborators.userId })
      .from(projectCollaborators)
      .where(and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, userId)));
    const isMember = or(eq(projects.userId, userId), exists(collaborates));
    return and(eq(notifications.userId, userId), isProjectLive, isScenarioLive, isMember)!;
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(notifications)
      .innerJoin(scenarios, eq(scenarios.id, notifications.scenarioId))
      .innerJoin(projects, eq(projects.id, notifications.projectId))
      .where(and(this.visibleTo(userId), isNull(notifications.readAt)));
    return row?.value ?? 0;
  }

  /** Of these ids, those of the user's own entries (read or not). */
  async ownIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
    return new Set(rows.map((row) => row.id));
  }

  /** Marks the user's own unread entries read (those ids, or all); another user's ids match nothing. */
  async markRead(userId: string, ids: readonly string[] | undefined, at: Date): Promise<number> {
    if (ids?.length === 0) return 0;
    const own = and(eq(notifications.userId, userId), isNull(notifications.readAt));
    const where = ids ? and(own, inArray(notifications.id, [...ids])) : own;
    const rows = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(where)
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** Who already has an entry of this kind about this comment (unread ones only, when asked). */
  async usersNotified(commentId: string, kind: string, unreadOnly: boolean): Promise<Set<string>> {
    const about = and(eq(notifications.commentId, commentId), eq(notifications.kind, kind));
    const rows = await this.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(unreadOnly ? and(about, isNull(notifications.readAt)) : about);
    return new Set(rows.map((row) => row.userId));
  }

  /** The owners of an episode and of its project. */
  async ownersOf(
    scenarioId: string,
  ): Promise<{ projectId: string; scenarioOwner: string; projectOwner: string } | undefined> {
    const [row] = await this.db
      .select({ projectId: projects.id, scenarioOwner: scenarios.userId, projectOwner: projects.userId })
      .from(scenarios)
      .innerJoin(projects, eq(projects.id, scenarios.projectId))
      .where(eq(scenarios.id, scenarioId))
      .limit(1);
    return row;
  }

  /** The kinds the user does not want by e-mail, and when their last notification mail went out. */
  async preferencesOf(userId: string): Promise<{ emailOptOut: string[]; lastEmailedAt: Date | null }> {
    const [row] = await this.db
      .select({
        emailOptOut: notificationPreferences.emailOptOut,
        lastEmailedAt: notificationPreferences.lastEmailedAt,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .limit(1);
    return row ?? { emailOptOut: [], lastEmailedAt: null };
  }

  async setEmailOptOut(userId: string, emailOptOut: readonly string[]): Promise<void> {
    await this.db
      .insert(notificationPreferences)
      .values({ userId, emailOptOut: [...emailOptOut] })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailOptOut: [...emailOptOut] } });
  }

  /** Users with entries no mail has carried (or skipped) yet. */
  async usersWithUnmailed(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(isNull(notifications.emailedAt));
    return rows.map((row) => row.userId);
  }

  /** The user's entries no mail has carried yet, oldest first, with their project's and episode's names. */
  unmailedOf(userId: string): Promise<UnmailedNotification[]> {
    return this.db
      .select({ row: notifications, projectName: projects.name, scenarioName: scenarios.name })
      .from(notifications)
      .innerJoin(scenarios, eq(scenarios.id, notifications.scenarioId))
      .innerJoin(projects, eq(projects.id, notifications.projectId))
      .where(and(eq(notifications.userId, userId), isNull(notifications.emailedAt)))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
  }

  /**
   * Takes the user's mail window: sets their last mail time to `at` unless a mail went out after `cutoff`.
   * Answers whether it was taken; of two processes flushing the same user at once only one gets it.
   */
  async takeMailWindow(userId: string, at: Date, cutoff: Date): Promise<boolean> {
    const last = notificationPreferences.lastEmailedAt;
    const rows = await this.db
      .insert(notificationPreferences)
      .values({ userId, lastEmailedAt: at })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { lastEmailedAt: at },
        setWhere: or(isNull(last), lte(last, cutoff)),
      })
      .returning({ userId: notificationPreferences.userId });
    return rows.length > 0;
  }

  /** Marks entries as carried by a mail (or skipped); answers the ids this call marked (not another's). */
  async markEmailed(ids: readonly string[], at: Date): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .update(notifications)
      .set({ emailedAt: at })
      .where(and(inArray(notifications.id, [...ids]), isNull(notifications.emailedAt)))
      .returning({ id: notifications.id });
    return new Set(rows.map((row) => row.id));
  }

  /** Where a user's mail goes. */
  async recipientOf(userId: string): Promise<{ email: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }
}
