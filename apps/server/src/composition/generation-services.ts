import type { Config } from '../config/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { generationJobsOf, JOB_DEFINITIONS } from '../jobs/job-registry.ts';
import { QueueJobRequests } from '../jobs/job-requests.ts';
import { fetchPublicImage, SafeFetchError } from '../media/safe-fetch.ts';
import { ProviderError } from '../providers/provider.ts';
import { providerFactories } from '../providers/create-providers.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { ModelCatalog, type CatalogConfig } from '../modules/models/model-catalog.ts';
import { ModelResolver } from '../modules/models/model-resolver.ts';
import { ProjectModelsRepository } from '../modules/models/project-models.repository.ts';
import type { AssetAccess } from '../modules/assets/asset-access.ts';
import { CreditAccounts } from '../modules/credits/credit-accounts.ts';
import { CreditReservationService } from '../modules/credits/credit-reservation.service.ts';
import { CreditsService } from '../modules/credits/credits.service.ts';
import { TeamAccountRepository } from '../modules/credits/team-account.repository.ts';
import { TeamCreditsService } from '../modules/credits/team-credits.service.ts';
import { SelfHostedPaymentProvider } from '../modules/credits/payment-provider.ts';
import type { DomainEvents } from '../modules/events/domain-events.ts';
import { AssetGenerationService } from '../modules/generation/asset-generation.service.ts';
import { GenerationInputs } from '../modules/generation/generation-inputs.ts';
import { GenerationJobAttemptRepository } from '../modules/generation/generation-job-attempt.repository.ts';
import { GenerationJobCatalog } from '../modules/generation/generation-job-catalog.ts';
import type { GenerationJobDeps } from '../modules/generation/generation-job-deps.ts';
import { GenerationJobFailure } from '../modules/generation/generation-job-failure.ts';
import { GenerationJobLifecycle } from '../modules/generation/generation-job-lifecycle.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { GenerationJobRepository } from '../modules/generation/generation-job.repository.ts';
import { GenerationJobPresenter } from '../modules/generation/generation-job.presenter.ts';
import { GenerationJobService } from '../modules/generation/generation-job.service.ts';
import { StorageMediaReader } from '../modules/generation/generation-media.ts';
import { GenerationRequestService } from '../modules/generation/generation-request.service.ts';
import { ScriptService } from '../modules/generation/script.service.ts';
import { ShotGenerationRequestService } from '../modules/generation/shot-generation-request.service.ts';
import type { ProjectAccess } from '../modules/projects/project-access.policy.ts';
import type { ScenarioStore } from '../modules/scenarios/scenario-store.ts';
import type { ScenarioAccess } from '../modules/scenarios/scenario.policy.ts';
import type { FileWriter } from '../modules/stored-files/stored-files.service.ts';
import { TeamAccess } from '../modules/teams/team-access.policy.ts';
import type { Repositories } from './repositories.ts';
import { projectCharacters } from '../modules/timeline/voice-clip-character.ts';

export type GenerationConfig = Pick<Config, 'CREDITS_SELF_SERVICE'> & CatalogConfig;

/** Largest image a job downloads from an outside address. */
const EXTERNAL_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
const EXTERNAL_IMAGE_TIMEOUT_MS = 20_000;

export interface GenerationServicesDeps {
  database: DatabaseHandle;
  repos: Pick<
    Repositories,
    | 'users'
    | 'siteSettings'
    | 'creditLedger'
    | 'storedFiles'
    | 'shotGenerations'
    | 'assets'
    | 'assetImages'
    | 'styles'
    | 'variants'
    | 'variantImages'
    | 'variantModifications'
    | 'voiceClips'
    | 'teams'
  >;
  events: DomainEvents;
  /** Job outputs go in (charged to the job's user) and failed jobs' files out through the one entry point. */
  files: FileWriter;
  assetAccess: AssetAccess;
  /** Who may read a job's project (the worker reads as the job's user) and see a job besides its owner. */
  projects: ProjectAccess;
  scenarioStore: ScenarioStore;
  scenarioAccess: ScenarioAccess;
  providers: ProviderRegistry;
  jobQueue: JobQueue;
  /** The process's metrics, when served: the ledger's entries are counted. */
  metrics?: AppMetrics;
}

/** An outside image for a job, through the SSRF guard; what the guard refuses is the job's input error. */
async function fetchExternalImage(url: string, signal?: AbortSignal): Promise<Uint8Array> {
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
}

/** Credits, the generation job kinds' services (requests, reads, the worker's lifecycle) and the script writer. */
export function createGenerationServices(config: GenerationConfig, deps: GenerationServicesDeps) {
  const { repos, providers, events, files } = deps;
  const db = deps.database.db;
  // The site's models (the configured provider of each kind and the *_MODELS entries) and each project's choice.
  const make = providerFactories(config);
  const modelCatalog = ModelCatalog.build(config, providers, make);
  const projectModels = new ProjectModelsRepository(db);
  const modelPrices = () => repos.siteSettings.modelPrices();
  const models = new ModelResolver({ catalog: modelCatalog, repo: projectModels, prices: modelPrices, make });
  const payments = new SelfHostedPaymentProvider({ isSelfService: config.CREDITS_SELF_SERVICE });
  // A team's account is its teams row (issue 33); the team's members read it and hear of its balance.
  const teamAccounts = new TeamAccountRepository(db);
  const accounts = new CreditAccounts({
    ledger: repos.creditLedger,
    teamAccounts,
    files: repos.storedFiles,
    payments,
    events,
  });
  const credits = new CreditsService({
    db,
    ledger: repos.creditLedger,
    accounts,
    payments,
    pricing: () => models.pricing(null),
    users: repos.users,
  });
  // Jobs reserve, capture and release through it, in their own transactions.
  const reservations = new CreditReservationService({
    db,
    ledger: repos.creditLedger,
    teamAccounts,
    accounts,
    metrics: deps.metrics,
  });
  const queue = new QueueJobRequests(deps.jobQueue);
  const jobs = new GenerationJobRepository(db);
  const attempts = new GenerationJobAttemptRepository(db);
  const catalog = new GenerationJobCatalog(generationJobsOf(JOB_DEFINITIONS));
  const presenter = new GenerationJobPresenter(catalog);
  const { projects } = deps;
  const media = new StorageMediaReader(files, fetchExternalImage);
  const jobDeps: GenerationJobDeps = {
    models,
    media,
    inputs: new GenerationInputs({ ...repos, projects, scenarios: deps.scenarioStore, media }),
    variants: repos.variants,
    variantImages: repos.variantImages,
    variantModifications: repos.variantModifications,
    shotGenerations: repos.shotGenerations,
    voiceClips: repos.voiceClips,
  };
  const failure = new GenerationJobFailure({
    db,
    attempts,
    catalog,
    presenter,
    jobDeps,
    credits: reservations,
    files,
    events,
  });
  const requests = new GenerationRequestService({
    db,
    jobs,
    credits: reservations,
    prices: (projectId) => models.pricesFor(projectId),
    queue,
    presenter,
  });
  return {
    /** The site default of each kind (what runs without a project). */
    providers,
    /** Which model each kind of a project runs on, and its price. */
    models,
    /** The site's models, and the ones projects keep (the models module's services are built from these). */
    modelCatalog: { catalog: modelCatalog, repo: projectModels, prices: modelPrices, make },
    /** Credits as the user sees them (balance, usage, plans, purchases, grants). */
    credits,
    /** Reservations, captures and releases of the jobs' credits. */
    reservations,
    /** A team's shared credit account: its balance for members, grants (issue 33). */
    teamCredits: new TeamCreditsService({
      db,
      ledger: repos.creditLedger,
      accounts,
      access: new TeamAccess({ teams: repos.teams }),
    }),
    /** Starting jobs of any generation kind (other modules' requests go through it too). */
    requests,
    /** Reading and cancelling jobs. */
    jobs: new GenerationJobService({ jobs, failure, presenter, queue, projects }),
    assetGeneration: new AssetGenerationService({
      access: deps.assetAccess,
      variants: repos.variants,
      modifications: repos.variantModifications,
      requests,
    }),
    shotGeneration: new ShotGenerationRequestService({
      store: deps.scenarioStore,
      access: deps.scenarioAccess,
      requests,
      speech: (projectId) => models.providerFor(projectId, 'speech'),
      variants: repos.variants,
      shotGenerations: repos.shotGenerations,
      characters: projectCharacters(repos.assets),
    }),
    script: new ScriptService({
      store: deps.scenarioStore,
      events,
      access: deps.scenarioAccess,
      text: (projectId) => models.providerFor(projectId, 'text'),
    }),
    /** The generation_jobs records (queued jobs re-sent at worker start). */
    records: jobs,
    /** The worker side: the life of jobs kept in generation_jobs, which the job runner drives. */
    lifecycle: new GenerationJobLifecycle({
      db,
      jobs,
      attempts,
      failure,
      presenter,
      jobDeps,
      files,
      credits: reservations,
      events,
    }),
  };
}
