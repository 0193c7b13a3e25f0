import { useMemo } from 'react';
import { useProjectDetails } from '../../projects';
import type { MentionMember } from '../utils/mentions';

const NONE: readonly MentionMember[] = [];

/**
 * The project's members (owner and collaborators), who can be named with @, and whether the signed-in user is one
 * of them: only members comment and resolve (a public project's visitors see no comments).
 */
export function useProjectMembers(projectId: string) {
  const details = useProjectDetails(projectId);
  const project = details.data;
  const members = useMemo<readonly MentionMember[]>(
    () =>
      project
        ? [project.owner, ...project.collaborators].map((person) => ({
            userId: person.id,
            name: person.name,
            email: person.email,
          }))
        : NONE,
    [project],
  );
  const isMember = project?.role === 'owner' || project?.role === 'collaborator' || project?.role === 'member';
  return { members, isMember, isOwner: project?.role === 'owner' };
}
