import type { Readable } from 'node:stream';
import type { ReviewComment } from '@sym/contracts';
import { ZipFile } from 'yazl';
import { buildSrt, buildWebVtt, type SubtitleCue } from '../../media/export/subtitles.ts';
import { mediaKeyOfUrl, type MediaStorage } from '../../media/media-storage.ts';
import { mediaFileName, type DownloadSource } from './download-source.ts';
import { buildEdl } from './edl.builder.ts';
import { buildFcp7Xml } from './fcp7-xml.builder.ts';
import { buildFcpxml } from './fcpxml.builder.ts';
import { buildOtio } from './otio.builder.ts';

// The "package" download: one zip an editor unpacks and opens, holding every edit file, the media they use in a
// `media/` folder (each edit file points at it by a relative path, so nothing expires or needs the app) and the
// subtitles. Media files are stored as they are (they are compressed already) and read one at a time while the
// zip streams out, so a long episode is never held in memory.

/** Where the edit files point at a media file inside the package. */
export const packageMediaPath = (url: string) => `media/${mediaFileName(url)}`;

/** Every media file the edit uses (shots' pictures and videos, audio tracks, voice clips), each once. */
export function packageMedia(source: DownloadSource): string[] {
  const urls = [
    ...source.shots.flatMap((shot) => [shot.videoUrl ?? shot.imageUrl]),
    ...source.tracks.map((track) => (track.kind === 'audio' ? track.audioUrl : null)),
    ...source.voiceClips.map((clip) => (clip.status === 'ready' ? clip.audioUrl : null)),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/** The media files that are stored (a file removed since leaves a line in the README instead of a broken zip). */
async function storedMedia(urls: readonly string[], media: Pick<MediaStorage, 'get'>): Promise<string[]> {
  const stored: string[] = [];
  for (const url of urls) {
    const key = mediaKeyOfUrl(url);
    // Its first byte only: whether it is there, without reading it.
    const object = key ? await media.get(key, { start: 0, end: 0 }).catch(() => undefined) : undefined;
    if (!object) continue;
    object.stream.destroy();
    stored.push(url);
  }
  return stored;
}

function readme(stem: string, media: number, missing: readonly string[]): string {
  return [
    `${stem}: edit package`,
    '',
    `${stem}.fcpxml             Final Cut Pro XML 1.10: Final Cut Pro (File > Import > XML), DaVinci Resolve`,
    `${stem} (Premiere).xml     FCP7 XML: Premiere Pro (File > Import), and the editors that read it`,
    `${stem}.otio               OpenTimelineIO`,
    `${stem}.edl                CMX 3600 EDL (picture cuts only)`,
    `${stem}.srt / .vtt         the spoken lines as subtitles (SubRip, WebVTT)`,
    `media/                     the ${media} picture, video and sound files the edit uses`,
    '',
    'Unpack the whole folder and keep media/ beside the edit files: they point at it by relative paths.',
    'If your editor reports missing media, relink to the media/ folder.',
    'Times are on a 30 frames per second grid; the sequence lasts as long as the episode.',
    ...(missing.length > 0 ? ['', 'Not in the package (no longer stored):', ...missing.map(packageMediaPath)] : []),
    '',
  ].join('\r\n');
}

/** The package as a zip stream; `stem` names its files. */
export async function buildEditPackage(options: {
  source: DownloadSource;
  stem: string;
  comments: readonly ReviewComment[];
  language: string;
  cues: readonly SubtitleCue[];
  /** The subtitles of the episode's further languages, beside the main ones as "<stem>.<language>.srt". */
  translatedCues?: readonly { language: string; cues: readonly SubtitleCue[] }[];
  media: Pick<MediaStorage, 'get'>;
}): Promise<Readable> {
  const { stem, comments, language, cues } = options;
  const source: DownloadSource = { ...options.source, mediaLink: packageMediaPath };
  const wanted = packageMedia(source);
  const stored = await storedMedia(wanted, options.media);
  const zip = new ZipFile();
  const text = (name: string, body: string) => zip.addBuffer(Buffer.from(body, 'utf8'), name);
  text(
    'README.txt',
    readme(
      stem,
      stored.length,
      wanted.filter((url) => !stored.includes(url)),
    ),
  );
  text(`${stem}.fcpxml`, buildFcpxml(source, { comments, language }));
  text(`${stem} (Premiere).xml`, buildFcp7Xml(source, { comments }));
  text(`${stem}.otio`, `${JSON.stringify(buildOtio(source), null, 2)}\n`);
  text(`${stem}.edl`, buildEdl(source));
  text(`${stem}.srt`, buildSrt(cues));
  text(`${stem}.vtt`, buildWebVtt(cues));
  for (const translated of options.translatedCues ?? []) {
    text(`${stem}.${translated.language}.srt`, buildSrt(translated.cues));
    text(`${stem}.${translated.language}.vtt`, buildWebVtt(translated.cues));
  }
  for (const url of stored) {
    // Opened only when the zip reaches the file.
    zip.addReadStreamLazy(packageMediaPath(url), { compress: false }, (done) => {
      const key = mediaKeyOfUrl(url);
      const found = key ? options.media.get(key) : Promise.resolve(undefined);
      found.then(
        (object) => (object ? done(null, object.stream) : done(new Error(`missing media file ${url}`), null as never)),
        (error: unknown) => done(error as Error, null as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
