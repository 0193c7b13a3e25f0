import { describe, expect, it } from 'vitest';
import type { AuthResult, Job, Track, VoiceClip } from '@sym/contracts';
import { dataOf, errorOf, openRpcSocket, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { uploadAudio } from './helpers/audio.ts';
import { balanceOf } from './helpers/jobs.ts';
import { startTestServer, type ApiBody, type TestResponse } from './helpers/test-server.ts';
import { settledClip } from './helpers/voice-clips.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

async function scenarioOf(account: AuthResult) {
  const project = await fixtures.project(account.user.id);
  const scenario = await fixtures.scenario(project.id, account.user.id, { contentLanguage: 'en' });
  const base = `/api/scenarios/${scenario.id}`;
  return { project, scenario, base, clips: `${base}/voice-clips`, tracks: `${base}/tracks` };
}

describe('voice clips', () => {
  it('speaks a typed line as a job: pending, then ready with a playable file and its duration, one credit', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { clips, tracks, scenario } = await scenarioOf(owner);
    const before = await balanceOf(server, token);
    const clip = dataOf<VoiceClip>(
      await server.request('POST', clips, { token, body: { text: 'The tide is coming in.', offset: 1.5 } }),
    );
    expect(clip).toMatchObject({ status: 'pending', text: 'The tide is coming in.', offset: 1.5, audioUrl: null });
    expect(clip.jobId).toEqual(expect.any(String));
    // No voice track yet: the first one is made for it.
    const [voiceTrack] = dataOf<Track[]>(await server.request('GET', tracks, { token }));
    expect(voiceTrack).toMatchObject({ kind: 'voice', name: 'Voice 1', order: 0 });
    expect(clip.trackId).toBe(voiceTrack!.id);
    expect(clip.scenarioId).toBe(scenario.id);

    const job = dataOf<Job>(await server.request('GET', `/api/jobs/speech-generation/${clip.jobId}`, { token }));
    expect(job.cost).toBe(1);
    const ready = await settledClip(server, token, clips, clip.id);
    expect(ready).toMatchObject({ status: 'ready', error: null, jobId: clip.jobId });
    expect(ready.duration).toBeGreaterThan(0);
    const file = await server.request('GET', ready.audioUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^audio\//);
    expect(await balanceOf(server, token)).toBe(before - 1);

    // A second clip goes on the same voice track.
    const second = dataOf<VoiceClip>(await server.request('POST', clips, { token, body: { text: 'Hold the rope.' } }));
    expect(second.trackId).toBe(voiceTrack!.id);
    await settledClip(server, token, clips, second.id);
  });

  it('places an uploaded audio file ready at once, moves it, speaks again on a new text, and deletes it', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { clips, tracks, scenario } = await scenarioOf(owner);
    const shot = await fixtures.shot(scenario.id, 1);
    const lane = dataOf<Track>(
      await server.request('POST', tracks, { token, body: { kind: 'voice', name: 'Narrator' } }),
    );
    const other = dataOf<Track>(await server.request('POST', tracks, { token, body: { kind: 'voice' } }));
    const audio = await uploadAudio(server, token, scenario.id);
    const clip = dataOf<VoiceClip>(
      await server.request('POST', clips, {
        token,
        body: { audioUrl: audio.url, trackId: lane.id, shotId: shot.id, volume: 0.5 },
      }),
    );
    expect(clip).toMatchObject({ status: 'ready', trackId: lane.id, shotId: shot.id, volume: 0.5, jobId: null });
    expect(clip.duration).toBeCloseTo(1.5, 1);

    const moved = dataOf<VoiceClip>(
      await server.request('PUT', `${clips}/${clip.id}`, {
        token,
        body: { trackId: other.id, offset: 4, volume: 1.2, shotId: null },
      }),
    );
    expect(moved).toMatchObject({ status: 'ready', trackId: other.id, offset: 4, volume: 1.2, shotId: null });
    expect(moved.audioUrl).toBe(audio.url);

    const respoken = dataOf<VoiceClip>(
      await server.request('PATCH', `${clips}/${clip.id}`, { token, body: { text: 'Now spoken by the engine.' } }),
    );
    expect(respoken).toMatchObject({ status: 'pending', audioUrl: null, text: 'Now spoken by the engine.' });
    // The uploaded file played nowhere else, so it went.
    expect((await server.request('GET', audio.url)).status).toBe(404);
    const ready = await settledClip(server, token, clips, clip.id);
    expect(ready.status).toBe('ready');
    expect(ready.offset).toBe(4);

    expect(dataOf(await server.request('DELETE', `${clips}/${clip.id}`, { token }))).toEqual({ id: clip.id });
    expect((await server.request('GET', ready.audioUrl!)).status).toBe(404);
    expect(dataOf<VoiceClip[]>(await server.request('GET', clips, { token }))).toEqual([]);
  });

  it('deleting a voice track deletes its clips', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { clips, tracks, scenario } = await scenarioOf(owner);
    const audio = await uploadAudio(server, token, scenario.id);
    const clip = dataOf<VoiceClip>(await server.request('POST', clips, { token, body: { audioUrl: audio.url } }));
    dataOf(await server.request('DELETE', `${tracks}/${clip.trackId}`, { token }));
    expect(dataOf<VoiceClip[]>(await server.request('GET', clips, { token }))).toEqual([]);
    expect((await server.request('GET', audio.url)).status).toBe(404);
  });

  it('answers 422 with field details for bad input', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { clips, tracks, scenario } = await scenarioOf(owner);
    const needs = errorOf(await server.request('POST', clips, { token, body: { text: '   ' } }), 422);
    expect(needs.details).toContainEqual({
      field: 'text',
      message: 'A voice clip needs a line of text or an audio file',
    });
    const loud = errorOf(await server.request('POST', clips, { token, body: { text: 'Hi', volume: 9 } }), 422);
    expect(loud.details?.map((detail) => detail.field)).toContain('volume');
    const audioTrack = dataOf<Track>(await server.request('POST', tracks, { token, body: {} }));
    const voiceTrackOnly = { field: 'trackId', message: 'Voice clips sit on a voice track of the same episode' };
    const strangerTrack = dataOf<Track>(
      await server.request('POST', (await scenarioOf(owner)).tracks, { token, body: { kind: 'voice' } }),
    );
    for (const trackId of [audioTrack.id, strangerTrack.id, crypto.randomUUID()]) {
      const wrong = errorOf(await server.request('POST', clips, { token, body: { text: 'Hi', trackId } }), 422);
      expect(wrong.details).toContainEqual(voiceTrackOnly);
    }
    const foreignShot = await fixtures.shot((await scenarioOf(owner)).scenario.id, 1);
    const shot = errorOf(
      await server.request('POST', clips, { token, body: { text: 'Hi', shotId: foreignShot.id } }),
      422,
    );
    expect(shot.details?.[0]?.field).toBe('shotId');
    const notOurs = errorOf(
      await server.request('POST', clips, { token, body: { audioUrl: 'https://example.com/line.mp3' } }),
      422,
    );
    expect(notOurs.details).toContainEqual({
      field: 'audioUrl',
      message: 'Please select an audio file (MP3, WAV, etc.)',
    });
    const audio = await uploadAudio(server, token, scenario.id);
    const clip = dataOf<VoiceClip>(await server.request('POST', clips, { token, body: { audioUrl: audio.url } }));
    const badMove = errorOf(
      await server.request('PUT', `${clips}/${clip.id}`, { token, body: { trackId: audioTrack.id } }),
      422,
    );
    expect(badMove.details).toContainEqual(voiceTrackOnly);
    const empty = errorOf(await server.request('PUT', `${clips}/${clip.id}`, { token, body: { text: '' } }), 422);
    expect(empty.details?.[0]?.field).toBe('text');
    // Nothing was charged or changed by the refused calls.
    expect(await balanceOf(server, token)).toBe(100);
    expect(dataOf<VoiceClip[]>(await server.request('GET', clips, { token }))).toHaveLength(1);
  });

  it('refuses a spoken line without credits with the usual 403 text', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    await server.services.generation.credits.grant({ id: owner.user.id, tier: 'sym' }, -100, 'test: spend all');
    const { clips } = await scenarioOf(owner);
    const refused = errorOf(await server.request('POST', clips, { token, body: { text: 'Ahoy' } }), 403);
    expect(refused.message).toBe('Not enough credits. You need 1 credits and have 0.');
    expect(dataOf<VoiceClip[]>(await server.request('GET', clips, { token }))).toEqual([]);
  });

  it("answers 401 without a token and 404 for a stranger's episode or another episode's clip", async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const { clips, scenario } = await scenarioOf(owner);
    const audio = await uploadAudio(server, owner.accessToken, scenario.id);
    const clip = dataOf<VoiceClip>(
      await server.request('POST', clips, { token: owner.accessToken, body: { audioUrl: audio.url } }),
    );
    expect((await server.request('GET', clips)).status).toBe(401);
    expect((await server.request('POST', clips, { body: { text: 'Hi' } })).status).toBe(401);
    expect((await server.request('DELETE', `${clips}/${clip.id}`)).status).toBe(401);

    const token = stranger.accessToken;
    const scenarioNotFound = (response: TestResponse<ApiBody>) =>
      expect(errorOf(response, 404).message).toBe('Episode not found');
    scenarioNotFound(await server.request('GET', clips, { token }));
    scenarioNotFound(await server.request('POST', clips, { token, body: { text: 'Hi' } }));
    scenarioNotFound(await server.request('PUT', `${clips}/${clip.id}`, { token, body: { offset: 2 } }));
    scenarioNotFound(await server.request('DELETE', `${clips}/${clip.id}`, { token }));
    const own = await scenarioOf(stranger);
    const clipNotFound = (response: TestResponse<ApiBody>) =>
      expect(errorOf(response, 404).message).toBe('Voice clip not found');
    clipNotFound(await server.request('PUT', `${own.clips}/${clip.id}`, { token, body: { offset: 2 } }));
    clipNotFound(await server.request('DELETE', `${own.clips}/${clip.id}`, { token }));
    expect(dataOf<VoiceClip[]>(await server.request('GET', clips, { token: owner.accessToken }))).toHaveLength(1);
  });

  it('a project copy gets the tracks and voice clips, sharing the files until the last user goes', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { project, clips, tracks, scenario } = await scenarioOf(owner);
    const shot = await fixtures.shot(scenario.id, 1);
    const audio = await uploadAudio(server, token, scenario.id);
    const music = dataOf<Track>(await server.request('POST', tracks, { token, body: { audioUrl: audio.url } }));
    const clip = dataOf<VoiceClip>(
      await server.request('POST', clips, { token, body: { audioUrl: audio.url, shotId: shot.id, offset: 3 } }),
    );
    const copy = dataOf<{ id: string }>(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
    const [copiedScenario] = dataOf<{ id: string }[]>(
      await server.request('GET', `/api/scenarios/project/${copy.id}`, { token }),
    );
    const copyBase = `/api/scenarios/${copiedScenario!.id}`;
    const copiedTracks = dataOf<Track[]>(await server.request('GET', `${copyBase}/tracks`, { token }));
    const copiedClips = dataOf<VoiceClip[]>(await server.request('GET', `${copyBase}/voice-clips`, { token }));
    const [copiedShot] = dataOf<{ id: string }[]>(await server.request('GET', `${copyBase}/shots`, { token }));
    expect(copiedTracks.map((track) => [track.kind, track.name, track.order, track.audioUrl])).toEqual([
      ['audio', music.name, 0, audio.url],
      ['voice', 'Voice 1', 1, null],
    ]);
    expect(copiedTracks.some((track) => track.id === music.id)).toBe(false);
    expect(copiedClips).toHaveLength(1);
    expect(copiedClips[0]).toMatchObject({
      status: 'ready',
      audioUrl: audio.url,
      offset: 3,
      trackId: copiedTracks[1]!.id,
      shotId: copiedShot!.id,
    });
    expect(copiedClips[0]!.id).not.toBe(clip.id);

    dataOf(await server.request('DELETE', `${clips}/${clip.id}`, { token }));
    dataOf(await server.request('DELETE', `${tracks}/${music.id}`, { token }));
    expect((await server.request('GET', audio.url)).status).toBe(200);
    dataOf(await server.request('DELETE', `${copyBase}/voice-clips/${copiedClips[0]!.id}`, { token }));
    expect((await server.request('GET', audio.url)).status).toBe(200);
    dataOf(await server.request('DELETE', `${copyBase}/tracks/${copiedTracks[0]!.id}`, { token }));
    expect((await server.request('GET', audio.url)).status).toBe(404);
  });

  it('works over the socket RPC too', async () => {
    const owner = await server.register();
    const { scenario } = await scenarioOf(owner);
    const audio = await uploadAudio(server, owner.accessToken, scenario.id);
    const { rpc, close } = await openRpcSocket(server, owner.accessToken);
    try {
      const created = await rpc('scenario.voiceClip.create', { id: scenario.id, audioUrl: audio.url });
      expect(created).toMatchObject({ success: true, data: { status: 'ready' } });
      const listed = await rpc('scenario.voiceClips.list', { id: scenario.id });
      expect(listed).toMatchObject({ success: true, data: [{ audioUrl: audio.url }] });
    } finally {
      close();
    }
  });
});

describe('a voice clip whose speech job ends without audio', () => {
  it('turns failed with the error text when its queued job is cancelled; credits come back', async () => {
    // No worker: the job stays queued until cancelled.
    const apiOnly = await startTestServer({ ROLES: 'api' });
    try {
      const owner = await apiOnly.register();
      const token = owner.accessToken;
      const project = await rowFixtures(apiOnly).project(owner.user.id);
      const scenario = await rowFixtures(apiOnly).scenario(project.id, owner.user.id);
      const clips = `/api/scenarios/${scenario.id}/voice-clips`;
      const clip = dataOf<VoiceClip>(await apiOnly.request('POST', clips, { token, body: { text: 'Wait for me.' } }));
      expect(clip.status).toBe('pending');
      expect(await balanceOf(apiOnly, token)).toBe(99);
      const job = dataOf<Job>(await apiOnly.request('DELETE', `/api/jobs/speech-generation/${clip.jobId}`, { token }));
      expect(job).toMatchObject({ status: 'failed', error: 'Cancelled' });
      const [failed] = dataOf<VoiceClip[]>(await apiOnly.request('GET', clips, { token }));
      expect(failed).toMatchObject({ id: clip.id, status: 'failed', error: 'Cancelled', audioUrl: null });
      expect(await balanceOf(apiOnly, token)).toBe(100);
      // Speaking it again starts a new job; the clip waits for that one.
      const again = dataOf<VoiceClip>(
        await apiOnly.request('PUT', `${clips}/${clip.id}`, { token, body: { text: 'Wait for me, please.' } }),
      );
      expect(again).toMatchObject({ status: 'pending', error: null });
      expect(again.jobId).not.toBe(clip.jobId);
    } finally {
      await apiOnly.close();
    }
  });
});
