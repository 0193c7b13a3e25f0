/**
 * What our ffmpeg argument builders ask of an ffmpeg build: every filter with the named options they pass, every
 * encoder, decoder, muxer and demuxer. The start-up check refuses a build that lacks any of it, so a missing
 * capability shows when the server starts instead of when a user exports. `ffmpeg-requirements.test.ts` runs
 * every builder and fails when one uses something not listed here.
 */
export interface FfmpegRequirements {
  /** Filter name → options the builders set by name (positional values are not listed). */
  filters: Readonly<Record<string, readonly string[]>>;
  encoders: readonly string[];
  decoders: readonly string[];
  muxers: readonly string[];
  demuxers: readonly string[];
}

export const FFMPEG_REQUIREMENTS: FfmpegRequirements = {
  filters: {
    // Pictures: cover fit, camera moves, held and cut clips.
    scale: ['force_original_aspect_ratio', 'flags', 'out_color_matrix', 'out_range'],
    crop: [],
    setsar: [],
    format: [],
    fps: [],
    loop: ['loop', 'size', 'start'],
    setpts: [],
    settb: [],
    perspective: ['x0', 'y0', 'x1', 'y1', 'x2', 'y2', 'x3', 'y3', 'interpolation', 'eval'],
    tpad: ['stop_mode', 'stop_duration'],
    // Burned-in subtitles (libass), in the fonts shipped with the product.
    subtitles: ['filename', 'fontsdir', 'force_style'],
    // The export's audio mix.
    anullsrc: ['channel_layout', 'sample_rate'],
    atrim: ['start', 'duration', 'end_sample'],
    asetpts: [],
    aresample: [],
    aformat: ['sample_fmts', 'channel_layouts'],
    // Gains, and the ducking expression evaluated per frame; loops and fades of music tracks.
    volume: ['eval'],
    aloop: ['loop', 'size'],
    afade: ['t', 'st', 'd'],
    adelay: [],
    apad: ['whole_len'],
    amix: ['inputs', 'duration', 'dropout_transition'],
  },
  // pcm_f32le: the windows of a long episode's audio mix, joined before the AAC encode.
  // mov_text: subtitles as a stream of the MP4.
  encoders: ['libx264', 'aac', 'mjpeg', 'pcm_f32le', 'mov_text'],
  // What users upload or providers return: PNG/JPEG/WebP pictures, H.264 clips, MP3/AAC/WAV audio; and the
  // export's own SubRip subtitles.
  decoders: ['h264', 'png', 'mjpeg', 'webp', 'mp3', 'aac', 'pcm_s16le', 'pcm_f32le', 'subrip'],
  muxers: ['mp4', 'image2', 'wav'],
  demuxers: ['concat', 'lavfi', 'mov', 'image2', 'wav', 'mp3', 'aac', 'srt'],
};
