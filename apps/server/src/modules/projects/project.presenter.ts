import {
  ENTITY_STATUS,
  LANGUAGES,
  PROJECT_VISIBILITY,
  STYLE_PRESETS,
  type Language,
  type ProjectCollaborator,
  type ProjectDetails,
  type ProjectListItem,
  type ProjectPerson,
  type ProjectRole,
  type ProjectStats,
  type ProjectView,
  type TeamRole,
} from '@sym/contracts';
import type { ProjectRow, ProjectStyleColumn } from '../../db/schema.ts';
import { oneOf } from '../one-of.ts';

type Style = NonNullable<ProjectView['style']>;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The stored style jsonb as the API's style object (unknown presets dropped, absent keys null). */
export function presentStyle(style: ProjectStyleColumn): Style {
  const preset = style.preset && (STYLE_PRESETS as readonly string[]).includes(style.preset) ? style.preset : null;
  return {
    moduleId: style.moduleId ?? null,
    preset: preset as Style['preset'],
    reference_image_url: style.reference_image_url ?? null,
    custom_description: style.custom_description ?? null,
  };
}

function presentLanguages(languages: readonly string[]): Language[] {
  const known = languages.filter((language): language is Language =>
    (LANGUAGES as readonly string[]).includes(language),
  );
  return Array.from(new Set<Language>(['en', ...known]));
}

/** The only outward shape of a project (spec §3 Project), for HTTP and socket payloads alike. */
export function presentProject(row: ProjectRow): ProjectView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    userId: row.userId,
    seriesId: row.seriesId,
    visibility: oneOf(PROJECT_VISIBILITY, row.visibility, 'private'),
    status: oneOf(ENTITY_STATUS, row.status, 'active'),
    tags: row.tags,
    metadata: row.metadata,
    supportedLanguages: presentLanguages(row.supportedLanguages),
    style: presentStyle(row.style),
    teamId: row.teamId,
    deletedAt: row.deletedAt ? iso(row.deletedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export interface ProjectListRow {
  project: ProjectRow;
  role: Exclude<ProjectRole, 'public'>;
  /** The caller's role in the project's team, when the list shows it as a team member's. */
  teamRole: TeamRole | null;
  preview?: {
    scenarioCount: number;
    assetCount: number;
    totalDuration: number;
    /** The last change to the project or anything in it (the modified sort's key). */
    lastActivity: Date;
    previewImage: string | null;
  };
}

/** A project list row; with previews it adds the listing fields of spec §3 (snake_case as the client reads them). */
export function presentProjectListItem(row: ProjectListRow): ProjectListItem {
  const project = presentProject(row.project);
  if (!row.preview) return { ...project, role: row.role, teamRole: row.teamRole };
  return {
    ...project,
    role: row.role,
    teamRole: row.teamRole,
    created_at: project.createdAt,
    updated_at: iso(row.preview.lastActivity),
    scenario_count: row.preview.scenarioCount,
    asset_count: row.preview.assetCount,
    total_duration: row.preview.totalDuration,
    previewImage: row.preview.previewImage,
  };
}

export interface PersonRow {
  id: string;
  name: string;
  email: string;
}

export function presentPerson(row: PersonRow): ProjectPerson {
  return { id: row.id, name: row.name, email: row.email };
}

export function presentCollaborator(row: PersonRow & { role: string; addedAt: Date }): ProjectCollaborator {
  return { ...presentPerson(row), role: row.role, addedAt: iso(row.addedAt) };
}

/** A project with the caller's role, its owner, collaborators and content counts (project settings screen). */
export function presentProjectDetails(input: {
  project: ProjectRow;
  role: ProjectRole;
  teamRole: TeamRole | null;
  owner: PersonRow;
  collaborators: Array<PersonRow & { role: string; addedAt: Date }>;
  counts: { scenarioCount: number; assetCount: number };
}): ProjectDetails {
  return {
    ...presentProject(input.project),
    role: input.role,
    teamRole: input.teamRole,
    owner: presentPerson(input.owner),
    collaborators: input.collaborators.map(presentCollaborator),
    scenario_count: input.counts.scenarioCount,
    asset_count: input.counts.assetCount,
  };
}

export interface ProjectStatsRow {
  scenarioCount: number;
  assetsByType: Record<string, number>;
  shotCount: number;
  totalDuration: number;
  generatedImages: number;
  generatedVideos: number;
}

/** Project statistics; every asset type is present, zero when the project has none of it. */
export function presentProjectStats(projectId: string, row: ProjectStatsRow): ProjectStats {
  const byType = { character: 0, location: 0, prop: 0, style: 0 };
  for (const [type, count] of Object.entries(row.assetsByType)) {
    if (type in byType) byType[type as keyof typeof byType] += count;
  }
  return {
    projectId,
    scenario_count: row.scenarioCount,
    asset_count: Object.values(byType).reduce((sum, count) => sum + count, 0),
    assets_by_type: byType,
    shot_count: row.shotCount,
    total_duration: row.totalDuration,
    generated_images: row.generatedImages,
    generated_videos: row.generatedVideos,
  };
}
