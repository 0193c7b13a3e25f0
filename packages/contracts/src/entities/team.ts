import { z } from 'zod';
import { Id, Name, Timestamp } from '../limits.ts';

/** The roles of a team member (issue 33), from most to least rights. */
export const TEAM_ROLES = ['owner', 'admin', 'editor', 'commenter', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Roles an invitation or a role change may give: the owner is whoever created the team. */
export const ASSIGNABLE_TEAM_ROLES = ['admin', 'editor', 'commenter', 'viewer'] as const;
export type AssignableTeamRole = (typeof ASSIGNABLE_TEAM_ROLES)[number];

/**
 * The classes of operations a role may or may not do. Every operation on a team's project or on the team itself
 * names one class; the server checks it against TEAM_POLICY on REST, socket and API keys alike.
 * - project.read: see projects, episodes, shots, media, comments, exports.
 * - project.comment: comment, reply, resolve, approve.
 * - project.edit: change content, upload, generate (spending the team's credits), export.
 * - project.manage: settings, sharing, review links, collaborators, delete, move out of the team.
 * - team.members: invite, change roles, remove members.
 * - team.insights: analytics and the credit pool's history.
 * - team.brand: the team's white label.
 * - team.manage: rename or delete the team.
 */
export const TEAM_RIGHTS = [
  'project.read',
  'project.comment',
  'project.edit',
  'project.manage',
  'team.members',
  'team.insights',
  'team.brand',
  'team.manage',
] as const;
export type TeamRight = (typeof TEAM_RIGHTS)[number];

/** THE policy table: each role's rights, in one place. */
export const TEAM_POLICY: Readonly<Record<TeamRole, readonly TeamRight[]>> = {
  owner: TEAM_RIGHTS,
  admin: [
    'project.read',
    'project.comment',
    'project.edit',
    'project.manage',
    'team.members',
    'team.insights',
    'team.brand',
  ],
  editor: ['project.read', 'project.comment', 'project.edit'],
  commenter: ['project.read', 'project.comment'],
  viewer: ['project.read'],
};

/** Whether a member with `role` may do what `right` names. */
export function teamRoleMay(role: TeamRole, right: TeamRight): boolean {
  return TEAM_POLICY[role].includes(right);
}

export const TeamRoleSchema = z.enum(TEAM_ROLES);
export const AssignableTeamRoleSchema = z.enum(ASSIGNABLE_TEAM_ROLES);

/** A team as its members see it. */
export const Team = z.object({
  id: Id,
  name: Name,
  ownerId: Id,
  /** The caller's role in it. */
  role: TeamRoleSchema,
  memberCount: z.number().int().min(0),
  /** Seats of its plan, the owner included. */
  seats: z.number().int().min(1),
  projectCount: z.number().int().min(0),
  createdAt: Timestamp,
});
export type Team = z.infer<typeof Team>;

export const TeamMember = z.object({
  userId: Id,
  name: z.string(),
  email: z.string(),
  role: TeamRoleSchema,
  joinedAt: Timestamp,
});
export type TeamMember = z.infer<typeof TeamMember>;

/** An invitation not yet accepted, as the team's managers see it (never its token). */
export const TeamInvitation = z.object({
  id: Id,
  email: z.string(),
  role: AssignableTeamRoleSchema,
  expiresAt: Timestamp,
  createdAt: Timestamp,
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;
