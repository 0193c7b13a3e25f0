import type { ReviewComment, Shot, TimelineAudioClip, TimelineShot } from '@sym/contracts';
import { exportFrameSize, EXPORT_FPS } from '../../media/export/export-plan.ts';
import { voiceCues, type SubtitleCue } from '../../media/export/subtitles.ts';
import {
  commentMarkers,
  mediaFileName,
  mediaLinkOf,
  sceneOfShots,
  timelineOf,
  type DownloadSource,
} from './download-source.ts';
import { escapeXml } from './xml-text.ts';

// The edit as Final Cut Pro XML 1.10 (Final Cut Pro, DaVinci Resolve): the shots as clips of one storyline at the
// export's frame rate, the audio tracks and voice clips connected below it, one lane per track, the spoken lines as
// captions above it, and scene names and open review comments as markers. Valid against Apple's published DTD
// (test/fixtures/dtd/FCPXMLv1_10.dtd), which Final Cut Pro checks before it imports anything.

export const FCPXML_VERSION = '1.10';

/** Seconds as an FCPXML time on the frame grid: `N/30s`, or `0s`. */
function frameTime(frames: number): string {
  return frames === 0 ? '0s' : `${frames}/${EXPORT_FPS}s`;
}
const frames = (seconds: number) => Math.round(seconds * EXPORT_FPS);
const time = (seconds: number) => frameTime(frames(seconds));

/** `name="value"` pairs, values escaped, undefined ones left out. */
function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

interface Asset {
  id: string;
  url: string;
  kind: 'video' | 'image' | 'audio';
  name: string;
}

/** Registers each media address once as an asset resource (r3, r4, …). */
class Assets {
  private readonly byUrl = new Map<string, Asset>();
  constructor(private readonly source: DownloadSource) {}

  ref(url: string, kind: Asset['kind']): string {
    const link = mediaLinkOf(this.source, url);
    let asset = this.byUrl.get(link);
    if (!asset) {
      asset = { id: `r${this.byUrl.size + 3}`, url: link, kind, name: mediaFileName(link) };
      this.byUrl.set(link, asset);
    }
    return asset.id;
  }

  xml(): string[] {
    return [...this.byUrl.values()].map((asset) => {
      const media =
        asset.kind === 'audio'
          ? { hasAudio: '1', audioSources: '1' }
          : { hasVideo: '1', videoSources: '1', format: asset.kind === 'image' ? 'r2' : 'r1' };
      return (
        `    <asset${attributes({ id: asset.id, name: asset.name, start: '0s', ...media })}>\n` +
        `      <media-rep${attributes({ kind: 'original-media', src: asset.url })}/>\n` +
        '    </asset>'
      );
    });
  }
}

/** What is connected to one storyline clip: items in the clip's own time (it starts at 0). */
interface Connected {
  audio: string[];
  captions: string[];
  markers: string[];
}

/** The storyline clip under `seconds` (the last one at the very end). */
function clipAt(shots: readonly TimelineShot<Shot>[], seconds: number): number {
  const index = shots.findIndex((entry) => seconds < entry.end);
  return index === -1 ? shots.length - 1 : index;
}

function audioItem(clip: TimelineAudioClip, ref: string, lane: number, offset: number, name: string): string {
  return `          <asset-clip${attributes({
    ref,
    lane,
    offset: frameTime(offset),
    name,
    start: time(clip.sourceStart),
    duration: time(clip.duration),
    audioRole: clip.kind === 'voice' ? 'dialogue' : 'music',
  })}/>`;
}

function captionItem(cue: SubtitleCue, offset: number, language: string): string {
  return (
    `          <caption${attributes({
      lane: 1,
      offset: frameTime(offset),
      name: cue.text.slice(0, 60),
      duration: frameTime(Math.max(1, frames(cue.end) - frames(cue.start))),
      role: `SRT?captionFormat=SRT.${language}`,
    })}>\n` +
    `            <text>${escapeXml(cue.text)}</text>\n` +
    '          </caption>'
  );
}

const marker = (offset: number, value: string, note?: string) =>
  `          <marker${attributes({ start: frameTime(offset), duration: frameTime(1), value, note })}/>`;

/**
 * The episode as an FCPXML document. `comments` are the open review threads (markers on their shot, or at their
 * time on the episode); `language` tags the captions.
 */
export function buildFcpxml(
  source: DownloadSource,
  options: { comments?: readonly ReviewComment[]; language?: string } = {},
): string {
  const timeline = timelineOf(source);
  const size = exportFrameSize(source.aspectRatio, '1080p');
  const assets = new Assets(source);
  const shots = timeline.shots;
  const starts = shots.map((entry) => frames(entry.start));
  const connected: Connected[] = shots.map(() => ({ audio: [], captions: [], markers: [] }));
  // Offsets inside a storyline clip, on the frame grid of the sequence.
  const local = (index: number, seconds: number) => Math.max(0, frames(seconds) - starts[index]!);

  const lanes = new Map([...source.tracks].sort((a, b) => a.order - b.order).map((track, at) => [track.id, -(at + 1)]));
  const trackNames = new Map(source.tracks.map((track) => [track.id, track.name]));
  for (const clip of timeline.audio) {
    if (clip.duration <= 0) continue;
    const index = clipAt(shots, clip.start);
    const name = trackNames.get(clip.trackId) ?? (clip.kind === 'voice' ? 'Voice' : 'Audio');
    connected[index]!.audio.push(
      audioItem(clip, assets.ref(clip.source, 'audio'), lanes.get(clip.trackId) ?? -1, local(index, clip.start), name),
    );
  }
  const texts = new Map(source.voiceClips.map((clip) => [clip.id, clip.text]));
  for (const cue of voiceCues(timeline.audio, texts, timeline.duration)) {
    const index = clipAt(shots, cue.start);
    connected[index]!.captions.push(captionItem(cue, local(index, cue.start), options.language ?? 'en'));
  }
  const scenes = sceneOfShots(source);
  shots.forEach((entry, index) => {
    const scene = scenes.get(entry.shot.id);
    if (scene?.opens) connected[index]!.markers.push(marker(0, scene.label));
  });
  for (const { time, text, author } of commentMarkers(shots, options.comments ?? [])) {
    const index = clipAt(shots, time);
    connected[index]!.markers.push(marker(local(index, time), text, author));
  }

  const spine = shots.map((entry, index) => {
    const duration = frameTime((starts[index + 1] ?? frames(timeline.duration)) - starts[index]!);
    const name = `Shot ${index + 1}`;
    const { audio, captions, markers } = connected[index]!;
    const children = [...audio, ...captions, ...markers];
    const media = entry.shot.videoUrl
      ? assets.ref(entry.shot.videoUrl, 'video')
      : entry.shot.imageUrl
        ? assets.ref(entry.shot.imageUrl, 'image')
        : null;
    const open = media
      ? `        <asset-clip${attributes({ ref: media, offset: frameTime(starts[index]!), name, start: '0s', duration })}`
      : `        <gap${attributes({ name, offset: frameTime(starts[index]!), start: '0s', duration })}`;
    const close = media ? '        </asset-clip>' : '        </gap>';
    return children.length === 0 ? `${open}/>` : [`${open}>`, ...children, close].join('\n');
  });

  const total = frameTime(frames(timeline.duration));
  const standard = size.width === 1920 && size.height === 1080 ? 'FFVideoFormat1080p30' : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE fcpxml>',
    `<fcpxml version="${FCPXML_VERSION}">`,
    '  <resources>',
    `    <format${attributes({ id: 'r1', name: standard, frameDuration: `1/${EXPORT_FPS}s`, width: size.width, height: size.height })}/>`,
    `    <format${attributes({ id: 'r2', name: 'FFVideoFormatRateUndefined', width: size.width, height: size.height })}/>`,
    ...assets.xml(),
    '  </resources>',
    '  <library>',
    `    <event${attributes({ name: source.scenarioName })}>`,
    `      <project${attributes({ name: source.scenarioName })}>`,
    `        <sequence${attributes({ format: 'r1', duration: total, tcStart: '0s', tcFormat: 'NDF', audioLayout: 'stereo', audioRate: '48k' })}>`,
    '          <spine>',
    ...spine.map((clip) => clip.replace(/^ {8}/gm, '            ')),
    '          </spine>',
    '        </sequence>',
    '      </project>',
    '    </event>',
    '  </library>',
    '</fcpxml>',
    '',
  ].join('\n');
}
