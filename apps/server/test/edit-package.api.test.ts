import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Track, VoiceClip } from '@sym/contracts';
import { uploadAudio, wavBytes } from './helpers/audio.ts';
import { fcpxmlSeconds, validateFcpxml } from './helpers/fcpxml-dtd.ts';
import { dataOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { unzip } from './helpers/zip.ts';

// The edit package: a zip an editor unpacks and opens, its edit files pointing at the media beside them.
const server = useTestServer();
const fixtures = rowFixtures(server);

describe('edit package', () => {
  it('zips every edit file with the media they point at by relative paths, and the subtitles', async () => {
    const owner = await server.register();
    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id, { name: 'Pilot' });
    const base = `/api/scenarios/${scenario.id}`;
    const picture = `${'c'.repeat(30)}${Date.now().toString(36)}.png`;
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#224488' } })
      .png()
      .toBuffer();
    await server.services.files.put(owner.user.id, picture, png, 'image/png');
    const gone = `${'d'.repeat(30)}${Date.now().toString(36)}.png`;
    await fixtures.shot(scenario.id, 1, { imageUrl: `/media/${picture}`, duration: 2 });
    await fixtures.shot(scenario.id, 2, { imageUrl: `/media/${gone}`, duration: 1.5 });
    const music = await uploadAudio(server, token, scenario.id, wavBytes(1));
    dataOf<Track>(await server.request('POST', `${base}/tracks`, { token, body: { audioUrl: music.url } }));
    const line = await uploadAudio(server, token, scenario.id, wavBytes(1, 8000, 880), 'line.wav');
    const spoken = await server.request('POST', `${base}/voice-clips`, {
      token,
      body: { audioUrl: line.url, text: 'Hold the rope.', offset: 0.5 },
    });
    dataOf<VoiceClip>(spoken, spoken.status);

    const response = await fetch(`${server.url}${base}/download/package`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="Pilot - edit package.zip"');
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const musicFile = `media/${music.url.split('?')[0]!.split('/').at(-1)}`;
    const lineFile = `media/${line.url.split('?')[0]!.split('/').at(-1)}`;
    expect([...entries.keys()].sort()).toEqual(
      [
        'README.txt',
        'Pilot.fcpxml',
        'Pilot (Premiere).xml',
        'Pilot.otio',
        'Pilot.edl',
        'Pilot.srt',
        'Pilot.vtt',
        `media/${picture}`,
        musicFile,
        lineFile,
      ].sort(),
    );
    // The media as stored, byte for byte; the picture no longer stored is named in the README instead.
    expect(entries.get(`media/${picture}`)!.equals(png)).toBe(true);
    expect(entries.get(lineFile)!.equals(wavBytes(1, 8000, 880))).toBe(true);
    expect(entries.get('README.txt')!.toString()).toContain(`Not in the package (no longer stored):\r\nmedia/${gone}`);

    // The edit files point at media/ by relative paths, and last as long as the episode.
    const fcpxml = entries.get('Pilot.fcpxml')!.toString();
    expect(await validateFcpxml(fcpxml)).toEqual({ valid: true, errors: '' });
    expect(fcpxml).toContain(`src="media/${picture}"`);
    expect(fcpxml).toContain(`src="${lineFile}"`);
    expect(fcpxmlSeconds(/<sequence[^>]*duration="([^"]+)"/.exec(fcpxml)![1]!)).toBe(3.5);
    expect(entries.get('Pilot (Premiere).xml')!.toString()).toContain(`<pathurl>media/${picture}</pathurl>`);
    expect(entries.get('Pilot.otio')!.toString()).toContain(`"target_url": "media/${picture}"`);
    expect(entries.get('Pilot.srt')!.toString()).toBe('1\n00:00:00,500 --> 00:00:01,500\nHold the rope.\n');
  });
});
