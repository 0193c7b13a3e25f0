import type { ImageRequest } from '../image/image-provider.ts';
import { CAMERA_PHRASES, SHOT_PHRASES, scenePrompt } from '@sym/sketch-renderer';
import type { CameraMotion } from '../text/text-provider.ts';
import type { VideoRequest } from '../video/video-provider.ts';

/**
 * Turning structured requests into the single prompt string remote image and video models take. Shared so
 * every adapter describes shots, styles and assets the same way.
 */

/** The default limit matches DALL·E 3's 4,000 characters; other models accept more. */
export const DEFAULT_MAX_PROMPT_LENGTH = 4000;

/**
 * One prompt for an image request: shot framing, view, the description, assets and style. A planned shot is
 * described from its scene plan (place, figures and what they do, props, framing), the same plan the local
 * renderer draws.
 */
export function composeImagePrompt(request: ImageRequest, maxLength = DEFAULT_MAX_PROMPT_LENGTH): string {
  const framing = [request.shotType ? SHOT_PHRASES[request.shotType] : '', request.viewName ?? '']
    .filter(Boolean)
    .join(', ');
  const described = request.scene
    ? scenePrompt(request.scene, request.prompt)
    : framing
      ? `${framing}. ${request.prompt.trim()}`
      : request.prompt.trim();
  const parts = [described];
  const assets = request.references.filter((reference) => reference.type !== 'style');
  if (assets.length > 0) {
    const described = assets.map((asset) =>
      asset.description.trim() ? `${asset.name} (${asset.type}): ${asset.description.trim()}` : asset.name,
    );
    parts.push(`Featuring ${described.join('; ')}.`);
  }
  const presetWords = (presetId: string) => `${presetId.replace(/[-_]/g, ' ')} style`;
  const presetId = request.style?.presetId;
  // A style module counts beside the preset: named, with its own preset when that is another one.
  const modules = (request.style?.modules ?? []).map((module) =>
    module.presetId && module.presetId !== presetId ? `${module.name} (${presetWords(module.presetId)})` : module.name,
  );
  const styleTexts = [
    presetId ? presetWords(presetId) : '',
    ...modules,
    request.style?.text?.trim() ?? '',
    ...request.references.filter((reference) => reference.type === 'style').map((style) => style.description.trim()),
  ].filter(Boolean);
  if (styleTexts.length > 0) parts.push(`Style: ${styleTexts.join(', ')}.`);
  const prompt = parts.join(' ');
  return prompt.length > maxLength ? prompt.slice(0, maxLength).trimEnd() : prompt;
}

/** The phrase for a camera motion ('' for auto), e.g. 'slow zoom in'. */
export function describeCameraMotion(motion: CameraMotion): string {
  return CAMERA_PHRASES[motion];
}

/** One prompt for an image-to-video request: animation instructions plus the camera motion. */
export function composeVideoPrompt(request: VideoRequest): string {
  const camera = describeCameraMotion(request.cameraMotion);
  const instructions = request.animationInstructions.trim();
  if (!camera) return instructions || 'subtle natural motion';
  return instructions ? `${instructions}. Camera: ${camera}.` : `Camera: ${camera}.`;
}
