import { describe, expect, it } from 'vitest';
import { decideProjectAccess, type ProjectAccessFacts } from './project-access.policy.ts';

const facts = (overrides: Partial<ProjectAccessFacts> = {}): ProjectAccessFacts => ({
  ownerId: 'owner',
  visibility: 'private',
  status: 'active',
  actorId: 'owner',
  isCollaborator: false,
  ...overrides,
});

describe('decideProjectAccess', () => {
  it('lets the owner do everything', () => {
    for (const level of ['read', 'write', 'owner'] as const) {
      expect(decideProjectAccess(facts(), level)).toEqual({ allowed: true, role: 'owner' });
    }
  });

  it('lets collaborators read and write content but not manage the project', () => {
    const collaborator = facts({ actorId: 'c', isCollaborator: true });
    expect(decideProjectAccess(collaborator, 'read')).toEqual({ allowed: true, role: 'collaborator' });
    expect(decideProjectAccess(collaborator, 'write')).toEqual({ allowed: true, role: 'collaborator' });
    expect(decideProjectAccess(collaborator, 'owner')).toEqual({ allowed: false, error: 'forbidden' });
  });

  it('makes public projects read-only for others and hides private ones (404)', () => {
    const publicProject = facts({ actorId: 'x', visibility: 'public' });
    expect(decideProjectAccess(publicProject, 'read')).toEqual({ allowed: true, role: 'public' });
    expect(decideProjectAccess(publicProject, 'write')).toEqual({ allowed: false, error: 'forbidden' });
    expect(decideProjectAccess(facts({ actorId: 'x' }), 'read')).toEqual({ allowed: false, error: 'not_found' });
    expect(decideProjectAccess(facts({ actorId: 'x', visibility: 'shared' }), 'read')).toEqual({
      allowed: false,
      error: 'not_found',
    });
  });

  it('hides deleted projects except from their owner in the Recycle Bin', () => {
    const deleted = facts({ status: 'deleted' });
    expect(decideProjectAccess(deleted, 'read')).toEqual({ allowed: false, error: 'not_found' });
    expect(decideProjectAccess(deleted, 'owner', true)).toEqual({ allowed: true, role: 'owner' });
    const collaborator = facts({ status: 'deleted', actorId: 'c', isCollaborator: true });
    expect(decideProjectAccess(collaborator, 'read', true)).toEqual({ allowed: false, error: 'not_found' });
  });
});
