import { describe, expect, it } from 'vitest';
import type { AuthResult, Track } from '@sym/contracts';
import { dataOf, errorOf, openRpcSocket, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { uploadAudio, wavBytes } from './helpers/audio.ts';
import type { ApiBody, TestResponse } from './helpers/test-server.ts';

// The professional edition: reordering tracks is the advanced editor's (feature-gates.api.test.ts has the base's 403).
const server = useTestServer({ APP_TIER: 'motionmaker' });
const fixtures = rowFixtures(server);

async function scenarioOf(account: AuthResult) {
  const project = await fixtures.project(account.user.id);
  const scenario = await fixtures.scenario(project.id, account.user.id);
  return { project, scenario, base: `/api/scenarios/${scenario.id}/tracks` };
}

const createTrack = async (token: string, base: string, body: Record<string, unknown>) =>
  dataOf<Track>(await server.request('POST', base, { token, body }));

describe('tracks', () => {
  it('creates, lists, updates, reorders and deletes tracks with dense order and measured audio', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { scenario, base } = await scenarioOf(owner);
    const audio = await uploadAudio(server, token, scenario.id);

    const music = await createTrack(token, base, { audioUrl: audio.url, volume: 0.8, offset: 2 });
    expect(music).toMatchObject({
      name: 'Audio 1',
      kind: 'audio',
      order: 0,
      muted: false,
      volume: 0.8,
      audioUrl: audio.url,
      offset: 2,
      trimStart: 0,
      clipDuration: null,
      scenarioId: scenario.id,
    });
    expect(music.audioDuration).toBeCloseTo(1.5, 1);
    const voice = await createTrack(token, base, { kind: 'voice' });
    expect(voice).toMatchObject({ name: 'Voice 1', kind: 'voice', order: 1, audioUrl: null });
    const ambience = await createTrack(token, base, { name: 'Rain' });
    expect(ambience).toMatchObject({ name: 'Rain', order: 2 });
    expect((await createTrack(token, base, {})).name).toBe('Audio 3');

    const updated = dataOf<Track>(
      await server.request('PUT', `${base}/${music.id}`, {
        token,
        body: { name: 'Theme', muted: true, volume: 1.5, trimStart: 0.25, clipDuration: 1, offset: 0 },
      }),
    );
    expect(updated).toMatchObject({ name: 'Theme', muted: true, volume: 1.5, trimStart: 0.25, clipDuration: 1 });
    const patched = dataOf<Track>(
      await server.request('PATCH', `${base}/${music.id}`, { token, body: { clipDuration: null } }),
    );
    expect(patched).toMatchObject({ name: 'Theme', clipDuration: null });

    const listed = dataOf<Track[]>(await server.request('GET', base, { token }));
    const ids = listed.map((track) => track.id);
    expect(listed.map((track) => track.order)).toEqual([0, 1, 2, 3]);
    const reversed = [...ids].reverse();
    const reordered = dataOf<Track[]>(
      await server.request('PUT', `${base}/reorder`, { token, body: { tracks: reversed } }),
    );
    expect(reordered.map((track) => track.id)).toEqual(reversed);
    expect(reordered.map((track) => track.order)).toEqual([0, 1, 2, 3]);

    expect(dataOf(await server.request('DELETE', `${base}/${ambience.id}`, { token }))).toEqual({ id: ambience.id });
    const after = dataOf<Track[]>(await server.request('GET', base, { token }));
    expect(after.map((track) => track.id)).toEqual(reversed.filter((id) => id !== ambience.id));
    expect(after.map((track) => track.order)).toEqual([0, 1, 2]);

    // The file goes with the last track that plays it.
    expect((await server.request('GET', audio.url)).status).toBe(200);
    dataOf(await server.request('DELETE', `${base}/${music.id}`, { token }));
    expect((await server.request('GET', audio.url)).status).toBe(404);
  });

  it('keeps positions dense and distinct when tracks are added at the same time', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base } = await scenarioOf(owner);
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createTrack(token, base, { kind: index % 2 ? 'voice' : 'audio' })),
    );
    expect(created.map((track) => track.order).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const names = created.map((track) => track.name).sort();
    expect(names).toEqual(['Audio 1', 'Audio 2', 'Audio 3', 'Audio 4', 'Voice 1', 'Voice 2', 'Voice 3', 'Voice 4']);
    await Promise.all(created.slice(0, 3).map((track) => server.request('DELETE', `${base}/${track.id}`, { token })));
    const listed = dataOf<Track[]>(await server.request('GET', base, { token }));
    expect(listed.map((track) => track.order)).toEqual([0, 1, 2, 3, 4]);
  });

  it('replaces a track file: the new one is measured, the old one removed', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { scenario, base } = await scenarioOf(owner);
    const first = await uploadAudio(server, token, scenario.id);
    const second = await uploadAudio(server, token, scenario.id, wavBytes(3));
    const track = await createTrack(token, base, { audioUrl: first.url });
    const swapped = dataOf<Track>(
      await server.request('PUT', `${base}/${track.id}`, { token, body: { audioUrl: second.url } }),
    );
    expect(swapped.audioDuration).toBeCloseTo(3, 1);
    expect((await server.request('GET', first.url)).status).toBe(404);
    const cleared = dataOf<Track>(
      await server.request('PUT', `${base}/${track.id}`, { token, body: { audioUrl: null } }),
    );
    expect(cleared).toMatchObject({ audioUrl: null, audioDuration: null });
    expect((await server.request('GET', second.url)).status).toBe(404);
  });

  it('answers 422 with field details for bad input and files that are not our stored audio', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { scenario, base } = await scenarioOf(owner);
    const loud = errorOf(await server.request('POST', base, { token, body: { volume: 3 } }), 422);
    expect(loud.details?.map((detail) => detail.field)).toContain('volume');
    const kind = errorOf(await server.request('POST', base, { token, body: { kind: 'video' } }), 422);
    expect(kind.details?.map((detail) => detail.field)).toContain('kind');
    const notAudio = { field: 'audioUrl', message: 'Please select an audio file (MP3, WAV, etc.)' };
    const missing = server.services.mediaAccess.signedAddress('0123456789abcdef0123456789abcdef.mp3');
    for (const audioUrl of ['https://example.com/song.mp3', missing]) {
      const outside = errorOf(await server.request('POST', base, { token, body: { audioUrl } }), 422);
      expect(outside.details).toContainEqual(notAudio);
    }
    const audio = await uploadAudio(server, token, scenario.id);
    const voice = errorOf(
      await server.request('POST', base, { token, body: { kind: 'voice', audioUrl: audio.url } }),
      422,
    );
    expect(voice.details?.[0]?.field).toBe('audioUrl');
    const track = await createTrack(token, base, {});
    const negative = errorOf(await server.request('PUT', `${base}/${track.id}`, { token, body: { offset: -1 } }), 422);
    expect(negative.details?.map((detail) => detail.field)).toContain('offset');
    const mismatch = { field: 'tracks', message: "Track ids must list each of the episode's tracks exactly once" };
    for (const tracks of [[], [track.id, track.id], [crypto.randomUUID()]]) {
      const bad = errorOf(await server.request('PUT', `${base}/reorder`, { token, body: { tracks } }), 422);
      expect(bad.details).toContainEqual(mismatch);
    }
    expect(dataOf<Track[]>(await server.request('GET', base, { token }))).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    const owner = await server.register();
    const { base } = await scenarioOf(owner);
    for (const [method, path] of [
      ['GET', base],
      ['POST', base],
      ['PUT', `${base}/reorder`],
      ['PUT', `${base}/${crypto.randomUUID()}`],
      ['DELETE', `${base}/${crypto.randomUUID()}`],
    ] as const) {
      expect((await server.request(method, path, method === 'GET' ? {} : { body: {} })).status).toBe(401);
    }
  });

  it("answers 404 for a stranger's episode and for another episode's track; a collaborator may edit", async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const collaborator = await server.register();
    const { project, base } = await scenarioOf(owner);
    await fixtures.collaborator(project.id, collaborator.user.id);
    const track = await createTrack(owner.accessToken, base, {});
    const token = stranger.accessToken;
    const scenarioNotFound = (response: TestResponse<ApiBody>) =>
      expect(errorOf(response, 404).message).toBe('Episode not found');
    scenarioNotFound(await server.request('GET', base, { token }));
    scenarioNotFound(await server.request('POST', base, { token, body: {} }));
    scenarioNotFound(await server.request('PUT', `${base}/${track.id}`, { token, body: { name: 'Mine' } }));
    scenarioNotFound(await server.request('DELETE', `${base}/${track.id}`, { token }));
    scenarioNotFound(await server.request('PUT', `${base}/reorder`, { token, body: { tracks: [track.id] } }));

    const own = await scenarioOf(stranger);
    for (const [method, body] of [
      ['PUT', { name: 'Mine' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await server.request(method, `${own.base}/${track.id}`, { token, body });
      expect(errorOf(response, 404).message).toBe('Track not found');
    }
    expect(errorOf(await server.request('DELETE', `${own.base}/not-a-uuid`, { token }), 404).message).toBe(
      'Track not found',
    );

    const renamed = dataOf<Track>(
      await server.request('PUT', `${base}/${track.id}`, { token: collaborator.accessToken, body: { name: 'Ours' } }),
    );
    expect(renamed.name).toBe('Ours');
  });

  it('works over the socket RPC too', async () => {
    const owner = await server.register();
    const { scenario } = await scenarioOf(owner);
    const { rpc, close } = await openRpcSocket(server, owner.accessToken);
    try {
      const created = await rpc('scenario.track.create', { id: scenario.id, kind: 'voice' });
      expect(created).toMatchObject({ success: true, data: { name: 'Voice 1', order: 0 } });
      const listed = await rpc('scenario.tracks.list', { id: scenario.id });
      expect(listed).toMatchObject({ success: true, data: [{ name: 'Voice 1' }] });
      const bad = await rpc('scenario.tracks.reorder', { id: scenario.id, tracks: [] });
      expect(bad).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    } finally {
      close();
    }
  });
});
