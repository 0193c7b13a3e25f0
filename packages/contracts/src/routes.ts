/**
 * HTTP paths that are not operations (uploads, downloads, redirects, browser pages). Operation routes are in
 * operations/<domain>.ts.
 */
export type { HttpMethod, HttpRoute } from './operations/define.ts';

/** Browser redirect that starts social sign-in (PKCE); not an RPC operation. */
export const SOCIAL_START_PATH = (provider: string) => `/api/auth/social/${provider}/start`;

/** Fills `:name` segments from the payload; returns the path and the payload fields left over. */
export function fillRoutePath(
  path: string,
  payload: Record<string, unknown> = {},
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...payload };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** Multipart audio upload (HTTP only): the file goes in the field `audio`; answers an AudioUpload. */
export const AUDIO_UPLOAD_PATH = '/api/upload/scenario/:id/audio';
export const AUDIO_UPLOAD_FIELD = 'audio';
/** What the file picker offers; the server sniffs the bytes and accepts MP3, WAV and AAC (ADTS or MP4/M4A). */
export const AUDIO_ACCEPT = 'audio/mpeg,audio/wav,audio/x-wav,audio/aac,audio/mp4,.mp3,.wav,.aac,.m4a';

/** Multipart upload (field `image`) of the wizard's style reference image; answers { url } of the stored file. */
export const STYLE_REFERENCE_UPLOAD_PATH = '/api/upload/style-reference';

/** The OpenAPI 3.1 document of the REST API and its browsable reference page (public, served by the API). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/reference';

/** The public page of a share link (a browser route of the web app, served with Open Graph tags). */
export const PUBLIC_VIDEO_PAGE = (shareId: string) => `/v/${shareId}`;

/** The page of a review link (a browser route of the web app): the guest's storyboard, player and comments. */
export const REVIEW_PAGE = (token: string) => `/r/${token}`;

/** The browser page an e-mailed reset link opens; its `token` query parameter goes to auth.password.reset. */
export const PASSWORD_RESET_PAGE = '/reset-password';

/** The page of a team invitation link (a browser route of the web app): sign in, then accept. */
export const INVITATION_PAGE = (token: string) => `/invite/${token}`;

/**
 * Downloads (HTTP only, signed-in, read access to the episode): the shot list as CSV or PDF, the edit as
 * a CMX 3600 EDL or an OpenTimelineIO file, and the subtitles of the spoken lines as SubRip or WebVTT.
 */
export const SCENARIO_DOWNLOAD_FORMATS = [
  'csv',
  'pdf',
  'edl',
  'otio',
  'fcpxml',
  'fcp7',
  'package',
  'srt',
  'vtt',
] as const;
export type ScenarioDownloadFormat = (typeof SCENARIO_DOWNLOAD_FORMATS)[number];
export const SCENARIO_DOWNLOAD_PATH = '/api/scenarios/:id/download/:format';
