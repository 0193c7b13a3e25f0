import type { DomainEventType } from '@sym/contracts';
import type { DomainEvent } from '../events/domain-events.ts';

/** What a change does to the kept project list pages (project-list-cache.ts). */
export type ProjectListEffect = { projectId: string } | 'all' | 'none';

/**
 * Changes inside one project: its episodes, shots, tracks, assets, generations, exports, reviews. Lists show their
 * counts, durations, last activity and preview, never who may see the project, so only the pages that may show
 * that project need to go.
 */
const PROJECT_CONTENT: ReadonlySet<DomainEventType> = new Set<DomainEventType>([
  'scenario.created',
  'scenario.updated',
  'scenario.deleted',
  'scenario.restored',
  'scenario.purged',
  'shot.created',
  'shot.updated',
  'shot.deleted',
  'shot.reordered',
  'shot.duplicated',
  'shot.replaced',
  'shot.generation.updated',
  'shot.generation.deleted',
  'track.created',
  'track.updated',
  'track.deleted',
  'track.reordered',
  'asset.created',
  'asset.updated',
  'asset.deleted',
  'asset.restored',
  'asset.purged',
  'variant.created',
  'variant.updated',
  'variant.deleted',
  'modification.created',
  'modification.deleted',
  'style.created',
  'style.updated',
  'style.deleted',
  'export.updated',
  'export.deleted',
  'generation.completed',
  'generation.failed',
  'review.created',
  'review.revoked',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'approval.set',
]);

/** A user's credits, notifications and sessions: nothing a project list shows. */
const NOT_LISTED: ReadonlySet<DomainEventType> = new Set<DomainEventType>([
  'credits.updated',
  'notification.created',
  'notifications.read',
  'session.revoked',
]);

/**
 * Which kept list pages a domain event may alter: one project's (a change inside a project that names it), none,
 * or all of them (anything else: projects created, changed, deleted or restored, collaborators, teams, series,
 * which change what a list holds or who sees what).
 */
export function projectListEffectOf(event: Pick<DomainEvent, 'type' | 'projectId'>): ProjectListEffect {
  if (NOT_LISTED.has(event.type)) return 'none';
  if (PROJECT_CONTENT.has(event.type) && event.projectId) return { projectId: event.projectId };
  return 'all';
}
