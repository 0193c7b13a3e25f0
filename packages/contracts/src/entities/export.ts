import { z } from 'zod';
import { Id, Name, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { LANGUAGES } from '../i18n.ts';

export const EXPORT_STATUS = ['processing', 'completed', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUS)[number];

/** `video`: every shot's primary video (its image with its camera move when it has none); `animatic`: images only, free. */
export const EXPORT_KINDS = ['video', 'animatic'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * Landscape episodes render at 1080p, 720p or 4K (3840×2160, advanced export); portrait is 1080×1920 and square
 * 1080×1080 whatever is chosen.
 */
export const EXPORT_RESOLUTIONS = ['1080p', '720p', '4k'] as const;
export type ExportResolution = (typeof EXPORT_RESOLUTIONS)[number];

/**
 * The video codec of the file: H.264 in an MP4 (plays everywhere, shares), H.265 in an MP4 (smaller), or Apple
 * ProRes 422 HQ in a MOV for editing suites. The last two are advanced export, and need an ffmpeg build with their
 * encoder (libx265, prores_ks).
 */
export const EXPORT_CODECS = ['h264', 'h265', 'prores'] as const;
export type ExportCodec = (typeof EXPORT_CODECS)[number];

/** `burned`: drawn into the picture in the chosen style; `stream`: a subtitle track (mov_text) players switch on. */
export const SUBTITLE_MODES = ['burned', 'stream'] as const;
export type SubtitleMode = (typeof SUBTITLE_MODES)[number];

/** The fonts shipped with the product (DejaVu, open licence), so a machine without fonts still draws subtitles. */
export const SUBTITLE_FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono'] as const;
/** Text height as a share of the video's width: small 2.8%, medium 3.5%, large 4.5%. */
export const SUBTITLE_SIZES = ['small', 'medium', 'large'] as const;
export const SUBTITLE_POSITIONS = ['bottom', 'top'] as const;

/** Subtitles burned in at the bottom, in DejaVu Sans, medium size, with a 2-pixel outline. */
export const DEFAULT_SUBTITLE_OPTIONS = {
  mode: 'burned',
  font: 'DejaVu Sans',
  size: 'medium',
  outline: 2,
  position: 'bottom',
} as const;

/** How an export carries its subtitles; the style applies to burned-in ones (a player styles a stream its way). */
export const SubtitleOptions = z.object({
  mode: z.enum(SUBTITLE_MODES).default(DEFAULT_SUBTITLE_OPTIONS.mode),
  font: z.enum(SUBTITLE_FONTS).default(DEFAULT_SUBTITLE_OPTIONS.font),
  size: z.enum(SUBTITLE_SIZES).default(DEFAULT_SUBTITLE_OPTIONS.size),
  /** Outline around the letters, in pixels of a 288-line picture (0: none). */
  outline: z.number().int().min(0).max(4).default(DEFAULT_SUBTITLE_OPTIONS.outline),
  position: z.enum(SUBTITLE_POSITIONS).default(DEFAULT_SUBTITLE_OPTIONS.position),
});
export type SubtitleOptions = z.infer<typeof SubtitleOptions>;

/** A rendered file of an episode (MP4 of H.264 or H.265, or MOV of ProRes; AAC; faststart) and its share link, if any. */
export const Export = z.object({
  exportId: Id,
  scenarioId: Id,
  name: Name,
  kind: z.enum(EXPORT_KINDS),
  status: z.enum(EXPORT_STATUS),
  /** 0-100 while processing. */
  progress: z.number().min(0).max(100),
  /** The user's text when failed ('Export failed: {error}' or the timeout text). */
  error: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  codec: z.enum(EXPORT_CODECS),
  subtitles: z.boolean(),
  /** How the subtitles are carried and drawn; null without subtitles. */
  subtitleOptions: SubtitleOptions.nullable(),
  /** The languages of its audio and subtitle streams, the first one the default (the episode's main language unless chosen). */
  languages: z.array(z.enum(LANGUAGES)).min(1),
  /** Seconds, once completed. */
  duration: z.number().min(0).nullable(),
  /** Bytes, once completed. */
  size: z.number().int().min(0).nullable(),
  videoUrl: MediaUrl.nullable(),
  posterUrl: MediaUrl.nullable(),
  /** The public page of the export's active share link (`{PUBLIC_URL}/v/{shareId}`), if shared. */
  shareUrl: z.string().nullable(),
  shareId: Id.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Export = z.infer<typeof Export>;

/** What the public page /v/{shareId} gets: the video and its title, nothing else of the owner's project. */
export const PublicVideo = z.object({
  shareId: Id,
  title: z.string(),
  videoUrl: MediaUrl,
  posterUrl: MediaUrl.nullable(),
  duration: z.number().min(0).nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PublicVideo = z.infer<typeof PublicVideo>;

/** A public share link of an export. */
export const ShareLink = z.object({ shareId: Id, exportId: Id, url: z.string() });
export type ShareLink = z.infer<typeof ShareLink>;
