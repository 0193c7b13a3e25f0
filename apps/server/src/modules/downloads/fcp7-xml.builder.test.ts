import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildTimeline, type Scene } from '@sym/contracts';
import { KEY, reviewComment, shot, source, track, voiceClip } from './download-test-data.ts';
import { buildFcp7Xml } from './fcp7-xml.builder.ts';

// No FCP7 XML reader runs here (OpenTimelineIO's adapters are not in Debian), so the file is read back with an
// XML parser and every clip's in and out points are held to the episode's timeline, frame by frame at 30 fps.

interface ClipItem {
  name: string;
  start: number;
  end: number;
  in: number;
  out: number;
  file: { '@_id': string; pathurl?: string };
  marker?: { name: string } | { name: string }[];
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const frames = (seconds: number) => Math.round(seconds * 30);

const episode = source({
  shots: [
    shot(1),
    shot(2, { duration: 1.5, videoUrl: `/media/${KEY}2.mp4` }),
    shot(3, { imageUrl: null }),
    shot(4, { imageUrl: `/media/${KEY}1.png` }),
  ],
  tracks: [
    track({}),
    track({ id: 'voice-1', name: 'Voices', kind: 'voice', audioUrl: null, audioDuration: null, order: 1 }),
  ],
  voiceClips: [voiceClip('v1', 0.5, 1), voiceClip('v2', 3, 2.25)],
  scenes: [{ id: 'scene-1', name: 'INT. HUT', shotIds: ['shot-2', 'shot-3'] } as unknown as Scene],
});

describe('FCP7 XML (Premiere)', () => {
  it('places every clip at its shot or line, its in and out points matching the episode', () => {
    const comment = reviewComment('Brighter & warmer', {
      shotId: 'shot-4',
      author: { userId: 'u1', name: 'Ana', isGuest: false },
    });
    const xml = buildFcp7Xml(episode, { comments: [comment] });
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      xmeml: {
        '@_version': string;
        sequence: {
          duration: number;
          marker: { name: string; in: number; comment: string };
          media: {
            video: { track: { clipitem: ClipItem[] } };
            audio: { track: { clipitem: ClipItem | ClipItem[] }[] };
          };
        };
      };
    };
    const timeline = buildTimeline(episode.shots, episode.tracks, episode.voiceClips);
    const { sequence } = parsed.xmeml;
    expect(parsed.xmeml['@_version']).toBe('4');
    expect(sequence.duration).toBe(frames(timeline.duration));

    // Shots with media at their places; shot 3 (no media) is the gap between shot 2 and shot 4.
    const video = sequence.media.video.track.clipitem;
    const withMedia = timeline.shots.filter((entry) => entry.shot.imageUrl || entry.shot.videoUrl);
    expect(video.map((item) => item.name)).toEqual(['Shot 1', 'Shot 2', 'Shot 4']);
    video.forEach((item, index) => {
      const entry = withMedia[index]!;
      expect([item.start, item.end]).toEqual([frames(entry.start), frames(entry.end)]);
      expect([item.in, item.out]).toEqual([0, frames(entry.end) - frames(entry.start)]);
    });
    expect(video[2]!.start - video[1]!.end).toBe(frames(2));
    expect(list(video[1]!.marker)[0]!.name).toBe('Scene 1: INT. HUT');
    expect(video[1]!.file.pathurl).toBe(`https://studio.example.com/media/${KEY}2.mp4`);

    // One audio track per timeline track; every clip's source in/out spans exactly its time on the timeline.
    const [musicTrack, voiceTrack] = sequence.media.audio.track;
    const audio = [...list(musicTrack!.clipitem), ...list(voiceTrack!.clipitem)];
    expect(audio.map((item) => item.name)).toEqual(['Music', 'Voices', 'Voices']);
    timeline.audio.forEach((clip, index) => {
      const item = audio[index]!;
      expect([item.start, item.end]).toEqual([frames(clip.start), frames(clip.start + clip.duration)]);
      expect(item.in).toBe(frames(clip.sourceStart));
      expect(item.out - item.in).toBe(item.end - item.start);
    });
    // A picture used twice is described once, then referred to.
    expect(video.map((item) => item.file['@_id'])).toEqual(['file-1', 'file-2', 'file-1']);
    expect(video[2]!.file.pathurl).toBeUndefined();
    expect(sequence.marker).toMatchObject({ name: 'Brighter & warmer', in: frames(5.5), comment: 'Ana' });
  });
});
