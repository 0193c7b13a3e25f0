import type { ProjectListInput, ProjectListResult, ProjectStats } from '@sym/contracts';
import type { ProjectAccess } from './project-access.policy.ts';
import { isWholeListQuery, ProjectListCache, projectListKey } from './project-list-cache.ts';
import type { ProjectListRepository } from './project-list.repository.ts';
import type { ProjectStatsRepository } from './project-stats.repository.ts';
import { presentProjectListItem, presentProjectStats } from './project.presenter.ts';

export interface ProjectListServiceDeps {
  lists: ProjectListRepository;
  stats: ProjectStatsRepository;
  access: ProjectAccess;
  /** Keeps presented list pages a few seconds; none (every read asks the database) when absent. */
  listCache?: ProjectListCache;
}

/** The projects page's reads: the actor's project list (kept briefly) and one project's figures. */
export class ProjectListService {
  private readonly listCache: ProjectListCache;

  constructor(private readonly deps: ProjectListServiceDeps) {
    this.listCache = deps.listCache ?? new ProjectListCache({ ttlMs: 0 });
  }

  /**
   * The actor's own, collaborated and teams' projects (never deleted ones), one page; previews in the same statement.
   * Kept a few seconds per user and query while nothing changes (project-list-cache.ts).
   */
  async list(actorId: string, input: ProjectListInput): Promise<ProjectListResult> {
    return this.listCache.read(
      projectListKey(actorId, input),
      async () => {
        const page = await this.deps.lists.list({ actorId, ...input, search: input.search || undefined });
        return {
          items: page.rows.map(presentProjectListItem),
          total: page.total,
          limit: input.limit,
          offset: input.offset,
        };
      },
      isWholeListQuery(input),
    );
  }

  /** Counts of episodes, assets by type, shots, total duration and generated images and videos. */
  async stats(actorId: string, projectId: string): Promise<ProjectStats> {
    await this.deps.access.require(actorId, projectId, 'read');
    return presentProjectStats(projectId, await this.deps.stats.stats(projectId));
  }
}
