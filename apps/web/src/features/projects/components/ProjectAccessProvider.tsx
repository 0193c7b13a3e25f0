import type { ReactNode } from 'react';
import { TeamRoleAccessProvider } from '../../teams';
import { useProject } from '../api/useProjectQueries';

/**
 * The user's standing on one project (role, and team role on a team project) for every screen inside: edit controls
 * ask useTeamRoleAccess() whether they are available, and why not.
 */
export function ProjectAccessProvider({ projectId, children }: { projectId: string; children: ReactNode }) {
  const project = useProject(projectId).data;
  return (
    <TeamRoleAccessProvider
      standing={project ? { role: project.role, teamRole: project.teamRole } : null}
      teamId={project?.teamId ?? null}
    >
      {children}
    </TeamRoleAccessProvider>
  );
}
