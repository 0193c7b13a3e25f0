import type { Config } from '../config/index.ts';
import type { ProjectAccess } from '../modules/projects/project-access.policy.ts';
import type { StoredFilesService } from '../modules/stored-files/stored-files.service.ts';
import { BrandResolver } from '../modules/white-label/brand-resolver.ts';
import { WhiteLabelService } from '../modules/white-label/white-label.service.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

export type WhiteLabelConfig = Pick<Config, 'PUBLIC_URL' | 'APP_TIER'>;

/**
 * Which brand a page, document or mail shows (white label). It keeps nothing itself, so each area that signs
 * something with the brand (mails, pages) may build its own over the same repository.
 */
export function brandResolverOf(config: WhiteLabelConfig, repos: Pick<Repositories, 'whiteLabels'>): BrandResolver {
  return new BrandResolver({ whiteLabels: repos.whiteLabels, publicUrl: config.PUBLIC_URL, edition: config.APP_TIER });
}

/** The brands of the site and of teams (managed by their administrators), and the resolver every page asks. */
export function createWhiteLabelServices(
  config: WhiteLabelConfig,
  infra: Infrastructure,
  repos: Repositories,
  deps: { files: StoredFilesService; projectAccess: ProjectAccess },
) {
  const brands = brandResolverOf(config, repos);
  return {
    brands,
    whiteLabels: new WhiteLabelService({
      db: infra.database.db,
      whiteLabels: repos.whiteLabels,
      users: repos.users,
      files: deps.files,
      brands,
      projects: deps.projectAccess,
    }),
  };
}
export type WhiteLabelServices = ReturnType<typeof createWhiteLabelServices>;
