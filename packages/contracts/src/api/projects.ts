import { z } from 'zod';
import { Email, ExpectedVersion, Id, Json, LIMITS, Name, Timestamp } from '../limits.ts';
import { INTEGER_MAX } from '../constants.ts';
import {
  ENTITY_STATUS,
  PROJECT_VISIBILITY,
  ProjectStyle,
  STYLE_PRESETS,
  SupportedLanguages,
} from '../entities/project.ts';
import { ASSET_TYPES } from '../entities/asset.ts';
import { TeamRoleSchema, teamRoleMay, type TeamRight, type TeamRole } from '../entities/team.ts';
import { LANGUAGES } from '../i18n.ts';
import { MediaUrl } from '../media.ts';

/** Texts the projects domain answers with, beside spec §8's DOMAIN_MESSAGES. */
export const PROJECT_MESSAGES = {
  seriesNotFound: 'Series not found',
  styleModuleNotFound: 'Style module not found',
  noRegisteredUser: 'No registered user with this e-mail',
  ownerIsNotCollaborator: 'The owner cannot be added as a collaborator',
  collaboratorNotFound: 'Collaborator not found',
  notInRecycleBin: 'This item is not in the Recycle Bin',
  restoreProjectFirst: (type: 'scenario' | 'asset') =>
    `This ${type === 'scenario' ? 'episode' : 'asset'} belongs to a deleted project. Restore the project first.`,
  ownerOnlyFields: (fields: string[]) => `Only the project owner may change ${fields.join(', ')}`,
} as const;

export const CLONE_SUFFIX = ' (Copy)';
export const PROJECT_LIST_DEFAULT_LIMIT = 50;
export const PROJECT_LIST_MAX_LIMIT = 100;
export const PROJECT_LIST_SORTS = ['recent', 'name', 'modified'] as const;
export type ProjectListSort = (typeof PROJECT_LIST_SORTS)[number];
/** `seriesId=none` lists the projects in 'No Series'. */
export const NO_SERIES = 'none';
/** `teamId=personal` lists the projects that belong to no team (the caller's own and those shared with them). */
export const PERSONAL_PROJECTS = 'personal';

/** A boolean that may arrive as a query-string value ('true', 'false', '1', '0'). */
const BooleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

const Description = z.string().max(LIMITS.projectDescriptionMax);

export const ProjectListInput = z.object({
  search: z.string().trim().max(LIMITS.nameMax).optional(),
  seriesId: z.union([Id, z.literal(NO_SERIES)]).optional(),
  /** One team's projects, or `personal` for those of no team; absent: every project the caller sees. */
  teamId: z.union([Id, z.literal(PERSONAL_PROJECTS)]).optional(),
  sort: z.enum(PROJECT_LIST_SORTS).default('recent'),
  limit: z.coerce.number().int().min(1).max(PROJECT_LIST_MAX_LIMIT).default(PROJECT_LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(INTEGER_MAX).default(0),
  includePreviews: BooleanFlag.default(false),
});
export type ProjectListInput = z.infer<typeof ProjectListInput>;

export const ProjectIdParams = z.object({ id: Id });
export type ProjectIdParams = z.infer<typeof ProjectIdParams>;

export const ProjectGetInput = ProjectIdParams.extend({ details: BooleanFlag.default(false) });
export type ProjectGetInput = z.infer<typeof ProjectGetInput>;

/** Collaborators may change content fields; visibility, seriesId and status are the owner's (spec §6 decided here). */
export const ProjectUpdateInput = z.object({
  id: Id,
  expectedUpdatedAt: ExpectedVersion,
  name: Name.optional(),
  description: Description.nullable().optional(),
  style: ProjectStyle.optional(),
  tags: z.array(z.string().max(50)).max(50).optional(),
  supportedLanguages: SupportedLanguages.optional(),
  metadata: Json.optional(),
  visibility: z.enum(PROJECT_VISIBILITY).optional(),
  seriesId: Id.nullable().optional(),
  status: z.enum(['active', 'archived']).optional(),
});
export type ProjectUpdateInput = z.infer<typeof ProjectUpdateInput>;
export const PROJECT_OWNER_ONLY_FIELDS = ['visibility', 'seriesId', 'status'] as const;

/** Moves a project into a team, from one team to another, or out of its team (`teamId: null`). */
export const ProjectMoveToTeamInput = z.object({ id: Id, teamId: Id.nullable() });
export type ProjectMoveToTeamInput = z.infer<typeof ProjectMoveToTeamInput>;

export const ProjectCollaboratorAddInput = z.object({ id: Id, email: Email });
export type ProjectCollaboratorAddInput = z.infer<typeof ProjectCollaboratorAddInput>;

export const ProjectCollaboratorRemoveInput = z.object({ id: Id, collaboratorId: Id });
export type ProjectCollaboratorRemoveInput = z.infer<typeof ProjectCollaboratorRemoveInput>;

/** A project's visual style as the API answers it: every key present, null when unset. */
export const ProjectStyleView = z.object({
  moduleId: Id.nullable(),
  preset: z.enum(STYLE_PRESETS).nullable(),
  reference_image_url: MediaUrl.nullable(),
  custom_description: z.string().nullable(),
});
export type ProjectStyleView = z.infer<typeof ProjectStyleView>;

/** Project as the API answers it: the entity of spec §3 plus when it went to the Recycle Bin. */
export const ProjectView = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  userId: Id,
  seriesId: Id.nullable(),
  visibility: z.enum(PROJECT_VISIBILITY),
  status: z.enum(ENTITY_STATUS),
  tags: z.array(z.string()),
  metadata: Json,
  /** Always includes 'en'. */
  supportedLanguages: z.array(z.enum(LANGUAGES)),
  style: ProjectStyleView,
  /** The team the project belongs to (issue 33); null: it is its owner's (`userId`) alone. */
  teamId: Id.nullable(),
  deletedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ProjectView = z.infer<typeof ProjectView>;

/**
 * How the caller reaches a project: its owner (a project of no team), a member of its team (rights by `teamRole`),
 * a collaborator it was shared with, or anyone signed in (a public project).
 */
export const ProjectRole = z.enum(['owner', 'member', 'collaborator', 'public']);
export type ProjectRole = z.infer<typeof ProjectRole>;

/** The project rights of TEAM_RIGHTS: what every project operation checks, for team members and everyone else. */
export type ProjectRight = Extract<TeamRight, `project.${string}`>;

/** The caller's standing on a project: the role, and for a team member their role in the team (else null). */
export interface ProjectStanding {
  role: ProjectRole;
  teamRole?: TeamRole | null | undefined;
}

/**
 * Whether a standing gives a right (the one rule, read by the server's access check and the web's controls): an
 * owner has every right, a team member those of TEAM_POLICY for their role, a collaborator all but managing the
 * project, a visitor of a public project only reading.
 */
export function projectRoleMay(standing: ProjectStanding, right: ProjectRight): boolean {
  switch (standing.role) {
    case 'owner':
      return true;
    case 'member':
      return standing.teamRole ? teamRoleMay(standing.teamRole, right) : false;
    case 'collaborator':
      return right !== 'project.manage';
    case 'public':
      return right === 'project.read';
  }
}

/** The caller's role and team role, as every project view with a role carries them. */
const Standing = { role: ProjectRole, teamRole: TeamRoleSchema.nullable() };

/** A project with the caller's role in it. */
export const ProjectWithRole = ProjectView.extend(Standing);
export type ProjectWithRole = z.infer<typeof ProjectWithRole>;

/** One row of the project list; with previews it carries the listing fields of spec §3. */
export const ProjectListItem = ProjectView.extend({
  ...Standing,
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
  scenario_count: z.number().int().optional(),
  asset_count: z.number().int().optional(),
  total_duration: z.number().optional(),
  previewImage: z.string().nullable().optional(),
});
export type ProjectListItem = z.infer<typeof ProjectListItem>;

export const ProjectListResult = z.object({
  items: z.array(ProjectListItem),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ProjectListResult = z.infer<typeof ProjectListResult>;

export const ProjectPerson = z.object({ id: Id, name: z.string(), email: z.string() });
export type ProjectPerson = z.infer<typeof ProjectPerson>;
export const ProjectCollaborator = ProjectPerson.extend({ role: z.string(), addedAt: Timestamp });
export type ProjectCollaborator = z.infer<typeof ProjectCollaborator>;
/** Answer of removing a collaborator. */
export const ProjectCollaboratorRemoved = z.object({ projectId: Id, collaboratorId: Id });
export type ProjectCollaboratorRemoved = z.infer<typeof ProjectCollaboratorRemoved>;

export const ProjectDetails = ProjectView.extend({
  ...Standing,
  owner: ProjectPerson,
  collaborators: z.array(ProjectCollaborator),
  scenario_count: z.number().int(),
  asset_count: z.number().int(),
});
export type ProjectDetails = z.infer<typeof ProjectDetails>;

export const ProjectStats = z.object({
  projectId: Id,
  scenario_count: z.number().int(),
  asset_count: z.number().int(),
  assets_by_type: z.record(z.enum(ASSET_TYPES), z.number().int()),
  shot_count: z.number().int(),
  total_duration: z.number(),
  generated_images: z.number().int(),
  generated_videos: z.number().int(),
});
export type ProjectStats = z.infer<typeof ProjectStats>;

// Series: a user's group of projects.
const SeriesDescription = z.string().max(LIMITS.projectDescriptionMax);
export const SeriesCreateInput = z.object({ name: Name, description: SeriesDescription.optional() });
export type SeriesCreateInput = z.infer<typeof SeriesCreateInput>;
export const SeriesUpdateInput = z.object({
  id: Id,
  name: Name.optional(),
  description: SeriesDescription.nullable().optional(),
});
export type SeriesUpdateInput = z.infer<typeof SeriesUpdateInput>;
export const SeriesIdParams = z.object({ id: Id });

export const SeriesView = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  userId: Id,
  projectCount: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SeriesView = z.infer<typeof SeriesView>;
/** Answer of deleting a series: how many of its projects moved to 'No Series'. */
export const SeriesDeleted = z.object({ id: Id, movedProjects: z.number().int() });
export type SeriesDeleted = z.infer<typeof SeriesDeleted>;

// Recycle Bin: deleted projects of the caller, and deleted episodes and assets of projects the caller owns.
export const RECYCLE_BIN_TYPES = ['project', 'scenario', 'asset'] as const;
export type RecycleBinType = (typeof RECYCLE_BIN_TYPES)[number];
export const RecycleBinListInput = z.object({ type: z.enum(RECYCLE_BIN_TYPES).optional() });
export type RecycleBinListInput = z.infer<typeof RecycleBinListInput>;
export const RecycleBinItemInput = z.object({ type: z.enum(RECYCLE_BIN_TYPES), id: Id });
export type RecycleBinItemInput = z.infer<typeof RecycleBinItemInput>;

export const RecycleBinItem = z.object({
  type: z.enum(RECYCLE_BIN_TYPES),
  id: Id,
  name: z.string(),
  deletedAt: Timestamp,
  projectId: Id,
  projectName: z.string(),
  /** A scenario or asset of a deleted project cannot be restored alone. */
  isProjectDeleted: z.boolean(),
  /**
   * The item's picture (a project's or episode's first shot, an asset's image), or null. A stored file comes with
   * the Recycle Bin's own signature (`bin=1`): the owner's bin still shows what its plain addresses no longer do.
   */
  previewUrl: MediaUrl.nullable(),
});
export type RecycleBinItem = z.infer<typeof RecycleBinItem>;

/** Answer of restoring or purging a Recycle Bin item: which item, and the project it belongs to. */
export const RecycleBinResult = z.object({ type: z.enum(RECYCLE_BIN_TYPES), id: Id, projectId: Id });
export type RecycleBinResult = z.infer<typeof RecycleBinResult>;
