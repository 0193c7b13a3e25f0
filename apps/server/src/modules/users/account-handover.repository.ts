import { sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';

/** The writes that hand a leaving user's work in other people's projects to those projects' owners. */
export class AccountHandoverRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): AccountHandoverRepository {
    return new AccountHandoverRepository(tx);
  }

  /**
   * What a user made in other people's projects (episodes, assets and their variants, exports, project styles) is
   * handed to each project's owner before the account goes: those rows name their maker and would otherwise be
   * deleted with them, taking a collaborator's work out of a project that lives on.
   */
  async handOverSharedContent(userId: string): Promise<void> {
    await this.db.execute(sql`
      update scenarios s set user_id = p.user_id from projects p
       where s.project_id = p.id and s.user_id = ${userId} and p.user_id <> ${userId}`);
    await this.db.execute(sql`
      update assets a set user_id = p.user_id from projects p
       where a.project_id = p.id and a.user_id = ${userId} and p.user_id <> ${userId}`);
    await this.db.execute(sql`
      update asset_generations g set user_id = p.user_id from assets a join projects p on p.id = a.project_id
       where g.asset_id = a.id and g.user_id = ${userId} and p.user_id <> ${userId}`);
    await this.db.execute(sql`
      update exports e set user_id = p.user_id from scenarios s join projects p on p.id = s.project_id
       where e.scenario_id = s.id and e.user_id = ${userId} and p.user_id <> ${userId}`);
    await this.db.execute(sql`
      update style_modules m set user_id = p.user_id from projects p
       where m.project_id = p.id and m.user_id = ${userId} and p.user_id <> ${userId}`);
  }
}
