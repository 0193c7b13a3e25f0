import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  type Export,
  type ProjectListResult,
  type ProjectStats,
  type ScenarioListItem,
  type Shot,
  type Track,
  type VoiceClip,
} from '@sym/contracts';
import { resolveFfmpeg } from '../src/media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../src/media/ffmpeg/ffmpeg-runner.ts';
import { probeMedia } from '../src/media/ffmpeg/media-probe.ts';
import { mediaUrlOf, newMediaKey } from '../src/media/media-storage.ts';
import { uploadAudio, wavBytes } from './helpers/audio.ts';
import { dataOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { exportFile, settledExport as settledExportOf } from './helpers/exports.ts';

// One duration everywhere: the project card, the episode list, the timeline and the export all read the timeline
// model of @sym/contracts (a shot without a duration lasts DEFAULT_SHOT_DURATION_SECONDS; audio never lengthens).
const server = useTestServer();
const fixtures = rowFixtures(server);

async function storedVideo(userId: string, seconds: number): Promise<string> {
  const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-durations-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    const source = `testsrc2=size=640x360:rate=25:duration=${seconds}`;
    await runFfmpeg(ffmpeg, ['-y', '-f', 'lavfi', '-i', source, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', file]);
    const key = newMediaKey('mp4');
    await server.services.files.put(userId, key, await fs.readFile(file), 'video/mp4');
    return mediaUrlOf(key);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const settledExport = (token: string, base: string, exportId: string) => settledExportOf(server, token, base, exportId);

async function readyVoiceClips(token: string, base: string): Promise<VoiceClip[]> {
  for (;;) {
    const rows = dataOf<VoiceClip[]>(await server.request('GET', `${base}/voice-clips`, { token }));
    if (rows.every((row) => row.status !== 'pending')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('episode and project durations', () => {
  it(
    'agree on the project card, the episode list, the stats, the timeline and the export',
    { timeout: 120_000 },
    async () => {
      const owner = await server.register();
      const token = owner.accessToken;
      const project = await fixtures.project(owner.user.id, { name: 'Lighthouse' });
      const scenario = await fixtures.scenario(project.id, owner.user.id, { aspectRatio: 'landscape' });
      const base = `/api/scenarios/${scenario.id}`;
      // 4 (no duration) + 2.5 (a 1 s video, held) + 1.3 (no picture: a card) + 4 (no duration) = 11.8 s.
      const video = await storedVideo(owner.user.id, 1);
      await fixtures.shot(scenario.id, 1, { description: 'The lighthouse' });
      await fixtures.shot(scenario.id, 2, { duration: 2.5, description: 'The keeper', videoUrl: video });
      await fixtures.shot(scenario.id, 3, { duration: 1.3, description: 'The storm' });
      await fixtures.shot(scenario.id, 4, { description: 'The boats' });
      // A 20 s audio track and a voice line near the end: both are cut at the last shot's end.
      const audio = await uploadAudio(server, token, scenario.id, wavBytes(20));
      dataOf<Track>(
        await server.request('POST', `${base}/tracks`, {
          token,
          body: { kind: 'audio', audioUrl: audio.url, offset: 0 },
        }),
      );
      const line = await server.request('POST', `${base}/voice-clips`, {
        token,
        body: { text: 'The lamp is lit and the boats are coming home.', offset: 10 },
      });
      dataOf<VoiceClip>(line, line.status);

      const shots = dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }));
      const tracks = dataOf<Track[]>(await server.request('GET', `${base}/tracks`, { token }));
      const voiceClips = await readyVoiceClips(token, base);
      expect(voiceClips.map((clip) => clip.status)).toEqual(['ready']);
      const timeline = buildTimeline(shots, tracks, voiceClips);
      expect(timeline.duration).toBeCloseTo(11.8, 6);

      const listing = dataOf<ProjectListResult>(
        await server.request('GET', '/api/projects?includePreviews=true', { token }),
      );
      expect(listing.items.find((item) => item.id === project.id)?.total_duration).toBeCloseTo(timeline.duration, 6);
      const scenarios = dataOf<ScenarioListItem[]>(
        await server.request('GET', `/api/scenarios/project/${project.id}`, { token }),
      );
      expect(scenarios.map((scenario) => scenario.total_duration)).toEqual([timeline.duration]);
      const stats = dataOf<ProjectStats>(await server.request('GET', `/api/projects/${project.id}/stats`, { token }));
      expect(stats.total_duration).toBeCloseTo(timeline.duration, 6);

      const started = await server.request('POST', `${base}/export`, { token, body: { resolution: '720p' } });
      const done = await settledExport(token, base, dataOf<Export>(started, started.status).exportId);
      expect(done.error).toBeNull();
      expect(done.duration).toBeCloseTo(timeline.duration, 1);
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-durations-probe-'));
      try {
        const file = await exportFile(server, done, dir);
        const probe = await probeMedia(file);
        expect(Math.abs(probe.durationSeconds - timeline.duration)).toBeLessThanOrEqual(0.1);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the modified sort', () => {
  it('counts a change inside a project: editing a shot of an older project moves it first', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const shotOf = async (name: string) => {
      const project = await fixtures.project(owner.user.id, { name });
      const scenario = await fixtures.scenario(project.id, owner.user.id);
      const shot = dataOf<Shot>(
        await server.request('POST', `/api/scenarios/${scenario.id}/shots`, { token, body: { description: name } }),
      );
      return { project, scenario, shot };
    };
    const older = await shotOf('Older');
    await shotOf('Newer');
    const order = async () => {
      const result = dataOf<ProjectListResult>(
        await server.request('GET', '/api/projects?sort=modified&includePreviews=true', { token }),
      );
      return result.items.map((item) => item.name);
    };
    expect(await order()).toEqual(['Newer', 'Older']);

    dataOf<Shot>(
      await server.request('PUT', `/api/scenarios/${older.scenario.id}/shots/${older.shot.id}`, {
        token,
        body: { duration: 3 },
      }),
    );
    expect(await order()).toEqual(['Older', 'Newer']);
    const plain = dataOf<ProjectListResult>(await server.request('GET', '/api/projects?sort=modified', { token }));
    expect(plain.items.map((item) => item.name)).toEqual(['Older', 'Newer']);
  });
});
