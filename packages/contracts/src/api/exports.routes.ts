import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

// Zod-free on purpose: the client's route table imports this file at start-up.
/** Exports of an episode, their share links, the public video page and the edit/shot-list downloads. */
export const EXPORTS_ACTIONS = [
  'scenario.export.create',
  'scenario.export.get',
  'scenario.exports.list',
  'scenario.export.update',
  'scenario.export.delete',
  'scenario.share.create',
  'scenario.share.revoke',
  'share.public.get',
] as const;

const exports = '/api/scenarios/:id/exports';

export const EXPORTS_ROUTES = {
  'scenario.export.create': { method: 'POST', path: '/api/scenarios/:id/export' },
  'scenario.exports.list': { method: 'GET', path: exports },
  'scenario.export.get': { method: 'GET', path: `${exports}/:exportId` },
  'scenario.export.update': { method: 'PUT', path: `${exports}/:exportId` },
  'scenario.export.delete': { method: 'DELETE', path: `${exports}/:exportId` },
  'scenario.share.create': { method: 'POST', path: '/api/scenarios/:id/share' },
  'scenario.share.revoke': { method: 'DELETE', path: '/api/scenarios/:id/share/:shareId' },
  'share.public.get': { method: 'GET', path: '/api/public/videos/:shareId' },
} satisfies Partial<Record<OperationName, HttpRoute>>;

export const EXPORTS_ROUTE_ALIASES = {
  'scenario.export.update': [{ method: 'PATCH', path: `${exports}/:exportId` }],
} satisfies Partial<Record<OperationName, HttpRoute[]>>;

/** The public page of a share link (a browser route of the web app, served with Open Graph tags). */
export const PUBLIC_VIDEO_PAGE = (shareId: string) => `/v/${shareId}`;

/**
 * Downloads (HTTP only, signed-in, read access to the episode): the shot list as CSV or PDF and the edit as
 * a CMX 3600 EDL or an OpenTimelineIO file.
 */
export const EPISODE_DOWNLOAD_FORMATS = ['csv', 'pdf', 'edl', 'otio'] as const;
export type EpisodeDownloadFormat = (typeof EPISODE_DOWNLOAD_FORMATS)[number];
export const EPISODE_DOWNLOAD_PATH = '/api/scenarios/:id/download/:format';
