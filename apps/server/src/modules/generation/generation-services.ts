import type { Config } from '../../config/index.ts';
import type { DatabaseHandle } from '../../db/index.ts';
import { createJobQueue, type JobQueueService } from '../../jobs/job-queue.ts';
import { fetchPublicImage, SafeFetchError } from '../../media/safe-fetch.ts';
import { createProviders, type ProvidersConfig } from '../../providers/create-providers.ts';
import { ProviderError } from '../../providers/provider.ts';
import { pricingOf, type ProviderRegistry } from '../../providers/registry.ts';
import type { AssetAccess } from '../assets/asset-access.ts';
import type { VariantRepository } from '../asset-variants/variant.repository.ts';
import { createCreditLedgerRepository } from '../credits/credit-ledger.repository.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import { createSelfHostedPaymentProvider } from '../credits/payment-provider.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { createProjectAccess } from '../projects/project-access.policy.ts';
import type { EpisodeStore } from '../scenarios/episode-store.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { createAssetGenerationService } from './asset-generation.service.ts';
import { createMediaReader } from './generation-media.ts';
import { createGenerationRequestService } from './generation-request.service.ts';
import { createGenerationRunner } from './generation-runner.ts';
import { createScriptService } from './script.service.ts';
import { createShotGenerationRequestService } from './shot-generation-request.service.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';

export type GenerationConfig = ProvidersConfig &
  Pick<Config, 'CREDITS_SELF_SERVICE' | 'JOB_MAINTENANCE_SECONDS' | 'JOB_POLLING_SECONDS' | 'JOB_LEASE_SECONDS'>;

/** Largest image a job downloads from an outside address. */
const EXTERNAL_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
const EXTERNAL_IMAGE_TIMEOUT_MS = 20_000;
/** Attempts of one generation (a crashed attempt counts). */
export const GENERATION_MAX_ATTEMPTS = 3;

export interface GenerationServicesDeps {
  database: DatabaseHandle;
  events: DomainEvents;
  /** Job outputs go in (charged to the job's user) and failed jobs' files out through the one entry point. */
  files: FileWriter;
  assetAccess: AssetAccess;
  variants: VariantRepository;
  episodeStore: EpisodeStore;
  episodeAccess: ScenarioAccess;
  providers?: ProviderRegistry;
  jobQueue?: JobQueueService;
}

/** Credits, the job queue, providers and the generation request services, wired together. */
export function createGenerationServices(config: GenerationConfig, deps: GenerationServicesDeps) {
  const db = deps.database.db;
  const providers = deps.providers ?? createProviders(config);
  const queue =
    deps.jobQueue ??
    createJobQueue({
      database: deps.database,
      maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
      pollingIntervalSeconds: config.JOB_POLLING_SECONDS,
      leaseSeconds: config.JOB_LEASE_SECONDS,
      log: {
        info: () => undefined,
        warn: (obj, msg) => console.warn(msg, obj),
        error: (obj, msg) => console.error(msg, obj),
      },
    });
  const credits = createCreditsService({
    db,
    ledger: createCreditLedgerRepository(),
    payments: createSelfHostedPaymentProvider({ isSelfService: config.CREDITS_SELF_SERVICE }),
    events: deps.events,
    pricing: () => pricingOf(providers),
  });
  const requests = createGenerationRequestService({
    db,
    credits,
    providers,
    queue,
    events: deps.events,
    files: deps.files,
    projects: createProjectAccess(db),
  });
  const mediaReader = createMediaReader(deps.files, async (url, signal) => {
    try {
      const image = await fetchPublicImage(url, {
        maxBytes: EXTERNAL_IMAGE_MAX_BYTES,
        timeoutMs: EXTERNAL_IMAGE_TIMEOUT_MS,
        signal,
      });
      return new Uint8Array(image.bytes);
    } catch (error) {
      if (error instanceof SafeFetchError) throw new ProviderError('input', error.message, { cause: error });
      throw error;
    }
  });
  return {
    providers,
    queue,
    credits,
    jobs: requests,
    assetGeneration: createAssetGenerationService({
      access: deps.assetAccess,
      variants: deps.variants,
      requests,
    }),
    shotGeneration: createShotGenerationRequestService({
      store: deps.episodeStore,
      access: deps.episodeAccess,
      requests,
      providers,
      variants: deps.variants,
    }),
    script: createScriptService({
      store: deps.episodeStore,
      events: deps.events,
      access: deps.episodeAccess,
      text: () => providers.text,
    }),
    /** The worker side; started by the worker role with its logger. */
    createRunner(log: Parameters<typeof createGenerationRunner>[0]['log']) {
      return createGenerationRunner({
        db,
        media: mediaReader,
        files: deps.files,
        providers,
        credits,
        events: deps.events,
        maxAttempts: GENERATION_MAX_ATTEMPTS,
        log,
      });
    },
  };
}
export type GenerationServices = ReturnType<typeof createGenerationServices>;
