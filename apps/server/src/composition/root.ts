import type { DatabaseHandle } from '../db/index.ts';
import { createInfrastructure, type InfrastructureConfig, type InfrastructureOptions } from './infrastructure.ts';
import { createRepositories, type Repositories } from './repositories.ts';
import { createServices, type Services, type ServicesConfig } from './services.ts';

export type RootConfig = InfrastructureConfig & ServicesConfig;

/** Everything a process holds, built once and shared by the roles it runs. */
export interface CompositionRoot {
  infrastructure: ReturnType<typeof createInfrastructure>;
  repositories: Repositories;
  services: Services;
}

/** Builds the infrastructure, every repository and every service over an open database. */
export function composeRoot(
  config: RootConfig,
  database: DatabaseHandle,
  options: InfrastructureOptions = {},
): CompositionRoot {
  const infrastructure = createInfrastructure(config, database, options);
  const repositories = createRepositories(database.db, { userChanges: infrastructure.userChanges });
  const services = createServices(config, infrastructure, repositories);
  return { infrastructure, repositories, services };
}
