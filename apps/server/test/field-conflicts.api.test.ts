// Field-level conflicts (issue 30, item 11): a save of an episode or a shot sent with the value each changed field
// had when read (`base`) is refused only when someone else changed one of those very fields — not when they changed
// another field, or a shot of the episode. The 409 names the fields changed on both sides.
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario, Shot } from '@sym/contracts';
import { dataOf, errorOf, openRpcSocket, projectApi, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const sockets: { close: () => void }[] = [];
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.close());
});

/** An owner (A, over HTTP) and a collaborator (B, over a socket) on an episode with one shot. */
async function twoUsers() {
  const { owner, collaborator, project } = await projectApi(server).sharedProject();
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', {
      token: owner.accessToken,
      body: { projectId: project.id, name: 'Launch', description: 'Countdown', metadata: { mood: 'calm' } },
    }),
  );
  const shot = dataOf<Shot>(
    await server.request('POST', `/api/scenarios/${scenario.id}/shots`, {
      token: owner.accessToken,
      body: { description: 'The rocket', action: 'Steam rises', duration: 4, metadata: { lens: 35 } },
    }),
  );
  const socketB = await openRpcSocket(server, collaborator.accessToken);
  sockets.push(socketB);
  const shotPath = `/api/scenarios/${scenario.id}/shots/${shot.id}`;
  const scenarioPath = `/api/scenarios/${scenario.id}`;
  /** B saves a shot over the socket. */
  const shotByB = async (body: object) => {
    const answer = await socketB.rpc('scenario.shot.update', { id: scenario.id, shotId: shot.id, ...body });
    expect(answer).toMatchObject({ success: true });
  };
  const shotByA = (body: object) => server.request('PUT', shotPath, { token: owner.accessToken, body });
  const scenarioByA = (body: object) => server.request('PATCH', scenarioPath, { token: owner.accessToken, body });
  return { owner, scenario, shot, socketB, shotByA, shotByB, scenarioByA };
}

describe('shot saves checked field by field', () => {
  it("B changes the shot's duration, A saves its description: saved, B's duration kept", async () => {
    const { shot, shotByA, shotByB } = await twoUsers();
    await shotByB({ duration: 6, base: { duration: 4 } });

    const saved = dataOf<Shot>(
      await shotByA({
        description: 'The rocket at dawn',
        base: { description: 'The rocket' },
        expectedUpdatedAt: shot.updatedAt,
      }),
    );
    expect(saved).toMatchObject({ description: 'The rocket at dawn', duration: 6 });
  });

  it('both change the description: 409 naming description, with the shot as it is now', async () => {
    const { shot, shotByA, shotByB } = await twoUsers();
    await shotByB({ description: "B's rocket", duration: 5, base: { description: 'The rocket', duration: 4 } });

    const stale = await shotByA({ description: "A's rocket", action: 'Lift-off', base: shot });
    expect(errorOf(stale, 409)).toMatchObject({
      code: 'CONFLICT',
      conflictFields: ['description'],
      current: { id: shot.id, description: "B's rocket", duration: 5, action: 'Steam rises' },
    });
    // Refused as a whole: A's action did not go in alone.
    const again = await shotByA({ description: "A's rocket", base: { description: "B's rocket" } });
    expect(dataOf<Shot>(again)).toMatchObject({ description: "A's rocket", action: 'Steam rises', duration: 5 });
  });

  it('the same change on both sides, metadata compared as JSON, and links compared as a set', async () => {
    const { shot, shotByA, shotByB } = await twoUsers();
    await shotByB({ description: 'Same words', base: { description: 'The rocket' } });
    dataOf(await shotByA({ description: 'Same words', base: { description: 'The rocket' } }));

    // Key order does not make JSON different.
    dataOf(await shotByA({ metadata: { lens: 50, grade: 'warm' }, base: { metadata: { lens: 35 } } }));
    const stale = await shotByA({ metadata: { lens: 85 }, base: { metadata: { lens: 35 } } });
    expect(errorOf(stale, 409)).toMatchObject({ conflictFields: ['metadata'] });
    dataOf(await shotByA({ metadata: { lens: 85 }, base: { metadata: { grade: 'warm', lens: 50 } } }));

    dataOf(await shotByA({ duration: null, base: { duration: 4 } }));
    expect(errorOf(await shotByA({ duration: 3, base: { duration: 4 } }), 409)).toMatchObject({
      conflictFields: ['duration'],
    });
    dataOf(await shotByA({ duration: 3, base: { duration: null } }));
    expect(shot.assetIds).toEqual([]);
    dataOf(await shotByA({ assetIds: [], base: { assetIds: [] } }));
  });

  it('without base values the version check stays: any change of the shot is a conflict', async () => {
    const { shot, shotByA, shotByB } = await twoUsers();
    await shotByB({ duration: 6 });
    const stale = await shotByA({ description: 'Mine', expectedUpdatedAt: shot.updatedAt });
    expect(errorOf(stale, 409)).toMatchObject({ code: 'CONFLICT', current: { duration: 6 } });
    expect(errorOf(stale, 409)).not.toHaveProperty('conflictFields');
  });
});

describe('episode saves checked field by field', () => {
  it('a shot changed, then A renames the episode with its base values: saved', async () => {
    const { scenario, shotByB, scenarioByA } = await twoUsers();
    await shotByB({ duration: 6, base: { duration: 4 } });

    const saved = dataOf<Scenario>(
      await scenarioByA({ name: 'Launch day', base: { name: 'Launch' }, expectedUpdatedAt: scenario.updatedAt }),
    );
    expect(saved.name).toBe('Launch day');
  });

  it('B renames, A changes the description and languages: saved; both rename: 409 naming name', async () => {
    const { scenario, socketB, scenarioByA } = await twoUsers();
    const renamed = await socketB.rpc('scenario.update', { id: scenario.id, name: "B's", base: { name: 'Launch' } });
    expect(renamed).toMatchObject({ success: true });

    const saved = dataOf<Scenario>(
      await scenarioByA({
        description: null,
        supportedLanguages: ['de'],
        metadata: { mood: 'tense' },
        base: {
          description: 'Countdown',
          supportedLanguages: scenario.supportedLanguages,
          metadata: scenario.metadata,
        },
        expectedUpdatedAt: scenario.updatedAt,
      }),
    );
    expect(saved).toMatchObject({ name: "B's", description: null, metadata: { mood: 'tense' } });
    expect([...saved.supportedLanguages].sort()).toEqual(['de', 'en']);

    const stale = await scenarioByA({ name: "A's", description: '', base: { name: 'Launch', description: '' } });
    expect(errorOf(stale, 409)).toMatchObject({ conflictFields: ['name'], current: { name: "B's" } });
  });

  it('the script: base.script and the older baseScript both check the script alone', async () => {
    const { scenario, shotByB, scenarioByA } = await twoUsers();
    await shotByB({ duration: 6 });
    dataOf(await scenarioByA({ script: 'One', base: { script: '' }, expectedUpdatedAt: scenario.updatedAt }));
    dataOf(await scenarioByA({ script: 'Two', baseScript: 'One', expectedUpdatedAt: scenario.updatedAt }));
    expect(errorOf(await scenarioByA({ script: 'Three', base: { script: 'One' } }), 409)).toMatchObject({
      conflictFields: ['script'],
      current: { script: 'Two' },
    });
  });
});
