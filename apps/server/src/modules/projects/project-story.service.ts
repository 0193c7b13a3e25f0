import {
  STORY_MESSAGES,
  type ProjectCreateWithStoryInput,
  type ProjectCreateWithStoryResult,
  type TierConfig,
} from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import { detectLanguage } from '@sym/story-analysis';
import { assertWithinLimit } from '../limits/tier-limit.policy.ts';
import type { Database } from '../../db/index.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { presentProject } from './project.presenter.ts';
import type { ProjectRepository } from './project.repository.ts';
import { ownerProjectsLockKey, styleColumn } from './project-rules.ts';
import type { ProjectStoryRepository, StoryAssetRow, StoryShotRow } from './project-story.repository.ts';

export interface ProjectStoryServiceDeps {
  db: Database;
  projects: ProjectRepository;
  stories: ProjectStoryRepository;
  events: DomainEvents;
}

/** The wizard's last step: a project made from a story. */
export class ProjectStoryService {
  constructor(private readonly deps: ProjectStoryServiceDeps) {}

  /**
   * Creates the project, its first episode, its assets (Default variants carrying the wizard's preview images)
   * and the episode's shots in ONE transaction within the caller's project, episode and asset limits: a failure
   * anywhere leaves nothing behind. Image generation for the shots is started by the client afterwards.
   */
  async createWithStory(
    actorId: string,
    entitlement: TierConfig,
    input: ProjectCreateWithStoryInput,
  ): Promise<ProjectCreateWithStoryResult> {
    assertWithinLimit(entitlement, 'assetsPerProject', input.assets.length - 1);
    assertWithinLimit(entitlement, 'scenariosPerProject', 0);
    const indexOfKey = new Map(input.assets.map((asset, index) => [asset.key, index]));

    // The story's own language joins the languages chosen: the episode's dialogue and voices default to it.
    const language = detectLanguage(input.story);
    const languages = [...new Set([...input.supportedLanguages, language])];
    const { project, result } = await this.deps.db.transaction(async (tx) => {
      const projects = this.deps.projects.in(tx);
      const story = this.deps.stories.in(tx);
      await projects.lock(ownerProjectsLockKey(actorId));
      assertWithinLimit(entitlement, 'projects', await projects.countOwned(actorId));

      // Only images the caller generated in the wizard may be adopted (no one else's files, no outside urls).
      const urls = input.assets.flatMap((asset) => (asset.imageUrl ? [asset.imageUrl] : []));
      const previews = await story.findPreviews(actorId, urls);
      input.assets.forEach((asset, index) => {
        if (asset.imageUrl && !previews.has(asset.imageUrl)) {
          throw validationError(`assets.${index}.imageUrl`, STORY_MESSAGES.previewNotFound);
        }
      });

      const created = await projects.insert({
        userId: actorId,
        name: input.name,
        description: input.description || null,
        supportedLanguages: languages,
        style: styleColumn(input.style),
        metadata: { createdWith: 'story-wizard' },
      });
      const scenarioId = await story.insertScenario({
        projectId: created.id,
        userId: actorId,
        name: input.episodeName ?? input.name,
        aspectRatio: input.aspectRatio,
        supportedLanguages: languages,
        contentLanguage: language,
        originalPrompt: input.story,
        settings: input.targetDuration ? { targetDuration: input.targetDuration } : {},
      });
      const assetRows: StoryAssetRow[] = input.assets.map((asset) => ({
        name: asset.name,
        type: asset.type,
        description: asset.description || null,
        preview: asset.imageUrl ? previews.get(asset.imageUrl) : undefined,
      }));
      const assetIds = await story.insertAssets(created.id, actorId, assetRows);
      const shotRows: StoryShotRow[] = input.shots.map((shot) => ({
        type: shot.type,
        description: shot.description,
        action: shot.action,
        duration: shot.duration ?? null,
        cameraMotion: shot.cameraMotion,
        assetIndexes: shot.assetKeys.map((key) => indexOfKey.get(key)!),
        metadata: shot.dialogue ? { dialogue: shot.dialogue } : {},
      }));
      const shotIds = await story.insertShots(scenarioId, assetIds, shotRows);
      return { project: created, result: { projectId: created.id, scenarioId, assetIds, shotIds } };
    });

    this.deps.events.publish({
      type: 'project.created',
      projectId: project.id,
      actorId,
      data: presentProject(project),
    });
    return result;
  }
}
