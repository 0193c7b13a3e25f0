import { describe, expect, it } from 'vitest';
import { projectListEffectOf } from './project-list-effects.ts';

const PROJECT = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';

describe('project list effects of domain events', () => {
  it('forgets one project for a change inside it', () => {
    for (const type of ['shot.updated', 'scenario.created', 'generation.completed', 'asset.deleted'] as const)
      expect(projectListEffectOf({ type, projectId: PROJECT })).toEqual({ projectId: PROJECT });
  });

  it('forgets everything for changes to projects, their people and teams, or a content change naming no project', () => {
    for (const type of [
      'project.created',
      'project.updated',
      'project.deleted',
      'project.restored',
      'collaborator.added',
      'collaborator.removed',
      'team.memberRemoved',
      'team.membersChanged',
      'series.updated',
    ] as const)
      expect(projectListEffectOf({ type, projectId: PROJECT })).toBe('all');
    expect(projectListEffectOf({ type: 'style.updated', projectId: null })).toBe('all');
  });

  it('leaves the lists for credits, notifications and sessions', () => {
    for (const type of ['credits.updated', 'notification.created', 'notifications.read', 'session.revoked'] as const)
      expect(projectListEffectOf({ type, projectId: null })).toBe('none');
  });
});
