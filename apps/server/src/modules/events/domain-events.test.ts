import { describe, expect, it, vi } from 'vitest';
import { createDomainEvents } from './domain-events.ts';

describe('domain events', () => {
  it('delivers published events to subscribers until they unsubscribe', () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    const stop = events.subscribe((event) => seen.push(event.type));
    events.publish({ type: 'series.created', projectId: null, actorId: 'u', data: {} });
    stop();
    events.publish({ type: 'series.updated', projectId: null, actorId: 'u', data: {} });
    expect(seen).toEqual(['series.created']);
  });

  it('reports a failing listener without stopping the others', () => {
    const onError = vi.fn();
    const events = createDomainEvents(onError);
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
