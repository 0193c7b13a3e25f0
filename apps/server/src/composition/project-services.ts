import type { MediaAccess } from '../media/media-access.ts';
import type { ProjectAccess } from '../modules/projects/project-access.policy.ts';
import type { ProjectEntitlements } from '../modules/projects/project-entitlements.ts';
import { ProjectCloneService } from '../modules/projects/project-clone.service.ts';
import { ProjectCollaboratorService } from '../modules/projects/project-collaborator.service.ts';
import { ProjectListService } from '../modules/projects/project-list.service.ts';
import { ProjectService } from '../modules/projects/project.service.ts';
import { ProjectStoryService } from '../modules/projects/project-story.service.ts';
import { RecycleBinService } from '../modules/recycle-bin/recycle-bin.service.ts';
import { SeriesService } from '../modules/series/series.service.ts';
import { SeriesBibleService } from '../modules/series/series-bible.service.ts';
import type { ScriptStore } from '../modules/timeline/script-store.ts';
import { StyleAccess } from '../modules/styles/style.policy.ts';
import { StyleService } from '../modules/styles/style.service.ts';
import type { ProjectServices } from '../operations/project-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

/** What the project services share with the rest of the root. */
export interface ProjectServicesDeps {
  /** Who may read or write a project. */
  projectAccess: ProjectAccess;
  /** Signs the Recycle Bin's media addresses. */
  mediaAccess: MediaAccess;
  /** Whose plan limits a team's project. */
  entitlements: ProjectEntitlements;
  /** The episodes' shots a bible merge relinks, under their shot locks. */
  scriptStore: ScriptStore;
}

/** Projects and what hangs on them directly: lists, collaborators, clones, stories, series, styles, the bin. */
export function createProjectServices(
  infra: Infrastructure,
  repos: Repositories,
  shared: ProjectServicesDeps,
): ProjectServices {
  const { database, events } = infra;
  const { projectAccess, mediaAccess, entitlements } = shared;
  return {
    projects: new ProjectService({
      db: database.db,
      projects: repos.projects,
      collaborators: repos.projectCollaborators,
      styles: repos.styles,
      access: projectAccess,
      entitlements,
      events,
      bible: repos.seriesBible,
    }),
    /** The projects page: the list (kept a few seconds) and a project's figures. */
    projectLists: new ProjectListService({
      lists: repos.projectLists,
      stats: repos.projectStats,
      access: projectAccess,
      listCache: infra.projectListCache,
    }),
    projectCollaborators: new ProjectCollaboratorService({
      db: database.db,
      projects: repos.projects,
      collaborators: repos.projectCollaborators,
      access: projectAccess,
      users: repos.users,
      entitlements,
      events,
    }),
    projectClones: new ProjectCloneService({
      db: database.db,
      projects: repos.projects,
      clones: repos.projectClones,
      access: projectAccess,
      events,
    }),
    series: new SeriesService({ db: database.db, series: repos.series, bible: repos.seriesBible, events }),
    seriesBible: new SeriesBibleService({
      db: database.db,
      bible: repos.seriesBible,
      assets: repos.assets,
      images: repos.assetImages,
      series: repos.series,
      projects: projectAccess,
      store: shared.scriptStore,
      events,
    }),
    projectStory: new ProjectStoryService({
      db: database.db,
      projects: repos.projects,
      stories: repos.projectStories,
      events,
    }),
    recycleBin: new RecycleBinService({
      db: database.db,
      bin: repos.recycleBin,
      restores: repos.recycleBinRestores,
      projects: projectAccess,
      entitlements,
      events,
      binAddressOf: (key) => mediaAccess.binAddress(key),
    }),
    styles: new StyleService({
      styles: repos.styles,
      projects: projectAccess,
      access: new StyleAccess({ projects: projectAccess }),
      events,
    }),
  };
}
