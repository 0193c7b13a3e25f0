import {
  addCalendarDays,
  resolveAnalyticsPeriod,
  type AnalyticsInput,
  type AnalyticsPeriod,
  type AnalyticsReport,
} from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import type { TeamAccess } from '../teams/team-access.policy.ts';
import { presentAnalytics, type PresentedScope } from './analytics.presenter.ts';
import type { AnalyticsRange, AnalyticsRepository, AnalyticsScopeFilter } from './analytics.repository.ts';

export interface AnalyticsServiceDeps {
  analytics: AnalyticsRepository;
  /** Membership and the policy table: a team's analytics take the `team.insights` right. */
  teamAccess: Pick<TeamAccess, 'require'>;
  now?: () => Date;
}

/** The UTC range of whole days a period covers: its first day's midnight to the midnight after its last day. */
export function rangeOfPeriod(period: AnalyticsPeriod): AnalyticsRange {
  return {
    start: new Date(`${period.from}T00:00:00.000Z`),
    end: new Date(`${addCalendarDays(period.to, 1)}T00:00:00.000Z`),
  };
}

/** Spend and activity of a user's own account or of a team, over a period of days. */
export class AnalyticsService {
  constructor(private readonly deps: AnalyticsServiceDeps) {}

  /**
   * The report for `actorId`: without a team, their own account and projects; with one, the team's, when the
   * actor's role holds `team.insights` (403 otherwise, 404 to a non-member). 422 for a reversed or too long period.
   */
  async report(actorId: string, input: AnalyticsInput): Promise<AnalyticsReport> {
    const today = (this.deps.now?.() ?? new Date()).toISOString().slice(0, 10);
    const resolved = resolveAnalyticsPeriod(input, today);
    if ('error' in resolved) throw validationError(resolved.error.field, resolved.error.message);
    const { period } = resolved;

    let scope: AnalyticsScopeFilter;
    let presentedScope: PresentedScope;
    if (input.teamId === undefined) {
      scope = { type: 'personal', userId: actorId };
      presentedScope = { type: 'personal' };
    } else {
      const { team } = await this.deps.teamAccess.require(actorId, input.teamId, 'team.insights');
      scope = { type: 'team', teamId: team.id };
      presentedScope = { type: 'team', teamId: team.id, teamName: team.name };
    }

    const range = rangeOfPeriod(period);
    const figures = await this.deps.analytics.inSnapshot(async (analytics) => ({
      // One after another: a transaction is one connection, and on PGlite there is only one anyway.
      spend: await analytics.spend(scope, range),
      renders: await analytics.renders(scope, range),
      review: await analytics.review(scope, range),
      edits: await analytics.edits(scope, range),
    }));
    return presentAnalytics(presentedScope, period, figures);
  }
}
