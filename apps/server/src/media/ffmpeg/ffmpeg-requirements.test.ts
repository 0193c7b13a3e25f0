import { describe, expect, it } from 'vitest';
import { audioMixArgs, finalMuxArgs, imageClipArgs, posterArgs, videoClipArgs } from '../export/export-args.ts';
import { audioMuxArgs } from './audio-mux.args.ts';
import { cameraMoveArgs, planCameraMove } from './camera-move.args.ts';
import { FFMPEG_REQUIREMENTS } from './ffmpeg-requirements.ts';

/** Splits at `separators` outside single quotes, keeping backslash escapes as they are. */
function splitOutside(text: string, separators: string): string[] {
  const parts: string[] = [];
  let current = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\') {
      current += char + (text[index + 1] ?? '');
      index += 1;
    } else if (char === "'") {
      isQuoted = !isQuoted;
      current += char;
    } else if (!isQuoted && separators.includes(char)) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  return [...parts, current];
}

/** Filter name → option names set by name, from one filter graph. */
function filtersOf(graph: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const chain of splitOutside(graph, ';,')) {
    const filter = chain.replace(/^(\[[^\]]*\])+/, '').replace(/(\[[^\]]*\])+$/, '');
    const equals = filter.indexOf('=');
    const name = equals < 0 ? filter : filter.slice(0, equals);
    const args = equals < 0 ? '' : filter.slice(equals + 1);
    const options = found.get(name) ?? new Set<string>();
    for (const arg of splitOutside(args, ':')) {
      const option = /^(\w+)=/.exec(arg)?.[1];
      if (option) options.add(option);
    }
    found.set(name, options);
  }
  return found;
}

/** What a builder's arguments ask of ffmpeg: filters with named options, encoders, muxers and demuxers. */
function demandsOf(args: readonly string[]) {
  const filters = new Map<string, Set<string>>();
  const encoders = new Set<string>();
  const muxers = new Set<string>();
  const demuxers = new Set<string>();
  args.forEach((arg, index) => {
    const value = args[index + 1] ?? '';
    if (arg === '-filter_complex' || arg === '-vf' || arg === '-af') {
      for (const [name, options] of filtersOf(value)) {
        filters.set(name, new Set([...(filters.get(name) ?? []), ...options]));
      }
    }
    if ((arg === '-c:v' || arg === '-c:a' || arg === '-c:s') && value !== 'copy') encoders.add(value);
    if (arg === '-f') {
      // Our builders put output options after the last input: a format before an `-i` is an input's.
      const input = args.indexOf('-i', index);
      (input >= 0 ? demuxers : muxers).add(value);
      if (value === 'lavfi' && input >= 0) {
        for (const [name, options] of filtersOf(args[input + 1] ?? '')) filters.set(name, options);
      }
    }
  });
  return { filters, encoders, muxers, demuxers };
}

const size = { width: 1280, height: 720 };
const plan = planCameraMove('zoom_in', { width: 1920, height: 1080 }, size);
const clip = { input: 'in', output: 'out.mp4', size, fps: 30, frames: 60, threads: 2 };
const mixClip = { start: 1, sourceStart: 0.5, duration: 2, gain: 0.8 };
const muxOptions = {
  concatList: 'list.txt',
  duration: 4,
  output: 'o.mp4',
  fps: 30,
  size: { width: 640, height: 360 },
  threads: 2,
  tracks: [{ language: 'en', audio: 'a.m4a', subtitles: null }],
} as const;
const burnedSubtitles = {
  path: 's.srt',
  options: { font: 'DejaVu Sans', size: 'medium', outline: 2, position: 'bottom' },
  fontsDir: 'fonts',
} as const;
const lipsync = { video: 'v', audio: 'a.wav', durationSeconds: 3, width: 640, height: 360, fps: 25, output: 'o' };

/** Every argument list our pipeline builds, in each of its variants. */
const everyBuild: Record<string, string[]> = {
  'video clip': videoClipArgs(clip),
  'picture clip with a camera move': imageClipArgs({ ...clip, plan }),
  'card clip': imageClipArgs({ ...clip, plan: null }),
  'audio mix': audioMixArgs({ inputs: [{ path: 'a.wav', clip: mixClip }], duration: 4, output: 'a.m4a' }),
  silence: audioMixArgs({ inputs: [], duration: 4, output: 'a.m4a' }),
  'audio mix with a looped, ducked and faded bed': audioMixArgs({
    inputs: [{ path: 'a.wav', clip: { ...mixClip, loopLength: 1, duck: true, fadeIn: 0.5, fadeOut: 0.5 } }],
    duration: 4,
    output: 'a.m4a',
    speech: [{ start: 1, end: 2 }],
  }),
  'audio mix window': audioMixArgs({
    inputs: [{ path: 'a.wav', clip: mixClip }],
    duration: 4,
    output: 'w.wav',
    format: 'wav',
  }),
  'joined audio windows': audioMixArgs({
    inputs: [{ path: 'w.txt', clip: mixClip, inputArgs: ['-f', 'concat', '-safe', '0'] }],
    duration: 4,
    output: 'a.m4a',
  }),
  'final mux': finalMuxArgs(muxOptions),
  'final mux with subtitles': finalMuxArgs({ ...muxOptions, burned: burnedSubtitles }),
  'final mux with a subtitle stream': finalMuxArgs({
    ...muxOptions,
    tracks: [{ language: 'en', audio: 'a.m4a', subtitles: 's.srt' }],
  }),
  'final mux of two languages': finalMuxArgs({
    ...muxOptions,
    tracks: [
      { language: 'en', audio: 'a.m4a', subtitles: 's.srt' },
      { language: 'de', audio: 'b.m4a', subtitles: 't.srt' },
    ],
  }),
  poster: posterArgs({ input: 'c.mp4', output: 'p.jpg', at: 0 }),
  'camera move (local video provider)': cameraMoveArgs({ ...clip, frame: size, plan }),
  'voice-over on a still (local lip-sync)': audioMuxArgs({ ...lipsync, isStill: true }),
  'voice-over on a clip (local lip-sync)': audioMuxArgs({ ...lipsync, isStill: false }),
};

describe('FFMPEG_REQUIREMENTS', () => {
  it.each(Object.entries(everyBuild))('lists everything the %s asks of ffmpeg', (_, args) => {
    const demands = demandsOf(args);
    for (const [name, options] of demands.filters) {
      expect(Object.keys(FFMPEG_REQUIREMENTS.filters), `filter ${name}`).toContain(name);
      expect(FFMPEG_REQUIREMENTS.filters[name], `options of ${name}`).toEqual(expect.arrayContaining([...options]));
    }
    for (const encoder of demands.encoders) expect(FFMPEG_REQUIREMENTS.encoders).toContain(encoder);
    for (const muxer of demands.muxers) expect(FFMPEG_REQUIREMENTS.muxers).toContain(muxer);
    for (const demuxer of demands.demuxers) expect(FFMPEG_REQUIREMENTS.demuxers).toContain(demuxer);
  });

  it('asks for nothing the builders do not use', () => {
    const used = new Map<string, Set<string>>();
    for (const args of Object.values(everyBuild)) {
      for (const [name, options] of demandsOf(args).filters)
        used.set(name, new Set([...(used.get(name) ?? []), ...options]));
    }
    for (const [name, options] of Object.entries(FFMPEG_REQUIREMENTS.filters)) {
      expect([...used.keys()], `filter ${name}`).toContain(name);
      expect([...(used.get(name) ?? [])], `options of ${name}`).toEqual(expect.arrayContaining([...options]));
    }
  });
});
