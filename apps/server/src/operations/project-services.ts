import type { AssetReferenceImageService } from '../modules/assets/asset-reference-image.service.ts';
import type { AssetVoiceService } from '../modules/assets/asset-voice.service.ts';
import type { AssetVoiceSampleService } from '../modules/assets/asset-voice-samples.service.ts';
import type { AssetService } from '../modules/assets/asset.service.ts';
import type { VariantImageService } from '../modules/asset-variants/variant-image.service.ts';
import type { VariantModificationService } from '../modules/asset-variants/variant-modification.service.ts';
import type { VariantService } from '../modules/asset-variants/variant.service.ts';
import type { ProjectCloneService } from '../modules/projects/project-clone.service.ts';
import type { ProjectCollaboratorService } from '../modules/projects/project-collaborator.service.ts';
import type { ProjectListService } from '../modules/projects/project-list.service.ts';
import type { ProjectStoryService } from '../modules/projects/project-story.service.ts';
import type { ProjectService } from '../modules/projects/project.service.ts';
import type { RecycleBinService } from '../modules/recycle-bin/recycle-bin.service.ts';
import type { SeriesService } from '../modules/series/series.service.ts';
import type { SeriesBibleService } from '../modules/series/series-bible.service.ts';
import type { StyleService } from '../modules/styles/style.service.ts';

/**
 * Projects and what hangs on them directly: lists, collaborators, clones, stories, series, styles, the Recycle Bin
 * (built in composition/project-services.ts).
 */
export interface ProjectServices {
  /** Reading, creating, editing and deleting one project, with access and tier rules. */
  projects: ProjectService;
  /** The projects page: the list (kept a few seconds) and a project's figures. */
  projectLists: ProjectListService;
  /** The owner adding collaborators by e-mail (within the tier limit) and removing them. */
  projectCollaborators: ProjectCollaboratorService;
  /** Cloning a project with all its content. */
  projectClones: ProjectCloneService;
  /** A user's series of projects. */
  series: SeriesService;
  /** The assets a series' projects share, and moving a project's own assets into them. */
  seriesBible: SeriesBibleService;
  /** The wizard's last step: a project made from a story. */
  projectStory: ProjectStoryService;
  /** What the caller deleted, put back or removed for good. Project owners only. */
  recycleBin: RecycleBinService;
  /** Style modules: the user's global library, projects' own modules and the preset catalogue. */
  styles: StyleService;
}

/** A project's assets, their variants (alternative looks) and the variants' images. */
export interface AssetServices {
  /** Listing, creation under the tier limit, edits and soft deletion. */
  assets: AssetService;
  /** Reference images uploaded to assets. */
  assetImages: AssetReferenceImageService;
  /** Characters' voices in the asset bible. */
  assetVoices: AssetVoiceService;
  /** The sample clips of characters' voices, and cloning a voice from them. */
  assetVoiceSamples: AssetVoiceSampleService;
  variants: VariantService;
  /** The variant images: reading them, choosing the primary one, deleting. */
  variantImages: VariantImageService;
  variantModifications: VariantModificationService;
}
