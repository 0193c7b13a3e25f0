import { AnalyticsRepository } from '../modules/analytics/analytics.repository.ts';
import { AnalyticsService } from '../modules/analytics/analytics.service.ts';
import { TeamAccess } from '../modules/teams/team-access.policy.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

/** Analytics of a user or a team: aggregate SQL over the ledger, jobs, exports, approvals and edits. */
export function createAnalyticsService(infra: Infrastructure, repos: Repositories): AnalyticsService {
  const { database } = infra;
  return new AnalyticsService({
    // PGlite runs no autovacuum, so its planner has no statistics (analytics-query bench): hash joins are chosen.
    analytics: new AnalyticsRepository(database.db, { hasStatistics: database.kind === 'postgres' }),
    teamAccess: new TeamAccess({ teams: repos.teams }),
  });
}
