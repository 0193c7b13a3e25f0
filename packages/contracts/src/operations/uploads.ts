import { z } from 'zod';
import {
  REFERENCE_IMAGE_FIELD,
  REFERENCE_IMAGE_MAX_BYTES,
  REFERENCE_IMAGE_UPLOAD_PATH,
  VOICE_SAMPLE_UPLOAD_PATH,
} from '../api/assets.ts';
import { CharacterVoice, VOICE_SAMPLES_MAX } from '../entities/character-voice.ts';
import { AudioUpload } from '../api/timeline.ts';
import { AUDIO_UPLOAD_MAX_BYTES } from '../constants.ts';
import { AssetView } from '../entities/asset.ts';
import { MediaUrl } from '../media.ts';
import { SHOT_TAKE_FIELD, SHOT_TAKE_UPLOAD_PATH, SHOT_TAKE_VIDEO_MAX_BYTES } from '../api/reviews.ts';
import {
  BRAND_IMAGE_FIELD,
  BRAND_IMAGE_UPLOAD_PATHS,
  WHITE_LABEL_LIMITS,
  WhiteLabelSettings,
} from '../api/white-label.ts';
import { EXAMPLE_WHITE_LABEL } from './white-label.ts';
import { ShotGeneration } from '../api/scenarios.ts';
import { AUDIO_UPLOAD_FIELD, AUDIO_UPLOAD_PATH, STYLE_REFERENCE_UPLOAD_PATH } from '../routes.ts';
import { ASSET_EXAMPLE } from './asset-examples.ts';
import { exampleMediaUrl } from './scenario-examples.ts';

/**
 * A multipart upload (HTTP only, one file field): not an operation, since its input is a file, but its answer has
 * a schema like an operation's, so the API document, the response check and the web client share it.
 */
export interface UploadContract<O extends z.ZodType = z.ZodType> {
  summary: string;
  /** POST path; `:id` names `pathId`. */
  path: string;
  /** What the `:id` of the path is, for a path that has one. */
  pathId?: string;
  /** The path's other `:name` segments, each with what it is. */
  pathParams?: Record<string, string>;
  /** Optional query parameters, each with what it is. */
  query?: Record<string, string>;
  /** The multipart field that carries the file. */
  field: string;
  /** The files accepted, in words (the server recognises them from their bytes). */
  accepts: string;
  output: O;
  example: z.input<O>;
}

const defineUploads = <T extends Record<string, UploadContract>>(uploads: { [K in keyof T]: T[K] }) => uploads;
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const IMAGE_FILES = `PNG, JPEG or WebP, at most ${megabytes(REFERENCE_IMAGE_MAX_BYTES)}.`;
const BRAND_IMAGE_FILES = `PNG, JPEG or WebP (no SVG), at most ${megabytes(WHITE_LABEL_LIMITS.imageMaxBytes)}; stored re-encoded as PNG`;
const AUDIO_FILES = `MP3, WAV or AAC (ADTS or MP4/M4A), at most ${megabytes(AUDIO_UPLOAD_MAX_BYTES)}.`;
const BRAND_SCOPE_QUERY = { teamId: "The team whose brand it is; without it, the site's (site administrator only)." };

/** What the style reference upload answers: where the stored image is. */
export const StyleReferenceUpload = z.object({ url: MediaUrl });
export type StyleReferenceUpload = z.infer<typeof StyleReferenceUpload>;

export const UPLOAD_CONTRACTS = defineUploads({
  'upload.scenarioAudio': {
    summary: 'Upload the audio of an episode',
    path: AUDIO_UPLOAD_PATH,
    pathId: 'The episode (scenario).',
    field: AUDIO_UPLOAD_FIELD,
    accepts: AUDIO_FILES,
    output: AudioUpload,
    example: {
      url: exampleMediaUrl('U2NlbmFyaW9BdWRpbw.mp3'),
      contentType: 'audio/mpeg',
      size: 412_032,
      duration: 25.7,
    },
  },
  'upload.assetReference': {
    summary: 'Upload a reference image of an asset',
    path: REFERENCE_IMAGE_UPLOAD_PATH,
    pathId: 'The asset.',
    field: REFERENCE_IMAGE_FIELD,
    accepts: IMAGE_FILES,
    output: AssetView,
    example: ASSET_EXAMPLE.asset,
  },
  'upload.assetVoiceSample': {
    summary: `Upload a sample clip of a character speaking, to clone its voice from (at most ${VOICE_SAMPLES_MAX} per character)`,
    path: VOICE_SAMPLE_UPLOAD_PATH,
    pathId: 'The asset (a character).',
    field: AUDIO_UPLOAD_FIELD,
    accepts: AUDIO_FILES,
    output: CharacterVoice,
    example: {
      voice: null,
      rate: 1,
      pitch: 1,
      samples: [
        {
          id: '3b8e2f4a-9c1d-4e5f-8a7b-6c5d4e3f2a10',
          name: 'anna-harbour.wav',
          url: exampleMediaUrl('Vm9pY2VTYW1wbGVBbm5h.wav'),
          contentType: 'audio/wav',
          size: 352_844,
          duration: 8,
          createdAt: '2026-11-29T10:00:00.000Z',
        },
      ],
      cloned: null,
    },
  },
  'upload.styleReference': {
    summary: 'Upload a style reference image (project wizard)',
    path: STYLE_REFERENCE_UPLOAD_PATH,
    field: REFERENCE_IMAGE_FIELD,
    accepts: IMAGE_FILES,
    output: StyleReferenceUpload,
    example: { url: exampleMediaUrl('U3R5bGVSZWZlcmVuY2U.png') },
  },
  'upload.shotTake': {
    summary:
      "Upload your own picture or video as a new take of a shot (it becomes the shot's current picture or video)",
    path: SHOT_TAKE_UPLOAD_PATH,
    pathId: 'The episode (scenario).',
    pathParams: { shotId: 'The shot.' },
    field: SHOT_TAKE_FIELD,
    accepts: `A picture: ${IMAGE_FILES} Or a video: MP4, WebM or MOV, at most ${megabytes(SHOT_TAKE_VIDEO_MAX_BYTES)}.`,
    output: ShotGeneration,
    example: {
      id: '5d2b7c1e-3f4a-4b6c-8d9e-0a1b2c3d4e5f',
      shotId: '6e3c8d2f-4a5b-4c7d-9e0f-1b2c3d4e5f60',
      scenarioId: '7f4d9e3a-5b6c-4d8e-8f1a-2c3d4e5f6071',
      kind: 'image',
      status: 'completed',
      isPrimary: true,
      url: exampleMediaUrl('T3duVGFrZQ.png'),
      thumbUrl: null,
      prompt: null,
      metadata: { source: 'upload' },
      scene: null,
      style: null,
      createdAt: '2026-11-29T10:00:00.000Z',
      updatedAt: '2026-11-29T10:00:00.000Z',
    },
  },
  'upload.whiteLabelLogo': {
    summary: "Upload a brand's logo (white label); it is decoded and stored as a PNG of at most 512x512",
    path: BRAND_IMAGE_UPLOAD_PATHS.logo,
    query: BRAND_SCOPE_QUERY,
    field: BRAND_IMAGE_FIELD,
    accepts: `${BRAND_IMAGE_FILES} of at most ${WHITE_LABEL_LIMITS.logoMaxSide}x${WHITE_LABEL_LIMITS.logoMaxSide}.`,
    output: WhiteLabelSettings,
    example: EXAMPLE_WHITE_LABEL,
  },
  'upload.whiteLabelFavicon': {
    summary: "Upload a brand's favicon (white label); it is decoded and stored as a 64x64 PNG",
    path: BRAND_IMAGE_UPLOAD_PATHS.favicon,
    query: BRAND_SCOPE_QUERY,
    field: BRAND_IMAGE_FIELD,
    accepts: `${BRAND_IMAGE_FILES} of ${WHITE_LABEL_LIMITS.faviconSide}x${WHITE_LABEL_LIMITS.faviconSide}.`,
    output: WhiteLabelSettings,
    example: EXAMPLE_WHITE_LABEL,
  },
});

export type UploadName = keyof typeof UPLOAD_CONTRACTS;
/** What `data` of an upload's success envelope holds. */
export type UploadOutput<N extends UploadName> = z.output<(typeof UPLOAD_CONTRACTS)[N]['output']>;
