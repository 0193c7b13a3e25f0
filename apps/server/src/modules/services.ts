import type { Config } from '../config/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { createAuthRepository } from './auth/auth.repository.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createTokenService } from './auth/token.service.ts';
import { createSocialRepository } from './auth/social/social.repository.ts';
import { createSocialAuthService } from './auth/social/social.service.ts';
import { createDomainEvents, type DomainEvents } from './events/domain-events.ts';
import { createLogsService } from './logs/logs.service.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit/rate-limit.store.ts';
import { createRateLimitService } from './rate-limit/rate-limit.service.ts';
import { createSystemService } from './system/system.service.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { createUsersService } from './users/users.service.ts';

export type ServicesConfig = Pick<
  Config,
  | 'JWT_SECRET'
  | 'ACCESS_TOKEN_TTL_SECONDS'
  | 'REFRESH_TOKEN_TTL_DAYS'
  | 'RATE_LIMIT_AUTH_IP_MAX'
  | 'RATE_LIMIT_AUTH_ACCOUNT_MAX'
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'socialProviders'
  | 'PUBLIC_URL'
>;

export interface ServicesOptions {
  rateLimitStore?: RateLimitStore;
  /** Shared with realtime and jobs; a fresh bus by default. */
  events?: DomainEvents;
}

/** Wires repositories and services; each service gets only what it needs. */
export function createServices(config: ServicesConfig, database: DatabaseHandle, options: ServicesOptions = {}) {
  const usersRepository = createUsersRepository(database.db);
  const events = options.events ?? createDomainEvents();
  const rateLimits = createRateLimitService(options.rateLimitStore ?? new MemoryRateLimitStore(), {
    ipMax: config.RATE_LIMIT_AUTH_IP_MAX,
    accountMax: config.RATE_LIMIT_AUTH_ACCOUNT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
  });
  const auth = createAuthService({
    users: usersRepository,
    sessions: createAuthRepository(database.db),
    tokens: createTokenService({ secret: config.JWT_SECRET, accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS }),
    rateLimits,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  });
  return {
    events,
    auth,
    social: createSocialAuthService({
      providers: config.socialProviders,
      publicUrl: config.PUBLIC_URL,
      states: createSocialRepository(database.db),
      users: usersRepository,
      auth,
    }),
    users: createUsersService({ users: usersRepository }),
    /** Exposed for the social sign-in code: findByEmail, findIdentity, createSocialUser, linkIdentity. */
    usersRepository,
    logs: createLogsService(),
    system: createSystemService({ database }),
  };
}
export type Services = ReturnType<typeof createServices>;
