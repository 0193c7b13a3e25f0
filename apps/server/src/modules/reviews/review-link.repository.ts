import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { projects, reviews, scenarios, type ReviewRow, type ScenarioRow } from '../../db/schema.ts';
import { isProjectLive, isScenarioLive } from '../projects/content-state.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

export type NewReview = Pick<
  typeof reviews.$inferInsert,
  'scenarioId' | 'token' | 'name' | 'passphraseHash' | 'allowDownload' | 'expiresAt' | 'createdBy'
>;

/** A link that still answers, with its episode and the name of its project (which its page shows). */
export interface LiveReview {
  review: ReviewRow;
  scenario: ScenarioRow;
  projectName: string;
}

/** Not revoked and not expired (the database's clock decides, as it stamps revoked_at). */
const isOpen: SQL = and(isNull(reviews.revokedAt), or(isNull(reviews.expiresAt), gt(reviews.expiresAt, sql`now()`)))!;
/** Open, and its episode and project are not in the Recycle Bin. */
const isLive: SQL = and(isOpen, isScenarioLive, isProjectLive)!;

/** The only code that queries the reviews table. */
export class ReviewLinkRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ReviewLinkRepository {
    return new ReviewLinkRepository(tx);
  }

  async insert(values: NewReview): Promise<ReviewRow> {
    const [row] = await this.db.insert(reviews).values(values).returning();
    return row!;
  }

  /** Every link of an episode, revoked and expired ones too, newest first. */
  async listByScenario(scenarioId: string): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(eq(reviews.scenarioId, scenarioId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
  }

  /**
   * Revokes a link of the episode that is not revoked yet, answering it as revoked; undefined for an unknown or
   * already revoked one (of two racing revokes, one wins).
   */
  async revoke(scenarioId: string, reviewId: string): Promise<ReviewRow | undefined> {
    if (!isUuid(reviewId)) return undefined;
    const [row] = await this.db
      .update(reviews)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(reviews.id, reviewId), eq(reviews.scenarioId, scenarioId), isNull(reviews.revokedAt)))
      .returning();
    return row;
  }

  /** The live link with this token, with its episode and its project's name. */
  async findLiveByToken(token: string): Promise<LiveReview | undefined> {
    const [row] = await this.db
      .select({ review: reviews, scenario: scenarios, projectName: projects.name })
      .from(reviews)
      .innerJoin(scenarios, eq(scenarios.id, reviews.scenarioId))
      .innerJoin(projects, eq(projects.id, scenarios.projectId))
      .where(and(eq(reviews.token, token), isLive))
      .limit(1);
    return row;
  }

  /** The link if it is live (GET /media asks on every request of a review-scoped address). */
  async findLive(reviewId: string): Promise<ReviewRow | undefined> {
    if (!isUuid(reviewId)) return undefined;
    const [row] = await this.db
      .select({ review: reviews })
      .from(reviews)
      .innerJoin(scenarios, eq(scenarios.id, reviews.scenarioId))
      .innerJoin(projects, eq(projects.id, scenarios.projectId))
      .where(and(eq(reviews.id, reviewId), isLive))
      .limit(1);
    return row?.review;
  }

  /** Which of these links are live. */
  async liveIdsAmong(reviewIds: readonly string[]): Promise<Set<string>> {
    const ids = reviewIds.filter(isUuid);
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(scenarios, eq(scenarios.id, reviews.scenarioId))
      .innerJoin(projects, eq(projects.id, scenarios.projectId))
      .where(and(inArray(reviews.id, ids), isLive));
    return new Set(rows.map((row) => row.id));
  }
}
