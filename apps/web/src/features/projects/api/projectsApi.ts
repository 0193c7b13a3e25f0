import type { AspectRatio, Language, ProjectListSort, ProjectView, StylePreset } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Page size of the project list (the server's maximum). */
export const PROJECT_PAGE_SIZE = 100;

export interface ProjectCreateValues {
  name: string;
  description?: string;
  supportedLanguages: Language[];
  seriesId?: string | null;
  /** The team the project is created in; absent: the user's own. */
  teamId?: string | null;
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

export interface ScenarioCreateValues {
  projectId: string;
  name: string;
  description?: string;
  aspectRatio: AspectRatio;
}

export interface ScenarioPatch {
  name?: string;
  description?: string | null;
}

export const projectsApi = {
  list: (params: { search: string; sort: ProjectListSort; offset: number }) =>
    call('projects.listWithPreviews', {
      ...(params.search ? { search: params.search } : {}),
      sort: params.sort,
      limit: PROJECT_PAGE_SIZE,
      offset: params.offset,
    }),
  get: (id: string) => call('project.get', { id }),
  details: (id: string) => call('project.details', { id }),
  create: (values: ProjectCreateValues) => call('project.create', { ...values }),
  update: (id: string, patch: ProjectPatch) => call('project.update', { id, ...patch }),
  delete: (id: string) => call('project.delete', { id }),
  clone: (id: string) => call('project.clone', { id }),
  moveToTeam: (id: string, teamId: string | null) => call('project.moveToTeam', { id, teamId }),
  addCollaborator: (id: string, email: string) => call('project.addCollaborator', { id, email }),
  removeCollaborator: (id: string, collaboratorId: string) =>
    call('project.removeCollaborator', { id, collaboratorId }),
};

export const seriesApi = {
  list: () => call('series.list'),
  create: (values: { name: string; description?: string }) => call('series.create', { ...values }),
  delete: (id: string) => call('series.delete', { id }),
};

export const scenariosApi = {
  listByProject: (projectId: string) => call('scenario.listByProject', { projectId }),
  create: (values: ScenarioCreateValues) => call('scenario.create', { ...values }),
  update: (id: string, patch: ScenarioPatch) => call('scenario.update', { id, ...patch }),
  delete: (id: string) => call('scenario.delete', { id }),
};
