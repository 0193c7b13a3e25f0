import { describe, expect, it } from 'vitest';
import { buildExportPlan, exportFrameSize, type ExportShotInput } from './export-plan.ts';

const shots: ExportShotInput[] = [
  { id: 'b', sequence: 2, duration: 2, imageUrl: '/media/b.png', cameraMotion: 'pan_left' },
  { id: 'a', sequence: 1, duration: null, imageUrl: '/media/a.png', videoUrl: '/media/a.mp4' },
  { id: 'c', sequence: 3, duration: 1.5, description: 'A storm' },
];
const size = { width: 1280, height: 720 };

describe('export plan', () => {
  it('sizes exports by aspect ratio and resolution', () => {
    expect(exportFrameSize('landscape', '1080p')).toEqual({ width: 1920, height: 1080 });
    expect(exportFrameSize('landscape', '720p')).toEqual({ width: 1280, height: 720 });
    expect(exportFrameSize('portrait', '720p')).toEqual({ width: 1080, height: 1920 });
    expect(exportFrameSize('square', '1080p')).toEqual({ width: 1080, height: 1080 });
  });

  it('orders clips by sequence at the shot durations and picks video, image or card per kind', () => {
    const plan = buildExportPlan({ kind: 'video', size, shots });
    expect(plan.clips.map((clip) => [clip.shotId, clip.start, clip.frames, clip.source.type])).toEqual([
      ['a', 0, 120, 'video'],
      ['b', 4, 60, 'image'],
      ['c', 6, 45, 'card'],
    ]);
    expect(plan.duration).toBe(7.5);
    const animatic = buildExportPlan({ kind: 'animatic', size, shots });
    expect(animatic.clips[0]!.source).toEqual({ type: 'image', url: '/media/a.png', motion: 'auto' });
    expect(animatic.clips[2]!.source).toEqual({ type: 'card', number: 3, text: 'A storm' });
  });

  it('changes the content hash of the changed shot only', () => {
    const before = buildExportPlan({ kind: 'video', size, shots });
    const changed = shots.map((shot) => (shot.id === 'b' ? { ...shot, cameraMotion: 'zoom_in' as const } : shot));
    const after = buildExportPlan({ kind: 'video', size, shots: changed });
    expect(after.clips.map((clip, index) => clip.hash === before.clips[index]!.hash)).toEqual([true, false, true]);
    // A longer first shot moves the others on the timeline, but their pixels, and hashes, stay the same.
    const longer = buildExportPlan({
      kind: 'video',
      size,
      shots: shots.map((s) => (s.id === 'a' ? { ...s, duration: 5 } : s)),
    });
    expect(longer.clips.map((clip, index) => clip.hash === before.clips[index]!.hash)).toEqual([false, true, true]);
    const bigger = buildExportPlan({ kind: 'video', size: { width: 1920, height: 1080 }, shots });
    expect(bigger.clips.every((clip, index) => clip.hash !== before.clips[index]!.hash)).toBe(true);
  });

  it('places audio from the timeline model and makes subtitle cues from ready voice clips', () => {
    const plan = buildExportPlan({
      kind: 'video',
      size,
      shots,
      subtitles: true,
      tracks: [
        {
          id: 't1',
          kind: 'audio',
          order: 0,
          muted: false,
          volume: 0.4,
          audioUrl: '/media/m.wav',
          audioDuration: 20,
          offset: 1,
          trimStart: 2,
          clipDuration: null,
        },
        {
          id: 'v1',
          kind: 'voice',
          order: 1,
          muted: false,
          volume: 1,
          audioUrl: null,
          audioDuration: null,
          offset: 0,
          trimStart: 0,
          clipDuration: null,
        },
      ],
      voiceClips: [
        {
          id: 'c1',
          trackId: 'v1',
          audioUrl: '/media/c1.wav',
          duration: 2,
          offset: 6.5,
          volume: 0.8,
          status: 'ready',
          text: 'Hello.',
        },
        {
          id: 'c2',
          trackId: 'v1',
          audioUrl: null,
          duration: null,
          offset: 1,
          volume: 1,
          status: 'pending',
          text: 'Not yet.',
        },
      ],
    });
    expect(plan.audio).toEqual([
      expect.objectContaining({ id: 't1', start: 1, sourceStart: 2, duration: 6.5, gain: 0.4 }),
      expect.objectContaining({ id: 'c1', start: 6.5, sourceStart: 0, duration: 1, gain: 0.8 }),
    ]);
    expect(plan.subtitles).toEqual([{ start: 6.5, end: 7.5, text: 'Hello.' }]);
    expect(buildExportPlan({ kind: 'video', size, shots }).subtitles).toEqual([]);
  });
});
