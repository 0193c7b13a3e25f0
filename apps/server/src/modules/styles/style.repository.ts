import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Id } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { styleModules, type StyleModuleRow } from '../../db/schema.ts';

export type NewStyleModule = typeof styleModules.$inferInsert;
export type StyleModuleChanges = Partial<
  Pick<NewStyleModule, 'name' | 'description' | 'preset' | 'referenceImageUrl' | 'settings'>
>;

/** The only code that queries style_modules. */
export class StyleRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): StyleRepository {
    return new StyleRepository(tx);
  }

  /** The module with this id, or undefined (also for ids that are not UUIDs). */
  async findById(id: string): Promise<StyleModuleRow | undefined> {
    if (!Id.safeParse(id).success) return undefined;
    const [row] = await this.db.select().from(styleModules).where(eq(styleModules.id, id)).limit(1);
    return row;
  }

  /**
   * Which of `ids` may style pictures of the scope's project (see style-usability.ts): the project's own modules
   * and the global libraries of the scope's users, in one query.
   */
  async usableIds(
    scope: { projectId: string | null; userIds: readonly string[] },
    ids: readonly string[],
  ): Promise<Set<string>> {
    const libraries = scope.userIds.length
      ? and(inArray(styleModules.userId, [...scope.userIds]), isNull(styleModules.projectId))
      : undefined;
    const projectOwn = scope.projectId ? eq(styleModules.projectId, scope.projectId) : undefined;
    const usable = or(libraries, projectOwn);
    if (ids.length === 0 || !usable) return new Set();
    const rows = await this.db
      .select({ id: styleModules.id })
      .from(styleModules)
      .where(and(inArray(styleModules.id, [...ids]), usable));
    return new Set(rows.map((row) => row.id));
  }

  /** A user's global library (modules in no project), by name. */
  async listGlobal(userId: string): Promise<StyleModuleRow[]> {
    return this.db
      .select()
      .from(styleModules)
      .where(and(eq(styleModules.userId, userId), isNull(styleModules.projectId)))
      .orderBy(asc(styleModules.name), asc(styleModules.createdAt));
  }

  /** A project's own modules, by name. */
  async listByProject(projectId: string): Promise<StyleModuleRow[]> {
    return this.db
      .select()
      .from(styleModules)
      .where(eq(styleModules.projectId, projectId))
      .orderBy(asc(styleModules.name), asc(styleModules.createdAt));
  }

  /** Adds a module. */
  async insert(values: NewStyleModule): Promise<StyleModuleRow> {
    const [row] = await this.db.insert(styleModules).values(values).returning();
    return row!;
  }

  /** Changes a module; undefined if it is gone. */
  async update(id: string, changes: StyleModuleChanges): Promise<StyleModuleRow | undefined> {
    const [row] = await this.db
      .update(styleModules)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(styleModules.id, id))
      .returning();
    return row;
  }

  /** Deletes the module; false if it was already gone. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(styleModules).where(eq(styleModules.id, id)).returning({ id: styleModules.id });
    return rows.length > 0;
  }
}
