import { describe, expect, it } from 'vitest';
import type { Scene } from '@sym/contracts';
import { KEY, reviewComment, shot, source, track, voiceClip } from './download-test-data.ts';
import { buildFcpxml } from './fcpxml.builder.ts';
import { fcpxmlSeconds as seconds, validateFcpxml as validate } from '../../../test/helpers/fcpxml-dtd.ts';

const ana = { userId: 'u1', name: 'Ana', isGuest: false };

const episode = source({
  scenarioName: 'Pilot <"cut"> & more',
  shots: [
    shot(1),
    shot(2, { duration: 1.5, videoUrl: `/media/${KEY}2.mp4` }),
    shot(3, { duration: null, imageUrl: null }),
  ],
  tracks: [
    track({}),
    track({ id: 'voice-1', name: 'Voices', kind: 'voice', audioUrl: null, audioDuration: null, order: 1 }),
  ],
  voiceClips: [{ ...voiceClip('v1', 0.5, 1), text: 'Ahoy & welcome' }, voiceClip('v2', 3, 2)],
  scenes: [{ id: 'scene-1', name: 'EXT. PIER — NIGHT', shotIds: ['shot-2', 'shot-3'] } as unknown as Scene],
});

describe('Final Cut Pro XML', () => {
  it('validates against the FCPXML 1.10 DTD, carrying shots, audio lanes, captions and markers', async () => {
    const xml = buildFcpxml(episode, {
      comments: [
        reviewComment('Hold this longer', { shotId: 'shot-1', author: ana }),
        reviewComment('Cut here', { timeSeconds: 4.2, author: ana }),
      ],
      language: 'de',
    });
    expect(await validate(xml)).toEqual({ valid: true, errors: '' });
    // The storyline: a still, a video, a gap for the shot without media, each starting where the last ends.
    const spine = [...xml.matchAll(/^ {12}<(asset-clip|gap)[^>]*offset="([^"]+)"[^>]*duration="([^"]+)"/gm)];
    expect(spine.map((match) => match[1])).toEqual(['asset-clip', 'asset-clip', 'gap']);
    let end = 0;
    for (const [, , offset, duration] of spine) {
      expect(seconds(offset!)).toBeCloseTo(end, 6);
      end = seconds(offset!) + seconds(duration!);
    }
    const sequence = /<sequence[^>]*duration="([^"]+)"/.exec(xml)![1]!;
    expect(end).toBeCloseTo(7.5, 6);
    expect(seconds(sequence)).toBeCloseTo(7.5, 6);
    // Music on lane -1, voices on lane -2, the lines as German captions, the scene and both comments as markers.
    expect(xml).toMatch(/<asset-clip ref="r\d+" lane="-1" offset="30\/30s" name="Music" start="15\/30s"/);
    expect(xml).toMatch(/<asset-clip ref="r\d+" lane="-2" offset="15\/30s" name="Voices"/);
    expect(xml).toContain('role="SRT?captionFormat=SRT.de"');
    expect(xml).toContain('<text>Ahoy &amp; welcome</text>');
    expect(xml).toContain('value="Scene 1: EXT. PIER — NIGHT"');
    expect(xml).toContain('<marker start="0s" duration="1/30s" value="Hold this longer" note="Ana"/>');
    // 4.2 s falls in shot 3 (from 3.5 s): 0.7 s into it.
    expect(xml).toContain('<marker start="21/30s" duration="1/30s" value="Cut here" note="Ana"/>');
    expect(xml).toContain(`src="https://studio.example.com/media/${KEY}2.mp4"`);
    expect(xml).toContain('<event name="Pilot &lt;&quot;cut&quot;&gt; &amp; more">');
  });

  it('is refused by the DTD when it breaks the grammar (the check can fail)', async () => {
    const xml = buildFcpxml(episode).replace('<spine>', '<spine><clip-of-my-own/>');
    const result = await validate(xml);
    expect(result.valid).toBe(false);
    expect(result.errors).toMatch(/clip-of-my-own/);
  });

  it('leaves out the control characters XML cannot hold', async () => {
    const xml = buildFcpxml(source({ scenarioName: 'Bell\u0007 and tab\t\ud800' }));
    expect(xml).toContain('<event name="Bell and tab\t">');
    expect((await validate(xml)).valid).toBe(true);
  });
});
