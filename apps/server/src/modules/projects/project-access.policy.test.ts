import { describe, expect, it } from 'vitest';
import { TEAM_POLICY, TEAM_ROLES, projectRoleMay } from '@sym/contracts';
import {
  decideProjectAccess,
  RIGHT_OF_LEVEL,
  type ProjectAccessFacts,
  type ProjectAccessLevel,
} from './project-access.policy.ts';

const LEVELS = ['read', 'comment', 'write', 'share', 'owner'] as const satisfies readonly ProjectAccessLevel[];
const TEAM = 'team-1';

const facts = (overrides: Partial<ProjectAccessFacts> = {}): ProjectAccessFacts => ({
  ownerId: 'owner',
  visibility: 'private',
  status: 'active',
  actorId: 'owner',
  isCollaborator: false,
  ...overrides,
});

describe('decideProjectAccess', () => {
  it('lets the owner of a project of no team do everything', () => {
    for (const level of LEVELS) {
      expect(decideProjectAccess(facts(), level)).toEqual({ allowed: true, role: 'owner', teamRole: null });
    }
  });

  it('lets collaborators read, comment, write content and share but not manage the project', () => {
    const collaborator = facts({ actorId: 'c', isCollaborator: true });
    for (const level of ['read', 'comment', 'write', 'share'] as const) {
      expect(decideProjectAccess(collaborator, level)).toEqual({ allowed: true, role: 'collaborator', teamRole: null });
    }
    expect(decideProjectAccess(collaborator, 'owner')).toEqual({ allowed: false, error: 'forbidden' });
  });

  it('makes public projects read-only for others and hides private ones (404)', () => {
    const publicProject = facts({ actorId: 'x', visibility: 'public' });
    expect(decideProjectAccess(publicProject, 'read')).toEqual({ allowed: true, role: 'public', teamRole: null });
    for (const level of ['comment', 'write', 'share', 'owner'] as const) {
      expect(decideProjectAccess(publicProject, level)).toEqual({ allowed: false, error: 'forbidden' });
    }
    expect(decideProjectAccess(facts({ actorId: 'x' }), 'read')).toEqual({ allowed: false, error: 'not_found' });
    expect(decideProjectAccess(facts({ actorId: 'x', visibility: 'shared' }), 'read')).toEqual({
      allowed: false,
      error: 'not_found',
    });
  });

  it('hides deleted projects except from their owner in the Recycle Bin', () => {
    const deleted = facts({ status: 'deleted' });
    expect(decideProjectAccess(deleted, 'read')).toEqual({ allowed: false, error: 'not_found' });
    expect(decideProjectAccess(deleted, 'owner', true)).toEqual({ allowed: true, role: 'owner', teamRole: null });
    const collaborator = facts({ status: 'deleted', actorId: 'c', isCollaborator: true });
    expect(decideProjectAccess(collaborator, 'read', true)).toEqual({ allowed: false, error: 'not_found' });
  });
});

describe('decideProjectAccess for a team’s project: the TEAM_POLICY table', () => {
  // Every role × level, expected straight from the table: allowed with the member role, or 403 (members see it).
  for (const teamRole of TEAM_ROLES) {
    for (const level of LEVELS) {
      const isAllowed = TEAM_POLICY[teamRole].includes(RIGHT_OF_LEVEL[level]);
      it(`${teamRole} ${isAllowed ? 'may' : 'may not'} ${level}`, () => {
        const member = facts({ teamId: TEAM, actorId: `member-${teamRole}`, teamRole });
        expect(decideProjectAccess(member, level)).toEqual(
          isAllowed ? { allowed: true, role: 'member', teamRole } : { allowed: false, error: 'forbidden', teamRole },
        );
        expect(projectRoleMay({ role: 'member', teamRole }, RIGHT_OF_LEVEL[level])).toBe(isAllowed);
      });
    }
  }

  it('maps the levels to the project rights of the table', () => {
    expect(RIGHT_OF_LEVEL).toEqual({
      read: 'project.read',
      comment: 'project.comment',
      write: 'project.edit',
      share: 'project.manage',
      owner: 'project.manage',
    });
  });

  it('gives the creator of a team’s project no rights of their own: only their role counts', () => {
    expect(decideProjectAccess(facts({ teamId: TEAM }), 'read')).toEqual({ allowed: false, error: 'not_found' });
    expect(decideProjectAccess(facts({ teamId: TEAM, teamRole: 'viewer' }), 'write')).toEqual({
      allowed: false,
      error: 'forbidden',
      teamRole: 'viewer',
    });
    expect(decideProjectAccess(facts({ teamId: TEAM, teamRole: 'admin' }), 'owner')).toEqual({
      allowed: true,
      role: 'member',
      teamRole: 'admin',
    });
  });

  it('ignores a team role when the project has no team', () => {
    expect(decideProjectAccess(facts({ actorId: 'x', teamRole: 'owner' }), 'read')).toEqual({
      allowed: false,
      error: 'not_found',
    });
  });

  it('keeps the stronger of a reading team role and a collaborator’s share', () => {
    const sharedViewer = facts({ teamId: TEAM, actorId: 'v', teamRole: 'viewer', isCollaborator: true });
    expect(decideProjectAccess(sharedViewer, 'write')).toEqual({ allowed: true, role: 'collaborator', teamRole: null });
    expect(decideProjectAccess(sharedViewer, 'owner')).toEqual({
      allowed: false,
      error: 'forbidden',
      teamRole: 'viewer',
    });
    const sharedEditor = facts({ teamId: TEAM, actorId: 'e', teamRole: 'editor', isCollaborator: true });
    expect(decideProjectAccess(sharedEditor, 'read')).toEqual({ allowed: true, role: 'member', teamRole: 'editor' });
  });

  it('lets a public team project be read by strangers and by members as members', () => {
    const stranger = facts({ teamId: TEAM, actorId: 'x', visibility: 'public' });
    expect(decideProjectAccess(stranger, 'read')).toEqual({ allowed: true, role: 'public', teamRole: null });
    const viewer = facts({ teamId: TEAM, actorId: 'v', visibility: 'public', teamRole: 'viewer' });
    expect(decideProjectAccess(viewer, 'read')).toEqual({ allowed: true, role: 'member', teamRole: 'viewer' });
  });

  it('shows a deleted team project in the Recycle Bin of those who manage it only', () => {
    for (const teamRole of TEAM_ROLES) {
      const deleted = facts({ teamId: TEAM, actorId: `m-${teamRole}`, status: 'deleted', teamRole });
      const mayManage = TEAM_POLICY[teamRole].includes('project.manage');
      expect(decideProjectAccess(deleted, 'owner', true)).toEqual(
        mayManage ? { allowed: true, role: 'member', teamRole } : { allowed: false, error: 'not_found' },
      );
      expect(decideProjectAccess(deleted, 'read')).toEqual({ allowed: false, error: 'not_found' });
    }
  });
});
