import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

// Zod-free on purpose: the client's route table imports this file at start-up.
/**
 * The episode timeline: audio tracks, voice clips and applying a script (spec §7 lists their REST paths;
 * none of them has a socket RPC name there, so these names are ours).
 */
export const TIMELINE_ACTIONS = [
  'scenario.tracks.list',
  'scenario.track.create',
  'scenario.track.update',
  'scenario.track.delete',
  'scenario.tracks.reorder',
  'scenario.voiceClips.list',
  'scenario.voiceClip.create',
  'scenario.voiceClip.update',
  'scenario.voiceClip.delete',
  'scenario.script.apply',
  'scenario.script.preview',
  'scenario.script.undo',
] as const;

const tracks = '/api/scenarios/:id/tracks';
const voiceClips = '/api/scenarios/:id/voice-clips';

export const TIMELINE_ROUTES = {
  'scenario.tracks.list': { method: 'GET', path: tracks },
  'scenario.track.create': { method: 'POST', path: tracks },
  'scenario.tracks.reorder': { method: 'PUT', path: `${tracks}/reorder` },
  'scenario.track.update': { method: 'PUT', path: `${tracks}/:trackId` },
  'scenario.track.delete': { method: 'DELETE', path: `${tracks}/:trackId` },
  'scenario.voiceClips.list': { method: 'GET', path: voiceClips },
  'scenario.voiceClip.create': { method: 'POST', path: voiceClips },
  'scenario.voiceClip.update': { method: 'PUT', path: `${voiceClips}/:clipId` },
  'scenario.voiceClip.delete': { method: 'DELETE', path: `${voiceClips}/:clipId` },
  'scenario.script.apply': { method: 'POST', path: '/api/scenarios/:id/script/apply' },
  'scenario.script.preview': { method: 'POST', path: '/api/scenarios/:id/script/preview' },
  'scenario.script.undo': { method: 'POST', path: '/api/scenarios/:id/script/undo' },
} satisfies Partial<Record<OperationName, HttpRoute>>;

export const TIMELINE_ROUTE_ALIASES = {
  'scenario.track.update': [{ method: 'PATCH', path: `${tracks}/:trackId` }],
  'scenario.voiceClip.update': [{ method: 'PATCH', path: `${voiceClips}/:clipId` }],
} satisfies Partial<Record<OperationName, HttpRoute[]>>;

/** Multipart audio upload (HTTP only): the file goes in the field `audio`; answers an AudioUpload. */
export const AUDIO_UPLOAD_PATH = '/api/upload/scenario/:id/audio';
export const AUDIO_UPLOAD_FIELD = 'audio';
/** What the file picker offers; the server sniffs the bytes and accepts MP3, WAV and AAC (ADTS or MP4/M4A). */
export const AUDIO_ACCEPT = 'audio/mpeg,audio/wav,audio/x-wav,audio/aac,audio/mp4,.mp3,.wav,.aac,.m4a';
