import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { customWorkflows, projects, type CustomWorkflowRow } from '../../db/schema.ts';

/** A project's models as stored: a model id per kind chosen (a kind left out uses the site default). */
export type StoredChoices = Partial<Record<string, string>>;

/** The only code that reads or writes projects.models and custom_workflows. */
export class ProjectModelsRepository {
  constructor(private readonly db: Database) {}

  in(tx: Database): ProjectModelsRepository {
    return new ProjectModelsRepository(tx);
  }

  async choices(projectId: string): Promise<StoredChoices> {
    const [row] = await this.db
      .select({ models: projects.models })
      .from(projects)
      .where(eq(projects.id, projectId))
      .limit(1);
    return row?.models ?? {};
  }

  /** Merges the changes into the project's choices in one statement (a null removes a kind's choice). */
  async setChoices(projectId: string, changes: Record<string, string | null>): Promise<StoredChoices> {
    const removed = Object.keys(changes).filter((kind) => changes[kind] === null);
    const added = Object.fromEntries(Object.entries(changes).filter(([, id]) => id !== null));
    let models = sql`${projects.models}`;
    for (const kind of removed) models = sql`(${models} - ${kind}::text)`;
    const [row] = await this.db
      .update(projects)
      .set({ models: sql`${models} || ${JSON.stringify(added)}::jsonb` })
      .where(eq(projects.id, projectId))
      .returning({ models: projects.models });
    return row?.models ?? {};
  }

  workflows(projectId: string): Promise<CustomWorkflowRow[]> {
    return this.db
      .select()
      .from(customWorkflows)
      .where(eq(customWorkflows.projectId, projectId))
      .orderBy(asc(customWorkflows.createdAt), asc(customWorkflows.id));
  }

  async workflow(projectId: string, workflowId: string): Promise<CustomWorkflowRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customWorkflows)
      .where(and(eq(customWorkflows.projectId, projectId), eq(customWorkflows.id, workflowId)))
      .limit(1);
    return row;
  }

  async countWorkflows(projectId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(customWorkflows)
      .where(eq(customWorkflows.projectId, projectId));
    return row?.n ?? 0;
  }

  async insertWorkflow(values: typeof customWorkflows.$inferInsert): Promise<CustomWorkflowRow> {
    const [row] = await this.db.insert(customWorkflows).values(values).returning();
    return row!;
  }

  async deleteWorkflow(projectId: string, workflowId: string): Promise<boolean> {
    const rows = await this.db
      .delete(customWorkflows)
      .where(and(eq(customWorkflows.projectId, projectId), eq(customWorkflows.id, workflowId)))
      .returning({ id: customWorkflows.id });
    return rows.length > 0;
  }
}
