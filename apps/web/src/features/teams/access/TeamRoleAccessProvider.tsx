import type { ProjectStanding } from '@sym/contracts';
import { useMemo, type ReactNode } from 'react';
import { TeamRoleAccessContext, teamRoleAccess } from './TeamRoleAccessContext';

interface TeamRoleAccessProviderProps {
  /** The user's role on the project and, for a team member, their role in its team; null while it loads. */
  standing: ProjectStanding | null;
  /** The project's team, whose credits its generations spend; null for a project of no team. */
  teamId: string | null;
  children: ReactNode;
}

/** Gives the screens of one project what the user's role there allows, so every edit control asks one place. */
export function TeamRoleAccessProvider({ standing, teamId, children }: TeamRoleAccessProviderProps) {
  const role = standing?.role;
  const teamRole = standing?.teamRole ?? null;
  const value = useMemo(() => teamRoleAccess(role ? { role, teamRole } : null, teamId), [role, teamRole, teamId]);
  return <TeamRoleAccessContext.Provider value={value}>{children}</TeamRoleAccessContext.Provider>;
}
