import { describe, expect, it } from 'vitest';
import { SERVER_EVENTS } from '@sym/contracts';
import { DomainEvents, withOrigin } from '../modules/events/domain-events.ts';
import { fanOutDomainEvents } from './fan-out.ts';

function recorder() {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  return {
    sent,
    io: { to: (room: string) => ({ emit: (event: string, payload: unknown) => sent.push({ room, event, payload }) }) },
  };
}

describe('fan-out of domain events', () => {
  it('sends a shot change to the project room as a live event carrying the tab that made it', () => {
    const events = new DomainEvents();
    const { sent, io } = recorder();
    fanOutDomainEvents(io, events);
    withOrigin('tab-0000001', () =>
      events.publish({ type: 'shot.deleted', projectId: 'p1', actorId: 'u1', data: { scenarioId: 'e1', id: 's1' } }),
    );
    expect(sent).toEqual([
      {
        room: 'project:p1',
        event: SERVER_EVENTS.shotDeleted,
        payload: expect.objectContaining({
          type: 'shot.deleted',
          projectId: 'p1',
          actorId: 'u1',
          origin: 'tab-0000001',
          data: { scenarioId: 'e1', id: 's1' },
        }),
      },
      // The episode's review pages hear only that their storyboard changed, never the members' answer.
      { room: 'review:e1', event: SERVER_EVENTS.reviewStoryboardChanged, payload: { scenarioId: 'e1' } },
    ]);
  });

  it('sends a comment to the project room and its data to the review room, and a notification to its recipient', () => {
    const events = new DomainEvents();
    const { sent, io } = recorder();
    fanOutDomainEvents(io, events);
    const comment = { id: 'c1', scenarioId: 'e1', body: 'hi' };
    events.publish({ type: 'comment.deleted', projectId: 'p1', actorId: 'u1', data: { id: 'c1', scenarioId: 'e1' } });
    events.publish({
      type: 'notifications.read',
      projectId: null,
      actorId: 'u1',
      data: { userId: 'u2', unreadCount: 0 },
    });
    expect(sent.map(({ room, event }) => [room, event])).toEqual([
      ['project:p1', SERVER_EVENTS.commentDeleted],
      ['review:e1', SERVER_EVENTS.reviewCommentDeleted],
      ['user:u2', SERVER_EVENTS.notificationsRead],
    ]);
    expect(sent[1]?.payload).toEqual({ id: comment.id, scenarioId: 'e1' });
  });

  it('keeps credits in the acting user room as bare data, and skips project targets without a project', () => {
    const events = new DomainEvents();
    const { sent, io } = recorder();
    fanOutDomainEvents(io, events);
    const credits = { currentBalance: 9, amount: 1, type: 'used' as const, operationType: 'image' };
    events.publish({ type: 'credits.updated', projectId: null, actorId: 'u1', data: credits });
    events.publish({
      type: 'export.deleted',
      projectId: null,
      actorId: 'u1',
      data: { exportId: 'x', scenarioId: 'e' },
    });
    expect(sent).toEqual([{ room: 'user:u1', event: SERVER_EVENTS.creditsUpdated, payload: credits }]);
  });

  it('sends a finished job to the project room, naming what it filled, and pings the review room of its episode', () => {
    const events = new DomainEvents();
    const { sent, io } = recorder();
    fanOutDomainEvents(io, events);
    const target = {
      type: 'shot-image' as const,
      id: 'g1',
      scenarioId: 'e1',
      shotId: 's1',
      assetId: null,
      variantId: null,
      voiceClipId: null,
      exportId: null,
    };
    const job = {
      id: 'j1',
      queue: 'image-generation',
      kind: 'image' as const,
      status: 'completed' as const,
      progress: 100,
      cost: 1,
      attempts: 1,
      error: null,
      result: { url: '/media/a.png' },
      createdAt: null,
      updatedAt: null,
      target,
    };
    events.publish({ type: 'generation.completed', projectId: 'p1', actorId: 'u1', data: job });
    expect(sent).toEqual([
      {
        room: 'project:p1',
        event: SERVER_EVENTS.jobFinished,
        payload: expect.objectContaining({ type: 'generation.completed', data: job }),
      },
      { room: 'review:e1', event: SERVER_EVENTS.reviewStoryboardChanged, payload: { scenarioId: 'e1' } },
    ]);
  });
});
