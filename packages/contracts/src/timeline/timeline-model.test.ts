import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOT_DURATION_SECONDS,
  audioTimeAt,
  buildTimeline,
  clampZoom,
  scenarioDuration,
  formatDuration,
  formatTimelineTime,
  pixelsToTime,
  rulerTicks,
  shotAt,
  snapShotDuration,
  timeToPixels,
  trimShotDuration,
  type TimelineTrackInput,
  type TimelineVoiceClipInput,
} from './timeline-model.ts';

const shot = (id: string, sequence: number, duration: number | null = null) => ({ id, sequence, duration });

const track = (changes: Partial<TimelineTrackInput> = {}): TimelineTrackInput => ({
  id: 't1',
  kind: 'audio',
  order: 0,
  muted: false,
  volume: 1,
  audioUrl: '/media/music-key-000000001.wav',
  audioDuration: 20,
  offset: 0,
  trimStart: 0,
  clipDuration: null,
  ...changes,
});

const voice = (changes: Partial<TimelineVoiceClipInput> = {}): TimelineVoiceClipInput => ({
  id: 'v1',
  trackId: 'tv',
  audioUrl: '/media/voice-key-00000001.wav',
  duration: 2,
  offset: 1,
  volume: 0.8,
  status: 'ready',
  ...changes,
});

describe('timeline model: shots', () => {
  it('lays shots end to end in sequence order; a shot without a duration counts the default', () => {
    const timeline = buildTimeline([shot('c', 3, 1.5), shot('a', 1, 2), shot('b', 2)]);
    expect(timeline.shots.map(({ shot: s, start, end }) => [s.id, start, end])).toEqual([
      ['a', 0, 2],
      ['b', 2, 2 + DEFAULT_SHOT_DURATION_SECONDS],
      ['c', 6, 7.5],
    ]);
    expect(timeline.duration).toBe(7.5);
    expect(buildTimeline([]).duration).toBe(0);
  });

  it('keeps decimal sums exact enough to compare', () => {
    const timeline = buildTimeline([shot('a', 1, 0.1), shot('b', 2, 0.2), shot('c', 3, 0.7)]);
    expect(timeline.shots[2]!.start).toBe(0.3);
    expect(timeline.duration).toBe(1);
  });

  it('finds the shot at a time and the progress inside it; the last shot at the very end', () => {
    const timeline = buildTimeline([shot('a', 1, 2), shot('b', 2, 4)]);
    expect(shotAt(timeline, 0)).toMatchObject({ entry: { shot: { id: 'a' } }, localTime: 0, progress: 0 });
    expect(shotAt(timeline, 1)).toMatchObject({ entry: { shot: { id: 'a' } }, progress: 0.5 });
    expect(shotAt(timeline, 2)).toMatchObject({ entry: { shot: { id: 'b' } }, localTime: 0 });
    expect(shotAt(timeline, 5)).toMatchObject({ entry: { shot: { id: 'b' } }, localTime: 3, progress: 0.75 });
    expect(shotAt(timeline, 99)).toMatchObject({ entry: { shot: { id: 'b' } }, progress: 1 });
    expect(shotAt(buildTimeline([]), 0)).toBeNull();
  });
});

describe('timeline model: audio placement', () => {
  const shots = [shot('a', 1, 5), shot('b', 2, 5)];

  it('plays an audio track from its offset for the rest of the file, cut at the episode end', () => {
    const [clip] = buildTimeline(shots, [track({ offset: 3 })]).audio;
    expect(clip).toMatchObject({ id: 't1', kind: 'track', start: 3, sourceStart: 0, duration: 7, gain: 1 });
    const [short] = buildTimeline(shots, [track({ audioDuration: 4, offset: 1 })]).audio;
    expect(short).toMatchObject({ start: 1, duration: 4 });
  });

  it('honours trimStart and clipDuration, never past the file', () => {
    const [clip] = buildTimeline(shots, [track({ trimStart: 2, clipDuration: 3 })]).audio;
    expect(clip).toMatchObject({ start: 0, sourceStart: 2, duration: 3 });
    const [capped] = buildTimeline(shots, [track({ audioDuration: 4, trimStart: 2, clipDuration: 5 })]).audio;
    expect(capped!.duration).toBe(2);
    const [unknownLength] = buildTimeline(shots, [track({ audioDuration: null })]).audio;
    expect(unknownLength!.duration).toBe(10);
  });

  it('silences muted tracks, uses the clip volume as gain and drops what starts after the end', () => {
    const timeline = buildTimeline(
      shots,
      [
        track({ id: 'm', muted: true, order: 1 }),
        track({ id: 'loud', volume: 1.5, order: 0 }),
        track({ id: 'late', offset: 10, order: 2 }),
      ],
      [],
    );
    expect(timeline.audio.map((clip) => [clip.id, clip.gain])).toEqual([
      ['loud', 1.5],
      ['m', 0],
    ]);
  });

  it('places ready voice clips on their voice track; pending, failed and orphaned clips are not heard', () => {
    const voiceTrack = track({ id: 'tv', kind: 'voice', audioUrl: null, audioDuration: null });
    const timeline = buildTimeline(
      shots,
      [voiceTrack],
      [
        voice(),
        voice({ id: 'p', status: 'pending', audioUrl: null }),
        voice({ id: 'f', status: 'failed' }),
        voice({ id: 'o', trackId: 'gone' }),
        voice({ id: 'end', offset: 9, duration: 3 }),
      ],
    );
    expect(timeline.audio).toEqual([
      expect.objectContaining({ id: 'v1', kind: 'voice', start: 1, duration: 2, gain: 0.8 }),
      expect.objectContaining({ id: 'end', start: 9, duration: 1 }),
    ]);
    const muted = buildTimeline(shots, [{ ...voiceTrack, muted: true }], [voice()]);
    expect(muted.audio[0]!.gain).toBe(0);
  });

  it('tells where inside its file a clip is at a time', () => {
    const [clip] = buildTimeline(shots, [track({ offset: 2, trimStart: 1, clipDuration: 3 })]).audio;
    expect(audioTimeAt(clip!, 1.9)).toBeNull();
    expect(audioTimeAt(clip!, 2)).toBe(1);
    expect(audioTimeAt(clip!, 4.5)).toBe(3.5);
    expect(audioTimeAt(clip!, 5)).toBeNull();
  });
});

describe('timeline model: trims, zoom and the ruler', () => {
  it('trims a duration by dragging: snapped to 0.1 s and never under 0.5 s', () => {
    expect(trimShotDuration(4, 60, 60)).toBe(5);
    expect(trimShotDuration(4, -33, 60)).toBe(3.5);
    expect(trimShotDuration(4, 7, 60)).toBe(4.1);
    expect(trimShotDuration(1, -500, 60)).toBe(0.5);
    expect(snapShotDuration(2.349)).toBe(2.3);
  });

  it('converts time and pixels at a zoom, clamped', () => {
    expect(timeToPixels(2.5, 60)).toBe(150);
    expect(pixelsToTime(150, 60)).toBe(2.5);
    expect(pixelsToTime(-20, 60)).toBe(0);
    expect(pixelsToTime(1000, 60, 10)).toBe(10);
    expect(clampZoom(1)).toBe(10);
    expect(clampZoom(1000)).toBe(200);
  });

  it('labels the ruler at a step that leaves room between labels', () => {
    expect(rulerTicks(10, 60)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rulerTicks(10, 20)).toEqual([0, 5, 10]);
    expect(formatTimelineTime(0)).toBe('0:00.0');
    expect(formatTimelineTime(75.36)).toBe('1:15.3');
    expect(formatTimelineTime(5, false)).toBe('0:05');
  });
});

describe('scenarioDuration', () => {
  it('sums the shots as the timeline lays them out, 4 s for a shot without a duration', () => {
    const shots = [shot('a', 1, 2.5), shot('b', 2), shot('c', 3, 1.3), shot('d', 4, 0)];
    expect(scenarioDuration(shots)).toBe(11.8);
    expect(scenarioDuration(shots)).toBe(buildTimeline(shots).duration);
    expect(scenarioDuration([])).toBe(0);
  });

  it('adds tenths without floating-point dust', () => {
    expect(scenarioDuration([shot('a', 1, 0.1), shot('b', 2, 0.2)])).toBe(0.3);
  });
});

describe('formatDuration', () => {
  it('shows m:ss with a tenth only when there is one', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(68.5)).toBe('1:08.5');
    expect(formatDuration(65.04)).toBe('1:05');
    expect(formatDuration(68.46)).toBe('1:08.5');
    expect(formatDuration(59.96)).toBe('1:00');
  });

  it('adds hours from one hour on', () => {
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(3725.25)).toBe('1:02:05.3');
  });

  it('treats missing or negative values as zero', () => {
    expect(formatDuration(undefined)).toBe('0:00');
    expect(formatDuration(null)).toBe('0:00');
    expect(formatDuration(-5)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});
