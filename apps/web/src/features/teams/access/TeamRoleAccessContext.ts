import { projectRoleMay, type ProjectStanding, type TeamRole } from '@sym/contracts';
import { createContext } from 'react';

export interface TeamRoleAccess {
  /** The team the current project belongs to (its credits pay for generations); null for a project of no team. */
  teamId: string | null;
  /** The user's role in the team the current project belongs to; null for a project of no team. */
  teamRole: TeamRole | null;
  /** Change content, upload, generate, export ('project.edit'). */
  canEdit: boolean;
  /** Comment, reply, resolve, approve ('project.comment'). */
  canComment: boolean;
  /** Settings, sharing, collaborators, delete, moving between teams ('project.manage'). */
  canManage: boolean;
}

/**
 * What the user may do on the current project, by the one rule of the contracts (projectRoleMay: TEAM_POLICY for a
 * team member). No standing (outside a project, or while it loads) holds nothing back: the server still decides.
 */
export function teamRoleAccess(standing: ProjectStanding | null, teamId: string | null = null): TeamRoleAccess {
  if (!standing) return { teamId, teamRole: null, canEdit: true, canComment: true, canManage: true };
  return {
    teamId,
    teamRole: standing.role === 'member' ? (standing.teamRole ?? null) : null,
    canEdit: projectRoleMay(standing, 'project.edit'),
    canComment: projectRoleMay(standing, 'project.comment'),
    canManage: projectRoleMay(standing, 'project.manage'),
  };
}

export const TeamRoleAccessContext = createContext<TeamRoleAccess>(teamRoleAccess(null));
