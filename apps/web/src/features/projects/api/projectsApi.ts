import type {
  AspectRatio,
  Language,
  ProjectCollaborator,
  ProjectDetails,
  ProjectListResult,
  ProjectListSort,
  ProjectRole,
  ProjectView,
  ScenarioListItem,
  SeriesView,
  StylePreset,
} from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Page size of the project list (the server's maximum). */
export const PROJECT_PAGE_SIZE = 100;

export interface ProjectCreateValues {
  name: string;
  description?: string;
  supportedLanguages: Language[];
  seriesId?: string | null;
}

export interface ProjectStyleValues {
  preset: StylePreset | null;
  custom_description: string | null;
  reference_image_url: string | null;
}

export interface ProjectPatch {
  /** The project's updatedAt the user edited from: a newer save by someone else answers 409 CONFLICT. */
  expectedUpdatedAt?: string;
  name?: string;
  description?: string | null;
  supportedLanguages?: Language[];
  style?: ProjectStyleValues;
  visibility?: ProjectView['visibility'];
  seriesId?: string | null;
}

export interface EpisodeCreateValues {
  projectId: string;
  name: string;
  description?: string;
  aspectRatio: AspectRatio;
}

export interface EpisodePatch {
  name?: string;
  description?: string | null;
}

export const projectsApi = {
  list: (params: { search: string; sort: ProjectListSort; offset: number }) =>
    call<ProjectListResult>('projects.listWithPreviews', {
      ...(params.search ? { search: params.search } : {}),
      sort: params.sort,
      limit: PROJECT_PAGE_SIZE,
      offset: params.offset,
    }),
  get: (id: string) => call<ProjectView & { role: ProjectRole }>('project.get', { id }),
  details: (id: string) => call<ProjectDetails>('project.details', { id }),
  create: (values: ProjectCreateValues) => call<ProjectView>('project.create', { ...values }),
  update: (id: string, patch: ProjectPatch) => call<ProjectView>('project.update', { id, ...patch }),
  delete: (id: string) => call<ProjectView>('project.delete', { id }),
  clone: (id: string) => call<ProjectView>('project.clone', { id }),
  addCollaborator: (id: string, email: string) => call<ProjectCollaborator>('project.addCollaborator', { id, email }),
  removeCollaborator: (id: string, collaboratorId: string) =>
    call<unknown>('project.removeCollaborator', { id, collaboratorId }),
};

export const seriesApi = {
  list: () => call<SeriesView[]>('series.list'),
  create: (values: { name: string; description?: string }) => call<SeriesView>('series.create', { ...values }),
  delete: (id: string) => call<{ id: string; movedProjects: number }>('series.delete', { id }),
};

export const episodesApi = {
  listByProject: (projectId: string) => call<ScenarioListItem[]>('scenario.listByProject', { projectId }),
  create: (values: EpisodeCreateValues) => call<ScenarioListItem>('scenario.create', { ...values }),
  update: (id: string, patch: EpisodePatch) => call<ScenarioListItem>('scenario.update', { id, ...patch }),
  delete: (id: string) => call<{ id: string }>('scenario.delete', { id }),
};
