import { describe, expect, it, vi } from 'vitest';
import { DomainEvents } from './domain-events.ts';

describe('domain events', () => {
  it('delivers published events to subscribers until they unsubscribe', () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    const stop = events.subscribe((event) => seen.push(event.type));
    events.publish({ type: 'series.deleted', projectId: null, actorId: 'u', data: { id: 's', movedProjects: 0 } });
    stop();
    events.publish({ type: 'session.revoked', projectId: null, actorId: 'u', data: { sessionId: 's', userId: 'u' } });
    expect(seen).toEqual(['series.deleted']);
  });

  it('reports a failing listener without stopping the others', () => {
    const onError = vi.fn();
    const events = new DomainEvents({ onListenerError: onError });
    const second = vi.fn();
    events.subscribe(() => {
      throw new Error('boom');
    });
    events.subscribe(second);
    events.publish({ type: 'shot.deleted', projectId: 'p', actorId: 'u', data: { scenarioId: 'e', id: 'a' } });
    expect(onError).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });
});
