import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS, fanOutEventNames } from './realtime-events.ts';
import { SERVER_EVENTS } from './realtime.ts';

describe('realtime fan-out table', () => {
  it('sends every domain event under a server event name of the contract', () => {
    const names = new Set<string>(Object.values(SERVER_EVENTS));
    for (const name of fanOutEventNames().keys()) expect(names.has(name), name).toBe(true);
  });

  it('keeps credits and job pushes in the user room and shot changes in the project room as live events', () => {
    expect(DOMAIN_EVENTS['credits.updated'].fanOut).toEqual([
      { room: 'user', event: SERVER_EVENTS.creditsUpdated, shape: 'data' },
    ]);
    expect(DOMAIN_EVENTS['generation.completed'].fanOut.map((target) => target.room)).toEqual(['user', 'project']);
    expect(DOMAIN_EVENTS['shot.updated'].fanOut).toEqual([
      { room: 'project', event: SERVER_EVENTS.shotUpdated, shape: 'live' },
    ]);
  });
});
