import type { AssetGenerationService } from '../modules/generation/asset-generation.service.ts';
import type { CreditReservationService } from '../modules/credits/credit-reservation.service.ts';
import type { CreditsService } from '../modules/credits/credits.service.ts';
import type { TeamCreditsService } from '../modules/credits/team-credits.service.ts';
import type { GenerationJobService } from '../modules/generation/generation-job.service.ts';
import type { GenerationRequestService } from '../modules/generation/generation-request.service.ts';
import type { ScriptService } from '../modules/generation/script.service.ts';
import type { ShotGenerationRequestService } from '../modules/generation/shot-generation-request.service.ts';
import type { ModelResolver } from '../modules/models/model-resolver.ts';
import type { ProviderRegistry } from '../providers/registry.ts';

/**
 * Credits and the generation jobs as the API asks for them (built in composition/generation-services.ts). The
 * worker's side (the jobs' lifecycle and records) reaches the job runner apart, as jobs/start-jobs.ts JobStartDeps.
 */
export interface GenerationServices {
  /** The site default provider of each kind (what runs without a project). */
  providers: ProviderRegistry;
  /** Which model each kind of a project runs on (its choice, else the site default), and its price. */
  models: ModelResolver;
  /** Credits as the user sees them (balance, usage, plans, purchases, grants). */
  credits: CreditsService;
  /** Reservations, captures and releases of the jobs' credits, in the caller's transaction. */
  reservations: CreditReservationService;
  /** A team's shared credit account: its balance for members, grants (issue 33). */
  teamCredits: TeamCreditsService;
  /** Starting jobs of any generation kind (other modules' requests go through it too). */
  requests: GenerationRequestService;
  /** Reading and cancelling jobs. */
  jobs: GenerationJobService;
  /** Image generation for assets: the Default variant, any variant, the location variant suite, modifications. */
  assetGeneration: AssetGenerationService;
  /** Image, video and lip-sync jobs for a scenario's shots. */
  shotGeneration: ShotGenerationRequestService;
  /** Scripts written from a scenario's shots, and the clean-up of shot text cut in two. */
  script: ScriptService;
}
