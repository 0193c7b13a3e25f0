import type { Config } from '../config/index.ts';
import { AdminService } from '../modules/admin/admin.service.ts';
import { SessionsEnded } from '../modules/auth/sessions-ended.ts';
import type { CreditsService } from '../modules/credits/credits.service.ts';
import type { TeamCreditsService } from '../modules/credits/team-credits.service.ts';
import { AdminModelsService } from '../modules/models/admin-models.service.ts';
import { ProjectModelsService } from '../modules/models/project-models.service.ts';
import type { ProjectAccess } from '../modules/projects/project-access.policy.ts';
import type { createGenerationServices } from './generation-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

export type AdminServicesConfig = Pick<Config, 'REGISTRATION'>;

/** Site administration (issue 33): users, credits, tiers, disabled accounts, registration mode, audit log. */
export function createAdminService(
  config: AdminServicesConfig,
  infra: Infrastructure,
  repos: Repositories,
  shared: { credits: Pick<CreditsService, 'grant'>; teamCredits: Pick<TeamCreditsService, 'grantToTeam'> },
): AdminService {
  const { database, events, sessionCache, sessionInvalidation } = infra;
  return new AdminService({
    db: database.db,
    users: repos.users,
    adminUsers: repos.adminUsers,
    adminTeams: repos.adminTeams,
    audit: repos.adminAudit,
    settings: repos.siteSettings,
    ledger: repos.creditLedger,
    credits: shared.credits,
    teamCredits: shared.teamCredits,
    sessions: repos.sessions,
    ended: new SessionsEnded({ invalidation: sessionInvalidation, sessionCache, events }),
    defaultRegistration: config.REGISTRATION,
  });
}

/** Custom models (issue 36): projects' choices and workflows, and the prices administrators set for the site's models. */
export function createModelServices(
  infra: Infrastructure,
  repos: Repositories,
  shared: {
    projectAccess: ProjectAccess;
    generation: Pick<ReturnType<typeof createGenerationServices>, 'models' | 'modelCatalog'>;
  },
) {
  const db = infra.database.db;
  const { catalog, repo, prices, make } = shared.generation.modelCatalog;
  return {
    projectModels: new ProjectModelsService({
      db,
      access: shared.projectAccess,
      repo,
      resolver: shared.generation.models,
      catalog,
      prices,
      make,
    }),
    adminModels: new AdminModelsService({ db, catalog, settings: repos.siteSettings, audit: repos.adminAudit }),
  };
}
