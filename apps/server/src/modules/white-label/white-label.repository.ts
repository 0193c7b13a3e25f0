import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  exports,
  projects,
  reviews,
  scenarios,
  shares,
  teamMembers,
  whiteLabels,
  type WhiteLabelRow,
} from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

/** The fields of a brand its managers change (null clears one). */
export type WhiteLabelChanges = Partial<
  Pick<WhiteLabelRow, 'productName' | 'logoKey' | 'faviconKey' | 'colors' | 'emailSenderName' | 'domains'>
>;

/** The row of the site's brand (`teamId` null) or of a team's. */
const scopeIs = (teamId: string | null): SQL =>
  teamId === null ? isNull(whiteLabels.teamId) : eq(whiteLabels.teamId, teamId);

/** Whether a brand's domain list holds this host (jsonb containment). */
const holdsDomain = (domain: string): SQL => sql`${whiteLabels.domains} @> ${JSON.stringify([domain])}::jsonb`;

/**
 * The only code that queries the white_labels table. It also reads, never writes, what decides which brand a
 * page shows: a project's team, and the project behind a share link or a review link.
 */
export class WhiteLabelRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): WhiteLabelRepository {
    return new WhiteLabelRepository(tx);
  }

  /**
   * Serialises brand writes until commit: the one-row-per-scope rule (a site brand has no key to conflict on)
   * and the one-brand-per-domain rule are checked, then written, by one writer at a time.
   */
  async lockWrites(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended('white-labels', 0))`);
  }

  /** The brand of the site (`teamId` null) or of a team, if one was ever saved. */
  async findByScope(teamId: string | null): Promise<WhiteLabelRow | undefined> {
    const [row] = await this.db.select().from(whiteLabels).where(scopeIs(teamId)).limit(1);
    return row;
  }

  /** Changes the scope's brand, creating its row first when there is none; the row as it is afterwards. */
  async save(teamId: string | null, changes: WhiteLabelChanges, updatedBy: string): Promise<WhiteLabelRow> {
    const [updated] = await this.db
      .update(whiteLabels)
      .set({ ...changes, updatedBy, updatedAt: sql`now()` })
      .where(scopeIs(teamId))
      .returning();
    if (updated) return updated;
    const [inserted] = await this.db
      .insert(whiteLabels)
      .values({ ...changes, teamId, updatedBy })
      .returning();
    return inserted!;
  }

  /** Which of these domains another brand (not `exceptId`) already has. */
  async domainsTaken(domains: readonly string[], exceptId: string | undefined): Promise<string[]> {
    if (domains.length === 0) return [];
    const rows = await this.db
      .select({ domains: whiteLabels.domains })
      .from(whiteLabels)
      .where(and(or(...domains.map(holdsDomain)), exceptId ? ne(whiteLabels.id, exceptId) : undefined));
    const taken = new Set(rows.flatMap((row) => row.domains));
    return domains.filter((domain) => taken.has(domain));
  }

  /** The brand one of whose custom domains is this host. */
  async findByDomain(host: string): Promise<WhiteLabelRow | undefined> {
    const [row] = await this.db.select().from(whiteLabels).where(holdsDomain(host)).limit(1);
    return row;
  }

  /** The brand of the team a project belongs to, if the project is a team's and the team has one. */
  async findForProject(projectId: string): Promise<WhiteLabelRow | undefined> {
    if (!isUuid(projectId)) return undefined;
    const [row] = await this.db
      .select({ brand: whiteLabels })
      .from(projects)
      .innerJoin(whiteLabels, eq(whiteLabels.teamId, projects.teamId))
      .where(eq(projects.id, projectId))
      .limit(1);
    return row?.brand;
  }

  /** The project whose export a share link shares. */
  async projectOfShare(shareId: string): Promise<string | undefined> {
    if (!isUuid(shareId)) return undefined;
    const [row] = await this.db
      .select({ projectId: scenarios.projectId })
      .from(shares)
      .innerJoin(exports, eq(exports.id, shares.exportId))
      .innerJoin(scenarios, eq(scenarios.id, exports.scenarioId))
      .where(eq(shares.id, shareId))
      .limit(1);
    return row?.projectId;
  }

  /** The project of a review link's episode. */
  async projectOfReviewToken(token: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ projectId: scenarios.projectId })
      .from(reviews)
      .innerJoin(scenarios, eq(scenarios.id, reviews.scenarioId))
      .where(eq(reviews.token, token))
      .limit(1);
    return row?.projectId;
  }

  /** The user's role in the team, or undefined for a non-member (or a team that does not exist). */
  async roleInTeam(teamId: string, userId: string): Promise<string | undefined> {
    if (!isUuid(teamId)) return undefined;
    const [row] = await this.db
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .limit(1);
    return row?.role;
  }

  /** Whether the brand uses this stored key as its logo or favicon (GET /media/:key?brand=<id> asks). */
  async usesImage(brandId: string, key: string): Promise<boolean> {
    if (!isUuid(brandId)) return false;
    const [row] = await this.db
      .select({ id: whiteLabels.id })
      .from(whiteLabels)
      .where(and(eq(whiteLabels.id, brandId), or(eq(whiteLabels.logoKey, key), eq(whiteLabels.faviconKey, key))))
      .limit(1);
    return row !== undefined;
  }
}
