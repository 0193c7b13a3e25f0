import { z } from 'zod';
import { Id, Name } from '../limits.ts';
import { EXPORT_CODECS, EXPORT_KINDS, EXPORT_RESOLUTIONS, SubtitleOptions } from '../entities/export.ts';
import { PathId } from './scenarios.ts';
import { LANGUAGES } from '../i18n.ts';
import { SCENARIO_DOWNLOAD_FORMATS } from '../routes.ts';

/** Spec §8 texts of exports and sharing; `{error}` is filled with formatMessage. */
export const EXPORT_MESSAGES = {
  exportFailed: 'Export failed: {error}',
  exportTimedOut: 'Export timed out. Please check the scenario list for the exported video.',
  startFailed: 'Failed to start export: {error}',
  renameFailed: 'Failed to rename export',
  deleteFailed: 'Failed to delete export. Please try again.',
  shareFailed: 'Failed to create share link. Please try again.',
  exportNotFound: 'Export not found',
  noShots: 'Add shots to the episode before exporting',
  languageNotInEpisode: "Every language of an export must be one of the episode's languages",
  codecUnavailable:
    "This server's ffmpeg cannot encode {codec} (it has no {encoder} encoder). Choose H.264, or ask the administrator for an ffmpeg build with it.",
  notShareable: 'Only a completed export can be shared',
  proresNotShareable:
    'A ProRes export is a file for editing software, which browsers cannot play: share an H.264 export',
  videoFormatNotSupported: 'Video format not supported',
} as const;

/** An export's languages: each of the supported ones at most once. */
export const ExportLanguages = z
  .array(z.enum(LANGUAGES))
  .min(1)
  .max(LANGUAGES.length)
  .refine((languages) => new Set(languages).size === languages.length, 'Each language at most once');

/** Starts a render of the episode's timeline as a job; answers the new Export (status processing). */
export const ExportCreateInput = z.object({
  id: PathId,
  name: Name.optional(),
  kind: z.enum(EXPORT_KINDS).default('video'),
  resolution: z.enum(EXPORT_RESOLUTIONS).default('1080p'),
  /** H.264 (default), H.265 or ProRes (a MOV); the last two, like 4K, are advanced export. */
  codec: z.enum(EXPORT_CODECS).default('h264'),
  /** Subtitles from the voice clips' text, burned in or as a stream (subtitleOptions). */
  subtitles: z.boolean().default(false),
  /** Burned in (the default, in a shipped font) or a separate stream; ignored without subtitles. */
  subtitleOptions: SubtitleOptions.prefault({}),
  /**
   * The languages of its audio and subtitle streams, the first one the default stream (and the burned-in
   * subtitles' language); the episode's main language when absent. More than one is the professional edition's.
   */
  languages: ExportLanguages.optional(),
});
export type ExportCreateInput = z.infer<typeof ExportCreateInput>;

export const ExportIdParams = z.object({ id: PathId, exportId: PathId });
export type ExportIdParams = z.infer<typeof ExportIdParams>;

export const ExportsListInput = z.object({ id: PathId });

export const ExportUpdateInput = z.object({ id: PathId, exportId: PathId, name: Name });
export type ExportUpdateInput = z.infer<typeof ExportUpdateInput>;

/** Answer of deleting an export (its file and share links go with it). */
export const ExportDeleted = z.object({ exportId: Id });
export type ExportDeleted = z.infer<typeof ExportDeleted>;

/** Creates (or returns the active) unguessable public link of a completed export; the newest one when absent. */
export const ShareCreateInput = z.object({ id: PathId, exportId: Id.optional() });
export type ShareCreateInput = z.infer<typeof ShareCreateInput>;

export const ShareRevokeInput = z.object({ id: PathId, shareId: PathId });
export type ShareRevokeInput = z.infer<typeof ShareRevokeInput>;

/** Answer of revoking a share link: the public page and its media answer 404 from now on. */
export const ShareRevoked = z.object({ shareId: Id });
export type ShareRevoked = z.infer<typeof ShareRevoked>;

/** No sign-in: anyone with the link. An unknown or revoked id answers 404. */
export const PublicVideoInput = z.object({ shareId: PathId });
export type PublicVideoInput = z.infer<typeof PublicVideoInput>;

/** A download of the episode; `language` picks the lines' language (subtitles, edit files; the main one by default). */
export const ScenarioDownloadParams = z.object({
  id: PathId,
  format: z.enum(SCENARIO_DOWNLOAD_FORMATS),
  language: z.enum(LANGUAGES).optional(),
});
export type ScenarioDownloadParams = z.infer<typeof ScenarioDownloadParams>;
