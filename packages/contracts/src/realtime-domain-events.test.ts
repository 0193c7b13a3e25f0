import { describe, expect, it } from 'vitest';
import {
  DOMAIN_EVENTS,
  DOMAIN_EVENT_TYPES,
  fanOutServerEvents,
  projectRoomRoutes,
  type FanOut,
} from './realtime-domain-events.ts';
import { SERVER_EVENTS } from './realtime.ts';
import { serverEventContract } from './realtime-contract.ts';

const uuid = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';

describe('realtime fan-out table', () => {
  it('sends every domain event under a server event name of the contract', () => {
    const names = new Set<string>(Object.values(SERVER_EVENTS));
    const targets = DOMAIN_EVENT_TYPES.flatMap((type): readonly FanOut[] => DOMAIN_EVENTS[type].fanOut);
    for (const target of targets) expect(names.has(target.event), target.event).toBe(true);
  });

  it('keeps credits in the user room, and sends a finished job and shot changes to the project room as live events', () => {
    expect(DOMAIN_EVENTS['credits.updated'].fanOut).toEqual([
      { room: 'user', event: SERVER_EVENTS.creditsUpdated, shape: 'data' },
    ]);
    expect(DOMAIN_EVENTS['generation.completed'].fanOut).toEqual([
      { room: 'project', event: SERVER_EVENTS.jobFinished, shape: 'live' },
      { room: 'review', event: SERVER_EVENTS.reviewStoryboardChanged, shape: 'ping' },
    ]);
    expect(DOMAIN_EVENTS['shot.updated'].fanOut).toEqual([
      { room: 'project', event: SERVER_EVENTS.shotUpdated, shape: 'live' },
      { room: 'review', event: SERVER_EVENTS.reviewStoryboardChanged, shape: 'ping' },
    ]);
  });

  it('tells review rooms about comments and approvals with their data, and about storyboard changes by a ping only', () => {
    expect(DOMAIN_EVENTS['comment.created'].fanOut).toContainEqual({
      room: 'review',
      event: SERVER_EVENTS.reviewCommentCreated,
      shape: 'data',
    });
    expect(DOMAIN_EVENTS['approval.set'].fanOut).toContainEqual({
      room: 'review',
      event: SERVER_EVENTS.reviewApprovalSet,
      shape: 'data',
    });
    const pings = DOMAIN_EVENT_TYPES.filter((type) =>
      (DOMAIN_EVENTS[type].fanOut as readonly FanOut[]).some((target) => target.shape === 'ping'),
    );
    expect(
      pings.every((type) => type.startsWith('shot.') || type === 'scenes.changed' || type === 'generation.completed'),
    ).toBe(true);
    expect(
      serverEventContract(SERVER_EVENTS.reviewStoryboardChanged).payload.safeParse({ scenarioId: 'x' }).success,
    ).toBe(false);
  });

  it('sends notifications to the room of the user the data names', () => {
    expect(DOMAIN_EVENTS['notification.created'].fanOut).toEqual([
      { room: 'recipient', event: SERVER_EVENTS.notificationCreated, shape: 'data' },
    ]);
  });

  it('sends an export by one event only', () => {
    const carriers = DOMAIN_EVENT_TYPES.filter((type) =>
      (DOMAIN_EVENTS[type].fanOut as readonly FanOut[]).some((target) => target.event === SERVER_EVENTS.exportUpdated),
    );
    expect(carriers).toEqual(['export.updated']);
    expect(DOMAIN_EVENTS['export.updated'].fanOut).toHaveLength(1);
  });

  it('lists each project-room event once with the domain events it carries, the legacy asset twin left out', () => {
    const routes = projectRoomRoutes();
    expect(routes.get(SERVER_EVENTS.shotCreated)).toEqual({
      shape: 'live',
      types: ['shot.created', 'shot.duplicated'],
    });
    expect(routes.get(SERVER_EVENTS.assetUpdated)).toEqual({ shape: 'data', types: ['asset.updated'] });
    expect(routes.has(SERVER_EVENTS.assetUpdatedLegacy)).toBe(false);
    expect(routes.has(SERVER_EVENTS.creditsUpdated)).toBe(false);
  });

  it('gives every domain event a schema that refuses data of another shape', () => {
    for (const type of DOMAIN_EVENT_TYPES) {
      expect(DOMAIN_EVENTS[type].data.safeParse('not an object').success, type).toBe(false);
    }
    expect(DOMAIN_EVENTS['collaborator.removed'].data.safeParse({ projectId: uuid }).success).toBe(false);
    expect(
      DOMAIN_EVENTS['scenario.restored'].data.safeParse({ type: 'scenario', id: uuid, projectId: uuid }).success,
    ).toBe(true);
  });

  it('declares each fan-out event with its room and a payload schema of the events it carries', () => {
    const events = fanOutServerEvents();
    const shotCreated = events.get(SERVER_EVENTS.shotCreated)!;
    expect(shotCreated.room).toBe('project');
    const envelope = { projectId: uuid, actorId: uuid, origin: null, at: '2025-01-01T00:00:00.000Z' };
    const shot = { id: uuid, sequence: 1 };
    expect(
      shotCreated.payload.safeParse({ ...envelope, type: 'shot.created', data: { scenarioId: uuid, shot } }).success,
    ).toBe(true);
    expect(
      shotCreated.payload.safeParse({ ...envelope, type: 'shot.deleted', data: { scenarioId: uuid, id: uuid } })
        .success,
    ).toBe(false);
    expect(events.get(SERVER_EVENTS.creditsUpdated)?.room).toBe('user');
    expect(events.get(SERVER_EVENTS.assetCreated)?.room).toBe('project');
  });
});
