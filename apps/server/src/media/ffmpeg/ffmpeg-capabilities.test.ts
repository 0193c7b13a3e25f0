import { describe, expect, it } from 'vitest';
import { locateFfmpeg } from './ffmpeg-binary.ts';
import {
  missingCapabilities,
  parseCodecList,
  parseFilterList,
  parseOptionClasses,
  parseFormatList,
  readCapabilities,
  type FfmpegCapabilities,
} from './ffmpeg-capabilities.ts';
import { FFMPEG_REQUIREMENTS, type FfmpegRequirements } from './ffmpeg-requirements.ts';

describe('reading what an ffmpeg build offers', () => {
  it('reads filter names, skipping the legend', () => {
    const output = [
      'Filters:',
      '  T.. = Timeline support',
      '  | = Source or sink filter',
      ' ... amix              N->A       Audio mixing.',
      ' T.C volume            A->A       Change input volume.',
      ' ... anullsrc          |->A       Null audio source, return empty audio frames.',
    ].join('\n');
    expect([...parseFilterList(output)]).toEqual(['amix', 'volume', 'anullsrc']);
  });

  it('reads codec names, skipping the legend', () => {
    const output = [
      'Encoders:',
      ' V..... = Video',
      ' ------',
      ' V..... libx264              libx264 H.264 / AVC (codec h264)',
      ' A..... aac                  AAC (Advanced Audio Coding)',
      ' VFS..D h264                 H.264 / AVC / MPEG-4 AVC / MPEG-4 part 10',
    ].join('\n');
    expect([...parseCodecList(output)]).toEqual(['libx264', 'aac', 'h264']);
  });

  it('reads format names of old and new builds, splitting comma-separated entries', () => {
    const old = [' D. = Demuxing supported', ' --', ' D  mov,mp4,m4a,3gp,3g2,mj2 QuickTime / MOV', '  E mp4  MP4'];
    const newer = [' D.. = Demuxing supported', ' ---', ' D d lavfi           Libavfilter virtual input device'];
    expect([...parseFormatList([...old, ...newer].join('\n'))]).toEqual([
      'mov',
      'mp4',
      'm4a',
      '3gp',
      '3g2',
      'mj2',
      'lavfi',
    ]);
  });

  it('reads option names per class, old and new indentation, skipping named values', () => {
    const output = [
      'apad AVOptions:',
      '  packet_size       <int>        ..F.A.... set silence packet size (from 0 to INT_MAX) (default 4096)',
      '  whole_len         <int64>      ..F.A.... set minimum target number of samples',
      'scale(2ref) AVOptions:',
      '   flags             <string>     ..FV....... Flags to pass to libswscale (default "")',
      '   eval              <int>        ..FV....... specify when to evaluate expressions (default init)',
      '     init            0            ..FV....... eval expressions once during initialization',
    ].join('\n');
    expect(parseOptionClasses(output)).toEqual(
      new Map([
        ['apad', new Set(['packet_size', 'whole_len'])],
        ['scale(2ref)', new Set(['flags', 'eval'])],
      ]),
    );
  });
});

describe('checking a build against the requirements', () => {
  const requirements: FfmpegRequirements = {
    filters: { amix: ['inputs', 'normalize'], subtitles: [] },
    encoders: ['libx264'],
    decoders: ['png'],
    muxers: ['mp4'],
    demuxers: ['concat'],
  };
  const capabilities: FfmpegCapabilities = {
    version: 'ffmpeg version 4.1',
    filters: new Set(['amix']),
    filterOptions: new Map([['amix', new Set(['inputs'])]]),
    encoders: new Set(['aac']),
    decoders: new Set(['png']),
    muxers: new Set(['mp4']),
    demuxers: new Set(['concat']),
  };

  it('lists every missing filter, option, encoder and format', () => {
    expect(missingCapabilities(capabilities, requirements)).toEqual([
      'filter amix option normalize',
      'filter subtitles',
      'encoder libx264',
    ]);
  });

  it('finds everything the pipeline needs in the ffmpeg shipped with the app (the 2018 build)', async () => {
    const shipped = await locateFfmpeg(undefined, '');
    const offered = await readCapabilities(shipped.ffmpeg, FFMPEG_REQUIREMENTS);
    expect(offered.version).toMatch(/^ffmpeg version/);
    expect(missingCapabilities(offered, FFMPEG_REQUIREMENTS)).toEqual([]);
    // The options that build lacks and the pipeline therefore does not use.
    expect(offered.filterOptions.get('amix')?.has('normalize')).toBe(false);
  });
});
