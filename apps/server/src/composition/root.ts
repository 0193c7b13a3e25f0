import type { DatabaseHandle } from '../db/index.ts';
import type { JobStartDeps } from '../jobs/start-jobs.ts';
import type { Services } from '../operations/services.ts';
import { createInfrastructure, type InfrastructureConfig, type InfrastructureOptions } from './infrastructure.ts';
import { createRepositories, type Repositories } from './repositories.ts';
import { createServices, type ServicesConfig } from './services.ts';
import { createSharedServices } from './shared-services.ts';

export type RootConfig = InfrastructureConfig & ServicesConfig;

/** Everything a process holds, built once and shared by the roles it runs. */
export interface CompositionRoot {
  infrastructure: ReturnType<typeof createInfrastructure>;
  repositories: Repositories;
  services: Services;
  /** What only starting the job queue uses (jobs/start-jobs.ts): the queue and the jobs' worker side. */
  jobs: JobStartDeps;
}

/** Builds the infrastructure, every repository and every service over an open database. */
export function composeRoot(
  config: RootConfig,
  database: DatabaseHandle,
  options: InfrastructureOptions = {},
): CompositionRoot {
  const infrastructure = createInfrastructure(config, database, options);
  const repositories = createRepositories(database.db, { userChanges: infrastructure.userChanges });
  const shared = createSharedServices(config, infrastructure, repositories);
  const services = createServices(config, infrastructure, repositories, shared);
  const jobs: JobStartDeps = {
    queue: infrastructure.jobQueue,
    generation: shared.generation,
    exports: shared.exports,
    files: shared.files,
    metrics: infrastructure.metrics,
  };
  return { infrastructure, repositories, services, jobs };
}
