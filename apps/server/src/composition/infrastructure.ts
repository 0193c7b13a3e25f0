import type { Config } from '../config/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { selectMailer, type MailerConfig } from '../mail/mailer.ts';
import { Outbox } from '../mail/outbox.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { selectMediaStorage, type MediaStorageConfig } from '../media/select-media-storage.ts';
import { createProviders, type ProvidersConfig } from '../providers/create-providers.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import type { AuthIdentity } from '../modules/auth/auth.service.ts';
import { SessionCache } from '../modules/auth/session-cache.ts';
import { SessionInvalidation } from '../modules/auth/session-invalidation.ts';
import { DomainEvents } from '../modules/events/domain-events.ts';
import { ProjectListCache } from '../modules/projects/project-list-cache.ts';
import { projectListEffectOf } from '../modules/projects/project-list-effects.ts';
import type { RateLimitStore } from '../modules/rate-limit/rate-limit.store.ts';
import { selectRateLimitStores, type RateLimitStores } from '../modules/rate-limit/select-rate-limit-store.ts';
import { checkDomainEvent } from '../modules/system/response-check.ts';
import { UserChanges } from '../modules/users/user-changes.ts';
import { createRedisProbe } from '../redis/redis-probe.ts';

export type InfrastructureConfig = Pick<
  Config,
  | 'RESPONSE_CHECK'
  | 'SESSION_CACHE_SECONDS'
  | 'PROJECT_LIST_CACHE_SECONDS'
  | 'DATABASE_URL'
  | 'REDIS_URL'
  | 'JOB_MAINTENANCE_SECONDS'
  | 'JOB_POLLING_SECONDS'
  | 'JOB_LEASE_SECONDS'
  | 'REDIS_URL'
> &
  MailerConfig &
  MediaStorageConfig &
  ProvidersConfig;

/** Pieces a caller (a test, a benchmark) brings instead of the ones the config picks. */
export interface InfrastructureOptions {
  /** Every limit's counters, failures passed on as they are; by default the ones the database picks. */
  rateLimitStore?: RateLimitStore;
  /** Shared with realtime and jobs; a fresh bus by default. */
  events?: DomainEvents;
  /** Where uploads and generated media live; by default the one MEDIA_STORAGE picks (DATA_DIR/media or S3). */
  media?: MediaStorage;
  /** Generation providers; the ones the config names by default. */
  providers?: ProviderRegistry;
  /** The job queue (pg-boss on the app database by default). */
  jobQueue?: JobQueue;
  /** The process's metrics, when METRICS_TOKEN or METRICS_PORT serves them. */
  metrics?: AppMetrics;
}

/** The job queue's own messages; a role that has a logger of its own hands it over when it starts the queue. */
const QUEUE_LOG = {
  info: () => undefined,
  warn: (obj: object, msg?: string) => console.warn(msg, obj),
  error: (obj: object, msg?: string) => console.error(msg, obj),
};

/** The stores the options bring (one for every limit), or the ones the config picks. */
function rateLimitStoresOf(
  config: InfrastructureConfig,
  database: DatabaseHandle,
  given: RateLimitStore | undefined,
): RateLimitStores {
  if (given) return { kind: 'memory', strict: given, lenient: given, close: async () => undefined };
  return selectRateLimitStores(config, database, (message, error) => console.error(message, error));
}

/**
 * What the process holds once, whichever roles it runs: the database, the event bus, storage, mail, the job queue,
 * providers, the rate-limit counters and the caches with what keeps them honest across processes.
 */
export function createInfrastructure(
  config: InfrastructureConfig,
  database: DatabaseHandle,
  options: InfrastructureOptions = {},
) {
  const events = options.events ?? new DomainEvents({ check: config.RESPONSE_CHECK ? checkDomainEvent : undefined });
  const userChanges = new UserChanges();
  const sessionCache = new SessionCache<AuthIdentity>({ ttlMs: config.SESSION_CACHE_SECONDS * 1000 });
  // Presented project list pages, kept a few seconds; domain events (here, or in another process through the
  // invalidation channel) clear the pages they may alter: what a list shows (names, counts, durations, previews)
  // follows them (project-list-effects.ts).
  const projectListCache = new ProjectListCache({ ttlMs: config.PROJECT_LIST_CACHE_SECONDS * 1000 });
  const sessionInvalidation = new SessionInvalidation({
    cache: sessionCache,
    userChanges,
    database,
    databaseUrl: config.DATABASE_URL,
    isCaching: config.SESSION_CACHE_SECONDS > 0,
    projectLists: projectListCache,
  });
  events.subscribe((event) => {
    const effect = projectListEffectOf(event);
    if (effect !== 'none') sessionInvalidation.projectListsChanged(effect === 'all' ? undefined : effect.projectId);
  });
  const jobQueue =
    options.jobQueue ??
    new JobQueue({
      database,
      maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
      pollingIntervalSeconds: config.JOB_POLLING_SECONDS,
      leaseSeconds: config.JOB_LEASE_SECONDS,
      log: QUEUE_LOG,
    });
  return {
    database,
    events,
    /** Changes to user rows, announced by the users repository; the session caches hear them. */
    userChanges,
    sessionCache,
    projectListCache,
    /** Keeps every API process's session and project list caches honest (auth-hook.ts listens while it runs). */
    sessionInvalidation,
    /** Every rate limit's counters: in memory on PGlite, shared by the API processes on PostgreSQL or Redis. */
    rateLimits: rateLimitStoresOf(config, database, options.rateLimitStore),
    /** Media storage; stored-files/ is the one way in and out of it. */
    storage: options.media ?? selectMediaStorage(config),
    /** Mail sent after the answer has left; sends nothing unless SMTP_URL is set. */
    outbox: new Outbox(selectMailer(config)),
    providers: options.providers ?? createProviders(config),
    jobQueue,
    metrics: options.metrics,
    /** Readiness's PING to Redis when REDIS_URL is set (its connection opened at the first check). */
    redisProbe: config.REDIS_URL ? createRedisProbe(config.REDIS_URL) : undefined,
  };
}
export type Infrastructure = ReturnType<typeof createInfrastructure>;
