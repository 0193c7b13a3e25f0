import type { MediaAccess } from '../media/media-access.ts';
import type { AnalyticsService } from '../modules/analytics/analytics.service.ts';
import type { AdminService } from '../modules/admin/admin.service.ts';
import type { DomainEvents } from '../modules/events/domain-events.ts';
import type { ExportService } from '../modules/exports/export.service.ts';
import type { ShareService } from '../modules/shares/share.service.ts';
import type { StoryService } from '../modules/story/story.service.ts';
import type { StorageCheckService } from '../modules/stored-files/storage-check.ts';
import type { StoredFilesService } from '../modules/stored-files/stored-files.service.ts';
import type { AccountServices } from './account-services.ts';
import type { GenerationServices } from './generation-services.ts';
import type { AssetServices, ProjectServices } from './project-services.ts';
import type { ScenarioServices } from './scenario-services.ts';
import type { ReviewServices } from './review-services.ts';
import type { NotificationServices } from './notification-services.ts';
import type { WhiteLabelService } from '../modules/white-label/white-label.service.ts';
import type { BrandResolver } from '../modules/white-label/brand-resolver.ts';
import type { TeamServices } from './team-services.ts';
import type { AdminModelsService } from '../modules/models/admin-models.service.ts';
import type { ProjectModelsService } from '../modules/models/project-models.service.ts';

/**
 * Every service the operations, the HTTP routes and the sockets call, by area. The composition root builds them
 * (composition/services.ts `createServices`, which must answer this shape); the layers above operations name this
 * type, never the root. What only the job runner uses is not here: jobs/start-jobs.ts `JobStartDeps`.
 */
export interface Services
  extends
    AccountServices,
    ProjectServices,
    AssetServices,
    ScenarioServices,
    ReviewServices,
    NotificationServices,
    TeamServices {
  /** The domain event bus: realtime and the worker's cluster publishing listen to it. */
  events: DomainEvents;
  /** Credits and generation jobs. */
  generation: GenerationServices;
  /** Stored files: the one way in (charged to a user, within the storage limit) and out (when unused). */
  files: StoredFilesService;
  /** The administrator's comparison of media storage with the stored-file rows (npm run storage:check). */
  storageCheck: StorageCheckService;
  /** Signed media addresses: answers carry them, GET /media checks them, inputs are unsigned with them. */
  mediaAccess: MediaAccess;
  /** The guided wizard: story analysis, shot breakdown, asset previews, and create-with-story. */
  story: StoryService;
  /** Public links of exports and the public video behind them. */
  shares: ShareService;
  /** Starting, reading, renaming and deleting a scenario's exports (the renders run in the worker). */
  exports: ExportService;
  /** White label: the site's and teams' brands, managed by their administrators. */
  whiteLabels: WhiteLabelService;
  /** Which brand a page, document or mail shows: custom domain, team of the project, site, else the edition's. */
  brands: BrandResolver;
  /** Spend and activity of a user or a team over a period (professional edition). */
  analytics: AnalyticsService;
  /** Site administration: users, credits, tiers, disabled accounts, registration mode, audit log (admins only). */
  admin: AdminService;
  /** A project's model per kind and its ComfyUI workflows (custom models). */
  projectModels: ProjectModelsService;
  /** What each of the site's models costs, set by its administrators. */
  adminModels: AdminModelsService;
}
