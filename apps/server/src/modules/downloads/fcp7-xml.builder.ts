import type { ReviewComment, Shot, TimelineAudioClip, TimelineShot } from '@sym/contracts';
import { exportFrameSize, EXPORT_FPS } from '../../media/export/export-plan.ts';
import {
  commentMarkers,
  mediaFileName,
  mediaLinkOf,
  sceneOfShots,
  timelineOf,
  type DownloadSource,
} from './download-source.ts';
import { escapeXml } from './xml-text.ts';

// The edit as Final Cut Pro 7 XML (xmeml version 4), the interchange file Premiere Pro imports: one video track of
// the shots at their places (a shot without media leaves its gap), one audio track per timeline track with its
// clips, the scenes as markers on their opening shot and the open review comments as sequence markers. Every time
// is a frame count at 30 fps, on the same grid as the other edit files, so the sequence lasts exactly as long as
// the episode. FCP7 XML has no captions: subtitles travel beside it (the package's SRT).

const frames = (seconds: number) => Math.round(seconds * EXPORT_FPS);
const RATE = `<rate><timebase>${EXPORT_FPS}</timebase><ntsc>FALSE</ntsc></rate>`;

/** An element with text, escaped. */
const el = (name: string, text: string | number) => `<${name}>${escapeXml(String(text))}</${name}>`;

const marker = (name: string, at: number, comment = '') =>
  `<marker>${el('name', name)}${el('comment', comment)}${el('in', at)}${el('out', -1)}</marker>`;

/** Each media file once: the first use describes it, the later ones refer to its id. */
class Files {
  private readonly ids = new Map<string, string>();
  constructor(private readonly source: DownloadSource) {}

  xml(url: string, kind: 'video' | 'audio', length: number | null): string {
    const link = mediaLinkOf(this.source, url);
    const known = this.ids.get(link);
    if (known) return `<file id="${known}"/>`;
    const id = `file-${this.ids.size + 1}`;
    this.ids.set(link, id);
    return (
      `<file id="${id}">${el('name', mediaFileName(link))}${el('pathurl', link)}${RATE}` +
      `${length === null ? '' : el('duration', length)}<media><${kind}/></media></file>`
    );
  }
}

interface ClipItem {
  id: string;
  name: string;
  /** Timeline in and out (frames). */
  start: number;
  end: number;
  /** Source in and out (frames). */
  in: number;
  out: number;
  file: string;
  markers?: string[];
}

function clipItem(item: ClipItem): string {
  return (
    `<clipitem id="${item.id}">${el('name', item.name)}${el('duration', item.out)}${RATE}` +
    `${el('start', item.start)}${el('end', item.end)}${el('in', item.in)}${el('out', item.out)}` +
    `${item.file}${(item.markers ?? []).join('')}</clipitem>`
  );
}

function videoTrack(shots: readonly TimelineShot<Shot>[], files: Files, source: DownloadSource): string {
  const scenes = sceneOfShots(source);
  const items = shots.flatMap((entry, index) => {
    const url = entry.shot.videoUrl ?? entry.shot.imageUrl;
    if (!url) return [];
    const start = frames(entry.start);
    const end = frames(entry.end);
    const scene = scenes.get(entry.shot.id);
    return [
      clipItem({
        id: `clipitem-v${index + 1}`,
        name: `Shot ${index + 1}`,
        start,
        end,
        in: 0,
        out: end - start,
        file: files.xml(url, 'video', null),
        markers: scene?.opens ? [marker(scene.label, 0)] : [],
      }),
    ];
  });
  return `<track>${items.join('')}</track>`;
}

function audioTrack(clips: readonly TimelineAudioClip[], name: string, files: Files, prefix: string): string {
  const items = clips.map((clip, index) => {
    const start = frames(clip.start);
    const end = frames(clip.start + clip.duration);
    const sourceIn = frames(clip.sourceStart);
    return clipItem({
      id: `clipitem-${prefix}-${index + 1}`,
      name,
      start,
      end,
      in: sourceIn,
      out: sourceIn + (end - start),
      file: files.xml(clip.source, 'audio', null),
    });
  });
  return `<track>${items.join('')}</track>`;
}

/** The episode as an FCP7 XML document (xmeml 4), for Premiere Pro and the editors that read it. */
export function buildFcp7Xml(source: DownloadSource, options: { comments?: readonly ReviewComment[] } = {}): string {
  const timeline = timelineOf(source);
  const size = exportFrameSize(source.aspectRatio, '1080p');
  const files = new Files(source);
  const video = videoTrack(timeline.shots, files, source);
  const audio = [...source.tracks]
    .sort((a, b) => a.order - b.order)
    .map((track, index) =>
      audioTrack(
        timeline.audio.filter((clip) => clip.trackId === track.id && clip.duration > 0),
        track.name,
        files,
        `a${index + 1}`,
      ),
    );
  const comments = commentMarkers(timeline.shots, options.comments ?? []).map(({ time, text, author }) =>
    marker(text, frames(time), author),
  );
  const format =
    `<format><samplecharacteristics>${RATE}${el('width', size.width)}${el('height', size.height)}` +
    `${el('pixelaspectratio', 'square')}</samplecharacteristics></format>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    '<xmeml version="4">',
    `<sequence id="sequence-1">${el('name', source.scenarioName)}${el('duration', frames(timeline.duration))}${RATE}`,
    `<timecode>${RATE}${el('string', '00:00:00:00')}${el('frame', 0)}${el('displayformat', 'NDF')}</timecode>`,
    '<media>',
    `<video>${format}${video}</video>`,
    `<audio>${audio.join('')}</audio>`,
    '</media>',
    ...comments,
    '</sequence>',
    '</xmeml>',
    '',
  ].join('\n');
}
