import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

// Zod-free on purpose: the client's route table imports this file at start-up.
/**
 * The guided wizard (spec §2, §4): story analysis, shot breakdown and asset preview images before a project
 * exists, and the atomic create-with-story (project.createWithStory is one of spec §7's socket RPC names).
 */
export const STORY_ACTIONS = ['story.analyze', 'story.breakdown', 'story.assetPreview.generate'] as const;

export const STORY_ROUTES = {
  'story.analyze': { method: 'POST', path: '/api/story/analyze' },
  'story.breakdown': { method: 'POST', path: '/api/story/breakdown' },
  'story.assetPreview.generate': { method: 'POST', path: '/api/story/asset-preview' },
  'project.createWithStory': { method: 'POST', path: '/api/projects/create-with-story' },
} satisfies Partial<Record<OperationName, HttpRoute>>;

/** Multipart upload (field `image`) of the wizard's style reference image; answers { url } of the stored file. */
export const STYLE_REFERENCE_UPLOAD_PATH = '/api/upload/style-reference';
