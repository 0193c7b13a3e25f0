import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS, projectRoomRoutes, type FanOut } from './realtime-events.ts';
import { SERVER_EVENTS } from './realtime.ts';

describe('realtime fan-out table', () => {
  it('sends every domain event under a server event name of the contract', () => {
    const names = new Set<string>(Object.values(SERVER_EVENTS));
    const targets = Object.values(DOMAIN_EVENTS).flatMap((entry) => entry.fanOut as readonly FanOut[]);
    for (const target of targets) expect(names.has(target.event), target.event).toBe(true);
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
});
