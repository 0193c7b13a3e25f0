import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { comments, scenarios, type CommentRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

export type NewComment = typeof comments.$inferInsert;

/** The only code that queries the comments table. */
export class CommentRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewComment): Promise<CommentRow> {
    const [row] = await this.db.insert(comments).values(values).returning();
    return row!;
  }

  /** A comment with the project of its episode. */
  async find(id: string): Promise<{ comment: CommentRow; projectId: string } | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select({ comment: comments, projectId: scenarios.projectId })
      .from(comments)
      .innerJoin(scenarios, eq(scenarios.id, comments.scenarioId))
      .where(eq(comments.id, id))
      .limit(1);
    return row;
  }

  /** Every comment of an episode, oldest first. */
  listByScenario(scenarioId: string): Promise<CommentRow[]> {
    return this.db
      .select()
      .from(comments)
      .where(eq(comments.scenarioId, scenarioId))
      .orderBy(asc(comments.createdAt), asc(comments.id));
  }

  /** A thread: its first comment and the replies, oldest first. */
  thread(rootId: string): Promise<CommentRow[]> {
    return this.db
      .select()
      .from(comments)
      .where(or(eq(comments.id, rootId), eq(comments.parentId, rootId)))
      .orderBy(asc(comments.createdAt), asc(comments.id));
  }

  async updateBody(id: string, body: string, mentions: CommentRow['mentions']): Promise<CommentRow> {
    const [row] = await this.db
      .update(comments)
      .set({ body, mentions, editedAt: sql`now()` })
      .where(eq(comments.id, id))
      .returning();
    return row!;
  }

  async setResolved(id: string, resolvedBy: string | null): Promise<CommentRow> {
    const [row] = await this.db
      .update(comments)
      .set(resolvedBy ? { resolvedAt: sql`now()`, resolvedBy } : { resolvedAt: null, resolvedBy: null })
      .where(eq(comments.id, id))
      .returning();
    return row!;
  }

  /** Deletes a comment and, for a thread's first comment, its replies. */
  async deleteWithReplies(id: string): Promise<void> {
    await this.db.delete(comments).where(or(eq(comments.id, id), eq(comments.parentId, id)));
  }

  /** Whether a comment is a thread start of this episode (replies attach only to those). */
  async findInScenario(scenarioId: string, id: string): Promise<CommentRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select()
      .from(comments)
      .where(and(eq(comments.id, id), eq(comments.scenarioId, scenarioId)))
      .limit(1);
    return row;
  }
}
