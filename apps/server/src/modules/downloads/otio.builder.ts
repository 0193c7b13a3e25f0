import type { Shot } from '@sym/contracts';
import type { TimelineAudioClip, TimelineShot } from '@sym/contracts';
import { mediaFileName, mediaLinkOf, timelineOf, type DownloadSource } from './download-source.ts';

type MediaLinks = Pick<DownloadSource, 'publicUrl' | 'mediaLink'>;

/** Rate of every RationalTime in the file. */
export const OTIO_RATE = 30;

type OtioObject = { OTIO_SCHEMA: string } & Record<string, unknown>;

const rationalTime = (seconds: number): OtioObject => ({
  OTIO_SCHEMA: 'RationalTime.1',
  rate: OTIO_RATE,
  value: Math.round(seconds * OTIO_RATE),
});

const timeRange = (start: number, duration: number): OtioObject => ({
  OTIO_SCHEMA: 'TimeRange.1',
  start_time: rationalTime(start),
  duration: rationalTime(duration),
});

function item(schema: string, name: string, extra: Record<string, unknown>): OtioObject {
  return { OTIO_SCHEMA: schema, name, metadata: {}, effects: [], markers: [], enabled: true, ...extra };
}

const gap = (duration: number): OtioObject => item('Gap.1', '', { source_range: timeRange(0, duration) });

function mediaReference(url: string | null | undefined, links: MediaLinks): OtioObject {
  const target = url ? mediaLinkOf(links, url) : null;
  if (!target) return { OTIO_SCHEMA: 'MissingReference.1', name: '', metadata: {}, available_range: null };
  return {
    OTIO_SCHEMA: 'ExternalReference.1',
    name: mediaFileName(target),
    metadata: {},
    available_range: null,
    target_url: target,
  };
}

function track(name: string, kind: 'Video' | 'Audio', children: OtioObject[]): OtioObject {
  return {
    OTIO_SCHEMA: 'Track.1',
    name,
    kind,
    metadata: {},
    effects: [],
    markers: [],
    enabled: true,
    source_range: null,
    children,
  };
}

function shotClip({ shot, index, duration }: TimelineShot<Shot>, links: MediaLinks): OtioObject {
  return item('Clip.1', `Shot ${index + 1}`, {
    source_range: timeRange(0, duration),
    media_reference: mediaReference(shot.videoUrl ?? shot.imageUrl, links),
    metadata: {
      sym: { shotId: shot.id, type: shot.type, cameraMotion: shot.cameraMotion, description: shot.description },
    },
  });
}

/**
 * Audio clips of one timeline track laid out as OTIO tracks: each clip after a gap from the previous end;
 * a clip overlapping the one before it goes to another lane (OTIO tracks cannot overlap).
 */
function audioLanes(name: string, clips: TimelineAudioClip[], links: MediaLinks): OtioObject[] {
  const lanes: { end: number; children: OtioObject[] }[] = [];
  for (const clip of [...clips].sort((a, b) => a.start - b.start)) {
    let lane = lanes.find((candidate) => candidate.end <= clip.start + 1e-9);
    if (!lane) {
      lane = { end: 0, children: [] };
      lanes.push(lane);
    }
    if (clip.start > lane.end) lane.children.push(gap(clip.start - lane.end));
    lane.children.push(
      item('Clip.1', mediaFileName(clip.source), {
        source_range: timeRange(clip.sourceStart, clip.duration),
        media_reference: mediaReference(clip.source, links),
        metadata: { sym: { kind: clip.kind, gain: clip.gain } },
      }),
    );
    lane.end = clip.start + clip.duration;
  }
  return lanes.map((lane, index) => track(index === 0 ? name : `${name} (${index + 1})`, 'Audio', lane.children));
}

/**
 * The edit as an OpenTimelineIO timeline: a Stack holding one video Track of the shots (in order, at their
 * durations, each clip referencing its video or image by absolute URL) and the audio tracks and voice clips
 * at their offsets, all read from the shared timeline model.
 */
export function buildOtio(source: DownloadSource): OtioObject {
  const timeline = timelineOf(source);
  const video = track(
    'Video',
    'Video',
    timeline.shots.map((entry) => shotClip(entry, source)),
  );
  const audio = [...source.tracks]
    .sort((a, b) => a.order - b.order)
    .flatMap((sourceTrack) =>
      audioLanes(
        sourceTrack.name,
        timeline.audio.filter((clip) => clip.trackId === sourceTrack.id),
        source,
      ),
    );
  return {
    OTIO_SCHEMA: 'Timeline.1',
    name: source.scenarioName,
    metadata: { sym: { aspectRatio: source.aspectRatio, duration: timeline.duration } },
    global_start_time: rationalTime(0),
    tracks: {
      OTIO_SCHEMA: 'Stack.1',
      name: 'tracks',
      metadata: {},
      effects: [],
      markers: [],
      enabled: true,
      source_range: null,
      children: [video, ...audio],
    },
  };
}
